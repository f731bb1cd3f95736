// The 'Your Tickets' HTML of account tickets and ticket groupings. Values are escaped: names and
// ids come from shoppers and the ticketing system.
import type { IssuedPass, IssuedTicket } from '../../catalog/passes.js';

const VENUE = 'Lakeside Adventure Park';

import { escapeHtml } from '../../domain/html.js';

export { escapeHtml };

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'Saturday, December 5, 2026' for '2026-12-05'. */
export const formatVisitDate = (isoDate: string): string => longDate.format(new Date(`${isoDate}T00:00:00Z`));

const paragraph = (text: string, className?: string) =>
  `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;

export function passTicketHtml(pass: IssuedPass): string {
  return [
    '<div class="ticket">',
    `<h2>${escapeHtml(pass.productDisplayName)}</h2>`,
    paragraph(`${pass.firstName} ${pass.lastName}`),
    paragraph(`Pass ID ${pass.platformAccountId}`),
    paragraph(
      `Valid ${formatVisitDate(pass.effectiveStartDate)} to ${formatVisitDate(pass.effectiveEndDate)}`,
    ),
    paragraph(pass.platformAccountId, 'barcode'),
    '</div>',
  ].join('');
}

export function dayTicketHtml(ticket: IssuedTicket): string {
  const holder =
    ticket.firstName && ticket.lastName
      ? paragraph(`${ticket.firstName} ${ticket.lastName} - Order ${ticket.orderNumber}`)
      : '';
  return [
    '<div class="ticket">',
    `<h2>${escapeHtml(`${ticket.productName} - ${ticket.variantName}`)}</h2>`,
    paragraph(`${VENUE}, ${formatVisitDate(ticket.visitDate)}, ${ticket.performanceTime}`),
    holder,
    paragraph(ticket.barcode, 'barcode'),
    '</div>',
  ].join('');
}

export const accountTicketsHtml = (tickets: readonly string[]) =>
  `<div class="account-tickets">${tickets.join('')}</div>`;

export const digitalTicketsHtml = (tickets: readonly string[]) =>
  `<div class="digital-tickets">${tickets.join('')}</div>`;
