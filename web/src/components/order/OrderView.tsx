// The order view (seed 000 §2 'Confirmation page'; seed 001 §2 'Order lookup and ticket view': both
// lookups show the same order details, tickets and installment details): one component for the
// confirmation page and the order lookups. The page keeps its own h1, links and loading; this renders
// the order details, the item table with its totals, the installment details, the digital tickets
// (or the reservation barcode) and the footnotes.
import type { Schema } from '@boxoffice/sdk';
import { formatDisplayDate, seatName } from '@boxoffice/sdk/rules';
import { apiUrl } from '../../lib/api';
import { formatLongDay } from '../dates';
import { HtmlBlock } from '../HtmlBlock';
import { formatMoney, Money } from '../Money';
import {
  installmentTotals,
  paymentMethodText,
  priceIncludesTaxesAndFees,
  reservationLookupCode,
  showsInstallmentDetails,
  showsPaymentDetails,
  showsPriceIncludesNote,
  showsSchedule,
  showsTotals,
  transactionText,
} from './order-view';
import './order-view.css';

type Order = Schema<'Order'>;

/** The id of the tickets section, for a 'View Tickets' link on the same page. */
export const TICKETS_SECTION_ID = 'tickets';

interface OrderViewProps {
  readonly order: Order;
  /** The digital tickets' HTML; null while it loads. */
  readonly tickets: string | null;
  /** Why the tickets could not be loaded (the order still shows). */
  readonly ticketsError?: string | null;
}

export function OrderView({ order, tickets, ticketsError = null }: OrderViewProps) {
  const payment = order.payments?.[0];
  const lookupCode = reservationLookupCode(order);
  const transactions = transactionText(order);
  return (
    <>
      <section aria-labelledby="order-details-title">
        <h2 id="order-details-title">Order Details</h2>
        <dl className="order-details">
          <dt>Order Date</dt>
          <dd>{formatDisplayDate(order.orderDate)}</dd>
          <dt>Confirmation Number</dt>
          <dd>{order.invoiceNumber}</dd>
          <dt>Name</dt>
          <dd>
            {order.firstName} {order.lastName}
          </dd>
          <dt>Phone</dt>
          <dd>{order.phoneNumber}</dd>
          <dt>Email</dt>
          <dd>{order.emailAddress}</dd>
          <dt>Payment Method</dt>
          <dd>{paymentMethodText(order)}</dd>
          {showsPaymentDetails(order) && payment?.maskedCardNumber && (
            <>
              <dt>Card Number</dt>
              <dd>{payment.maskedCardNumber}</dd>
            </>
          )}
          {showsPaymentDetails(order) && payment && (
            <>
              <dt>Amount Paid</dt>
              <dd>
                <Money amount={payment.amount} />
              </dd>
            </>
          )}
          {transactions && (
            <>
              <dt>Transaction</dt>
              <dd>{transactions}</dd>
            </>
          )}
        </dl>
      </section>

      <OrderItems order={order} />

      {showsInstallmentDetails(order) && order.installmentBilling && (
        <InstallmentDetails plan={order.installmentBilling} schedule={showsSchedule(order)} />
      )}

      {order.hasTickets && (
        <section id={TICKETS_SECTION_ID} className="order-tickets" aria-labelledby="tickets-title">
          <h2 id="tickets-title">Tickets</h2>
          {ticketsError ? (
            <p role="alert" className="alert-danger">
              {ticketsError}
            </p>
          ) : tickets === null ? (
            <p aria-busy="true">Loading tickets…</p>
          ) : (
            <HtmlBlock html={tickets} />
          )}
        </section>
      )}
      {lookupCode && (
        <section className="order-tickets" aria-labelledby="reservation-lookup-title">
          <h2 id="reservation-lookup-title">Reservation Lookup</h2>
          {order.reservation && (
            <p>
              {order.reservation.propertyName}, {formatLongDay(order.reservation.businessDate)},{' '}
              {order.reservation.entryTime} entry
            </p>
          )}
          <img
            src={apiUrl(`ticket/barcode/${encodeURIComponent(lookupCode)}`)}
            alt={`Barcode for reservation ${lookupCode}`}
          />
        </section>
      )}

      <footer className="footnotes">
        {showsInstallmentDetails(order) && (
          <p>
            <small>** First payment includes online payment plan fee, applied on a per pass basis.</small>
          </p>
        )}
        {showsPriceIncludesNote(order) && (
          <p>
            <small>* Price includes taxes and fees.</small>
          </p>
        )}
      </footer>
    </>
  );
}

function OrderItems({ order }: { readonly order: Order }) {
  return (
    <section aria-labelledby="items-title">
      <h2 id="items-title">Items</h2>
      {/* Stacked rows on a phone (styles.css .stack-table): no column is cut off. */}
      <div>
        <table className="stack-table">
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never reorder.
              <tr key={`${item.productDisplayName}-${item.productVariantDisplayName}-${i}`}>
                <td data-label="Description" className="stack-label-above">
                  {item.packageDisplayName ?? item.productDisplayName}
                  {item.productVariantDisplayName && <div>{item.productVariantDisplayName}</div>}
                  {(item.seats ?? []).map((seat) => (
                    <div key={seatName(seat)}>
                      <small>{seatName(seat)}</small>
                    </div>
                  ))}
                  {item.deliveryItem?.displayName && (
                    <div>
                      <small>{item.deliveryItem.displayName}</small>
                    </div>
                  )}
                  {(item.packageItems ?? []).length > 0 && (
                    <ul>
                      {item.packageItems?.map((p, j) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: package lines have no id and never reorder.
                        <li key={`${p.productVariantDisplayName}-${j}`}>
                          {p.quantity} × {p.productDisplayName} {p.productVariantDisplayName}{' '}
                          <Money amount={p.itemTotal} />
                          {priceIncludesTaxesAndFees(p) && '*'}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-label="Qty">{item.quantity}</td>
                <td data-label="Price">
                  <span>
                    <Money amount={item.unitPrice} />
                    {priceIncludesTaxesAndFees(item) && '*'}
                  </span>
                </td>
                <td data-label="Total">
                  <Money amount={item.itemTotal} />
                </td>
              </tr>
            ))}
          </tbody>
          {showsTotals(order) && (
            <tfoot>
              <TotalRow label="Subtotal" amount={order.orderTotalNetTaxesAndFees} />
              <TotalRow label="Tax" amount={order.taxTotal} />
              <TotalRow label="Fees" amount={order.feeTotal} />
              {order.deliveryTotal !== 0 && (
                <TotalRow
                  label={`Delivery (${order.defaultDeliveryMethod?.name ?? ''})`}
                  amount={order.deliveryTotal}
                />
              )}
              <TotalRow label="Total Price" amount={order.orderTotal} strong />
            </tfoot>
          )}
        </table>
      </div>
    </section>
  );
}

function TotalRow({
  label,
  amount,
  strong,
}: {
  readonly label: string;
  readonly amount: number;
  readonly strong?: boolean;
}) {
  return (
    <tr>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td>{strong ? <strong>{formatMoney(amount)}</strong> : formatMoney(amount)}</td>
    </tr>
  );
}

function InstallmentDetails({
  plan,
  schedule,
}: {
  readonly plan: NonNullable<Order['installmentBilling']>;
  readonly schedule: boolean;
}) {
  const totals = installmentTotals(plan);
  return (
    <section aria-labelledby="plan-title">
      <h2 id="plan-title">Payment Plan</h2>
      <HtmlBlock html={plan.planDescription} />
      {schedule && (plan.payments ?? []).length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {plan.payments?.map((p, i) => (
              <tr key={p.paymentNumber}>
                <td>{i === 0 ? 'Down Payment**' : `Payment ${p.paymentNumber}`}</td>
                <td>{formatDisplayDate(p.paymentDate)}</td>
                <td>
                  <Money amount={p.paymentAmount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="order-details">
        <dt>APR</dt>
        <dd>{plan.apr ?? 0}%</dd>
        <dt>Finance Charge</dt>
        <dd>{formatMoney(totals.financeCharge)}</dd>
        <dt>Amount Financed</dt>
        <dd>{formatMoney(totals.amountFinanced)}</dd>
        <dt>Total of Payments</dt>
        <dd>{formatMoney(totals.totalOfPayments)}</dd>
        <dt>Total Sales Price</dt>
        <dd>{formatMoney(totals.totalSalesPrice)}</dd>
      </dl>
    </section>
  );
}
