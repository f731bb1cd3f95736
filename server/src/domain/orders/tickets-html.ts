// The digital tickets as HTML (text/html answers of the digital-ticket calls). Every value is
// escaped and there is no script, style or event attribute, so a client's sanitizer keeps it as is.
// Each ticket shows its barcode as text and as an image from GET /api/ticket/barcode/{code}.

import { escapeHtml } from '../html.js';
import type { Order, OrderTicket } from './types.js';

export { escapeHtml };

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Saturday, December 5, 2026' from '2026-12-05' (a calendar date: no time zone shift). */
export function formatPerformanceDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDate.format(parsed);
}

/** Where a ticket's barcode image is served (getTicketBarcode). */
export const barcodeImagePath = (code: string): string => `/api/ticket/barcode/${encodeURIComponent(code)}`;

/** One printed ticket: its show, day and time, holder, order and barcode. */
export function orderTicketHtml(ticket: OrderTicket, order: Order, venueName: string): string {
  const heading = ticket.variantDisplayName
    ? `${ticket.productDisplayName} - ${ticket.variantDisplayName}`
    : ticket.productDisplayName;
  const when = ticket.performances.map(
    (p) =>
      `<p>${escapeHtml(`${venueName}, ${formatPerformanceDate(p.performanceDate)}, ${p.performanceTime}`)}</p>`,
  );
  if (when.length === 0) when.push(`<p>${escapeHtml(venueName)}</p>`);
  if (ticket.seat) when.push(`<p>${escapeHtml(ticket.seat)}</p>`);
  const code = escapeHtml(ticket.barcode);
  return [
    '<div class="ticket">',
    `<h2>${escapeHtml(heading)}</h2>`,
    ...when,
    `<p>${escapeHtml(`${ticket.holderName} - Order ${order.invoiceNumber}`)}</p>`,
    `<p class="barcode">${code}</p>`,
    `<img class="barcode-image" src="${escapeHtml(barcodeImagePath(ticket.barcode))}" alt="Barcode ${code}">`,
    '</div>',
  ].join('');
}

/**
 * The timed-entry reservation an order booked, as one of its digital tickets: its visit and its code
 * as a barcode, which the gate scans. Seed 000 shows the 'Reservation Lookup' barcode only when an
 * order has no tickets; an order with tickets (a bring-a-friend ticket, an add-on) shows its digital
 * tickets instead (issue 40), so the reservation's barcode comes with them, first.
 */
export function reservationTicketHtml(order: Order): string {
  const { reservation } = order;
  if (!reservation) return '';
  const code = escapeHtml(reservation.reservationCode);
  const visit = `${reservation.propertyName}, ${formatPerformanceDate(reservation.businessDate)}, ${reservation.entryTime} entry`;
  return [
    '<div class="ticket reservation">',
    `<h2>Reservation ${code}</h2>`,
    `<p>${escapeHtml(visit)}</p>`,
    `<p>${escapeHtml(`${order.firstName} ${order.lastName} - Order ${order.invoiceNumber}`)}</p>`,
    `<p class="barcode">${code}</p>`,
    `<img class="barcode-image" src="${escapeHtml(barcodeImagePath(reservation.reservationCode))}" alt="Barcode for reservation ${code}">`,
    '</div>',
  ].join('');
}

/** The order's tickets; an order without digital tickets gets its note (or a plain sentence). */
export function digitalTicketsHtml(order: Order, tickets: readonly OrderTicket[], venueName: string): string {
  if (!order.hasTickets || tickets.length === 0) {
    const note = order.confirmationGenerationMessage ?? 'This order has no digital tickets.';
    return `<div class="digital-tickets"><p>${escapeHtml(note)}</p></div>`;
  }
  const printed = tickets.map((t) => orderTicketHtml(t, order, venueName)).join('');
  return `<div class="digital-tickets">${reservationTicketHtml(order)}${printed}</div>`;
}
