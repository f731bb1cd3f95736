// A booked reservation of the signed-in account (/reservation/my/{id}, our path; the account page
// links it): the visit, the guest, the linked passes and tickets, and the reservation's barcode.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { api, apiUrl } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { ACCOUNT_PROFILE_HREF } from '../../lib/flow';
import { usePageTitle } from '../../lib/title';
import { VisitDetails } from './VisitDetails';
import './reservation.css';

type Reservation = Schema<'Reservation'>;
type ReservationTicket = Schema<'ReservationTicket'>;

export default function BookedPage() {
  usePageTitle('Your Reservation');
  const { id = '' } = useParams<{ id: string }>();
  const [booked, setBooked] = useState<{ reservation: Reservation; tickets: ReservationTicket[] } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const path = { params: { path: { id } } };
    Promise.all([api.GET('/reservation/my/{id}', path), api.GET('/reservation/my/{id}/item', path)])
      .then(([r, items]) => live && setBooked({ reservation: r.data.value, tickets: items.data.value }))
      .catch((e: unknown) => live && setFailure(errorText(e)));
    return () => {
      live = false;
    };
  }, [id]);

  const r = booked?.reservation;
  const visit = r?.visit;
  return (
    <section className="reservation" aria-busy={!booked && !failure}>
      <h1>Your Reservation</h1>
      {!booked && !failure && <LoadingOverlay delayed message="Loading your reservation…" />}
      {failure && (
        <p role="alert" className="alert-danger">
          {failure}
        </p>
      )}
      {r && booked && (
        <>
          <VisitDetails reservation={r} tickets={booked.tickets} />
          {visit?.reservationCode && (
            <img
              className="reservation-barcode"
              src={apiUrl(`ticket/barcode/${encodeURIComponent(visit.reservationCode)}`)}
              alt={`Barcode for reservation ${visit.reservationCode}`}
            />
          )}
        </>
      )}
      <p>
        <a href={ACCOUNT_PROFILE_HREF}>Back to your account</a>
      </p>
    </section>
  );
}
