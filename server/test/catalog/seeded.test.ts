import { describe, expect, it } from 'vitest';
import { renameIds, seeded, toHarbor, venueKeyFrom } from '../../src/catalog/seeded.js';

describe('the seeded venue', () => {
  it('is the story venue unless BOXOFFICE_VENUE names another, and refuses an unknown one', () => {
    expect(venueKeyFrom(undefined)).toBe('lakeside');
    expect(venueKeyFrom(' harbor ')).toBe('harbor');
    expect(() => venueKeyFrom('atlantis')).toThrow(
      "BOXOFFICE_VENUE must be one of lakeside, harbor, stadium, not 'atlantis'",
    );
  });

  it('leaves every record as the story has it in the tests (lakeside)', () => {
    const record = { id: 'prod_day', unitPrice: 69.99 };
    expect(seeded(record)).toBe(record);
  });
});

describe('Harbor Science Center, the second venue', () => {
  it('renames ids, including ids inside paths and object keys', () => {
    expect(
      toHarbor({
        id: 'prod_day',
        link: '<a href="/product/single/prod_day">Tickets</a>',
        'perf_day_20261205_1000/sec_pavilion': 0.5,
      }),
    ).toEqual({
      id: 'hsc-prod-day',
      link: '<a href="/product/single/hsc-prod-day">Tickets</a>',
      'hsc-perf-day-20261219-1000/hsc-sec-pavilion': 0.5,
    });
  });

  it('moves dates two weeks later, in plain dates, timestamps and ids alike, across a month end', () => {
    expect(toHarbor(['2026-12-05', '2026-12-25T10:00:00-06:00', 'rperf_20261225_1000'])).toEqual([
      '2026-12-19',
      '2027-01-08T10:00:00-06:00',
      'hsc-rperf-20270108-1000',
    ]);
  });

  it('raises prices by 10% to the cent and keeps fees, counts and names it does not know', () => {
    expect(
      toHarbor({ unitPrice: 69.99, price: 25, feePerUnit: 2.5, maxQuantity: 10, code: 'SPRING27' }),
    ).toEqual({
      unitPrice: 76.99,
      price: 27.5,
      feePerUnit: 2.5,
      maxQuantity: 10,
      code: 'SPRING27',
    });
  });

  it("renames the venue, its products and its passes' barcodes", () => {
    expect(
      toHarbor([
        'Unlimited visits to Lakeside Adventure Park',
        'Gold Season Pass 2027',
        'SP2026001234',
        'LAP1004820001',
      ]),
    ).toEqual([
      'Unlimited visits to Harbor Science Center',
      'Navigator Membership 2027',
      'HM2026001234',
      'HSC1004820001',
    ]);
  });

  it('renames an id built from records already seeded without moving its date again', () => {
    expect(renameIds('perf_day_20261219_1000')).toBe('hsc-perf-day-20261219-1000');
  });
});
