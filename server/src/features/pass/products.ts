// 'Your Renewal Options' (and the upgrade options' Continue): the products each pass may have,
// and saving the chosen ones.
import { SELECTION_REQUIRED } from '@boxoffice/sdk/rules';
import {
  findOption,
  findPass,
  livePasses,
  passCatalogOf,
  passOptions,
  storePass,
} from '../../domain/passes/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import { NOT_A_CART_PASS } from './holders.js';

export const productHandlers = {
  getPassRenewalProducts: ({ session, services, body }) => {
    const pass = findPass(session, body.id);
    if (!pass) throw notFound(NOT_A_CART_PASS);
    const catalog = passCatalogOf(services);
    // The pass's own origin decides its options; `isRenewal` only repeats what the page knows.
    const options = passOptions(catalog, pass);
    const prices = new Map(options.map((option) => [option.variant.id, option.price]));
    return ok({
      success: true,
      message: null,
      value: {
        products: catalog.products(
          options.map((option) => option.variant),
          (variant) => prices.get(variant.id) ?? variant.price,
        ),
        pageTitle: null,
        pageDescription: null,
        requiresLoginChallenge: false,
      },
    });
  },

  updatePassProducts: ({ session, services, body }) => {
    const catalog = passCatalogOf(services);
    // Every choice is checked before any is saved, so a bad one changes nothing.
    // The cart's passes looked up once, not once per choice.
    const passes = new Map(livePasses(session).map((pass) => [pass.extCartTicketId, pass]));
    const choices = body.passes.map((choice) => {
      const pass = passes.get(choice.extCartTicketId);
      if (!pass) throw notFound(NOT_A_CART_PASS);
      const option = findOption(passOptions(catalog, pass), choice.extProductVariantId.trim());
      if (!option) throw badRequest(SELECTION_REQUIRED);
      return { pass, variantId: option.variant.id };
    });
    for (const { pass, variantId } of choices) {
      // The latest record: a pass chosen twice in one call keeps the last choice.
      const current = passes.get(pass.extCartTicketId) ?? pass;
      const chosen = { ...current, selectedExtProductVariantId: variantId };
      storePass(session, services.venue, catalog, chosen);
      passes.set(pass.extCartTicketId, chosen);
    }
    return ok({ success: true, message: null });
  },
} satisfies Handlers;
