// `npm run lighthouse`: Lighthouse (its default mobile profile, simulated throttling) in Debian's
// Chromium on the home page, the product page and the cart, served by the reference backend from the
// production build. Each page is measured three times (`--runs N` for another count), since one run
// can differ from the next; every run's performance and accessibility scores are printed, with the
// FCP, LCP, TBT, CLS and Speed Index behind them. Goals: performance >= 95 and accessibility 100 in
// every run. Measure on an idle machine: another busy process slows the page's scripts.
// `--page home|product|cart` measures one page. `--cpu-slowdown N` sets the simulated CPU slowdown
// (Lighthouse's mobile default is 4); 8 stands for a phone twice as slow, or a machine twice as slow
// as this one, and the goals are the same.
// The machine's floor: a blank page (no script, no stylesheet, one line of text) is measured in the
// same run, before the store's pages. Lighthouse multiplies every task of the page's load by the
// slowdown, the browser's own work included (creating the page's script context, the first layout's
// font set-up), so on a slow machine or a slow browser build even the blank page falls short of 95.
// Its scores say how much of a page's shortfall is the store's and how much the machine's.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildBackend, buildWebApp, startBackend } from './backend.mjs';
import { ensureChromium } from './chromium.mjs';
import { bundle } from './lib.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string', default: '4' },
    details: { type: 'boolean', default: false },
    page: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number above 0, not ${values.runs}`);
const cpuSlowdown = Number(values['cpu-slowdown']);
if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20))
  throw new Error(`--cpu-slowdown must be a number from 1 to 20, not ${values['cpu-slowdown']}`);

const allPages = [
  ['home page', '/'],
  ['product page', '/product/single/prod_day'],
  ['cart', '/cart'],
];
// `--page product` (or home, cart) measures one page, for a quicker look while working on it.
const pages = allPages.filter(([name]) => !values.page || name.startsWith(values.page));
if (pages.length === 0) throw new Error(`--page must be home, product or cart, not ${values.page}`);
// The metrics behind the performance score, so a low score says where the time goes.
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
// Lighthouse sometimes finds no navigation start in the trace of a fresh browser's page load
// (NO_NAVSTART): a fault of the measurement, not of the page, so such a run is made again, once.
const MEASUREMENT_FAULTS = new Set(['NO_NAVSTART']);

const chromePath = await ensureChromium();
await bundle();
await buildWebApp();
await buildBackend();
const backend = await startBackend();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const blankPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title></head>
<body><p>A blank page, the floor of this machine's scores.</p></body></html>`;
const blank = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(blankPage);
});
await new Promise((resolve) => blank.listen(0, '127.0.0.1', resolve));
const blankOrigin = `http://127.0.0.1:${blank.address().port}`;

async function measure(path, origin = backend.origin) {
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  return result.lhr;
}

/** `--details`: where the main thread's time goes (by kind and by script) and the long tasks. */
function printDetails(name, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(`\n${name}`);
  for (const i of items('mainthread-work-breakdown'))
    console.log(`  ${i.groupLabel ?? i.group}: ${ms(i.duration)}`);
  for (const i of items('bootup-time'))
    console.log(`  ${i.url}: script ${ms(i.scripting)}, parse ${ms(i.scriptParseCompile)}`);
  for (const table of items('largest-contentful-paint-element'))
    for (const i of table.items ?? [])
      console.log(
        i.node
          ? `  LCP ${i.node.snippet} (${i.node.selector}): ${i.node.nodeLabel}`
          : `  LCP ${i.phase}: ${ms(i.timing)}`,
      );
  for (const i of items('long-tasks').slice(0, 8))
    console.log(`  long task at ${ms(i.startTime)}: ${ms(i.duration)} ${i.url}`);
}

const rows = [];
try {
  for (const [name, path, origin] of [['blank page', '/', blankOrigin], ...pages]) {
    for (let n = 1; n <= runs; n++) {
      let lhr = await measure(path, origin);
      let note = '';
      if (MEASUREMENT_FAULTS.has(lhr.runtimeError?.code)) {
        note = ` (measured again after ${lhr.runtimeError.code})`;
        lhr = await measure(path, origin);
      }
      const { performance, accessibility } = lhr.categories;
      // A page that failed to load has no score: say why rather than print 0.
      const score = (category) =>
        category.score === null
          ? `failed: ${lhr.runtimeError?.code ?? 'no score'}`
          : Math.round(category.score * 100);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
      if (values.details) printDetails(`${name} #${n}`, lhr);
      // A metric Lighthouse could not measure leaves the page without a score: say which and why.
      for (const id of metricIds)
        if (lhr.audits[id]?.errorMessage) console.log(`${name} #${n}, ${id}: ${lhr.audits[id].errorMessage}`);
      rows.push({
        floor: origin === blankOrigin,
        name: `${name} #${n}`,
        perf: score(performance),
        a11y: score(accessibility),
        metrics: metricIds.map(metric),
        note,
      });
    }
  }
} finally {
  await chrome.kill();
  backend.child.kill('SIGTERM');
  blank.close();
}
console.log(`\nLighthouse (mobile profile, CPU slowdown ${cpuSlowdown}), ${runs} run(s) per page\n`);
console.log(
  `${'page'.padEnd(18)}${'performance'.padEnd(14)}${'accessibility'.padEnd(15)}FCP / LCP / TBT / CLS / Speed Index`,
);
for (const { name, perf, a11y, metrics, note } of rows)
  console.log(
    `${name.padEnd(18)}${String(perf).padEnd(14)}${String(a11y).padEnd(15)}${metrics.join(' / ')}${note}`,
  );
const floor = rows.filter((row) => row.floor).map((row) => row.perf);
console.log(`\nthis machine's floor (the blank page): performance ${floor.join(', ')}`);
const met = rows
  .filter((row) => !row.floor)
  .every(({ perf, a11y }) => typeof perf === 'number' && perf >= 95 && a11y === 100);
console.log(`\ngoals (performance >= 95 and accessibility 100 in every run): ${met ? 'met' : 'NOT met'}`);
process.exitCode = met ? 0 : 1;
