// The idle warning (WCAG 2.2.1): when it shows, for how long, and in which words.
import { describe, expect, it } from 'vitest';
import { spokenMark } from '../../src/components/IdleWarning';
import { countdownText, spokenDuration } from '../../src/lib/countdown';
import { idleSecondsLeft, warningLead } from '../../src/lib/idle';

const MINUTE = 60_000;

describe('the idle warning', () => {
  it('shows a tenth of the timeout before the end, never less than 20 seconds nor more than 2 minutes', () => {
    expect(warningLead(1200)).toBe(120);
    expect(warningLead(600)).toBe(60);
    expect(warningLead(60)).toBe(20);
    expect(warningLead(7200)).toBe(120);
  });

  it('counts the seconds left from the last call, only within the lead and before the end', () => {
    expect(idleSecondsLeft(0, 18 * MINUTE - 1, 1200)).toBeNull();
    expect(idleSecondsLeft(0, 18 * MINUTE, 1200)).toBe(120);
    expect(idleSecondsLeft(0, 20 * MINUTE - 1500, 1200)).toBe(2);
    expect(idleSecondsLeft(0, 20 * MINUTE, 1200)).toBeNull();
    expect(idleSecondsLeft(0, 20 * MINUTE, 0)).toBeNull();
  });

  it('reads as a countdown, in words for a screen reader, which is told only at 30 and 10 seconds', () => {
    expect(countdownText(120)).toBe('2:00');
    expect(countdownText(65)).toBe('1:05');
    expect(countdownText(9)).toBe('0:09');
    expect(spokenDuration(120)).toBe('2 minutes');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
    expect(spokenDuration(45)).toBe('45 seconds');
    expect(spokenMark(31)).toBeNull();
    expect(spokenMark(30)).toBe('Less than 30 seconds left.');
    expect(spokenMark(10)).toBe('Less than 10 seconds left.');
  });
});
