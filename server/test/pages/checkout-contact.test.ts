// The checkout starts from the signed-in account's details (issue 23); an anonymous shopper's is empty,
// and what a shopper saves wins over the account's.
import { describe, expect, it } from 'vitest';
import { checkoutSettingsSlot } from '../../src/domain/cart/index.js';
import { jordanSettings } from '../features/order-support.js';
import { browser, CASEY, JORDAN } from './support.js';

const contact = async (b: ReturnType<typeof browser>) => {
  const cart = (await b.api.GET('/cart')).data?.value;
  return {
    name: [cart?.firstName, cart?.lastName],
    email: cart?.emailAddress,
    phone: cart?.phoneNumber,
    address: [
      cart?.countryId,
      cart?.address1,
      cart?.address2,
      cart?.city,
      cart?.stateProvinceId,
      cart?.zipCode,
    ],
  };
};

describe('the checkout\u2019s contact fields', () => {
  it('are empty for an anonymous shopper', async () => {
    const b = browser();
    await b.open();
    expect(await contact(b)).toEqual({
      name: [null, null],
      email: null,
      phone: null,
      address: [null, null, null, null, null, null],
    });
  });

  it('start from the account once signed in, and what the shopper saves wins', async () => {
    const b = browser();
    await b.signIn(JORDAN);
    expect(await contact(b)).toEqual({
      name: ['Jordan', 'Rivera'],
      email: 'jordan.rivera@example.com',
      phone: '5125550142',
      address: [80, '1200 Lakeview Dr', 'Apt 4B', 'Austin', 4401, '78701'],
    });
    // Details the shopper saved (here straight into the session) are what the checkout shows.
    const id = b.cookies.get('BOXOFFICE_SESSION') ?? '';
    const session = await b.target.services.store.findSession(id, Date.now());
    session?.set(checkoutSettingsSlot, jordanSettings({ firstName: 'Jo', address2: null }));
    const saved = await contact(b);
    expect([saved.name, saved.address[2]]).toEqual([['Jo', 'Rivera'], null]);
  });

  it('are each account\u2019s own', async () => {
    const b = browser();
    await b.signIn(CASEY);
    expect((await contact(b)).name).toEqual(['Casey', 'Morgan']);
  });
});
