import type { z } from 'zod';

/** Issues of a safeParse as { path: 'a.0.b', message }, [] when valid. */
export function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** First message per path ('' is the root). */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of issuesOf(schema, value)) if (!(path in out)) out[path] = message;
  return out;
}

/** The parsed output; fails the test with the issues when invalid. */
export function parsedOf<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected valid, got ${JSON.stringify(result.error.issues)}`);
  return result.data as z.output<T>;
}
