// A ticket's upgrade credit is spent once (domain/credits.ts): an order that upgrades a ticket
// records it with the order's seats and places, under the same locks, so the ticket is no longer
// eligible, and concurrent orders that upgrade it end with one order, the others refused with 409
// before any payment. A ticket bought or first linked by another account cannot be linked at all.
// Before: one day ticket (LAP1004820001, 69.99) was upgraded 7 times, each taking 69.99 off a Gold pass.

import { StorefrontApiError } from '@boxoffice/sdk';
import { NO_TICKETS_SELECTED_FOR_UPGRADE, NO_VALID_BARCODES } from '@boxoffice/sdk/rules';
import { describe, expect, it } from 'vitest';
import { checkoutSettingsSlot } from '../../src/domain/cart/index.js';
import { cardGateway } from '../../src/providers/card-gateway.js';
import type { TestApp, TestShopper } from '../support/client.js';
import { cardFields, jordanSettings, sessionOf } from './order-support.js';
import { signedInShopper, storyApp } from './pass-support.js';

const STORY_KEY = 'pk_3c8f1a6e90b2'; // the story's test payment key: always approved
const DECLINED_KEY_CARD = {
  cardNumber: '4000000000000002',
  expiryMonth: 12,
  expiryYear: 2030,
  securityCode: '123',
};
const jordan = { id: 'lut_4001', firstName: 'Jordan', lastName: 'Rivera', birthDate: '1988-03-09' };
const UPGRADED = 'This ticket has already been upgraded';

/** Jordan with LAP1004820001's upgrade to a Gold pass in the cart, checkout details filled in. */
async function upgradeInCart(app: TestApp, accountId = 'acct_jordan'): Promise<TestShopper> {
  const shopper = await signedInShopper(app, accountId);
  await shopper.api.POST('/upgrade/select', { body: { selections: [jordan] } });
  const id = (await shopper.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
  await shopper.api.POST('/cart/pass-product', {
    body: { passes: [{ extCartTicketId: id, extProductVariantId: 'var_gold_adult' }] },
  });
  expect((await shopper.api.GET('/cart')).data?.value.cartTotal).toBe(119.01);
  (await sessionOf(app, shopper)).set(checkoutSettingsSlot, jordanSettings());
  return shopper;
}

/** Submits with the story's key: 'placed', or the refusal's status and message. */
async function pay(shopper: TestShopper): Promise<string> {
  try {
    const { data } = await shopper.api.POST('/order/submit', { body: cardFields(STORY_KEY) });
    return data?.success ? 'placed' : `declined: ${data?.paymentMessage}`;
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    return `${error.status} ${error.serverMessage}`;
  }
}

const ticketOf = async (shopper: TestShopper) =>
  (await shopper.api.GET('/upgrade/linked-upgrade-ticket')).data?.value.find((t) => t.id === 'lut_4001');

describe("a ticket's upgrade credit", () => {
  it('is spent by the order: the ticket is then not eligible, and a second upgrade is refused', async () => {
    const app = storyApp();
    const first = await upgradeInCart(app);
    // A second cart made before the first order is placed.
    const second = await upgradeInCart(app);
    expect(await pay(first)).toBe('placed');
    expect(await ticketOf(first)).toMatchObject({ eligibleForUpgrade: false, notEligibleReason: UPGRADED });
    expect(await pay(second)).toBe(`409 ${UPGRADED}. Please remove its upgrade from your cart.`);
    const third = await signedInShopper(app);
    await expect(third.api.POST('/upgrade/select', { body: { selections: [jordan] } })).rejects.toMatchObject(
      { status: 400, serverMessage: NO_TICKETS_SELECTED_FOR_UPGRADE },
    );
  });

  it('goes to one of four concurrent orders; the others are refused before any payment', async () => {
    const app = storyApp();
    const carts = [];
    for (let i = 0; i < 4; i++) carts.push(await upgradeInCart(app));
    const outcomes = await Promise.all(carts.map(pay));
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.startsWith('409 '))).toHaveLength(3);
    // One charge: the refused orders never reached the card provider.
    const charges = await app.services.store.collection('cardProvider.charges').values();
    expect(charges).toHaveLength(1);
  });

  it("refuses the loser of two carts racing for it in the credit's words, and its cart lets the upgrade go", async () => {
    // The first cart holds the credit; the second could not (one credit, one hold) and pays first:
    // before, it heard 'Some of what is in your cart has just sold out...' and kept the upgrade at
    // the credited price.
    const app = storyApp();
    const holder = await upgradeInCart(app);
    const loser = await upgradeInCart(app);
    const refused = `409 ${UPGRADED}. Please remove its upgrade from your cart.`;
    expect(await pay(loser)).toBe(refused);
    // The holder's order spends it; the loser is refused the same way, and its cart's next revise
    // takes the upgrade out as no longer available (nothing of it left at the credited price).
    expect(await pay(holder)).toBe('placed');
    expect(await pay(loser)).toBe(refused);
    const revised = (await loser.api.GET('/cart', { params: { query: { revise: true } } })).data?.value;
    expect(revised).toMatchObject({ cartRevised: true, cartTotal: 0 });
    expect(revised?.removedItems?.map((item) => item.displayName)).toEqual(['Gold Adult (upgrade)']);
    expect((await loser.api.GET('/cart/pass')).data?.value.passes).toEqual([]);
  });

  it('stays in the cart that holds it while another cart is refused', async () => {
    const app = storyApp();
    const holder = await upgradeInCart(app);
    const loser = await upgradeInCart(app);
    expect(await pay(loser)).toBe(`409 ${UPGRADED}. Please remove its upgrade from your cart.`);
    // Held, not spent: revising either cart keeps the upgrade (the holder may still not pay).
    for (const shopper of [holder, loser]) {
      const cart = (await shopper.api.GET('/cart', { params: { query: { revise: true } } })).data?.value;
      expect(cart).toMatchObject({ cartRevised: false, cartTotal: 119.01 });
    }
    expect(await pay(holder)).toBe('placed');
  });

  it('comes back when the payment is declined', async () => {
    const app = storyApp();
    const shopper = await upgradeInCart(app);
    const { data: setup } = await shopper.api.POST('/payment/freedom-pay/setup');
    const sessionKey = /sessionKey=([^"&]+)/.exec(setup?.iFrame ?? '')?.[1] ?? '';
    const tokenized = await cardGateway(app.services).tokenize(sessionKey, DECLINED_KEY_CARD);
    const key = 'paymentKey' in tokenized ? tokenized.paymentKey.paymentKey : '';
    const { data } = await shopper.api.POST('/order/submit', { body: cardFields(key) });
    expect(data?.success).toBe(false);
    expect(await ticketOf(shopper)).toMatchObject({ eligibleForUpgrade: true, notEligibleReason: null });
    expect(await pay(shopper)).toBe('placed');
  });
});

describe("a linked pass's renewal", () => {
  /** Jordan with the renewal of the linked Gold pass (uat_2001) in the cart, ready to pay. */
  async function renewalInCart(app: TestApp): Promise<TestShopper> {
    const shopper = await signedInShopper(app);
    await shopper.api.POST('/cart/add-renewal-pass', { body: { extUserAccountTicketIds: ['uat_2001'] } });
    expect((await shopper.api.GET('/cart/pass')).data?.value.passes).toHaveLength(1);
    (await sessionOf(app, shopper)).set(checkoutSettingsSlot, jordanSettings());
    return shopper;
  }

  it('is ordered once, however many carts hold it; then it is no longer offered', async () => {
    const app = storyApp();
    const carts = [await renewalInCart(app), await renewalInCart(app), await renewalInCart(app)];
    const outcomes = await Promise.all(carts.map(pay));
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.startsWith('409 This pass has already been renewed.'))).toHaveLength(2);
    const later = await signedInShopper(app);
    const renewable = (await later.api.GET('/account/tenant-pass-renewable')).data?.value ?? [];
    expect(renewable.map((p) => p.extUserAccountTicketId)).not.toContain('uat_2001');
  });
});

describe('linking a ticket by barcode', () => {
  it('answers another account as for an unknown barcode, and never shows it the holder', async () => {
    const app = storyApp();
    const casey = await signedInShopper(app, 'acct_casey');
    for (const barcodes of [['LAP1004820001'], ['NOSUCH1']])
      await expect(
        casey.api.POST('/upgrade/link-upgrade-ticket', { body: { barcodes } }),
      ).rejects.toMatchObject({ status: 400, serverMessage: NO_VALID_BARCODES });
    expect((await casey.api.GET('/upgrade/linked-upgrade-ticket')).data?.value).toEqual([]);
  });
});
