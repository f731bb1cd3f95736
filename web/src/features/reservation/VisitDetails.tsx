// The reservation as the review and a booked reservation's page show it: the guest, the property,
// the date and entry time, the linked passes and tickets and the other guests; `children` adds rows.
import type { Schema } from '@boxoffice/sdk';
import type { ReactNode } from 'react';
import { formatLongDay } from '../../components/dates';
import { guestLines } from './review';

interface VisitDetailsProps {
  readonly reservation: Schema<'Reservation'>;
  readonly tickets: readonly Schema<'ReservationTicket'>[];
  readonly children?: ReactNode;
}

export function VisitDetails({ reservation: r, tickets, children }: VisitDetailsProps) {
  const visit = r.visit;
  return (
    <dl className="reservation-review">
      {visit?.reservationCode && (
        <>
          <dt>Reservation code</dt>
          <dd>{visit.reservationCode}</dd>
        </>
      )}
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
            {formatLongDay(visit.businessDate)}, {visit.entryTime}
            {visit.propertyHours ? ` (open ${visit.propertyHours})` : ''}
          </dd>
        </>
      )}
      <dt>Passes and tickets</dt>
      <dd>
        {tickets.length === 0 ? (
          'None'
        ) : (
          <ul>
            {tickets.map((t) => (
              <li key={t.id}>
                {t.productName} {t.barcode}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>Guests</dt>
      <dd>{guestLines(r).join(', ') || 'No other guests'}</dd>
      {children}
    </dl>
  );
}
