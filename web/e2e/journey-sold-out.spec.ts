// Issue 9: selling what exists, once. A shopper has a dinner seat in the cart and is at the card
// modal when another shopper buys the same seat. Paying then places no order: the store says the
// seat was just sold and sends the shopper back to the cart, which shows that message and the seat
// still in the cart to change. Axe on the cart with the message.

import { expectAccessible } from './axe';
import { addToCart, payInFrame, shopperApi, ticketLine, toFilledCheckout } from './shopper';
import { expect, test } from './test';

// A dinner date no other journey uses, so the seat is free on every run against one backend.
const DINNER = 'perf_dinner_20261212_1800';
/** The story's test payment key: the provider approves it without the iframe. */
const STORY_PAYMENT_KEY = 'pk_3c8f1a6e90b2';

test('a seat sold while the shopper pays sends them back to the cart with what happened', async ({
  page,
  browser,
}) => {
  const api = await shopperApi(page);
  const { data: detail } = await api.POST('/performance/performance-detail', {
    body: { productId: 'prod_dinner', performanceIds: [DINNER] },
  });
  const seat = detail.value?.seats[0];
  if (!seat) throw new Error(`no free seat on ${DINNER}`);
  const line = ticketLine('prod_dinner', 'var_dinner_adult', DINNER, 1, { seatId: seat.seatId });
  await addToCart(page, [line]);

  await page.goto('/cart');
  await toFilledCheckout(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toBeVisible();

  // Meanwhile another shopper, in a browser of their own, buys the same seat.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await addToCart(otherPage, [line]);
    const otherApi = await shopperApi(otherPage);
    await otherApi.POST('/cart/settings', {
      body: {
        firstName: 'Casey',
        lastName: 'Morgan',
        phoneNumber: '5125550199',
        countryId: 80,
        address1: '1200 Lakeview Dr',
        address2: null,
        city: 'Austin',
        stateProvinceId: 4401,
        otherStateProvince: null,
        zipCode: '78701',
        emailAddress: 'casey.morgan@example.com',
        deliveryMethodId: 'dm_print',
        paymentMethodId: 'pm_card',
        acceptTerms: true,
        acceptInstallmentTerms: false,
        locationAcknowledged: false,
        shippingAddressRequired: false,
        ignoreValidationErrors: false,
      },
    });
    const { data: placed } = await otherApi.POST('/order/submit', {
      body: {
        paymentKey: STORY_PAYMENT_KEY,
        savePaymentToAccount: false,
        cardholderName: 'Casey Morgan',
        cardholderAddress: null,
      },
    });
    expect(placed.success).toBe(true);
  } finally {
    await other.close();
  }

  await payInFrame(page, '4111 1111 1111 1111');
  await page.waitForURL(/\/cart$/);
  await expect(page.getByRole('alert')).toHaveText(
    `${seat.name} for Holiday Lights Dinner on Saturday, December 12, 2026 at 6:00 PM has just been sold. Please choose another seat in your cart.`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText(seat.name).first()).toBeVisible();
  await expectAccessible(page);

  // The message was for that moment: coming back to the cart later does not repeat it.
  await page.goto('/');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('has just been sold')).toHaveCount(0);
});
