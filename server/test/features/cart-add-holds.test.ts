// Adding to the cart holds what is added (issue 24; BOXOFFICE_HOLD_SECONDS, off by default until
// the web app shows the hold's countdown): concurrent shoppers adding the last places and the last
// seat are answered at add-to-cart, in the seeds' words, and those who hold places pay for them.
import { describe, expect, it } from 'vitest';
import { soldKey } from '../../src/domain/capacity.js';
import { checkoutSettingsSlot } from '../../src/domain/cart/index.js';
import { SEAT_TAKEN_MESSAGE } from '../../src/domain/cart/limits.js';
import type { CountRecord } from '../../src/store/store.js';
import { TestShopper, testApp } from '../support/client.js';
import {
  cardFields,
  DINNER,
  jordanSettings,
  STORY_NOW,
  seatAdd,
  sessionOf,
  TOUR,
  tokenize,
  tourAdd,
} from './order-support.js';

const heldApp = () => testApp({ clock: { now: () => STORY_NOW }, cartHoldMs: 15 * 60_000 });

describe('adding to the cart with holds on', () => {
  it("gives the tour's last 18 places to the first 18 of 25 shoppers and tells the others at once", async () => {
    const app = heldApp();
    const shoppers = await Promise.all(Array.from({ length: 25 }, () => new TestShopper(app).open()));
    const answers = await Promise.all(shoppers.map((s) => s.api.POST('/cart/add', { body: tourAdd(1) })));
    const added = answers.filter((a) => a.data?.success);
    expect(added).toHaveLength(18);
    for (const refused of answers.filter((a) => !a.data?.success))
      expect(refused.data?.message).toBe(
        'Not enough tickets remain for Saturday, December 5, 2026 at 9:00 AM',
      );
    const count = await app.services.store.collection<CountRecord>('sold').get(soldKey(TOUR));
    expect(count).toMatchObject({ sold: 18, held: 18 });
    // A shopper who holds a place pays for it: the order takes the held place without a second check.
    const winner = shoppers[answers.findIndex((a) => a.data?.success)];
    if (!winner) throw new Error('no shopper holds a place');
    (await sessionOf(app, winner)).set(checkoutSettingsSlot, jordanSettings());
    const { data: setup } = await winner.api.POST('/payment/freedom-pay/setup');
    const paymentKey = await tokenize(app, setup?.sessionKey as string);
    const { data } = await winner.api.POST('/order/submit', { body: cardFields(paymentKey) });
    expect(data?.success).toBe(true);
    expect(await app.services.store.collection<CountRecord>('sold').get(soldKey(TOUR))).toMatchObject({
      sold: 18,
      held: 17,
    });
  });

  it('gives a seat to one of two shoppers adding it at once, and the cart of the other stays as it was', async () => {
    const app = heldApp();
    const seat = app.services.venue.performance(DINNER)?.seats.find((s) => !s.preSold)?.id ?? '';
    const [a, b] = await Promise.all([new TestShopper(app).open(), new TestShopper(app).open()]);
    if (!a || !b) throw new Error('no shoppers');
    const answers = await Promise.all([a, b].map((s) => s.api.POST('/cart/add', { body: seatAdd(seat) })));
    expect(answers.map((x) => x.data?.success).sort()).toEqual([false, true]);
    expect(answers.find((x) => !x.data?.success)?.data?.message).toBe(SEAT_TAKEN_MESSAGE);
    const loser = answers[0]?.data?.success ? b : a;
    expect((await loser.api.GET('/cart/mini-cart')).data?.value.itemCount).toBe(0);
  });
});
