// `npm test`: every check the project has, in order, each reported as it ends, then one closing line
// `N passed, N failed` counting each unit test, each contract transaction and each other check.
// A failing step does not stop the ones after it (so one run shows everything that is wrong),
// except where a later step needs its output.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildBackend, CONTRACT_TEST_ENV, startBackend } from './backend.mjs';
import { ensureChromium } from './chromium.mjs';
import { bin, root, run } from './lib.mjs';
import { startPostgres } from './postgres.mjs';

const started = performance.now();
const totals = { passed: 0, failed: 0 };
const failures = [];

async function step(name, fn, { critical = false } = {}) {
  const t0 = performance.now();
  process.stdout.write(`- ${name} ... `);
  try {
    const result = await fn();
    // A step that counts its own tests returns { passed, failed }; any other step is one check.
    const counts = typeof result?.passed === 'number' ? result : { passed: 1, failed: 0 };
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    const detail =
      counts.passed + counts.failed > 1 ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
    console.log(
      `${counts.failed ? 'FAILED' : 'ok'}${detail} [${((performance.now() - t0) / 1000).toFixed(1)} s]`,
    );
    if (counts.failed) failures.push(name);
    // How many answers of the reference backend were checked against the contract, pass or fail.
    const checked = String(counts.output ?? '').match(/^.*\d+ answers checked against the contract.*$/gm);
    if (checked && !counts.failed) console.log(indent(checked.map((l) => l.trim()).join('\n')));
    if (counts.output && counts.failed) console.log(indent(counts.output));
  } catch (error) {
    totals.failed += 1;
    failures.push(name);
    console.log(`FAILED [${((performance.now() - t0) / 1000).toFixed(1)} s]`);
    console.log(indent(error.output ?? error.message));
    if (critical) await finish();
  }
}

const indent = (text) =>
  String(text)
    .trimEnd()
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');

/** The test run's PostgreSQL server, stopped when the run ends. */
let postgres;
/** Where the contract tests' tarball is installed (below), removed when the run ends. */
let packedFolder;

async function finish() {
  await postgres?.stop().catch(() => undefined);
  if (packedFolder) await rm(packedFolder, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
  console.log(`\nTest command wall time: ${seconds} s`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed ? 1 : 0);
}

/** Runs one package's Vitest suite and counts its tests from the JSON report. */
async function vitest(pkg, env = {}, { skipsFail = false } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'boxoffice-vitest-'));
  const file = join(dir, 'results.json');
  let output = '';
  try {
    output = await run(
      bin('vitest'),
      ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${file}`],
      { cwd: join(root, pkg), env: { ...process.env, ...env } },
    );
  } catch (error) {
    output = error.output;
  }
  try {
    const results = JSON.parse(await readFile(file, 'utf8'));
    // A file that fails to load has no failed test of its own but fails the run: count it once.
    const brokenRun = results.success === false && results.numFailedTests === 0 ? 1 : 0;
    // Where asked, a skipped test is one whose server was missing (the store suite's PostgreSQL): a failure.
    const skipped = skipsFail ? results.numPendingTests + results.numTodoTests : 0;
    return { passed: results.numPassedTests, failed: results.numFailedTests + brokenRun + skipped, output };
  } catch {
    throw Object.assign(new Error('Vitest produced no results'), { output });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

console.log('Boxoffice checks\n');

await step('format and lint (Biome)', () => run(bin('biome'), ['check', '.']));
await step('bundle the contract (Redocly)', () => run('npm', ['run', 'bundle', '-w', 'openapi']), {
  critical: true,
});
await step('lint the contract (Redocly recommended: no errors, no warnings)', async () => {
  const args = ['lint', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml'];
  // The JSON report's totals, read from the combined output (Redocly also prints a banner).
  const out = await run(bin('redocly'), [...args, '--format=json']).catch((e) => e.output ?? '');
  const count = (name) => Number(out.match(new RegExp(`"${name}": (\\d+)`))?.[1] ?? Number.NaN);
  const errors = count('errors');
  const warnings = count('warnings');
  if (!(errors === 0 && warnings === 0)) {
    const readable = await run(bin('redocly'), args).catch((e) => e.output);
    throw Object.assign(new Error('Redocly reported problems'), { output: readable });
  }
});
await step('lint the contract (Spectral spectral:oas, no errors)', () =>
  run(bin('spectral'), [
    'lint',
    'openapi/dist/openapi.yaml',
    '--ruleset',
    'openapi/.spectral.yaml',
    '--fail-severity',
    'error',
  ]),
);
// The contract tests' tarball is packed and installed into an empty folder now, beside the steps
// below (it mostly waits on the network); its step near the end runs the installed command.
packedFolder = await mkdtemp(join(tmpdir(), 'boxoffice-contract-consumer-'));
const packed = run('node', ['scripts/contract-pack-test.mjs', '--install-into', packedFolder]).then(
  () => null,
  (error) => error,
);
await step('generated SDK code is up to date with the contract', () =>
  run('npm', ['run', 'generate:check', '-w', 'sdk']),
);
await step('type-check the SDK (tsc, strict)', () => run(bin('tsc'), ['-p', 'sdk/tsconfig.json']));
await step('SDK unit and property tests (Vitest)', () => vitest('sdk'));
await step('build the SDK (ESM + .d.ts)', () => run('npm', ['run', 'build', '-w', 'sdk']));
await step('SDK package exports (publint)', () => run(bin('publint'), ['--strict', 'sdk']));
await step('SDK types for every resolution mode (attw --pack)', () =>
  run(bin('attw'), ['--pack', 'sdk', '--profile', 'esm-only', '--format', 'table-flipped']),
);
await step('SDK tarball installs and calls the mock from plain Node', () =>
  run('node', ['scripts/pack-test.mjs']),
);
await step('contract tests fail a broken backend, naming the operation and fields', () =>
  run('node', ['contract-tests/test/self-test.mjs']),
);
await step(
  'contract-test fixtures (the template, the file checks, replacement by field), the answer checker and the generated requests (node:test)',
  async () => {
    const tests = ['fixtures', 'answer-check', 'fuzz'].map((name) => `contract-tests/test/${name}.test.mjs`);
    const output = await run('node', ['--test', ...tests]).catch((e) => e.output ?? '');
    const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
    // A file that does not load reports no test at all: count it as a failure.
    return { passed: count('pass'), failed: count('fail') || (count('pass') ? 0 : 1), output };
  },
);
await step('type-check the reference backend (tsc, strict)', () =>
  run(bin('tsc'), ['-p', 'server/tsconfig.json']),
);
// A throwaway PostgreSQL server (Debian's package) for the store suite, the journeys and the contract
// tests: each backend started from here on gets a database of its own on it (scripts/backend.mjs).
await step('PostgreSQL (Debian package): a throwaway server on a free loopback port', async () => {
  postgres = await startPostgres();
  process.env.BOXOFFICE_TEST_POSTGRES_URL = postgres.url;
});
await step(
  'reference backend unit, HTTP and property tests, the store suite on memory, PGlite and PostgreSQL (Vitest)',
  () => vitest('server', { BOXOFFICE_TEST_DATABASE_URL: postgres?.url }, { skipsFail: true }),
);
await step('build the reference backend', () => buildBackend());
await step('type-check the web app (tsc, strict)', () => run(bin('tsc'), ['-p', 'web/tsconfig.json']));
await step('web app unit tests (Vitest)', () => vitest('web'));
await step('web app builds within its size budgets (npm run size)', () =>
  run('node', ['scripts/size-web.mjs']),
);
await step('Chromium (Debian package) for the end-to-end tests', () => ensureChromium());
await step('end-to-end journeys in Chromium against the reference backend (Playwright, axe)', () =>
  playwright(),
);
/** Runs the Playwright journeys and counts them from the JSON report. */
async function playwright() {
  const dir = await mkdtemp(join(tmpdir(), 'boxoffice-e2e-'));
  const file = join(dir, 'results.json');
  let output = '';
  try {
    output = await run(bin('playwright'), ['test', '--reporter=line,json'], {
      cwd: join(root, 'web'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    });
  } catch (error) {
    output = error.output;
  }
  try {
    const { stats, errors = [] } = JSON.parse(await readFile(file, 'utf8'));
    // An error outside the journeys counts too: the backend's answers that do not match the contract
    // fail the global teardown (e2e/global-setup.ts).
    const failed = stats.unexpected + stats.flaky + errors.length;
    // A run that failed before any journey (setup, a file that does not load) counts once.
    return { passed: stats.expected, failed: failed || (stats.expected === 0 ? 1 : 0), output };
  } catch {
    throw Object.assign(new Error('Playwright produced no results'), { output });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the contract tests with these arguments and counts the transactions from the result line. */
async function contract(args) {
  let output;
  try {
    output = await run('node', ['contract-tests/run.mjs', ...args]);
  } catch (error) {
    output = error.output ?? '';
  }
  const match = output.match(/^(\d+) passed, (\d+) failed, (\d+) skipped/m);
  if (!match) throw Object.assign(new Error('the contract run printed no result line'), { output });
  // Against our own backend nothing may be skipped: every operation has the state it needs.
  const failed = Number(match[2]) + (args.includes('--mock') ? 0 : Number(match[3]));
  return { passed: Number(match[1]), failed, output };
}

// Each contract run also has its property-based phase (--fuzz: requests made from the contract's
// schemas, valid and invalid, contract-tests/fuzz.mjs), but the other venues' (the story's covers it).
await step(
  'contract tests: Dredd through the validating proxy, and generated requests, against the mock',
  () => contract(['--mock', '--fuzz', '20']),
);
/**
 * The contract tests against a reference backend started with `env`, signed in by the example sign-in
 * hook a backend team would adapt (README, 'For backend teams').
 */
async function contractOnBackend(env, args = []) {
  // The backend checks its own answers against the contract too (every one, not only the proxy's).
  const backend = await startBackend({ env: { ...CONTRACT_TEST_ENV, ...env }, checkAnswers: true });
  let counts;
  try {
    const signIn = ['--sign-in', 'contract-tests/examples/sign-in-reference.mjs'];
    counts = await contract(['--server', backend.api, ...args, ...signIn]);
  } catch (error) {
    await backend.stop();
    throw error;
  }
  // Each distinct mismatch (operation, status, field) counts as one failure.
  const tally = await backend.answers();
  const output = `${counts.output}\n${tally.report()} (the backend's own check)\n`;
  return { ...counts, failed: counts.failed + tally.mismatches.size, output };
}

await step(
  'contract tests: Dredd through the validating proxy, and generated requests, against the reference backend',
  () => contractOnBackend({}, ['--fuzz', '20']),
);
await step(
  'contract tests against a second venue nobody tuned them for (BOXOFFICE_VENUE=harbor), with its fixtures file',
  () =>
    contractOnBackend({ BOXOFFICE_VENUE: 'harbor' }, [
      '--fixtures',
      'contract-tests/examples/harbor-fixtures.yaml',
      '--fuzz',
      '0',
    ]),
);
await step(
  'contract tests against the third venue, a stadium of 50,000-place days and a seated bowl (BOXOFFICE_VENUE=stadium), with its fixtures file',
  () =>
    contractOnBackend({ BOXOFFICE_VENUE: 'stadium' }, [
      '--fixtures',
      'contract-tests/examples/stadium-fixtures.yaml',
      '--fuzz',
      '0',
    ]),
);
/** Runs a script that prints one line per check and 'N passed, M failed': its counts. */
async function checksOf(script) {
  const output = await run('node', [script]).catch((e) => e.output ?? String(e));
  const match = output.match(/^(\d+) passed, (\d+) failed$/m);
  if (!match) throw Object.assign(new Error(`${script} printed no result line`), { output });
  return { passed: Number(match[1]), failed: Number(match[2]), output };
}
await step(
  'two backend instances on one PostgreSQL: concurrent cart adds, the last places, one idempotency key, 200 shoppers at once for seats and for a section, a killed instance, an instance killed between hold and charge',
  () => checksOf('scripts/instances-test.mjs'),
);
await step(
  "an on-sale on two instances against a scalpers' script (100 shoppers, 1 script of 20 sessions, a section): nothing held or sold before the opening, the script within its limits, every try to skip the line stopped, no error",
  () => checksOf('scripts/scalpers-test.mjs'),
);
await step(
  'faults during an on-sale on two instances (150 day and 30 dinner shoppers), injected after the 20th order: every database connection terminated, PostgreSQL restarted, an instance killed (SIGKILL), a card slower than the payment window: no instance exits, nothing oversold, no order lost, no charge without an order, every shopper a clear answer, no untold order, no place held by no one, no 5xx but 503 with Retry-After',
  () => checksOf('scripts/faults-test.mjs'),
);
await step(
  "the default store stays responsive: another shopper's settings while 50 wrong sign-ins and 50 registrations hash their passwords and a shopper with 25 MB of photos keeps downloading them",
  () => checksOf('scripts/responsiveness-test.mjs'),
);
await step('contract-test command: the packed tarball installs in an empty folder and checks a backend', () =>
  packed.then((error) => {
    if (error) throw error;
    return run('node', ['scripts/contract-pack-test.mjs', '--installed', packedFolder]);
  }),
);

await finish();
