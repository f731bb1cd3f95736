// GET /cart?revise=true: re-checks every line before answering. A line is no longer available
// when its performance has started or is off sale, when its product, variant or performance is
// unknown to the catalog (tickets and add-ons only; other features' lines carry their own data),
// or when its product, variant or performance id is listed in the store collection
// UNAVAILABLE_COLLECTION (the documented trigger for producing a revised cart on demand: put
// 'prod_parking' there and the next revise removes Preferred Parking, as in STORY.md), or when the
// one-time credit it spends (a ticket's upgrade, a pass's renewal: domain/credits.ts) was spent by
// another order (issue 40: the loser of two carts upgrading one ticket kept the upgrade at the
// credited price, which no order can pay any more).
// Removed lines leave the cart; the answer shows the previous cart and the removed items. Lines taken
// out meanwhile by the store itself (their holds ended: domain/holds/expiry.ts) are reported by the
// next revise the same way (takeOutLines).
import type { Schema } from '@boxoffice/sdk';
import type { Services } from '../../services.js';
import { defineSlot, type Session, type Store } from '../../store/store.js';
import { spentCredits } from '../credits.js';
import { type CartCatalog, cartCatalog } from './catalog.js';
import { cartLines, removeLines } from './lines.js';
import { deliveryMethodOf } from './pricing.js';
import type { CartLine } from './types.js';
import { cartDetails, itemGroupsOf } from './view.js';

export const UNAVAILABLE_COLLECTION = 'cart.unavailable';
export const REVISE_CART_MESSAGE =
  'Your cart has changed because some items are no longer available. Please review it before you continue.';
/** Why lines left the cart when their holds ended (issue 24; the seeds have no words for it). */
export const HOLD_ENDED_MESSAGE =
  'The time we held some items for you has run out, and they have been released to other shoppers. Please review your cart before you continue.';

const CATALOG_KINDS = new Set<CartLine['kind']>(['ticket', 'addon']);

/** Lines the store took out of the cart since it was last revised, and the cart before the first. */
interface TakenOut {
  readonly before: readonly CartLine[];
  readonly removed: readonly CartLine[];
}
const takenOutSlot = defineSlot<TakenOut | null>('cart.takenOut', () => null);

/** Takes lines out of the cart for the shopper's next revise to report (not the shopper's doing). */
export function takeOutLines(session: Session, ids: readonly string[]): CartLine[] {
  const before = [...cartLines(session)];
  const removed = removeLines(session, ids);
  if (removed.length === 0) return removed;
  const earlier = session.get(takenOutSlot);
  session.set(takenOutSlot, {
    before: earlier?.before ?? before,
    removed: [...(earlier?.removed ?? []), ...removed],
  });
  return removed;
}

/** True while lines taken out by the store have not been reported by a revise. */
export const hasTakenOutLines = (session: Session): boolean => session.get(takenOutSlot) !== null;

function available(
  line: CartLine,
  catalog: CartCatalog,
  marked: (id: string) => boolean,
  now: number,
): boolean {
  if ([line.productId, line.productVariantId, ...line.performances.map((p) => p.performanceId)].some(marked))
    return false;
  if (
    CATALOG_KINDS.has(line.kind) &&
    (!catalog.product(line.productId) || !catalog.variant(line.productVariantId))
  )
    return false;
  return line.performances.every((p) => {
    const perf = catalog.performance(p.performanceId);
    if (!perf) return !CATALOG_KINDS.has(line.kind);
    return perf.onSale && Date.parse(perf.dateTime) > now;
  });
}

/**
 * The credits the lines spend that an order has spent, other than the session's own order in
 * payment (`ownOrder`: the count keys it takes). A credit another cart only holds is not among them:
 * that cart may never pay, and then this one can.
 */
async function spentElsewhere(
  store: Store,
  lines: readonly CartLine[],
  ownOrder: ReadonlySet<string>,
): Promise<ReadonlySet<string>> {
  const credits = lines.flatMap((line) =>
    line.credit !== undefined && !ownOrder.has(line.credit) ? [line.credit] : [],
  );
  return credits.length ? spentCredits(store, credits) : new Set();
}

export async function reviseCart(
  session: Session,
  services: Pick<Services, 'venue' | 'store' | 'clock'>,
  /** The count keys of the session's own order in payment, if any (its credits are its own). */
  ownOrder: ReadonlySet<string> = new Set(),
): Promise<Schema<'CartDetails'>> {
  const now = services.clock.now();
  const catalog = cartCatalog(services.venue);
  const before = [...cartLines(session)];
  const ids = before.flatMap((l) => [
    l.productId,
    l.productVariantId,
    ...l.performances.map((p) => p.performanceId),
  ]);
  const unavailable = await services.store.collection<boolean>(UNAVAILABLE_COLLECTION).getMany(ids);
  const marked = (id: string) => unavailable.get(id) === true;
  const spent = await spentElsewhere(services.store, before, ownOrder);
  const gone = before.filter(
    (line) => !available(line, catalog, marked, now) || (line.credit !== undefined && spent.has(line.credit)),
  );
  const takenOut = session.get(takenOutSlot);
  if (gone.length === 0 && !takenOut) return cartDetails(session, services.venue, now);
  const previousCart = cartDetails(session, services.venue, now, takenOut?.before ?? before);
  removeLines(
    session,
    gone.map((line) => line.id),
  );
  session.set(takenOutSlot, null);
  const deliveryName = deliveryMethodOf(session, catalog)?.name ?? null;
  const removed = [...(takenOut?.removed ?? []), ...gone];
  const removedItems = itemGroupsOf(removed, catalog, deliveryName).flatMap((g) => [
    ...g.items,
    ...g.packageItemGroups.flatMap((p) => p.items),
  ]);
  return {
    ...cartDetails(session, services.venue, now),
    cartRevised: true,
    reviseCartMessage: gone.length === 0 ? HOLD_ENDED_MESSAGE : REVISE_CART_MESSAGE,
    previousCart,
    removedItems,
  };
}
