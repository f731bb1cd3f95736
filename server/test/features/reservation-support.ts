// Test helpers for the reservation wizard's tests: Jordan's guest details and Gold pass, and a
// shopper taken through the wizard's steps over HTTP up to the one a test starts from.
import { StorefrontApiError } from '@boxoffice/sdk';
import { expect } from 'vitest';
import { type TestApp, TestShopper, testApp } from '../support/client.js';

export const NOW = Date.parse('2026-11-22T15:00:00Z');
export const app = () => testApp({ clock: { now: () => NOW } });

export const guest = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  emailAddress: 'jordan.rivera@example.com',
  phoneNumber: '(512) 555-0142',
  zip: '78701',
};
export const goldPass = { barcode: 'SP2026001234', ticketTypeId: 1 as const, validationData1: '5125550142' };

/** The status and message of a call that must fail with the SDK's typed error. */
export async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorefrontApiError);
  const { status, serverMessage } = error as StorefrontApiError;
  return { status, message: serverMessage };
}

export async function begun(target: TestApp = app()) {
  const s = await new TestShopper(target).open();
  await s.api.POST('/reservation/begin', { body: guest });
  return s;
}

export async function withGoldPass(target?: TestApp) {
  const s = await begun(target);
  const { data } = await s.api.POST('/reservation/ticket', { body: goldPass });
  return { s, ticketId: data?.value.id ?? '' };
}

/** Jordan's choices: the Gold pass's park admission, one complimentary day ticket, one additional guest. */
export const finalizeBody = (ticketId: string) => ({
  underAgeTicketCount: 0,
  entitlements: [{ reservationTicketId: ticketId, entitlementId: 'ent_gold_admission', sequence: 1 }],
  reservationEntitlements: [{ entitlementId: 'rent_6001', quantity: 1 }],
  additionalGuests: 1,
});

export async function onPark(target?: TestApp) {
  const { s, ticketId } = await withGoldPass(target);
  await s.api.POST('/reservation/ticket-finalize', { body: finalizeBody(ticketId) });
  await s.api.PUT('/reservation/property', { body: { webSitePropertyId: 'site_park' } });
  return s;
}
