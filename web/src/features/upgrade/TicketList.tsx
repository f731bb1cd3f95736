// The linked tickets (seed 001 §2, §3): barcode, name and birth date; a checkbox on an eligible
// ticket, an info button on an ineligible one (opens 'Ticket Not Eligible'); a selected ticket
// shows first name, last name and birth date (mm/dd/yyyy) inputs; Remove unlinks a ticket.
import { NAME_MAX_LENGTH } from '@boxoffice/sdk/rules';
import { useId } from 'react';
import { maskBirthDate } from '../../components/passholder-rows';
import {
  birthDateText,
  type HolderField,
  holderName,
  type RowErrors,
  type TicketRow,
} from './upgrade-select';

interface TicketListProps {
  readonly rows: readonly TicketRow[];
  readonly errors: Readonly<Record<string, RowErrors>>;
  readonly removing: string | null;
  readonly onToggle: (row: TicketRow) => void;
  readonly onEdit: (row: TicketRow, field: HolderField, value: string) => void;
  readonly onRemove: (row: TicketRow) => void;
  readonly onWhyNot: (row: TicketRow) => void;
}

export function TicketList(props: TicketListProps) {
  if (props.rows.length === 0) return <p>No tickets are linked for upgrade yet. Add one above.</p>;
  return (
    <ul className="upgrade-tickets">
      {props.rows.map((row) => (
        <TicketItem key={row.ticket.id} row={row} {...props} />
      ))}
    </ul>
  );
}

function TicketItem({
  row,
  errors,
  removing,
  onToggle,
  onEdit,
  onRemove,
  onWhyNot,
}: TicketListProps & { readonly row: TicketRow }) {
  const id = useId();
  const { ticket } = row;
  const rowErrors = errors[ticket.id] ?? {};
  const name = holderName(ticket);
  const born = birthDateText(ticket);
  const summary = (
    <>
      <strong>{ticket.mediaCode}</strong>
      {name && <span> · {name}</span>}
      {born && <span> · born {born}</span>}
      {!ticket.eligibleForUpgrade && <span className="upgrade-not-eligible"> · not eligible</span>}
    </>
  );

  // The birth date is masked as the holder rows' is (10 characters at most) rather than given a
  // maxLength: Chromium cut a date pasted over a whole invalid one that overflowed the field.
  const input = (field: HolderField, label: string, maxLength?: number, placeholder?: string) => (
    <div>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        value={row[field]}
        maxLength={maxLength}
        placeholder={placeholder}
        inputMode={field === 'birthDate' ? 'numeric' : undefined}
        autoComplete="off"
        aria-invalid={rowErrors[field] ? true : undefined}
        aria-describedby={rowErrors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) =>
          onEdit(row, field, field === 'birthDate' ? maskBirthDate(e.target.value) : e.target.value)
        }
      />
      {rowErrors[field] && (
        <small id={`${id}-${field}-error`} className="field-error">
          {rowErrors[field]}
        </small>
      )}
    </div>
  );

  return (
    <li className="upgrade-ticket">
      <div className="upgrade-ticket-head">
        {ticket.eligibleForUpgrade ? (
          <input id={`${id}-select`} type="checkbox" checked={row.selected} onChange={() => onToggle(row)} />
        ) : (
          <button
            type="button"
            className="info-button"
            aria-label={`Why ticket ${ticket.mediaCode} is not eligible`}
            onClick={() => onWhyNot(row)}
          >
            <span aria-hidden="true">i</span>
          </button>
        )}
        {ticket.eligibleForUpgrade ? (
          <label htmlFor={`${id}-select`}>{summary}</label>
        ) : (
          <span>{summary}</span>
        )}
        <button
          type="button"
          className="secondary outline"
          aria-label={`Remove ticket ${ticket.mediaCode}`}
          disabled={removing !== null}
          aria-busy={removing === ticket.id}
          onClick={() => onRemove(row)}
        >
          Remove
        </button>
      </div>
      {row.selected && (
        <fieldset className="upgrade-holder">
          <legend className="visually-hidden">Pass holder for {ticket.mediaCode}</legend>
          {input('firstName', 'First Name', NAME_MAX_LENGTH)}
          {input('lastName', 'Last Name', NAME_MAX_LENGTH)}
          {input('birthDate', 'Birth Date', undefined, 'mm/dd/yyyy')}
        </fieldset>
      )}
    </li>
  );
}
