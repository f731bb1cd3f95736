// The checkout starts from the signed-in account's details (issue 23); an anonymous shopper's is empty,
// and what a shopper saves wins over the account's. After pass demographics it starts from what the
// shopper typed there for their own pass, the account filling what that leaves empty.
import { describe, expect, it } from 'vitest';
import { checkoutSettingsSlot } from '../../src/domain/cart/index.js';
import { jordanSettings } from '../features/order-support.js';
import { addAvery, averyDetails } from '../features/pass-support.js';
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

  it("start from the shopper's own pass demographics, the account filling the rest", async () => {
    const b = browser();
    await b.signIn(JORDAN);
    await b.api.POST('/cart/add-pass-with-product', {
      body: {
        ...addAvery,
        newPasses: [
          {
            extProductVariantId: 'var_gold_adult',
            birthDate: '1988-03-09',
            firstName: 'Jordan',
            lastName: 'Rivera',
          },
        ],
      },
    });
    const id = (await b.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
    const moved = { address1: '77 Shoreline Rd', address2: null, city: 'Round Rock', zip: '78664' };
    const jordanDetails = { ...averyDetails, ...moved, firstName: 'Jordan', birthDate: '1988-03-09' };
    await b.api.POST('/cart/pass/{id}', { params: { path: { id } }, body: jordanDetails });
    expect(await contact(b)).toEqual({
      name: ['Jordan', 'Rivera'],
      // No email typed: the account's.
      email: 'jordan.rivera@example.com',
      phone: '5125550142',
      // Texas names the country; the address is the one typed, whole (no apartment from the account's).
      address: [80, '77 Shoreline Rd', null, 'Round Rock', 4401, '78664'],
    });
  });

  it("stay the account's when the pass is someone else's: the buyer pays as themselves", async () => {
    const b = browser();
    await b.signIn(JORDAN);
    await b.api.POST('/cart/add-pass-with-product', { body: addAvery });
    const id = (await b.api.GET('/cart/pass')).data?.value.passes[0]?.extCartTicketId ?? '';
    await b.api.POST('/cart/pass/{id}', {
      params: { path: { id } },
      body: { ...averyDetails, city: 'Round Rock' },
    });
    const shown = await contact(b);
    expect([shown.name, shown.address[3]]).toEqual([['Jordan', 'Rivera'], 'Austin']);
  });

  it('are each account\u2019s own', async () => {
    const b = browser();
    await b.signIn(CASEY);
    expect((await contact(b)).name).toEqual(['Casey', 'Morgan']);
  });
});
