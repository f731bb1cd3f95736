// Proves the contract tests catch a broken backend: a server whose settings answer has a number where the
// contract wants a string and lacks a required field must fail, and the output must name both fields.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
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

const child = spawn(process.execPath, [runner, '--server', api, '--only', 'getSettings'], {
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
if (problems.length) {
  console.error(`Contract self-test failed: ${problems.join('; ')}\n--- runner output ---\n${output}`);
  process.exit(1);
}
console.log('the contract tests fail a broken backend and name the operation and the fields');
