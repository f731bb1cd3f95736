// The picked seats (show type 3), each with its ticket type, and Add to Cart: under the selector's
// Select Seat. A seat whose types are still loading says so; nothing picked, nothing to add.
import type { Schema } from '@boxoffice/sdk';
import { useId } from 'react';
import { formatMoney } from '../../components/Money';
import { seatTicketType } from './seat-tickets';

type Variant = Schema<'ProductVariant'>;

interface SeatTicketsProps {
  readonly seats: readonly { readonly seatId: string; readonly name: string }[];
  readonly seatIds: readonly string[];
  readonly seatVariants: Readonly<Record<string, readonly Variant[]>>;
  readonly chosen: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  readonly canAdd: boolean;
  readonly error: React.ReactNode;
  readonly onChoose: (seatId: string, variantId: string) => void;
  readonly onAdd: () => void;
}

export function SeatTickets(props: SeatTicketsProps) {
  const { seats, seatIds, seatVariants, chosen, disabled, canAdd, error, onChoose, onAdd } = props;
  if (seatIds.length === 0) return <>{error}</>;
  return (
    <form
      aria-label="Seats"
      onSubmit={(event) => {
        event.preventDefault();
        if (canAdd) onAdd();
      }}
    >
      <ul className="seat-tickets">
        {seatIds.map((seatId) => (
          <SeatTicket
            key={seatId}
            name={seats.find((s) => s.seatId === seatId)?.name ?? seatId}
            variants={seatVariants[seatId]}
            chosen={chosen[seatId]}
            disabled={disabled}
            onChoose={(variantId) => onChoose(seatId, variantId)}
          />
        ))}
      </ul>
      {error}
      <button type="submit" disabled={!canAdd} aria-busy={disabled}>
        Add to Cart
      </button>
    </form>
  );
}

function SeatTicket(props: {
  readonly name: string;
  readonly variants: readonly Variant[] | undefined;
  readonly chosen: string | undefined;
  readonly disabled: boolean;
  readonly onChoose: (variantId: string) => void;
}) {
  const { name, variants, chosen, disabled, onChoose } = props;
  const id = useId();
  const type = seatTicketType(variants, chosen);
  return (
    <li className="seat-ticket">
      <label htmlFor={id}>{name}</label>
      {variants ? (
        <select
          id={id}
          aria-label={`Ticket type for ${name}`}
          value={type?.id ?? ''}
          disabled={disabled}
          onChange={(event) => onChoose(event.target.value)}
        >
          {variants.map((variant) => (
            <option key={variant.id} value={variant.id}>
              {variant.displayName || variant.productVariantDisplayName} ({formatMoney(variant.displayPrice)})
            </option>
          ))}
        </select>
      ) : (
        <span aria-busy="true">Loading ticket types…</span>
      )}
    </li>
  );
}
