// Before `npm pack`: bundles the contract into contract/ (not committed), so the packed command carries
// the contract it checks and needs nothing of this repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const redocly = join(here, '..', 'node_modules', '.bin', 'redocly');
const entry = join(here, '..', 'openapi', 'openapi.yaml');
mkdirSync(join(here, 'contract'), { recursive: true });
for (const ext of ['yaml', 'json'])
  execFileSync(redocly, ['bundle', entry, '-o', join(here, 'contract', `openapi.${ext}`), '--ext', ext], {
    stdio: 'ignore',
  });
