// The one test suite every Store passes: the in-memory store, PGlite and a PostgreSQL server. Each
// factory answers two stores on one database where it can (two instances of the backend), so the
// races are run across instances too.
import { describe, expect, it } from 'vitest';
import {
  type Access,
  type CountRecord,
  defineSlot,
  type Session,
  type Store,
} from '../../src/store/store.js';

export interface StoreUnderTest {
  /** Two stores sharing one state: the same object twice for the in-memory store. */
  readonly stores: readonly [Store, Store];
  readonly now: { value: number };
  /** A call that fails is undone (a database's transaction); the in-memory store cannot undo. */
  readonly rollsBack: boolean;
  /** Deletes the sessions idle at `now` (what the store's schedule does every minute). */
  sweep(now: number): Promise<void>;
  close(): Promise<void>;
}

export const IDLE_MS = 20 * 60 * 1000;

const counterSlot = defineSlot<{ n: number }>('test.counter', () => ({ n: 0 }));

/** One call of the session `id` names, which must exist. */
const inSession = <T>(
  store: Store,
  id: string,
  now: number,
  work: (session: Session) => Promise<T>,
  access: Access = 'write',
) =>
  store.visit(id, now, access, async (found) => {
    if (!found) throw new Error('session lost');
    return work(found);
  });

export function storeSuite(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`${name} store`, () => {
    const withStore = async (test: (t: StoreUnderTest) => Promise<void>) => {
      const t = await open();
      try {
        await test(t);
      } finally {
        await t.close();
      }
    };

    it('keeps records by collection and id, lists them by id prefix, and deletes them', () =>
      withStore(async ({ stores: [a, b] }) => {
        const orders = a.collection<{ total: number }>('test.orders');
        await orders.put('acct_1/ord_2', { total: 2 });
        await orders.put('acct_1/ord_1', { total: 1 });
        await orders.put('acct_10/ord_3', { total: 3 });
        await a.collection('test.other').put('acct_1/ord_1', { total: 99 });
        const seen = b.collection<{ total: number }>('test.orders');
        expect(await seen.get('acct_1/ord_1')).toEqual({ total: 1 });
        expect(await seen.get('missing')).toBeUndefined();
        expect([...(await seen.getMany(['acct_1/ord_2', 'missing', 'acct_10/ord_3'])).entries()]).toEqual(
          expect.arrayContaining([
            ['acct_1/ord_2', { total: 2 }],
            ['acct_10/ord_3', { total: 3 }],
          ]),
        );
        expect((await seen.byPrefix('acct_1/')).map((o) => o.total).sort()).toEqual([1, 2]);
        // `_` and `%` in a prefix are plain characters, not patterns.
        expect(await seen.byPrefix('acct%')).toEqual([]);
        expect(await seen.values()).toHaveLength(3);
        await seen.put('acct_1/ord_1', { total: 5 });
        expect(await orders.get('acct_1/ord_1')).toEqual({ total: 5 });
        await orders.delete('acct_1/ord_1');
        expect(await seen.get('acct_1/ord_1')).toBeUndefined();
        // Values that are not objects come back as they went in (a pass number is a JSON string).
        const scalars = a.collection<unknown>('test.scalars');
        for (const value of ['SP2026001234', '{"not":"parsed"}', 7, true, null, [1, 'a']])
          await scalars.put(JSON.stringify(value), value);
        for (const value of ['SP2026001234', '{"not":"parsed"}', 7, true, null, [1, 'a']])
          expect(await b.collection('test.scalars').get(JSON.stringify(value))).toEqual(value);
      }));

    it('lets a call read back what it wrote, and keeps it as the call ends', () =>
      withStore(async ({ stores: [a, b], now }) => {
        const orders = a.collection<{ total: number }>('test.orders');
        await orders.put('acct_1/ord_1', { total: 1 });
        await orders.put('acct_1/ord_2', { total: 2 });
        const session = await a.createSession(now.value);
        const seenMeanwhile = await inSession(a, session.id, now.value, async () => {
          await orders.put('acct_1/ord_3', { total: 3 });
          await orders.put('acct_1/ord_2', { total: 20 });
          await orders.delete('acct_1/ord_1');
          await orders.putMany([['acct_2/ord_4', { total: 4 }]]);
          const inCall = {
            one: await orders.get('acct_1/ord_3'),
            deleted: await orders.get('acct_1/ord_1'),
            many: [...(await orders.getMany(['acct_1/ord_1', 'acct_1/ord_2', 'acct_2/ord_4'])).entries()],
            listed: (await orders.byPrefix('acct_1/')).map((o) => o.total).sort((x, y) => x - y),
          };
          return { inCall };
        });
        expect(seenMeanwhile.inCall).toEqual({
          one: { total: 3 },
          deleted: undefined,
          many: expect.arrayContaining([
            ['acct_1/ord_2', { total: 20 }],
            ['acct_2/ord_4', { total: 4 }],
          ]),
          listed: [3, 20],
        });
        expect(seenMeanwhile.inCall.many).toHaveLength(2);
        const after = b.collection<{ total: number }>('test.orders');
        expect(await after.get('acct_1/ord_1')).toBeUndefined();
        expect((await after.values()).map((o) => o.total).sort((x, y) => x - y)).toEqual([3, 4, 20]);
      }));

    it("keeps a session's data between calls, on every instance, until it idles out", () =>
      withStore(async ({ stores: [a, b], now }) => {
        const session = await a.createSession(now.value);
        await inSession(a, session.id, now.value, async (s) => {
          s.get(counterSlot).n = 7;
          s.accountId = 'acct_jordan';
        });
        const found = await b.findSession(session.id, now.value + 1000);
        expect(found?.get(counterSlot)).toEqual({ n: 7 });
        expect(found?.accountId).toBe('acct_jordan');
        expect(found?.xsrfToken).toBe(session.xsrfToken);
        expect(await b.findSession(session.id, now.value + IDLE_MS + 1)).toBeUndefined();
        expect(await a.findSession(session.id, now.value)).toBeUndefined();
        expect(await a.findSession('no-such-session', now.value)).toBeUndefined();
      }));

    it('deletes idle sessions on its schedule and keeps the ones in use', () =>
      withStore(async ({ stores: [a, b], now, sweep }) => {
        const idle = await a.createSession(now.value);
        await inSession(a, idle.id, now.value, async (s) => {
          s.get(counterSlot).n = 2;
        });
        const busy = await a.createSession(now.value);
        // A call that only reads, made as the idle time ends, keeps the session going.
        await inSession(a, busy.id, now.value + IDLE_MS, async () => {}, 'read');
        await sweep(now.value + IDLE_MS + 1);
        // Looked up as of the session's start, so only the sweep can have removed it: gone, or (a
        // database store, whose ids name a blank session until their idle time has passed) empty.
        const swept = await b.findSession(idle.id, now.value);
        expect(swept?.get(counterSlot).n ?? 0).toBe(0);
        expect(await b.findSession(busy.id, now.value + IDLE_MS)).toBeDefined();
      }));

    it('renews a session under a new id and token, with its data, and drops the old id', () =>
      withStore(async ({ stores: [a, b], now }) => {
        const session = await a.createSession(now.value);
        const renewed = await inSession(a, session.id, now.value, async (s) => {
          s.get(counterSlot).n = 3;
          const next = await a.renewSession(s.id, now.value);
          if (next) next.accountId = 'acct_casey';
          return next;
        });
        expect(renewed?.id).not.toBe(session.id);
        expect(renewed?.xsrfToken).not.toBe(session.xsrfToken);
        expect(await b.findSession(session.id, now.value)).toBeUndefined();
        const found = await b.findSession(renewed?.id ?? '', now.value);
        expect(found?.get(counterSlot)).toEqual({ n: 3 });
        expect(found?.accountId).toBe('acct_casey');
        await b.dropSession(renewed?.id ?? '');
        expect(await a.findSession(renewed?.id ?? '', now.value)).toBeUndefined();
      }));

    it('keeps files with a session apart from its data, moves them on renewal and drops them with it', () =>
      withStore(async ({ stores: [a, b], now, sweep }) => {
        const photo = (byte: number, size = 3) => ({
          type: 'image/png',
          bytes: new Uint8Array(size).fill(byte),
        });
        const session = await a.createSession(now.value);
        await inSession(a, session.id, now.value, async (s) => {
          await a.writeSessionFile(s.id, 'one', photo(1), []);
          await a.writeSessionFile(s.id, 'two', photo(2), ['one']);
        });
        expect(await b.readSessionFile(session.id, 'one')).toEqual(photo(1));
        // A read call may read them; replacing one keeps the others named, deletes those not named.
        expect(
          await inSession(b, session.id, now.value, (s) => b.readSessionFile(s.id, 'two'), 'read'),
        ).toEqual(photo(2));
        await inSession(b, session.id, now.value, async (s) => {
          await b.writeSessionFile(s.id, 'three', photo(4, 5), ['two']);
        });
        expect(await a.readSessionFile(session.id, 'one')).toBeUndefined();
        expect(await a.readSessionFile(session.id, 'three')).toEqual(photo(4, 5));
        await inSession(b, session.id, now.value, async (s) => {
          await b.writeSessionFile(s.id, 'four', photo(5), []);
        });
        // Gone on every instance, whatever one of them served before.
        expect(await a.readSessionFile(session.id, 'two')).toBeUndefined();
        expect(await a.readSessionFile(session.id, 'three')).toBeUndefined();
        // Signed in: the files go with the data to the new id.
        const renewed = await inSession(a, session.id, now.value, (s) => a.renewSession(s.id, now.value));
        const id = renewed?.id ?? '';
        expect(await b.readSessionFile(session.id, 'four')).toBeUndefined();
        expect(await b.readSessionFile(id, 'four')).toEqual(photo(5));
        // Outside any call too.
        const again = await a.renewSession(id, now.value);
        expect(await b.readSessionFile(again?.id ?? '', 'four')).toEqual(photo(5));
        // Gone with the session: signed out, or idle.
        await b.dropSession(again?.id ?? '');
        expect(await a.readSessionFile(again?.id ?? '', 'four')).toBeUndefined();
        const idle = await a.createSession(now.value);
        await inSession(a, idle.id, now.value, async (s) => a.writeSessionFile(s.id, 'one', photo(1), []));
        await sweep(now.value + IDLE_MS + 1);
        expect(await b.readSessionFile(idle.id, 'one')).toBeUndefined();
      }));

    it('keeps what a call answered with a refusal did, and undoes a call that crashed where it can', () =>
      withStore(async ({ stores: [a, b], now, rollsBack }) => {
        const session = await a.createSession(now.value);
        const refused = Object.assign(new Error('Too many tries'), { status: 429 });
        await expect(
          inSession(a, session.id, now.value, async (s) => {
            s.get(counterSlot).n = 1;
            await a.collection('test.tries').put('pass', 5);
            throw refused;
          }),
        ).rejects.toBe(refused);
        expect((await b.findSession(session.id, now.value))?.get(counterSlot)).toEqual({ n: 1 });
        expect(await b.collection('test.tries').get('pass')).toBe(5);
        await expect(
          inSession(a, session.id, now.value, async (s) => {
            s.get(counterSlot).n = 2;
            await a.collection('test.tries').put('pass', 6);
            throw new Error('the disk is on fire');
          }),
        ).rejects.toThrow('the disk is on fire');
        if (rollsBack) {
          expect((await b.findSession(session.id, now.value))?.get(counterSlot)).toEqual({ n: 1 });
          expect(await b.collection('test.tries').get('pass')).toBe(5);
        }
      }));

    it('applies 50 concurrent calls of one session, split across two instances, one after another', () =>
      withStore(async ({ stores: [a, b], now }) => {
        const session = await a.createSession(now.value);
        await Promise.all(
          Array.from({ length: 50 }, async (_, i) => {
            await inSession(i % 2 ? b : a, session.id, now.value, async (s) => {
              const { n } = s.get(counterSlot);
              // A pause between read and write: without the session's lock, calls would overwrite each other.
              await new Promise((r) => setTimeout(r, 1));
              s.set(counterSlot, { n: n + 1 });
            });
          }),
        );
        expect((await a.findSession(session.id, now.value))?.get(counterSlot)).toEqual({ n: 50 });
      }));

    it('runs a call without a session, or with an unknown, idle or malformed id, on none', () =>
      withStore(async ({ stores: [a, b], now }) => {
        const idle = await a.createSession(now.value);
        const later = now.value + IDLE_MS + 1;
        for (const id of [undefined, 'no-such-session', idle.id, 'x'.repeat(65), 'a\u0000b', "a'b"])
          expect(await b.visit(id, later, 'read', async (found) => found ?? 'none')).toBe('none');
        expect(await a.findSession(idle.id, later)).toBeUndefined();
        // A session made in a call is kept with what the call set in it.
        const made = await a.visit(undefined, now.value, 'write', async () => {
          const session = await a.createSession(now.value);
          session.get(counterSlot).n = 4;
          return session.id;
        });
        expect((await b.findSession(made, now.value))?.get(counterSlot)).toEqual({ n: 4 });
      }));

    it('keeps what a read call changed after all (a store may run it again as a write)', () =>
      withStore(async ({ stores: [a, b], now }) => {
        const session = await a.createSession(now.value);
        let runs = 0;
        const seen = await inSession(
          b,
          session.id,
          now.value,
          async (s) => {
            runs++;
            const before = s.get(counterSlot).n;
            s.get(counterSlot).n = before + 1;
            await b.collection<number>('test.reads').put('changed', before + 1);
            return before;
          },
          'read',
        );
        expect(seen).toBe(0);
        expect(runs).toBeGreaterThanOrEqual(1);
        expect((await a.findSession(session.id, now.value))?.get(counterSlot)).toEqual({ n: 1 });
        expect(await a.collection('test.reads').get('changed')).toBe(1);
        // A read that changes the session alone (no write to give it away while it runs).
        await inSession(a, session.id, now.value, async (s) => s.set(counterSlot, { n: 5 }), 'read');
        expect((await b.findSession(session.id, now.value))?.get(counterSlot)).toEqual({ n: 5 });
        // A read that changes nothing sees the data and leaves it so; a slot it only looked at stays empty.
        const other = defineSlot<{ n: number }>('test.other', () => ({ n: 9 }));
        const read = await inSession(
          a,
          session.id,
          now.value,
          async (s) => s.get(counterSlot).n + s.get(other).n,
          'read',
        );
        expect(read).toBe(14);
        expect((await b.findSession(session.id, now.value))?.get(counterSlot)).toEqual({ n: 5 });
      }));

    it('runs what holds a lock one at a time across instances, and other keys alongside', () =>
      withStore(async ({ stores: [a, b] }) => {
        const counter = (store: Store) => store.collection<number>('test.counter');
        await counter(a).put('seat', 0);
        await Promise.all(
          Array.from({ length: 40 }, (_, i) => {
            const store = i % 2 ? b : a;
            return store.lock(['seat', `other-${i}`], async () => {
              const n = (await counter(store).get('seat')) ?? 0;
              await new Promise((r) => setTimeout(r, 1));
              await counter(store).put('seat', n + 1);
            });
          }),
        );
        expect(await counter(b).get('seat')).toBe(40);
      }));

    it('hands out each number of a sequence once, from its first, across instances', () =>
      withStore(async ({ stores: [a, b] }) => {
        const numbers = await Promise.all(
          Array.from({ length: 60 }, (_, i) => (i % 2 ? b : a).nextNumber('test.orders', 100483)),
        );
        expect(new Set(numbers).size).toBe(60);
        expect(Math.min(...numbers)).toBe(100483);
        expect(await a.nextNumber('test.other', 7)).toBe(7);
      }));

    it("keeps one waiting room's line across instances: places in order, admitted never past the last", () =>
      withStore(async ({ stores: [a, b] }) => {
        expect(await a.line.read()).toEqual({ last: 0, admitted: 0 });
        // Joining is a change: it runs in a call, as a shopper's call does.
        const places = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            (i % 2 ? b : a).visit(undefined, 0, 'write', () => (i % 2 ? b : a).line.join()),
          ),
        );
        expect([...places].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
        expect(await b.line.read()).toEqual({ last: 30, admitted: 0 });
        expect(await a.line.admit(12)).toEqual({ last: 30, admitted: 12 });
        const [one, two] = await Promise.all([a.line.admit(10), b.line.admit(10)]);
        expect(Math.max(one.admitted, two.admitted)).toBe(30);
        expect(await a.line.admit(5)).toEqual({ last: 30, admitted: 30 });
        expect(await b.line.admit(-3)).toEqual({ last: 30, admitted: 30 });
      }));

    it('changes counts all or none, never past a capacity nor below zero, across instances', () =>
      withStore(async ({ stores: [a, b] }) => {
        const counts = (store: Store) => store.collection<{ sold: number }>('test.counts');
        // 40 buyers of one place each, 25 places: exactly 25 are taken.
        const outcomes = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            (i % 2 ? b : a).changeCounts('test.counts', [
              { key: 'perf', by: 1, capacity: 25 },
              { key: `perf/seat_${i}`, by: 1, capacity: 1 },
            ]),
          ),
        );
        expect(outcomes.filter((short) => short.length === 0)).toHaveLength(25);
        expect(outcomes.filter((short) => short.length > 0).every((s) => s.join() === 'perf')).toBe(true);
        expect((await counts(b).get('perf'))?.sold).toBe(25);
        // All or none: the seat was free, the performance is full, so the seat stays free too.
        expect(
          await a.changeCounts('test.counts', [
            { key: 'perf/seat_99', by: 1, capacity: 1 },
            { key: 'perf', by: 1, capacity: 25 },
          ]),
        ).toEqual(['perf']);
        expect((await counts(a).get('perf/seat_99'))?.sold ?? 0).toBe(0);
        // Giving back: within a call too, and never below zero.
        await inSession(a, (await a.createSession(1)).id, 1, () =>
          a.changeCounts('test.counts', [{ key: 'perf', by: -30, capacity: 25 }]),
        );
        expect((await counts(b).get('perf'))?.sold).toBe(0);
      }));

    it("counts a cart's holds as taken, turns a hold into a sale without a check, and gives one back", () =>
      withStore(async ({ stores: [a, b] }) => {
        const count = async (store: Store) => store.collection<CountRecord>('test.counts').get('show');
        // Two places held of three: a sale of two more is refused, as a hold of two more would be.
        expect(await a.changeCounts('test.counts', [{ key: 'show', by: 2, capacity: 3, hold: 2 }])).toEqual(
          [],
        );
        expect(await count(b)).toMatchObject({ sold: 2, held: 2 });
        expect(await b.changeCounts('test.counts', [{ key: 'show', by: 2, capacity: 3 }])).toEqual(['show']);
        expect(await b.changeCounts('test.counts', [{ key: 'show', by: 2, capacity: 3, hold: 2 }])).toEqual([
          'show',
        ]);
        // The last place sold; the capacity is reached, and the held two still become sales.
        expect(await b.changeCounts('test.counts', [{ key: 'show', by: 1, capacity: 3 }])).toEqual([]);
        expect(await a.changeCounts('test.counts', [{ key: 'show', by: 0, capacity: 3, hold: -2 }])).toEqual(
          [],
        );
        expect(await count(a)).toMatchObject({ sold: 3, held: 0 });
        // A hold given back frees its place; the held part never goes below zero nor above the count.
        await b.changeCounts('test.counts', [{ key: 'other', by: 1, capacity: 5, hold: 1 }]);
        await a.changeCounts('test.counts', [{ key: 'other', by: -1, capacity: 5, hold: -3 }]);
        expect(await a.collection<CountRecord>('test.counts').get('other')).toMatchObject({
          sold: 0,
          held: 0,
        });
        await a.changeCounts('test.counts', [{ key: 'other', by: 1, capacity: 5, hold: 4 }]);
        expect(await b.collection<CountRecord>('test.counts').get('other')).toMatchObject({
          sold: 1,
          held: 1,
        });
      }));

    it('runs work outside a call holding nothing, and goes on with the session as it is now', () =>
      withStore(async ({ stores: [a, b], now }) => {
        const id = (await a.createSession(now.value)).id;
        const bump = (session: Session) => session.set(counterSlot, { n: session.get(counterSlot).n + 1 });
        let other: Promise<unknown> = Promise.resolve();
        const seen = await inSession(a, id, now.value, async (session) => {
          bump(session);
          await a.lock(['seat'], async () => {});
          const inside = await a.outside(async () => {
            // Another call of the session, on the other instance, runs meanwhile (awaited here: once
            // this call is back, it holds the session again, and the other would wait for it). On
            // one instance the session's calls queue: that one runs after this call.
            other = inSession(b, id, now.value, async (s) => bump(s));
            if (a !== b) await other;
            // What the call locked before was let go: another lock of it is taken at once.
            return b.lock(['seat'], async () => 'free');
          });
          expect(inside).toBe('free');
          bump(session);
          return session.get(counterSlot).n;
        });
        await other;
        // On two instances the other call came between the two bumps; on one it came after.
        expect(seen).toBe(a === b ? 2 : 3);
        expect(await inSession(b, id, now.value, async (s) => s.get(counterSlot).n)).toBe(3);
      }));
  });
}
