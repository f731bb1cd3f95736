import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createCardProviderApp } from '../../src/providers/card.js';
import {
  CARD_REENTER_MESSAGE,
  CardGateway,
  KEY_USED_MESSAGE,
  STORY_PAYMENT_KEY,
} from '../../src/providers/card-gateway.js';
import { CARD_PAGE_SCRIPT, type CardPageConfig } from '../../src/providers/card-page.js';
import { checkCard, DECLINED_MESSAGE, luhnValid } from '../../src/providers/card-rules.js';
import { MemoryStore } from '../../src/store/memory-store.js';

const NOW = Date.parse('2026-11-22T15:04:05Z');
const STOREFRONT = 'http://shop.example:8080';

/** The provider; `storyKey`: a test server's, which takes the story's test key. */
function provider(storyKey = false) {
  const store = new MemoryStore(() => 60_000);
  const services = { store, clock: { now: () => NOW } };
  return { app: createCardProviderApp(services), gateway: new CardGateway(store, () => NOW, 0, storyKey) };
}

type Message = { message: { type: number; data: Record<string, unknown> }; origin: string };

/** Runs the page script against a stub window and form; answers the posted messages and the form's handlers. */
function runPage(
  config: CardPageConfig,
  fields: Record<string, string>,
  tokenizeAnswer?: { ok: boolean; body: unknown } | 'not json',
) {
  const posted: Message[] = [];
  const handlers: Record<string, (event: { preventDefault(): void }) => void> = {};
  const elements: Record<string, unknown> = {
    'card-form': {
      addEventListener: (name: string, fn: (e: { preventDefault(): void }) => void) => (handlers[name] = fn),
    },
    'card-errors': { textContent: '' },
    'card-pay': { disabled: true },
  };
  for (const [id, value] of Object.entries(fields)) elements[id] = { value };
  const requests: unknown[] = [];
  const window = {
    parent: {
      postMessage: (message: Message['message'], origin: string) => posted.push({ message, origin }),
    },
    addEventListener: () => undefined,
    fetch: (url: string, init: { body: string }) => {
      requests.push({ url, body: JSON.parse(init.body) });
      const answer = tokenizeAnswer ?? { ok: true, body: {} };
      if (answer === 'not json')
        return Promise.resolve({ ok: false, json: () => Promise.reject(new SyntaxError('not JSON')) });
      return Promise.resolve({ ok: answer.ok, json: () => Promise.resolve(answer.body) });
    },
  };
  const document = { documentElement: { scrollHeight: 321 }, getElementById: (id: string) => elements[id] };
  runInNewContext(`(${CARD_PAGE_SCRIPT})(window, document, config)`, { window, document, config });
  return {
    posted,
    handlers,
    requests,
    pay: elements['card-pay'] as { disabled: boolean },
    errors: elements['card-errors'] as { textContent: string },
  };
}

const config = (over: Partial<CardPageConfig> = {}): CardPageConfig => ({
  sessionKey: 'fps_1',
  targetOrigin: STOREFRONT,
  amount: 213.14,
  error: null,
  tokenizeUrl: '/api/v1.5/cdn/card/tokenize',
  ...over,
});

describe('card provider page', () => {
  it('serves the iframe page for a card session, framed only by the storefront', async () => {
    const { app, gateway } = provider();
    const session = await gateway.openSession('shopper-1', STOREFRONT, 213.14);
    const response = await app.request(
      `/api/v1.5/cdn/card?sessionKey=${session.sessionKey}&parentOrigin=${STOREFRONT}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${STOREFRONT}`);
    const html = await response.text();
    expect(html).toContain('Amount: $213.14 USD');
    expect(html).toContain(`"targetOrigin":"${STOREFRONT}"`);
    expect(html).toContain('<label for="cardNumber">Card number</label>');
    // Pay stays disabled until the page's script can take the card (a click before would do nothing).
    expect(html).toContain('<button id="card-pay" type="submit" disabled>Pay</button>');
  });

  it('reports the init error (type 1) for an unknown session to the parentOrigin', async () => {
    const { app } = provider();
    const html = await (
      await app.request(`/api/v1.5/cdn/card?sessionKey=fps_gone&parentOrigin=${STOREFRONT}`)
    ).text();
    expect(html).toContain('"error":"The card session is unknown or has expired"');
    const { posted } = runPage(config({ error: 'The card session is unknown or has expired' }), {});
    expect(posted.map((p) => p.message.type)).toEqual([1, 2]);
    expect(posted[0]?.origin).toBe(STOREFRONT);
  });

  it('posts its height (2) on load, validity (4) while typing and payment keys (3) on submit', async () => {
    const fields = { cardNumber: '4111 1111 1111 1111', expiry: '11/29', securityCode: '123' };
    const answer = {
      ok: true,
      body: { paymentKey: 'pk_test', attributes: [{ Key: 'CardIssuer', Value: 'Visa' }] },
    };
    const { posted, handlers, requests, pay } = runPage(config(), fields, answer);
    expect(pay.disabled).toBe(false);
    expect(posted[0]?.message).toEqual({ type: 2, data: { height: 321 } });
    handlers.input?.({ preventDefault: () => undefined });
    expect(posted.at(-1)?.message).toEqual({ type: 4, data: { isValid: true, invalidFields: [] } });
    handlers.submit?.({ preventDefault: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual([
      {
        url: '/api/v1.5/cdn/card/tokenize',
        body: {
          sessionKey: 'fps_1',
          cardNumber: '4111111111111111',
          expiryMonth: 11,
          expiryYear: 29,
          securityCode: '123',
        },
      },
    ]);
    expect(posted.find((p) => p.message.type === 3)?.message.data).toEqual({
      paymentKeys: ['pk_test'],
      attributes: [{ Key: 'CardIssuer', Value: 'Visa' }],
    });
    expect(posted.every((p) => p.origin === STOREFRONT)).toBe(true);
  });

  it('sends one card at a time: Pay is disabled until the answer, a second submit sends nothing', async () => {
    const fields = { cardNumber: '4000 0000 0000 0002', expiry: '11/29', securityCode: '123' };
    const { handlers, requests, pay } = runPage(config(), fields, { ok: true, body: { paymentKey: 'pk_1' } });
    const submit = () => handlers.submit?.({ preventDefault: () => undefined });
    submit();
    expect(pay.disabled).toBe(true);
    submit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toHaveLength(1);
    // Answered: the shopper may pay again (after a decline, with another card).
    expect(pay.disabled).toBe(false);
  });

  it("an answer that is not the provider's JSON (a busy 503) is an error the shopper sees, and Pay works again", async () => {
    const fields = { cardNumber: '4111 1111 1111 1111', expiry: '11/29', securityCode: '123' };
    const { handlers, pay, errors, posted } = runPage(config(), fields, 'not json');
    handlers.submit?.({ preventDefault: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors.textContent).toBe('The card could not be sent. Please try again');
    expect(pay.disabled).toBe(false);
    expect(posted.some((p) => p.message.type === 3)).toBe(false);
  });

  it('reports invalid fields (4) and does not tokenize them', () => {
    const { posted, handlers, requests } = runPage(config(), {
      cardNumber: '4111',
      expiry: '13/29',
      securityCode: '1',
    });
    handlers.submit?.({ preventDefault: () => undefined });
    expect(posted.at(-2)?.message).toEqual({
      type: 4,
      data: { isValid: false, invalidFields: ['cardNumber', 'expiry', 'securityCode'] },
    });
    expect(requests).toEqual([]);
  });

  it('tokenizes cards: the declined test card gets a key that the charge declines', async () => {
    const { app, gateway } = provider();
    const session = await gateway.openSession('shopper-1', STOREFRONT, 50);
    const send = (cardNumber: string, sessionKey = session.sessionKey) =>
      app.request('/api/v1.5/cdn/card/tokenize', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          sessionKey,
          cardNumber,
          expiryMonth: 12,
          expiryYear: 2030,
          securityCode: '123',
        }),
      });
    const declined = (await (await send('4000000000000002')).json()) as { paymentKey: string };
    expect(await gateway.chargeKey('shopper-1', declined.paymentKey, 50)).toEqual({
      approved: false,
      paymentMessage: DECLINED_MESSAGE,
    });
    const good = (await (await send('4242424242424242')).json()) as {
      paymentKey: string;
      attributes: unknown;
    };
    expect(good.attributes).toContainEqual({ Key: 'MaskedCardNumber', Value: '************4242' });
    expect(await gateway.chargeKey('shopper-1', good.paymentKey, 50)).toMatchObject({
      approved: true,
      amount: 50,
    });
    // A key is authorized once: the same amount reuses the authorization, another amount is refused.
    expect(await gateway.chargeKey('shopper-1', good.paymentKey, 60)).toMatchObject({ approved: false });
    expect((await send('1234')).status).toBe(400);
    expect((await send('4242424242424242', 'fps_unknown')).status).toBe(409);
  });
});

describe('a payment key pays one order', () => {
  async function keyOf(gateway: CardGateway, shopper = 'shopper-1', amount = 78.26) {
    const session = await gateway.openSession(shopper, STOREFRONT, amount);
    const card = { cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: 2030, securityCode: '123' };
    const result = await gateway.tokenize(session.sessionKey, card);
    if (!('paymentKey' in result)) throw new Error('not tokenized');
    return result.paymentKey.paymentKey;
  }

  it('binds the authorization to the first order it pays and refuses any other, whatever the amount', async () => {
    const { gateway } = provider();
    const key = await keyOf(gateway);
    expect(await gateway.keyRefusal('shopper-1', key, 78.26)).toBeNull();
    // processFreedomPayCard's authorization, then the order it pays: one authorization code.
    const authorized = await gateway.chargeKey('shopper-1', key, 78.26);
    const paid = await gateway.chargeKey('shopper-1', key, 78.26, 'ord_1');
    expect(paid).toMatchObject({ approved: true, amount: 78.26 });
    expect(paid.approved && authorized.approved && paid.authCode).toBe(
      authorized.approved && authorized.authCode,
    );
    // A repeat for the same order answers its approval.
    expect(await gateway.chargeKey('shopper-1', key, 78.26, 'ord_1')).toEqual(paid);
    const used = { approved: false, paymentMessage: KEY_USED_MESSAGE };
    for (const amount of [78.26, 12.5]) {
      expect(await gateway.chargeKey('shopper-1', key, amount, 'ord_2')).toEqual(used);
      expect(await gateway.keyRefusal('shopper-1', key, amount)).toBe(KEY_USED_MESSAGE);
    }
    expect(await gateway.chargeKey('shopper-1', key, 78.26)).toEqual(used);
    // Another shopper's key, or an unknown one, is refused as before.
    expect(await gateway.keyRefusal('shopper-2', await keyOf(gateway), 78.26)).toBe(CARD_REENTER_MESSAGE);
    expect(await gateway.keyRefusal('shopper-1', 'pk_nosuch', 78.26)).toBe(CARD_REENTER_MESSAGE);
  });

  it('charges one of many orders charging one key at once', async () => {
    const { gateway } = provider();
    const key = await keyOf(gateway);
    const orders = Array.from({ length: 10 }, (_, i) => `ord_${i}`);
    const results = await Promise.all(orders.map((ref) => gateway.chargeKey('shopper-1', key, 78.26, ref)));
    expect(results.filter((r) => r.approved)).toHaveLength(1);
    expect(results.filter((r) => !r.approved && r.paymentMessage === KEY_USED_MESSAGE)).toHaveLength(9);
  });

  it('approves the story key for every order on a test server, each with its own authorization code', async () => {
    const { gateway } = provider(true);
    const results = await Promise.all(
      ['ord_a', 'ord_b', 'ord_c', 'ord_d', 'ord_e'].map((ref) =>
        gateway.chargeKey('any', STORY_PAYMENT_KEY, 78.26, ref),
      ),
    );
    const codes = results.map((r) => (r.approved ? r.authCode : 'declined'));
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1);
    expect(await gateway.keyRefusal('any', STORY_PAYMENT_KEY, 1)).toBeNull();
  });
});

describe('card rules', () => {
  it('checks the number, expiry and security code', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    const today = new Date(NOW);
    expect(
      checkCard(
        { cardNumber: '4111111111111111', expiryMonth: 10, expiryYear: 2026, securityCode: '123' },
        today,
      ),
    ).toEqual({
      errors: ['The card has expired'],
    });
    expect(
      checkCard(
        { cardNumber: '378282246310005', expiryMonth: 11, expiryYear: 26, securityCode: '123' },
        today,
      ),
    ).toEqual({
      errors: ['Security code is invalid'],
    });
    const amex = checkCard(
      { cardNumber: '378282246310005', expiryMonth: 11, expiryYear: 26, securityCode: '1234' },
      today,
    );
    expect(amex).toMatchObject({
      card: { brand: 'American Express', maskedCardNumber: '***********0005', declined: false },
    });
  });
});

describe('the card provider refuses large bodies', () => {
  it('answers 413 for a tokenize body over 64 kB, before reading it', async () => {
    const { app } = provider();
    const response = await app.request('/api/v1.5/cdn/card/tokenize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(65 * 1024) },
      body: 'x'.repeat(65 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
