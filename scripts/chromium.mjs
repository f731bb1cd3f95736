// Debian's Chromium for the end-to-end tests and Lighthouse: found at /usr/bin/chromium (or
// CHROMIUM_PATH), installed with apt-get when missing and this runs as root. No browser is downloaded.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install the Debian package as root (apt-get install chromium), or set CHROMIUM_PATH.`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
  if (!existsSync(chromiumPath))
    throw new Error(`apt-get installed chromium, but ${chromiumPath} is not there`);
  return chromiumPath;
}
