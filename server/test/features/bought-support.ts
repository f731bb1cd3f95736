// A signed-in shopper buys through the real HTTP API (pass demographics, checkout, payment), for the
// tests of what an order's buyer then holds: My Account (bought-holdings.test.ts) and the
// reservation wizard (reservation-bought-pass.test.ts).
import { expect } from 'vitest';
import type { TestApp, TestShopper } from '../support/client.js';
import { cardFields, DAY_TICKET_ADD as dayTicket, jordanSettingsBody, tokenize } from './order-support.js';
import { addAvery, averyDetails } from './pass-support.js';

/**
 * Puts Avery's pass (her details entered; the Gold Child pass unless another variant is named) and
 * one Day Ticket in the cart, and pays.
 */
export async function buyAveryAndADayTicket(
  app: TestApp,
  shopper: TestShopper,
  key: string,
  passVariantId = 'var_gold_child',
) {
  const newPasses = addAvery.newPasses.map((pass) => ({ ...pass, extProductVariantId: passVariantId }));
  await shopper.api.POST('/cart/add-pass-with-product', { body: { ...addAvery, newPasses } });
  const id = (await shopper.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
  await shopper.api.POST('/cart/pass/{id}', { params: { path: { id } }, body: averyDetails });
  await shopper.api.POST('/cart/pass-finalize-demographics');
  await shopper.api.POST('/cart/add', { body: dayTicket });
  await shopper.api.POST('/cart/settings', { body: jordanSettingsBody() });
  const setup = (await shopper.api.POST('/payment/freedom-pay/setup')).data;
  const paymentKey = await tokenize(app, setup?.sessionKey as string);
  const placed = await shopper.api.POST('/order/submit', {
    body: cardFields(paymentKey),
    headers: { 'Idempotency-Key': key },
  });
  expect(placed.data?.success).toBe(true);
  const lookup = await shopper.api.GET('/order/digital-tickets', { parseAs: 'text' });
  const barcodes = [...String(lookup.data).matchAll(/<p class="barcode">(\d+)<\/p>/g)].map((m) => m[1] ?? '');
  expect(barcodes).toHaveLength(2);
  // The pass comes first in the cart, so its ticket is printed first.
  return { passId: barcodes[0] ?? '', dayBarcode: barcodes[1] ?? '' };
}
