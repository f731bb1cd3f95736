// Signed-in shoppers for the pass, account and upgrade tests, on a server whose clock reads
// STORY.md's today (2026-11-22).
import { type TestApp, TestShopper, testApp } from '../support/client.js';

export const STORY_NOW = Date.parse('2026-11-22T15:04:05Z');

export const storyApp = (now = STORY_NOW): TestApp => testApp({ clock: { now: () => now } });

/** A shopper whose session is signed in as the account (acct_jordan by default). */
export async function signedInShopper(
  app: TestApp = storyApp(),
  accountId = 'acct_jordan',
): Promise<TestShopper> {
  const shopper = await new TestShopper(app).open();
  const id = shopper.cookies.get('BOXOFFICE_SESSION') ?? '';
  const session = await app.services.store.findSession(id, app.services.clock.now());
  if (!session) throw new Error('the test session was not opened');
  session.accountId = accountId;
  return shopper;
}

/** The holder details of STORY.md's new passholder, Avery Rivera. */
export { averyDetails } from '../support/story.js';

export const addAvery = {
  tags: ['passes'],
  promotionCode: null,
  newPasses: [
    {
      extProductVariantId: 'var_gold_child',
      birthDate: '2018-06-14',
      firstName: 'Avery',
      lastName: 'Rivera',
    },
  ],
  saleFlowId: 1 as const,
  reSubmitContext: null,
};
