// The web app's layout rules (ARCHITECTURE.md 'One direction', 'One source of truth') that a type
// check does not see: a feature never imports another feature, lib/ and components/ never import a
// feature, and nothing but the SDK client calls the API.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));
const files = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(src, file), 'utf8') }));

/** The source files a file imports, as paths under src/ ('features/cart/CartPage.tsx' imports ...). */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(/from '(\.[^']+)'/g)].map((m) =>
    relative(src, resolve(dirname(join(src, file)), m[1] ?? '')),
  );
}

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1] ?? null;

describe('the web app layout', () => {
  it('has a feature import only from its own folder, components/ and lib/', () => {
    expect(files.length).toBeGreaterThan(50);
    const crossing = files.flatMap(({ file, text }) => {
      const own = featureOf(file);
      if (!own) return [];
      return importsOf(file, text)
        .filter((target) => featureOf(`${target}/`) !== null && featureOf(`${target}/`) !== own)
        .map((target) => `${file} -> ${target}`);
    });
    expect(crossing).toEqual([]);
  });

  it('has lib/ and components/ import no feature', () => {
    const upward = files.flatMap(({ file, text }) =>
      /^(lib|components)\//.test(file)
        ? importsOf(file, text)
            .filter((target) => target.startsWith('features/'))
            .map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('calls the API only through the SDK client: no fetch, XMLHttpRequest or axios of its own', () => {
    const own = files
      .filter(({ text }) => /\bfetch\(|XMLHttpRequest|from 'axios'/.test(text))
      .map(({ file }) => file);
    expect(own).toEqual([]);
  });
});
