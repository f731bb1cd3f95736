// The waiting room's rules (domain/waiting-room/rules.ts) and its keeper's pace (keeper.ts), as plain
// functions and on a memory store whose door wait the test sets.
import { describe, expect, it } from 'vitest';
import { createVenue } from '../../src/catalog/venue.js';
import { SOLD_COLLECTION } from '../../src/domain/capacity.js';
import { KEEPER_DEFAULTS, LineKeeper, PACE_BY_STORE } from '../../src/domain/waiting-room/keeper.js';
import { linePaceFrom, onSaleFrom } from '../../src/domain/waiting-room/on-sale.js';
import { saleTaken } from '../../src/domain/waiting-room/pace.js';
import {
  askAgainSeconds,
  type CallSituation,
  decide,
  LEFT_LINE_MS,
  leftLine,
  type WaitingSlot,
  waitingView,
} from '../../src/domain/waiting-room/rules.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import type { DoorBacklog } from '../../src/store/store.js';

const fresh: WaitingSlot = { place: null, admittedAt: null };
const situation = (over: Partial<CallSituation> = {}): CallSituation => ({
  now: 1000,
  line: { last: 0, admitted: 0 },
  onSale: null,
  forSale: false,
  mayEnter: () => true,
  ...over,
});
const sale = { item: 'perf_x', opensAt: 5000 };

describe('who goes on and who waits', () => {
  it('lets a shopper in at once when nobody waits and the store has room, and keeps it in', () => {
    expect(decide(fresh, situation())).toEqual({ go: true, admit: true });
    const inside = { place: null, admittedAt: 900 };
    // Once in, in through checkout: even with a line behind and no room for newcomers.
    expect(decide(inside, situation({ line: { last: 40, admitted: 2 }, mayEnter: () => false }))).toEqual({
      go: true,
      admit: false,
    });
  });

  it('puts a newcomer at the end of the line when the store has no room, or when others wait', () => {
    expect(decide(fresh, situation({ mayEnter: () => false }))).toEqual({ go: false, place: null });
    let asked = false;
    const waitingAhead = situation({
      line: { last: 10, admitted: 4 },
      mayEnter: () => {
        asked = true;
        return true;
      },
    });
    expect(decide(fresh, waitingAhead)).toEqual({ go: false, place: null });
    expect(asked).toBe(false); // first come, first served: the room is not even asked
  });

  it('keeps a waiting shopper at its place until the line reaches it, then lets it in', () => {
    const waiting = { place: 7, admittedAt: null };
    expect(decide(waiting, situation({ line: { last: 10, admitted: 6 } }))).toEqual({ go: false, place: 7 });
    // Let in, and kept so in the session: it no longer asks in line.
    expect(decide(waiting, situation({ line: { last: 10, admitted: 7 } }))).toEqual({
      go: true,
      admit: true,
    });
  });

  it('takes the place of a shopper who stopped asking at it, and keeps it through a reload', () => {
    const asked = (askedAt: number) => ({ place: 7, admittedAt: null, askedAt });
    const now = 1_000_000;
    const reached = situation({ now, line: { last: 10, admitted: 8 }, mayEnter: () => false });
    const ahead = situation({ now, line: { last: 10, admitted: 6 } });
    // Seen asking within LEFT_LINE_MS (a reload, the once-a-minute check): the place stands.
    expect(leftLine(asked(now - LEFT_LINE_MS), now)).toBe(false);
    expect(decide(asked(now - LEFT_LINE_MS), reached)).toEqual({ go: true, admit: true });
    expect(decide(asked(now - 5_000), ahead)).toEqual({ go: false, place: 7 });
    // Gone longer: the place is lost, reached or not; the shopper takes a new one at the end.
    expect(leftLine(asked(now - LEFT_LINE_MS - 1), now)).toBe(true);
    expect(decide(asked(now - LEFT_LINE_MS - 1), reached)).toEqual({ go: false, place: null });
    expect(decide(asked(now - LEFT_LINE_MS - 1), ahead)).toEqual({ go: false, place: null });
    // A session that never had a place, or one kept before askedAt was, has nothing to lose.
    expect(leftLine({ place: null, admittedAt: 5, askedAt: 0 }, now)).toBe(false);
    expect(leftLine({ place: 7, admittedAt: null }, now)).toBe(false);
  });

  it('holds everyone who asks for an on-sale before it opens, even shoppers already in', () => {
    const before = situation({ onSale: sale, forSale: true, now: 4999 });
    expect(decide(fresh, before)).toEqual({ go: false, place: null });
    expect(decide({ place: null, admittedAt: 10 }, before)).toEqual({ go: false, place: null });
    expect(decide({ place: 3, admittedAt: 10 }, before)).toEqual({ go: false, place: 3 });
    // What is not the sale goes on for a shopper already in, place in line or not.
    expect(decide({ place: 3, admittedAt: 10 }, { ...before, forSale: false })).toEqual({
      go: true,
      admit: false,
    });
  });

  it("lets the sale's line in, in order, once it opens; a shopper let in before it opened queues for it", () => {
    const open = (admitted: number) =>
      situation({ onSale: sale, forSale: true, now: 6000, line: { last: 20, admitted } });
    expect(decide({ place: 3, admittedAt: 10 }, open(2))).toEqual({ go: false, place: 3 });
    expect(decide({ place: 3, admittedAt: 10 }, open(3))).toEqual({ go: true, admit: true });
    expect(decide({ place: null, admittedAt: 10 }, open(3))).toEqual({ go: false, place: null });
    expect(decide({ place: null, admittedAt: 5500 }, open(3))).toEqual({ go: true, admit: false });
  });
});

describe('what a waiting shopper is told', () => {
  it('counts the shoppers ahead and the time they take at the pace of the line', () => {
    const view = waitingView(31, { last: 60, admitted: 10 }, 4, 0, null);
    expect(view).toEqual({ place: 31, ahead: 20, waitSeconds: 6, opensAt: null });
    // Nothing measured yet: one a second.
    expect(waitingView(200, { last: 200, admitted: 0 }, 0, 0, null).waitSeconds).toBe(200);
  });

  it('has a shopper ask again about when its place may come, from 1 to 3 s; far back, a third of that, at most 8 s', () => {
    const view = waitingView(31, { last: 60, admitted: 10 }, 4, 0, null); // 20 ahead
    expect(askAgainSeconds(view, 21)).toBe(1);
    expect(askAgainSeconds(view, 10)).toBe(3);
    // 21 s off: asks again after 7 s, still before its place comes.
    expect(askAgainSeconds(view, 1)).toBe(7);
    expect(askAgainSeconds(waitingView(2001, { last: 3000, admitted: 0 }, 50, 0, null), 50)).toBe(8);
    // Never later than its place may come, at the pace given.
    for (const ahead of [0, 5, 30, 100, 1000])
      for (const pace of [1, 10, 48, 200]) {
        const asked = askAgainSeconds(
          waitingView(ahead + 1, { last: 5000, admitted: 0 }, pace, 0, null),
          pace,
        );
        expect(asked).toBeLessThanOrEqual(Math.max(3, (ahead + 1) / pace));
      }
    expect(askAgainSeconds(waitingView(11, { last: 60, admitted: 10 }, 4, 0, null), 0)).toBe(1);
    // Before an on-sale opens, nobody is let in: every 2 to 5 s.
    expect(askAgainSeconds(waitingView(1, { last: 1, admitted: 0 }, 1, 0, 9_000), 100)).toBe(4);
  });

  it('adds the time until an on-sale opens, and says when it does', () => {
    const view = waitingView(1, { last: 1, admitted: 0 }, 1, 0, 90_000);
    expect(view).toEqual({ place: 1, ahead: 0, waitSeconds: 91, opensAt: '1970-01-01T00:01:30.000Z' });
  });
});

/** A memory store whose door waits the test sets: of the calls inside since the last tick, and now. */
class DoorStore extends MemoryStore {
  wait = 0;
  backlog: DoorBacklog = { inside: 0, firstCalls: 0 };
  override doorWaitMs(): number {
    return this.wait;
  }
  override doorBacklogMs(): DoorBacklog {
    return this.backlog;
  }
}

describe("each instance's keeper", () => {
  const keeperOn = (store: DoorStore, now = () => 0, automatic = true, onSalePerSecond = 0) =>
    new LineKeeper(store, now, null, {
      onSalePerSecond,
      automatic,
      tickMs: 250,
      targetWaitMs: 100,
      firstPerTick: 8,
      maxPerTick: 8,
      idleReadMs: 0,
      onTheirWayTicks: 2,
      holdMs: 0,
      openAtWaitMs: 400,
      openAtFirstCallWaitMs: 800,
    });

  it('lets shoppers in straight however many come while the store keeps up, by the waits at its door', async () => {
    const store = new DoorStore(() => 60_000);
    const keeper = keeperOn(store);
    const entered = (asking = 200) => Array.from({ length: asking }, keeper.mayEnter).filter(Boolean).length;
    // Not how many come: 200 at once come in while nobody waits long.
    expect(entered()).toBe(200);
    // Calls inside waiting past the pace's target, not past the opening: still straight in.
    store.wait = 300;
    await keeper.tick();
    expect(entered()).toBe(200);
    expect(keeper.crowded()).toBe(false);
    // Calls inside that waited past the opening by the last tick: the store cannot keep up.
    store.wait = 500;
    await keeper.tick();
    expect(entered()).toBe(0);
    expect(keeper.crowded()).toBe(true);
    store.wait = 0;
    await keeper.tick();
    expect(entered()).toBe(200);
    // A call of a shopper inside at the door now that has waited past it: at once.
    store.backlog = { inside: 450, firstCalls: 0 };
    expect(entered()).toBe(0);
    store.backlog = { inside: 350, firstCalls: 0 };
    expect(entered()).toBe(200);
    // Visitors' first calls (a crowd arriving): past their own, higher mark.
    store.backlog = { inside: 0, firstCalls: 700 };
    expect(entered()).toBe(200);
    store.backlog = { inside: 0, firstCalls: 900 };
    expect(entered()).toBe(0);
    expect(keeper.crowded()).toBe(true);
  });

  it('lets nobody in straight while others wait in line', async () => {
    const store = new DoorStore(() => 60_000);
    const keeper = keeperOn(store);
    keeper.joined(1); // a shopper took a place (the store was behind a moment ago)
    expect(keeper.crowded()).toBe(true);
  });

  it('lets the line in, in order, as fast as the door allows, and nobody straight meanwhile', async () => {
    const store = new DoorStore(() => 60_000);
    const keeper = keeperOn(store);
    for (let i = 0; i < 30; i++) await store.line.join();
    store.wait = 300;
    await keeper.tick(); // busy: reads the line, lets nobody in
    expect(keeper.line).toEqual({ last: 30, admitted: 0 });
    expect(keeper.crowded()).toBe(true);
    store.wait = 0;
    await keeper.tick();
    expect(keeper.line.admitted).toBe(4);
    await keeper.tick();
    expect(keeper.line.admitted).toBe(9);
    expect(keeper.crowded()).toBe(true);
    for (let i = 0; i < 3; i++) await keeper.tick(); // 6, 7 and 8 more
    expect(keeper.line).toEqual({ last: 30, admitted: 30 });
    await keeper.tick();
    expect(keeper.crowded()).toBe(false);
  });

  it('lets nobody more in while many it let in are still on their way', async () => {
    const store = new DoorStore(() => 60_000);
    const keeper = keeperOn(store);
    for (let i = 0; i < 40; i++) await store.line.join();
    let onTheirWay = 17; // more than two ticks' worth (8 a tick)
    keeper.inFlight = () => onTheirWay;
    await keeper.tick();
    expect(keeper.line.admitted).toBe(0);
    onTheirWay = 16;
    await keeper.tick();
    expect(keeper.line.admitted).toBe(8);
  });

  it('lets a call held for its place go on as soon as the line reaches it, or answers no in time', async () => {
    const store = new DoorStore(() => 60_000);
    const keeper = keeperOn(store);
    for (let i = 0; i < 12; i++) await store.line.join();
    const near = keeper.reached(5, 10_000);
    const far = keeper.reached(12, 50);
    await keeper.tick(); // reads the line (another instance's places)
    await keeper.tick(); // 8 let in
    expect(await near).toBe(true);
    expect(await far).toBe(false);
    expect(await keeper.reached(3, 0)).toBe(true);
  });

  it('opens no line by itself where it is not automatic, however busy the door', async () => {
    const store = new DoorStore(() => 60_000);
    const keeper = keeperOn(store, () => 0, false);
    store.wait = 5000;
    await keeper.tick();
    expect(Array.from({ length: 100 }, keeper.mayEnter).every(Boolean)).toBe(true);
    expect(keeper.crowded()).toBe(false);
  });

  it("moves an on-sale's line only once the sale opens", async () => {
    const store = new DoorStore(() => 60_000);
    let now = 0;
    const keeper = keeperOn(store, () => now);
    keeper.onSale = { item: 'perf_x', opensAt: 1000 };
    for (let i = 0; i < 5; i++) await store.line.join();
    await keeper.tick();
    await keeper.tick();
    expect(keeper.line).toEqual({ last: 5, admitted: 0 });
    now = 1000;
    await keeper.tick();
    expect(keeper.line.admitted).toBe(5);
  });

  it("lets an opened on-sale's line in at its pace, and at once while the sale takes nothing", async () => {
    const store = new DoorStore(() => 60_000);
    let now = 0;
    let taken = 0;
    const keeper = keeperOn(store, () => now, true, 4); // 4 a second, 8 a tick at most
    keeper.saleTaken = async () => taken;
    keeper.onSale = { item: 'perf_x', opensAt: 1000 };
    for (let i = 0; i < 40; i++) await store.line.join();
    await keeper.tick(); // reads the line before the opening
    now = 1000;
    await keeper.tick(); // the draw; a second's worth at once
    expect(keeper.line.admitted).toBe(4);
    now = 1500;
    taken = 3;
    await keeper.tick();
    await keeper.tick();
    expect(keeper.line.admitted).toBe(6); // 4 a second: 2 more by half a second later
    now = 2000;
    taken = 6;
    await keeper.tick();
    expect(keeper.line.admitted).toBe(8);
    // Nothing taken for 5 s (sold out, or nobody wants more): the rest come in as fast as the door allows.
    now = 7000;
    await keeper.tick();
    expect(keeper.line.admitted).toBe(16);
    await keeper.tick();
    expect(keeper.line.admitted).toBe(24);
    // A take again: the pace counts from here (a second's worth at once).
    taken = 7;
    await keeper.tick();
    expect(keeper.line.admitted).toBe(28);
    await keeper.tick();
    expect(keeper.line.admitted).toBe(28);
  });
});

describe("the operator's on-sale setting", () => {
  it('names an item and the time it opens, with its offset; half a setting is refused', () => {
    expect(onSaleFrom({})).toBeNull();
    expect(
      onSaleFrom({ BOXOFFICE_ON_SALE_ITEM: 'prod_day', BOXOFFICE_ON_SALE_AT: '2026-12-01T10:00:00-05:00' }),
    ).toEqual({ item: 'prod_day', opensAt: Date.parse('2026-12-01T15:00:00Z') });
    for (const env of [
      { BOXOFFICE_ON_SALE_ITEM: 'prod_day' },
      { BOXOFFICE_ON_SALE_AT: '2026-12-01T10:00:00Z' },
      { BOXOFFICE_ON_SALE_ITEM: 'prod_day', BOXOFFICE_ON_SALE_AT: '2026-12-01T10:00:00' },
      { BOXOFFICE_ON_SALE_ITEM: 'prod_day', BOXOFFICE_ON_SALE_AT: 'tomorrow' },
    ])
      expect(() => onSaleFrom(env)).toThrow(/BOXOFFICE_ON_SALE_AT/);
  });
});

describe('the pace by store', () => {
  it('opens the line by itself on PGlite and PostgreSQL; on memory only for an on-sale', () => {
    expect({ ...KEEPER_DEFAULTS, ...PACE_BY_STORE.pglite }.automatic).toBe(true);
    expect({ ...KEEPER_DEFAULTS, ...PACE_BY_STORE.postgres }).toMatchObject({
      automatic: true,
      openAtWaitMs: 500,
      targetWaitMs: 400,
    });
    expect({ ...KEEPER_DEFAULTS, ...PACE_BY_STORE.memory }.automatic).toBe(false);
    // Where it opens by itself, by how long calls wait at the door, not by how many arrive.
    expect({ ...KEEPER_DEFAULTS, ...PACE_BY_STORE.pglite }).toMatchObject({
      openAtWaitMs: 500,
      openAtFirstCallWaitMs: 1000,
    });
  });
});

describe("an on-sale's pace", () => {
  it('is set in shoppers a second, and not set by nothing or nonsense', () => {
    expect(linePaceFrom({ BOXOFFICE_ON_SALE_PACE: '25' })).toEqual({ onSalePerSecond: 25 });
    // Where it opens by itself, which it then does on every store (memory's is off by default); 0: never.
    expect(linePaceFrom({ BOXOFFICE_LINE_OPENS_AT_MS: '800' })).toEqual({
      automatic: true,
      openAtWaitMs: 800,
      openAtFirstCallWaitMs: 1600,
    });
    expect(linePaceFrom({ BOXOFFICE_LINE_OPENS_AT_MS: '0' })).toEqual({ automatic: false });
    expect(linePaceFrom({ BOXOFFICE_LINE_OPENS_AT_MS: 'soon' })).toEqual({});
    expect(linePaceFrom({ BOXOFFICE_ON_SALE_PACE: '0' })).toEqual({});
    expect(linePaceFrom({ BOXOFFICE_ON_SALE_PACE: 'fast' })).toEqual({});
  });

  it("watches what the item has taken over all its performances (a product's or one's)", async () => {
    const venue = createVenue(new Date('2026-11-22T15:00:00Z'));
    const store = new MemoryStore(() => 60_000);
    const [first, second] = venue.performancesOf('prod_day');
    if (!first || !second) throw new Error('the park has days');
    await store.changeCounts(SOLD_COLLECTION, [
      { key: first.id, by: 3, capacity: 100 },
      { key: second.id, by: 2, capacity: 100, hold: 2 },
    ]);
    expect(await saleTaken(store, venue, 'prod_day')).toBe(5);
    expect(await saleTaken(store, venue, second.id)).toBe(2);
    expect(await saleTaken(store, venue, 'prod_unknown')).toBe(0);
  });
});
