/**
 * Shared building blocks for the rule schemas.
 *
 * Why lenient inputs: a zod object skips its cross-field refinements when a field
 * fails with a type error. Forms (and API bodies) carry '' or null for untouched
 * fields, so those are accepted here and the rules report "… is required" on the
 * right field, all at once, instead of one type error.
 */
import { z } from 'zod';
import { toChoiceId, toId } from './normalize.js';

/** A text field: null and missing become ''. */
export const textInput = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** A select value: number, decimal string, NaN, null or missing; output a positive integer id or null. */
export const idInput = z.union([z.number(), z.nan(), z.string()]).nullish().transform(toId);

/** A chosen option with a string id (delivery and payment methods, performances); output the id or null. */
export const choiceInput = z.union([z.number(), z.nan(), z.string()]).nullish().transform(toChoiceId);

/** A checkbox or flag: only true is true. */
export const flagInput = z
  .boolean()
  .nullish()
  .transform((v) => v === true);

/** A required id (for schemas without cross-field rules): output number, or the message. */
export function requiredId(message: string) {
  return z
    .union([z.number(), z.nan(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      const id = toId(v);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message, input: v });
        return z.NEVER;
      }
      return id;
    });
}

/** One message for one field, as the forms show it. */
export interface FieldIssue {
  path: PropertyKey[];
  message: string;
}

/** The first message a schema gives for a value, or undefined when valid. */
export function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Reports issues from a refinement with their paths, so a form shows each on its field. */
export function addIssues(ctx: z.RefinementCtx, issues: readonly FieldIssue[]): void {
  for (const { path, message } of issues) {
    ctx.addIssue({ code: 'custom', message, path });
  }
}

/** Field path to message, first message per field (for summaries and non-form callers). */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
