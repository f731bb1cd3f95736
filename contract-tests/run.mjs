#!/usr/bin/env node
// Runs the contract tests: Dredd sends every documented request, through Prism's validating proxy, to
// the backend under test. The proxy checks each request and response against the full schema (Dredd
// alone checks little); the hooks (hooks.cjs) hold the session, the XSRF token and the state each call
// needs. Prints each failure with the operation and what was wrong, then `N passed, N failed`.
//
// Installed from its tarball this is the `boxoffice-contract` command, carrying the bundled contract;
// in this repository it is `npm run contract --`, which bundles the contract as it is now.
//   boxoffice-contract --server http://127.0.0.1:8080/api      a backend's API root
//   boxoffice-contract --mock                                 the contract's own Prism mock
// Options: --fixtures ids.yaml                          your server's values for the story's (JSON or
//                                                       YAML; --print-fixtures writes the template)
//          --signed-in-cookie "BOXOFFICE_SESSION=..."  a signed-in session for login-required calls
//          --sign-in <hook>                             or a script that signs in and prints that Cookie
//                                                       header (given the API root; see
//                                                       examples/sign-in-reference.mjs)
//          --only getCart,addToCart                    only these operations
//          --fuzz 20                                    the property-based phase (fuzz.mjs): N requests
//                                                       per operation made from the contract's schemas,
//                                                       half valid, half invalid (0: none; 20 unless set)
//          --fuzz-seed 1234                             its seed (printed with each run), to repeat one
//          --verbose                                    Prism's and Dredd's own logs too
//          --report junit <file> / --report json <file> a report for CI: one test case per transaction
//                                                       (repeatable), and the table of documented
//                                                       statuses the server never proved
import { execFile, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, startProcess, waitForHttp } from './processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Waits for a server, saying which one did not answer. */
const waitFor = (url, label, timeoutMs = 60_000) =>
  waitForHttp(url, timeoutMs).catch(() => {
    throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s`);
  });

const REPORT_FORMATS = ['junit', 'json'];

/** `--report <format> <file>` pairs (parseArgs takes one value per option), taken out of argv. */
function takeReports(argv) {
  const reports = [];
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] !== '--report') {
      rest.push(argv[i]);
      continue;
    }
    const [format, file] = [argv[i + 1], argv[i + 2]];
    if (!REPORT_FORMATS.includes(format) || !file || file.startsWith('--')) {
      console.error(
        `--report takes a format (${REPORT_FORMATS.join(' or ')}) and a file, e.g. --report junit contract.xml`,
      );
      process.exit(2);
    }
    reports.push({ format, file });
    i += 2;
  }
  return { reports, rest };
}
const { reports, rest: argv } = takeReports(process.argv.slice(2));

const { values: args } = parseArgs({
  args: argv,
  options: {
    server: { type: 'string' },
    mock: { type: 'boolean', default: false },
    'signed-in-cookie': { type: 'string' },
    'sign-in': { type: 'string' },
    fixtures: { type: 'string' },
    'print-fixtures': { type: 'boolean', default: false },
    only: { type: 'string' },
    fuzz: { type: 'string', default: '20' },
    'fuzz-seed': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const fuzzRuns = Number(args.fuzz);
const fuzzSeed = args['fuzz-seed'] === undefined ? randomInt(2 ** 31) : Number(args['fuzz-seed']);
if (!Number.isInteger(fuzzRuns) || fuzzRuns < 0 || !Number.isInteger(fuzzSeed)) {
  console.error(
    '--fuzz takes a whole number of requests per operation (0: none), --fuzz-seed a whole number',
  );
  process.exit(2);
}

const { FIXTURES, parseFixtures, template } = require('./fixtures.cjs');
if (args['print-fixtures']) {
  process.stdout.write(template());
  process.exit(0);
}
if (args.help || (!args.server && !args.mock)) {
  console.log(`Usage: boxoffice-contract --server <API root URL, e.g. http://127.0.0.1:8080/api>
       boxoffice-contract --mock
       boxoffice-contract --print-fixtures > fixtures.yaml
Options: --fixtures <fixtures.yaml or .json>
         --signed-in-cookie "<Cookie header of a signed-in session>"  --sign-in <hook script>
         --only <operationId,...>  --verbose
         --fuzz <requests per operation, 0: none; 20>  --fuzz-seed <seed>
         --report junit <file>  --report json <file>`);
  process.exit(args.help ? 0 : 2);
}

/** The fixtures file's values; every fixture that cannot be discovered must be in it. */
async function readFixtures(file) {
  const given = parseFixtures(await readFile(file, 'utf8'), file);
  const missing = FIXTURES.filter((f) => !(f.name in given) && !f.discover && !f.inRecipe);
  if (missing.length) {
    throw new Error(
      `The fixtures file ${file} lacks ${missing.length} value(s) the tests cannot discover:\n${missing
        .map((f) => `  ${f.name}: ${f.about}`)
        .join('\n')}\n(boxoffice-contract --print-fixtures writes the template)`,
    );
  }
  return given;
}

// The servers this run starts: stopped on exit (startProcess) and on Ctrl+C.
const children = [];
let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

// The Prism this package carries, run with this Node.
const prismCli = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');

/** Starts Prism; if it dies before the run ends, says so with the end of its output. */
function start(argv, label) {
  const child = startProcess(process.execPath, [prismCli, ...argv], {
    echo: args.verbose ? label : undefined,
  });
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`${label} exited with code ${code}:\n${child.output.slice(-2000)}`);
  });
  children.push(child);
  return child;
}

/**
 * Runs the --sign-in hook with the API root (argument and BOXOFFICE_CT_SERVER) and answers the Cookie
 * header it printed (its last line). Scripts ending in .js, .mjs or .cjs run with this Node; anything
 * else runs as an executable.
 */
function signInWithHook(hook, server) {
  const file = resolve(hook);
  const [cmd, argv] = /\.[cm]?js$/.test(file) ? [process.execPath, [file, server]] : [file, [server]];
  return new Promise((done, fail) => {
    const env = { ...process.env, BOXOFFICE_CT_SERVER: server };
    execFile(cmd, argv, { env, timeout: 60_000 }, (error, stdout, stderr) => {
      const cookie = String(stdout).trim().split('\n').at(-1)?.trim() ?? '';
      if (error || !cookie)
        return fail(
          new Error(
            `The sign-in hook ${hook} ${error ? `failed: ${error.message}` : 'printed no Cookie header'}\n${stderr}`,
          ),
        );
      done(cookie);
    });
  });
}

/** The coverage table, and the files asked for with --report. */
async function writeReports(results, bundleJson, fuzzRecords) {
  const { records, coverage, junit, json, coverageTable } = require('./results.cjs');
  const notes = globalThis.__boxofficeContract;
  const spec = JSON.parse(await readFile(bundleJson, 'utf8'));
  const recs = [...records(results, notes), ...fuzzRecords];
  const only = args.only ? new Set(args.only.split(',').filter(Boolean)) : null;
  const cov = coverage(spec, recs, only);
  console.log(`\n${coverageTable(cov)}`);
  for (const { format, file } of reports) {
    await writeFile(file, format === 'junit' ? junit(recs) : json(recs, cov));
    console.log(`wrote the ${format} report to ${file}`);
  }
}

/** Runs a command to completion, rejecting with its output on a non-zero exit. */
function run(cmd, argv) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`${cmd} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * The contract as one file (Dredd, Prism and the hooks read it): in this repository, bundled from the
 * hand-written contract as it is now; installed, the bundle the package carries (contract/).
 */
async function contractFiles(work) {
  const repoEntry = join(here, '..', 'openapi', 'openapi.yaml');
  const redocly = join(here, '..', 'node_modules', '.bin', 'redocly');
  if (!existsSync(repoEntry) || !existsSync(redocly))
    return { yaml: join(here, 'contract', 'openapi.yaml'), json: join(here, 'contract', 'openapi.json') };
  const files = { yaml: join(work, 'openapi.yaml'), json: join(work, 'openapi.json') };
  await run(redocly, ['bundle', repoEntry, '-o', files.yaml, '--ext', 'yaml']);
  await run(redocly, ['bundle', repoEntry, '-o', files.json, '--ext', 'json']);
  return files;
}

/**
 * The property-based phase (fuzz.mjs), after Dredd: straight to the backend (the proxy would refuse
 * invalid requests itself), in sessions opened as the hooks open theirs, with the fixtures they found.
 */
async function fuzzPhase(bundleJson, target) {
  const { fuzz } = await import('./fuzz.mjs');
  const notes = globalThis.__boxofficeContract;
  // No session could be opened: every transaction has failed saying so already.
  if (!notes.api) return { records: [] };
  const spec = JSON.parse(await readFile(bundleJson, 'utf8'));
  const only = args.only ? new Set(args.only.split(',').filter(Boolean)) : null;
  const started = performance.now();
  const about = { runs: fuzzRuns, seed: fuzzSeed };
  try {
    const result = await fuzz({
      spec,
      target,
      ...about,
      only,
      mock: args.mock,
      fixtures: notes.fixtures,
      requestExample: (operationId) => notes.api.requestExample(operationId),
      openSession: (name) => notes.api.openSession(name),
      signedIn: notes.sessions?.signedIn ?? null,
    });
    return { ...result, ...about, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } catch (error) {
    // The phase itself broke: one failed case, and Dredd's report still stands.
    const reason = `the property-based phase stopped: ${error?.stack ?? error}`;
    const record = {
      name: 'fuzz',
      operationId: 'fuzz',
      status: null,
      phase: 'fuzz',
      outcome: 'failed',
      reason,
    };
    return { records: [record], requests: 0, ...about, seconds: 0 };
  }
}

const work = await mkdtemp(join(tmpdir(), 'boxoffice-contract-'));
try {
  // 1. The contract, and the team's fixtures (checked before any server starts).
  const { yaml: bundleYaml, json: bundleJson } = await contractFiles(work);
  const fixtures = args.fixtures ? await readFixtures(args.fixtures) : null;

  // 2. The backend: the one given, or the contract's own mock. Prism serves the contract's paths
  //    without the /api base path, so the proxy's upstream is the API root itself.
  let upstream = args.server?.replace(/\/+$/, '');
  if (args.mock) {
    const mockPort = await freePort();
    start(['mock', bundleYaml, '-p', String(mockPort), '-h', '127.0.0.1'], 'prism mock');
    upstream = `http://127.0.0.1:${mockPort}`;
    await waitFor(`${upstream}/settings`, 'The Prism mock');
  } else {
    await waitFor(`${upstream}/settings`, `The backend (${upstream})`, 10_000).catch((error) => {
      console.error(`${error.message}. Is the server running, and is the URL its API root (ending in /api)?`);
      console.log('0 passed, 1 failed');
      process.exit(1);
    });
  }

  // The signed-in session: given, or made by the team's sign-in hook against its own server.
  let signedInCookie = args['signed-in-cookie'] ?? '';
  if (args['sign-in'] && !args.mock) signedInCookie = await signInWithHook(args['sign-in'], upstream);

  // 3. The validating proxy in front of it.
  const proxyPort = await freePort();
  const proxy = `http://127.0.0.1:${proxyPort}`;
  start(
    ['proxy', bundleYaml, upstream, '--errors', '-p', String(proxyPort), '-h', '127.0.0.1'],
    'prism proxy',
  );
  await waitFor(`${proxy}/settings`, 'The Prism validating proxy');

  // 4. Dredd, with the hooks; results are gathered from its events.
  Object.assign(process.env, {
    BOXOFFICE_CT_BUNDLE: bundleJson,
    BOXOFFICE_CT_PROXY: proxy,
    BOXOFFICE_CT_UPSTREAM: upstream,
    BOXOFFICE_CT_MOCK: args.mock ? '1' : '',
    BOXOFFICE_CT_SIGNED_IN_COOKIE: signedInCookie,
    BOXOFFICE_CT_ONLY: args.only ?? '',
    BOXOFFICE_CT_FIXTURES: fixtures ? JSON.stringify(fixtures) : '',
  });
  const { report } = require('./report.cjs');
  const Dredd = require('dredd');
  const { EventEmitter } = await import('node:events');
  const emitter = new EventEmitter();
  const results = { passed: [], failed: [], skipped: [] };
  emitter.on('test pass', (test) => results.passed.push(test));
  emitter.on('test fail', (test) => results.failed.push(test));
  emitter.on('test error', (error, test) =>
    results.failed.push({ ...test, message: String(error?.message ?? error) }),
  );
  emitter.on('test skip', (test) => results.skipped.push(test));

  const dredd = new Dredd({
    endpoint: proxy,
    path: [bundleYaml],
    hookfiles: [join(here, 'hooks.cjs')],
    reporter: ['dot'],
    loglevel: args.verbose ? 'debug' : 'error',
    color: false,
    emitter,
  });
  await new Promise((resolve, reject) => dredd.run((error) => (error ? reject(error) : resolve())));
  if (!globalThis.__boxofficeContract?.hooksLoaded) {
    throw new Error('The hooks (hooks.cjs) did not load; run with --verbose to see why.');
  }
  const fuzzed = fuzzRuns > 0 ? await fuzzPhase(bundleJson, upstream) : { records: [] };
  const failed = report(results, fuzzed);
  await writeReports(results, bundleJson, fuzzed.records);
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
} finally {
  stopAll();
  await rm(work, { recursive: true, force: true });
}
