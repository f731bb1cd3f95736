// The cart's hold ledger (domain/holds/ledger.ts): which count changes move a session's holds from
// what it held to what its lines take now, and that applying them keeps a count's held part equal to
// what the ledgers hold, whatever the cart does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expiredLines,
  type HoldLedger,
  heldLedger,
  holdChanges,
  keptHolds,
  orderChanges,
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
