import { expect, describe as group, it } from 'vitest';
import { createVenue, type PerformanceRecord } from '../../src/catalog/venue.js';
import {
  bestLevel,
  describe,
  levelOf,
  performanceLevel,
  performanceRemaining,
  recordSale,
  SHOWN_COUNTS_MS,
  saleCapacity,
  seatAvailable,
  sectionRemaining,
  shownSoldOf,
  soldKey,
  soldOf,
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
  it('counts sales against seeded capacity until the performance is full', async () => {
    const store = new MemoryStore(() => 60_000);
    const p = perf('perf_day_20261205_1000');
    // A snapshot of what is sold now: each check reads the store afresh after a sale.
    const sold = () => soldOf(store, [p]);
    expect(performanceLevel(await sold(), p)).toBe(1);
    const left = performanceRemaining(await sold(), p);
    await recordSale(store, p, undefined, left - 10);
    expect(performanceLevel(await sold(), p)).toBe(3);
    await recordSale(store, p, undefined, 10);
    expect(performanceRemaining(await sold(), p)).toBe(0);
    expect(performanceLevel(await sold(), p)).toBe(4);
    await recordSale(store, p, undefined, -1);
    expect(performanceRemaining(await sold(), p)).toBe(1);
  });

  it('never counts below zero when more is released than was sold', async () => {
    const store = new MemoryStore(() => 60_000);
    const p = perf('perf_day_20261205_1000');
    const full = performanceRemaining(await soldOf(store, [p]), p);
    await recordSale(store, p, undefined, 2);
    await recordSale(store, p, undefined, -5);
    const sold = await soldOf(store, [p]);
    expect(sold(soldKey(p.id))).toBe(0);
    expect(performanceRemaining(sold, p)).toBe(full);
  });

  it('reads a snapshot: a sale after it is seen by the next read, not by it', async () => {
    const store = new MemoryStore(() => 60_000);
    const p = perf('perf_day_20261205_1000');
    const before = await soldOf(store, [p]);
    const left = performanceRemaining(before, p);
    await recordSale(store, p, undefined, 3);
    expect(performanceRemaining(before, p)).toBe(left);
    expect(performanceRemaining(await soldOf(store, [p]), p)).toBe(left - 3);
  });

  it('makes a started performance Unavailable', async () => {
    const store = new MemoryStore(() => 60_000);
    const p = perf('perf_day_20261205_1000');
    const sold = await soldOf(store, [p]);
    expect(performanceLevel(sold, p, p.startsAt + 1)).toBe(99);
    expect(performanceLevel(sold, p, p.startsAt - 1)).toBe(1);
  });

  it('counts sections and seats by their own keys', async () => {
    const store = new MemoryStore(() => 60_000);
    const concert = perf('perf_concert_20261205_1900');
    const lawn = concert.showCategories.find((s) => s.id === 'sec_lawn');
    if (!lawn) throw new Error('no lawn');
    const sold = await soldOf(store, [concert]);
    const before = sectionRemaining(sold, concert, lawn);
    const total = performanceRemaining(sold, concert);
    await recordSale(store, concert, 'sec_lawn', 5);
    const after = await soldOf(store, [concert]);
    expect(sectionRemaining(after, concert, lawn)).toBe(before - 5);
    expect(performanceRemaining(after, concert)).toBe(total - 5);

    const dinner = perf('perf_dinner_20261205_1800');
    const seat = dinner.seats.find((s) => s.id === 'seat_a_101');
    if (!seat) throw new Error('no seat');
    expect(seatAvailable(await soldOf(store, [dinner]), dinner, seat)).toBe(true);
    await recordSale(store, dinner, seat.id, 1);
    expect(seatAvailable(await soldOf(store, [dinner]), dinner, seat)).toBe(false);
  });

  it('never records more than may be sold: a seat once, a performance its places left', async () => {
    const store = new MemoryStore(() => 60_000);
    const dinner = perf('perf_dinner_20261205_1800');
    await recordSale(store, dinner, 'seat_a_101', 1);
    await expect(recordSale(store, dinner, 'seat_a_101', 1)).rejects.toThrow(/capacity 1/);
    const day = perf('perf_day_20261205_1000');
    await recordSale(store, day, undefined, saleCapacity(day));
    await expect(recordSale(store, day, undefined, 1)).rejects.toThrow(/capacity/);
    expect(performanceRemaining(await soldOf(store, [day]), day)).toBe(0);
  });

  it('reads many performances in one snapshot, each by its own keys', async () => {
    const store = new MemoryStore(() => 60_000);
    const day = perf('perf_day_20261205_1000');
    const concert = perf('perf_concert_20261205_1900');
    await recordSale(store, day, undefined, 4);
    await recordSale(store, concert, 'sec_lawn', 2);
    const sold = await soldOf(store, [day, concert]);
    expect(sold(soldKey(day.id))).toBe(4);
    expect(sold(soldKey(concert.id, 'sec_lawn'))).toBe(2);
    expect(sold(soldKey(concert.id))).toBe(0);
  });

  it('shows counts read at most SHOWN_COUNTS_MS ago, one read for every shopper meanwhile', async () => {
    const store = new MemoryStore(() => 60_000);
    const day = perf('perf_day_20261205_1000');
    const other = perf('perf_day_20261206_1000');
    const sold = store.collection('sold');
    let reads = 0;
    const getMany = sold.getMany.bind(sold);
    sold.getMany = (ids) => {
      reads++;
      return getMany(ids);
    };
    let clock = 1000;
    const now = () => clock;
    expect((await shownSoldOf(store, [day], now))(soldKey(day.id))).toBe(0);
    // Another instance (or a call straight on the store) sells: shown after the window, not in it.
    await store.changeCounts('sold', [{ key: soldKey(day.id), by: 3, capacity: 100 }]);
    for (let i = 0; i < 5; i++) expect((await shownSoldOf(store, [day], now))(soldKey(day.id))).toBe(0);
    expect(reads).toBe(1);
    // A performance not read yet is read; the one read stays as it was.
    expect((await shownSoldOf(store, [day, other], now))(soldKey(day.id))).toBe(0);
    expect(reads).toBe(2);
    clock += SHOWN_COUNTS_MS;
    expect((await shownSoldOf(store, [day], now))(soldKey(day.id))).toBe(3);
    expect(reads).toBe(3);
    // A sale of this instance is shown at once.
    await recordSale(store, day, undefined, 2);
    expect((await shownSoldOf(store, [day], now))(soldKey(day.id))).toBe(5);
  });
});
