// Adding, changing and removing cart lines. Lines for the same variant, performances, package,
// entitlement and sale flow merge (their quantities add up), except pass and upgrade lines, which
// are one per holder. Validation (limits, capacity) is the caller's: see limits.ts.
import type { Venue } from '../../catalog/venue.js';
import type { Session } from '../../store/store.js';
import { cartSlot, installmentSlot } from './state.js';
import type { CartLine, CartLinePerformance, CartState, NewCartLine } from './types.js';

export const cartLines = (session: Session): readonly CartLine[] => session.get(cartSlot).lines;

export const findLine = (session: Session, id: string): CartLine | undefined =>
  cartLines(session).find((line) => line.id === id);

/** Lines of one kind (e.g. the passes feature reads its 'pass' lines). */
export const linesOf = (session: Session, kind: CartLine['kind']): CartLine[] =>
  cartLines(session).filter((line) => line.kind === kind);

export const isCartEmpty = (session: Session): boolean => cartLines(session).length === 0;

/** The mini-cart badge: the sum of the quantities (the Day Ticket cart of 2 + 1 counts 3). */
export const itemCount = (session: Session): number =>
  cartLines(session).reduce((sum, line) => sum + line.quantity, 0);

const samePerformances = (a: readonly CartLinePerformance[], b: readonly CartLinePerformance[]) =>
  a.length === b.length &&
  a.every(
    (p, i) =>
      p.selectionIndex === b[i]?.selectionIndex &&
      p.performanceId === b[i]?.performanceId &&
      p.showCategoryId === b[i]?.showCategoryId &&
      p.seatId === b[i]?.seatId,
  );

const mergeable = (line: CartLine, other: CartLine) =>
  line.kind === other.kind &&
  line.kind !== 'pass' &&
  line.kind !== 'upgrade' &&
  line.kind !== 'donation' &&
  line.productVariantId === other.productVariantId &&
  line.unitPrice === other.unitPrice &&
  line.packageId === other.packageId &&
  line.entitlementId === other.entitlementId &&
  line.saleFlowId === other.saleFlowId &&
  line.extCartTicketId === other.extCartTicketId &&
  samePerformances(line.performances, other.performances);

/**
 * Fills the defaults of a new line (a ticket of sale flow 1, editable unless it is a pass or upgrade).
 * Written field by field rather than as `{ ...line, defaults }`: that spread, with its fields then
 * overwritten, made V8 take a slow path costing a tenth of a cart add.
 */
function complete(line: NewCartLine, itemNumber: number): CartLine {
  const kind = line.kind ?? 'ticket';
  const fixed = kind === 'pass' || kind === 'upgrade';
  return {
    id: `ci_${itemNumber}`,
    kind,
    productId: line.productId,
    productVariantId: line.productVariantId,
    quantity: line.quantity,
    extCartTicketId: line.extCartTicketId ?? null,
    unitPrice: line.unitPrice ?? 0,
    performances: [...(line.performances ?? [])].sort((a, b) => a.selectionIndex - b.selectionIndex),
    entitlementId: line.entitlementId ?? null,
    ...(line.credit !== undefined ? { credit: line.credit } : {}),
    packageId: line.packageId ?? null,
    saleFlowId: line.saleFlowId ?? 1,
    promotionCode: line.promotionCode ?? null,
    tags: line.tags ?? [],
    promotionSaleFlowId: line.promotionSaleFlowId ?? null,
    specificPromotionTypeId: line.specificPromotionTypeId ?? null,
    offers: line.offers ?? [],
    passholder: line.passholder ?? null,
    allowModification: line.allowModification ?? !fixed,
    blocksInstallments: line.blocksInstallments ?? false,
    ...(line.charges ? { charges: line.charges } : {}),
    ...(line.display ? { display: line.display } : {}),
    meta: line.meta ?? {},
  };
}

/** Kinds whose lines never merge: one line each (a pass per holder), so no twin is looked for. */
const neverMerges = (line: CartLine) =>
  line.kind === 'pass' || line.kind === 'upgrade' || line.kind === 'donation';

/**
 * The cart after putting lines in, without storing it: the lines as stored and which are new.
 * One working copy of the lines for the whole call: copying the cart per line (and scanning it for
 * a twin that a pass line can never have) made adding n passes cost n² (16,000 rows took 18 s).
 */
function withLines(state: CartState, lines: readonly NewCartLine[]) {
  const all = [...state.lines];
  let nextItemNumber = state.nextItemNumber;
  const stored: CartLine[] = [];
  const fresh: CartLine[] = [];
  for (const line of lines) {
    const candidate = complete(line, nextItemNumber);
    const at = neverMerges(candidate) ? -1 : all.findIndex((existing) => mergeable(existing, candidate));
    const twin = all[at];
    if (twin) {
      const merged = { ...twin, quantity: twin.quantity + candidate.quantity };
      all[at] = merged;
      stored.push(merged);
    } else {
      all.push(candidate);
      nextItemNumber += 1;
      stored.push(candidate);
      fresh.push(candidate);
    }
  }
  return { state: { ...state, lines: all, nextItemNumber }, stored, fresh };
}

/**
 * The lines as addLines would store them, without changing the cart: a line that merges answers
 * with the quantity it would reach, so the caller can check the variant's limits on it (limits.ts).
 */
export const linesAfterAdd = (session: Session, lines: readonly NewCartLine[]): CartLine[] =>
  withLines(session.get(cartSlot), lines).stored;

/** Every line of the cart as it would be once `lines` are added, without changing it. */
export const cartAfterAdd = (session: Session, lines: readonly NewCartLine[]): readonly CartLine[] =>
  withLines(session.get(cartSlot), lines).state.lines;

type AddHook = (session: Session, added: readonly CartLine[]) => void;

/** Hooks of other domains run on the lines each addLines call put in (registered with onLinesAdded). */
const addHooks: AddHook[] = [];

/**
 * Registers what another domain keeps for the lines put into the cart (the pass holder record of
 * a pass line, say), so every way of adding a line keeps it without the cart knowing it. Runs on
 * new lines only, once they are stored; a merge into an existing line is not an add.
 */
export function onLinesAdded(hook: AddHook): void {
  addHooks.push(hook);
}

/**
 * Puts lines into the cart and answers them as stored (a merged line answers with its new
 * quantity). The caller sets unitPrice (catalog price after offers) and has checked limits and
 * capacity (limits.ts). The venue is taken for lines whose price the cart must look up later.
 */
export function addLines(session: Session, _venue: Venue, lines: readonly NewCartLine[]): CartLine[] {
  const { state, stored, fresh } = withLines(session.get(cartSlot), lines);
  session.set(cartSlot, state);
  if (fresh.length > 0) for (const hook of addHooks) hook(session, fresh);
  return stored;
}

/** Changes one line (quantity, performances, passholder, meta...); quantity 0 removes it. Answers the new line or undefined. */
export function updateLine(
  session: Session,
  id: string,
  change: Partial<Omit<CartLine, 'id'>>,
): CartLine | undefined {
  const state = session.get(cartSlot);
  const line = state.lines.find((l) => l.id === id);
  if (!line) return undefined;
  const updated: CartLine = { ...line, ...change, id };
  if (updated.quantity <= 0) {
    removeLines(session, [id]);
    return undefined;
  }
  session.set(cartSlot, { ...state, lines: state.lines.map((l) => (l.id === id ? updated : l)) });
  return updated;
}

/** Removes lines by id or by a test; answers the removed lines. */
export function removeLines(
  session: Session,
  which: readonly string[] | ((line: CartLine) => boolean),
): CartLine[] {
  const state = session.get(cartSlot);
  const test = typeof which === 'function' ? which : (line: CartLine) => which.includes(line.id);
  const removed = state.lines.filter(test);
  if (removed.length === 0) return [];
  session.set(cartSlot, { ...state, lines: state.lines.filter((line) => !test(line)) });
  if (state.lines.length === removed.length) session.set(installmentSlot, { selected: null });
  for (const hook of removeHooks) hook(session, removed);
  return removed;
}

type RemoveHook = (session: Session, removed: readonly CartLine[]) => void;
const removeHooks: RemoveHook[] = [];

/**
 * Registers what another domain does when lines leave the cart (removed, revised away): a
 * reservation whose package left is no longer in the cart.
 */
export function onLinesRemoved(hook: RemoveHook): void {
  removeHooks.push(hook);
}

type ClearHook = (session: Session) => void;

/** Resets other domains run whenever the cart is cleared (registered with onCartCleared). */
const clearHooks: ClearHook[] = [];

/**
 * Registers a reset for per-session records that belong to the cart but live in another domain's
 * slot (the pass holder records, say), so every way of clearing the cart (the Clear button, a
 * placed order) clears them too without the cart knowing them.
 */
export function onCartCleared(hook: ClearHook): void {
  clearHooks.push(hook);
}

/** Empties the cart and resets installment billing (checkout settings stay for the next cart). */
export function clearCart(session: Session): CartLine[] {
  const removed = [...cartLines(session)];
  session.set(cartSlot, { ...session.get(cartSlot), lines: [] });
  session.set(installmentSlot, { selected: null });
  for (const hook of clearHooks) hook(session);
  return removed;
}
