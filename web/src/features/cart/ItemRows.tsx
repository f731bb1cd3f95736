// One item group's rows (Description, Qty, Price, Total): a revised cart shows the previous
// quantity, price and total struck through before the new ones.
import type { Schema } from '@boxoffice/sdk';
import type { ReactNode } from 'react';
import { formatMoney } from '../../components/Money';
import { itemNotes } from '../../lib/cart-notes';
import { previousItemValues } from './cart-display';

type Cart = Schema<'CartDetails'>;
type CartItem = Schema<'CartItem'>;

function Was({ value }: { readonly value: string | null }) {
  if (value === null) return null;
  return (
    <>
      <del>
        <span className="visually-hidden">was </span>
        {value}
      </del>{' '}
    </>
  );
}

interface ItemRowsProps {
  readonly items: readonly CartItem[];
  readonly cart: Cart | null;
  readonly caption: string;
  /** Shown in a last column per item (the Remove button), when given. */
  readonly action?: (item: CartItem) => ReactNode;
  readonly showPrices?: boolean;
}

export function ItemRows({ items, cart, caption, action, showPrices = true }: ItemRowsProps) {
  return (
    <table className="cart-items">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col">Qty</th>
          {showPrices && <th scope="col">Price</th>}
          {showPrices && <th scope="col">Total</th>}
          {action && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const before = cart ? previousItemValues(item, cart) : null;
          const money = (v: number | null | undefined) => (v == null ? null : formatMoney(v));
          return (
            <tr key={item.id}>
              <td data-label="Description">
                {item.displayName}
                {itemNotes(item).map((note) => (
                  <small key={note} className="cart-item-note">
                    {note}
                  </small>
                ))}
              </td>
              <td data-label="Qty">
                <Was value={before?.quantity == null ? null : String(before.quantity)} />
                {item.quantity}
              </td>
              {showPrices && (
                <td data-label="Price">
                  <Was value={money(before?.unitPrice)} />
                  {formatMoney(item.unitPrice)}
                </td>
              )}
              {showPrices && (
                <td data-label="Total">
                  <Was value={money(before?.itemTotal)} />
                  {formatMoney(item.itemTotal)}
                </td>
              )}
              {action && <td>{action(item)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
