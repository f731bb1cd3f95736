// Rules of the backend's layout that a type check does not see.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const features = fileURLToPath(new URL('../src/features', import.meta.url));
const sources = (readdirSync(features, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file, text: readFileSync(join(features, file), 'utf8') }));

describe('features', () => {
  it('read the seeded catalog through the Venue API, never its data files', () => {
    expect(sources.length).toBeGreaterThan(10);
    const direct = sources
      .filter(({ text }) => /from '[./]*catalog\/data\//.test(text))
      .map(({ file }) => file);
    expect(direct).toEqual([]);
  });
});
