// Packs the contract tests as a backend team gets them (npm pack), installs the tarball into an empty
// folder, and runs the `boxoffice-contract` command from there against the reference backend, signed
// in with --signed-in-cookie: the command carries its contract, Prism and Dredd and needs nothing of
// this repository. Prints the command's closing line; fails unless every transaction passed.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CONTRACT_TEST_ENV, startBackend } from './backend.mjs';
import { run } from './lib.mjs';

// `--install-into DIR` only packs and installs (the test command does it early, beside other steps,
// since it mostly waits on the network); `--installed DIR` runs the command installed there.
const { values } = parseArgs({
  options: { 'install-into': { type: 'string' }, installed: { type: 'string' } },
});

async function install(scratch) {
  await run('npm', ['pack', '-w', 'contract-tests', '--pack-destination', scratch, '--silent']);
  const tarball = (await readdir(scratch)).find((f) => f.endsWith('.tgz'));
  await writeFile(join(scratch, 'package.json'), JSON.stringify({ name: 'backend-team', private: true }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(scratch, tarball)], {
    cwd: scratch,
  });
}

if (values['install-into']) {
  await install(values['install-into']);
  process.exit(0);
}
const scratch = values.installed ?? (await mkdtemp(join(tmpdir(), 'boxoffice-contract-consumer-')));
let backend;
try {
  if (!values.installed) await install(scratch);

  // On the backend's embedded default (PGlite), as `npm start` runs it: the test command's
  // PostgreSQL server, which the other runs use, is left out here.
  backend = await startBackend({ env: CONTRACT_TEST_ENV, postgresServer: null });
  const installed = join(scratch, 'node_modules', '@boxoffice', 'contract-tests');
  const cookie = (await run('node', [join(installed, 'examples', 'sign-in-reference.mjs'), backend.api]))
    .trim()
    .split('\n')
    .at(-1);
  const report = join(scratch, 'contract.xml');
  const command = join(scratch, 'node_modules', '.bin', 'boxoffice-contract');
  const args = ['--server', backend.api, '--signed-in-cookie', cookie, '--report', 'junit', report];
  const { code, output } = await new Promise((done) =>
    execFile(command, args, { cwd: scratch, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? (error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    ),
  );
  // The answers no request can produce (a busy store's 503) are reported, not failed nor skipped.
  const closing = output.match(/^\d+ passed, \d+ failed, \d+ skipped(, \d+ not produced on request)?$/m)?.[0];
  const cases = (await readFile(report, 'utf8').catch(() => '')).match(/<testcase /g)?.length ?? 0;
  console.log(
    `installed boxoffice-contract in an empty folder: ${closing}, exit ${code}, ${cases} JUnit cases`,
  );
  if (code !== 0 || !closing || !/ 0 failed, 0 skipped(,|$)/.test(closing)) {
    console.error(output.slice(-6000));
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error.output ?? error.message);
  process.exitCode = 1;
} finally {
  backend?.child.kill('SIGTERM');
  await rm(scratch, { recursive: true, force: true });
}
