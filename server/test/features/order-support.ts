// Test helpers for the order and payment tests: a shopper whose cart holds STORY.md's Day Ticket
// order (2 Adult + 1 Child on 2026-12-05 10:00) with Jordan's checkout settings, put in through the
// cart's domain API so these tests do not depend on the cart's HTTP calls.

import { soldKey, soldOf } from '../../src/domain/capacity.js';
import {
  addLines,
  type CheckoutSettings,
  checkoutSettingsSlot,
  installmentSlot,
} from '../../src/domain/cart/index.js';
import { createCardProviderApp } from '../../src/providers/card.js';
import type { Session } from '../../src/store/store.js';
import { type TestApp, TestShopper, testApp } from '../support/client.js';
import { jordanContact } from '../support/story.js';

/** STORY.md's "today": Sunday 2026-11-22, at the story order's time. */
export const STORY_NOW = Date.parse('2026-11-22T15:04:05Z');

export const storyApp = (): TestApp => testApp({ clock: { now: () => STORY_NOW } });

export const jordanSettings = (overrides: Partial<CheckoutSettings> = {}): CheckoutSettings => ({
  ...jordanContact,
  shippingFirstName: null,
  shippingLastName: null,
  shippingPhoneNumber: null,
  shippingCountryId: null,
  shippingAddress1: null,
  shippingAddress2: null,
  shippingCity: null,
  shippingStateProvinceId: null,
  shippingOtherStateProvince: null,
  shippingZipCode: null,
  deliveryMethodId: 'dm_print',
  paymentMethodId: 'pm_card',
  acceptTerms: true,
  acceptInstallmentTerms: false,
  locationAcknowledged: false,
  shippingAddressRequired: false,
  invalid: [],
  ...overrides,
});

/** The story's dinner show on its first date (seat by seat). */
/** One adult day ticket for the story's 10:00 AM performance on 2026-12-05 (cart/add's body). */
export const DAY_TICKET_ADD = {
  items: [
    {
      productId: 'prod_day',
      productVariantId: 'var_day_adult',
      performances: [
        { selectionIndex: 1, performanceId: 'perf_day_20261205_1000', showCategoryId: null, seatId: null },
      ],
      entitlementId: null,
      quantity: 1,
    },
  ],
  reSubmitContext: null,
  saleFlowId: 1 as const,
};

export const DINNER = 'perf_dinner_20261205_1800';

/** The story's Elephant tour on December 5: 18 places left to sell. */
export const TOUR = 'perf_tour_20261205_0900';

/** The add-to-cart body for `quantity` places of the tour. */
export const tourAdd = (quantity: number) => ({
  items: [
    {
      productId: 'prod_tour',
      productVariantId: 'var_tour_guest',
      performances: [{ selectionIndex: 1, performanceId: TOUR, showCategoryId: null, seatId: null }],
      entitlementId: null,
      quantity,
    },
  ],
  reSubmitContext: null,
  saleFlowId: 1 as const,
});

/** Free seats of the dinner performance, as the venue seeded it. */
export const freeSeats = (app: TestApp) =>
  app.services.venue
    .performance(DINNER)
    ?.seats.filter((s) => !s.preSold)
    .map((s) => s.id) ?? [];

/** What is sold (or held for an order being paid) of the dinner show, or of one of its seats. */
export async function soldNow(app: TestApp, part?: string): Promise<number> {
  const performance = app.services.venue.performance(DINNER);
  if (!performance) throw new Error('no dinner performance');
  return (await soldOf(app.services.store, [performance]))(soldKey(DINNER, part));
}

/** The add-to-cart body for one dinner seat. */
export const seatAdd = (seatId: string) => ({
  items: [
    {
      productId: 'prod_dinner',
      productVariantId: 'var_dinner_adult',
      performances: [{ selectionIndex: 1, performanceId: DINNER, showCategoryId: null, seatId }],
      entitlementId: null,
      quantity: 1,
    },
  ],
  reSubmitContext: null,
  saleFlowId: 1 as const,
});

/** Jordan's checkout settings as saveCartSettings takes them. */
export function jordanSettingsBody() {
  const { invalid: _invalid, ...body } = jordanSettings();
  return { ...body, ignoreValidationErrors: false };
}

const day = (selectionIndex = 1) => [
  { selectionIndex, performanceId: 'perf_day_20261205_1000', showCategoryId: null, seatId: null },
];

export async function sessionOf(app: TestApp, shopper: TestShopper): Promise<Session> {
  const id = shopper.cookies.get('BOXOFFICE_SESSION');
  const session = id ? await app.services.store.findSession(id, app.services.clock.now()) : undefined;
  if (!session) throw new Error('the shopper has no session');
  return session;
}

export function fillDayTicketCart(app: TestApp, session: Session): void {
  addLines(session, app.services.venue, [
    {
      productId: 'prod_day',
      productVariantId: 'var_day_adult',
      quantity: 2,
      unitPrice: 69.99,
      performances: day(),
    },
    {
      productId: 'prod_day',
      productVariantId: 'var_day_child',
      quantity: 1,
      unitPrice: 49.99,
      performances: day(),
    },
  ]);
}

export function fillGoldPassCart(app: TestApp, session: Session): void {
  addLines(session, app.services.venue, [
    {
      kind: 'pass',
      extCartTicketId: 'ct_3001',
      productId: 'prod_gold_pass',
      productVariantId: 'var_gold_adult',
      quantity: 1,
      unitPrice: 189,
      passholder: { firstName: 'Jordan', lastName: 'Rivera', passLevelName: 'Gold', detailsEntered: true },
      meta: { birthDate: '1988-03-09' },
    },
    {
      kind: 'pass',
      extCartTicketId: 'ct_3002',
      productId: 'prod_gold_pass',
      productVariantId: 'var_gold_child',
      quantity: 1,
      unitPrice: 159,
      passholder: { firstName: 'Avery', lastName: 'Rivera', passLevelName: 'Gold', detailsEntered: true },
      meta: { birthDate: '2018-06-14' },
    },
  ]);
  session.set(installmentSlot, { selected: true });
}

/** A shopper with the story's Day Ticket cart ready to pay. */
export async function readyToPay(app: TestApp, settings: Partial<CheckoutSettings> = {}) {
  const shopper = await new TestShopper(app).open();
  const session = await sessionOf(app, shopper);
  fillDayTicketCart(app, session);
  session.set(checkoutSettingsSlot, jordanSettings(settings));
  return { shopper, session };
}

/** What the card iframe does: tokenizes a card with the provider and answers the payment key. */
export async function tokenize(
  app: TestApp,
  sessionKey: string,
  cardNumber = '4111111111111111',
): Promise<string> {
  const provider = createCardProviderApp(app.services);
  const response = await provider.request('/api/v1.5/cdn/card/tokenize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionKey, cardNumber, expiryMonth: 11, expiryYear: 29, securityCode: '123' }),
  });
  const body = (await response.json()) as { paymentKey?: string; errors?: string[] };
  if (!body.paymentKey) throw new Error(`tokenize failed: ${JSON.stringify(body)}`);
  return body.paymentKey;
}

export const cardFields = (paymentKey: string) => ({
  paymentKey,
  savePaymentToAccount: false,
  cardholderName: 'Jordan Rivera',
  cardholderAddress: '1200 Lakeview Dr',
});
