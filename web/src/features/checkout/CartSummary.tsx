// The checkout's cart summary column (seed 000 §2 'Checkout page'): the lines read-only (with their
// day, time, section, seats and holders, a package's parts each with theirs), and the
// order summary (Subtotal, Delivery if any, Tax, Fees, Order Total), with the down payment when an
// installment plan is selected.
import type { Schema } from '@boxoffice/sdk';
import { Money } from '../../components/Money';
import { groupDetails, itemNotes, summaryParts } from '../../lib/cart-notes';

/** One group's day and lines (a package's part is named too): what is booked, seats and holders included. */
function SummaryPart({ group, named }: { readonly group: Schema<'ItemGroup'>; readonly named: boolean }) {
  const details = groupDetails(group);
  return (
    <>
      {named && <div>{group.productDisplayName}</div>}
      {details.length > 0 && (
        <div>
          <small>{details.join(' · ')}</small>
        </div>
      )}
      <ul>
        {group.items.map((item) => {
          const notes = itemNotes(item, { delivery: false });
          return (
            <li key={item.id}>
              {item.quantity} × {item.displayName} <Money amount={item.itemTotal} />
              {notes.length > 0 && (
                <div>
                  <small>{notes.join(' · ')}</small>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function CartSummary({ cart }: { readonly cart: Schema<'CartDetails'> }) {
  const plan = cart.installmentBilling;
  return (
    <aside aria-labelledby="checkout-summary-title">
      <article>
        <h2 id="checkout-summary-title">Order Summary</h2>
        <ul className="checkout-lines">
          {cart.itemGroups.map((group, g) => (
            <li key={`${group.productId}-${group.performanceId ?? g}`}>
              <strong>
                {group.isPackage
                  ? (group.packageDisplayName ?? group.productDisplayName)
                  : group.productDisplayName || group.productName}
              </strong>
              {summaryParts(group).map((part) => (
                // A part's items have ids unique in the cart; a part without items is named by its product.
                <SummaryPart
                  key={part.items.map((item) => item.id).join(',') || part.productId}
                  group={part}
                  named={group.isPackage && part.productDisplayName !== group.packageDisplayName}
                />
              ))}
            </li>
          ))}
        </ul>
        <dl className="checkout-totals">
          <dt>Subtotal</dt>
          <dd>
            <Money amount={cart.cartTotalNetTaxesAndFees} />
          </dd>
          {cart.deliveryTotal > 0 && (
            <>
              <dt>Delivery</dt>
              <dd>
                <Money amount={cart.deliveryTotal} />
              </dd>
            </>
          )}
          <dt>Tax</dt>
          <dd>
            <Money amount={cart.taxTotal} />
          </dd>
          <dt>Fees</dt>
          <dd>
            <Money amount={cart.feeTotal} />
          </dd>
          <dt>Order Total</dt>
          <dd>
            <strong>
              <Money amount={cart.cartTotal} />
            </strong>
          </dd>
          {plan?.selected === true && typeof plan.downPayment === 'number' && (
            <>
              <dt>Down Payment</dt>
              <dd>
                <Money amount={plan.downPayment} />
              </dd>
            </>
          )}
        </dl>
      </article>
    </aside>
  );
}
