// The draw at an on-sale's opening (domain/waiting-room/draw.ts), as plain functions: a keyed
// permutation of the band of places handed out before the opening, every place drawn once, places
// outside the band kept, and an order no arrival can foresee.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawnPlace, makeDraw, permute, readDraw } from '../../src/domain/waiting-room/draw.js';
import { MemoryStore } from '../../src/store/memory-store.js';

describe('the permutation', () => {
  it('puts every index of the band in a place of its own, for any size and key', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.string({ minLength: 8, maxLength: 32 }),
        (size, key) => {
          const seen = new Set<number>();
          for (let i = 0; i < size; i++) {
            const j = permute(i, size, key);
            expect(j).toBeGreaterThanOrEqual(0);
            expect(j).toBeLessThan(size);
            seen.add(j);
          }
          expect(seen.size).toBe(size);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('draws another order for another key, and the first comers do not stay first', () => {
    const size = 2000;
    const order = (key: string) => Array.from({ length: size }, (_, i) => permute(i, size, key));
    const a = order('a1b2c3d4');
    const b = order('e5f6a7b8');
    expect(a).not.toEqual(b);
    // The first 50 arrivals (a script ready before any person) land spread over the band: on
    // average in the middle, and about as many in its first tenth as chance gives (5).
    const first50 = a.slice(0, 50);
    const mean = first50.reduce((sum, p) => sum + p, 0) / 50;
    expect(mean).toBeGreaterThan(size * 0.3);
    expect(mean).toBeLessThan(size * 0.7);
    expect(first50.filter((p) => p < size / 10).length).toBeLessThan(15);
  });
});

describe('a drawn place', () => {
  const draw = { from: 10, to: 110, key: 'f00dfeed', opensAt: 0 };
  it('is in the band for a place of the band, and a place outside it is kept', () => {
    expect(drawnPlace(10, draw)).toBe(10);
    expect(drawnPlace(111, draw)).toBe(111);
    expect(drawnPlace(5, null)).toBe(5);
    const band = Array.from({ length: 100 }, (_, i) => drawnPlace(11 + i, draw));
    expect(new Set(band).size).toBe(100);
    expect(Math.min(...band)).toBe(11);
    expect(Math.max(...band)).toBe(110);
  });

  it('is made once per on-sale, from the line as it stands then', async () => {
    const store = new MemoryStore(() => 60_000);
    for (let i = 0; i < 7; i++) await store.line.join();
    const sale = { item: 'prod_day', opensAt: 1000 };
    const [one, two] = await Promise.all([makeDraw(store, sale), makeDraw(store, sale)]);
    expect(one).toEqual(two);
    expect(one).toMatchObject({ from: 0, to: 7 });
    await store.line.join();
    expect(await makeDraw(store, sale)).toEqual(one);
    // An instance whose clock or setting of the same sale is a few seconds off shares it; a later
    // on-sale of the item draws anew, from the line as it stands then.
    expect(await makeDraw(store, { ...sale, opensAt: 4000 })).toEqual(one);
    expect(await readDraw(store, { ...sale, opensAt: 4000 })).toEqual(one);
    expect(await readDraw(store, { ...sale, opensAt: 3_600_000 })).toBeNull();
    const later = await makeDraw(store, { ...sale, opensAt: 3_600_000 });
    expect(later).toMatchObject({ from: 0, to: 8, opensAt: 3_600_000 });
  });
});
