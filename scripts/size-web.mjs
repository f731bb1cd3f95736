// `npm run size`: builds the web app and prints the gzipped size of what a shopper downloads for the
// product page (the entry with its imports, the product route's chunk with its imports, and their
// CSS) and of each route's own chunk and own CSS (what the route adds to the entry's). Budgets:
// product page JavaScript <= 95 kB (DOMPurify and the date picker load beside the page, not in it;
// the client reads a small table of the contract's calls, not the whole one) and CSS <= 15 kB, any route's own chunk <= 30 kB and own CSS <= 5 kB (gzip). Exits
// non-zero over budget.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run } from './lib.mjs';

const BUDGET = { productPageJs: 95, productPageCss: 15, routeChunk: 30, routeCss: 5 };
// The product page's code is the chunk the build names `product` (web/build/landing-chunks.ts, set
// up in web/vite.config.ts) with what it imports.
const PRODUCT_CHUNK = 'product';

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
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
/** The stylesheets of a set of chunk files. */
const cssOf = (files) => new Set([...files].flatMap((file) => byFile.get(file)?.css ?? []));
const sum = async (files) => (await Promise.all([...files].map(gzipKb))).reduce((a, b) => a + b, 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const entryCss = cssOf(entry);
const productKey = Object.keys(manifest).find(
  (key) => manifest[key].name === PRODUCT_CHUNK && !manifest[key].isEntry,
);
const product = productKey ? closure(productKey, new Set(entry)) : entry;
const productJs = await sum(product);
const productCss = await sum(cssOf(product));

// A route's chunk: any chunk a lazy import loads (a route's own module, or the landing pages' chunks
// that hold theirs).
const lazyLoaded = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
const rows = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry && !lazyLoaded.has(key)) continue;
  const ownCss = [...cssOf(closure(key))].filter((file) => !entryCss.has(file));
  rows.push({
    route: chunk.src ? key.replace(/^src\/features\//, '') : `${chunk.name} (landing pages)`,
    kb: await gzipKb(chunk.file),
    css: await sum(ownCss),
  });
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
  productKey
    ? 'product page JavaScript (entry + product chunks)'
    : 'entry JavaScript (the product route is not built yet)',
  productJs,
  BUDGET.productPageJs,
);
line('product page CSS (entry + product chunks)', productCss, BUDGET.productPageCss);
for (const { route, kb, css } of rows) {
  line(`route chunk ${route}`, kb, BUDGET.routeChunk);
  if (css > 0) line(`  its own CSS`, css, BUDGET.routeCss);
}
if (over.length) {
  console.log(`\nover budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('\nwithin budget');
