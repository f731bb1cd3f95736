// What a session's cart holds (issue 24): for each cart line, the counts its places take (a
// performance, its section or seat, an entitlement, a one-time credit) and when its hold ends. The
// holds themselves are the counts' held parts (Store.changeCounts with `hold`); this ledger is the
// session's own account of them, so that a change of the cart gives back exactly what it held and
// takes only what it did not, and an expired line gives back what it took.
//
// Pure rules, no store: the functions here say which count changes move the holds from what the
// ledger has to what the lines take now. The caller applies them, all or none, where the cart changes.
import type { CountChange } from '../../store/store.js';

/** What one cart line holds: its counts (each `by` a positive amount) and when the hold ends. */
export interface LineHold {
  readonly counts: readonly CountChange[];
  /** Epoch ms. */
  readonly expiresAt: number;
}

/** A session's holds by cart line id. */
export type HoldLedger = Readonly<Record<string, LineHold>>;

/** What each line of the cart takes now, by line id (lines that take nothing scarce are absent). */
export type WantedCounts = ReadonlyMap<string, readonly CountChange[]>;

/** Adds up changes per count key: what a set of lines takes of each count, and the last capacity seen. */
function byKey(changes: Iterable<CountChange>): Map<string, CountChange> {
  const sums = new Map<string, CountChange>();
  for (const change of changes) {
    const seen = sums.get(change.key);
    sums.set(change.key, { key: change.key, by: (seen?.by ?? 0) + change.by, capacity: change.capacity });
  }
  return sums;
}

/**
 * The count changes that take the ledger's holds to `wanted`: per key, the difference between what
 * the lines take now and what the ledger holds, as holds (`hold` equal to `by`). A line removed gives
 * back all it held, a quantity lowered the difference, a line added or raised takes the difference.
 * Keys whose totals are unchanged are left out, so a change that takes nothing new cannot be refused.
 */
export function holdChanges(ledger: HoldLedger, wanted: WantedCounts): CountChange[] {
  const held = byKey(Object.values(ledger).flatMap((line) => line.counts));
  const want = byKey([...wanted.values()].flat());
  const changes: CountChange[] = [];
  for (const key of new Set([...held.keys(), ...want.keys()])) {
    const by = (want.get(key)?.by ?? 0) - (held.get(key)?.by ?? 0);
    const capacity = want.get(key)?.capacity ?? held.get(key)?.capacity ?? 0;
    if (by !== 0) changes.push({ key, by, capacity, hold: by });
  }
  return changes.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The ledger once `wanted` is held: a line already held keeps its end (more places on it do not make
 * its hold last longer); a new line's hold ends `holdMs` from `now`.
 */
export function heldLedger(
  ledger: HoldLedger,
  wanted: WantedCounts,
  now: number,
  holdMs: number,
): HoldLedger {
  const next: Record<string, LineHold> = {};
  for (const [lineId, counts] of wanted) {
    if (counts.length === 0) continue;
    next[lineId] = { counts, expiresAt: ledger[lineId]?.expiresAt ?? now + holdMs };
  }
  return next;
}

/** The lines whose holds have ended at `now`. */
export const expiredLines = (ledger: HoldLedger, now: number): string[] =>
  Object.entries(ledger)
    .filter(([, line]) => line.expiresAt <= now)
    .map(([lineId]) => lineId);

/** What the ledger holds of each count, by key. */
export const heldByKey = (ledger: HoldLedger): Map<string, number> =>
  new Map([...byKey(Object.values(ledger).flatMap((line) => line.counts))].map(([key, c]) => [key, c.by]));

/**
 * The count changes an order makes when its lines take `wanted` and the session holds `ledger`: per
 * key, the places not held yet are taken (checked against the capacity), and the held ones become
 * sales (`hold` down by what was held), which nothing can refuse: a shopper who holds the places
 * gets them. Holds the order does not need (a cart changed since) are given back on the way.
 */
export function orderChanges(wanted: readonly CountChange[], ledger: HoldLedger): CountChange[] {
  const held = byKey(Object.values(ledger).flatMap((line) => line.counts));
  const want = byKey(wanted);
  const changes: CountChange[] = [];
  for (const key of new Set([...want.keys(), ...held.keys()])) {
    const h = held.get(key)?.by ?? 0;
    const capacity = want.get(key)?.capacity ?? held.get(key)?.capacity ?? 0;
    const by = (want.get(key)?.by ?? 0) - h;
    changes.push(h > 0 ? { key, by, capacity, hold: -h } : { key, by, capacity });
  }
  return changes;
}

/** The changes that give back all an order took, its held places too: nothing of it stays held. */
export const releaseChanges = (changes: readonly CountChange[]): CountChange[] =>
  changes.map((c) => ({ key: c.key, by: -c.by + (c.hold ?? 0), capacity: c.capacity }));

/** The changes that undo `changes` (an order given back: what it took, and its holds as they were). */
export const undoChanges = (changes: readonly CountChange[]): CountChange[] =>
  changes.map((c) => (c.hold === undefined ? { ...c, by: -c.by } : { ...c, by: -c.by, hold: -c.hold }));

/**
 * What the ledger may keep of what the lines take now, when what they take anew cannot all be held:
 * each line keeps at most what it held and what it still takes of each count, so moving the ledger
 * there only gives places back and cannot be refused. Lines held for the first time are left unheld
 * (the order checks them, as it checks any line the cart does not hold).
 */
export function keptHolds(ledger: HoldLedger, wanted: WantedCounts): WantedCounts {
  const kept = new Map<string, CountChange[]>();
  for (const [lineId, counts] of wanted) {
    const held = ledger[lineId];
    if (!held) continue;
    const still = byKey(counts);
    const clipped = held.counts
      .map((c) => ({ ...c, by: Math.min(c.by, still.get(c.key)?.by ?? 0) }))
      .filter((c) => c.by > 0);
    if (clipped.length) kept.set(lineId, clipped);
  }
  return kept;
}
