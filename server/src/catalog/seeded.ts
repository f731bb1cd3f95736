// Which seeded venue the server sells, chosen once at start by BOXOFFICE_VENUE:
// - `lakeside` (the default): the story's Lakeside Adventure Park (STORY.md), as every test and
//   journey knows it;
// - `harbor`: Harbor Science Center, the same kinds of products, passes, reservations and accounts
//   under other ids, names, dates (two weeks later) and prices (10% higher). The contract tests run
//   against it with a fixtures file of its own (contract-tests/examples/harbor-fixtures.yaml), which
//   proves they send no value of the story's that a backend team cannot map to its own.
// Every catalog record passes through `seeded` where it is defined, so the rest of the server never
// knows which venue it sells.

export const VENUES = ['lakeside', 'harbor'] as const;
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
/** Id prefixes a shopper or a client sees; runtime ids (cart items, orders, tokens) are made fresh. */
const ID =
  /\b(prod|var|perf|rperf|seat|sec|show|uat|atg|lut|rsv|rent|ent|aent|site|bundle|sp|promo|pkg|pk)_([A-Za-z0-9_]+)/g;
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
export const renameIds = (text: string) =>
  text.replace(ID, (_, prefix: string, rest: string) => `hsc-${prefix}-${rest.replaceAll('_', '-')}`);

function harborText(text: string): string {
  let out = text
    .replace(/(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g, (_, y, m, d) => shiftDate(y, m, d))
    // Dates inside ids (perf_day_20261205_1000).
    .replace(/(?<=_)(20\d{2})(\d{2})(\d{2})(?=_|\b)/g, (_, y, m, d) =>
      shiftDate(y, m, d).replaceAll('-', ''),
    );
  out = renameIds(out);
  for (const [from, to] of NAMES) out = out.replaceAll(from, to);
  return out;
}

/** Harbor's version of a Lakeside record: ids, dates, names and prices rewritten; anything else kept. */
export function toHarbor(value: unknown, field?: string): unknown {
  if (typeof value === 'string') return harborText(value);
  if (typeof value === 'number' && field && PRICE_FIELDS.has(field))
    return Math.round(value * PRICE_FACTOR * 100) / 100;
  if (Array.isArray(value)) return value.map((item) => toHarbor(item, field));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [harborText(key), toHarbor(v, key)]));
  return value;
}

/** A catalog record as the venue this process sells has it (the record itself for Lakeside). */
export function seeded<T>(data: T): T {
  return venueKey === 'harbor' ? (toHarbor(data) as T) : data;
}

/**
 * An id made at start-up from records already seeded (a performance's id from its rule and date):
 * renamed for Harbor, its dates left as they are.
 */
export function seededId(id: string): string {
  return venueKey === 'harbor' ? renameIds(id) : id;
}
