// Link Your Passes limits wrong tries, so a holder's phone number cannot be found by trying many:
// per Pass ID (from every account) and per account (over any Pass IDs), answered 429 with the
// envelope and Retry-After, without looking at the validation data.
import { describe, expect, it } from 'vitest';
import { testApp } from '../support/client.js';
import { STORY_NOW, signedInShopper } from './pass-support.js';

const MINUTE = 60_000;
const TAYLOR = 'SP2026002468'; // not linked yet; the holder's phone is Jordan's
const TAYLOR_PHONE = '5125550142';
const PASS_LOCKED = 'Too many incorrect attempts to link this pass. Please try again in 15 minutes';

function setup() {
  let now = STORY_NOW;
  const app = testApp({ clock: { now: () => now } });
  return {
    app,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

type Shopper = Awaited<ReturnType<typeof signedInShopper>>;

/** A raw link attempt: status, message and Retry-After. */
async function link(shopper: Shopper, passholderId: string, validationData: string) {
  const response = await shopper.raw('/api/account/link-pass', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(shopper.cookies.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ passholderId, validationData }),
  });
  const body = (await response.json()) as { success: boolean; message: string | null };
  return { status: response.status, message: body.message, retryAfter: response.headers.get('retry-after') };
}

const linkedIds = async (shopper: Shopper) =>
  ((await shopper.api.GET('/account/linked-pass-details')).data?.value.linkedPasses ?? []).map(
    (p) => p.platformAccountId,
  );

describe('link-pass throttle', () => {
  it('refuses a pass after 5 wrong phone numbers, even with the right one, until 15 minutes pass', async () => {
    const { app, advance } = setup();
    const jordan = await signedInShopper(app);
    for (let i = 0; i < 5; i++)
      expect(await link(jordan, TAYLOR, `51255500${10 + i}`)).toMatchObject({
        status: 400,
        message: 'Pass unable to be added',
      });
    const refused = await link(jordan, TAYLOR, TAYLOR_PHONE);
    expect(refused).toEqual({ status: 429, message: PASS_LOCKED, retryAfter: '900' });
    expect(await linkedIds(jordan)).not.toContain(TAYLOR);

    advance(10 * MINUTE);
    expect(await link(jordan, TAYLOR, TAYLOR_PHONE)).toEqual({
      status: 429,
      message: 'Too many incorrect attempts to link this pass. Please try again in 5 minutes',
      retryAfter: '300',
    });
    advance(5 * MINUTE);
    expect(await link(jordan, TAYLOR, TAYLOR_PHONE)).toMatchObject({ status: 200 });
    expect(await linkedIds(jordan)).toContain(TAYLOR);
  });

  it('counts a pass\u2019s wrong tries from every account, and any spelling of its id', async () => {
    const { app } = setup();
    const jordan = await signedInShopper(app);
    for (const id of ['SP2026002468', 'sp2026002468', ' Sp2026002468 ', TAYLOR, TAYLOR])
      expect((await link(jordan, id, '5125550000')).status).toBe(400);
    const casey = await signedInShopper(app, 'acct_casey');
    expect(await link(casey, TAYLOR, TAYLOR_PHONE)).toMatchObject({ status: 429, message: PASS_LOCKED });
    // Other passes are not affected.
    expect((await link(casey, 'SP2026005678', '6195550187')).status).toBe(200);
  });

  it('refuses an account after 10 wrong tries over any Pass IDs; other accounts still link', async () => {
    const { app } = setup();
    const jordan = await signedInShopper(app);
    for (let i = 0; i < 10; i++)
      expect((await link(jordan, `SP20269900${i}`, '5125550000')).status).toBe(400);
    expect(await link(jordan, TAYLOR, TAYLOR_PHONE)).toEqual({
      status: 429,
      message: 'Too many incorrect attempts to link passes. Please try again in 15 minutes',
      retryAfter: '900',
    });
    const casey = await signedInShopper(app, 'acct_casey');
    expect((await link(casey, TAYLOR, TAYLOR_PHONE)).status).toBe(200);
  });

  it('answers an unknown Pass ID exactly like a known one', async () => {
    const { app } = setup();
    const jordan = await signedInShopper(app);
    const tries = async (id: string) => {
      const seen = [];
      for (let i = 0; i < 6; i++) seen.push(await link(jordan, id, '5125550000'));
      return seen;
    };
    const known = await tries(TAYLOR);
    const unknown = await tries('SP2026999999');
    expect(known.at(-1)).toEqual({ status: 429, message: PASS_LOCKED, retryAfter: '900' });
    expect(unknown).toEqual(known);
  });

  it('forgets a pass\u2019s wrong tries once it is linked; blank fields do not count', async () => {
    const { app } = setup();
    const jordan = await signedInShopper(app);
    for (let i = 0; i < 8; i++) expect((await link(jordan, '   ', TAYLOR_PHONE)).status).toBe(400);
    for (let i = 0; i < 4; i++) await link(jordan, TAYLOR, '5125550000');
    expect((await link(jordan, TAYLOR, TAYLOR_PHONE)).status).toBe(200);
    const casey = await signedInShopper(app, 'acct_casey');
    for (let i = 0; i < 4; i++) expect((await link(casey, TAYLOR, '5125550000')).status).toBe(400);
    expect((await link(casey, TAYLOR, '5125550000')).status).toBe(400);
    expect((await link(casey, TAYLOR, '5125550000')).status).toBe(429);
  });
});
