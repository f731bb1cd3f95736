// Session ids a database store trusts without a row (src/store/sql/session-ids.ts).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SessionIds } from '../../src/store/sql/session-ids.js';

const NOW = Date.parse('2026-12-01T15:00:00Z');
const ids = new SessionIds(randomBytes(32));

describe('signed session ids', () => {
  it('names when it was made, for the key that made it only', () => {
    const { id, xsrfToken } = ids.mint(NOW);
    expect(id).toMatch(/^[\w-]{48}$/);
    expect(ids.madeAt(id, NOW + 5000)).toBe(NOW);
    expect(ids.xsrfOf(id)).toBe(xsrfToken);
    expect(new SessionIds(randomBytes(32)).madeAt(id, NOW)).toBeNull();
  });

  it('refuses an id made up, changed in one character, or of an older random kind', () => {
    const { id } = ids.mint(NOW);
    const flipped = `${id.slice(0, 10)}${id[10] === 'A' ? 'B' : 'A'}${id.slice(11)}`;
    for (const made of [
      flipped,
      randomBytes(36).toString('base64url'),
      randomBytes(24).toString('base64url'),
      `${id}A`,
      '',
    ])
      expect(ids.madeAt(made, NOW)).toBeNull();
  });

  it('refuses an id made later than a minute ahead of this clock', () => {
    const { id } = ids.mint(NOW + 120_000);
    expect(ids.madeAt(id, NOW)).toBeNull();
    expect(ids.madeAt(ids.mint(NOW + 30_000).id, NOW)).toBe(NOW + 30_000);
  });

  it('makes a different id and token every time', () => {
    const made = Array.from({ length: 200 }, () => ids.mint(NOW));
    expect(new Set(made.map((m) => m.id)).size).toBe(200);
    expect(new Set(made.map((m) => m.xsrfToken)).size).toBe(200);
  });
});
