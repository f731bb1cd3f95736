// A single-visit ticket's admission is used by one reservation: two sessions with the same day
// ticket choosing different entry times at once end with one hold; the other is refused (409). Each
// entry time had its own lock, so the check of the other reservations' redemptions raced.
import type { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { app, begun } from './reservation-support.js';

const DAY_TICKET = 'LAP1004820003'; // single visit, valid on 2026-12-05

/** A guest with the day ticket's admission chosen, on the park, ready to pick an entry time. */
async function withDayTicket(target: ReturnType<typeof app>) {
  const s = await begun(target);
  const { data } = await s.api.POST('/reservation/ticket', {
    body: { barcode: DAY_TICKET, ticketTypeId: 3 },
  });
  const id = data?.value.id ?? '';
  await s.api.POST('/reservation/ticket-finalize', {
    body: {
      underAgeTicketCount: 0,
      entitlements: [{ reservationTicketId: id, entitlementId: 'ent_day_admission', sequence: 1 }],
      reservationEntitlements: [],
      additionalGuests: 0,
    },
  });
  await s.api.PUT('/reservation/property', { body: { webSitePropertyId: 'site_park' } });
  return s;
}

describe("a single-visit ticket's admission", () => {
  it('goes to one of two reservations choosing different entry times at once', async () => {
    const target = app();
    const [a, b] = [await withDayTicket(target), await withDayTicket(target)];
    const choose = (s: Awaited<ReturnType<typeof withDayTicket>>, performanceId: string) =>
      s.api.PUT('/reservation/performance', { body: { performanceId, bringAFriendDayTicketCount: 0 } }).then(
        () => 'held',
        (error: StorefrontApiError) => error.status,
      );
    const outcomes = await Promise.all([choose(a, 'rperf_20261205_1000'), choose(b, 'rperf_20261205_1400')]);
    expect(outcomes.sort()).toEqual([409, 'held'].sort());
  });
});
