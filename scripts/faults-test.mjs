// Faults during an on-sale, small (issue 38; `npm run bench:faults` is the full one): for each fault
// (scripts/faults.mjs), two backend instances on a fresh PostgreSQL database serve 150 shoppers of a
// day performance and 30 of the 24-seat dinner show released at once, and the fault is injected once
// 20 orders are placed: every database connection terminated; PostgreSQL restarted (on a throwaway
// server of this script's own, as restarting the test command's would pull it from under anything
// else on it); an instance killed with SIGKILL, its shoppers moved to the other; the worker of an
// instance run under its supervisor (as `npm start` runs it) killed with SIGKILL, the supervisor to
// bring one back; the card provider slower than the payment window. A call cut off in flight is tried
// again by its shopper as the web app lets them (looking at the cart first). Needs the built backend
// and a PostgreSQL server (BOXOFFICE_TEST_POSTGRES_URL; the test command starts one). Prints one line
// per check of each fault (no instance exits by itself, the supervisor's worker back within 30 s,
// nothing oversold, no confirmed order lost, no charge without an order, every shopper a clear
// answer, no untold order, no place held but by a cart, no place left held by a refused shopper, no
// 5xx but 503 with Retry-After, every submit answered within the web app's minute), the table, and
// 'N passed, M failed'; exits non-zero when one fails.
import { FAULTS, formatChecks, formatDetails, formatTable, runFault } from './faults.mjs';
import { startPostgres } from './postgres.mjs';

const serverUrl = process.env.BOXOFFICE_TEST_POSTGRES_URL;
if (!serverUrl) {
  console.error('BOXOFFICE_TEST_POSTGRES_URL must name a PostgreSQL server (npm test starts one)');
  process.exit(2);
}

const SIZE = { shoppers: { day: 150, dinner: 30 }, afterOrders: 20, downMs: 2000 };
// Each backend started adds an exit listener (scripts/lib.mjs stops it when this process exits).
process.setMaxListeners(50);

let passed = 0;
let failed = 0;
const results = [];
for (const fault of FAULTS) {
  let own = null;
  try {
    if (fault === 'restart') own = await startPostgres();
    const result = await runFault(fault, { serverUrl: own?.url ?? serverUrl, postgres: own, ...SIZE });
    results.push(result);
    console.log([...formatChecks(result), ...formatDetails(result)].join('\n'));
    const failing = result.checks.filter((c) => !c.ok).length;
    passed += result.checks.length - failing;
    failed += failing;
  } catch (error) {
    failed++;
    results.push({ fault, broken: String(error?.message ?? error).split('\n')[0] });
    const stack = String(error?.stack ?? error)
      .split('\n')
      .slice(0, 4)
      .join(' | ');
    console.log(`FAIL ${fault}: the run: ${stack}`);
    if (error?.output) console.log(String(error.output).split('\n').slice(-8).join('\n'));
  } finally {
    await own?.stop().catch(() => undefined);
  }
}
console.log(`\n${formatTable(results)}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
