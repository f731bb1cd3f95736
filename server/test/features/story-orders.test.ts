// The story's order LAP-100482 is Jordan's from the start (catalog/story-orders.ts, seeded by
// createApp): the signed-in and anonymous lookups, its digital tickets and its barcodes answer.
import { isStorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { CASEY_ACCOUNT_ID } from '../../src/catalog/accounts.js';
import { OrderRepository } from '../../src/domain/orders/index.js';
import { seedStoryOrders } from '../../src/domain/orders/seed.js';
import { Browser, JORDAN } from '../pages/support.js';
import { TestShopper } from '../support/client.js';
import { cardFields, readyToPay, storyApp } from './order-support.js';
import { signedInShopper } from './pass-support.js';

const status = (error: unknown) => (isStorefrontApiError(error) ? error.status : error);
const STORY_ORDER = { id: 'ord_7f3a9c21', token: 'tok_5d8e2b7a41c6' };
const BARCODES = ['LAP1004820001', 'LAP1004820002', 'LAP1004820003'];
const my = { params: { path: { id: STORY_ORDER.id } } };

describe("the story's order LAP-100482", () => {
  it('is Jordan\u2019s once she signs in with the demo password', async () => {
    const jordan = new Browser(storyApp());
    await jordan.signIn(JORDAN, '/');
    expect(await jordan.userAuthenticated()).toBe(true);
    const { data } = await jordan.api.GET('/order/details/my/{id}', my);
    expect(data?.value).toMatchObject({
      invoiceNumber: 'LAP-100482',
      orderDate: '2026-11-22T15:04:05Z',
      ticketingReservationCode: 'RZ7K4M2Q',
      hasTickets: true,
      orderTotal: 213.14,
      orderTotalNetTaxesAndFees: 189.97,
      taxTotal: 15.67,
      feeTotal: 7.5,
      deliveryTotal: 0,
      items: [
        { productVariantDisplayName: 'Adult (Ages 10+)', quantity: 2, unitPrice: 69.99, itemTotal: 139.98 },
        { productVariantDisplayName: 'Child (Ages 3-9)', quantity: 1, unitPrice: 49.99, itemTotal: 49.99 },
      ],
      payments: [{ amount: 213.14, confirmationDisplayName: 'Visa', maskedCardNumber: '************4242' }],
      trans: [{ transactionString: 'Visa ************4242 APPROVED 213.14 Auth 071842' }],
      extOrderTokenId: STORY_ORDER.id,
      token: STORY_ORDER.token,
    });
    const html = await (await jordan.raw(`/api/order/digital-tickets/my/${STORY_ORDER.id}`)).text();
    expect(html).toContain('Order LAP-100482');
    expect(html).toContain('Saturday, December 5, 2026, 10:00 AM');
    for (const barcode of BARCODES) expect(html).toContain(`class="barcode">${barcode}<`);
  });

  it('is nobody else\u2019s: another account gets 404, an anonymous session 401', async () => {
    const app = storyApp();
    const casey = await signedInShopper(app, CASEY_ACCOUNT_ID);
    expect(await casey.api.GET('/order/details/my/{id}', my).catch(status)).toBe(404);
    expect((await casey.raw(`/api/order/digital-tickets/my/${STORY_ORDER.id}`)).status).toBe(404);
    const anonymous = await new TestShopper(app).open();
    expect(await anonymous.api.GET('/order/details/my/{id}', my).catch(status)).toBe(401);
  });

  it('opens from the anonymous lookup link with the story id and token, or with the phone', async () => {
    const stranger = await new TestShopper(storyApp()).open();
    const { data } = await stranger.api.POST('/order/details/external', {
      body: { extOrderTokenId: STORY_ORDER.id, token: STORY_ORDER.token, phoneNumber: null },
    });
    expect(data).toMatchObject({ success: true, value: { invoiceNumber: 'LAP-100482' } });
    const withPhone = await stranger.api.POST('/order/details/external', {
      body: { extOrderTokenId: STORY_ORDER.id, token: 'tok_wrong', phoneNumber: '5125550142' },
    });
    expect(withPhone.data?.value?.invoiceNumber).toBe('LAP-100482');
    const tickets = await stranger.raw(
      `/api/order/digital-tickets/external?extOrderTokenId=${STORY_ORDER.id}&token=${STORY_ORDER.token}`,
    );
    expect(tickets.status).toBe(200);
    expect(await tickets.text()).toContain('class="barcode">LAP1004820003<');
  });

  it('prints a barcode for its reservation code and each ticket', async () => {
    const stranger = await new TestShopper(storyApp()).open();
    for (const code of ['RZ7K4M2Q', ...BARCODES]) {
      const response = await stranger.raw(`/api/ticket/barcode/${code}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    expect((await stranger.raw('/api/ticket/barcode/LAP1004820004')).status).toBe(404);
  });

  it('is not the confirmation of any session, and new orders are numbered after it', async () => {
    const app = storyApp();
    const fresh = await new TestShopper(app).open();
    expect(await fresh.api.GET('/order/details').catch(status)).toBe(404);
    const { shopper } = await readyToPay(app);
    await shopper.api.POST('/order/submit', { body: cardFields('pk_3c8f1a6e90b2') });
    const { data } = await shopper.api.GET('/order/details');
    expect(data?.value.invoiceNumber).toBe('LAP-100483');
    expect(data?.value.extOrderTokenId).not.toBe(STORY_ORDER.id);
  });

  it('seeds once: a store that already holds the order keeps it as it is', async () => {
    const app = storyApp();
    // The app answers its first call once its own seeding is done.
    await new TestShopper(app).open();
    const orders = new OrderRepository(app.services.store);
    const record = await orders.byId(STORY_ORDER.id);
    if (!record) throw new Error('not seeded');
    await orders.save({ ...record, failedPhoneAttempts: [1, 2] });
    await seedStoryOrders(app.services.store);
    expect((await orders.byId(STORY_ORDER.id))?.failedPhoneAttempts).toEqual([1, 2]);
    expect((await orders.allOfAccount('acct_jordan')).map((r) => r.order.invoiceNumber)).toEqual([
      'LAP-100482',
    ]);
  });
});
