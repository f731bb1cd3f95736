// Packs the SDK as a third party gets it (npm pack), installs the tarball into a scratch folder, and
// calls the contract's mock from a plain Node script: the published package works outside this repo.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, bundlePath, freePort, run, startProcess, waitForHttp } from './lib.mjs';

const scratch = await mkdtemp(join(tmpdir(), 'boxoffice-sdk-consumer-'));
let mock;
try {
  await run('npm', ['pack', '-w', 'sdk', '--pack-destination', scratch, '--silent']);
  const tarball = (await readdir(scratch)).find((f) => f.endsWith('.tgz'));
  await writeFile(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(scratch, tarball)], {
    cwd: scratch,
  });

  const port = await freePort();
  mock = startProcess(bin('prism'), ['mock', bundlePath, '-p', String(port), '-h', '127.0.0.1']);
  await waitForHttp(`http://127.0.0.1:${port}/settings`);

  await writeFile(
    join(scratch, 'call.mjs'),
    `import { createStorefrontClient, isStorefrontApiError } from '@boxoffice/sdk';
import { emailAddressSchema } from '@boxoffice/sdk/rules';
import { zSettings } from '@boxoffice/sdk/schemas';
const client = createStorefrontClient({ baseUrl: process.argv[2] });
const { data } = await client.GET('/settings');
zSettings.parse(data);
if (typeof data.webSiteName !== 'string') throw new Error('no webSiteName');
if (emailAddressSchema.safeParse('not an email').success) throw new Error('rules did not load');
try {
  await client.GET('/resource/{id}', { params: { path: { id: 'x' } }, headers: { Prefer: 'code=404' } });
  throw new Error('expected a 404');
} catch (error) {
  if (!isStorefrontApiError(error) || error.status !== 404) throw error;
}
console.log('consumer ok: ' + data.webSiteName);
`,
  );
  const out = await run('node', ['call.mjs', `http://127.0.0.1:${port}`], { cwd: scratch });
  process.stdout.write(out);
} catch (error) {
  console.error(error.output ?? error.message);
  process.exitCode = 1;
} finally {
  mock?.kill('SIGTERM');
  await rm(scratch, { recursive: true, force: true });
}
