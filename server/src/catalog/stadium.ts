// Lakeside Stadium (BOXOFFICE_VENUE=stadium, seeded.ts): the venue the on-sale benchmark measures scale
// on (issue 41; npm run bench:surge -- --venue stadium). Made from Lakeside's records as Harbor is:
// the same kinds of products, passes, reservations and accounts under `std-` ids and names of its
// own, on Lakeside's dates and at its prices. Then its schedule is a stadium's: every general-admission
// performance (show type 1) holds 50,000 places, the concert (show type 2) sells a seated bowl, a
// Lower Bowl of 5,000 places and an Upper Bowl of 15,000, and the dinner show (show type 3) 200
// seats. General admission and the bowl start with nothing sold (STORY.md's fixed shares still hold
// on the story's dates), so a run can sell a whole performance or section.
import type { ScheduleRule } from './data/schedule.js';
import { prefixIds, replaceAll, rewriteRecord } from './rewrite.js';
import type { SeatRecord, SectionRecord } from './types.js';

export const STADIUM_GENERAL_ADMISSION = 50_000;
export const LOWER_BOWL = 5_000;
export const UPPER_BOWL = 15_000;
const DINNER_ROWS = 'ABCDEFGHIJ';
const DINNER_SEATS_PER_ROW = 20;

/** Lakeside's concert section and variant ids, renamed for the bowl before they are prefixed. */
const BOWL_IDS: readonly (readonly [RegExp, string])[] = [
  [/\bsec_pavilion\b/g, 'sec_lower_bowl'],
  [/\bsec_lawn\b/g, 'sec_upper_bowl'],
  [/\bvar_concert_pavilion\b/g, 'var_concert_lower_bowl'],
  [/\bvar_concert_lawn\b/g, 'var_concert_upper_bowl'],
];

const NAMES: readonly (readonly [string, string])[] = [
  ['Lakeside Adventure Park', 'Lakeside Stadium'],
  ['Lakeside Water Kingdom', 'Lakeside Arena'],
  ['Lakeside Conservation Fund', 'Lakeside Stadium Community Fund'],
  ['Lakeside Summer Concert Series', 'Lakeside Stadium Concerts'],
  ['Gold Season Pass', 'Stadium Season Pass'],
  ['Fun Card', 'Fan Card'],
  ['Day Ticket', 'Stadium Day Ticket'],
  ['bring a blanket to the Lawn', 'climb to the Upper Bowl'],
  ['Pavilion', 'Lower Bowl'],
  ['Lawn', 'Upper Bowl'],
  // Pass ids and ticket barcodes (their lengths kept).
  ['SP2026', 'SS2026'],
  ['SP2027', 'SS2027'],
  ['LAP100', 'LKS100'],
];

/** The stadium's id for a Lakeside id: `perf_day_20261205_1000` -> `std-perf-day-20261205-1000`. */
export function stadiumId(text: string): string {
  let out = text;
  for (const [from, to] of BOWL_IDS) out = out.replace(from, to);
  return prefixIds('std', out);
}

const stadiumText = (text: string) => replaceAll(stadiumId(text), NAMES);

// The bowl drawn to the same 600 x 400 frame as Lakeside's chart: the Lower Bowl in front of the stage,
// the Upper Bowl around it. A data URL keeps it offline.
const LOWER_BOWL_SHAPE = [
  { x: 60, y: 60 },
  { x: 540, y: 60 },
  { x: 540, y: 240 },
  { x: 60, y: 240 },
];
const UPPER_BOWL_SHAPE = [
  { x: 0, y: 60 },
  { x: 40, y: 60 },
  { x: 40, y: 260 },
  { x: 560, y: 260 },
  { x: 560, y: 60 },
  { x: 600, y: 60 },
  { x: 600, y: 400 },
  { x: 0, y: 400 },
];
const points = (shape: readonly { x: number; y: number }[]) => shape.map((p) => `${p.x},${p.y}`).join(' ');
const BOWL_CHART = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">' +
    '<rect width="600" height="400" fill="#eef3f7"/>' +
    '<rect x="200" y="5" width="200" height="45" fill="#34495e"/>' +
    '<text x="300" y="33" font-size="18" text-anchor="middle" fill="#fff">STAGE</text>' +
    `<polygon points="${points(LOWER_BOWL_SHAPE)}" fill="#8fb3d9"/>` +
    '<text x="300" y="155" font-size="22" text-anchor="middle">Lower Bowl</text>' +
    `<polygon points="${points(UPPER_BOWL_SHAPE)}" fill="#9ccc8a"/>` +
    '<text x="300" y="335" font-size="22" text-anchor="middle">Upper Bowl</text></svg>',
)}`;

const BOWL: Readonly<Record<string, Pick<SectionRecord, 'capacity' | 'coordinates'>>> = {
  'Lower Bowl': { capacity: LOWER_BOWL, coordinates: LOWER_BOWL_SHAPE },
  'Upper Bowl': { capacity: UPPER_BOWL, coordinates: UPPER_BOWL_SHAPE },
};

/** The dinner show's seats, rows A to J of 20, sold as Lakeside's first seat is. */
function dinnerSeats(seats: ScheduleRule['seats']): Omit<SeatRecord, 'preSold'>[] {
  const like = seats?.[0];
  if (!like) return [];
  return [...DINNER_ROWS].flatMap((row) =>
    Array.from({ length: DINNER_SEATS_PER_ROW }, (_, i) => {
      const seat = String(101 + i);
      return {
        ...like,
        id: stadiumId(`seat_${row.toLowerCase()}_${seat}`),
        name: `Row ${row} Seat ${seat}`,
        row,
        seat,
      };
    }),
  );
}

/** A Lakeside schedule rule (already renamed) as the stadium plays it. */
function stadiumRule(rule: ScheduleRule): ScheduleRule {
  switch (rule.showTypeId) {
    case 1:
      return { ...rule, capacity: STADIUM_GENERAL_ADMISSION, soldShare: 0 };
    case 2:
      return {
        ...rule,
        seatingChartImage: BOWL_CHART,
        sections: (rule.sections ?? []).map((s) => ({ ...s, ...BOWL[s.name] })),
        soldShare: 0,
      };
    case 3:
      return { ...rule, seats: dinnerSeats(rule.seats) };
    default:
      return rule;
  }
}

const isScheduleRule = (item: unknown): item is ScheduleRule =>
  typeof item === 'object' && item !== null && 'idStem' in item && 'slots' in item;

/** The stadium's version of a Lakeside record: ids and names rewritten, schedule rules resized. */
export function toStadium(value: unknown): unknown {
  const out = rewriteRecord(value, stadiumText);
  return Array.isArray(out) ? out.map((item) => (isScheduleRule(item) ? stadiumRule(item) : item)) : out;
}
