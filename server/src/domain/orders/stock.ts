// Selling what exists, once. When an order is placed, every scarce thing its lines take (a seat, a
// section's places, a performance's places, what remains of an entitlement, a one-time credit: a
// ticket's upgrade, a pass's renewal) is a count with a
// capacity (`stockCounts`), checked and changed in one statement (Store.changeCounts) as the order
// holds its places; a timed-entry reservation is checked under its entry time's lock. `stockDemands`
// reads what is left, for the early look and for the words of a refusal.
// What a cart holds (domain/holds) is the buyer's: the order turns it into sales without a second
// check, and checks only the rest.
import { entitlementsOf, type GrantedEntitlement } from '../../catalog/account-holdings.js';
import type { PerformanceRecord } from '../../catalog/venue.js';
import type { Services } from '../../services.js';
import type { CountChange, Store } from '../../store/store.js';
import { SOLD_COLLECTION, type Sold, type SoldCount, saleCapacity, soldKey, soldOf } from '../capacity.js';
import type { CartLine } from '../cart/index.js';
import { longDate } from '../cart/limits.js';
import { creditSpentMessage } from '../credits.js';
import { heldByKey } from '../holds/ledger.js';
import { ledgerOf } from '../holds/records.js';
import { entitlementCountKey, entitlementTaken } from '../passes/entitlements.js';
import { reservationDemand, reservationOfLines } from '../reservations/index.js';
import { type Customer, limitCounts, limitKindOf, limitMessage } from './customer-limits.js';

/** One scarce thing the order takes: how many, and what is left of it before this order. */
export interface StockDemand {
  /** The lock and sold-count key: `<performanceId>`, `<performanceId>/<part>`, `entitlement:<id>`. */
  readonly key: string;
  readonly quantity: number;
  readonly available: number;
  /** What the shopper reads when `quantity` is more than `available`. */
  readonly shortage: (available: number) => string;
}

const when = (p: PerformanceRecord) => `${p.showName} on ${longDate(p.date)} at ${p.time}`;

/** The performance parts a line takes, as domain/orders/sold.ts records them. */
function performanceDemands(sold: Sold, services: Services, line: CartLine): StockDemand[] {
  return line.performances.flatMap((selection): StockDemand[] => {
    const performance = services.venue.performance(selection.performanceId);
    if (!performance) {
      const gone = () => 'An item in your cart is no longer on sale. Please remove it from your cart.';
      return [
        { key: soldKey(selection.performanceId), quantity: line.quantity, available: 0, shortage: gone },
      ];
    }
    const total: StockDemand = {
      key: soldKey(performance.id),
      quantity: line.quantity,
      available: performance.capacity - performance.preSold - sold(soldKey(performance.id)),
      shortage: (left) =>
        left > 0
          ? `Only ${left} tickets remain for ${when(performance)}. Please change the quantity in your cart.`
          : `${when(performance)} has sold out. Please choose another date or time in your cart.`,
    };
    const seat = selection.seatId ? performance.seats.find((s) => s.id === selection.seatId) : undefined;
    if (selection.seatId) {
      const key = soldKey(performance.id, selection.seatId);
      const free = seat && !seat.preSold && sold(key) === 0;
      const name = seat?.name ?? 'The seat you chose';
      return [
        total,
        {
          key,
          quantity: line.quantity,
          available: free ? 1 : 0,
          shortage: () =>
            `${name} for ${when(performance)} has just been sold. Please choose another seat in your cart.`,
        },
      ];
    }
    if (selection.showCategoryId) {
      const section = performance.showCategories.find((s) => s.id === selection.showCategoryId);
      const key = soldKey(performance.id, selection.showCategoryId);
      const name = section?.name ?? 'The section you chose';
      return [
        total,
        {
          key,
          quantity: line.quantity,
          available: section ? section.capacity - section.preSold - sold(key) : 0,
          shortage: (left) =>
            left > 0
              ? `Only ${left} seats remain in ${name} for ${when(performance)}. Please change the quantity in your cart.`
              : `${name} for ${when(performance)} has sold out. Please choose another section or date in your cart.`,
        },
      ];
    }
    return [total];
  });
}

/** The entitlement a line redeems, when the account holds it through the line's sale flow. */
function grantOf(accountId: string | null, line: CartLine): GrantedEntitlement | undefined {
  const id = line.entitlementId;
  if (id === null || accountId === null || (line.saleFlowId !== 2 && line.saleFlowId !== 15))
    return undefined;
  return entitlementsOf(accountId, line.saleFlowId).find((g) => g.id === id);
}

async function entitlementDemand(
  store: Store,
  accountId: string | null,
  line: CartLine,
): Promise<StockDemand[]> {
  const id = line.entitlementId;
  if (id === null) return [];
  const granted = grantOf(accountId, line);
  const name = granted?.productVariantName ?? 'this entitlement';
  return [
    {
      key: entitlementCountKey(id),
      quantity: line.quantity,
      available: granted
        ? granted.totalQuantity - granted.redeemedQuantity - (await entitlementTaken(store, id))
        : 0,
      shortage: (left) =>
        left > 0
          ? `You can redeem only ${left} more ${name}. Please change the quantity in your cart.`
          : `${name} has already been redeemed. Please remove it from your cart.`,
    },
  ];
}

/**
 * The one-time credit a line spends (domain/credits.ts): there once, until an order spends it or a
 * cart holds it. Another cart's hold counts as taken, as another shopper's held seat does: that cart's
 * order is the one that can spend it, and any other hears the credit's words (issue 40: the loser
 * of two carts upgrading one ticket heard 'has just sold out'); the buyer's own hold is added back
 * by stockDemands.
 */
async function creditDemand(store: Store, line: CartLine): Promise<StockDemand[]> {
  const key = line.credit;
  if (key === undefined) return [];
  const taken = (await store.collection<SoldCount>(SOLD_COLLECTION).get(key))?.sold ?? 0;
  return [{ key, quantity: 1, available: 1 - taken, shortage: () => creditSpentMessage(key) }];
}

/**
 * Who orders: the session (its own reservation hold is not another shopper's), its account, and the
 * client's address (what the limits per customer count, customer-limits.ts).
 */
export type Buyer = Customer;

/** What the lines take, one demand per key with the lines' quantities summed. */
export async function stockDemands(services: Services, buyer: Buyer, lines: readonly CartLine[]) {
  const { accountId } = buyer;
  const byKey = new Map<string, StockDemand>();
  const reservation = reservationOfLines(lines);
  if (reservation) {
    const demand = await reservationDemand(services.store, buyer.id, services.clock.now(), reservation);
    byKey.set(demand.key, demand);
  }
  const sold = await soldOf(
    services.store,
    lines.flatMap((line) =>
      line.performances.flatMap((p) => services.venue.performance(p.performanceId) ?? []),
    ),
  );
  for (const line of lines) {
    const demands = [
      ...performanceDemands(sold, services, line),
      ...(await entitlementDemand(services.store, accountId, line)),
      ...(await creditDemand(services.store, line)),
    ];
    for (const demand of demands) {
      const seen = byKey.get(demand.key);
      byKey.set(demand.key, seen ? { ...seen, quantity: seen.quantity + demand.quantity } : demand);
    }
  }
  // What the buyer's cart holds is counted as taken, but it is theirs: it is there for their order.
  const held = heldByKey(await ledgerOf(services.store, buyer.id));
  const places = [...byKey.values()].map((d) => ({ ...d, available: d.available + (held.get(d.key) ?? 0) }));
  return [...places, ...(await limitDemands(services, buyer, lines, held))];
}

/**
 * The counts one line takes (Store.changeCounts on the sold counts): each performance, its section or
 * seat, the one-time credit it spends and the entitlement it redeems, with what may be sold under
 * each. Something no longer on sale has capacity 0, so taking it is refused. An order takes these
 * for its lines; a cart holds them for its lines (domain/holds/).
 */
export function lineCounts(services: Services, buyer: Buyer, line: CartLine): CountChange[] {
  const { accountId } = buyer;
  const counts: CountChange[] = [];
  for (const selection of line.performances) {
    const performance = services.venue.performance(selection.performanceId);
    const part = selection.seatId ?? selection.showCategoryId ?? undefined;
    const capacity = (p?: string) => (performance ? saleCapacity(performance, p) : 0);
    counts.push({ key: soldKey(selection.performanceId), by: line.quantity, capacity: capacity() });
    if (part)
      counts.push({
        key: soldKey(selection.performanceId, part),
        by: line.quantity,
        capacity: capacity(part),
      });
    counts.push(...customerCounts(services, buyer, selection.performanceId, line.quantity));
  }
  if (line.credit !== undefined) counts.push({ key: line.credit, by: 1, capacity: 1 });
  if (line.entitlementId !== null) {
    const granted = grantOf(accountId, line);
    counts.push({
      key: entitlementCountKey(line.entitlementId),
      by: line.quantity,
      capacity: granted ? Math.max(0, granted.totalQuantity - granted.redeemedQuantity) : 0,
    });
  }
  return counts;
}

/** The counts an order of these lines takes: each line's (lineCounts). */
export const stockCounts = (services: Services, buyer: Buyer, lines: readonly CartLine[]): CountChange[] =>
  lines.flatMap((line) => lineCounts(services, buyer, line));

/** What `quantity` tickets for a performance take of the buyer's limits (customer-limits.ts). */
export const customerCounts = (services: Services, buyer: Buyer, performanceId: string, quantity: number) =>
  limitCounts(
    services.options.customerLimits,
    buyer,
    performanceId,
    services.waitingRoom.covers(performanceId),
    quantity,
    services.venue.performance(performanceId)?.capacity,
  );

/**
 * The limits per customer the lines take, as demands (what is left under each, the buyer's own holds
 * counted as theirs), for the words of a refusal: at add-to-cart, and at the order when the cart
 * holds nothing.
 */
export async function limitDemands(
  services: Services,
  buyer: Buyer,
  lines: readonly CartLine[],
  /** What the buyer's cart holds, by key, when the caller has read it already. */
  ownHeld?: ReadonlyMap<string, number>,
): Promise<StockDemand[]> {
  const byKey = new Map<string, { key: string; by: number; capacity: number; performanceId: string }>();
  for (const line of lines)
    for (const p of line.performances)
      for (const count of customerCounts(services, buyer, p.performanceId, line.quantity)) {
        const seen = byKey.get(count.key);
        byKey.set(count.key, { ...count, by: (seen?.by ?? 0) + count.by, performanceId: p.performanceId });
      }
  if (byKey.size === 0) return [];
  const taken = await services.store.collection<{ sold: number }>(SOLD_COLLECTION).getMany([...byKey.keys()]);
  const held = ownHeld ?? heldByKey(await ledgerOf(services.store, buyer.id));
  return [...byKey.values()].map((count) => {
    const performance = services.venue.performance(count.performanceId);
    const what = performance ? when(performance) : 'this performance';
    const kind = limitKindOf(count.key) ?? 'session';
    return {
      key: count.key,
      quantity: count.by,
      available: count.capacity - (taken.get(count.key)?.sold ?? 0) + (held.get(count.key) ?? 0),
      // What the cart would make in all: its lines and what else is held or bought under the key.
      shortage: (left: number) => limitMessage(kind, count.capacity, count.by + count.capacity - left, what),
    };
  });
}

/**
 * Words for a cart that would pass one of its buyer's limits once it holds `lines` (all its lines, as
 * they would be after the change), or null: a first look at add-to-cart and at a quantity change,
 * before the hold, which checks again in one statement.
 */
export async function limitShortage(
  services: Services,
  buyer: Buyer,
  lines: readonly CartLine[],
): Promise<string | null> {
  return stockShortage(await limitDemands(services, buyer, lines));
}

/** The first shortage's message, or null when everything the lines take is there. */
export function stockShortage(demands: readonly StockDemand[]): string | null {
  const short = demands.find((d) => d.quantity > d.available);
  return short ? short.shortage(Math.max(0, short.available)) : null;
}
