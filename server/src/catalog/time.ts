// Venue-local dates and times (America/Chicago). Performance date-times carry the offset of their own
// date, so December shows -06:00 and July -05:00.

const DAY_MS = 86_400_000;

/** yyyy-mm-dd of a UTC calendar day. */
export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

/** The date `days` after a yyyy-mm-dd date. */
export function addDays(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** Day of the week of a yyyy-mm-dd date, 0 Sunday to 6 Saturday. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** True when the text is a real yyyy-mm-dd calendar date. */
export function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDate(d) === text;
}

/** Every date from `from` to `to` inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter is slow; the schedule asks thousands of times, so keep one per zone. */
function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, format);
  }
  return format;
}

// Offsets change only on quarter hours, so one Intl lookup serves a whole quarter hour (Intl is the
// slowest step of a cart call otherwise).
const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

/** The zone's offset at an instant, in minutes east of UTC (America/Chicago in December: -360). */
export function offsetMinutes(timeZone: string, at: number): number {
  const key = `${timeZone}|${Math.floor(at / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offset = lookUpOffset(timeZone, at);
    offsets.set(key, offset);
  }
  return offset;
}

function lookUpOffset(timeZone: string, at: number): number {
  const name = offsetFormat(timeZone)
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

const pad = (n: number) => String(n).padStart(2, '0');

const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** A venue-local date and 'HH:MM' as an ISO date-time with offset, and its instant. */
export function zonedDateTime(timeZone: string, date: string, time: string): { iso: string; at: number } {
  const naive = Date.parse(`${date}T${time}:00Z`);
  // The offset at the naive instant is right except within hours of a DST change; one more pass fixes it.
  let offset = offsetMinutes(timeZone, naive);
  offset = offsetMinutes(timeZone, naive - offset * 60_000);
  return { iso: `${date}T${time}:00${offsetText(offset)}`, at: naive - offset * 60_000 };
}

/** The venue-local yyyy-mm-dd of an instant. */
export function zonedDate(timeZone: string, at: number): string {
  return isoDate(new Date(at + offsetMinutes(timeZone, at) * 60_000));
}

/** '10:00' -> '10:00 AM', '14:00' -> '2:00 PM', '09:30' -> '9:30 AM'. */
export function displayTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
}
