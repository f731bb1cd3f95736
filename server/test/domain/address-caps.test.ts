// The caps one client address meets (domain/waiting-room/address-caps.ts): new sessions in a burst
// and then at a steady rate; places in line not yet reached.
import { describe, expect, it } from 'vitest';
import { AddressCaps } from '../../src/domain/waiting-room/address-caps.js';

const caps = (now: { value: number }) =>
  new AddressCaps(() => now.value, { sessionBurst: 3, sessionsPerMinute: 60, placesInLine: 2 });

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
    expect(cap.mayJoin('a', 0)).toBe(true);
    cap.joined('a', 1);
    cap.joined('a', 2);
    expect(cap.mayJoin('a', 0)).toBe(false);
    expect(cap.mayJoin('b', 0)).toBe(true);
    // Place 1 is let in: the address may take another.
    expect(cap.mayJoin('a', 1)).toBe(true);
  });
});
