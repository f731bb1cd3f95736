// The schema says what the domain says, whatever code writes to it (migrations/*.sql): checked on
// PGlite, the PostgreSQL the backend embeds, with statements a faulty caller could send.
import { beforeAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from '../../src/store/sql/database.js';
import { migrate, migrationFiles } from '../../src/store/sql/migrate.js';
import { SqlStore } from '../../src/store/sql/sql-store.js';
import { defineSlot } from '../../src/store/store.js';

const put = (db: PgliteDatabase, collection: string, id: string, value: unknown) =>
  db.query('INSERT INTO records (collection, id, value) VALUES ($1, $2, $3::jsonb)', [
    collection,
    id,
    JSON.stringify(value),
  ]);

async function migrated() {
  const db = await PgliteDatabase.open();
  await migrate(db);
  return db;
}

/** A database migrated up to (not including) the migration whose name starts with `before`. */
async function migratedBefore(before: string) {
  const db = await PgliteDatabase.open();
  await migrate(
    db,
    migrationFiles().filter((f) => f.name < before),
  );
  return db;
}

describe('the schema', () => {
  // The worker's first PGlite database runs initdb (seconds, far more on a loaded machine); it is
  // made here, outside any one test's time limit, and copied for each test after.
  beforeAll(async () => {
    await (await PgliteDatabase.open()).close();
  }, 120_000);

  it('never gives an order number twice', async () => {
    const db = await migrated();
    await put(db, 'orders', 'ord_1', { orderNumber: 100483 });
    await expect(put(db, 'orders', 'ord_2', { orderNumber: 100483 })).rejects.toThrow(/orders_order_number/);
    await put(db, 'orders', 'ord_3', { orderNumber: 100484 });
  });

  it('sells a seat once and a performance or section never past its capacity, nor below zero', async () => {
    const db = await migrated();
    await put(db, 'sold', 'perf_dinner/seat_a_101', { sold: 1, capacity: 1 });
    await expect(put(db, 'sold', 'perf_dinner/seat_a_102', { sold: 2, capacity: 1 })).rejects.toThrow(
      /sold_within_capacity/,
    );
    await put(db, 'sold', 'perf_tour', { sold: 18, capacity: 18 });
    await expect(
      db.query(`UPDATE records SET value = '{"sold": 19, "capacity": 18}' WHERE id = 'perf_tour'`),
    ).rejects.toThrow(/sold_within_capacity/);
    for (const value of [{ sold: -1, capacity: 5 }, { sold: 'many', capacity: 5 }, { sold: 2 }, 3])
      await expect(put(db, 'sold', 'perf_day', value)).rejects.toThrow(/sold_within_capacity/);
    // Other collections hold what they like.
    await put(db, 'other', 'perf_day', 3);
  });

  it('keeps the sessions written before their data was kept as text', async () => {
    const db = await migratedBefore('002');
    await db.query(
      `INSERT INTO sessions (id, xsrf_token, last_seen, slots) VALUES ('s1', 't1', 1000, '{"cart": {"lines": [1, 2]}}')`,
    );
    await migrate(db);
    const store = new SqlStore(db, {
      idleMs: () => 60_000,
      now: () => 1000,
      sweepEveryMs: 0,
      concurrent: false,
    });
    const found = await store.findSession('s1', 1000);
    expect(found?.get(defineSlot('cart', () => ({})))).toEqual({ lines: [1, 2] });
  });

  it('keeps the sold counts written before capacities were kept, capacity unknown', async () => {
    const db = await migratedBefore('003');
    await put(db, 'sold', 'perf_day', 12);
    expect(await migrate(db)).toContain('003_sold_capacity.sql');
    const { rows } = await db.query<{ value: unknown }>(`SELECT value FROM records WHERE id = 'perf_day'`);
    expect(rows[0]?.value).toEqual({ sold: 12, capacity: null });
  });

  it('ends the sessions that kept a photo inside their data, and keeps the others', async () => {
    const db = await migratedBefore('005');
    await db.query(
      `INSERT INTO sessions (id, xsrf_token, last_seen, slots) VALUES
        ('s1', 't1', 1000, '{"passes": [{"photo": {"bytes": {"$bytes": "iVBORw=="}, "type": "image/png"}}]}'),
        ('s2', 't2', 1000, '{"passes": [{"photo": null}]}')`,
    );
    expect(await migrate(db)).toContain('005_session_files.sql');
    const { rows } = await db.query<{ id: string }>('SELECT id FROM sessions ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(['s2']);
  });

  it("keeps a session's files only while the session exists", async () => {
    const db = await migrated();
    await expect(
      db.query(
        `INSERT INTO session_files (session_id, name, type, bytes) VALUES ('nobody', 'f', 'image/png', '\\x89')`,
      ),
    ).rejects.toThrow(/foreign key/);
    await db.query(`INSERT INTO sessions (id, xsrf_token, last_seen, slots) VALUES ('s1', 't1', 1000, '{}')`);
    await db.query(
      `INSERT INTO session_files (session_id, name, type, bytes) VALUES ('s1', 'f', 'image/png', '\\x89')`,
    );
    await db.query(`DELETE FROM sessions WHERE id = 's1'`);
    expect((await db.query('SELECT * FROM session_files')).rows).toEqual([]);
  });
});
