// Calendar dates as the contract's ISO 'yyyy-mm-dd' strings, local Date objects for the calendar, and
// the shopper's typed mm/dd/yyyy text.
const pad = (n: number) => String(n).padStart(2, '0');

export const toIso = (day: Date): string =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

export function fromIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function toTyped(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** The month's first and last day, for the product-date call. */
export function monthRange(month: Date): { startDate: string; endDate: string } {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  return { startDate: toIso(first), endDate: toIso(last) };
}

/** A typed date: month/day with a 2- or 4-digit year (seed 000 §2), and a real calendar day; else null. */
export function parseTypedDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, m, d, y] = match;
  const year = y?.length === 2 ? 2000 + Number(y) : Number(y);
  const day = new Date(year, Number(m) - 1, Number(d));
  if (day.getMonth() !== Number(m) - 1 || day.getDate() !== Number(d)) return null;
  return toIso(day);
}

/** The month's weeks, Sunday first, as ISO days with null for the blanks before and after. */
export function monthDays(month: Date): (string | null)[][] {
  const year = month.getFullYear();
  const index = month.getMonth();
  const lead = new Date(year, index, 1).getDay();
  const count = new Date(year, index + 1, 0).getDate();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= count; d++) cells.push(toIso(new Date(year, index, d)));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
