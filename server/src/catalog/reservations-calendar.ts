// The reservation capacity calendar (002 §2.2 Select date; STORY.md "Reservation days at site_park"):
// per property, the operating days with their hours, bring-a-friend allowance and entry times, each
// with its capacity and the places already sold before the server started. Times are venue local
// (America/Chicago); a day without entry times is closed.

import { seeded } from './seeded.js';

export interface EntryTimeSeed {
  readonly id: string;
  /** Local time, 24-hour "HH:MM". */
  readonly time: string;
  readonly capacity: number;
  /** Places sold by other channels before the server started. */
  readonly booked: number;
}

export interface ReservationDaySeed {
  readonly propertyId: string;
  /** yyyy-mm-dd */
  readonly date: string;
  readonly open: string;
  readonly close: string;
  /** Bring-a-friend day tickets a reservation with an eligible pass may add on this day. */
  readonly bringAFriendMax: number;
  readonly entryTimes: readonly EntryTimeSeed[];
}

const park = (
  date: string,
  bringAFriendMax: number,
  times: readonly [time: string, capacity: number, booked: number][],
  open = '10:00',
  close = '20:00',
): ReservationDaySeed => ({
  propertyId: 'site_park',
  date,
  open,
  close,
  bringAFriendMax,
  entryTimes: times.map(([time, capacity, booked]) => ({
    id: `rperf_${date.replaceAll('-', '')}_${time.replace(':', '')}`,
    time,
    capacity,
    booked,
  })),
});

const water = (
  date: string,
  times: readonly [time: string, capacity: number, booked: number][],
): ReservationDaySeed => ({
  propertyId: 'site_water',
  date,
  open: '11:00',
  close: '19:00',
  bringAFriendMax: 0,
  entryTimes: times.map(([time, capacity, booked]) => ({
    id: `rperf_water_${date.replaceAll('-', '')}_${time.replace(':', '')}`,
    time,
    capacity,
    booked,
  })),
});

export const reservationDays: readonly ReservationDaySeed[] = seeded([
  park('2026-12-05', 2, [
    ['10:00', 400, 100],
    ['14:00', 400, 330],
  ]),
  park(
    '2026-12-06',
    2,
    [
      ['10:00', 400, 370],
      ['13:00', 400, 50],
    ],
    '10:00',
    '18:00',
  ),
  park('2026-12-12', 0, [['10:00', 400, 40]]),
  // Closed to the public for a private event.
  park('2026-12-13', 0, []),
  park('2026-12-19', 2, [
    ['10:00', 400, 0],
    ['14:00', 400, 0],
  ]),
  park('2026-12-25', 0, [['10:00', 400, 400]]),
  water('2026-12-05', [
    ['11:00', 200, 20],
    ['15:00', 200, 20],
  ]),
  water('2026-12-12', [['11:00', 200, 190]]),
  water('2026-12-26', [['11:00', 200, 0]]),
]);

export const daysOfProperty = (propertyId: string): readonly ReservationDaySeed[] =>
  reservationDays.filter((d) => d.propertyId === propertyId);

/** The day and entry time an entry-time id names, on any property. */
export function findEntryTime(
  performanceId: string,
): { day: ReservationDaySeed; entryTime: EntryTimeSeed } | undefined {
  for (const day of reservationDays) {
    const entryTime = day.entryTimes.find((t) => t.id === performanceId);
    if (entryTime) return { day, entryTime };
  }
  return undefined;
}
