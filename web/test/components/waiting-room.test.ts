// What the waiting room says: the shoppers ahead, and the wait in whole minutes or the sale's opening.
import { describe, expect, it } from 'vitest';
import { aheadText, waitText } from '../../src/components/WaitingRoomNotice';

const room = (over: Partial<{ ahead: number; waitSeconds: number; opensAt: string | null }>) => ({
  place: 10,
  ahead: 3,
  waitSeconds: 20,
  opensAt: null,
  ...over,
});

describe('the waiting room', () => {
  it('counts the shoppers ahead', () => {
    expect(aheadText(0)).toBe('You are next.');
    expect(aheadText(1)).toBe('1 shopper is ahead of you.');
    expect(aheadText(1250)).toBe('1,250 shoppers are ahead of you.');
  });

  it('tells the wait in whole minutes, and when an on-sale opens', () => {
    expect(waitText(room({ waitSeconds: 20 }))).toBe('Your turn is coming: less than a minute to wait.');
    expect(waitText(room({ waitSeconds: 80 }))).toBe('About 1 minute to wait.');
    expect(waitText(room({ waitSeconds: 400 }))).toBe('About 7 minutes to wait.');
    expect(waitText(room({ opensAt: '2026-12-01T15:00:00Z' }), 'en-US')).toMatch(
      /^The sale opens at \d{1,2}:00\s?[AP]M\. Everyone in line by then is given a place at random when it opens, so there is no need to hurry; shoppers who come later go after them\.$/,
    );
  });
});
