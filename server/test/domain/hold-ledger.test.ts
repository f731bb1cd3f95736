// The cart's hold ledger (domain/holds/ledger.ts): which count changes move a session's holds from
// what it held to what its lines take now, and that applying them keeps a count's held part equal to
// what the ledgers hold, whatever the cart does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coolingDown,
  expiredLines,
  forgetHolds,
  HOLD_MEMORY_LIMIT,
  type HoldLedger,
  type HoldMemory,
  heldLedger,
  holdChanges,
  holdCoolDownMs,
  keptHolds,
  memoryFullUntil,
  orderChanges,
  placeKeys,
  recentHolds,
  rememberHolds,
  undoChanges,
  type WantedCounts,
} from '../../src/domain/holds/ledger.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import type { CountRecord } from '../../src/store/store.js';

const HOLD_MS = 15 * 60_000;
/** A line taking `quantity` places of the performance, and of one seat or section when given. */
const takes = (quantity: number, part?: string) => [
  { key: 'perf_1', by: quantity, capacity: 100 },
  ...(part ? [{ key: `perf_1/${part}`, by: quantity, capacity: part.startsWith('seat') ? 1 : 40 }] : []),
];
const wanted = (entries: Record<string, ReturnType<typeof takes>>): WantedCounts =>
  new Map(Object.entries(entries));

describe('the hold ledger', () => {
  it('takes a new line, the difference of a quantity change, and gives back a removed line', () => {
    const empty: HoldLedger = {};
    expect(holdChanges(empty, wanted({ a: takes(2, 'sec_floor') }))).toEqual([
      { key: 'perf_1', by: 2, capacity: 100, hold: 2 },
      { key: 'perf_1/sec_floor', by: 2, capacity: 40, hold: 2 },
    ]);
    const one = heldLedger(empty, wanted({ a: takes(2, 'sec_floor') }), 1000, HOLD_MS);
    expect(holdChanges(one, wanted({ a: takes(5, 'sec_floor') }))).toEqual([
      { key: 'perf_1', by: 3, capacity: 100, hold: 3 },
      { key: 'perf_1/sec_floor', by: 3, capacity: 40, hold: 3 },
    ]);
    expect(holdChanges(one, wanted({ a: takes(1, 'sec_floor') }))).toEqual([
      { key: 'perf_1', by: -1, capacity: 100, hold: -1 },
      { key: 'perf_1/sec_floor', by: -1, capacity: 40, hold: -1 },
    ]);
    expect(holdChanges(one, wanted({}))).toEqual([
      { key: 'perf_1', by: -2, capacity: 100, hold: -2 },
      { key: 'perf_1/sec_floor', by: -2, capacity: 40, hold: -2 },
    ]);
  });

  it('asks nothing of a count whose total is unchanged, so moving places between lines cannot be refused', () => {
    const ledger = heldLedger({}, wanted({ a: takes(2), b: takes(1, 'seat_A1') }), 0, HOLD_MS);
    expect(holdChanges(ledger, wanted({ a: takes(2), b: takes(1, 'seat_A1') }))).toEqual([]);
    // One place moves from line a to a new line c: the performance's total stays at 3.
    expect(holdChanges(ledger, wanted({ a: takes(1), b: takes(1, 'seat_A1'), c: takes(1) }))).toEqual([]);
  });

  it("keeps a held line's end when it takes more, and starts a new line's hold now", () => {
    const first = heldLedger({}, wanted({ a: takes(1) }), 1000, HOLD_MS);
    const later = heldLedger(first, wanted({ a: takes(4), b: takes(1) }), 60_000, HOLD_MS);
    expect(later.a?.expiresAt).toBe(1000 + HOLD_MS);
    expect(later.b?.expiresAt).toBe(60_000 + HOLD_MS);
    expect(expiredLines(later, 1000 + HOLD_MS - 1)).toEqual([]);
    expect(expiredLines(later, 1000 + HOLD_MS)).toEqual(['a']);
    // A line that takes nothing scarce (a donation) holds nothing.
    expect(heldLedger(later, wanted({ d: [] }), 0, HOLD_MS)).toEqual({});
  });

  it('when new places cannot be held, keeps only what was held and is still taken: only places go back', () => {
    const ledger = heldLedger({}, wanted({ a: takes(4, 'sec_floor'), b: takes(2) }), 1000, HOLD_MS);
    const now = wanted({ a: takes(6, 'sec_floor'), b: takes(1), c: takes(3) });
    const kept = keptHolds(ledger, now);
    expect([...kept.keys()]).toEqual(['a', 'b']);
    expect(holdChanges(ledger, kept)).toEqual([{ key: 'perf_1', by: -1, capacity: 100, hold: -1 }]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }), (qa, qb) => {
        const later = wanted({ a: takes(qa, 'sec_floor'), b: takes(qb, 'seat_1') });
        return holdChanges(ledger, keptHolds(ledger, later)).every((c) => c.by <= 0);
      }),
    );
  });

  it('an order takes only what is not held, turns the held into sales, and gives back what it no longer needs', () => {
    const ledger = heldLedger({}, wanted({ a: takes(2, 'seat_A1'), b: takes(3) }), 0, HOLD_MS);
    // The cart now wants 2 more places on line b and no longer line a's seat.
    expect(orderChanges(takes(5), ledger)).toEqual([
      { key: 'perf_1', by: 0, capacity: 100, hold: -5 },
      { key: 'perf_1/seat_A1', by: -2, capacity: 1, hold: -2 },
    ]);
    expect(orderChanges(takes(7), ledger)).toContainEqual({ key: 'perf_1', by: 2, capacity: 100, hold: -5 });
    // Nothing held: the order takes all, as before holds.
    expect(orderChanges(takes(4, 'sec_floor'), {})).toEqual([
      { key: 'perf_1', by: 4, capacity: 100 },
      { key: 'perf_1/sec_floor', by: 4, capacity: 40 },
    ]);
  });

  it('keeps the held part of every count equal to what the ledgers hold, over any carts, then sells it', async () => {
    const line = fc.record({ quantity: fc.integer({ min: 0, max: 6 }), seat: fc.boolean() });
    const cart = fc.dictionary(fc.constantFrom('a', 'b', 'c'), line, { maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(fc.array(cart, { minLength: 1, maxLength: 8 }), async (carts) => {
        const store = new MemoryStore(() => 60_000);
        const count = async (key: string) => (await store.collection<CountRecord>('sold').get(key)) ?? null;
        let ledger: HoldLedger = {};
        for (const next of carts) {
          const want = new Map(
            Object.entries(next)
              .filter(([, l]) => l.quantity > 0)
              .map(([id, l]) => [id, takes(l.quantity, l.seat ? `seat_${id}` : undefined)] as const),
          );
          const refused = await store.changeCounts('sold', holdChanges(ledger, want));
          // A seat holds one place: a cart wanting two on it is refused, and nothing changes.
          if (refused.length === 0) ledger = heldLedger(ledger, want, 0, HOLD_MS);
          const heldTotal = Object.values(ledger)
            .flatMap((l) => l.counts)
            .filter((c) => c.key === 'perf_1')
            .reduce((n, c) => n + c.by, 0);
          const perf = await count('perf_1');
          expect(perf?.held ?? 0).toBe(heldTotal);
          expect(perf?.sold ?? 0).toBe(heldTotal);
        }
        // The order of what is held: every held place becomes a sale, none is asked for again.
        const before = await count('perf_1');
        const order = orderChanges(
          Object.values(ledger).flatMap((l) => l.counts),
          ledger,
        );
        expect(await store.changeCounts('sold', order)).toEqual([]);
        const after = await count('perf_1');
        expect([after?.sold ?? 0, after?.held ?? 0]).toEqual([before?.sold ?? 0, 0]);
        // Given back (a declined card): the places are held again, as they were.
        expect(await store.changeCounts('sold', undoChanges(order))).toEqual([]);
        const undone = await count('perf_1');
        expect([undone?.sold ?? 0, undone?.held ?? 0]).toEqual([before?.sold ?? 0, before?.held ?? 0]);
      }),
      { numRuns: 60 },
    );
  });
});

describe("a session's memory of the places it held (issue 37)", () => {
  const COOL_MS = holdCoolDownMs(HOLD_MS);
  /** Holds `want` at `now` as the cart does: refused while a place cools down, else held and remembered. */
  const step = (state: { ledger: HoldLedger; memory: HoldMemory }, want: WantedCounts, now: number) => {
    const memory = recentHolds(state.memory, now, COOL_MS);
    const cooling = coolingDown(state.ledger, want, memory, now, COOL_MS);
    if (cooling) return { ...state, cooling };
    const ledger = heldLedger(state.ledger, want, now, HOLD_MS, memory);
    return { ledger, memory: rememberHolds(memory, ledger), cooling: null };
  };

  it('cools down for 5 minutes, never longer than the hold time', () => {
    expect(COOL_MS).toBe(5 * 60_000);
    expect(holdCoolDownMs(60_000)).toBe(60_000);
    expect(holdCoolDownMs(0)).toBe(0);
  });

  it("remembers the places other shoppers compete for: a seat or section, a performance's places when no seat or section of it", () => {
    expect(placeKeys(takes(2))).toEqual(['perf_1']);
    expect(placeKeys(takes(1, 'seat_A1'))).toEqual(['perf_1/seat_A1']);
    expect(placeKeys(takes(3, 'sec_floor'))).toEqual(['perf_1/sec_floor']);
    // An account's own entitlement and a one-time credit keep nothing from other shoppers.
    const redeemed = [...takes(2), { key: 'entitlement:ent_1', by: 2, capacity: 4 }];
    expect(placeKeys(redeemed)).toEqual(['perf_1']);
    expect(placeKeys([{ key: 'credit:upgrade:1234', by: 1, capacity: 1 }])).toEqual([]);
  });

  it('ends a place taken again no later than its first hold, and another place its own time', () => {
    let state = step({ ledger: {}, memory: {} }, wanted({ a: takes(1, 'seat_A1'), b: takes(2) }), 0);
    expect(state.memory).toEqual({ 'perf_1/seat_A1': HOLD_MS, perf_1: HOLD_MS });
    // Both lines removed, then added again (new line ids) 10 minutes later.
    state = step(state, wanted({}), 60_000);
    expect(state.ledger).toEqual({});
    state = step(state, wanted({ c: takes(1, 'seat_A1'), d: takes(2) }), 10 * 60_000);
    expect([state.ledger.c?.expiresAt, state.ledger.d?.expiresAt]).toEqual([HOLD_MS, HOLD_MS]);
    // Another seat of the same show is another place: held its own full time.
    state = step(state, wanted({ c: takes(1, 'seat_A1'), d: takes(2), e: takes(1, 'seat_A2') }), 12 * 60_000);
    expect(state.ledger.e?.expiresAt).toBe(12 * 60_000 + HOLD_MS);
    expect(state.memory['perf_1/seat_A2']).toBe(12 * 60_000 + HOLD_MS);
    // A remembered place keeps its first end whatever holds it later.
    expect(state.memory['perf_1/seat_A1']).toBe(HOLD_MS);
  });

  it('refuses a place whose first hold ended until its cool-down is over, and only places taken anew', () => {
    let state = step({ ledger: {}, memory: {} }, wanted({ a: takes(1, 'seat_A1') }), 0);
    state = step(state, wanted({}), HOLD_MS); // the hold ended and its line left the cart
    const again = wanted({ b: takes(1, 'seat_A1') });
    expect(step(state, again, HOLD_MS).cooling).toEqual({
      keys: ['perf_1/seat_A1'],
      until: HOLD_MS + COOL_MS,
    });
    expect(step(state, again, HOLD_MS + COOL_MS - 1).cooling).not.toBeNull();
    // Other places at once; a line moved onto the place cooling down is refused like a new one.
    const other = step(state, wanted({ c: takes(2, 'sec_floor') }), HOLD_MS);
    expect(other.cooling).toBeNull();
    expect(step(other, wanted({ c: takes(2, 'seat_A1') }), HOLD_MS + 1).cooling?.keys).toEqual([
      'perf_1/seat_A1',
    ]);
    // The cool-down over, the place is forgotten: held anew for its full time.
    const later = step(state, again, HOLD_MS + COOL_MS);
    expect(later.cooling).toBeNull();
    expect(later.ledger.b?.expiresAt).toBe(HOLD_MS + COOL_MS + HOLD_MS);
    expect(recentHolds({ x: 10, y: 20 }, 10 + COOL_MS, COOL_MS)).toEqual({ y: 20 });
  });

  it('never lets a hold taken again end after its first end, whatever a session does', () => {
    const act = fc.record({
      at: fc.integer({ min: 0, max: 40 * 60_000 }),
      cart: fc.dictionary(
        fc.constantFrom('a', 'b', 'c', 'd'),
        fc.record({
          quantity: fc.integer({ min: 1, max: 3 }),
          seat: fc.constantFrom(null, 'seat_A1', 'seat_A2'),
        }),
        { maxKeys: 3 },
      ),
    });
    fc.assert(
      fc.property(fc.array(act, { minLength: 1, maxLength: 12 }), (acts) => {
        let state: { ledger: HoldLedger; memory: HoldMemory } = { ledger: {}, memory: {} };
        /** The first end of each place, while it is remembered. */
        const firstEnd = new Map<string, number>();
        let now = 0;
        for (const { at, cart } of acts.sort((x, y) => x.at - y.at)) {
          now = at;
          // The sweep: lines whose hold is over leave the cart; places out of their cool-down are forgotten.
          const lines = Object.fromEntries(
            Object.entries(state.ledger).filter(([, line]) => line.expiresAt > now),
          );
          for (const [key, end] of firstEnd) if (end + COOL_MS <= now) firstEnd.delete(key);
          const want = new Map(
            Object.entries(cart).map(([id, l]) => [id, takes(l.quantity, l.seat ?? undefined)] as const),
          );
          const next = step({ ledger: lines, memory: state.memory }, want, now);
          if (next.cooling) {
            for (const key of next.cooling.keys)
              expect(firstEnd.get(key) ?? Number.NaN).toBeLessThanOrEqual(now);
            continue;
          }
          // A place first held now ends with the latest line that holds it; one held before, no later.
          const fresh = new Map<string, number>();
          for (const line of Object.values(next.ledger))
            for (const key of placeKeys(line.counts)) {
              const first = firstEnd.get(key);
              if (first === undefined) fresh.set(key, Math.max(fresh.get(key) ?? 0, line.expiresAt));
              else expect(line.expiresAt).toBeLessThanOrEqual(first);
            }
          for (const [key, end] of fresh) firstEnd.set(key, end);
          state = next;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('forgets what an order buys, and remembers it again from the lines an order gives back', () => {
    const ledger = heldLedger({}, wanted({ a: takes(1, 'seat_A1') }), 0, HOLD_MS);
    const memory = rememberHolds({ perf_2: 5 }, ledger);
    expect(forgetHolds(memory, ledger)).toEqual({ perf_2: 5 });
    expect(rememberHolds(forgetHolds(memory, ledger), ledger)).toEqual(memory);
  });

  it('remembers at most HOLD_MEMORY_LIMIT places: past it nothing new is held until the first is forgotten', () => {
    const full = Object.fromEntries(
      Array.from({ length: HOLD_MEMORY_LIMIT }, (_, i) => [`perf_${i}`, 1000 + i]),
    );
    expect(memoryFullUntil(full, full, COOL_MS)).toBeNull();
    expect(memoryFullUntil(full, { ...full, perf_x: 5000 }, COOL_MS)).toBe(1000 + COOL_MS);
    const { perf_0: _first, ...fewer } = full;
    expect(memoryFullUntil(fewer, { ...fewer, perf_x: 5000 }, COOL_MS)).toBeNull();
  });
});
