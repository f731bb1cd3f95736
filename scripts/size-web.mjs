// `npm run size`: builds the web app and prints the gzipped size of what a shopper downloads for the
// product page (the entry with its imports, the product route's chunk with its imports, the CSS)
// and of each route's own chunk. Budgets: product page JavaScript <= 110 kB, any other route's own
// chunk <= 30 kB, CSS <= 15 kB (gzip). Exits non-zero over budget.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run } from './lib.mjs';

const BUDGET = { productPageJs: 110, routeChunk: 30, css: 15 };
const PRODUCT_ROUTE = 'src/features/product/ProductPage.tsx';

const dist = join(root, 'web', 'dist');
await run('npm', ['run', 'build', '-w', 'web']);
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipKb = async (file) => gzipSync(await readFile(join(dist, file)), { level: 9 }).length / 1024;

/** A chunk's file and every file it imports statically, once each. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const sum = async (files) => (await Promise.all([...files].map(gzipKb))).reduce((a, b) => a + b, 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const css = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
const product = manifest[PRODUCT_ROUTE] ? closure(PRODUCT_ROUTE, new Set(entry)) : entry;
const productJs = await sum(product);
const cssKb = await sum(css);

const rows = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  rows.push({ route: key.replace(/^src\/features\//, ''), kb: await gzipKb(chunk.file) });
}
rows.sort((a, b) => b.kb - a.kb);

const over = [];
const line = (label, kb, budget) => {
  if (kb > budget) over.push(label);
  console.log(
    `${label.padEnd(56)} ${kb.toFixed(1).padStart(6)} kB   (budget ${budget} kB)${kb > budget ? '  OVER' : ''}`,
  );
};
console.log('\ngzipped sizes\n');
line(
  manifest[PRODUCT_ROUTE]
    ? 'product page JavaScript (entry + product route)'
    : 'entry JavaScript (the product route is not built yet)',
  productJs,
  BUDGET.productPageJs,
);
line('CSS', cssKb, BUDGET.css);
for (const { route, kb } of rows) line(`route chunk ${route}`, kb, BUDGET.routeChunk);
if (over.length) {
  console.log(`\nover budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('\nwithin budget');
