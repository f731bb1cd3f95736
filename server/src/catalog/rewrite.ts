// How another seeded venue is made from Lakeside's records (seeded.ts): the pieces every venue's
// rewrite shares. Kept apart from seeded.ts so a venue's own module (stadium.ts) needs no import of it.

/** Id prefixes a shopper or a client sees; runtime ids (cart items, orders, tokens) are made fresh. */
const ID =
  /\b(prod|var|perf|rperf|seat|sec|show|uat|atg|lut|rsv|rent|ent|aent|site|bundle|sp|promo|pkg|pk)_([A-Za-z0-9_]+)/g;

/** Lakeside's ids in a text under a venue's prefix: `perf_day_20261205_1000` -> `std-perf-day-20261205-1000`. */
export const prefixIds = (prefix: string, text: string): string =>
  text.replace(ID, (_, kind: string, rest: string) => `${prefix}-${kind}-${rest.replaceAll('_', '-')}`);

/** Each `from` of a text replaced by its `to`, in order. */
export function replaceAll(text: string, pairs: readonly (readonly [string, string])[]): string {
  let out = text;
  for (const [from, to] of pairs) out = out.replaceAll(from, to);
  return out;
}

/**
 * A record rewritten: every string (object keys too) through `text`, every number through `number`
 * with the field it is under; anything else kept.
 */
export function rewriteRecord(
  value: unknown,
  text: (s: string) => string,
  number: (n: number, field: string | undefined) => number = (n) => n,
  field?: string,
): unknown {
  if (typeof value === 'string') return text(value);
  if (typeof value === 'number') return number(value, field);
  if (Array.isArray(value)) return value.map((item) => rewriteRecord(item, text, number, field));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [text(key), rewriteRecord(v, text, number, key)]),
    );
  return value;
}
