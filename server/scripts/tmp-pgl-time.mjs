import { PGlite } from '@electric-sql/pglite';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
const files = readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort();
let t = performance.now();
const db = await PGlite.create();
console.log('create', (performance.now() - t).toFixed(0));
t = performance.now();
for (const f of files) await db.exec(readFileSync(`migrations/${f}`, 'utf8'));
console.log('migrate', (performance.now() - t).toFixed(0));
t = performance.now();
const dump = await db.dumpDataDir('none');
console.log('dump', (performance.now() - t).toFixed(0), dump.size);
for (let i = 0; i < 3; i++) {
  t = performance.now();
  const db2 = await PGlite.create({ loadDataDir: dump });
  await db2.query('select 1');
  console.log('load', (performance.now() - t).toFixed(0));
  t = performance.now();
  const db3 = await PGlite.create();
  console.log('create again', (performance.now() - t).toFixed(0));
}
