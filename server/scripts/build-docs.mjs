// Builds the API reference served at /docs: server/dist/docs/index.html, one self-contained page
// rendered by Redoc from the bundled contract (openapi/dist/openapi.yaml, bundled first when missing).
//
// `redocly build-docs` (Redocly CLI, Redoc 3) loads Redoc from Redocly's CDN unless asked with
// --inlineBundle to embed the copy the CLI ships, so no new dependency is needed and the embedded
// Redoc is the version the page was prerendered with. REDOCLY_TELEMETRY=off turns off both the
// CLI's usage report and the page's telemetry (its options then carry disableTelemetry: true).
// The result is checked: nothing may load from another host when the page opens.
//
//   node server/scripts/build-docs.mjs [--out <file>]
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { bin, bundle, bundlePath, root, run } from '../../scripts/lib.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out ?? join(root, 'server', 'dist', 'docs', 'index.html');

if (!existsSync(bundlePath)) await bundle();

mkdirSync(dirname(out), { recursive: true });
const scratch = `${out}.tmp-${process.pid}`;
try {
  await run(
    bin('redocly'),
    ['build-docs', bundlePath, '--output', scratch, '--inlineBundle', '--title', 'Boxoffice Storefront API'],
    { cwd: join(root, 'openapi'), env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
  );
  const page = readFileSync(scratch, 'utf8');
  const problems = externalLoads(page);
  if (problems.length)
    throw new Error(`the API reference would load from elsewhere:\n  ${problems.join('\n  ')}`);
  renameSync(scratch, out);
  console.log(`API reference: ${out} (${Math.round(page.length / 1024)} KiB, self-contained)`);
} catch (error) {
  rmSync(scratch, { force: true });
  console.error(`build-docs failed: ${error.message}${error.output ? `\n${error.output}` : ''}`);
  process.exitCode = 1;
}

/** What in the page would fetch from another host as it opens (links the reader may follow are fine). */
function externalLoads(page) {
  const remote = '(?:https?:)?//';
  const checks = [
    [new RegExp(String.raw`<script[^>]*\bsrc\s*=\s*["']?${remote}`, 'gi'), 'a script from another host'],
    [new RegExp(String.raw`<link[^>]*\bhref\s*=\s*["']?${remote}[^>]*>`, 'gi'), 'a linked resource'],
    [new RegExp(String.raw`<img[^>]*\bsrc\s*=\s*["']?${remote}`, 'gi'), 'an image from another host'],
    [new RegExp(String.raw`\bimport\s*(?:[^'"]*?\bfrom\s*)?["']${remote}`, 'g'), 'a module import'],
    [new RegExp(String.raw`@import\s+(?:url\()?["']?${remote}`, 'gi'), 'a style sheet import'],
    [/"disableTelemetry":false/g, 'telemetry left on'],
  ];
  return checks.flatMap(([pattern, what]) =>
    [...page.matchAll(pattern)].map((m) => `${what}: ${m[0].slice(0, 120)}`),
  );
}
