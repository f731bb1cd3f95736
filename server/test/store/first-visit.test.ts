// A visitor's first calls cost the database store no write (issue 41): the session they open is a
// signed id with no row until a call changes it; a made-up id names nothing; an id signed out names
// nothing again, though its idle time has not passed.
import { describe, expect, it } from 'vitest';
import { PgliteDatabase } from '../../src/store/sql/database.js';
import { migrate } from '../../src/store/sql/migrate.js';
import { SqlStore } from '../../src/store/sql/sql-store.js';
import { DAY_TICKET_ADD, STORY_NOW } from '../features/order-support.js';
import { Browser } from '../pages/support.js';
import { testApp } from '../support/client.js';

async function storeWithDatabase(options: Partial<ConstructorParameters<typeof SqlStore>[1]> = {}) {
  const db = await PgliteDatabase.open();
  await migrate(db);
  const store = new SqlStore(db, {
    idleMs: () => 20 * 60_000,
    now: () => STORY_NOW,
    sweepEveryMs: 0,
    concurrent: false,
    ...options,
  });
  await store.prepare();
  const rows = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]?.n;
  return { store, rows };
}

describe("a visitor's first calls on the database store", () => {
  it('write no session until one changes something, and keep the same session throughout', async () => {
    const { store, rows } = await storeWithDatabase();
    const app = testApp({ store, clock: { now: () => STORY_NOW } });
    const visitor = new Browser(app);
    expect((await visitor.api.GET('/session')).data?.value.userAuthenticated).toBe(false);
    const id = visitor.cookies.get('BOXOFFICE_SESSION');
    expect(id).toMatch(/^[\w-]{48}$/);
    await visitor.api.GET('/settings');
    await visitor.api.GET('/cart/mini-cart');
    await visitor.api.GET('/session');
    expect(await rows()).toBe(0);
    expect(visitor.cookies.get('BOXOFFICE_SESSION')).toBe(id);
    // The first change writes it, under the same id, its XSRF token accepted.
    const added = await visitor.api.POST('/cart/add', { body: DAY_TICKET_ADD });
    expect(added.response.status).toBe(200);
    expect(await rows()).toBe(1);
    expect(visitor.cookies.get('BOXOFFICE_SESSION')).toBe(id);
    expect((await visitor.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(1);
  });

  it('give a made-up or altered id a new session, not the one it names', async () => {
    const { store } = await storeWithDatabase();
    const app = testApp({ store, clock: { now: () => STORY_NOW } });
    const visitor = await new Browser(app).open();
    const id = visitor.cookies.get('BOXOFFICE_SESSION') ?? '';
    const altered = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    for (const named of [altered, 'made-up-session-id']) {
      const other = new Browser(app);
      other.cookies.set('BOXOFFICE_SESSION', named);
      await other.api.GET('/session');
      expect(other.cookies.get('BOXOFFICE_SESSION')).not.toBe(named);
    }
  });

  it('end a renewed or signed-out session for good, though its id was made a minute ago', async () => {
    const { store } = await storeWithDatabase();
    const app = testApp({ store, clock: { now: () => STORY_NOW } });
    const shopper = await new Browser(app).open();
    const anonymous = shopper.cookies.get('BOXOFFICE_SESSION') ?? '';
    await shopper.signIn();
    const signedIn = shopper.cookies.get('BOXOFFICE_SESSION') ?? '';
    expect(signedIn).not.toBe(anonymous);
    expect(await shopper.userAuthenticated()).toBe(true);
    await shopper.post('/logout', {});
    expect(await shopper.userAuthenticated()).toBe(false);
    // Neither id names a session any more: each gets a new one, anonymous.
    for (const ended of [anonymous, signedIn]) {
      const other = new Browser(app);
      other.cookies.set('BOXOFFICE_SESSION', ended);
      expect(await other.userAuthenticated()).toBe(false);
      expect(other.cookies.get('BOXOFFICE_SESSION')).not.toBe(ended);
    }
  });
});

describe("a visitor's place in line, where a pool serves calls at once", () => {
  it('is taken without a turn at the door: the line opens when the door is slow', async () => {
    const { store } = await storeWithDatabase({
      concurrent: true,
      admission: { limit: 1, maxWaitMs: 60_000, maxQueue: 100 },
    });
    // A shopper inside holds the door's one turn (taken as it first reads) until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = () => {};
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const holder = store.visit(undefined, Date.now(), 'read', async () => {
      await store.line.read();
      inside();
      await held;
    });
    await entered;
    // A newcomer's first call takes its place meanwhile; a write call waits for the turn.
    const place = await store.visit(undefined, Date.now(), 'read', () => store.line.join());
    expect(place).toBeGreaterThan(0);
    let wrote = false;
    const writer = store.visit(undefined, Date.now(), 'write', async () => {
      wrote = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wrote).toBe(false);
    release();
    await Promise.all([holder, writer]);
    expect(wrote).toBe(true);
  });
});
