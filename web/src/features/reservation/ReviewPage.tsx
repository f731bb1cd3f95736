// Add Ons (/reservation/add-ons, only when the reservation hasAddOns) and Review (/reservation/review,
// our path; seed 002 §2.2, §4.1). Review shows the guest, the property, the date and entry time, and
// the tickets and guests. Moving the reservation into the cart (issue 12's completion) is not built
// yet: neither page offers add-ons or completes the reservation.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { fromIso } from '../../components/dates';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { api } from '../../lib/api';
import { rememberedVisit } from './calendar';
import { loadReservation, WizardFrame } from './WizardFrame';
import { dateGuard, ErrorCode, failureRedirect, PATHS, withError } from './wizard';

type Reservation = Schema<'Reservation'>;
type ReservationTicket = Schema<'ReservationTicket'>;

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** The reservation past the date step, or a redirect by the guards and failures. */
function useBookedReservation() {
  const [, navigate] = useLocation();
  const [state, setState] = useState<{ reservation: Reservation; tickets: ReservationTicket[] } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once.
  useEffect(() => {
    (async () => {
      try {
        const reservation = await loadReservation();
        const guard = dateGuard(reservation);
        if (guard || !reservation) return navigate(guard ?? PATHS.begin);
        const { data } = await api.GET('/reservation/item');
        setState({ reservation, tickets: data.value });
      } catch (e) {
        navigate(failureRedirect(e) ?? withError(PATHS.begin, ErrorCode.Reservation));
      }
    })();
  }, []);
  return state;
}

export function AddOnsPage() {
  const state = useBookedReservation();
  return (
    <WizardFrame title="Add Ons" step={4} hasAddOns ready={state !== null}>
      {!state && <LoadingOverlay delayed message="Loading your reservation…" />}
      {state && (
        <>
          <p>No add-ons can be chosen online for this reservation yet.</p>
          <Link href={PATHS.review} role="button">
            Continue
          </Link>
        </>
      )}
    </WizardFrame>
  );
}

export function ReviewPage() {
  const state = useBookedReservation();
  const visit = rememberedVisit();
  const r = state?.reservation;
  return (
    <WizardFrame title="Review" step={5} hasAddOns={r?.hasAddOns} ready={state !== null}>
      {!state && <LoadingOverlay delayed message="Loading your reservation…" />}
      {r && state && (
        <dl className="reservation-review">
          <dt>Guest</dt>
          <dd>
            {r.firstName} {r.lastName}, {r.emailAddress}, {r.phoneNumber}, {r.zip}
          </dd>
          <dt>Park</dt>
          <dd>{r.propertyName}</dd>
          {visit && (
            <>
              <dt>Date and entry time</dt>
              <dd>
                {longDate.format(fromIso(visit.businessDate))}, {visit.entryTime}
                {visit.propertyHours ? ` (open ${visit.propertyHours})` : ''}
              </dd>
            </>
          )}
          <dt>Passes and tickets</dt>
          <dd>
            <ul>
              {state.tickets.map((t) => (
                <li key={t.id}>
                  {t.productName} {t.barcode}
                </li>
              ))}
            </ul>
          </dd>
          <dt>Guests</dt>
          <dd>
            {r.underAgeTicketCount} non-ticketed child(ren), {r.additionalGuestCount} additional guest(s)
            {r.reservationEntitlements
              .filter((e) => e.quantity > 0)
              .map((e) => `, ${e.quantity} ${e.cardTitle}`)
              .join('')}
            {visit?.bringAFriends ? `, ${visit.bringAFriends} bring-a-friend day ticket(s)` : ''}
          </dd>
        </dl>
      )}
    </WizardFrame>
  );
}

export default ReviewPage;
