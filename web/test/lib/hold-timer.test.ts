// The cart's hold countdown (lib/hold-timer.ts): its phases, what a screen reader is told and when,
// and the time left counted from the answer's arrival.
import { describe, expect, it } from 'vitest';
import { holdEndsAt, holdMark, holdPhase, secondsUntil } from '../../src/lib/hold-timer';

describe('the hold countdown', () => {
  it('is a warning in the last two minutes and ended at zero', () => {
    expect([900, 121, 120, 1, 0].map(holdPhase)).toEqual(['held', 'held', 'warning', 'warning', 'ended']);
  });

  it('tells a screen reader only at 5, 2 and 1 minutes left: the words change there and nowhere else', () => {
    const said = Array.from({ length: 901 }, (_, i) => holdMark(900 - i));
    const changes = said.flatMap((text, i) => (i > 0 && text !== said[i - 1] ? [[900 - i, text]] : []));
    expect(changes).toEqual([
      [300, 'Less than 5 minutes left before the items in your cart are released.'],
      [120, 'Less than 2 minutes left before the items in your cart are released.'],
      [60, 'Less than 1 minute left before the items in your cart are released.'],
      [0, null],
    ]);
  });

  it("counts from the answer's arrival in the page's clock, in whole seconds, never below zero", () => {
    const end = holdEndsAt(840, 5_000);
    expect(end).toBe(845_000);
    expect(secondsUntil(end, 5_000)).toBe(840);
    expect(secondsUntil(end, 5_001)).toBe(840);
    expect(secondsUntil(end, 6_000)).toBe(839);
    expect(secondsUntil(end, 845_000)).toBe(0);
    expect(secondsUntil(end, 900_000)).toBe(0);
  });
});
