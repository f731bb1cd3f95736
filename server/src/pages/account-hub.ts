// The account page's hub (issue 11; seed 001 §2, §6): what the signed-in shopper holds, each a link
// into the storefront's flows: their orders (order-lookup/my/{id}), their tickets and ticket
// groupings (ticket/account/{id}, ticket/account-grouping/{id}), their linked passes (Link Your
// Passes), upgrades (Upgrade Your Tickets) and the two redemption pages (seed 002 §2.6, §2.7). Read
// from where the backend keeps them: the order repository (orders the account placed, the story's
// LAP-100482 among them), the account's links (domain/passes) and its starting holdings
// (catalog/account-holdings.ts); its booked reservations and the way into the reservation wizard.
// Every value is escaped.
import { holdingsOf } from '../catalog/account-holdings.js';
import { findIssuedTicket, type IssuedTicket } from '../catalog/passes.js';
import { findReservationProperty } from '../catalog/reservations.js';
import {
  type BoughtTicket,
  boughtTickets,
  type OrderRecord,
  OrderRepository,
} from '../domain/orders/index.js';
import { type LinkedPassHolding, linkedPasses } from '../domain/passes/index.js';
import {
  accountReservations,
  type BookedReservation,
  displayTime,
  visitOf,
} from '../domain/reservations/index.js';
import type { Store } from '../store/store.js';
import { html, type SafeHtml } from './html.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// Order dates in the venue's time (STORY.md: America/Chicago); visit and validity dates are days.
const orderDay = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', dateStyle: 'long' });
const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });
const formatDay = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));

/** The storefront's paths (web/src/lib/order-links.ts, seed 001 §2's route table). */
export const hubPaths = {
  order: (id: string) => `/order-lookup/my/${encodeURIComponent(id)}`,
  ticket: (id: string) => `/ticket/account/${encodeURIComponent(id)}`,
  grouping: (id: string) => `/ticket/account-grouping/${encodeURIComponent(id)}`,
  passLink: '/pass/link',
  upgrade: '/upgrade/select',
  redeemEntitlements: '/entitlement/redeem',
  redeemAccountEntitlements: '/account-entitlement/redeem',
  reservation: (id: string) => `/reservation/my/${encodeURIComponent(id)}`,
  makeReservation: '/select-site',
} as const;

const orderLine = ({ order }: OrderRecord) =>
  html`<li><a href="${hubPaths.order(order.extOrderTokenId)}">Order ${order.invoiceNumber}</a>, placed ${orderDay.format(new Date(order.orderDate))}, ${usd.format(order.orderTotal)}</li>`;

const passTicketLine = ({ extUserAccountTicketId, pass }: LinkedPassHolding) =>
  html`<li><a href="${hubPaths.ticket(extUserAccountTicketId)}">${pass.productDisplayName}</a>, ${pass.firstName} ${pass.lastName}, Pass ID ${pass.platformAccountId}</li>`;

const dayTicketLine = (ticket: IssuedTicket) =>
  html`<li><a href="${hubPaths.ticket(ticket.barcode)}">${ticket.productName} - ${ticket.variantName}</a>, ${formatDay(ticket.visitDate)}, ${ticket.barcode}</li>`;

const boughtTicketLine = ({ ticket }: BoughtTicket) => {
  const days = [...new Set(ticket.performances.map((p) => formatDay(p.performanceDate)))];
  const variant = ticket.variantDisplayName ? ` - ${ticket.variantDisplayName}` : '';
  const details = [...days, ...(ticket.seat ? [ticket.seat] : []), ticket.barcode].join(', ');
  return html`<li><a href="${hubPaths.ticket(ticket.barcode)}">${ticket.productDisplayName}${variant}</a>, ${details}</li>`;
};

const passLine = ({ pass }: LinkedPassHolding) =>
  html`<li>${pass.firstName} ${pass.lastName}: ${pass.productDisplayName}, Pass ID ${pass.platformAccountId}, valid ${formatDay(pass.effectiveStartDate)} to ${formatDay(pass.effectiveEndDate)}</li>`;

const reservationLine = ({ id, reservation }: BookedReservation) => {
  const visit = visitOf(reservation);
  const property = reservation.propertyId ? findReservationProperty(reservation.propertyId) : undefined;
  const when = visit ? `, ${formatDay(visit.day.date)} at ${displayTime(visit.entryTime.time)}` : '';
  return html`<li><a href="${hubPaths.reservation(id)}">Reservation ${reservation.reservationCode ?? id}</a>, ${property?.name ?? ''}${when}</li>`;
};

const list = (items: readonly SafeHtml[], empty: string) =>
  items.length ? html`<ul>${items}</ul>` : html`<p>${empty}</p>`;

/** The hub's sections for the account: orders, tickets, passes and upgrades. */
export async function accountHub(store: Store, accountId: string): Promise<SafeHtml> {
  const orders = await new OrderRepository(store).allOfAccount(accountId);
  const passes = await linkedPasses(store, accountId);
  const held = holdingsOf(accountId);
  const tickets = held.ticketBarcodes.flatMap((barcode) => findIssuedTicket(barcode) ?? []);
  const groupings = held.ticketGroupings.map(
    (g) =>
      html`<li><a href="${hubPaths.grouping(g.id)}">All tickets of order ${g.orderNumber}</a> (${g.barcodes.length} ${g.barcodes.length === 1 ? 'ticket' : 'tickets'})</li>`,
  );
  // The ticketing system's listing of the account comes first: its tickets and its orders' groupings.
  const listed = [...held.ticketBarcodes, ...held.ticketGroupings.flatMap((g) => g.barcodes)];
  const bought = await boughtTickets(store, orders, new Set(listed));
  const reservations = await accountReservations(store, accountId);
  const ticketLines = [
    ...passes.map(passTicketLine),
    ...tickets.map(dayTicketLine),
    ...bought.map(boughtTicketLine),
    ...groupings,
  ];
  return html`<div class="panels hub">
<section class="panel" aria-labelledby="orders-heading">
<h2 id="orders-heading">Your Orders</h2>
${list(orders.map(orderLine), 'No orders yet.')}
</section>
<section class="panel" aria-labelledby="tickets-heading">
<h2 id="tickets-heading">Your Tickets</h2>
${list(ticketLines, 'No tickets in your account yet.')}
</section>
<section class="panel" aria-labelledby="passes-heading">
<h2 id="passes-heading">Your Passes</h2>
${list(passes.map(passLine), 'No passes are linked to your account yet.')}
<a class="button secondary" href="${hubPaths.passLink}">Link Your Passes</a>
</section>
<section class="panel" aria-labelledby="reservations-heading">
<h2 id="reservations-heading">Your Reservations</h2>
${list(reservations.map(reservationLine), 'No reservations yet.')}
<a class="button secondary" href="${hubPaths.makeReservation}">Make a Reservation</a>
</section>
<section class="panel" aria-labelledby="upgrades-heading">
<h2 id="upgrades-heading">Upgrades</h2>
<p>Turn a ticket you hold into a season pass, paying only the difference.</p>
<a class="button secondary" href="${hubPaths.upgrade}">Upgrade Your Tickets</a>
</section>
<section class="panel" aria-labelledby="redeem-heading">
<h2 id="redeem-heading">Redeem your entitlements</h2>
<p>Complimentary tickets and account benefits granted to you: choose when, then add them to your cart.</p>
<a class="button secondary" href="${hubPaths.redeemEntitlements}">Redeem your entitlements</a>
<a class="button secondary" href="${hubPaths.redeemAccountEntitlements}">Redeem your account entitlements</a>
</section>
</div>`;
}
