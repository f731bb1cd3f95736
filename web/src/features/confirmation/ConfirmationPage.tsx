// confirmation (seed 000 §2 'Confirmation page'): 'Checkout Successful', the order's details, its
// items, totals (order type 1), payment, digital tickets or the reservation barcode, installment
// details and the footnotes. A 404 (no order just placed) goes to the cart with reroute=true.
// Ours (the seed is silent): a 'Continue Shopping' link back to the product-selection path, as a
// shopper who has just bought expects a way back to the store.
import type { Schema } from '@boxoffice/sdk';
import { isStorefrontApiError } from '@boxoffice/sdk';
import { formatDisplayDate } from '@boxoffice/sdk/rules';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { HtmlBlock } from '../../components/HtmlBlock';
import { formatMoney, Money } from '../../components/Money';
import { api } from '../../lib/api';
import { productSelectionPath } from '../../lib/flow';
import { usePageTitle } from '../../lib/title';
import {
  installmentTotals,
  paymentMethodText,
  priceIncludesTaxesAndFees,
  showsInstallmentDetails,
  showsPaymentDetails,
  showsPriceIncludesNote,
  showsSchedule,
  showsTotals,
  transactionText,
} from './confirmation-rules';
import './confirmation.css';
import { LoadingOverlay } from '../../components/LoadingOverlay';

type Order = Schema<'Order'>;

export default function ConfirmationPage() {
  usePageTitle('Confirmation');
  const [, navigate] = useLocation();
  const [order, setOrder] = useState<Order | null>(null);
  const [tickets, setTickets] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .GET('/order/details')
      .then(({ data }) => {
        if (!live) return;
        setOrder(data.value);
        if (data.value.hasTickets) {
          api
            .GET('/order/digital-tickets')
            .then(({ data: html }) => live && setTickets(String(html)))
            .catch(() => live && setTickets(''));
        }
      })
      .catch((e: unknown) => {
        if (!live) return;
        if (isStorefrontApiError(e) && e.status === 404) navigate('/cart?reroute=true', { replace: true });
        else setError((e as Error).message);
      });
    return () => {
      live = false;
    };
  }, [navigate]);

  if (error) {
    return (
      <p role="alert" className="alert-danger">
        {error}
      </p>
    );
  }
  if (!order) return <LoadingOverlay delayed message="Loading your order…" />;
  const payment = order.payments?.[0];
  const transactions = transactionText(order);

  return (
    <article className="confirmation">
      <h1>Checkout Successful</h1>
      {order.confirmationGenerationMessage && <p>{order.confirmationGenerationMessage}</p>}
      <p className="no-print">
        <button type="button" className="secondary outline" onClick={() => window.print()}>
          Print
        </button>
        {order.hasTickets && (
          <>
            {' | '}
            <a href="#tickets">View Tickets</a>
          </>
        )}
      </p>

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

      <section id="tickets" aria-labelledby="tickets-title">
        {order.hasTickets ? (
          <>
            <h2 id="tickets-title">Tickets</h2>
            {tickets === null ? <p aria-busy="true">Loading tickets…</p> : <HtmlBlock html={tickets} />}
          </>
        ) : (
          order.ticketingReservationCode && (
            <>
              <h2 id="tickets-title">Reservation Lookup</h2>
              <img
                src={`/api/ticket/barcode/${encodeURIComponent(order.ticketingReservationCode)}`}
                alt={`Barcode for reservation ${order.ticketingReservationCode}`}
              />
            </>
          )
        )}
      </section>

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

      <p className="no-print">
        <Link href={productSelectionPath()} role="button">
          Continue Shopping
        </Link>
      </p>
    </article>
  );
}

function OrderItems({ order }: { readonly order: Order }) {
  return (
    <section aria-labelledby="items-title">
      <h2 id="items-title">Items</h2>
      {/* Scrolls sideways on narrow phones; focusable so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access. */}
      <section className="overflow-auto" aria-label="Order items table" tabIndex={0}>
        <table>
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
                <td>
                  {item.packageDisplayName ?? item.productDisplayName}
                  {item.productVariantDisplayName && <div>{item.productVariantDisplayName}</div>}
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
                <td>{item.quantity}</td>
                <td>
                  <Money amount={item.unitPrice} />
                  {priceIncludesTaxesAndFees(item) && '*'}
                </td>
                <td>
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
      </section>
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
