// The order summary column (seed 000 §2): one row per summary line; a revised cart shows the
// previous amount struck through before the new one; an empty cart, the seed's empty-cart variant.
import type { Schema } from '@boxoffice/sdk';
import { summaryLines } from './cart-summary';
import { formatMoney } from './Money';
import './cart-summary.css';

interface CartSummaryProps {
  readonly cart: Schema<'CartDetails'>;
  readonly title?: string;
}

/** Seed 000 §2: the empty cart's variant wording, where the summary would list nothing. */
export const EMPTY_SUMMARY = 'There are no items in your cart';

export function CartSummary({ cart, title = 'Order Summary' }: CartSummaryProps) {
  const lines = summaryLines(cart, cart.cartRevised ? cart.previousCart : null);
  if (cart.cartEmpty)
    return (
      <section className="cart-summary" aria-label={title}>
        <h2>{title}</h2>
        <p>{EMPTY_SUMMARY}</p>
      </section>
    );
  return (
    <section className="cart-summary" aria-label={title}>
      <h2>{title}</h2>
      <table>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className={line.key === 'total' ? 'cart-summary-total' : undefined}>
              <th scope="row">{line.label}</th>
              <td>
                {line.previous !== null && (
                  <>
                    <del>
                      <span className="visually-hidden">was </span>
                      {formatMoney(line.previous)}
                    </del>{' '}
                  </>
                )}
                {formatMoney(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
