// The passholder rows of the pass pages (seed 001 §4 'Product lists', §5 'Pass holder rows'): add,
// edit, remove, the messages once a field is left, the Add-to-Cart rule, the request's newPasses.
import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  canAddPasses,
  editRow,
  maskBirthDate,
  newPasses,
  type PassholderRows,
  pickerBounds,
  removeRow,
  rowMessages,
  rowsFromNewPasses,
  rowsOf,
  touchRow,
  visibleMessages,
} from '../../src/components/passholder-rows';

const variant = (id: string, extra: Partial<Schema<'ProductVariant'>> = {}) =>
  ({
    id,
    extProductVariantId: id,
    displayName: id,
    displayPrice: 100,
    isPass: true,
    minBirthDate: null,
    maxBirthDate: null,
    ...extra,
  }) as Schema<'ProductVariant'>;

const adult = variant('var_gold_adult');
const child = variant('var_gold_child', { minBirthDate: '2017-01-01', maxBirthDate: '2023-12-31' });

function filled(rows: PassholderRows, id: string, first: string, last: string, birth: string) {
  const withRow = addRow(rows, id);
  const key = rowsOf(withRow, id).at(-1)?.key ?? 0;
  let next = editRow(withRow, id, key, 'firstName', first);
  next = editRow(next, id, key, 'lastName', last);
  return { rows: editRow(next, id, key, 'birthDate', birth), key };
}

describe('passholder rows', () => {
  it('adds and removes rows per variant, each with its own key', () => {
    const one = addRow({}, adult.id);
    const two = addRow(one, adult.id);
    const [first, second] = rowsOf(two, adult.id);
    expect(first?.key).not.toBe(second?.key);
    expect(rowsOf(removeRow(two, adult.id, first?.key ?? 0), adult.id)).toEqual([second]);
    expect(rowsOf(two, child.id)).toEqual([]);
  });

  it("gives the seed's messages word for word", () => {
    const row = rowsOf(addRow({}, adult.id), adult.id)[0];
    if (!row) throw new Error('no row');
    expect(rowMessages(row, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      birthDate: 'Birth date is required',
    });
    expect(rowMessages({ ...row, firstName: 'A', lastName: 'B', birthDate: '2/30/2018' }, {})).toEqual({
      birthDate: 'Invalid date format',
    });
    expect(rowMessages({ ...row, firstName: 'A', lastName: 'B', birthDate: '6/14/2010' }, child)).toEqual({
      birthDate: 'Invalid birth date for this selection',
    });
  });

  it('accepts m/d/yyyy with a slash, dash or dot, and checks leap years', () => {
    const row = { key: 1, firstName: 'A', lastName: 'B', touched: [] };
    for (const birthDate of ['6/14/2018', '06-14-2018', '6.14.2018', '2/29/2020'])
      expect(rowMessages({ ...row, birthDate }, child), birthDate).toEqual({});
    expect(rowMessages({ ...row, birthDate: '2/29/2019' }, {})).toEqual({ birthDate: 'Invalid date format' });
    expect(rowMessages({ ...row, birthDate: '13/1/2018' }, {})).toEqual({ birthDate: 'Invalid date format' });
  });

  it('takes no ISO date as typed: m/d/yyyy only (seed 001 §5)', () => {
    const row = { key: 1, firstName: 'A', lastName: 'B', touched: [] };
    expect(rowMessages({ ...row, birthDate: '2018-06-14' }, child)).toEqual({
      birthDate: 'Invalid date format',
    });
    const typed = filled({}, child.id, 'Avery', 'Rivera', '2018-06-14');
    expect(canAddPasses(typed.rows, [child])).toBe(false);
  });

  it('shows a message only once the shopper has left the field', () => {
    const { rows, key } = filled({}, child.id, 'Avery', 'Rivera', '6/14/2010');
    const row = rowsOf(rows, child.id)[0];
    if (!row) throw new Error('no row');
    expect(visibleMessages(row, child)).toEqual({});
    const left = rowsOf(touchRow(rows, child.id, key, 'birthDate'), child.id)[0];
    if (!left) throw new Error('no row');
    expect(visibleMessages(left, child)).toEqual({ birthDate: 'Invalid birth date for this selection' });
  });

  it('allows Add to Cart only with at least one holder and every row valid', () => {
    expect(canAddPasses({}, [adult, child])).toBe(false);
    const a = filled({}, adult.id, 'Jordan', 'Rivera', '3/9/1988');
    expect(canAddPasses(a.rows, [adult, child])).toBe(true);
    const bad = filled(a.rows, child.id, 'Avery', 'Rivera', '6/14/2010');
    expect(canAddPasses(bad.rows, [adult, child])).toBe(false);
    const fixed = editRow(bad.rows, child.id, bad.key, 'birthDate', '6/14/2018');
    expect(canAddPasses(fixed, [adult, child])).toBe(true);
    // Only the given variants' rows count (a tab shows some variants only).
    expect(canAddPasses(bad.rows, [adult])).toBe(true);
    expect(canAddPasses(addRow({}, adult.id), [adult])).toBe(false);
  });

  it('sends each row as a new passholder: variant, ISO birth date, trimmed names', () => {
    const a = filled({}, adult.id, ' Jordan ', 'Rivera ', '3/9/1988');
    const b = filled(a.rows, child.id, 'Avery', 'Rivera', '06.14.2018');
    expect(newPasses(b.rows, [adult, child])).toEqual([
      {
        extProductVariantId: 'var_gold_adult',
        birthDate: '1988-03-09',
        firstName: 'Jordan',
        lastName: 'Rivera',
      },
      {
        extProductVariantId: 'var_gold_child',
        birthDate: '2018-06-14',
        firstName: 'Avery',
        lastName: 'Rivera',
      },
    ]);
    expect(newPasses(b.rows, [child])).toHaveLength(1);
  });

  it('restores rows from a kept request (unknown variants left out)', () => {
    const rows = rowsFromNewPasses(
      [
        {
          extProductVariantId: 'var_gold_child',
          birthDate: '2018-06-14',
          firstName: 'Avery',
          lastName: 'Rivera',
        },
        { extProductVariantId: 'var_gone', birthDate: '2018-06-14', firstName: 'X', lastName: 'Y' },
      ],
      [adult, child],
    );
    expect(Object.keys(rows)).toEqual(['var_gold_child']);
    expect(rowsOf(rows, child.id)[0]).toMatchObject({
      firstName: 'Avery',
      birthDate: '6/14/2018',
      touched: [],
    });
  });

  it('masks the birth date to digits and slash, dash or dot, 10 characters at most', () => {
    expect(maskBirthDate('06/14/2018')).toBe('06/14/2018');
    expect(maskBirthDate('6a-1b4.2018xyz')).toBe('6-14.2018');
    expect(maskBirthDate('12/12/20189')).toBe('12/12/2018');
  });

  it('bounds the picker to the past 100 years up to today, narrowed to the variant', () => {
    const today = new Date(2026, 10, 22);
    expect(pickerBounds({}, today)).toEqual({ min: '1926-11-22', max: '2026-11-22' });
    expect(pickerBounds(child, today)).toEqual({ min: '2017-01-01', max: '2023-12-31' });
    expect(pickerBounds({ minBirthDate: '1800-01-01T00:00:00' }, today)).toEqual({
      min: '1926-11-22',
      max: '2026-11-22',
    });
    expect(pickerBounds({ minBirthDate: '2030-01-01' }, today)).toEqual({
      min: '1926-11-22',
      max: '2026-11-22',
    });
  });
});
