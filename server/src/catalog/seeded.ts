// Which seeded venue the server sells, chosen once at start by BOXOFFICE_VENUE:
// - `lakeside` (the default): the story's Lakeside Adventure Park (STORY.md), as every test and
//   journey knows it;
// - `harbor`: Harbor Science Center, the same kinds of products, passes, reservations and accounts
//   under other ids, names, dates (two weeks later) and prices (10% higher). The contract tests run
//   against it with a fixtures file of its own (contract-tests/examples/harbor-fixtures.yaml), which
//   proves they send no value of the story's that a backend team cannot map to its own.
// - `stadium`: Lakeside Stadium (stadium.ts), Lakeside's records under other ids and names, its
//   general admission 50,000 places a performance and its concert a seated bowl: the venue the
//   on-sale benchmark measures scale on (npm run bench:surge -- --venue stadium).
// Every catalog record passes through `seeded` where it is defined, so the rest of the server never
// knows which venue it sells.
import { prefixIds, replaceAll, rewriteRecord } from './rewrite.js';
import { stadiumId, toStadium } from './stadium.js';

export const VENUES = ['lakeside', 'harbor', 'stadium'] as const;
export type VenueKey = (typeof VENUES)[number];

export function venueKeyFrom(value: string | undefined): VenueKey {
  const key = value?.trim() || 'lakeside';
  if (!(VENUES as readonly string[]).includes(key))
    throw new Error(`BOXOFFICE_VENUE must be one of ${VENUES.join(', ')}, not '${key}'`);
  return key as VenueKey;
}

/** The venue this process sells: read once, before any catalog module builds its records. */
export const venueKey: VenueKey = venueKeyFrom(process.env.BOXOFFICE_VENUE);

const SHIFT_DAYS = 14;
const PRICE_FACTOR = 1.1;
/** Fields holding a price before taxes and fees; fees and story order totals keep their values. */
const PRICE_FIELDS = new Set(['unitPrice', 'price', 'fixedPrice']);
const NAMES: readonly (readonly [string, string])[] = [
  ['Lakeside Adventure Park', 'Harbor Science Center'],
  ['Lakeside Water Kingdom', 'Harbor Aquarium'],
  ['Lakeside Conservation Fund', 'Harbor Discovery Fund'],
  ['Lakeside Summer Concert Series', 'Harbor Planetarium Nights'],
  ['Gold Season Pass', 'Navigator Membership'],
  ['Fun Card', 'Discovery Card'],
  ['Day Ticket', 'General Admission Ticket'],
  // Pass ids and ticket barcodes.
  ['SP2026', 'HM2026'],
  ['SP2027', 'HM2027'],
  ['LAP100', 'HSC100'],
];

function shiftDate(y: string, m: string, d: string): string {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + SHIFT_DAYS));
  return date.toISOString().slice(0, 10);
}

/** A Harbor id for a Lakeside id whose dates are already Harbor's: `perf_day_20261219_1000` -> `hsc-perf-day-20261219-1000`. */
export const renameIds = (text: string) => prefixIds('hsc', text);

function harborText(text: string): string {
  const out = text
    .replace(/(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g, (_, y, m, d) => shiftDate(y, m, d))
    // Dates inside ids (perf_day_20261205_1000).
    .replace(/(?<=_)(20\d{2})(\d{2})(\d{2})(?=_|\b)/g, (_, y, m, d) =>
      shiftDate(y, m, d).replaceAll('-', ''),
    );
  return replaceAll(renameIds(out), NAMES);
}

/** Harbor's version of a Lakeside record: ids, dates, names and prices rewritten; anything else kept. */
export function toHarbor(value: unknown): unknown {
  return rewriteRecord(value, harborText, (n, field) =>
    field && PRICE_FIELDS.has(field) ? Math.round(n * PRICE_FACTOR * 100) / 100 : n,
  );
}

/** A catalog record as the venue this process sells has it (the record itself for Lakeside). */
export function seeded<T>(data: T): T {
  if (venueKey === 'harbor') return toHarbor(data) as T;
  if (venueKey === 'stadium') return toStadium(data) as T;
  return data;
}

/**
 * An id made at start-up from records already seeded (a performance's id from its rule and date):
 * renamed for Harbor (its dates left as they are) and for the stadium.
 */
export function seededId(id: string): string {
  if (venueKey === 'harbor') return renameIds(id);
  if (venueKey === 'stadium') return stadiumId(id);
  return id;
}
