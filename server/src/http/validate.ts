// Request validation with the SDK's generated zod schemas (z<Operation>Body, …Query, …Path). Query
// and path values arrive as strings, so they are coerced to the numbers and booleans the schema
// declares before parsing. Failures become a 400 with a readable message per field.
import * as schemas from '@boxoffice/sdk/schemas';
import type { z } from 'zod';
import { badRequest } from './errors.js';

type Part = 'Body' | 'Query' | 'Path';

export const NUL_MESSAGE = 'The request holds a NUL character (\\u0000), which no field may contain';

/** How deep arrays and objects may nest in a request body: the contract's deepest is 5 levels. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * True when arrays and objects in JSON `text` nest deeper than `limit`, read in one pass without
 * recursion, before the text is parsed: every later walk of the value (the NUL check, validation)
 * recurses, and a megabyte of `[` would overflow the stack.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/**
 * True when a string anywhere in `value` (parsed JSON, a query, a form) holds a NUL character. No
 * field may: it is never typed, and PostgreSQL's text cannot hold one, so it would fail in the store.
 */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object') return false;
  if (value instanceof FormData) return [...value.values()].some(holdsNul);
  if (value instanceof Blob) return false;
  return Object.values(value).some(holdsNul);
}
const registry = schemas as unknown as Record<string, z.ZodType | undefined>;

export const schemaFor = (operationId: string, part: Part): z.ZodType | undefined =>
  registry[`z${operationId[0]?.toUpperCase()}${operationId.slice(1)}${part}`];

const describe = (issue: z.core.$ZodIssue) => {
  const where = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
  return where ? `${where.replace(/^\./, '')}: ${issue.message}` : issue.message;
};

/**
 * Parses a request part with its contract schema. When it fails and `rules` (the form's shared rules
 * from @boxoffice/sdk/rules) also fail on the same field, the answer uses the rules' message, the
 * words the web app shows beside that field ('First Name is required'), not the schema's.
 */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, what: string, rules?: z.ZodType): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // A wrong JSON type is a caller's mistake, not a form's: only the rules' own messages are used.
  const ruleIssues = (rules?.safeParse(value).error?.issues ?? []).filter(
    (issue) => issue.code !== 'invalid_type',
  );
  const fromRules = (issue: z.core.$ZodIssue) => ruleIssues.find((rule) => rule.path[0] === issue.path[0]);
  const errors = result.error.issues.map((issue) => fromRules(issue)?.message ?? describe(issue));
  const first = result.error.issues[0];
  const message =
    first && fromRules(first) ? errors[0] : `The ${what} has a missing or invalid field: ${errors[0]}`;
  throw badRequest(message ?? `The ${what} is not valid`, [...new Set(errors)]);
}

/** The innermost type name of a field's schema, past optional, nullable and default wrappers. */
function baseType(schema: z.ZodType | undefined): string | undefined {
  let current = schema as { def?: { type?: string; innerType?: z.ZodType } } | undefined;
  while (current?.def?.innerType) current = current.def.innerType as typeof current;
  return current?.def?.type;
}

/**
 * Turns query or path strings into the numbers and booleans the schema asks for; leaves the rest. An
 * `int64` (a bigint schema, which converts what it is given with BigInt) gets only whole decimal
 * numbers: BigInt would take '', ' 12 ' and '0x10' too, which the contract's integer does not allow.
 */
export function coerceStrings(schema: z.ZodType, values: Record<string, string>): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const type = baseType(shape[key]);
    if (type === 'boolean') out[key] = raw === 'true' ? true : raw === 'false' ? false : raw;
    else if ((type === 'number' || type === 'int') && /^-?\d+(\.\d+)?$/.test(raw)) out[key] = Number(raw);
    else if (type === 'bigint') out[key] = /^-?\d+$/.test(raw) ? raw : Number.NaN;
    else out[key] = raw;
  }
  return out;
}
