// POST /cart/modify. 404 for an unknown item, performance or section; 409 for an item that may not
// be changed (or moved); 400 for a quantity outside the variant's limits. Capacity shortfalls are a
// 200 failure. The confirmation this call asks: moving items into a performance with a higher
// capacity level (less capacity) than the one they hold ('Limited Capacity'). Any item may be
// removed (quantity 0): a package's item takes its whole package with it (a bundle or a reservation
// is sold as one).

import { soldOf } from '../../domain/capacity.js';
import { type CartPerformance, cartCatalog } from '../../domain/cart/catalog.js';
import {
  cartLines,
  confirmationPrompt,
  failedPrompt,
  promptDone,
  removeLines,
  takeResubmitContext,
  updateLine,
} from '../../domain/cart/index.js';
import {
  heldInCart,
  longDate,
  notEnoughCapacityMessage,
  quantityProblem,
  remaining,
} from '../../domain/cart/limits.js';
import type { CartLine } from '../../domain/cart/types.js';
import { ownHolds } from '../../domain/holds/records.js';
import { limitShortage } from '../../domain/orders/stock.js';
import { badRequest, conflict, messages, notFound } from '../../http/errors.js';
import { type HandlerContext, ok } from '../../http/handler.js';
import { cartBefore, holdCartChange, JUST_TAKEN_MESSAGE } from './hold-cart.js';

export const NOT_MODIFIABLE = 'This item cannot be changed';
export const NO_PERFORMANCE_CHANGE = 'The date and time of this item cannot be changed';
// A seated line is one ticket for one seat: moving it would need a seat chosen at the new date, and
// more tickets need more seats, which only the seat picker gives.
export const SEAT_NOT_MOVABLE =
  'A seat cannot be moved to another date or time. Please remove it and choose a seat for the new date.';
export const ONE_TICKET_PER_SEAT =
  'Each seat is one ticket. To add tickets, choose more seats; to remove one, remove its seat.';

interface Change {
  readonly line: CartLine;
  readonly quantity: number;
  /** The performance the item moves to, when it moves. */
  readonly target: CartPerformance | null;
  readonly showCategoryId: string | null;
}

/** The line's performances once the change moves it (its first selection to the target). */
function movedPerformances(c: Change): CartLine['performances'] {
  const [first, ...rest] = c.line.performances;
  return c.target && first
    ? [{ ...first, performanceId: c.target.id, showCategoryId: c.showCategoryId, seatId: null }, ...rest]
    : c.line.performances;
}

export async function modifyCart(ctx: HandlerContext<'modifyCart'>) {
  const { body, session, services } = ctx;
  const now = services.clock.now();
  const catalog = cartCatalog(services.venue);
  const changes: Change[] = body.items.map((item) => {
    const line = cartLines(session).find((l) => l.id === item.id);
    if (!line) throw notFound(messages.notFound);
    const current = line.performances[0];
    const wanted = item.performanceId ?? current?.performanceId ?? null;
    const category = item.showCategoryId ?? current?.showCategoryId ?? null;
    const moves =
      wanted !== (current?.performanceId ?? null) || category !== (current?.showCategoryId ?? null);
    if (!line.allowModification && (item.quantity !== 0 || moves)) throw conflict(NOT_MODIFIABLE);
    if (moves && (!current || line.kind !== 'ticket')) throw conflict(NO_PERFORMANCE_CHANGE);
    if (current?.seatId && moves) throw conflict(SEAT_NOT_MOVABLE);
    if (current?.seatId && item.quantity !== 0 && item.quantity !== line.quantity)
      throw conflict(ONE_TICKET_PER_SEAT);
    const target = moves && wanted ? catalog.performance(wanted) : undefined;
    if (moves && (!target || (category && !target.showCategories.some((c) => c.id === category))))
      throw notFound(messages.notFound);
    if (target && target.productId !== line.productId) throw notFound(messages.notFound);
    if (item.quantity > 0) {
      const variant = catalog.variant(line.productVariantId);
      const problem = variant ? quantityProblem(variant, item.quantity) : null;
      if (problem) throw badRequest(problem, [problem]);
    }
    return { line, quantity: item.quantity, target: target ?? null, showCategoryId: category };
  });

  // The resubmit context is checked once the items are known, so an unknown item is a 404 whatever it carries.
  const confirmed = takeResubmitContext(session, 'modify', body.reSubmitContext, now);

  const shortOf = () => capacityShortfall(ctx, catalog, changes);
  const short = await shortOf();
  if (short) return ok(failedPrompt(short));

  // 'Limited Capacity': a move into a performance with less capacity than the one held.
  const lessCapacity = changes.find((c) => {
    const from = c.line.performances[0]
      ? catalog.performance(c.line.performances[0].performanceId)
      : undefined;
    return c.target && c.quantity > 0 && from && c.target.capacityLevelId > from.capacityLevelId;
  })?.target;
  if (lessCapacity && !confirmed) {
    return ok(
      confirmationPrompt(session, now, {
        operation: 'modify',
        titleHtml: 'Limited Capacity',
        messageHtml: `<p>${lessCapacity.time} on ${longDate(lessCapacity.date)} has limited capacity. Do you want to move your tickets to this time?</p>`,
        proceedButtonText: 'Update',
      }),
    );
  }

  // A first look at the buyer's limits per performance, on the cart as the change would make it.
  const changed = new Map(changes.map((c) => [c.line.id, c]));
  const intended = cartLines(session).flatMap((line) => {
    const c = changed.get(line.id);
    if (!c) return [line];
    return c.quantity === 0 ? [] : [{ ...line, quantity: c.quantity, performances: movedPerformances(c) }];
  });
  const overLimit = await limitShortage(services, session, intended);
  if (overLimit) return ok(failedPrompt(overLimit));

  const before = cartBefore(session);
  const removed = changes.filter((c) => c.quantity === 0).map((c) => c.line);
  const ids = new Set(removed.map((line) => line.id));
  const packages = new Set(removed.flatMap((line) => (line.packageId ? [line.packageId] : [])));
  removeLines(
    session,
    (line) => ids.has(line.id) || (line.packageId !== null && packages.has(line.packageId)),
  );
  for (const c of changes) {
    if (c.quantity === 0) continue;
    updateLine(session, c.line.id, { quantity: c.quantity, performances: movedPerformances(c) });
  }
  // More places, or places at another time, are held as an add's are; what is given back, at once.
  const refused = await holdCartChange(services, session, before);
  if (refused) return ok(failedPrompt(refused.message ?? (await shortOf()) ?? JUST_TAKEN_MESSAGE));
  return ok(promptDone());
}

/** What each performance would hold after the changes, against what remains: the message when short. */
async function capacityShortfall(
  { services, session }: HandlerContext<'modifyCart'>,
  catalog: ReturnType<typeof cartCatalog>,
  changes: readonly Change[],
): Promise<string | null> {
  const changed = new Set(changes.map((c) => c.line.id));
  const after = new Map<string, { perf: CartPerformance; quantity: number }>();
  for (const c of changes) {
    const perfId = c.target?.id ?? c.line.performances[0]?.performanceId;
    const perf = perfId ? catalog.performance(perfId) : undefined;
    if (!perf || c.quantity === 0) continue;
    after.set(perf.id, { perf, quantity: (after.get(perf.id)?.quantity ?? 0) + c.quantity });
  }
  const lines = cartLines(session);
  const sold = await soldOf(
    services.store,
    [...after.keys()].flatMap((id) => services.venue.performance(id) ?? []),
    await ownHolds(services.store, session.id),
  );
  for (const { perf, quantity } of after.values())
    if (quantity > remaining(sold, perf, heldInCart(lines, perf.id, changed)))
      return notEnoughCapacityMessage(perf);
  return null;
}
