// Proves the contract tests catch a broken backend: a server whose settings answer has a number where the
// contract wants a string and lacks a required field must fail, and the output must name both fields.
// The JUnit and JSON reports must say the same: one failed test case named by operation and status,
// with the fields, and getSettings' 200 among the statuses never proved; its 429 and 503 (which no
// request can produce on a backend: hooks.cjs UNPRODUCIBLE) reported as not produced on request, with
// the reason, neither passed nor failed nor skipped.
// And the property-based phase (--fuzz) catches what the documented transactions cannot: the same
// server answers a bundle's documented requests as the contract says, but invalid input (an id over
// its maxLength, a NUL) with 422, a status the contract does not declare; the run must fail, and the
// output and the JUnit report must name the operation's fuzz case, the status and why.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const runner = join(here, '..', 'run.mjs');
const contract = JSON.parse(
  await readFile(join(here, '..', '..', 'openapi', 'dist', 'openapi.json'), 'utf8'),
);
const bundle =
  contract.paths['/bundle/builder/{id}'].get.responses['200'].content['application/json'].example;

const server = createServer((req, res) => {
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url.startsWith('/api/session'))
    return json(200, {
      success: true,
      message: null,
      value: { userAuthenticated: false, siteMessage: null, firstName: null },
    });
  if (req.url.startsWith('/api/settings')) {
    // webSiteName is a number; sessionTimeout is missing.
    return json(200, {
      webSiteName: 42,
      siteLogoUrl: null,
      apiRoot: '/api/',
      analyticsId: null,
      analyticsSiteCode: null,
      cssKey: 'x',
    });
  }
  const bundleId = req.url.match(/^\/api\/bundle\/builder\/([^/?]+)/)?.[1];
  if (bundleId !== undefined) {
    const id = decodeURIComponent(bundleId);
    // The mutant: its own validation answers 422, which the contract does not declare (it says 400).
    if (id.length > 100 || id.includes('\0')) return json(422, { detail: 'id is not valid' });
    return id === 'bundle_family'
      ? json(200, bundle)
      : json(404, { success: false, message: 'No such bundle' });
  }
  json(404, { success: false, message: 'not here' });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const api = `http://127.0.0.1:${server.address().port}/api`;

const work = await mkdtemp(join(tmpdir(), 'boxoffice-contract-self-test-'));
const junitFile = join(work, 'contract.xml');
const jsonFile = join(work, 'contract.json');
const fuzzJunitFile = join(work, 'fuzz.xml');

/** Runs the command; answers its exit code and output. */
async function contractRun(argv) {
  const child = spawn(process.execPath, [runner, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  return { code, output };
}
// Both at once: each starts its own Prism.
const [{ code, output }, fuzzed] = await Promise.all([
  contractRun([
    '--server',
    api,
    '--only',
    'getSettings',
    '--fuzz',
    '0',
    '--report',
    'junit',
    junitFile,
    '--report',
    'json',
    jsonFile,
  ]),
  contractRun(['--server', api, '--only', 'getBundle', '--fuzz', '10', '--report', 'junit', fuzzJunitFile]),
]);
server.close();

const problems = [];
if (code === 0) problems.push('the run passed against a broken backend');
if (!/webSiteName/.test(output)) problems.push('the output does not name webSiteName');
if (!/sessionTimeout/.test(output)) problems.push('the output does not name the missing sessionTimeout');
if (!/GET \/settings \(getSettings\)/.test(output)) problems.push('the output does not name the operation');
// (The skipped count holds the operations --only left out.)
if (!/^0 passed, 1 failed, \d+ skipped, 2 not produced on request$/m.test(output))
  problems.push('the closing line is not "0 passed, 1 failed, N skipped, 2 not produced on request"');
if (
  !/^Not produced on request \(2[\s\S]*~ 429 of 1 operations: [^\n]*new sessions[\s\S]*~ 503 of 1 operations: [^\n]*busy store/m.test(
    output,
  )
)
  problems.push('the output does not give the reason for 429 and 503 not being produced on request');
const junit = await readFile(junitFile, 'utf8').catch(() => '');
const report = JSON.parse(await readFile(jsonFile, 'utf8').catch(() => '{}'));
const fuzzJunit = await readFile(fuzzJunitFile, 'utf8').catch(() => '');
await rm(work, { recursive: true, force: true });
if (!/<testsuites name="boxoffice-contract" tests="3" failures="1" skipped="2">/.test(junit))
  problems.push('the JUnit report does not count one failed test case and two not produced on request');
if (!/name="getSettings -&gt; 503">\s*<skipped message="not produced on request: [^"]*busy store/.test(junit))
  problems.push('the JUnit report does not say why 503 was not produced on request');
if (
  !/<testcase classname="getSettings" name="getSettings -&gt; 200">\s*<failure message="[^"]*webSiteName/.test(
    junit,
  )
)
  problems.push('the JUnit report does not name the failing case and field');
const transaction = (report.transactions ?? []).find((t) => t.outcome === 'failed');
if (
  report.failed !== 1 ||
  report.unproducible !== 2 ||
  transaction?.name !== 'getSettings -> 200' ||
  !/sessionTimeout/.test(transaction.reason)
)
  problems.push('the JSON report does not hold the failed transaction with its fields');
const settings = (report.operations ?? []).find((op) => op.operationId === 'getSettings');
if (!settings?.notProved.includes(200)) problems.push('the coverage does not list 200 as never proved');
if (String(settings?.unproducible) !== '429,503')
  problems.push('the coverage does not list 429 and 503 as not produced on request');
if (!/never proved[\s\S]*GET \/settings \(getSettings\)[^\n]*never 200/.test(output))
  problems.push('the output has no coverage table naming the status never proved');
if (fuzzed.code === 0)
  problems.push('the --fuzz run passed against a backend answering an undeclared status');
if (!/x GET \/bundle\/builder\/\{id\} \(getBundle -> fuzz invalid\)/.test(fuzzed.output))
  problems.push("the --fuzz run's output does not name getBundle's fuzz case");
if (!/-> 422: status 422 is not declared/.test(fuzzed.output))
  problems.push("the --fuzz run's output does not name the undeclared status 422");
if (!/-> 422: invalid input must be refused with 400/.test(fuzzed.output))
  problems.push("the --fuzz run's output does not say invalid input must be refused with 400");
if (
  !/<testcase classname="getBundle" name="getBundle -&gt; fuzz invalid">\s*<failure message="[^"]*422: status 422 is not declared/.test(
    fuzzJunit,
  )
)
  problems.push("the --fuzz run's JUnit report does not name the failing fuzz case and status");
if (problems.length) {
  console.error(
    `Contract self-test failed: ${problems.join('; ')}\n--- runner output ---\n${output}\n--- --fuzz runner output ---\n${fuzzed.output}`,
  );
  process.exit(1);
}
console.log('the contract tests fail a broken backend, name the operation and the fields, and report them');
console.log(
  'the property-based phase fails a backend answering an undeclared status, naming the operation and status',
);
