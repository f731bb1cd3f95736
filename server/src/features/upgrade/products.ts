// 'Your Upgrade Options': the passes an upgraded ticket may become, at the pass's price less
// what the ticket cost. Both calls answer the same list (the seeds name two).
import {
  findPass,
  type PassRecord,
  passCatalogOf,
  passOptions,
  toUpgradeProduct,
} from '../../domain/passes/index.js';
import { notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import type { Services } from '../../services.js';
import type { Session } from '../../store/store.js';

export const NOT_A_CART_PASS = 'This pass is not in your cart';

function upgradeProducts(session: Session, services: Services, id: string) {
  const pass: PassRecord | undefined = findPass(session, id);
  if (!pass) throw notFound(NOT_A_CART_PASS);
  // A pass that is not an upgrade has no upgrade options (its options are on 'Your Renewal Options').
  const options = pass.origin.kind === 'upgrade' ? passOptions(passCatalogOf(services), pass) : [];
  return ok({ success: true, message: null, value: options.map(toUpgradeProduct) });
}

export const productHandlers = {
  getTicketUpgradeProducts: ({ session, services, body }) => upgradeProducts(session, services, body.id),
  getUpgradePassProducts: ({ session, services, path }) =>
    upgradeProducts(session, services, path.extCartTicketId),
} satisfies Handlers;
