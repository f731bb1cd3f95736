// `npm run trace-load`: one page load of the production build in Debian's Chromium, its main thread
// slowed by Chromium's own CPU throttling (`--cpu-slowdown N`, 8 by default), traced; prints the
// first contentful paint and each task of 50 ms or more: what it was (parsing, a module's evaluation,
// a render, layout) and the functions that took its time, named through the build's source maps.
// Where `npm run lighthouse` says a page is slow, this says why. One load is one sample: compare two
// builds by their long tasks' kinds and functions more than by their milliseconds.
// `--page home|product|cart` (product by default) or `--path /any/route`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { buildBackend, buildWebApp, startBackend } from './backend.mjs';
import { ensureChromium } from './chromium.mjs';
import { root } from './lib.mjs';

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: 'product' },
    path: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: '8' },
  },
});
const pages = { home: '/', product: '/product/single/prod_day', cart: '/cart' };
const path = values.path ?? pages[values.page];
if (!path) throw new Error(`--page must be home, product or cart, not ${values.page}`);
const rate = Number(values['cpu-slowdown']);
if (!(rate >= 1 && rate <= 20))
  throw new Error(`--cpu-slowdown must be a number from 1 to 20, not ${values['cpu-slowdown']}`);

const LONG_TASK_US = 50_000;
// The trace events worth naming inside a long task (the others are the browser's bookkeeping).
const KINDS = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

const executablePath = await ensureChromium();
await buildWebApp();
await buildBackend();
const backend = await startBackend();
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const events = [];
try {
  // A phone's screen, as Lighthouse's mobile profile has it.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      // navigationStart and the first contentful paint.
      'blink.user_timing',
      'loading',
    ].join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto(backend.origin + path, { waitUntil: 'networkidle' });
  await cdp.send('Tracing.end');
  await complete;
} finally {
  await browser.close();
  backend.child.kill('SIGTERM');
}

/** The page's main thread: the renderer's main thread with the most events. */
function mainThread(all) {
  const count = new Map();
  for (const e of all) count.set(`${e.pid}/${e.tid}`, (count.get(`${e.pid}/${e.tid}`) ?? 0) + 1);
  const mains = all.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const main = mains.sort((a, b) => count.get(`${b.pid}/${b.tid}`) - count.get(`${a.pid}/${a.tid}`))[0];
  return all.filter((e) => e.pid === main.pid && e.tid === main.tid);
}

/** The sampling profiler's samples, each with its node (function) and time. */
function samplesOf(all) {
  const nodes = new Map();
  const parent = new Map();
  const samples = [];
  const profile = all.find((e) => e.name === 'Profile');
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const e of all.filter((x) => x.name === 'ProfileChunk')) {
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, node);
      if (node.parent) parent.set(node.id, node.parent);
    }
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += data.timeDeltas[i];
      samples.push({ id, ts });
    });
  }
  return { nodes, parent, samples };
}

const maps = new Map();
/** A function as the source names it: its name, package or file, and line. */
function named(frame) {
  const file = frame.url?.split('/assets/')[1];
  if (!file) return frame.functionName || `(${frame.url ? 'anonymous' : 'browser'})`;
  if (!maps.has(file)) {
    try {
      const map = readFileSync(join(root, 'web', 'dist', 'assets', `${file}.map`), 'utf8');
      maps.set(file, new SourceMapConsumer(JSON.parse(map)));
    } catch {
      maps.set(file, null);
    }
  }
  const at = maps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!at?.source) return `${frame.functionName || '(top level)'} ${file}`;
  const source = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${at.name ?? frame.functionName ?? '(top level)'} ${source}:${at.line}`;
}

function report(all) {
  const main = mainThread(all);
  const start = all.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  )?.ts;
  const fcp = main.find((e) => e.name === 'firstContentfulPaint')?.ts;
  const ms = (us) => `${Math.round(us / 1000)} ms`;
  const { nodes, parent, samples } = samplesOf(all);
  console.log(`\n${path} at CPU slowdown ${rate}: first contentful paint at ${fcp ? ms(fcp - start) : '-'}`);
  let blocking = 0;
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur >= LONG_TASK_US);
  for (const task of tasks.filter((t) => t.ts >= start)) {
    const end = task.ts + task.dur;
    if (fcp && task.ts >= fcp) blocking += task.dur - LONG_TASK_US;
    const kinds = main
      .filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task && KINDS.has(e.name))
      .filter((e) => e.dur >= 5000)
      .slice(0, 6)
      .map((e) => {
        const url = e.args?.data?.url?.split('/').pop();
        return `${e.name}${url ? ` ${url}` : ''} ${ms(e.dur)}`;
      });
    console.log(`\ntask at ${ms(task.ts - start)}: ${ms(task.dur)}  ${kinds.join('; ')}`);
    const self = new Map();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    within.forEach((sample, i) => {
      const node = nodes.get(sample.id);
      if (!node) return;
      const caller = nodes.get(parent.get(node.id));
      const key = `${named(node.callFrame)}${caller ? `  < ${named(caller.callFrame)}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + ((within[i + 1]?.ts ?? end) - sample.ts));
    });
    for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 6))
      console.log(`  ${ms(us).padStart(7)}  ${key}`);
  }
  console.log(
    `\nlong tasks after the first contentful paint, their time over 50 ms: ${ms(blocking)} ` +
      "(the load's own; Lighthouse simulates its total blocking time from an unthrottled load)",
  );
}

report(events);
