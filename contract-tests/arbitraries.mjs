// fast-check arbitraries from the contract's own schemas (OpenAPI 3.0: JSON Schema with `nullable`),
// for the property-based phase (fuzz.mjs): values valid against a schema, drawn often from the
// request's example (with the run's fixtures) so that ids exist and calls reach past their lookups,
// and otherwise across the schema's whole range, its bounds included; and the ways to make a valid
// value invalid (a wrong type, a missing required field, a bound crossed, a pattern broken).
import fc from 'fast-check';

const MAX_DEPTH = 6;
const LONGEST = 40;

/**
 * An arbitrary of values valid against `schema`, drawing on `example` (the value at the same place in
 * the request's example) where it is valid. `resolve` follows `$ref`s; `isValid(schema, value)` tells
 * whether an example may stand in for generated values.
 */
export function arbitraryOf(schema, { resolve, isValid }, example, depth = 0) {
  const s = resolve(schema) ?? {};
  let base = baseArbitrary(s, { resolve, isValid }, example, depth);
  if (s.nullable) base = fc.option(base, { nil: null, freq: 6 });
  if (example === undefined || !isValid(schema, example)) return base;
  // Text is where ids, codes and dates live, which must exist for a call to reach past its lookup:
  // the example's often; numbers, flags and whole objects mostly from across their range.
  const weight = s.type === 'string' ? 3 : 1;
  return fc.oneof({ weight, arbitrary: fc.constant(example) }, { weight: 2, arbitrary: base });
}

function baseArbitrary(s, ctx, example, depth) {
  if (Array.isArray(s.enum)) {
    const values = s.enum.filter((v) => v !== null);
    return values.length ? fc.constantFrom(...values) : fc.constant(null);
  }
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return integerArbitrary(s);
    case 'number':
      return fc.oneof(integerArbitrary(s), numberArbitrary(s));
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.max(min, Math.min(s.maxItems ?? 4, 4));
      const item = arbitraryOf(
        s.items ?? {},
        ctx,
        Array.isArray(example) ? example[0] : undefined,
        depth + 1,
      );
      if (depth >= MAX_DEPTH) return fc.array(item, { minLength: min, maxLength: min });
      return s.uniqueItems
        ? fc.uniqueArray(item, { minLength: min, maxLength: max, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength: min, maxLength: max });
    }
    case 'object': {
      const props = s.properties ?? {};
      const required = (s.required ?? []).filter((k) => k in props);
      const given = example && typeof example === 'object' && !Array.isArray(example) ? example : {};
      // Deep down only what is required, so that a recursive schema ends.
      const keys = depth >= MAX_DEPTH ? required : Object.keys(props);
      const model = Object.fromEntries(keys.map((k) => [k, arbitraryOf(props[k], ctx, given[k], depth + 1)]));
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

function stringArbitrary(s) {
  const min = s.minLength ?? 0;
  const max = Math.max(min, s.maxLength ?? LONGEST);
  const fits = (v) => [...v].length >= min && [...v].length <= max;
  // The first of a few draws that fits the length limits, never a filter: one rarely met (ten digits
  // within 14 characters) would make fast-check draw forever. Should none fit, the first is cut to
  // size; a value the cut spoils fails the request's own check and is not sent.
  const fitting = (arb) =>
    fc.array(arb, { minLength: 8, maxLength: 8 }).map((draws) => {
      const found = draws.find(fits);
      if (found !== undefined) return found;
      const chars = [...draws[0]];
      return chars.length > max ? chars.slice(0, max).join('') : draws[0].padEnd(min, 'x');
    });
  switch (s.format) {
    case 'date':
      return dateArbitrary().map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return dateArbitrary().map((d) => d.toISOString());
    case 'email':
      return fitting(fc.emailAddress({ size: 'small' }));
    case 'uri':
      return fitting(fc.webUrl({ size: 'small' }));
    case 'uri-reference':
      return fitting(fc.oneof(fc.webUrl({ size: 'small' }), fc.webPath({ size: 'small' })));
    default:
  }
  if (s.pattern) return fitting(fc.stringMatching(new RegExp(s.pattern, 'u'), { size: 'xsmall' }));
  const short = Math.min(max, Math.max(min, LONGEST));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: short }) },
    // Any code point (astral, control, NUL): what a form or a script may send.
    { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: short }) },
    // The longest the contract allows.
    { weight: 1, arbitrary: fc.string({ minLength: max, maxLength: max }) },
  );
}

const dateArbitrary = () =>
  fc.date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2040-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

/** The inclusive bounds of a numeric schema (OpenAPI 3.0's boolean exclusiveMinimum/Maximum). */
function bounds(s, step) {
  const lo = s.minimum === undefined ? undefined : s.exclusiveMinimum ? s.minimum + step : s.minimum;
  const hi = s.maximum === undefined ? undefined : s.exclusiveMaximum ? s.maximum - step : s.maximum;
  return { lo, hi };
}

function integerArbitrary(s) {
  const { lo = Number.MIN_SAFE_INTEGER, hi = Number.MAX_SAFE_INTEGER } = bounds(s, 1);
  const clamp = (n) => Math.min(hi, Math.max(lo, n));
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: clamp(-10), max: clamp(100) }) },
    { weight: 2, arbitrary: fc.integer({ min: lo, max: hi }) },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
  );
}

function numberArbitrary(s) {
  const { lo = -1e9, hi = 1e9 } = bounds(s, Number.EPSILON);
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** A JSON value of another type than the schema allows (null only where it is not nullable). */
function wrongType(s) {
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  if (type === 'string') return 12345;
  if (type === 'integer' || type === 'number') return 'not-a-number';
  if (type === 'boolean') return 'yes';
  if (type === 'array') return { not: 'an array' };
  if (type === 'object') return 'not an object';
  return undefined;
}

/**
 * The ways to make `value` (valid against `schema`) invalid, each { what, value }: at every field, a
 * value of the wrong type, past a bound, outside an enum, breaking a pattern, and each required field
 * left out. `isValid` confirms each one really is invalid.
 */
export function invalidVariants(schema, value, { resolve, isValid }, where = '', depth = 0) {
  const s = resolve(schema) ?? {};
  const out = [];
  const at = where || '(the body)';
  const add = (what, v) => out.push({ what: `${at}: ${what}`, value: v });
  const wrong = wrongType(s);
  if (wrong !== undefined) add('of the wrong type', wrong);
  if (value === null && !s.nullable) return out;
  if (Array.isArray(s.enum))
    add('outside its enum', typeof s.enum[0] === 'number' ? 987654321 : 'not-a-listed-value');
  if (typeof value === 'number') {
    const { lo, hi } = bounds(s, s.type === 'integer' ? 1 : Number.EPSILON);
    if (lo !== undefined) add(`below its minimum (${s.minimum})`, s.type === 'integer' ? lo - 1 : lo - 1e-6);
    if (hi !== undefined) add(`above its maximum (${s.maximum})`, s.type === 'integer' ? hi + 1 : hi + 1e-6);
    if (s.type === 'integer') add('not a whole number', value + 0.5);
  }
  if (typeof value === 'string') {
    if (s.maxLength !== undefined) add(`longer than maxLength ${s.maxLength}`, 'x'.repeat(s.maxLength + 1));
    if (s.minLength) add(`shorter than minLength ${s.minLength}`, '');
    if (s.pattern) {
      const re = new RegExp(s.pattern, 'u');
      const breaking = ['', ' ', '!!', 'not matching', '\u0000', 'x'.repeat(300)].find((c) => !re.test(c));
      if (breaking !== undefined) add(`not matching its pattern ${s.pattern}`, breaking);
    }
  }
  if (Array.isArray(value)) {
    if (s.maxItems !== undefined && value.length)
      add(
        `more than maxItems ${s.maxItems}`,
        Array.from({ length: s.maxItems + 1 }, () => value[0]),
      );
    if (s.minItems) add(`fewer than minItems ${s.minItems}`, []);
    if (value.length && depth < MAX_DEPTH) {
      for (const inner of invalidVariants(
        s.items ?? {},
        value[0],
        { resolve, isValid },
        `${where}[0]`,
        depth + 1,
      ))
        out.push({ what: inner.what, value: [inner.value, ...value.slice(1)] });
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && depth < MAX_DEPTH) {
    for (const key of s.required ?? []) {
      if (!(key in value)) continue;
      const { [key]: _left, ...rest } = value;
      out.push({ what: `${join(where, key)}: missing (required)`, value: rest });
    }
    for (const [key, sub] of Object.entries(s.properties ?? {})) {
      if (!(key in value)) continue;
      for (const inner of invalidVariants(sub, value[key], { resolve, isValid }, join(where, key), depth + 1))
        out.push({ what: inner.what, value: { ...value, [key]: inner.value } });
    }
  }
  return out.filter((variant) => !isValid(schema, variant.value));
}

const join = (where, key) => (where ? `${where}.${key}` : key);
