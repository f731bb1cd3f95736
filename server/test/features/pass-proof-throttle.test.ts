// A pass holder's phone guards the pass wherever it is proven: the reservation wizard's Add Pass
// limits wrong tries as Link Your Passes does, and counts them together with it, so the phone
// cannot be found by trying many in either place (it was: 500 guesses in 3.6 s, the right one
// accepted while Link Your Passes was locked for that pass).
import { StorefrontApiError } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { type TestShopper, testApp } from '../support/client.js';
import { signedInShopper } from './pass-support.js';
import { begun, goldPass, NOW } from './reservation-support.js';

const PASS_LOCKED = 'Too many incorrect attempts to link this pass. Please try again in 15 minutes';
const PASSES_LOCKED = 'Too many incorrect attempts to link passes. Please try again in 15 minutes';

function setup() {
  let now = NOW;
  const app = testApp({ clock: { now: () => now } });
  return { app, advance: (ms: number) => (now += ms) };
}

/** Adds a pass to the shopper's reservation: the status, message and Retry-After of the answer. */
async function addPass(s: TestShopper, barcode: string, validationData1: string) {
  try {
    await s.api.POST('/reservation/ticket', { body: { barcode, ticketTypeId: 1, validationData1 } });
    return { status: 200, message: null, retryAfter: null };
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    return { status: error.status, message: error.serverMessage, retryAfter: error.retryAfter ?? null };
  }
}

describe("the reservation wizard's Add Pass", () => {
  it('refuses a pass after 5 wrong phone numbers, even with the right one, until 15 minutes pass', async () => {
    const { app, advance } = setup();
    const guest = await begun(app);
    for (let i = 0; i < 5; i++)
      expect(await addPass(guest, goldPass.barcode, `51255500${10 + i}`)).toMatchObject({ status: 400 });
    expect(await addPass(guest, goldPass.barcode, goldPass.validationData1)).toEqual({
      status: 429,
      message: PASS_LOCKED,
      retryAfter: 900,
    });
    // Another shopper, another session: the pass is still locked.
    const other = await begun(app);
    expect(await addPass(other, goldPass.barcode, goldPass.validationData1)).toMatchObject({ status: 429 });
    advance(15 * 60_000);
    expect(await addPass(other, goldPass.barcode, goldPass.validationData1)).toMatchObject({ status: 200 });
  });

  it('is locked by wrong tries at Link Your Passes, and the other way round', async () => {
    const linkPass = (s: TestShopper, validationData: string) =>
      s.api.POST('/account/link-pass', { body: { passholderId: goldPass.barcode, validationData } }).then(
        () => 200,
        (error: StorefrontApiError) => error.status,
      );
    {
      const { app } = setup();
      const jordan = await signedInShopper(app);
      for (let i = 0; i < 5; i++) expect(await linkPass(jordan, `51255500${10 + i}`)).toBe(400);
      const guest = await begun(app);
      expect(await addPass(guest, goldPass.barcode, goldPass.validationData1)).toMatchObject({
        status: 429,
        message: PASS_LOCKED,
      });
    }
    {
      const { app } = setup();
      const guest = await begun(app);
      for (let i = 0; i < 5; i++)
        expect((await addPass(guest, goldPass.barcode, `51255500${10 + i}`)).status).toBe(400);
      const jordan = await signedInShopper(app);
      expect(await linkPass(jordan, goldPass.validationData1)).toBe(429);
    }
  });

  it('refuses a signed-out client after 10 wrong tries over any passes', async () => {
    const { app } = setup();
    const guest = await begun(app);
    for (let i = 0; i < 10; i++)
      expect((await addPass(guest, `SP20269900${i}`, '5125550000')).status).toBe(400);
    expect(await addPass(guest, goldPass.barcode, goldPass.validationData1)).toMatchObject({
      status: 429,
      message: PASSES_LOCKED,
    });
  });

  it('forgets a pass\u2019s wrong tries once it is proven', async () => {
    const { app } = setup();
    const guest = await begun(app);
    for (let i = 0; i < 4; i++) await addPass(guest, goldPass.barcode, '5125550000');
    expect((await addPass(guest, goldPass.barcode, goldPass.validationData1)).status).toBe(200);
    const other = await begun(app);
    for (let i = 0; i < 5; i++)
      expect((await addPass(other, goldPass.barcode, '5125550000')).status).toBe(400);
    expect((await addPass(other, goldPass.barcode, '5125550000')).status).toBe(429);
  });
});
