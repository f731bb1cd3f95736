// A call reads each record once per transaction (issue 41): a record read again costs no round trip,
// what the call wrote is what it reads next, a lock makes it read again, and a session's records
// named by readWithSession come with the session as a call that writes begins.
import { describe, expect, it } from 'vitest';
import { type Database, PgliteDatabase, type Sql, type Transaction } from '../../src/store/sql/database.js';
import { migrate } from '../../src/store/sql/migrate.js';
import { SqlStore } from '../../src/store/sql/sql-store.js';
import { TxReads } from '../../src/store/sql/tx-reads.js';
import { defineSlot } from '../../src/store/store.js';

const noteSlot = defineSlot<string>('test-note', () => '');

describe('TxReads', () => {
  it('answers what was kept, a copy each time, and nothing after the transaction ends', () => {
    const reads = new TxReads();
    expect(reads.get('c', 'a')).toBeUndefined();
    reads.keep(reads.ticket(), 'c', 'a', { n: 1 });
    reads.keep(reads.ticket(), 'c', 'none', undefined);
    const first = reads.get<{ n: number }>('c', 'a');
    expect(first).toEqual({ n: 1 });
    if (first) first.n = 2;
    expect(reads.get('c', 'a')).toEqual({ n: 1 });
    expect(reads.get('c', 'none')).toBeNull();
    expect(reads.get('other', 'a')).toBeUndefined();
    reads.end();
    expect(reads.get('c', 'a')).toBeUndefined();
  });

  it('does not keep a read sent before the reads ended', () => {
    const reads = new TxReads();
    const ticket = reads.ticket();
    reads.end();
    reads.keep(ticket, 'c', 'a', { n: 1 });
    expect(reads.get('c', 'a')).toBeUndefined();
  });

  it('answers what the transaction wrote', () => {
    const reads = new TxReads();
    reads.keep(reads.ticket(), 'c', 'a', { n: 1 });
    reads.wrote('c', 'a', JSON.stringify({ n: 3 }));
    expect(reads.get('c', 'a')).toEqual({ n: 3 });
    reads.wrote('c', 'a', null);
    expect(reads.get('c', 'a')).toBeNull();
  });
});

/** The database, counting the statements that read records (in a transaction's scripts too). */
function counting(db: Database) {
  let reads = 0;
  const count = (text: string) => {
    reads += text.match(/FROM records/g)?.length ?? 0;
  };
  /** `sql`'s statements, counted. */
  const counted = (sql: Sql): Sql => ({
    query: (text, params) => {
      count(text);
      return sql.query(text, params);
    },
    exec: (text) => {
      count(text);
      return sql.exec(text);
    },
  });
  const wrapped: Database = {
    ...counted(db),
    begin: async (opening) => {
      count(opening);
      const tx = await db.begin(opening);
      const each: Transaction = {
        ...counted(tx),
        opened: tx.opened,
        openedEach: tx.openedEach,
        commit: (closing) => tx.commit(closing),
        commitAfter: (closing, last, refusal) => tx.commitAfter(closing, last, refusal),
        rollback: () => tx.rollback(),
      };
      return each;
    },
    reachable: () => db.reachable(),
    close: () => db.close(),
  };
  return { db: wrapped, reads: () => reads };
}

async function databaseStore() {
  const pglite = await PgliteDatabase.open();
  await migrate(pglite);
  const { db, reads } = counting(pglite);
  const now = Date.now();
  const sql = new SqlStore(db, {
    idleMs: () => 20 * 60_000,
    now: () => now,
    sweepEveryMs: 0,
    concurrent: false,
  });
  await sql.prepare();
  const session = await sql.createSession(now);
  const write = <T>(work: () => Promise<T>) => sql.visit(session.id, now, 'write', () => work());
  // A session with a row (one that changed something): what readWithSession reads with.
  await sql.visit(session.id, now, 'write', async (found) => found?.set(noteSlot, 'kept'));
  return { store: sql, session, write, reads };
}

describe("a call's reads on the database store", () => {
  it('read a record once per transaction, and what the call wrote without a read', async () => {
    const { store, write, reads } = await databaseStore();
    const things = store.collection<{ n: number }>('things');
    await things.put('a', { n: 1 });
    const before = reads();
    const seen = await write(async () => {
      const first = await things.get('a');
      const again = await things.get('a');
      await things.put('a', { n: 2 });
      const written = await things.get('a');
      const many = await things.getMany(['a', 'b']);
      const none = await things.get('b');
      return { first, again, written, many: Object.fromEntries(many), none };
    });
    expect(seen).toEqual({
      first: { n: 1 },
      again: { n: 1 },
      written: { n: 2 },
      many: { a: { n: 2 } },
      none: undefined,
    });
    // One read of 'a', one of 'b' (getMany): 'b' absent is known after it.
    expect(reads() - before).toBe(2);
    expect(await things.get('a')).toEqual({ n: 2 });
  });

  it('read again after a lock, and in the next transaction', async () => {
    const { store, write, reads } = await databaseStore();
    const things = store.collection<{ n: number }>('things');
    await things.put('a', { n: 1 });
    const before = reads();
    await write(async () => {
      await things.get('a');
      await store.lock(['thing:a'], async () => {
        await things.get('a');
        await things.get('a');
      });
    });
    expect(reads() - before).toBe(2);
    await write(() => things.get('a'));
    expect(reads() - before).toBe(3);
  });

  it("read a session's records named by readWithSession with the session", async () => {
    const { store, session, write, reads } = await databaseStore();
    store.readWithSession(['cart-ish', 'order-ish']);
    await store.collection<{ lines: number }>('cart-ish').put(session.id, { lines: 2 });
    const before = reads();
    const seen = await write(async () => ({
      cart: await store.collection('cart-ish').get(session.id),
      order: await store.collection('order-ish').get(session.id),
    }));
    expect(seen).toEqual({ cart: { lines: 2 }, order: undefined });
    // The one read is the one that came with BEGIN and the session's row.
    expect(reads() - before).toBe(1);
  });
});
