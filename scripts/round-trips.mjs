// `npm run bench:surge -- --round-trips`: the round trips to PostgreSQL per API call, counted in each
// backend by round-trips-preload.mjs, summed over a run's instances, and per shopper's purchase: the
// calls of surge.mjs's steps, each as many times as a shopper makes it (the product page's three).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

/** What a backend's environment gets for the counts to be written to `dir`. */
export const roundTripsEnv = (dir) => ({
  NODE_OPTIONS: `--import ${pathToFileURL(join(root, 'scripts', 'round-trips-preload.mjs')).href}`,
  BOXOFFICE_ROUND_TRIPS_DIR: dir,
});

/** A purchase as surge.mjs makes it: each call once, the card provider's tokenize included. */
export const PURCHASE = [
  'GET /api/session',
  'POST /api/performance/product-date',
  'POST /api/performance/product-date-performance',
  'POST /api/performance/performance-detail',
  'POST /api/cart/add',
  'POST /api/cart/settings',
  'POST /api/payment/freedom-pay/setup',
  'POST /api/v1.5/cdn/card/tokenize',
  'POST /api/order/submit',
];

/** The counts the backends wrote to `dir`, summed: { 'METHOD /path': { calls, roundTrips } }. */
export async function readRoundTrips(dir) {
  const routes = {};
  for (const name of (await readdir(dir)).filter((n) => n.startsWith('round-trips-'))) {
    for (const [route, { calls, roundTrips }] of Object.entries(
      JSON.parse(await readFile(join(dir, name), 'utf8')),
    )) {
      routes[route] ??= { calls: 0, roundTrips: 0 };
      const sum = routes[route];
      sum.calls += calls;
      sum.roundTrips += roundTrips;
    }
  }
  return routes;
}

/** Round trips per purchase: each call of PURCHASE at its mean (null when one was never made). */
export function perPurchase(routes) {
  let total = 0;
  for (const route of PURCHASE) {
    const counted = routes[route];
    if (!counted?.calls) return null;
    total += counted.roundTrips / counted.calls;
  }
  return total;
}

/** The counts as lines: the purchase's calls first, then the busiest others. */
export function formatRoundTrips(routes) {
  const row = (route) => {
    const { calls, roundTrips } = routes[route];
    const each = calls
      ? `${(roundTrips / calls).toFixed(2).padStart(6)} round trips each`
      : `${roundTrips} round trips`;
    return `  ${route.padEnd(50)} ${String(calls).padStart(7)} calls ${each}`;
  };
  const others = Object.keys(routes)
    .filter((r) => !PURCHASE.includes(r))
    .sort((a, b) => routes[b].roundTrips - routes[a].roundTrips)
    .slice(0, 6);
  const purchase = perPurchase(routes);
  return [
    `round trips to PostgreSQL${purchase === null ? '' : `: ${purchase.toFixed(1)} per purchase (its calls below, each at its mean; probes' adds included)`}`,
    ...PURCHASE.filter((r) => routes[r]).map(row),
    ...others.map(row),
  ].join('\n');
}
