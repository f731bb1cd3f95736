// Request validation with the SDK's generated zod schemas (z<Operation>Body, …Query, …Path). Query
// and path values arrive as strings, so they are coerced to the numbers and booleans the schema
// declares before parsing. Failures become a 400 with a readable message per field.
import * as schemas from '@boxoffice/sdk/schemas';
import type { z } from 'zod';
import { badRequest } from './errors.js';

type Part = 'Body' | 'Query' | 'Path';
const registry = schemas as unknown as Record<string, z.ZodType | undefined>;

export const schemaFor = (operationId: string, part: Part): z.ZodType | undefined =>
  registry[`z${operationId[0]?.toUpperCase()}${operationId.slice(1)}${part}`];

const describe = (issue: z.core.$ZodIssue) => {
  const where = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
  return where ? `${where.replace(/^\./, '')}: ${issue.message}` : issue.message;
};

export function parseWith<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map(describe);
  throw badRequest(`The ${what} has a missing or invalid field: ${errors[0]}`, errors);
}

/** The innermost type name of a field's schema, past optional, nullable and default wrappers. */
function baseType(schema: z.ZodType | undefined): string | undefined {
  let current = schema as { def?: { type?: string; innerType?: z.ZodType } } | undefined;
  while (current?.def?.innerType) current = current.def.innerType as typeof current;
  return current?.def?.type;
}

/** Turns query or path strings into the numbers and booleans the schema asks for; leaves the rest. */
export function coerceStrings(schema: z.ZodType, values: Record<string, string>): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const type = baseType(shape[key]);
    if (type === 'boolean') out[key] = raw === 'true' ? true : raw === 'false' ? false : raw;
    else if ((type === 'number' || type === 'int') && /^-?\d+(\.\d+)?$/.test(raw)) out[key] = Number(raw);
    else out[key] = raw;
  }
  return out;
}
