// `npm run bench:faults`: faults during an on-sale at several hundred shoppers (issue 38; the test
// command's scripts/faults-test.mjs is the small one, and both run scripts/faults.mjs). For each
// fault, a fresh database on a throwaway PostgreSQL server this command starts, two backend
// instances on it, and a crowd released at once, six in seven for a day performance, the rest for
// the 24-seat dinner show; the fault is injected once --after-orders orders are placed. Prints each
// fault's checks and what the shoppers were told, then one row per fault.
//
//   npm run bench:faults -- [--shoppers 420] [--faults terminate,restart,kill,kill-worker,slow-card]
//     [--card-latency-ms 300] [--after-orders 20] [--down-s 2] [--no-build] [--json file]
//
// --card-latency-ms is the simulated card provider's latency on every instance (the slow card's
// instances take 15 s, with a 10 s payment window: faults.mjs SLOW_CARD); --down-s how long the
// restart keeps PostgreSQL stopped. kill-worker runs the second instance under its supervisor (as
// `npm start` does) and kills its worker; its row's 'back in' is how long until the instance answered
// /health/ready 200 again. 'cut (done in cart)': calls cut off in flight, each tried again by its
// shopper as the web app lets them (in brackets, those the shopper found done in the cart); 'held by
// refused': places still in the carts of shoppers whose answer was a refusal other than 'not
// charged'. The exit code is 0 whatever the figures, 1 when a run broke.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildBackend } from './backend.mjs';
import { bundle, root, run } from './lib.mjs';
import { startPostgres } from './postgres.mjs';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '420' },
    faults: { type: 'string', default: 'terminate,restart,kill,kill-worker,slow-card' },
    'card-latency-ms': { type: 'string', default: '300' },
    'after-orders': { type: 'string', default: '20' },
    'down-s': { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

const whole = (text, name, min = 0) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number of at least ${min}, not '${text}'`);
    process.exit(2);
  }
  return n;
};
const total = whole(values.shoppers, 'shoppers', 7);
const shoppers = { day: Math.round((total * 6) / 7), dinner: total - Math.round((total * 6) / 7) };
const cardLatencyMs = whole(values['card-latency-ms'], 'card-latency-ms');
const afterOrders = whole(values['after-orders'], 'after-orders', 1);
const downMs = whole(values['down-s'], 'down-s') * 1000;

// What the load generator needs: the bundled contract (the checkout example) and the built SDK.
if (!existsSync(join(root, 'openapi', 'dist', 'openapi.json'))) await bundle();
if (!existsSync(join(root, 'sdk', 'dist', 'index.js'))) await run('npm', ['run', 'build', '-w', 'sdk']);
const { FAULTS, FAULT_TITLES, formatChecks, formatDetails, formatTable, runFault } = await import(
  './faults.mjs'
);
const faults = values.faults
  .split(',')
  .map((f) => f.trim())
  .filter(Boolean);
for (const fault of faults)
  if (!FAULTS.includes(fault)) {
    console.error(`unknown fault '${fault}' (${FAULTS.join(', ')})`);
    process.exit(2);
  }

// Each backend started adds an exit listener (scripts/lib.mjs stops it when this process exits).
process.setMaxListeners(100);
let postgres = null;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    console.error(`\n${signal}: stopping PostgreSQL ...`);
    void (postgres?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });

await mkdir(join(root, '.tmp'), { recursive: true });
if (!values['no-build']) {
  console.log('building the backend ...');
  await buildBackend();
}
console.log(
  `${faults.length} fault${faults.length === 1 ? '' : 's'}, each on a fresh database with two instances: ${shoppers.day} shoppers for a day performance and ${shoppers.dinner} for the 24-seat dinner show, card latency ${cardLatencyMs} ms, the fault injected after the ${afterOrders}th order\n`,
);

const results = [];
let broke = false;
try {
  postgres = await startPostgres();
  for (const [index, fault] of faults.entries()) {
    console.log(`${fault}: ${FAULT_TITLES[fault]}`);
    try {
      const result = await runFault(fault, {
        serverUrl: postgres.url,
        postgres,
        databaseName: `bench_faults_${process.pid}_${index}`,
        shoppers,
        cardLatencyMs,
        afterOrders,
        downMs,
        log: (line) => console.log(line),
      });
      results.push(result);
      console.log([...formatChecks(result), ...formatDetails(result)].join('\n'));
    } catch (error) {
      broke = true;
      results.push({ fault, broken: String(error?.message ?? error).split('\n')[0] });
      console.log(
        `${fault}: the run broke: ${String(error?.stack ?? error)
          .split('\n')
          .slice(0, 4)
          .join(' | ')}`,
      );
      if (error?.output) console.log(String(error.output).split('\n').slice(-8).join('\n'));
    }
    console.log('');
  }
} finally {
  await postgres?.stop().catch(() => undefined);
}

console.log(formatTable(results));
if (values.json) {
  // The shoppers themselves stay out (runSurge keeps them apart, not enumerable).
  await writeFile(
    values.json,
    `${JSON.stringify({ shoppers, cardLatencyMs, afterOrders, downMs, results }, null, 2)}\n`,
  );
  console.log(`statistics written to ${values.json}`);
}
process.exit(broke ? 1 : 0);
