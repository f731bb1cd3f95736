import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  type Choice,
  canContinue,
  choicesOfProducts,
  confirm,
  initialCards,
  markMissing,
  NEXT_PATHS,
  PAGE_TITLES,
  pageContent,
  passesNeedingProduct,
  passHeading,
  passProductBody,
  select,
  toggle,
} from '../../src/features/pass-products/pass-products';

type CartPass = Schema<'CartPass'>;

function pass(over: Partial<CartPass> = {}): CartPass {
  return {
    extCartTicketId: 'ct_3001',
    firstName: 'Jordan',
    lastName: 'Rivera',
    emailAddress: null,
    birthDate: '1988-03-09',
    address1: null,
    address2: null,
    city: null,
    state: null,
    zip: null,
    phoneNumber: null,
    platformAccountId: 'SP2026001234',
    demographicsUpdateRequired: false,
    allowNameChange: false,
    allowBirthDateChange: false,
    requiresProductSelection: true,
    isTicketUpgrade: false,
    isRenewal: true,
    selectedExtProductVariantId: null,
    productDisplayName: null,
    passLevelName: null,
    passKindId: 1,
    photoUploaded: false,
    isPrimaryContact: true,
    ...over,
  };
}

const gold: Choice = {
  extProductVariantId: 'var_gold_adult',
  productDisplayName: 'Gold Season Pass 2027',
  productVariantDisplayName: 'Gold Adult',
  productShortDescription: 'Unlimited visits all of 2027',
  productVariantShortDescription: 'For guests aged 10 and over',
  passLevelName: 'Gold',
  price: 119.01,
  installmentBillingDescription: '6-month payment plan available',
};
const fun: Choice = {
  ...gold,
  extProductVariantId: 'var_fun_card',
  productDisplayName: 'Fun Card 2027',
  price: 29.01,
};

const three = () =>
  initialCards([pass(), pass({ extCartTicketId: 'ct_3002' }), pass({ extCartTicketId: 'ct_3003' })], () => [
    gold,
    fun,
  ]);

describe('which passes a page offers products for (seed 001 §4)', () => {
  const passes = [
    pass(),
    pass({ extCartTicketId: 'ct_3002', requiresProductSelection: false, isRenewal: false }),
    pass({ extCartTicketId: 'ct_3003', isTicketUpgrade: true, isRenewal: false }),
  ];
  it('renewal options: every pass needing a product, an upgrade only while it has none', () => {
    const unchosen = passes.map((p) => (p.isTicketUpgrade ? { ...p, selectedExtProductVariantId: null } : p));
    expect(passesNeedingProduct(unchosen, 'renewal').map((p) => p.extCartTicketId)).toEqual([
      'ct_3001',
      'ct_3003',
    ]);
    // Chosen on 'Your Upgrade Options' already: not asked again after demographics.
    const chosen = passes.map((p) =>
      p.isTicketUpgrade ? { ...p, selectedExtProductVariantId: 'var_gold_adult' } : p,
    );
    expect(passesNeedingProduct(chosen, 'renewal').map((p) => p.extCartTicketId)).toEqual(['ct_3001']);
    expect(passesNeedingProduct(chosen, 'upgrade').map((p) => p.extCartTicketId)).toEqual(['ct_3003']);
  });
  it('upgrade options: the ticket upgrades needing a product', () => {
    expect(passesNeedingProduct(passes, 'upgrade').map((p) => p.extCartTicketId)).toEqual(['ct_3003']);
  });
  it('none: the page skips forward', () => {
    expect(passesNeedingProduct([passes[1] as CartPass], 'renewal')).toEqual([]);
  });
  it("upgrade options without a ticket upgrade: 'No tickets selected for upgrade', not a skip", () => {
    const renewalOnly = [passes[0] as CartPass];
    expect(pageContent(renewalOnly, 'upgrade')).toEqual({
      kind: 'message',
      message: 'No tickets selected for upgrade',
    });
    expect(pageContent(renewalOnly, 'renewal')).toEqual({ kind: 'cards', passes: renewalOnly });
    expect(pageContent([passes[1] as CartPass], 'renewal')).toEqual({ kind: 'skip' });
    expect(pageContent(passes, 'upgrade')).toEqual({ kind: 'cards', passes: [passes[2]] });
  });
  it('titles and where each goes on', () => {
    expect(PAGE_TITLES).toEqual({ renewal: 'Your Renewal Options', upgrade: 'Your Upgrade Options' });
    expect(NEXT_PATHS).toEqual({ renewal: '/product/multi/add-on/pass', upgrade: '/pass/demographics' });
  });
});

describe('the cards', () => {
  it('open the first only, with no selection', () => {
    const cards = three();
    expect(cards.map((c) => c.expanded)).toEqual([true, false, false]);
    expect(cards.every((c) => c.selected === null)).toBe(true);
    expect(canContinue(cards)).toBe(false);
  });

  it("start with the pass's current variant when it is a choice", () => {
    const cards = initialCards(
      [
        pass({ selectedExtProductVariantId: 'var_gold_adult' }),
        pass({ extCartTicketId: 'b', selectedExtProductVariantId: 'gone' }),
      ],
      () => [gold],
    );
    expect(cards.map((c) => c.selected)).toEqual(['var_gold_adult', null]);
  });

  it("Confirm without a selection says 'Selection is required'", () => {
    const cards = confirm(three(), 'ct_3001');
    expect(cards[0]).toMatchObject({ error: 'Selection is required', expanded: true });
    expect(select(cards, 'ct_3001', 'var_fun_card')[0]).toMatchObject({
      error: null,
      selected: 'var_fun_card',
    });
  });

  it('Confirm collapses the card and opens the next', () => {
    const cards = confirm(select(three(), 'ct_3001', 'var_gold_adult'), 'ct_3001');
    expect(cards.map((c) => c.expanded)).toEqual([false, true, false]);
    const last = confirm(select(cards, 'ct_3003', 'var_fun_card'), 'ct_3003');
    expect(last.map((c) => c.expanded)).toEqual([false, true, false]);
  });

  it('toggle opens and closes a card', () => {
    expect(toggle(three(), 'ct_3002')[1]?.expanded).toBe(true);
    expect(toggle(three(), 'ct_3001')[0]?.expanded).toBe(false);
  });

  it('Continue needs every pass selected; the body lists each pass and variant', () => {
    let cards = select(three(), 'ct_3001', 'var_gold_adult');
    cards = select(cards, 'ct_3002', 'var_fun_card');
    expect(canContinue(cards)).toBe(false);
    expect(markMissing(cards)[2]).toMatchObject({ error: 'Selection is required', expanded: true });
    cards = select(cards, 'ct_3003', 'var_gold_adult');
    expect(canContinue(cards)).toBe(true);
    expect(passProductBody(cards)).toEqual({
      passes: [
        { extCartTicketId: 'ct_3001', extProductVariantId: 'var_gold_adult' },
        { extCartTicketId: 'ct_3002', extProductVariantId: 'var_fun_card' },
        { extCartTicketId: 'ct_3003', extProductVariantId: 'var_gold_adult' },
      ],
    });
    expect(canContinue([])).toBe(false);
  });

  it("heads each card with the holder's name and Pass ID", () => {
    expect(passHeading(pass())).toEqual({ name: 'Jordan Rivera', passId: 'SP2026001234' });
    expect(passHeading(pass({ firstName: null, lastName: null, platformAccountId: null }))).toEqual({
      name: 'New Passholder',
      passId: null,
    });
  });
});

describe('renewal options as choices', () => {
  it('lists one choice per variant with the shown price and effective pass level', () => {
    const product = {
      id: 'prod_gold_pass',
      productDisplayName: 'Gold Season Pass 2027',
      productShortDescription: 'Unlimited visits all of 2027',
      variants: [
        {
          extProductVariantId: 'var_gold_adult',
          displayName: 'Gold Adult',
          productVariantDisplayName: 'Gold Adult',
          productVariantShortDescription: 'For guests aged 10 and over',
          price: 189,
          displayPrice: 179,
          passLevelName: 'Gold',
          effectivePassLevelName: 'Gold Plus',
          installmentBillingDescription: '6-month payment plan available',
        },
      ],
    } as unknown as Schema<'Product'>;
    expect(choicesOfProducts([product])).toEqual([
      {
        extProductVariantId: 'var_gold_adult',
        productDisplayName: 'Gold Season Pass 2027',
        productVariantDisplayName: 'Gold Adult',
        productShortDescription: 'Unlimited visits all of 2027',
        productVariantShortDescription: 'For guests aged 10 and over',
        passLevelName: 'Gold Plus',
        price: 179,
        installmentBillingDescription: '6-month payment plan available',
      },
    ]);
  });
});
