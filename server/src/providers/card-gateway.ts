// The simulated card provider's back office: card sessions (one per card modal), payment keys (the
// tokenized cards its iframe page posts to the storefront) and charges. The storefront's handlers
// call it as a server would call the provider's API; the provider's page (card.ts) tokenizes with
// it. State is in the shared store, so the page on its own port and the API see the same records.
// A charge made for an order names the order (`reference`), as a real gateway's merchant reference
// does: the same reference is never charged twice, and `close` ends a reference that was never
// charged, so that a charge arriving later is refused (an order whose shopper's server died is
// settled by asking this). A payment key pays one order: its authorization (process-card's charge,
// not bound to an order) is bound to the first order it pays, under the key's lock, and refused to
// any other order whatever the amount; `keyRefusal` lets the storefront ask before it holds anything.
// `latencyMs` makes every charge take as long as a real gateway's answer. Nothing is ever charged.

import { randomBytes, randomInt } from 'node:crypto';
import { seeded } from '../catalog/seeded.js';
import { NOT_CHARGED_MESSAGE } from '../domain/orders/messages.js';
import type { ServerOptions, Services } from '../services.js';
import type { Store } from '../store/store.js';
import { type CardInput, type CheckedCard, checkCard, DECLINED_MESSAGE } from './card-rules.js';

/** A card session lives as long as a shopper may keep the card modal open. */
export const CARD_SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * STORY.md's payment key (a Visa ending 4242), a documented test key like a card network's test
 * cards: it is approved every time, so the contract's request examples can pay without the iframe.
 * Each of its charges has an authorization code of its own (the story order LAP-100482's `071842` is
 * that seeded order's, catalog/story-orders.ts). It pays any session's orders, as many as asked, so
 * it is a test server's key only: accepted when ServerOptions.storyPaymentKey says so (test controls
 * or BOXOFFICE_STORY_PAYMENT_KEY=1, main.ts), and otherwise unknown like any other key.
 */
export const STORY_PAYMENT_KEY = seeded('pk_3c8f1a6e90b2');

/** The ledger of charges made for orders, by reference: approved once, or closed without a charge. */
type ChargeRecord = { readonly state: 'approved'; readonly result: Approved } | { readonly state: 'closed' };

/** When the provider's session or key is no longer usable; shown in the card modal. */
export const CARD_REENTER_MESSAGE = 'Your card details have expired. Please enter your card again.';

/** When a payment key already paid for an order: one card entry pays one order. */
export const KEY_USED_MESSAGE = 'This card has already paid for an order. Please enter your card again.';

export interface CardSession {
  readonly sessionKey: string;
  /** The storefront session that opened it: only that shopper may pay with its keys. */
  readonly shopperSessionId: string;
  /** Where the provider's page posts its messages (postMessage target origin). */
  readonly storefrontOrigin: string;
  readonly amount: number;
  readonly expiresAt: number;
}

export interface PaymentKey {
  readonly paymentKey: string;
  /** Null for the story's test key, which works in every session. */
  readonly sessionKey: string | null;
  readonly card: CheckedCard;
  /**
   * Set once charged: a key is authorized once, for one amount (a repeat of that amount without an
   * order, or for the order it paid, reuses the authorization), and pays one order: `reference` is
   * the order it paid, null while it only was authorized (processFreedomPayCard).
   */
  readonly charge: {
    readonly amount: number;
    readonly authCode: string;
    readonly reference: string | null;
  } | null;
}

export interface Approved {
  readonly approved: true;
  readonly amount: number;
  readonly brand: string;
  readonly maskedCardNumber: string;
  readonly authCode: string;
  readonly transactionString: string;
}

export type ChargeResult = Approved | { readonly approved: false; readonly paymentMessage: string };

const storyCard: CheckedCard = {
  digits: '4242424242424242',
  brand: 'Visa',
  maskedCardNumber: '************4242',
  expiryMonth: 11,
  expiryYear: 2029,
  declined: false,
};

export const transactionString = (brand: string, masked: string, amount: number, authCode: string): string =>
  `${brand} ${masked} APPROVED ${amount.toFixed(2)} Auth ${authCode}`;

const authCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The card provider as the storefront's server reaches it. */
export const cardGateway = (
  services: Pick<Services, 'store' | 'clock'> & {
    readonly options?: Pick<ServerOptions, 'cardLatencyMs' | 'storyPaymentKey'>;
  },
) =>
  new CardGateway(
    services.store,
    () => services.clock.now(),
    services.options?.cardLatencyMs ?? 0,
    services.options?.storyPaymentKey ?? false,
  );

export class CardGateway {
  constructor(
    private readonly store: Store,
    private readonly now: () => number,
    private readonly latencyMs = 0,
    /** Whether STORY_PAYMENT_KEY pays (a test server's); otherwise it is an unknown key. */
    private readonly storyKey = false,
  ) {}

  /** The story's test key, where this provider takes it. */
  #isStoryKey(paymentKey: string): boolean {
    return this.storyKey && paymentKey === STORY_PAYMENT_KEY;
  }

  private get charges() {
    return this.store.collection<ChargeRecord>('cardProvider.charges');
  }

  /**
   * Runs a charge as the provider would: its latency first (the caller holds nothing meanwhile), then,
   * for an order's `reference`, once: a repeat answers the first approval, a closed reference refuses.
   * `also` names more locks held with the reference's (a payment key's), taken in the same step.
   */
  private async once(
    reference: string | null,
    charge: () => Promise<ChargeResult>,
    also: readonly string[] = [],
  ): Promise<ChargeResult> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    if (reference === null) return also.length ? this.store.lock(also, charge) : charge();
    return this.store.lock([`card-charge:${reference}`, ...also], async () => {
      const seen = await this.charges.get(reference);
      if (seen?.state === 'closed') return { approved: false, paymentMessage: NOT_CHARGED_MESSAGE };
      if (seen?.state === 'approved') return seen.result;
      const result = await charge();
      if (result.approved) await this.charges.put(reference, { state: 'approved', result });
      return result;
    });
  }

  /**
   * Ends an order's reference: answers its approved charge if one was made, else closes it so that no
   * charge for it is taken from now on (null).
   */
  async close(reference: string): Promise<Approved | null> {
    return this.store.lock([`card-charge:${reference}`], async () => {
      const seen = await this.charges.get(reference);
      if (seen?.state === 'approved') return seen.result;
      if (!seen) await this.charges.put(reference, { state: 'closed' });
      return null;
    });
  }

  private get sessions() {
    return this.store.collection<CardSession>('cardProvider.sessions');
  }

  private get keys() {
    return this.store.collection<PaymentKey>('cardProvider.paymentKeys');
  }

  private get status() {
    return this.store.collection<boolean>('cardProvider.status');
  }

  /** False simulates an outage ('Credit card processing is unavailable'); tests and demos switch it. */
  async isAvailable(): Promise<boolean> {
    return (await this.status.get('available')) ?? true;
  }

  setAvailable(value: boolean): Promise<void> {
    return this.status.put('available', value);
  }

  async openSession(
    shopperSessionId: string,
    storefrontOrigin: string,
    amount: number,
  ): Promise<CardSession> {
    const session: CardSession = {
      sessionKey: `fps_${randomBytes(10).toString('hex')}`,
      shopperSessionId,
      storefrontOrigin,
      amount,
      expiresAt: this.now() + CARD_SESSION_TTL_MS,
    };
    await this.sessions.put(session.sessionKey, session);
    return session;
  }

  /** The live card session, or undefined when unknown or expired. */
  async session(sessionKey: string): Promise<CardSession | undefined> {
    const session = await this.sessions.get(sessionKey);
    if (session && session.expiresAt <= this.now()) {
      await this.sessions.delete(sessionKey);
      return undefined;
    }
    return session;
  }

  /** What the iframe page does when the shopper submits the card: a payment key, or the problems. */
  async tokenize(
    sessionKey: string,
    input: CardInput,
  ): Promise<{ paymentKey: PaymentKey } | { errors: string[] } | { sessionUnknown: true }> {
    if (!(await this.session(sessionKey))) return { sessionUnknown: true };
    const checked = checkCard(input, new Date(this.now()));
    if ('errors' in checked) return checked;
    const paymentKey: PaymentKey = {
      paymentKey: `pk_${randomBytes(12).toString('hex')}`,
      sessionKey,
      card: checked.card,
      charge: null,
    };
    await this.keys.put(paymentKey.paymentKey, paymentKey);
    return { paymentKey };
  }

  private async key(paymentKey: string): Promise<PaymentKey | undefined> {
    if (this.#isStoryKey(paymentKey)) return { paymentKey, sessionKey: null, card: storyCard, charge: null };
    return this.keys.get(paymentKey);
  }

  /**
   * Why `key` cannot be charged `amount` by the storefront session `shopperSessionId` (for the order
   * `reference`, or none), before the card itself is asked: unknown or another shopper's, already paid
   * for another order (whatever the amount), or authorized for another amount. Null: it may be.
   */
  private async refusal(
    key: PaymentKey | undefined,
    shopperSessionId: string,
    amount: number,
    reference: string | null,
  ): Promise<string | null> {
    if (!key) return CARD_REENTER_MESSAGE;
    if (key.sessionKey !== null && (await this.ownerOf(key.sessionKey)) !== shopperSessionId)
      return CARD_REENTER_MESSAGE;
    if (!key.charge) return null;
    // Records kept before keys named their order have none: taken as paid, never as free.
    if (key.charge.reference !== null && key.charge.reference !== reference) return KEY_USED_MESSAGE;
    if (key.charge.amount !== amount) return CARD_REENTER_MESSAGE;
    return null;
  }

  /**
   * What the storefront asks before it holds anything for a new order paid with `paymentKey`: the
   * message the charge would refuse it with for the key itself (unknown, another shopper's, already
   * paid for an order, authorized for another amount), or null. A declined card is known only when
   * charged. The charge checks again under the key's lock: this is the early word, not the guard.
   */
  async keyRefusal(shopperSessionId: string, paymentKey: string, amount: number): Promise<string | null> {
    return this.refusal(await this.key(paymentKey), shopperSessionId, amount, null);
  }

  /** The storefront session a card session was opened for. */
  private async ownerOf(sessionKey: string): Promise<string | undefined> {
    return (await this.sessions.get(sessionKey))?.shopperSessionId;
  }

  /**
   * Charges `amount` to a payment key for the storefront session `shopperSessionId` (for the order
   * `reference`, or none: processFreedomPayCard's authorization). A key made in another shopper's card
   * session, unknown, authorized for another amount, or that paid another order cannot pay. The key's
   * record is read and written under its lock: of two orders charging one key at once, one is paid.
   * The story's key, where taken, is approved every time, each charge with its own authorization code.
   */
  chargeKey(
    shopperSessionId: string,
    paymentKey: string,
    amount: number,
    reference: string | null = null,
  ): Promise<ChargeResult> {
    const lock = this.#isStoryKey(paymentKey) ? [] : [`card-key:${paymentKey}`];
    return this.once(reference, () => this.#chargeKey(shopperSessionId, paymentKey, amount, reference), lock);
  }

  async #chargeKey(
    shopperSessionId: string,
    paymentKey: string,
    amount: number,
    reference: string | null,
  ): Promise<ChargeResult> {
    const key = await this.key(paymentKey);
    const refused = await this.refusal(key, shopperSessionId, amount, reference);
    if (refused || !key) return { approved: false, paymentMessage: refused ?? CARD_REENTER_MESSAGE };
    if (key.card.declined) return { approved: false, paymentMessage: DECLINED_MESSAGE };
    const code = key.charge?.authCode ?? authCode();
    if (key.sessionKey !== null)
      await this.keys.put(key.paymentKey, {
        ...key,
        charge: { amount, authCode: code, reference: key.charge?.reference ?? reference },
      });
    return this.approved(key.card.brand, key.card.maskedCardNumber, amount, code);
  }

  /** The card behind a payment key (brand, masked number) once it is known to this shopper. */
  async cardOf(shopperSessionId: string, paymentKey: string): Promise<CheckedCard | undefined> {
    const key = await this.key(paymentKey);
    if (!key) return undefined;
    if (key.sessionKey !== null && (await this.ownerOf(key.sessionKey)) !== shopperSessionId)
      return undefined;
    return key.card;
  }

  /** Charges a card saved to an account (the provider keeps the card; the storefront has its id). */
  chargeStoredCard(
    card: { brand: string | null; maskedCardNumber: string; expiryMonth: number; expiryYear: number },
    amount: number,
    reference: string | null = null,
  ): Promise<ChargeResult> {
    return this.once(reference, async () => this.#chargeStoredCard(card, amount));
  }

  #chargeStoredCard(
    card: { brand: string | null; maskedCardNumber: string; expiryMonth: number; expiryYear: number },
    amount: number,
  ): ChargeResult {
    const today = new Date(this.now());
    if (card.expiryYear * 12 + card.expiryMonth < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1)
      return { approved: false, paymentMessage: DECLINED_MESSAGE };
    return this.approved(card.brand ?? 'Card', card.maskedCardNumber, amount, authCode());
  }

  /** What is wrong with a card given in full, before anything is held for it (none: []). */
  cardErrors(input: CardInput): string[] {
    const checked = checkCard(input, new Date(this.now()));
    return 'errors' in checked ? checked.errors : [];
  }

  /** Charges a card given in full (the installment provider's virtual card); check cardErrors first. */
  chargeCard(input: CardInput, amount: number, reference: string | null = null): Promise<ChargeResult> {
    return this.once(reference, async () => {
      const checked = checkCard(input, new Date(this.now()));
      if ('errors' in checked)
        return { approved: false, paymentMessage: checked.errors[0] ?? DECLINED_MESSAGE };
      if (checked.card.declined) return { approved: false, paymentMessage: DECLINED_MESSAGE };
      return this.approved(checked.card.brand, checked.card.maskedCardNumber, amount, authCode());
    });
  }

  private approved(brand: string, masked: string, amount: number, code: string): Approved {
    return {
      approved: true,
      amount,
      brand,
      maskedCardNumber: masked,
      authCode: code,
      transactionString: transactionString(brand, masked, amount, code),
    };
  }
}
