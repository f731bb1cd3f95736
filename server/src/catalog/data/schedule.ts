// Schedule rules: which shows play on which days at which times. The venue turns them into
// performances for today..today+120 and for STORY.md's dates (2026-12-05, -12, -25), whatever today is.
import { seeded } from '../seeded.js';
import type { ClosureRecord, DelayTypeId, SeatRecord, SectionRecord, ShowTypeId } from '../types.js';

export interface SlotRule {
  /** Venue-local 'HH:MM'. */
  readonly time: string;
  readonly showId: string;
  readonly showName: string;
  readonly selectionIndex: number;
  readonly alwaysPromptShow?: boolean;
  readonly alwaysPromptPerformance?: boolean;
  readonly uiPrompt?: string | null;
  readonly delayTypeId?: DelayTypeId;
  /** Same-day 'HH:MM' the first (2) or previous (3) pick may not be later than. */
  readonly delayUntil?: string;
  /** Variants sold for this slot; empty for a pick that only completes a chain. */
  readonly variantIds: readonly string[];
}

export interface ScheduleRule {
  /** Products sold for these performances; the first one names the ids (`perf_day_...`). */
  readonly productIds: readonly string[];
  /** Id stem: `perf_<idStem>_<yyyymmdd>_<hhmm>`. */
  readonly idStem: string;
  readonly showTypeId: ShowTypeId;
  /** Days of the week it plays, 0 Sunday to 6 Saturday. */
  readonly weekdays: readonly number[];
  /** Only these dates, when set (one-off events). */
  readonly onlyDates?: readonly string[];
  readonly slots: readonly SlotRule[];
  /** Capacity per performance for show types 1 and 4. */
  readonly capacity?: number;
  readonly sections?: readonly Omit<SectionRecord, 'preSold'>[];
  readonly seats?: readonly Omit<SeatRecord, 'preSold'>[];
  readonly seatingChartImage?: string;
  /**
   * Share sold before start-up of each of its performances (and their sections and seats) that
   * soldShares gives none; unset, a pseudo-random one per performance (schedule.ts seededShare).
   */
  readonly soldShare?: number;
}

// The concert's seating chart, drawn to STORY.md's 600 x 400 polygons. A data URL keeps it offline.
const CONCERT_CHART = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">' +
    '<rect width="600" height="400" fill="#eef3f7"/>' +
    '<rect x="200" y="5" width="200" height="45" fill="#34495e"/>' +
    '<text x="300" y="33" font-size="18" text-anchor="middle" fill="#fff">STAGE</text>' +
    '<polygon points="40,60 560,60 560,260 40,260" fill="#8fb3d9"/>' +
    '<text x="300" y="165" font-size="22" text-anchor="middle">Pavilion</text>' +
    '<polygon points="0,280 600,280 600,400 0,400" fill="#9ccc8a"/>' +
    '<text x="300" y="345" font-size="22" text-anchor="middle">Lawn</text></svg>',
)}`;

const DINNER_VARIANTS = ['var_dinner_adult', 'var_dinner_child'];

function dinnerSeats(): Omit<SeatRecord, 'preSold'>[] {
  const seats: Omit<SeatRecord, 'preSold'>[] = [];
  for (const row of ['A', 'B', 'C'])
    for (let n = 101; n <= 108; n++)
      seats.push({
        id: `seat_${row.toLowerCase()}_${n}`,
        name: `Row ${row} Seat ${n}`,
        row,
        seat: String(n),
        categoryName: 'Dining Room',
        variantIds: DINNER_VARIANTS,
      });
  return seats;
}

const DAY_VARIANTS = ['var_day_adult', 'var_day_child', 'var_day_senior', 'var_comp_day'];
const TOUR = ['var_tour_guest'];

export const scheduleRules: readonly ScheduleRule[] = seeded([
  {
    // The park is closed on Tuesdays.
    productIds: ['prod_day', 'prod_comp_day'],
    idStem: 'day',
    showTypeId: 1,
    weekdays: [0, 1, 3, 4, 5, 6],
    capacity: 500,
    slots: [
      {
        time: '10:00',
        showId: 'show_day',
        showName: 'Park Admission',
        selectionIndex: 1,
        variantIds: DAY_VARIANTS,
      },
      {
        time: '14:00',
        showId: 'show_day',
        showName: 'Park Admission',
        selectionIndex: 1,
        variantIds: DAY_VARIANTS,
      },
    ],
  },
  {
    productIds: ['prod_concert'],
    idStem: 'concert',
    showTypeId: 2,
    weekdays: [5, 6],
    seatingChartImage: CONCERT_CHART,
    sections: [
      {
        id: 'sec_pavilion',
        name: 'Pavilion',
        capacity: 200,
        coordinates: [
          { x: 40, y: 60 },
          { x: 560, y: 60 },
          { x: 560, y: 260 },
          { x: 40, y: 260 },
        ],
        variantIds: ['var_concert_pavilion'],
      },
      {
        id: 'sec_lawn',
        name: 'Lawn',
        capacity: 400,
        coordinates: [
          { x: 0, y: 280 },
          { x: 600, y: 280 },
          { x: 600, y: 400 },
          { x: 0, y: 400 },
        ],
        variantIds: ['var_concert_lawn'],
      },
    ],
    slots: [
      { time: '19:00', showId: 'show_concert', showName: 'Winter Pops', selectionIndex: 1, variantIds: [] },
    ],
  },
  {
    productIds: ['prod_dinner'],
    idStem: 'dinner',
    showTypeId: 3,
    weekdays: [0, 4, 5, 6],
    seats: dinnerSeats(),
    slots: [
      {
        time: '18:00',
        showId: 'show_dinner',
        showName: 'Holiday Lights Dinner',
        selectionIndex: 1,
        variantIds: [],
      },
    ],
  },
  {
    // Four chained picks: a tour, then a keeper talk time, a photo session and lunch. A later pick is
    // offered only when the earlier one ends in time (delay types 2 and 3).
    productIds: ['prod_tour'],
    idStem: 'tour',
    showTypeId: 4,
    weekdays: [6],
    capacity: 20,
    slots: [
      {
        time: '09:00',
        showId: 'show_tour_elephant',
        showName: 'Elephant Barn',
        selectionIndex: 1,
        alwaysPromptPerformance: true,
        uiPrompt: 'Tour',
        variantIds: TOUR,
      },
      {
        time: '10:00',
        showId: 'show_tour_bigcat',
        showName: 'Big Cat Lodge',
        selectionIndex: 1,
        alwaysPromptPerformance: true,
        uiPrompt: 'Tour',
        variantIds: TOUR,
      },
      {
        time: '09:30',
        showId: 'show_tour_keeper',
        showName: 'Keeper Talk',
        selectionIndex: 2,
        uiPrompt: 'Time',
        delayTypeId: 2,
        delayUntil: '09:00',
        variantIds: [],
      },
      {
        time: '10:30',
        showId: 'show_tour_keeper',
        showName: 'Keeper Talk',
        selectionIndex: 2,
        uiPrompt: 'Time',
        delayTypeId: 2,
        delayUntil: '10:00',
        variantIds: [],
      },
      {
        time: '11:00',
        showId: 'show_tour_photo',
        showName: 'Photo Session',
        selectionIndex: 3,
        uiPrompt: 'Photo',
        delayTypeId: 3,
        delayUntil: '09:30',
        variantIds: [],
      },
      {
        time: '12:00',
        showId: 'show_tour_lunch',
        showName: 'Keeper Lunch',
        selectionIndex: 4,
        alwaysPromptPerformance: true,
        uiPrompt: 'Lunch',
        delayTypeId: 3,
        delayUntil: '11:00',
        variantIds: [],
      },
    ],
  },
  {
    productIds: ['prod_fireworks'],
    idStem: 'fireworks',
    showTypeId: 1,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    onlyDates: ['2026-12-31'],
    capacity: 2000,
    slots: [
      {
        time: '21:00',
        showId: 'show_fireworks',
        showName: 'Fireworks over the Lake',
        selectionIndex: 1,
        variantIds: ['var_fireworks_general'],
      },
    ],
  },
]);

/** Days a product does not run although its rule says it would (the tour calendar's closed days). */
export const closures: readonly ClosureRecord[] = seeded([
  { productId: 'prod_tour', date: '2026-12-12' },
  { productId: 'prod_tour', date: '2026-12-19' },
]);

/** STORY.md's dates, always generated so the contract's examples resolve. */
export const storyDates: readonly string[] = seeded(['2026-12-05', '2026-12-12', '2026-12-25', '2026-12-31']);

/**
 * Share of capacity sold before start-up, by performance id (or `<id>/<sectionId|seatId>`), where
 * STORY.md fixes a capacity level; other performances get a deterministic pseudo-random share.
 */
export const soldShares: Readonly<Record<string, number>> = seeded({
  perf_day_20261205_1000: 0.2,
  perf_day_20261205_1400: 0.75,
  perf_day_20261212_1000: 0.1,
  perf_day_20261212_1400: 0.15,
  perf_day_20261225_1000: 1,
  perf_day_20261225_1400: 1,
  perf_tour_20261205_0900: 0.1,
  perf_tour_20261205_0930: 0.1,
  // The dynamic calendar's staged picks on its second page (STORY.md): every pick open.
  perf_tour_20261226_0900: 0.1,
  perf_tour_20261226_1000: 0.1,
  perf_tour_20261226_0930: 0.1,
  perf_tour_20261226_1030: 0.1,
  perf_tour_20261226_1100: 0.1,
  perf_tour_20261226_1200: 0.1,
  'perf_concert_20261205_1900/sec_pavilion': 0.2,
  'perf_concert_20261205_1900/sec_lawn': 0.1,
  'perf_dinner_20261205_1800/seat_a_101': 0,
  'perf_dinner_20261205_1800/seat_a_102': 0,
});

/** How many days after today the schedule rules make performances for. */
export const SCHEDULE_DAYS = 120;
