// BOXOFFICE_NOW: the server's clock from a given instant on, running as the real one does.
import { describe, expect, it } from 'vitest';
import { clockFrom } from '../src/clock.js';

describe('the server clock', () => {
  it('is the real clock without BOXOFFICE_NOW', () => {
    let real = 1_000;
    const clock = clockFrom(undefined, () => real);
    expect(clock.now()).toBe(1_000);
    real = 5_000;
    expect(clock.now()).toBe(5_000);
    expect(clockFrom('', () => real).now()).toBe(5_000);
  });

  it('starts at BOXOFFICE_NOW and runs on from there', () => {
    let real = Date.parse('2027-03-01T00:00:00Z');
    const clock = clockFrom('2026-11-22T15:04:05Z', () => real);
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-22T15:04:05.000Z');
    real += 90_000;
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-22T15:05:35.000Z');
  });

  it('refuses a value that is not an ISO instant, saying what it wants', () => {
    for (const bad of ['tomorrow', '2026-13-40T00:00:00Z', '1795500000000'])
      expect(() => clockFrom(bad)).toThrow(/BOXOFFICE_NOW must be an ISO instant/);
  });
});
