import { describe, expect, it } from 'vitest';
import { scheduleRules } from '../../src/catalog/data/schedule.js';
import { generatePerformances, seededShare } from '../../src/catalog/schedule.js';
import { displayTime, zonedDateTime } from '../../src/catalog/time.js';
import { createVenue } from '../../src/catalog/venue.js';

const input = (dates: string[], closed: string[] = []) => ({
  rules: scheduleRules,
  dates,
  timeZone: 'America/Chicago',
  soldShares: {},
  closed: new Set(closed),
});

describe('schedule generation', () => {
  it('makes performances on the days and at the times the rules say', () => {
    // 2026-12-05 is a Saturday: day tickets, concert, dinner and the tour all play.
    const ids = generatePerformances(input(['2026-12-05'])).map((p) => p.id);
    expect(ids).toContain('perf_day_20261205_1000');
    expect(ids).toContain('perf_day_20261205_1400');
    expect(ids).toContain('perf_concert_20261205_1900');
    expect(ids).toContain('perf_dinner_20261205_1800');
    expect(ids).toContain('perf_tour_20261205_0900');
    expect(ids).toContain('perf_tour_20261205_0930');
    // 2026-12-08 is a Tuesday: the park is closed and nothing else plays.
    expect(generatePerformances(input(['2026-12-08']))).toEqual([]);
  });

  it('skips closed days', () => {
    const tour = generatePerformances(input(['2026-12-12'], ['prod_tour/2026-12-12'])).filter(
      (p) => p.productId === 'prod_tour',
    );
    expect(tour).toEqual([]);
  });

  it("gives each performance the venue's local offset for its date", () => {
    const dec = generatePerformances(input(['2026-12-05'])).find((p) => p.id === 'perf_day_20261205_1000');
    expect(dec?.dateTime).toBe('2026-12-05T10:00:00-06:00');
    expect(dec?.startsAt).toBe(Date.parse('2026-12-05T16:00:00Z'));
    expect(zonedDateTime('America/Chicago', '2027-07-04', '10:00').iso).toBe('2027-07-04T10:00:00-05:00');
    expect(displayTime('09:30')).toBe('9:30 AM');
    expect(displayTime('12:00')).toBe('12:00 PM');
    expect(displayTime('00:15')).toBe('12:15 AM');
  });

  it('chains the tour picks with delay types 2 and 3', () => {
    const tour = generatePerformances(input(['2026-12-05'])).filter((p) => p.productId === 'prod_tour');
    expect(tour.map((p) => p.selectionIndex)).toEqual([1, 1, 2, 2, 3, 4]);
    const talk = tour.find((p) => p.id === 'perf_tour_20261205_0930');
    expect(talk).toMatchObject({
      delayTypeId: 2,
      delaySelectionDateTime: '2026-12-05T09:00:00-06:00',
      uiPrompt: 'Time',
    });
    expect(tour.find((p) => p.selectionIndex === 3)?.delayTypeId).toBe(3);
  });

  it('seeds sold shares deterministically, with every capacity level represented', () => {
    expect(seededShare('perf_day_20270101_1000')).toBe(seededShare('perf_day_20270101_1000'));
    const venue = createVenue(new Date('2026-11-22T15:00:00Z'));
    const levels = new Set(
      venue.performancesBetween('prod_day', '2026-11-22', '2027-03-22').map((p) => {
        const left = (p.capacity - p.preSold) / p.capacity;
        return left <= 0 ? 4 : left <= 0.1 ? 3 : left <= 0.3 ? 2 : 1;
      }),
    );
    expect([...levels].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('the venue schedule', () => {
  it('covers the next 120 days on most days', () => {
    const venue = createVenue(new Date('2026-11-22T15:00:00Z'));
    const dates = new Set(
      venue.performancesBetween('prod_day', '2026-11-22', '2027-03-22').map((p) => p.date),
    );
    expect(dates.size).toBeGreaterThan(100);
    expect(venue.performancesOn('prod_day', '2027-03-30')).toEqual([]);
  });

  it("keeps STORY.md's performances resolvable when today is later", () => {
    const venue = createVenue(new Date('2027-06-01T15:00:00Z'));
    expect(venue.performance('perf_day_20261205_1000')?.date).toBe('2026-12-05');
    expect(venue.performance('perf_tour_20261205_0930')?.selectionIndex).toBe(2);
    expect(venue.performancesOn('prod_day', '2027-06-05').length).toBe(2);
  });

  it("matches STORY.md's capacity for its dates", () => {
    const venue = createVenue(new Date('2026-11-22T15:00:00Z'));
    const share = (id: string) => {
      const p = venue.performance(id);
      return p ? p.preSold / p.capacity : Number.NaN;
    };
    expect(share('perf_day_20261205_1000')).toBeLessThan(0.7);
    expect(share('perf_day_20261205_1400')).toBe(0.75);
    expect(share('perf_day_20261225_1000')).toBe(1);
    expect(venue.isClosed('prod_tour', '2026-12-12')).toBe(true);
  });
});
