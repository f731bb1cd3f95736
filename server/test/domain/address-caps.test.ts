// The caps one client address meets (domain/waiting-room/address-caps.ts): new sessions in a burst
// and then at a steady rate; places in line not yet reached.
import { describe, expect, it } from 'vitest';
import { AddressCaps, addressCapsFrom } from '../../src/domain/waiting-room/address-caps.js';

const caps = (now: { value: number }) =>
  new AddressCaps(() => now.value, {
    sessionBurst: 3,
    sessionsPerMinute: 60,
    placesInLine: 2,
    placesInDraw: 1,
  });

describe('new sessions per address', () => {
  it('allows a burst, then one a second, and counts each address apart', () => {
    const now = { value: 0 };
    const cap = caps(now);
    expect([cap.newSession('a'), cap.newSession('a'), cap.newSession('a')]).toEqual([0, 0, 0]);
    const wait = cap.newSession('a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1000);
    expect(cap.newSession('b')).toBe(0);
    now.value += wait;
    expect(cap.newSession('a')).toBe(0);
    expect(cap.newSession('a')).toBeGreaterThan(0);
  });
});

describe('places in line per address', () => {
  it('refuses a place past the cap until the line reaches one of the address', () => {
    const cap = caps({ value: 0 });
    expect(cap.mayJoin('a', (p) => p > 0)).toBe(true);
    cap.joined('a', 1);
    cap.joined('a', 2);
    expect(cap.mayJoin('a', (p) => p > 0)).toBe(false);
    expect(cap.mayJoin('b', (p) => p > 0)).toBe(true);
    // Place 1 is let in: the address may take another.
    expect(cap.mayJoin('a', (p) => p > 1)).toBe(true);
  });

  it('lets an address take one place into the draw, counting the places the line has not reached', () => {
    const cap = caps({ value: 0 });
    expect(cap.mayDraw('a', (p) => p > 0)).toBe(true);
    cap.joined('a', 1);
    expect(cap.mayDraw('a', (p) => p > 0)).toBe(false);
    expect(cap.mayDraw('b', (p) => p > 0)).toBe(true);
    expect(cap.mayDraw('a', (p) => p > 1)).toBe(true);
  });
});

describe('the caps from the environment', () => {
  it('reads a whole number for each, 0 turning it off, and refuses anything else', () => {
    expect(addressCapsFrom({})).toEqual({});
    expect(
      addressCapsFrom({
        BOXOFFICE_NEW_SESSIONS_PER_MINUTE: '0',
        BOXOFFICE_LINE_PLACES_PER_ADDRESS: '4',
        BOXOFFICE_DRAW_PLACES_PER_ADDRESS: '2',
      }),
    ).toEqual({
      sessionBurst: 0,
      sessionsPerMinute: 0,
      placesInLine: 4,
      placesInDraw: 2,
    });
    expect(() => addressCapsFrom({ BOXOFFICE_LINE_PLACES_PER_ADDRESS: '-1' })).toThrow(/whole number/);
    const off = new AddressCaps(() => 0, {
      sessionBurst: 0,
      sessionsPerMinute: 0,
      placesInLine: 0,
      placesInDraw: 0,
    });
    for (let i = 0; i < 1000; i++) expect(off.newSession('a')).toBe(0);
    off.joined('a', 1);
    expect(off.mayJoin('a', (p) => p > 0)).toBe(true);
    expect(off.mayDraw('a', (p) => p > 0)).toBe(true);
  });
});
