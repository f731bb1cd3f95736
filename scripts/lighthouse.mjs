// `npm run lighthouse`: Lighthouse (its default mobile profile) in Debian's Chromium on the home
// page, the product page and the cart, served by the reference backend from the production build. Prints the
// performance and accessibility scores of each. Goals: performance >= 95, accessibility 100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildBackend, buildWebApp, startBackend } from './backend.mjs';
import { ensureChromium } from './chromium.mjs';
import { bundle } from './lib.mjs';

const pages = [
  ['home page', '/'],
  ['product page', '/product/single/prod_day'],
  ['cart', '/cart'],
];

const chromePath = await ensureChromium();
await bundle();
await buildWebApp();
await buildBackend();
const backend = await startBackend();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
const metrics = [];
// The metrics behind the performance score, so a low score says where the time goes.
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
try {
  for (const [name, path] of pages) {
    const result = await lighthouse(`${backend.origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { performance, accessibility } = result.lhr.categories;
    // A page that failed to load has no score: say why rather than print 0.
    const score = (category) =>
      category.score === null
        ? `failed: ${result.lhr.runtimeError?.code ?? 'no score'}`
        : Math.round(category.score * 100);
    const metric = (id) => result.lhr.audits[id]?.displayValue ?? '-';
    rows.push([name, score(performance), score(accessibility)]);
    metrics.push([name, ...metricIds.map(metric)]);
  }
} finally {
  await chrome.kill();
  backend.child.kill('SIGTERM');
}
console.log('\nLighthouse (mobile profile)\n');
console.log(`${'page'.padEnd(16)}${'performance'.padEnd(14)}accessibility`);
for (const [name, perf, a11y] of rows) console.log(`${name.padEnd(16)}${String(perf).padEnd(14)}${a11y}`);
console.log(`\n${'page'.padEnd(16)}FCP / LCP / TBT / CLS / Speed Index`);
for (const [name, ...values] of metrics) console.log(`${name.padEnd(16)}${values.join(' / ')}`);
const met = rows.every(([, perf, a11y]) => typeof perf === 'number' && perf >= 95 && a11y === 100);
console.log(`\ngoals (performance >= 95, accessibility 100): ${met ? 'met' : 'NOT met'}`);
