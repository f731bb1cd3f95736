// A typed date the bundle builder cannot use (seed 002 §4.2, §5 'Bundle builder', §8): the date
// field's verdict on the typed text (web/src/components/DateField.tsx, typedDay: a day outside the
// bundle's first to last date is 'invalid', which the page hears through onInvalidDate) and the
// page's message for it (typedDateIssue, by the shared bundle date rule).
import { describe, expect, it } from 'vitest';
import { typedDay } from '../../src/components/DateField';
import { BUNDLE_DATE_NOT_AVAILABLE, typedDateIssue } from '../../src/features/bundle/bundle';

// The story's Family Fun Bundle (server/src/catalog/bundles.ts).
const DATES = ['2026-12-05', '2026-12-12'];
const [MIN, MAX] = ['2026-12-05', '2026-12-12'];

describe("the date field's verdict on a typed text", () => {
  it('takes a day within min/max: m/d/yyyy as it is typed, m/d/yy once the field is left', () => {
    expect(typedDay('12/5/2026', 'typing', MIN, MAX)).toBe('2026-12-05');
    expect(typedDay('12/6/26', 'complete', MIN, MAX)).toBe('2026-12-06');
  });
  it('rejects a typed day outside min/max, as soon as it is a date', () => {
    expect(typedDay('12/20/2026', 'typing', MIN, MAX)).toBe('invalid');
    expect(typedDay('11/30/2026', 'complete', MIN, MAX)).toBe('invalid');
    expect(typedDay('1/5/27', 'complete', MIN, MAX)).toBe('invalid');
  });
  it('waits while a text is on its way to a date, and rejects it only once the field is left', () => {
    expect(typedDay('12/5/20', 'typing', MIN, MAX)).toBeNull();
    expect(typedDay('12/5/', 'typing', MIN, MAX)).toBeNull();
    expect(typedDay('2/30/2026', 'typing', MIN, MAX)).toBeNull();
    expect(typedDay('12/5/', 'complete', MIN, MAX)).toBe('invalid');
    expect(typedDay('2/30/2026', 'complete', MIN, MAX)).toBe('invalid');
  });
  it('says nothing of an empty field, and takes any day when unbounded (its other callers)', () => {
    expect(typedDay('', 'complete', MIN, MAX)).toBeNull();
    expect(typedDay('  ', 'complete', MIN, MAX)).toBeNull();
    expect(typedDay('1/1/2030', 'typing')).toBe('2030-01-01');
  });
});

describe('the message for a typed date the bundle cannot use', () => {
  it("says a day outside the bundle's dates is not available, in the seed's words", () => {
    expect(BUNDLE_DATE_NOT_AVAILABLE).toBe(
      'Bundle not available on the selected date. Please choose a different date.',
    );
    expect(typedDateIssue('12/20/2026', DATES)).toBe(BUNDLE_DATE_NOT_AVAILABLE);
    expect(typedDateIssue('11/30/26', DATES)).toBe(BUNDLE_DATE_NOT_AVAILABLE);
  });
  it('says a text that is no date is in an invalid format', () => {
    expect(typedDateIssue('12/5/', DATES)).toBe('Invalid date format');
    expect(typedDateIssue('2/30/2026', DATES)).toBe('Invalid date format');
  });
  it('is never silent, even for a text the rule would take', () => {
    expect(typedDateIssue('12/5/2026', DATES)).toBe(BUNDLE_DATE_NOT_AVAILABLE);
  });
});
