// Putting passes into the cart: a blank new pass ('Add Another Pass'), new passes with their
// holders and products (pass product pages), renewals of linked passes; and removing one.
import { NO_VALID_PASSES_SELECTED } from '@boxoffice/sdk/rules';
import type { SaleContext } from '../../catalog/venue.js';
import {
  analyticsAddToCart,
  confirmationPrompt,
  failedPrompt,
  promptDone,
  takeResubmitContext,
} from '../../domain/cart/index.js';
import { escapeHtml } from '../../domain/html.js';
import {
  accountAddress,
  confirmationStale,
  dropPass,
  findLinkedPass,
  findPass,
  type Holder,
  holderRowIssues,
  type LinkedPassHolding,
  livePasses,
  newPassId,
  newPassRecord,
  type PassRecord,
  passCatalogOf,
  passOptions,
  passRoomProblem,
  renewable,
  renewingInCart,
  signedInAccountId,
  storeNewPasses,
  storePass,
  venueToday,
} from '../../domain/passes/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import type { Services } from '../../services.js';
import type { Session } from '../../store/store.js';
import { NOT_A_CART_PASS } from './holders.js';

/** A new holder's pass, with a new pass id. */
const newPass = async (
  services: Services,
  holder: Partial<Holder>,
  variantId: string | null,
  saleContext?: SaleContext,
): Promise<PassRecord> => newPassRecord(await newPassId(services.store), holder, variantId, saleContext);

/** Who a holder is, for 'already in cart': name (any case) and birth date. */
const holderKey = (firstName: string | null, lastName: string | null, birthDate: string | null) =>
  JSON.stringify([(firstName ?? '').trim().toLowerCase(), (lastName ?? '').trim().toLowerCase(), birthDate]);

/** Refuses adding `count` passes to a cart that would then hold more than it may. */
function checkRoom(session: Session, count: number): void {
  const full = passRoomProblem(session, count);
  if (full) throw badRequest(full);
}

export const addingHandlers = {
  addNewPass: async ({ session, services }) => {
    signedInAccountId(session);
    checkRoom(session, 1);
    const pass = await newPass(services, await accountAddress(services, session), null);
    storePass(session, services.venue, passCatalogOf(services), pass);
    return ok({ success: true, message: null, value: pass.extCartTicketId });
  },

  addPassWithProduct: async ({ session, services, body }) => {
    signedInAccountId(session);
    const catalog = passCatalogOf(services);
    const rows = body.newPasses.map((row) => {
      const variant = catalog.variant(row.extProductVariantId);
      if (!variant) throw notFound(`There is no pass ${row.extProductVariantId}`);
      return { row, variant };
    });
    const today = venueToday(services.clock.now());
    const issues = rows.flatMap(({ row, variant }) => holderRowIssues(row, today, variant));
    if (issues.length > 0) throw badRequest(issues[0] as string, issues);
    if (rows.some(({ variant }) => !variant.saleFlowIds.includes(body.saleFlowId)))
      return ok(failedPrompt(services.venue.facts.notAvailableMessage));

    checkRoom(session, rows.length);
    const now = services.clock.now();
    const confirmed = takeResubmitContext(session, 'passAdd', body.reSubmitContext, now);
    const inCart = new Set(
      livePasses(session).map(({ holder }) => holderKey(holder.firstName, holder.lastName, holder.birthDate)),
    );
    const repeated = rows.find(({ row }) =>
      inCart.has(holderKey(row.firstName, row.lastName, row.birthDate)),
    );
    if (repeated && !confirmed) {
      const name = escapeHtml(`${repeated.row.firstName.trim()} ${repeated.row.lastName.trim()}`);
      return ok(
        confirmationPrompt(session, now, {
          operation: 'passAdd',
          titleHtml: 'Passholder Already in Cart',
          messageHtml: `<p>${name} already has a pass in your cart. Add another pass for ${name}?</p>`,
          proceedButtonText: 'Add Pass',
        }),
      );
    }
    const address = await accountAddress(services, session);
    // The page's sale context prices the passes (the Educator Fun Card on the verified page, say).
    const saleContext: SaleContext = {
      saleFlowId: body.saleFlowId,
      promotionSaleFlowId: body.promotionSaleFlowId ?? null,
      specificPromotionTypeId: body.specificPromotionTypeId ?? null,
      promotionCode: body.promotionCode ?? null,
      tags: body.tags ?? [],
    };
    const passes: PassRecord[] = [];
    for (const { row, variant } of rows) {
      const holder = {
        ...address,
        firstName: row.firstName.trim(),
        lastName: row.lastName.trim(),
        birthDate: row.birthDate,
      };
      passes.push(await newPass(services, holder, variant.id, saleContext));
    }
    const lines = storeNewPasses(session, services.venue, catalog, passes);
    const value = lines.reduce((sum, line) => sum + line.unitPrice, 0);
    return ok(promptDone({ proceedToPassFlow: true, analyticsEvent: analyticsAddToCart(value) }));
  },

  addRenewalPass: async ({ session, services, body }) => {
    const accountId = signedInAccountId(session);
    const catalog = passCatalogOf(services);
    const today = venueToday(services.clock.now());
    const held: LinkedPassHolding[] = [];
    for (const id of body.extUserAccountTicketIds) {
      const linked = await findLinkedPass(services.store, accountId, id);
      if (!linked) throw notFound(`Pass ${id} is not linked to your account`);
      held.push(linked);
    }
    const inCart = renewingInCart(session);
    // Each linked pass once, and not when it is already in the cart for renewal.
    const chosen = new Map(held.map((linked) => [linked.extUserAccountTicketId, linked]));
    const renewing = [...chosen.values()].filter((linked) => renewable(catalog, linked, inCart));
    if (renewing.length === 0) throw badRequest(NO_VALID_PASSES_SELECTED);
    checkRoom(session, renewing.length);
    const ids: string[] = [];
    for (const _ of renewing) ids.push(await newPassId(services.store));
    const records = renewing.map(({ extUserAccountTicketId, pass }, i): PassRecord => {
      const record: PassRecord = {
        extCartTicketId: ids[i] as string,
        holder: {
          firstName: pass.firstName,
          lastName: pass.lastName,
          emailAddress: pass.emailAddress,
          birthDate: pass.birthDate,
          address1: pass.address1,
          address2: pass.address2,
          city: pass.city,
          state: pass.state,
          zip: pass.zip,
          phoneNumber: pass.phoneNumber,
        },
        platformAccountId: pass.platformAccountId,
        origin: { kind: 'renewal', extUserAccountTicketId, renewalVariantIds: catalog.renewalsOf(pass) },
        demographicsUpdateRequired: confirmationStale(pass.detailsConfirmedOn, today),
        // The ticketing system owns a pass holder's identity: a renewal keeps name and birth date.
        allowNameChange: false,
        allowBirthDateChange: false,
        requiresProductSelection: true,
        selectedExtProductVariantId: null,
        detailsEntered: true,
        photo: null,
      };
      // The first renewal option is chosen for the shopper; 'Your Renewal Options' may change it.
      const first = passOptions(catalog, record)[0];
      return { ...record, selectedExtProductVariantId: first?.variant.id ?? null };
    });
    storeNewPasses(session, services.venue, catalog, records);
    return ok({ success: true, message: null });
  },

  removePass: ({ session, body }) => {
    if (!findPass(session, body.extCartTicketId)) throw notFound(NOT_A_CART_PASS);
    dropPass(session, body.extCartTicketId);
    return ok({ success: true, message: null });
  },
} satisfies Handlers;
