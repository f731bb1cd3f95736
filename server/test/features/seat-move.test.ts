// A seated line is one ticket for one seat. cart/modify cannot move it to another date (that needs a
// seat chosen there) nor change its quantity (more tickets need more seats): both are refused with a
// clear 409, and the line keeps its seat (before: moved to another date with quantity 4, it gave 4
// tickets with no seat, and an order for them).
import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { cartLines } from '../../src/domain/cart/index.js';
import { ONE_TICKET_PER_SEAT, SEAT_NOT_MOVABLE } from '../../src/features/cart/modify.js';
import { TestShopper } from '../support/client.js';
import { DINNER, seatAdd, sessionOf, storyApp } from './order-support.js';

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: StorefrontApiError) => {
      expect(error).toBeInstanceOf(StorefrontApiError);
      return { status: error.status, message: error.serverMessage };
    },
  );

describe('a seated cart line', () => {
  it('is not moved to another date, nor given more tickets than seats', async () => {
    const app = storyApp();
    const s = await new TestShopper(app).open();
    const seat = app.services.venue.performance(DINNER)?.seats.find((x) => !x.preSold)?.id ?? '';
    const added = await s.api.POST('/cart/add', { body: seatAdd(seat) });
    expect(added.data?.success, added.data?.message ?? '').toBe(true);
    const [line] = cartLines(await sessionOf(app, s));
    const id = line?.id ?? '';
    const moved = { id, quantity: 4, performanceId: 'perf_dinner_20261206_1800', showCategoryId: null };
    expect(await refusal(s.api.POST('/cart/modify', { body: { items: [moved] } }))).toEqual({
      status: 409,
      message: SEAT_NOT_MOVABLE,
    });
    expect(
      await refusal(s.api.POST('/cart/modify', { body: { items: [{ ...moved, quantity: 1 }] } })),
    ).toEqual({
      status: 409,
      message: SEAT_NOT_MOVABLE,
    });
    expect(await refusal(s.api.POST('/cart/modify', { body: { items: [{ id, quantity: 4 }] } }))).toEqual({
      status: 409,
      message: ONE_TICKET_PER_SEAT,
    });
    expect(cartLines(await sessionOf(app, s))).toMatchObject([
      { quantity: 1, performances: [{ performanceId: DINNER, seatId: seat }] },
    ]);
    // Removing it is still a change it allows.
    await s.api.POST('/cart/modify', { body: { items: [{ id, quantity: 0 }] } });
    expect(cartLines(await sessionOf(app, s))).toEqual([]);
  });
});
