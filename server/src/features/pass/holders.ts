// The pass demographics page: the list of passes, one pass, its Update and the Continue button.

import { CORRECT_ERRORS_ABOVE } from '@boxoffice/sdk/rules';
import { rememberHolderContact } from '../../domain/cart/index.js';
import {
  applyHolderUpdate,
  findPass,
  holderRules,
  installmentBillingBlocked,
  livePasses,
  passCatalogOf,
  passReady,
  primaryContactId,
  storePass,
  toCartPass,
} from '../../domain/passes/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { ok } from '../../http/handler.js';

export const NOT_A_CART_PASS = 'This pass is not in your cart';
export const NO_PASSES = 'There are no passes in your cart';

export const holderHandlers = {
  getCartPasses: ({ session, services }) => {
    const passes = livePasses(session);
    const primary = primaryContactId(passes);
    return ok({
      success: true,
      message: null,
      value: {
        installmentBillingBlocked: installmentBillingBlocked(session),
        passes: passes.map((pass) => toCartPass(pass, passCatalogOf(services), primary)),
      },
    });
  },

  getCartPass: ({ session, services, path }) => {
    const pass = findPass(session, path.id);
    if (!pass) throw notFound(NOT_A_CART_PASS);
    return ok({
      success: true,
      message: null,
      value: toCartPass(pass, passCatalogOf(services), primaryContactId(livePasses(session))),
    });
  },

  updateCartPass: ({ session, path, body, services }) => {
    const pass = findPass(session, path.id);
    if (!pass) throw notFound(NOT_A_CART_PASS);
    const update = applyHolderUpdate(pass, body, holderRules(services));
    if (!update.ok) throw badRequest(update.message, update.errors);
    storePass(session, services.venue, passCatalogOf(services), {
      ...pass,
      holder: update.holder,
      detailsEntered: true,
      demographicsUpdateRequired: false,
    });
    // The order's contact pass: its holder's details start the checkout (issue 23).
    if (primaryContactId(livePasses(session)) === pass.extCartTicketId)
      rememberHolderContact(session, update.holder);
    return ok({ success: true, message: null });
  },

  finalizePassDemographics: ({ session, services }) => {
    const passes = livePasses(session);
    if (passes.length === 0) throw conflict(NO_PASSES);
    const rules = holderRules(services);
    if (!passes.every((pass) => passReady(pass, rules))) throw conflict(CORRECT_ERRORS_ABOVE);
    return ok({ success: true, message: null });
  },
} satisfies Handlers;
