import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  daysInMonth,
  digitsOnly,
  formatDisplayDate,
  formatNanpPhone,
  isLeapYear,
  isoDate,
  normalizePostalCode,
  parseDisplayDate,
  parseDisplayOrIsoDate,
  parseIsoDate,
  parsePickerDate,
  parseShortYearDate,
  removeOneHyphenAndSpace,
  splitBarcodes,
  toCents,
  toChoiceId,
  todayIso,
  toId,
} from '../../src/rules/normalize.js';

const chars = (alphabet: string, maxLength = 30) =>
  fc.array(fc.constantFrom(...alphabet.split('')), { maxLength }).map((a) => a.join(''));
const phoneish = chars('0123456789 ()-.+x#abc');

/** An independent oracle for calendar dates: JavaScript's own UTC calendar. */
const realDate = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y, m - 1, d);
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};
const validDate = fc
  .record({
    y: fc.integer({ min: 1900, max: 2100 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ y, m, d }) => realDate(y, m, d));
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

describe('digitsOnly', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('(555) 123-4567')).toBe('5551234567');
    expect(digitsOnly('+44 20 7946 0958')).toBe('442079460958');
    expect(digitsOnly('abc')).toBe('');
  });
  it('is idempotent and leaves only digits, in order (property)', () => {
    fc.assert(
      fc.property(phoneish, (s) => {
        const d = digitsOnly(s);
        expect(digitsOnly(d)).toBe(d);
        expect(d).toMatch(/^\d*$/);
        expect(d).toBe([...s].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });
});

describe('formatNanpPhone', () => {
  it('masks (xxx) xxx-xxxx, progressively while typing', () => {
    expect(formatNanpPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatNanpPhone('555.123.4567')).toBe('(555) 123-4567');
    expect(formatNanpPhone('')).toBe('');
    expect(formatNanpPhone('55')).toBe('(55');
    expect(formatNanpPhone('55512')).toBe('(555) 12');
    expect(formatNanpPhone('555123456789')).toBe('(555) 123-4567');
  });
  it('keeps the first ten digits and is idempotent (property)', () => {
    fc.assert(
      fc.property(phoneish, (s) => {
        const f = formatNanpPhone(s);
        expect(digitsOnly(f)).toBe(digitsOnly(s).slice(0, 10));
        expect(formatNanpPhone(f)).toBe(f);
        expect(f.length).toBeLessThanOrEqual(14);
      }),
    );
    fc.assert(
      fc.property(
        chars('0123456789', 10).filter((s) => s.length === 10),
        (s) => {
          expect(formatNanpPhone(s)).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        },
      ),
    );
  });
});

describe('normalizePostalCode', () => {
  it('strips spaces and dashes and uppercases', () => {
    expect(normalizePostalCode('k1a 0b1')).toBe('K1A0B1');
    expect(normalizePostalCode('12345-')).toBe('12345');
    expect(normalizePostalCode(' SW1A 1AA ')).toBe('SW1A1AA');
  });
  it('is idempotent, has no spaces or dashes, and is uppercase (property)', () => {
    fc.assert(
      fc.property(chars('abcXYZ019 -\t'), (s) => {
        const n = normalizePostalCode(s);
        expect(normalizePostalCode(n)).toBe(n);
        expect(n).not.toMatch(/[\s-]/);
        expect(n).toBe(n.toUpperCase());
      }),
    );
  });
  it('removes one hyphen and one space only for pass and reservation zips', () => {
    expect(removeOneHyphenAndSpace('A1A 1A1')).toBe('A1A1A1');
    expect(removeOneHyphenAndSpace('123-45')).toBe('12345');
    expect(removeOneHyphenAndSpace('1 2 345')).toBe('12 345');
    expect(removeOneHyphenAndSpace('1-2-345')).toBe('12-345');
  });
});

describe('calendar', () => {
  it('knows leap years', () => {
    expect([1900, 2000, 2024, 2100, 2023].map(isLeapYear)).toEqual([false, true, true, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });
  it('builds ISO dates only for real dates', () => {
    expect(isoDate(2024, 2, 29)).toBe('2024-02-29');
    expect(isoDate(2023, 2, 29)).toBeNull();
    expect(isoDate(2023, 13, 1)).toBeNull();
    expect(isoDate(2023, 0, 1)).toBeNull();
    expect(isoDate(0, 1, 1)).toBeNull();
  });
});

describe('parseDisplayDate (m/d/yyyy with slash, dash or dot)', () => {
  it('accepts the three separators and unpadded parts', () => {
    expect(parseDisplayDate('01/02/2000')).toBe('2000-01-02');
    expect(parseDisplayDate('1/2/2000')).toBe('2000-01-02');
    expect(parseDisplayDate('1-2-2000')).toBe('2000-01-02');
    expect(parseDisplayDate('1.2.2000')).toBe('2000-01-02');
    expect(parseDisplayDate(' 12/31/1999 ')).toBe('1999-12-31');
  });
  it('refuses invalid months, days, mixed separators and other forms', () => {
    for (const bad of [
      '13/01/2000',
      '0/1/2000',
      '4/31/2000',
      '2/30/2024',
      '2/29/2023',
      '1/2-2000',
      '1/2/00',
      '2000-01-02',
      '',
      'a/b/cccc',
      '1/2/20000',
    ]) {
      expect(parseDisplayDate(bad), bad).toBeNull();
    }
  });
  it('accepts 29 February in leap years only, 1900-2100 (exhaustive)', () => {
    for (let y = 1900; y <= 2100; y++) {
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      expect(parseDisplayDate(`2/29/${y}`), String(y)).toBe(leap ? `${y}-02-29` : null);
    }
  });
  it('accepts exactly the real calendar dates, 1900-2100 (exhaustive against Date)', () => {
    const wrong: string[] = [];
    for (let y = 1900; y <= 2100; y++) {
      for (let m = 1; m <= 12; m++) {
        for (let d = 1; d <= 31; d++) {
          const expected = realDate(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
          if (parseDisplayDate(`${m}/${d}/${y}`) !== expected) wrong.push(`${m}/${d}/${y}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
  it('round-trips format -> parse for every valid date, any separator (property)', () => {
    fc.assert(
      fc.property(validDate, fc.constantFrom('/', '-', '.'), fc.boolean(), ({ y, m, d }, sep, padded) => {
        const iso = `${y}-${pad(m)}-${pad(d)}`;
        const display = formatDisplayDate(iso);
        expect(display).toBe(`${pad(m)}/${pad(d)}/${y}`);
        expect(parseDisplayDate(display)).toBe(iso);
        const typed = padded ? `${pad(m)}${sep}${pad(d)}${sep}${y}` : `${m}${sep}${d}${sep}${y}`;
        expect(parseDisplayDate(typed)).toBe(iso);
        expect(formatDisplayDate(parseDisplayDate(typed) ?? '')).toBe(display);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('short year and picker dates (bundle, performance inputs)', () => {
  it('reads m/d/yy as 20yy', () => {
    expect(parseShortYearDate('6/15/25')).toBe('2025-06-15');
    expect(parseShortYearDate('2/29/24')).toBe('2024-02-29');
    expect(parseShortYearDate('2/29/23')).toBeNull();
    expect(parseShortYearDate('6/15/2025')).toBeNull();
  });
  it('accepts m/d/yy and m/d/yyyy with slashes only', () => {
    expect(parsePickerDate('6/15/25')).toBe('2025-06-15');
    expect(parsePickerDate('06/15/2025')).toBe('2025-06-15');
    expect(parsePickerDate('6-15-2025')).toBeNull();
    expect(parsePickerDate('6.15.25')).toBeNull();
    expect(parsePickerDate('15/6/2025')).toBeNull();
  });
  it('round-trips yy dates of this century (property)', () => {
    fc.assert(
      fc.property(
        validDate.filter(({ y }) => y >= 2000 && y <= 2099),
        ({ y, m, d }) => {
          expect(parsePickerDate(`${m}/${d}/${String(y).slice(2)}`)).toBe(`${y}-${pad(m)}-${pad(d)}`);
        },
      ),
    );
  });
});

describe('ISO dates', () => {
  it('parses dates and date-times, refuses the rest', () => {
    expect(parseIsoDate('1990-05-01')).toBe('1990-05-01');
    expect(parseIsoDate('1990-05-01T00:00:00')).toBe('1990-05-01');
    expect(parseIsoDate('1990-02-30')).toBeNull();
    expect(parseIsoDate('5/1/1990')).toBeNull();
    expect(parseDisplayOrIsoDate('5/1/1990')).toBe('1990-05-01');
    expect(parseDisplayOrIsoDate('1990-05-01')).toBe('1990-05-01');
  });
  it('formats to mm/dd/yyyy, or empty when invalid', () => {
    expect(formatDisplayDate('2024-02-29T10:00:00Z')).toBe('02/29/2024');
    expect(formatDisplayDate('2023-02-29')).toBe('');
    expect(formatDisplayDate('')).toBe('');
  });
  it('gives today as a local ISO date', () => {
    expect(todayIso(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('ageOn', () => {
  it('counts whole years', () => {
    expect(ageOn('2010-06-15', '2023-06-14')).toBe(12);
    expect(ageOn('2010-06-15', '2023-06-15')).toBe(13);
    expect(ageOn('2010-06-15', '2024-06-14')).toBe(13);
    expect(ageOn('2010-06-15', '2024-06-15')).toBe(14);
    expect(ageOn('2008-02-29', '2021-02-28')).toBe(12);
    expect(ageOn('2008-02-29', '2021-03-01')).toBe(13);
    expect(ageOn('bad', '2021-03-01')).toBeNull();
  });
  it('is n on the n-th birthday and n-1 the day before (property)', () => {
    fc.assert(
      fc.property(
        validDate.filter(({ m, d }) => !(m === 2 && d === 29) && !(m === 1 && d === 1)),
        fc.integer({ min: 1, max: 120 }),
        ({ y, m, d }, n) => {
          const birth = `${y}-${pad(m)}-${pad(d)}`;
          expect(ageOn(birth, `${y + n}-${pad(m)}-${pad(d)}`)).toBe(n);
          const before =
            d > 1
              ? `${y + n}-${pad(m)}-${pad(d - 1)}`
              : `${y + n}-${pad(m - 1)}-${pad(daysInMonth(y + n, m - 1))}`;
          expect(ageOn(birth, before)).toBe(n - 1);
        },
      ),
    );
  });
});

describe('splitBarcodes', () => {
  it('splits on commas, strips non-alphanumerics, drops empties', () => {
    expect(splitBarcodes('AB-12, cd 34,,  ,#')).toEqual(['AB12', 'cd34']);
    expect(splitBarcodes('')).toEqual([]);
  });
  it('yields non-empty alphanumeric codes and is stable when re-joined (property)', () => {
    fc.assert(
      fc.property(chars('aZ09,- #.', 40), (s) => {
        const codes = splitBarcodes(s);
        for (const c of codes) expect(c).toMatch(/^[A-Za-z0-9]+$/);
        expect(splitBarcodes(codes.join(','))).toEqual(codes);
      }),
    );
  });
});

describe('ids and cents', () => {
  it('reads select values as ids', () => {
    expect(toId(80)).toBe(80);
    expect(toId('17')).toBe(17);
    expect([
      toId(''),
      toId(0),
      toId('0'),
      toId(Number.NaN),
      toId(null),
      toId(undefined),
      toId('x'),
      toId(1.5),
    ]).toEqual([null, null, null, null, null, null, null, null]);
    expect(toChoiceId('dm_print')).toBe('dm_print');
    expect(toChoiceId(5)).toBe('5');
    expect([toChoiceId(''), toChoiceId('  '), toChoiceId(null), toChoiceId(Number.NaN)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
  it('converts money to integer cents exactly (property)', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (c) => {
        expect(toCents(c / 100)).toBe(c);
      }),
    );
  });
});
