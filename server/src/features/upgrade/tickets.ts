// 'Upgrade Your Tickets': the tickets linked to the account by barcode, linking more, removing
// one, and Upgrade Selected Tickets, which puts an upgrade pass per chosen ticket in the cart.
import { NO_TICKETS_SELECTED_FOR_UPGRADE, NO_VALID_BARCODES, splitBarcodes } from '@boxoffice/sdk/rules';
import {
  accountAddress,
  dropPass,
  emptyHolder,
  findLinkedTicket,
  holderRowIssues,
  type LinkedTicketHolding,
  linkedTickets,
  linkTickets,
  livePasses,
  newPassId,
  type PassRecord,
  passCatalogOf,
  passRoomProblem,
  signedInAccountId,
  storePass,
  unlinkTicket,
  venueToday,
} from '../../domain/passes/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import type { Session } from '../../store/store.js';

export const TICKET_NOT_LINKED = 'This ticket is not linked to your account';

/** The upgrade pass in this session's cart made from a linked ticket, if any. */
const upgradePassOf = (session: Session, linkedTicketId: string): PassRecord | undefined =>
  livePasses(session).find(
    (pass) => pass.origin.kind === 'upgrade' && pass.origin.linkedTicketId === linkedTicketId,
  );

const eligible = (held: LinkedTicketHolding) => held.ticket.notEligibleReason === null;

export const ticketHandlers = {
  getLinkedUpgradeTickets: async ({ session, services }) => {
    const accountId = signedInAccountId(session);
    return ok({
      success: true,
      message: null,
      value: (await linkedTickets(services.store, accountId)).map((held) => {
        // A ticket already chosen shows the holder details given for its pass.
        const chosen = upgradePassOf(session, held.id);
        const holder = chosen?.holder ?? held.ticket;
        return {
          id: held.id,
          mediaCode: held.ticket.barcode,
          eligibleForUpgrade: eligible(held),
          notEligibleReason: held.ticket.notEligibleReason,
          selected: chosen !== undefined,
          firstName: holder.firstName,
          lastName: holder.lastName,
          birthDate: holder.birthDate,
        };
      }),
    });
  },

  linkUpgradeTicket: async ({ session, services, body }) => {
    const accountId = signedInAccountId(session);
    // The same cleaning as the Add Ticket input: split on commas, alphanumerics only, no empties.
    const barcodes = body.barcodes.flatMap((text) => splitBarcodes(text));
    if (barcodes.length === 0) throw badRequest(NO_VALID_BARCODES);
    const { unknown } = await linkTickets(services.store, accountId, barcodes);
    if (unknown.length === barcodes.length) throw badRequest(NO_VALID_BARCODES);
    const message = unknown.length > 0 ? `No ticket was found for ${unknown.join(', ')}` : null;
    return ok({ success: true, message });
  },

  removeLinkedUpgradeTicket: async ({ session, services, body }) => {
    const accountId = signedInAccountId(session);
    if (!(await unlinkTicket(services.store, accountId, body.id))) throw notFound(TICKET_NOT_LINKED);
    // Its upgrade pass, if chosen, leaves the cart with it.
    const pass = upgradePassOf(session, body.id);
    if (pass) dropPass(session, pass.extCartTicketId);
    return ok({ success: true, message: null });
  },

  selectUpgrade: async ({ session, services, body }) => {
    const accountId = signedInAccountId(session);
    const chosen = [];
    for (const selection of body.selections) {
      const held = await findLinkedTicket(services.store, accountId, selection.id);
      if (!held) throw notFound(TICKET_NOT_LINKED);
      chosen.push({ selection, held });
    }
    const upgradable = chosen.filter(({ held }) => eligible(held));
    if (upgradable.length === 0) throw badRequest(NO_TICKETS_SELECTED_FOR_UPGRADE);
    const today = venueToday(services.clock.now());
    const issues = upgradable.flatMap(({ selection }) => holderRowIssues(selection, today));
    if (issues.length > 0) throw badRequest(issues[0] as string, issues);

    const adding = upgradable.filter(({ held }) => !upgradePassOf(session, held.id)).length;
    const full = passRoomProblem(session, adding);
    if (full) throw badRequest(full);

    const catalog = passCatalogOf(services);
    const address = await accountAddress(services, session);
    for (const { selection, held } of upgradable) {
      const holder = {
        firstName: selection.firstName.trim(),
        lastName: selection.lastName.trim(),
        birthDate: selection.birthDate,
      };
      const existing = upgradePassOf(session, held.id);
      const pass: PassRecord = existing
        ? { ...existing, holder: { ...existing.holder, ...holder } }
        : {
            extCartTicketId: await newPassId(services.store),
            // The account's address, as for a new pass; the ticket's own phone and zip where it has them.
            holder: {
              ...emptyHolder,
              ...address,
              ...holder,
              ...(held.ticket.phoneNumber ? { phoneNumber: held.ticket.phoneNumber } : {}),
              ...(held.ticket.zipCode ? { zip: held.ticket.zipCode } : {}),
            },
            platformAccountId: null,
            origin: {
              kind: 'upgrade',
              linkedTicketId: held.id,
              barcode: held.ticket.barcode,
              ticketPrice: held.ticket.price,
            },
            demographicsUpdateRequired: false,
            allowNameChange: true,
            allowBirthDateChange: true,
            requiresProductSelection: true,
            selectedExtProductVariantId: null,
            detailsEntered: false,
            photo: null,
          };
      storePass(session, services.venue, catalog, pass);
    }
    return ok({ success: true, message: null });
  },
} satisfies Handlers;
