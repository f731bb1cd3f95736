import { expect, describe as group, it } from 'vitest';
import { createVenue, type PerformanceRecord } from '../../src/catalog/venue.js';
import {
  bestLevel,
  describe,
  levelOf,
  performanceLevel,
  performanceRemaining,
  recordSale,
  seatAvailable,
  sectionRemaining,
  soldKey,
} from '../../src/domain/capacity.js';
import { MemoryStore } from '../../src/store/memory-store.js';

const venue = createVenue(new Date('2026-11-22T15:04:05Z'));
const perf = (id: string) => venue.performance(id) as PerformanceRecord;

group('capacity levels', () => {
  it('maps remaining capacity to the legend levels', () => {
    expect(levelOf(100, 100)).toBe(1);
    expect(levelOf(31, 100)).toBe(1);
    expect(levelOf(30, 100)).toBe(2);
    expect(levelOf(11, 100)).toBe(2);
    expect(levelOf(10, 100)).toBe(3);
    expect(levelOf(1, 100)).toBe(3);
    expect(levelOf(0, 100)).toBe(4);
    expect(levelOf(-3, 100)).toBe(4);
    expect(levelOf(0, 0)).toBe(99);
  });

  it('words each level as the legend does', () => {
    expect(describe(2)).toEqual({ capacityLevelId: 2, capacityDescription: 'Low Capacity' });
    expect(describe(3).capacityDescription).toBe('Almost Full');
    expect(describe(99).capacityDescription).toBe('Unavailable');
  });

  it("gives a date its most open performance's level", () => {
    expect(bestLevel([2, 1])).toBe(1);
    expect(bestLevel([4, 4])).toBe(4);
    expect(bestLevel([99, 3])).toBe(3);
    expect(bestLevel([])).toBe(99);
  });
});

group('sold counts shared across sessions', () => {
  it('counts sales against seeded capacity until the performance is full', () => {
    const store = new MemoryStore(() => 60_000);
    const p = perf('perf_day_20261205_1000');
    expect(performanceLevel(store, p)).toBe(1);
    const left = performanceRemaining(store, p);
    recordSale(store, soldKey(p.id), left - 10);
    expect(performanceLevel(store, p)).toBe(3);
    recordSale(store, soldKey(p.id), 10);
    expect(performanceRemaining(store, p)).toBe(0);
    expect(performanceLevel(store, p)).toBe(4);
    recordSale(store, soldKey(p.id), -1);
    expect(performanceRemaining(store, p)).toBe(1);
  });

  it('makes a started performance Unavailable', () => {
    const store = new MemoryStore(() => 60_000);
    const p = perf('perf_day_20261205_1000');
    expect(performanceLevel(store, p, p.startsAt + 1)).toBe(99);
    expect(performanceLevel(store, p, p.startsAt - 1)).toBe(1);
  });

  it('counts sections and seats by their own keys', () => {
    const store = new MemoryStore(() => 60_000);
    const concert = perf('perf_concert_20261205_1900');
    const lawn = concert.showCategories.find((s) => s.id === 'sec_lawn');
    if (!lawn) throw new Error('no lawn');
    const before = sectionRemaining(store, concert, lawn);
    const total = performanceRemaining(store, concert);
    recordSale(store, soldKey(concert.id, 'sec_lawn'), 5);
    expect(sectionRemaining(store, concert, lawn)).toBe(before - 5);
    expect(performanceRemaining(store, concert)).toBe(total - 5);

    const dinner = perf('perf_dinner_20261205_1800');
    const seat = dinner.seats.find((s) => s.id === 'seat_a_101');
    if (!seat) throw new Error('no seat');
    expect(seatAvailable(store, dinner, seat)).toBe(true);
    recordSale(store, soldKey(dinner.id, seat.id), 1);
    expect(seatAvailable(store, dinner, seat)).toBe(false);
  });
});
