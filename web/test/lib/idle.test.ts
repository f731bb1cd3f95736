// The idle-session rules (seed 000 §4 'Idle session', §9): the timeout from the last API call, the
// keep-alive that a busy shopper's activity sends, and where the timeout leads.
import { describe, expect, it } from 'vitest';
import { idleExpired, idleOutcome, idleTimed, keepAliveDue, keepAliveInterval } from '../../src/lib/idle';

const MINUTE = 60_000;

describe('the idle timeout', () => {
  it('ends the session sessionTimeout seconds after the last call, not before', () => {
    expect(idleExpired(0, 20 * MINUTE - 1, 1200)).toBe(false);
    expect(idleExpired(0, 20 * MINUTE, 1200)).toBe(true);
    // A tab whose timers were suspended for an hour is past it at its first check.
    expect(idleExpired(0, 60 * MINUTE, 1200)).toBe(true);
  });

  it('runs on every page but the session-ended page, the confirmation included (seed 000 §4)', () => {
    expect(idleTimed('/confirmation')).toBe(true);
    expect(idleTimed('/cart')).toBe(true);
    expect(idleTimed('/session-timeout')).toBe(false);
  });

  it('never ends without a timeout setting', () => {
    expect(idleExpired(0, 600 * MINUTE, 0)).toBe(false);
  });

  it('sends an anonymous shopper to the session-ended page and a signed-in one through logout', () => {
    expect(idleOutcome(false, '/cart')).toEqual({
      kind: 'route',
      path: '/session-timeout?returnUrl=%2Fcart',
    });
    expect(idleOutcome(true, '/cart')).toEqual({
      kind: 'logout',
      href: '/logout?ReturnUrl=%2Fsession-timeout%3FreturnUrl%3D%252Fcart',
    });
  });
});

describe('the keep-alive', () => {
  it('waits a quarter of the timeout, between 30 seconds and 5 minutes', () => {
    expect(keepAliveInterval(1200)).toBe(5 * MINUTE);
    expect(keepAliveInterval(600)).toBe(2.5 * MINUTE);
    expect(keepAliveInterval(60)).toBe(30_000);
  });

  it('is due only once the last call is that long ago, always before the timeout', () => {
    expect(keepAliveDue(0, 5 * MINUTE - 1, 1200)).toBe(false);
    expect(keepAliveDue(0, 5 * MINUTE, 1200)).toBe(true);
    for (const timeout of [60, 300, 1200, 7200])
      expect(keepAliveInterval(timeout)).toBeLessThan(timeout * 1000);
    expect(keepAliveDue(0, 600 * MINUTE, 0)).toBe(false);
  });
});
