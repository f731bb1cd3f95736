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
 * its hold last longer); a new line's hold ends `holdMs` from `now`, and no later than the first hold
 * the session's `memory` has of any place it takes (a place given back and taken again, a line moved
 * to a place held before: a hold lasts its time once).
 */
export function heldLedger(
  ledger: HoldLedger,
  wanted: WantedCounts,
  now: number,
  holdMs: number,
  memory: HoldMemory = {},
): HoldLedger {
  const next: Record<string, LineHold> = {};
  for (const [lineId, counts] of wanted) {
    if (counts.length === 0) continue;
    const firstEnds = placeKeys(counts).flatMap((key) => {
      const end = memory[key];
      return end !== undefined && end > now ? [end] : [];
    });
    next[lineId] = { counts, expiresAt: Math.min(ledger[lineId]?.expiresAt ?? now + holdMs, ...firstEnds) };
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

// A hold lasts its time once (issue 37). Without a memory of what it held, a session that gives a
// place back and takes it again (a line removed and added, a cart cleared, an entry time chosen
// again, a sign-in under a new id) would hold it anew each time, and a script re-adding at the end
// of each hold would keep it from everyone: the place was free for 9 to 25 ms. So the session
// remembers, per place it held, when its first hold ends: a hold taken again ends no later, and once
// that end has passed the session waits a cool-down before it may hold the place again, while every
// other shopper may take it at once.

/** Per place key a session held lately, when its first hold ends or ended (epoch ms). */
export type HoldMemory = Readonly<Record<string, number>>;

/** How long a session waits after its hold on a place ended before it may hold it again. */
export const HOLD_COOL_DOWN_MS = 5 * 60_000;

/** The cool-down for a hold time: HOLD_COOL_DOWN_MS, at most the hold time itself. */
export const holdCoolDownMs = (holdMs: number): number => Math.max(0, Math.min(HOLD_COOL_DOWN_MS, holdMs));

/**
 * The most places a session remembers at once (a cart of 200 seats, or a script trying many): past
 * it, the session holds nothing new until the oldest are forgotten. It bounds the record, which every
 * instance's sweep reads, and nothing is forgotten early, so the limit cannot be used to forget.
 */
export const HOLD_MEMORY_LIMIT = 200;

/**
 * The places among a line's counts: what other shoppers compete for, a seat, a section's places, or
 * a performance's places when the line takes no seat or section of it (a seated line's performance
 * count is the sum of its seats: another seat of the show is another place). Keys with a `:` (an
 * account's entitlement, a one-time credit, `entitlement:<id>`, `credit:...`) are the account's own:
 * holding them again keeps nothing from anyone, so they are not remembered.
 */
export function placeKeys(counts: readonly CountChange[]): string[] {
  const shared = counts.map((c) => c.key).filter((key) => !key.includes(':'));
  const parts = shared.filter((key) => key.includes('/'));
  const places = shared.filter((key) => key.includes('/') || !parts.some((p) => p.startsWith(`${key}/`)));
  return [...new Set(places)];
}

/** The memory at `now`, without the places whose cool-down is over (nothing to remember of them). */
export const recentHolds = (memory: HoldMemory | undefined, now: number, coolDownMs: number): HoldMemory =>
  Object.fromEntries(Object.entries(memory ?? {}).filter(([, end]) => end + coolDownMs > now));

/**
 * The places `wanted` takes anew (a new line's, or a line's new place) whose first hold has ended at
 * `now` and whose cool-down has not (`memory` as recentHolds leaves it), and when the last of those
 * cool-downs ends; null when there are none. A line keeps what it already held.
 */
export function coolingDown(
  ledger: HoldLedger,
  wanted: WantedCounts,
  memory: HoldMemory,
  now: number,
  coolDownMs: number,
): { readonly keys: string[]; readonly until: number } | null {
  const keys = new Set<string>();
  for (const [lineId, counts] of wanted) {
    const had = new Set(placeKeys(ledger[lineId]?.counts ?? []));
    for (const key of placeKeys(counts)) {
      const end = memory[key];
      if (!had.has(key) && end !== undefined && end <= now) keys.add(key);
    }
  }
  if (keys.size === 0) return null;
  const sorted = [...keys].sort();
  return { keys: sorted, until: Math.max(...sorted.map((key) => (memory[key] ?? 0) + coolDownMs)) };
}

/**
 * The memory once `ledger` is held: a place it holds that the memory does not have is remembered with
 * the end of its hold (the latest, when lines share it); a place remembered keeps its first end.
 */
export function rememberHolds(memory: HoldMemory, ledger: HoldLedger): HoldMemory {
  const next: Record<string, number> = { ...memory };
  const fresh = new Map<string, number>();
  for (const line of Object.values(ledger))
    for (const key of placeKeys(line.counts))
      if (memory[key] === undefined)
        fresh.set(key, Math.max(fresh.get(key) ?? line.expiresAt, line.expiresAt));
  for (const [key, end] of fresh) next[key] = end;
  return next;
}

/** The memory without the places `ledger` holds (an order took them over: they are being bought). */
export function forgetHolds(memory: HoldMemory, ledger: HoldLedger): HoldMemory {
  const bought = new Set(Object.values(ledger).flatMap((line) => placeKeys(line.counts)));
  return Object.fromEntries(Object.entries(memory).filter(([key]) => !bought.has(key)));
}

/**
 * When a memory that grew from `before` to `after` is over HOLD_MEMORY_LIMIT: the time its first
 * place is forgotten (and one more may be held), or null when it is within the limit or did not grow
 * (or was empty: one change of a cart holds what it takes, however many places).
 */
export function memoryFullUntil(before: HoldMemory, after: HoldMemory, coolDownMs: number): number | null {
  const size = Object.keys(after).length;
  const ends = Object.values(before);
  if (size <= HOLD_MEMORY_LIMIT || size <= ends.length || ends.length === 0) return null;
  return Math.min(...ends) + coolDownMs;
}
