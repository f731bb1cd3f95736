import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addIssues,
  choiceInput,
  firstMessage,
  flagInput,
  idInput,
  issuesByField,
  requiredId,
  textInput,
} from '../../src/rules/fields.js';
import { errorsOf, parsedOf } from './helpers.js';

describe('lenient inputs', () => {
  it('turns missing and null text into empty text', () => {
    expect([textInput.parse(undefined), textInput.parse(null), textInput.parse('a')]).toEqual(['', '', 'a']);
    expect(textInput.safeParse(5).success).toBe(false);
  });
  it('reads ids and choices from numbers, strings, NaN and nothing', () => {
    expect([
      idInput.parse(80),
      idInput.parse('17'),
      idInput.parse(''),
      idInput.parse(Number.NaN),
      idInput.parse(null),
    ]).toEqual([80, 17, null, null, null]);
    expect([
      choiceInput.parse('dm_print'),
      choiceInput.parse(3),
      choiceInput.parse(''),
      choiceInput.parse(undefined),
    ]).toEqual(['dm_print', '3', null, null]);
  });
  it('treats only true as a ticked flag', () => {
    expect([
      flagInput.parse(true),
      flagInput.parse(false),
      flagInput.parse(null),
      flagInput.parse(undefined),
    ]).toEqual([true, false, false, false]);
  });
  it('requires an id with the given message', () => {
    const schema = z.object({ id: requiredId('Pick one') });
    expect(parsedOf(schema, { id: '4' })).toEqual({ id: 4 });
    expect(errorsOf(schema, { id: '' })).toEqual({ id: 'Pick one' });
    expect(errorsOf(schema, {})).toEqual({ id: 'Pick one' });
  });
});

describe('issue helpers', () => {
  it('gives the first message of a schema, or undefined', () => {
    const s = z.string().min(2, { error: 'short' }).regex(/^a/, { error: 'no a' });
    expect(firstMessage(s, 'b')).toBe('short');
    expect(firstMessage(s, 'ab')).toBeUndefined();
  });
  it('reports issues on their paths from a refinement', () => {
    const s = z.object({ a: z.string() }).superRefine((_, ctx) =>
      addIssues(ctx, [
        { path: ['a'], message: 'A' },
        { path: ['b', 0], message: 'B' },
      ]),
    );
    expect(errorsOf(s, { a: '' })).toEqual({ a: 'A', 'b.0': 'B' });
  });
  it('keeps the first message per field', () => {
    expect(
      issuesByField([
        { path: ['a'], message: '1' },
        { path: ['a'], message: '2' },
        { path: ['b', 0], message: '3' },
      ]),
    ).toEqual({ a: '1', 'b.0': '3' });
  });
});
