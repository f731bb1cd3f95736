// `npm run lighthouse`: Lighthouse (its default mobile profile) in Debian's Chromium on the product
// page and the cart, served by the reference backend from the production build. Prints the
// performance and accessibility scores of each. Goals: performance >= 95, accessibility 100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildBackend, buildWebApp, startBackend } from './backend.mjs';
import { ensureChromium } from './chromium.mjs';
import { bundle } from './lib.mjs';

const pages = [
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
    rows.push([name, score(performance), score(accessibility)]);
  }
} finally {
  await chrome.kill();
  backend.child.kill('SIGTERM');
}
console.log('\nLighthouse (mobile profile)\n');
console.log(`${'page'.padEnd(16)}${'performance'.padEnd(14)}accessibility`);
for (const [name, perf, a11y] of rows) console.log(`${name.padEnd(16)}${String(perf).padEnd(14)}${a11y}`);
const met = rows.every(([, perf, a11y]) => typeof perf === 'number' && perf >= 95 && a11y === 100);
console.log(`\ngoals (performance >= 95, accessibility 100): ${met ? 'met' : 'NOT met'}`);
