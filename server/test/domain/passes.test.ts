import { describe, expect, it } from 'vitest';
import { findIssuedPass, type IssuedPass } from '../../src/catalog/passes.js';
import { createVenue } from '../../src/catalog/venue.js';
import {
  applyHolderUpdate,
  birthDateFits,
  checkPhoto,
  confirmationStale,
  emptyHolder,
  holderComplete,
  holderRowIssues,
  initialValidationData,
  type PassRecord,
  type PassVariant,
  passCatalog,
  passOptions,
  primaryContactId,
  renewalsOf,
  upgradePrice,
  validationMatches,
} from '../../src/domain/passes/index.js';
import { averyDetails } from '../support/story.js';

const rules = { today: '2026-11-22', stateAbbreviations: ['TX', 'CA', 'NY'] };

const avery = averyDetails;

const pass = (overrides: Partial<PassRecord> = {}): PassRecord => ({
  extCartTicketId: 'ct_3002',
  holder: emptyHolder,
  platformAccountId: null,
  origin: { kind: 'new' },
  demographicsUpdateRequired: false,
  allowNameChange: true,
  allowBirthDateChange: true,
  requiresProductSelection: false,
  selectedExtProductVariantId: null,
  detailsEntered: false,
  photo: null,
  ...overrides,
});

describe('holder updates', () => {
  it('saves a valid holder, clearing the email of a child and keeping phone digits', () => {
    const update = applyHolderUpdate(
      pass(),
      { ...avery, emailAddress: 'avery@example.com', phoneNumber: '(512) 555-0142', zip: 'm5v 2t6' },
      rules,
    );
    expect(update).toEqual({
      ok: true,
      holder: { ...avery, emailAddress: null, zip: 'M5V 2T6' },
    });
  });

  it('keeps the email of an adult and checks its form', () => {
    const adult = { ...avery, birthDate: '1988-03-09' };
    const kept = applyHolderUpdate(pass(), { ...adult, emailAddress: 'jordan.rivera@example.com' }, rules);
    expect(kept.ok && kept.holder.emailAddress).toBe('jordan.rivera@example.com');
    const bad = applyHolderUpdate(pass(), { ...adult, emailAddress: 'jordan@' }, rules);
    expect(bad).toMatchObject({
      ok: false,
      message: 'Email address is invalid (email address is not required)',
    });
  });

  it('answers every failing rule with the seed messages, in the table order', () => {
    const update = applyHolderUpdate(
      pass(),
      {
        ...avery,
        firstName: ' ',
        birthDate: '2027-01-01',
        address1: '',
        city: '',
        state: 'ON',
        zip: '123',
        phoneNumber: '12',
      },
      rules,
    );
    expect(update).toEqual({
      ok: false,
      message: 'First name is required',
      errors: [
        'First name is required',
        'A valid birth date is required (mm/dd/yyyy)',
        'Address1 is required',
        'City is required',
        'State is required',
        'A 5 digit US or 6 character Canadian postal code is required',
        'A 10 digit phone number is required',
      ],
    });
  });

  it('keeps names and birth date the pass does not let the shopper change', () => {
    const renewal = pass({
      allowNameChange: false,
      allowBirthDateChange: false,
      holder: { ...emptyHolder, firstName: 'Jordan', lastName: 'Rivera', birthDate: '1988-03-09' },
    });
    const update = applyHolderUpdate(renewal, { ...avery, firstName: '', lastName: 'Smith' }, rules);
    expect(update.ok && [update.holder.firstName, update.holder.lastName, update.holder.birthDate]).toEqual([
      'Jordan',
      'Rivera',
      '1988-03-09',
    ]);
  });
});

describe('pass completeness and contacts', () => {
  it('a holder is complete only with every required field', () => {
    expect(holderComplete(avery, rules)).toBe(true);
    expect(holderComplete({ ...avery, city: null }, rules)).toBe(false);
    expect(holderComplete(emptyHolder, rules)).toBe(false);
  });

  it('the primary contact is the first renewal, else the first pass', () => {
    const renewal = pass({
      extCartTicketId: 'ct_3005',
      origin: { kind: 'renewal', extUserAccountTicketId: 'uat_2001', renewalVariantIds: [] },
    });
    expect(primaryContactId([pass(), renewal])).toBe('ct_3005');
    expect(primaryContactId([pass()])).toBe('ct_3002');
    expect(primaryContactId([])).toBeNull();
  });

  it('details confirmed a year ago or more need confirming again', () => {
    expect(confirmationStale('2025-11-22', '2026-11-22')).toBe(true);
    expect(confirmationStale('2025-11-23', '2026-11-22')).toBe(false);
    expect(confirmationStale('2026-02-14', '2026-11-22')).toBe(false);
  });

  it('passholder rows: names, and a birth date in the variant bounds and the past 100 years', () => {
    const row = { firstName: 'Avery', lastName: 'Rivera', birthDate: '2018-06-14' };
    const child = { minBirthDate: '2017-01-01', maxBirthDate: '2023-12-31' };
    expect(holderRowIssues(row, '2026-11-22', child)).toEqual([]);
    expect(holderRowIssues({ ...row, birthDate: '2016-12-31' }, '2026-11-22', child)).toEqual([
      'Invalid birth date for this selection',
    ]);
    expect(holderRowIssues({ ...row, birthDate: '2026-11-23' }, '2026-11-22')).toEqual([
      'Invalid birth date for this selection',
    ]);
    expect(holderRowIssues({ ...row, birthDate: '1926-11-21' }, '2026-11-22')).toEqual([
      'Invalid birth date for this selection',
    ]);
    expect(holderRowIssues({ firstName: '', lastName: '', birthDate: '' }, '2026-11-22')).toEqual([
      'First name is required',
      'Last name is required',
      'Birth date is required',
    ]);
  });
});

describe('photos', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

  it('accepts PNG and JPEG by their bytes', () => {
    expect(checkPhoto({ name: 'holder.png', bytes: png })).toMatchObject({
      ok: true,
      photo: { type: 'image/png' },
    });
    expect(checkPhoto({ name: 'holder.JPG', bytes: jpeg })).toMatchObject({
      ok: true,
      photo: { type: 'image/jpeg' },
    });
  });

  it('refuses other names, other bytes, nothing, and more than 5 MB', () => {
    const type = { ok: false, message: 'Only png, jpg and jpeg images are accepted' };
    expect(checkPhoto({ name: 'holder.gif', bytes: png })).toEqual(type);
    expect(checkPhoto({ name: 'holder.png', bytes: new TextEncoder().encode('hello') })).toEqual(type);
    expect(checkPhoto(null)).toEqual(type);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect(checkPhoto({ name: 'big.png', bytes: big })).toEqual({
      ok: false,
      message: 'The photo must be 5 MB or smaller',
    });
  });
});

describe('product options', () => {
  const catalog = passCatalog(createVenue(new Date('2026-11-22T15:00:00Z')), '2026-11-22');

  it('an upgrade costs the pass less the ticket, and nothing is offered below the ticket price', () => {
    expect(upgradePrice(189, 69.99)).toBe(119.01);
    expect(upgradePrice(99, 69.99)).toBe(29.01);
    expect(upgradePrice(69.99, 69.99)).toBeNull();
  });

  it('birth date bounds are inclusive; an unknown birth date fits', () => {
    const child = catalog.variant('var_gold_child');
    if (!child) throw new Error('var_gold_child is missing from the catalog');
    expect(birthDateFits(child, '2017-01-01')).toBe(true);
    expect(birthDateFits(child, '2023-12-31')).toBe(true);
    expect(birthDateFits(child, '2016-12-31')).toBe(false);
    expect(birthDateFits(child, null)).toBe(true);
  });

  it('a renewal gets its renewal variants, a new adult the adult passes, an upgrade the differences', () => {
    const renewal = pass({
      origin: { kind: 'renewal', extUserAccountTicketId: 'uat_2001', renewalVariantIds: ['var_gold_adult'] },
    });
    expect(passOptions(catalog, renewal).map((o) => [o.variant.id, o.price])).toEqual([
      ['var_gold_adult', 189],
    ]);

    const adult = pass({ holder: { ...emptyHolder, birthDate: '1988-03-09' } });
    expect(passOptions(catalog, adult).map((o) => o.variant.id)).not.toContain('var_gold_child');

    const upgrade = pass({
      holder: { ...emptyHolder, birthDate: '1988-03-09' },
      origin: { kind: 'upgrade', linkedTicketId: 'lut_4001', barcode: 'LAP1004820001', ticketPrice: 69.99 },
    });
    expect(
      passOptions(catalog, upgrade)
        .slice(0, 2)
        .map((o) => [o.variant.id, o.price]),
    ).toEqual([
      ['var_gold_adult', 119.01],
      ['var_fun_card', 29.01],
    ]);
  });
});

describe('renewing a pass', () => {
  const catalog = passCatalog(createVenue(new Date('2026-11-22T15:00:00Z')), '2026-11-22');
  const gold2027 = catalog.variant('var_gold_adult');
  const funCard2027 = catalog.variant('var_fun_card');
  if (!gold2027 || !funCard2027) throw new Error('the 2027 passes are missing from the catalog');
  // A pass the store's own order issued for the 2027 season: it renews by the catalog's rule.
  const bought: IssuedPass = {
    ...(findIssuedPass('SP2026001234') as IssuedPass),
    productDisplayName: 'Gold Season Pass 2027',
    passLevelName: 'Gold',
    passKindId: 1,
    effectiveStartDate: '2027-01-01',
    effectiveEndDate: '2027-12-31',
    renewalVariantIds: null,
  };
  const season2028 = (variant: PassVariant, id: string, validity: PassVariant['validity']) => ({
    ...variant,
    id,
    validity,
  });
  const gold2028 = season2028(gold2027, 'var_gold_adult_2028', { from: '2028-01-01', to: '2028-12-31' });

  it("the ticketing system's passes renew into the variants it lists", () => {
    const story = findIssuedPass('SP2026001234') as IssuedPass;
    expect(catalog.renewalsOf(story)).toEqual(story.renewalVariantIds);
    expect(renewalsOf([gold2028], story)).toEqual(story.renewalVariantIds);
  });

  it('a bought pass renews into nothing while the catalog sells no later season', () => {
    expect(catalog.renewalsOf(bought)).toEqual([]);
  });

  it('a bought pass renews into the next season of its level and kind, once it is on sale', () => {
    const platinum2028 = {
      ...season2028(gold2027, 'var_platinum_2028', gold2028.validity),
      passLevelName: 'Platinum',
    };
    const offSale2028 = { ...season2028(gold2027, 'var_gold_off_sale', gold2028.validity), saleFlowIds: [] };
    const funCard2028 = season2028(funCard2027, 'var_fun_card_2028', { from: null, to: '2028-05-31' });
    expect(renewalsOf([gold2027, platinum2028, offSale2028, funCard2028, gold2028], bought)).toEqual([
      'var_gold_adult_2028',
    ]);
  });

  it('a season that starts before the pass ends, or has no start and ends with it, is not the next', () => {
    const overlapping = season2028(gold2027, 'var_gold_overlap', { from: '2027-06-01', to: '2028-05-31' });
    const openEnded = season2028(gold2027, 'var_gold_open', { from: null, to: '2027-12-31' });
    const openLater = season2028(gold2027, 'var_gold_open_later', { from: null, to: '2028-12-31' });
    expect(renewalsOf([overlapping, openEnded, openLater], bought)).toEqual(['var_gold_open_later']);
  });
});

describe('pass prices in a sale context', () => {
  const catalog = passCatalog(createVenue(new Date('2026-11-22T15:00:00Z')), '2026-11-22');
  const funCard = (options: ReturnType<typeof passOptions>) =>
    options.find((o) => o.variant.id === 'var_fun_card');

  it('a pass added from the verified educators page costs the promotion price', () => {
    const educator = pass({ saleContext: { saleFlowId: 7, tags: ['teachers'] } });
    expect(funCard(passOptions(catalog, educator))).toMatchObject({
      price: 79,
      promotionName: 'Educator Fun Card',
    });
    // The same pass from the public pass page, or with the tag but another flow, costs its price.
    expect(funCard(passOptions(catalog, pass()))).toMatchObject({ price: 99, promotionName: null });
    const publicTag = pass({ saleContext: { saleFlowId: 1, tags: ['teachers'] } });
    expect(funCard(passOptions(catalog, publicTag))?.price).toBe(99);
  });
});

describe('linking passes', () => {
  const jordan = findIssuedPass('SP2026001234') as IssuedPass;

  it('proves a pass by phone (method 1) or zip (method 2)', () => {
    expect(validationMatches(jordan, '(512) 555-0142', 1)).toBe(true);
    expect(validationMatches(jordan, '5125550143', 1)).toBe(false);
    expect(validationMatches(jordan, '', 1)).toBe(false);
    expect(validationMatches(jordan, '78701', 2)).toBe(true);
    expect(validationMatches(jordan, '5125550142', 2)).toBe(false);
  });

  it('finds Pass IDs whatever their case, and prefills the method\u2019s data', () => {
    expect(findIssuedPass('sp2026001234')?.firstName).toBe('Jordan');
    expect(initialValidationData({ phoneNumber: '5125550142', zipCode: '78701' }, 1)).toBe('5125550142');
    expect(initialValidationData({ phoneNumber: '5125550142', zipCode: '78701' }, 2)).toBe('78701');
  });
});
