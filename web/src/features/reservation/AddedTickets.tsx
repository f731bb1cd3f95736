// The table of added passes and tickets (seed 002 §2.2): each with its entitlement choice (the
// ticket's selectable entitlements, selection type 1) and Remove.
import type { Schema } from '@boxoffice/sdk';
import { RemoveButton } from '../../components/RemoveButton';
import { type Choices, selectableEntitlements, validityText } from './link-tickets';

type ReservationTicket = Schema<'ReservationTicket'>;

interface AddedTicketsProps {
  readonly tickets: readonly ReservationTicket[];
  readonly choices: Choices;
  readonly removing: string | null;
  readonly onChoose: (ticketId: string, entitlementId: string) => void;
  readonly onRemove: (ticket: ReservationTicket) => void;
}

export function AddedTickets({ tickets, choices, removing, onChoose, onRemove }: AddedTicketsProps) {
  if (tickets.length === 0) return <p>No passes or tickets added yet.</p>;
  return (
    <div className="reservation-table">
      <table className="stack-table">
        <thead>
          <tr>
            <th scope="col">Pass ID / Barcode</th>
            <th scope="col">Product</th>
            <th scope="col">Valid</th>
            <th scope="col">Entitlement</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => {
            const options = selectableEntitlements(ticket);
            return (
              <tr key={ticket.id}>
                <td data-label="Pass ID / Barcode">{ticket.barcode}</td>
                <td data-label="Product">{ticket.productName}</td>
                <td data-label="Valid">{validityText(ticket)}</td>
                <td data-label="Entitlement">
                  {options.length > 1 ? (
                    <select
                      aria-label={`Entitlement for ${ticket.barcode}`}
                      value={choices[ticket.id] ?? ''}
                      onChange={(e) => onChoose(ticket.id, e.target.value)}
                    >
                      {options.map((o) => (
                        <option
                          key={o.entitlementId}
                          value={o.entitlementId}
                          disabled={o.redeemedOtherReservation}
                        >
                          {o.name}
                        </option>
                      ))}
                    </select>
                  ) : (
                    (options[0]?.name ?? '')
                  )}
                </td>
                <td>
                  <RemoveButton
                    name={ticket.barcode}
                    disabled={removing !== null}
                    busy={removing === ticket.id}
                    onRemove={() => onRemove(ticket)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
