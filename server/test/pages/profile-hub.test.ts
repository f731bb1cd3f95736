// The account page as the signed-in shopper's hub (issue 11): orders, tickets and ticket
// groupings, linked passes and upgrades, each a link into the storefront; everything escaped.
import { describe, expect, it } from 'vitest';
import { storyOrders } from '../../src/catalog/story-orders.js';
import { OrderRepository } from '../../src/domain/orders/index.js';
import { browser, CASEY, pagesApp } from './support.js';

const jordanHub = async () => {
  const b = browser(pagesApp());
  await b.signIn();
  return { b, text: (await b.get('/profile')).text };
};

describe('/profile, the account hub', () => {
  it("lists Jordan's order, linking to its signed-in lookup", async () => {
    const { text } = await jordanHub();
    expect(text).toContain('<h2 id="orders-heading">Your Orders</h2>');
    expect(text).toContain(
      '<li><a href="/order-lookup/my/ord_7f3a9c21">Order LAP-100482</a>, placed November 22, 2026, $213.14</li>',
    );
  });

  it("lists Jordan's tickets: the linked pass, the day ticket and the order's grouping", async () => {
    const { text } = await jordanHub();
    expect(text).toContain('<h2 id="tickets-heading">Your Tickets</h2>');
    expect(text).toContain(
      '<a href="/ticket/account/uat_2001">Gold Season Pass 2026</a>, Jordan Rivera, Pass ID SP2026001234',
    );
    expect(text).toContain(
      '<a href="/ticket/account/LAP1004820001">Day Ticket - Adult (Ages 10+)</a>, December 5, 2026, LAP1004820001',
    );
    expect(text).toContain(
      '<a href="/ticket/account-grouping/atg_4001">All tickets of order LAP-100482</a> (3 tickets)',
    );
  });

  it('every hub link opens something the API answers for the account', async () => {
    const { b, text } = await jordanHub();
    const { data: order } = await b.api.GET('/order/details/my/{id}', {
      params: { path: { id: 'ord_7f3a9c21' } },
    });
    expect(order?.value.invoiceNumber).toBe('LAP-100482');
    for (const id of ['uat_2001', 'LAP1004820001']) {
      expect(text).toContain(`/ticket/account/${id}"`);
      const response = await b.raw(`/api/ticket/account/${id}/html`);
      expect(response.status).toBe(200);
    }
    expect((await b.raw('/api/ticket/account-grouping/atg_4001/html')).status).toBe(200);
  });

  it('shows the linked passes with Link Your Passes, and Upgrade Your Tickets', async () => {
    const { text } = await jordanHub();
    expect(text).toContain('<h2 id="passes-heading">Your Passes</h2>');
    expect(text).toContain(
      '<li>Jordan Rivera: Gold Season Pass 2026, Pass ID SP2026001234, valid January 1, 2026 to December 31, 2026</li>',
    );
    expect(text).toContain('<a class="button secondary" href="/pass/link">Link Your Passes</a>');
    expect(text).toContain('<a class="button secondary" href="/upgrade/select">Upgrade Your Tickets</a>');
  });

  it("shows Casey's pass, and says when there are no orders or tickets", async () => {
    const b = browser(pagesApp());
    await b.signIn(CASEY);
    const { text } = await b.get('/profile');
    expect(text).toContain('No orders yet.');
    expect(text).toContain('/ticket/account/uat_2002');
    expect(text).not.toContain('ord_7f3a9c21');
  });

  it('shows an order the account places, newest first, escaped', async () => {
    const app = pagesApp();
    const [story] = storyOrders;
    if (!story) throw new Error('no story order');
    await new OrderRepository(app.services.store).save({
      id: 'ord_<new>&"',
      orderNumber: story.orderNumber + 1,
      sessionId: 'another',
      accountId: story.accountId,
      order: { ...story.order, invoiceNumber: 'LAP-<b>1</b>', extOrderTokenId: 'ord_<new>&"' },
      tickets: [],
      failedPhoneAttempts: [],
    });
    const b = browser(app);
    await b.signIn();
    const { text } = await b.get('/profile');
    const placed = '<a href="/order-lookup/my/ord_%3Cnew%3E%26%22">Order LAP-&lt;b&gt;1&lt;/b&gt;</a>';
    expect(text).toContain(placed);
    expect(text).not.toContain('<b>1</b>');
    expect(text.indexOf(placed)).toBeLessThan(text.indexOf('Order LAP-100482'));
  });

  it('shows a registered account with nothing yet', async () => {
    const b = browser(pagesApp());
    await b.post('/authenticate/register', {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam.hub@example.com',
      password: 'Roller#Coaster7',
      confirmPassword: 'Roller#Coaster7',
    });
    const { text } = await b.get('/profile');
    expect(text).toContain('No orders yet.');
    expect(text).toContain('No tickets in your account yet.');
    expect(text).toContain('No passes are linked to your account yet.');
    expect(text).toContain('Upgrade Your Tickets');
  });
});
