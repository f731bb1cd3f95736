// Proves the contract tests catch a broken backend: a server whose settings answer has a number where the
// contract wants a string and lacks a required field must fail, and the output must name both fields.
// The JUnit and JSON reports must say the same: one failed test case named by operation and status,
// with the fields, and getSettings' 200 among the statuses never proved.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runner = join(dirname(fileURLToPath(import.meta.url)), '..', 'run.mjs');

const server = createServer((req, res) => {
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url.startsWith('/api/session'))
    return json(200, {
      success: true,
      message: null,
      value: { userAuthenticated: false, siteMessage: null },
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
  json(404, { success: false, message: 'not here' });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const api = `http://127.0.0.1:${server.address().port}/api`;

const work = await mkdtemp(join(tmpdir(), 'boxoffice-contract-self-test-'));
const junitFile = join(work, 'contract.xml');
const jsonFile = join(work, 'contract.json');
const argv = [runner, '--server', api, '--only', 'getSettings', '--report', 'junit', junitFile];
const child = spawn(process.execPath, [...argv, '--report', 'json', jsonFile], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
const code = await new Promise((resolve) => child.on('exit', resolve));
server.close();

const problems = [];
if (code === 0) problems.push('the run passed against a broken backend');
if (!/webSiteName/.test(output)) problems.push('the output does not name webSiteName');
if (!/sessionTimeout/.test(output)) problems.push('the output does not name the missing sessionTimeout');
if (!/GET \/settings \(getSettings\)/.test(output)) problems.push('the output does not name the operation');
if (!/^0 passed, 1 failed/m.test(output)) problems.push('the closing line is not "0 passed, 1 failed, ..."');
const junit = await readFile(junitFile, 'utf8').catch(() => '');
const report = JSON.parse(await readFile(jsonFile, 'utf8').catch(() => '{}'));
await rm(work, { recursive: true, force: true });
if (!/<testsuites name="boxoffice-contract" tests="1" failures="1" skipped="0">/.test(junit))
  problems.push('the JUnit report does not count one failed test case');
if (
  !/<testcase classname="getSettings" name="getSettings -&gt; 200">\s*<failure message="[^"]*webSiteName/.test(
    junit,
  )
)
  problems.push('the JUnit report does not name the failing case and field');
const [transaction] = report.transactions ?? [];
if (
  report.failed !== 1 ||
  transaction?.name !== 'getSettings -> 200' ||
  !/sessionTimeout/.test(transaction.reason)
)
  problems.push('the JSON report does not hold the failed transaction with its fields');
const settings = (report.operations ?? []).find((op) => op.operationId === 'getSettings');
if (!settings?.notProved.includes(200)) problems.push('the coverage does not list 200 as never proved');
if (!/never proved[\s\S]*GET \/settings \(getSettings\)[^\n]*never 200/.test(output))
  problems.push('the output has no coverage table naming the status never proved');
if (problems.length) {
  console.error(`Contract self-test failed: ${problems.join('; ')}\n--- runner output ---\n${output}`);
  process.exit(1);
}
console.log('the contract tests fail a broken backend, name the operation and the fields, and report them');
