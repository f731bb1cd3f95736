// Two backend instances on one PostgreSQL database, as behind a load balancer, and a backend killed in
// the middle of a load run: nothing lost, nothing sold twice. Needs the built backend and a PostgreSQL
// server (BOXOFFICE_TEST_POSTGRES_URL; the test command starts one). Prints one line per check and
// exits non-zero when one fails.
//   1. 50 concurrent cart adds in one session, split across both instances, end at the exact sum.
//   2. 20 sessions racing for the last 18 places of a performance across both instances: 18 carts hold
//      a place, 2 are told at add-to-cart, and the 18 holders' orders sell exactly 18.
//   3. One order submitted 10 times at once with one Idempotency-Key, across both instances, is one order.
//   4. 200 shoppers released at once across both instances, each buying as the web app does
//      (scripts/surge.mjs), for the 24-seat dinner show and for a concert section: exactly the
//      capacity is sold, every shopper gets an order or a clear refusal, no error, no untold order.
//   5. A backend killed (SIGKILL) while shoppers are paying, and restarted, has every order it confirmed.
//   6. A backend killed between an order's hold and its charge: the other instance's sweep gives the
//      places back after the payment window, and the shopper's repeat of the submit places the order.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createStorefrontClient, isStorefrontApiError } from '@boxoffice/sdk';
import pg from 'pg';
import { createDatabase, startBackend } from './backend.mjs';
import { root } from './lib.mjs';
import { runSurge } from './surge.mjs';

const serverUrl = process.env.BOXOFFICE_TEST_POSTGRES_URL;
if (!serverUrl) {
  console.error('BOXOFFICE_TEST_POSTGRES_URL must name a PostgreSQL server (npm test starts one)');
  process.exit(2);
}

const spec = JSON.parse(await readFile(join(root, 'openapi', 'dist', 'openapi.json'), 'utf8'));
/** The contract's example request of an operation (the story's checkout details and payment key). */
function example(operationId) {
  for (const item of Object.values(spec.paths))
    for (const op of Object.values(item))
      if (op?.operationId === operationId) {
        const media = op.requestBody.content['application/json'];
        return structuredClone(media.example ?? Object.values(media.examples)[0].value);
      }
  throw new Error(`no example for ${operationId}`);
}

const TOUR = 'perf_tour_20261205_0900'; // 18 places left (STORY.md)
const DAY_TICKET = ['prod_day', 'var_day_adult', 'perf_day_20261205_1400'];
const line = (productId, productVariantId, performanceId) => ({
  promotionCode: null,
  reSubmitContext: null,
  items: [
    {
      productId,
      productVariantId,
      performances: [{ selectionIndex: 1, performanceId, showCategoryId: null, seatId: null }],
      entitlementId: null,
      quantity: 1,
    },
  ],
});

/** A shopper: the SDK's client for each instance, sharing one cookie jar (its session). */
class Shopper {
  cookies = new Map();
  #clients = new Map();

  /** The storefront client for `origin`; it sends the XSRF token on changes, as the web app does. */
  client(origin) {
    let client = this.#clients.get(origin);
    if (!client) {
      client = createStorefrontClient({
        baseUrl: `${origin}/api`,
        fetch: (request) => this.#fetch(request),
        xsrfToken: () => this.cookies.get('XSRF-TOKEN'),
      });
      this.#clients.set(origin, client);
    }
    return client;
  }

  async #fetch(request) {
    const headers = new Headers(request.headers);
    headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new Request(request, { headers }));
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  /** One call through the SDK; answers the status and body, a refusal's too. */
  async call(origin, method, path, body, headers) {
    try {
      const { data, response } = await this.client(origin)[method](path, { body, headers });
      return { status: response.status, body: data };
    } catch (error) {
      if (isStorefrontApiError(error) && error.kind === 'http')
        return { status: error.status, body: error.body };
      throw error;
    }
  }

  async open(origin) {
    await this.call(origin, 'GET', '/session');
    return this;
  }

  get sessionId() {
    return this.cookies.get('BOXOFFICE_SESSION');
  }

  /** A cart of one place (a tour place unless told) with the story's checkout details, ready to pay. */
  async readyToPay(origin, what = ['prod_tour', 'var_tour_guest', TOUR]) {
    const added = await this.call(origin, 'POST', '/cart/add', line(...what));
    if (added.status !== 200 || !added.body.success) throw new Error(`add: ${JSON.stringify(added.body)}`);
    const saved = await this.call(origin, 'POST', '/cart/settings', example('saveCartSettings'));
    if (saved.status !== 200) throw new Error(`settings: ${JSON.stringify(saved.body)}`);
  }

  pay(origin, headers) {
    return this.call(origin, 'POST', '/order/submit', example('submitOrder'), headers);
  }
}

const checks = [];
function check(name, ok, detail) {
  checks.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
}

const database = await createDatabase(serverUrl, `boxoffice_instances_${process.pid}`);
const db = new pg.Pool({ connectionString: database, max: 2 });
const ordersOf = async (sessionId) =>
  Number(
    (
      await db.query(
        `SELECT count(*) AS n FROM records WHERE collection = 'orders' AND value->>'sessionId' = $1`,
        [sessionId],
      )
    ).rows[0].n,
  );
// Behind the load generator as their proxy (TRUST_PROXY): each of the crowd's shoppers comes from
// an address of its own (scripts/surge.mjs), as on a real site, so the caps per address meet one
// shopper. The limits per customer are off: these checks buy 50 tickets in one session to count
// concurrent adds across instances (the limits have their own tests, and scripts/scalpers-test.mjs).
const env = {
  DATABASE_URL: database,
  LOG_LEVEL: 'error',
  TRUST_PROXY: '1',
  BOXOFFICE_CUSTOMER_LIMIT: '0',
  BOXOFFICE_ADDRESS_LIMIT: '0',
  // The shoppers pay with the story's test key (the submitOrder example), a test server's only.
  BOXOFFICE_STORY_PAYMENT_KEY: '1',
};
const instances = [];
try {
  instances.push(await startBackend({ env }), await startBackend({ env }));
  const [a, b] = instances.map((i) => i.origin);
  const either = (i) => (i % 2 ? b : a);

  // 1. One session, 50 adds at once, alternating instances.
  const one = await new Shopper().open(a);
  const adds = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      one.call(either(i), 'POST', '/cart/add', line('prod_day', 'var_day_child', 'perf_day_20261205_1000')),
    ),
  );
  const cart = await one.call(b, 'GET', '/cart');
  const quantity = cart.body.value.itemGroups
    .flatMap((g) => g.items)
    .reduce((n, item) => n + item.quantity, 0);
  check(
    '50 concurrent cart adds in one session across two instances',
    adds.every((r) => r.status === 200 && r.body.success) && quantity === 50,
    `${adds.filter((r) => r.body?.success).length} adds answered success, the cart holds ${quantity}`,
  );

  // 2. Twenty shoppers, one place each, 18 places left: the cart holds what is added, so the last
  //    places go to the first 18 adds (on either instance), the other two hear it at add-to-cart, and
  //    every shopper who holds a place pays for it.
  const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => new Shopper().open(either(i))));
  const tried = await Promise.all(
    buyers.map((s, i) =>
      s.readyToPay(either(i)).then(
        () => s,
        (error) => ({ refusal: String(error.message) }),
      ),
    ),
  );
  const holders = tried.filter((t) => t instanceof Shopper);
  const toldAtAdd = tried.filter((t) => /Not enough tickets remain/.test(t.refusal ?? '')).length;
  const paid = await Promise.all(holders.map((s, i) => s.pay(either(i + 1))));
  const placed = paid.filter((r) => r.status === 200 && r.body.success).length;
  const sold = Number(
    (
      await db.query(
        `SELECT (value ->> 'sold')::int - coalesce((value ->> 'held')::int, 0) AS n FROM records WHERE collection = 'sold' AND id = $1`,
        [TOUR],
      )
    ).rows[0]?.n ?? 0,
  );
  check(
    '20 sessions racing for the last 18 places across two instances',
    holders.length === 18 && toldAtAdd === 2 && placed === 18 && sold === 18,
    `${holders.length} carts hold a place, ${toldAtAdd} told at add-to-cart, ${placed} orders placed, ${sold} places recorded sold`,
  );

  // 3. One order, ten submits at once, one key.
  const repeat = await new Shopper().open(a);
  await repeat.readyToPay(a, DAY_TICKET);
  const key = { 'Idempotency-Key': `instances-${process.pid}` };
  const submits = await Promise.all(Array.from({ length: 10 }, (_, i) => repeat.pay(either(i), key)));
  const orders = await ordersOf(repeat.sessionId);
  check(
    'one order submitted 10 times at once with one Idempotency-Key across two instances',
    submits.every((r) => r.status === 200 && r.body.success) && orders === 1,
    `${submits.filter((r) => r.body?.success).length} answers of success, ${orders} order recorded`,
  );

  // 4. A crowd across both instances, for seats and for a section; each call of a shopper to the other
  //    instance than its last (the hardest for a session's calls to stay in order).
  for (const target of ['dinner', 'section']) {
    const run = await runSurge({ apis: instances.map((i) => i.api), target, shoppers: 200, balance: 'call' });
    const errors = run.errors5xx + run.timeoutsDropped + run.otherErrors;
    check(
      `200 shoppers at once across two instances for ${target === 'dinner' ? 'the 24-seat dinner show' : 'a concert section'}`,
      run.sold === run.capacity &&
        run.placedTickets === run.capacity &&
        run.oversold === 0 &&
        errors === 0 &&
        run.withoutClearAnswer === 0 &&
        run.untold === 0 &&
        run.ordersUnchecked === 0,
      `${run.capacity} places, ${run.sold} sold in ${run.placedOrders} orders, ${run.refused} clear refusals, ${errors} errors, ${run.withoutClearAnswer} without a clear answer, ${run.untold} untold orders, ${run.honoured503} 503s honoured, submit p99 ${Math.round(run.submitP99 ?? 0)} ms`,
    );
  }

  // 5. Kill an instance while shoppers pay; every order it confirmed is there after a restart.
  //    Four shoppers at a time pay, one after another, until the instance is killed after its tenth
  //    confirmed order, with the others' calls in flight.
  const victim = instances[1];
  const confirmed = [];
  let attempts = 0;
  let lastProblem = '';
  const worker = async () => {
    // At most 200 tries: an instance that confirms nothing must not keep the run waiting.
    while (victim.child.signalCode === null && attempts++ < 200) {
      const s = new Shopper();
      try {
        await s.open(victim.origin);
        await s.readyToPay(victim.origin, DAY_TICKET);
        const r = await s.pay(victim.origin);
        if (r.status === 200 && r.body.success) {
          confirmed.push(s);
          if (confirmed.length === 10) victim.child.kill('SIGKILL');
        }
      } catch (error) {
        // Cut off by the kill: nothing was confirmed to this shopper.
        lastProblem = String(error?.message ?? error);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  // Killed by a signal, a process has no exit code but a signal code.
  const running = () => victim.child.exitCode === null && victim.child.signalCode === null;
  await new Promise((resolve) => (running() ? victim.child.on('exit', resolve) : resolve()));
  const restarted = await startBackend({ env });
  instances.push(restarted);
  let found = 0;
  for (const s of confirmed) {
    const details = await s.call(restarted.origin, 'GET', '/order/details');
    if (details.status === 200 && (await ordersOf(s.sessionId)) === 1) found++;
  }
  check(
    'a backend killed (SIGKILL) while shoppers pay, restarted, has every order it confirmed',
    confirmed.length >= 10 && found === confirmed.length,
    `${confirmed.length} orders confirmed before the kill, ${found} of them found after the restart${
      confirmed.length < 10 ? ` (last problem: ${lastProblem})` : ''
    }`,
  );

  // 6. An instance killed between the hold and the charge (its card provider answers after 30 s):
  //    the places come back after the payment window, by the other instance's sweep (to the buyer's
  //    cart, which held them before the order took them over).
  const windowEnv = { ...env, BOXOFFICE_PAYMENT_WINDOW_SECONDS: '4' };
  const survivor = await startBackend({ env: windowEnv });
  const dying = await startBackend({ env: { ...windowEnv, BOXOFFICE_CARD_LATENCY_MS: '30000' } });
  instances.push(survivor, dying);
  // Sold outright: what orders took, less what carts hold (the buyer's cart holds its ticket before
  // the order takes it over, and again once the order is given back).
  const soldOfDay = async () =>
    Number(
      (
        await db.query(
          `SELECT (value ->> 'sold')::int - coalesce((value ->> 'held')::int, 0) AS n FROM records WHERE collection = 'sold' AND id = $1`,
          [DAY_TICKET[2]],
        )
      ).rows[0]?.n ?? 0,
    );
  const pendingOf = async (sessionId) =>
    Number(
      (
        await db.query(`SELECT count(*) AS n FROM records WHERE collection = 'orders.pending' AND id = $1`, [
          sessionId,
        ])
      ).rows[0].n,
    );
  const waitFor = async (what, test, ms) => {
    const until = Date.now() + ms;
    while (!(await test())) {
      if (Date.now() > until) throw new Error(`${what} did not happen within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const buyer = await new Shopper().open(dying.origin);
  await buyer.readyToPay(dying.origin, DAY_TICKET);
  const soldBefore = await soldOfDay();
  const crashKey = { 'Idempotency-Key': `crash-${process.pid}` };
  const submitted = buyer.pay(dying.origin, crashKey).catch(() => 'cut off');
  let problem = '';
  let heldSold = 0;
  let backSold = 0;
  let retried = null;
  try {
    await waitFor('the hold', async () => (await pendingOf(buyer.sessionId)) === 1, 15_000);
    heldSold = await soldOfDay();
    dying.child.kill('SIGKILL');
    await submitted;
    await waitFor('the release', async () => (await pendingOf(buyer.sessionId)) === 0, 20_000);
    backSold = await soldOfDay();
    retried = await buyer.pay(survivor.origin, crashKey);
  } catch (error) {
    problem = String(error?.message ?? error);
  }
  check(
    'an instance killed between the hold and the charge: the places come back, and the repeat places the order',
    !problem &&
      heldSold === soldBefore + 1 &&
      backSold === soldBefore &&
      retried?.status === 200 &&
      retried.body.success &&
      (await ordersOf(buyer.sessionId)) === 1 &&
      (await soldOfDay()) === soldBefore + 1,
    problem ||
      `sold ${soldBefore} before, ${heldSold} while held, ${backSold} after the sweep; the repeat answered ${retried?.status} ${JSON.stringify(retried?.body?.success)}`,
  );
} finally {
  for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGTERM');
  await db.end();
}
const failed = checks.filter((c) => !c.ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
