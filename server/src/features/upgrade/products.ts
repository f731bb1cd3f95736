// 'Your Upgrade Options': the passes an upgraded ticket may become, at the pass's price less
// what the ticket cost. Both calls answer the same list (the seeds name two).
import {
  findPass,
  type PassRecord,
  passCatalog,
  passOptions,
  toUpgradeProduct,
} from '../../domain/passes/index.js';
import { notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import type { Session } from '../../store/store.js';

export const NOT_A_CART_PASS = 'This pass is not in your cart';

function upgradeProducts(session: Session, id: string) {
  const pass: PassRecord | undefined = findPass(session, id);
  if (!pass) throw notFound(NOT_A_CART_PASS);
  // A pass that is not an upgrade has no upgrade options (its options are on 'Your Renewal Options').
  const options = pass.origin.kind === 'upgrade' ? passOptions(passCatalog(), pass) : [];
  return ok({ success: true, message: null, value: options.map(toUpgradeProduct) });
}

export const productHandlers = {
  getTicketUpgradeProducts: ({ session, body }) => upgradeProducts(session, body.id),
  getUpgradePassProducts: ({ session, path }) => upgradeProducts(session, path.extCartTicketId),
} satisfies Handlers;
