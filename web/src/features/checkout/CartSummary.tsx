// The checkout's cart summary column (seed 000 §2 'Checkout page'): the lines read-only, and the
// order summary (Subtotal, Delivery if any, Tax, Fees, Order Total), with the down payment when an
// installment plan is selected.
import type { Schema } from '@boxoffice/sdk';
import { formatDisplayDate } from '@boxoffice/sdk/rules';
import { Money } from '../../components/Money';

export function CartSummary({ cart }: { readonly cart: Schema<'CartDetails'> }) {
  const plan = cart.installmentBilling;
  return (
    <aside aria-labelledby="checkout-summary-title">
      <article>
        <h2 id="checkout-summary-title">Order Summary</h2>
        <ul className="checkout-lines">
          {cart.itemGroups.map((group, g) => (
            <li key={`${group.productId}-${group.performanceId ?? g}`}>
              <strong>{group.productDisplayName || group.productName}</strong>
              {group.performanceDate && (
                <div>
                  <small>
                    {formatDisplayDate(group.performanceDate)} {group.performanceTime ?? ''}
                  </small>
                </div>
              )}
              <ul>
                {group.items.map((item) => (
                  <li key={item.id}>
                    {item.quantity} × {item.displayName} <Money amount={item.itemTotal} />
                  </li>
                ))}
              </ul>
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
