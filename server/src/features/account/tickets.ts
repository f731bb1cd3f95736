// The account's passes and tickets (reservation link-tickets step), their 'Your Tickets' HTML,
// and the entitlements it can redeem.
import type { Schema } from '@boxoffice/sdk';
import { holdingsOf } from '../../catalog/account-holdings.js';
import { findAccount } from '../../catalog/accounts.js';
import { findIssuedTicket, type IssuedPass, type IssuedTicket } from '../../catalog/passes.js';
import {
  type BoughtTicket,
  boughtTickets,
  isDayTicket,
  OrderRepository,
  orderTicketHtml,
  visitDateOf,
} from '../../domain/orders/index.js';
import {
  linkedPasses,
  redeemableEntitlements,
  signedInAccountId,
  venueToday,
} from '../../domain/passes/index.js';
import { notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import type { Store } from '../../store/store.js';
import { accountTicketsHtml, dayTicketHtml, digitalTicketsHtml, passTicketHtml } from './html.js';

export const NO_SUCH_TICKET = 'This ticket is not in your account';
export const NO_SUCH_GROUPING = 'These tickets are not in your account';

const passTicket = (pass: IssuedPass): Schema<'AccountTicket'> => ({
  accountId: pass.platformAccountId,
  barcode: pass.platformAccountId,
  ticketTypeId: 1,
  firstName: pass.firstName,
  lastName: pass.lastName,
  variantName: pass.variantName,
  productName: pass.productDisplayName,
  passLevelName: pass.passLevelName,
  phoneNumber: pass.phoneNumber,
  zipCode: pass.zip,
  validityStartDate: pass.effectiveStartDate,
  validityEndDate: pass.effectiveEndDate,
});

const dayTicket = (ticket: IssuedTicket): Schema<'AccountTicket'> => ({
  accountId: null,
  barcode: ticket.barcode,
  ticketTypeId: 3,
  firstName: ticket.firstName,
  lastName: ticket.lastName,
  variantName: ticket.variantName,
  productName: ticket.productName,
  passLevelName: null,
  phoneNumber: ticket.phoneNumber,
  zipCode: ticket.zipCode,
  validityStartDate: ticket.visitDate,
  validityEndDate: ticket.visitDate,
});

/** A day ticket the account bought through the store, as the link-tickets step lists it. */
const boughtDayTicket = ({ record, ticket }: BoughtTicket): Schema<'AccountTicket'> => ({
  accountId: null,
  barcode: ticket.barcode,
  ticketTypeId: 3,
  firstName: record.order.firstName || null,
  lastName: record.order.lastName || null,
  variantName: ticket.variantDisplayName,
  productName: ticket.productDisplayName,
  passLevelName: null,
  phoneNumber: record.order.phoneNumber || null,
  zipCode: null,
  validityStartDate: visitDateOf(ticket),
  validityEndDate: visitDateOf(ticket),
});

/**
 * The day tickets the account's orders printed, less those the ticketing system lists already:
 * what a reservation can link (domain/orders/account-tickets.ts). The orders' other tickets (a
 * concert, the dinner show, add-ons) are no park admission, so the wizard, the list's one reader,
 * could not add them: they are in 'Your Tickets' on the account page instead.
 */
async function boughtDayTicketsOf(store: Store, accountId: string): Promise<Schema<'AccountTicket'>[]> {
  const orders = await new OrderRepository(store).allOfAccount(accountId);
  const held = holdingsOf(accountId);
  const listed = new Set([...held.ticketBarcodes, ...held.ticketGroupings.flatMap((g) => g.barcodes)]);
  // Oldest order first, as the ticketing system lists them.
  const bought = await boughtTickets(store, [...orders].reverse(), listed);
  return bought.filter(({ ticket }) => isDayTicket(ticket)).map(boughtDayTicket);
}

/** The tickets the ticketing system lists for the account (the story's). */
const purchasedTickets = (accountId: string): IssuedTicket[] =>
  holdingsOf(accountId).ticketBarcodes.flatMap((barcode) => findIssuedTicket(barcode) ?? []);

/** One of the account's tickets by id: a linked pass's extUserAccountTicketId or a ticket's barcode. */
async function accountTicketHtml(
  store: Store,
  venueName: string,
  accountId: string,
  id: string,
): Promise<string | undefined> {
  const held = (await linkedPasses(store, accountId)).find(
    (linked) => linked.extUserAccountTicketId === id || linked.pass.platformAccountId === id,
  );
  if (held) return passTicketHtml(held.pass);
  const ticket = purchasedTickets(accountId).find((t) => t.barcode === id);
  if (ticket) return dayTicketHtml(ticket);
  const record = await new OrderRepository(store).byCode(id);
  const printed = record?.accountId === accountId ? record.tickets.find((t) => t.barcode === id) : undefined;
  return record && printed ? orderTicketHtml(printed, record.order, venueName) : undefined;
}

export const ticketHandlers = {
  getAccountTickets: async ({ session, services, query }) => {
    const accountId = signedInAccountId(session);
    // Every include* flag left out counts as true (the contract's defaults).
    // The reservation wizard links what this list offers: every pass linked to the account, the
    // seeded ones and those bought through the store alike (domain/reservations/tickets.ts reads both).
    const passes =
      query.includeLinkedPasses === false
        ? []
        : (await linkedPasses(services.store, accountId)).map((held) => passTicket(held.pass));
    const tickets =
      query.includePurchasedTickets === false
        ? []
        : [
            ...purchasedTickets(accountId).map(dayTicket),
            ...(await boughtDayTicketsOf(services.store, accountId)),
          ];
    return ok({ success: true, message: null, value: [...passes, ...tickets] });
  },

  getAccountTicketHtml: async ({ session, services, path }) => {
    const html = await accountTicketHtml(
      services.store,
      services.venue.name,
      signedInAccountId(session),
      path.id,
    );
    if (html === undefined) throw notFound(NO_SUCH_TICKET);
    return ok(accountTicketsHtml([html]));
  },

  getAccountGroupingTicketHtml: ({ session, path }) => {
    const accountId = signedInAccountId(session);
    const grouping = holdingsOf(accountId).ticketGroupings.find((g) => g.id === path.id);
    if (!grouping) throw notFound(NO_SUCH_GROUPING);
    const tickets = grouping.barcodes.flatMap((barcode) => findIssuedTicket(barcode) ?? []);
    return ok(digitalTicketsHtml(tickets.map(dayTicketHtml)));
  },

  getEntitlementProducts: async ({ session, services }) => {
    const accountId = signedInAccountId(session);
    const account = await findAccount(services.store, accountId);
    const holder = { id: accountId, firstName: account?.firstName ?? '', lastName: account?.lastName ?? '' };
    const today = venueToday(services.clock.now());
    return ok({
      success: true,
      message: null,
      value: await redeemableEntitlements(services.store, session, holder, today),
    });
  },
} satisfies Handlers;
