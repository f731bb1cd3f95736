// Placing an order from the session's cart, shared by the three ways to pay (card key, saved card,
// installment provider's virtual card) and the no-payment-due case. readCheckout refuses a cart
// that cannot be ordered (409), including one that asks for more than is left (an early look, so
// the shopper hears before entering a card). placeOrder then moves the order in three steps:
// 1. hold: in the call's transaction, check and take what it sells (the sold counts, one statement,
//    last before the commit) and keep a pending order (pending.ts); 409 when something ran out;
// 2. pay, outside any transaction: no lock, no connection held while the card provider answers, its
//    heartbeat renewed meanwhile; a charge that outlasts its timeout (charge.ts) is settled by
//    closing its reference at the provider, which answers whether it was charged;
// 3. confirm (write the order, book its reservation, empty the cart, remember it as the session's
//    last) or, on a decline, give the places back: a second short transaction.
import type { Schema } from '@boxoffice/sdk';
import { conflict } from '../../http/errors.js';
import type { Services } from '../../services.js';
import type { Session } from '../../store/store.js';
import { changeSold } from '../capacity.js';
import { cartCatalog } from '../cart/catalog.js';
import {
  type CartLine,
  type CheckoutSettings,
  cartDetails,
  cartLines,
  checkoutSettingsSlot,
  clearCart,
  crossSellProblem,
  HOLD_ENDED_MESSAGE,
  hasTakenOutLines,
  paymentDue,
} from '../cart/index.js';
import { orderChanges } from '../holds/ledger.js';
import { handOverHolds, holdsOf, restoreHolds } from '../holds/records.js';
import { issuePasses, type PassToIssue, passesToIssue } from '../passes/index.js';
import {
  bookReservation,
  orderReservation,
  reservationDemand,
  reservationOfLines,
} from '../reservations/index.js';
import { buildOrder } from './build.js';
import { chargeTimeoutMs, closedPayment, closeReference, type PaymentStep } from './charge.js';
import type { KeptSubmit } from './idempotency.js';
import { EMPTY_CART_MESSAGE, NOT_CHARGED_MESSAGE } from './messages.js';
import {
  drawUntilFree,
  newLookupToken,
  newOrderTokenId,
  newReservationCode,
  nextOrderNumber,
  ticketBarcode,
} from './numbering.js';
import { keepPaying, type PendingOrder, pendingLock, pendingOrders, releasePending } from './pending.js';
import { lastOrderSlot, OrderRepository } from './repository.js';
import { stockCounts, stockDemands, stockShortage } from './stock.js';
import type { OrderRecord, PaymentOutcome } from './types.js';

export interface Checkout {
  readonly cart: Schema<'CartDetails'>;
  readonly lines: readonly CartLine[];
  readonly settings: CheckoutSettings;
  /** What is paid now: the total, or the down payment when a plan is selected. */
  readonly paymentDue: number;
  readonly paymentMethod: Schema<'PaymentMethod'> | null;
  readonly delivery: { readonly name: string; readonly shipped: boolean } | null;
  /** The passes the order issues (absent in orders held before passes were issued). */
  readonly passes?: readonly PassToIssue[];
}

export const SETTINGS_MISSING_MESSAGE = 'Please complete your checkout details before placing the order';

/** The cart as it will be ordered, or 409 when it is empty or its checkout settings are missing or invalid. */
export async function readCheckout(services: Services, session: Session): Promise<Checkout> {
  // Lines whose holds ended left the cart: the shopper sees what changed (revise) before paying.
  if (hasTakenOutLines(session)) throw conflict(HOLD_ENDED_MESSAGE);
  const lines = cartLines(session);
  if (lines.length === 0) throw conflict(EMPTY_CART_MESSAGE);
  const settings = session.get(checkoutSettingsSlot);
  if (!settings) throw conflict(SETTINGS_MISSING_MESSAGE);
  const [invalid] = settings.invalid;
  if (invalid !== undefined) throw conflict(invalid);
  const unqualified = crossSellProblem(lines);
  if (unqualified) throw conflict(unqualified);
  // A first look for the shopper's sake, on fresh counts: what the cart holds in full cannot run
  // short (its order takes the holds over), so the counts are read only for what it does not hold,
  // or for an entry time, which is not a count. The order's own change of the counts decides.
  const { lines: held } = await holdsOf(services.store, session.id);
  const heldInFull = orderChanges(stockCounts(services, session, lines), held).every((c) => c.by <= 0);
  if (!heldInFull || reservationOfLines(lines)) {
    const shortage = stockShortage(await stockDemands(services, session, lines));
    if (shortage) throw conflict(shortage);
  }
  const now = services.clock.now();
  const catalog = cartCatalog(services.venue);
  const method = catalog.paymentMethods.find((m) => m.id === settings.paymentMethodId) ?? null;
  const cart = cartDetails(session, services.venue, now);
  const deliveryId = cart.defaultDeliveryMethod?.deliveryMethodId ?? settings.deliveryMethodId;
  const delivery = catalog.deliveryMethods.find((m) => m.id === deliveryId);
  return {
    cart,
    lines,
    settings,
    paymentDue: paymentDue(session, services.venue, now),
    paymentMethod: method,
    delivery: delivery ? { name: delivery.name, shipped: delivery.shippingAddressRequired } : null,
    passes: passesToIssue(session, lines),
  };
}

/** ISO date-time without milliseconds, as the contract's examples write it. */
export const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export type Placed =
  | { readonly placed: true; readonly record: OrderRecord }
  | { readonly placed: false; readonly paymentMessage: string };

/** Takes the payment for the order `reference` (its id, the card provider's merchant reference). */
export type Pay = (reference: string) => Promise<PaymentStep>;

/** Said when a sold count moved between the refusal and its reading (rare: someone gave places back). */
export const STOCK_CHANGED_MESSAGE =
  'Some of what is in your cart has just sold out. Please review your cart and try again.';

/**
 * Places the order, selling each seat and place once (the three steps above). `pay` is null when
 * nothing is due. A declined payment gives back what was held and records nothing else. `submit` is
 * where the submit's answer is kept (its Idempotency-Key), null without a key.
 */
export async function placeOrder(
  services: Services,
  session: Session,
  checkout: Checkout,
  pay: Pay | null,
  submit: KeptSubmit | null = null,
): Promise<Placed> {
  const pending = await holdOrder(services, session, checkout, submit);
  if (pay === null) return settleOrder(services, session, pending, null);
  const payment = await services.store.outside(async () => {
    const paying = keepPaying(services.store, () => services.clock.now(), pending);
    try {
      return await chargeInTime(services, pending, pay);
    } finally {
      await paying.stop();
    }
  });
  return settleOrder(services, session, pending, payment);
}

/**
 * Step 2: the payment, given the charge timeout. Past it, the order's reference is closed at the
 * provider, which answers the charge if one was made (the order is paid) or refuses any from now on
 * (not charged: the places go back to the cart's holds).
 */
async function chargeInTime(services: Services, pending: PendingOrder, pay: Pay): Promise<PaymentStep> {
  const charging = pay(pending.id);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), chargeTimeoutMs(services.options.paymentWindowMs));
  });
  try {
    const first = await Promise.race([charging, late]);
    if (first !== 'late') return first;
  } catch (error) {
    // A payment step that failed outright took nothing (the provider answers declines as values):
    // its places go back at once, kept whatever becomes of the call.
    await services.store.lock([pendingLock(pending.sessionId)], async () => {
      const current = await pendingOrders(services.store).get(pending.sessionId);
      if (current?.id === pending.id) await releasePending(services.store, current);
    });
    throw error;
  } finally {
    clearTimeout(timer);
  }
  // The provider tells the outcome now; the late call's own is not waited for. Should closing fail,
  // the order stays pending, its heartbeat silent: a repeat of the submit or the sweep settles it.
  charging.catch(() => undefined);
  const charge = await closeReference(services, pending.id);
  return charge ? closedPayment(pending.checkout.paymentMethod, charge) : { declined: NOT_CHARGED_MESSAGE };
}

/** How long an order's places wait for its payment before the sweep may settle them (ms). */
const paymentWindowMs = (services: Services) => services.options.paymentWindowMs;

/** Step 1: checks and takes what the order sells, and keeps the pending order; 409 when short. */
async function holdOrder(
  services: Services,
  session: Session,
  checkout: Checkout,
  submit: KeptSubmit | null,
): Promise<PendingOrder> {
  const { store } = services;
  const reservation = reservationOfLines(checkout.lines);
  // An entry time is not a sold count: it is checked under its lock, held to the end of this step.
  if (reservation) {
    const now = services.clock.now();
    const demand = await reservationDemand(store, session.id, now, reservation);
    await store.lock([demand.key], async () => {
      const fresh = await reservationDemand(store, session.id, now, reservation);
      if (fresh.quantity > fresh.available) throw conflict(fresh.shortage());
    });
  }
  // What the cart holds becomes the order's without a second check; only the rest is checked.
  const record = await holdsOf(store, session.id);
  const holds = record.lines;
  const counts = orderChanges(stockCounts(services, session, checkout.lines), holds);
  const pending: PendingOrder = {
    id: newOrderTokenId(),
    orderNumber: await nextOrderNumber(store),
    sessionId: session.id,
    accountId: session.accountId,
    checkout,
    counts,
    holds,
    expiresAt: services.clock.now() + paymentWindowMs(services),
    ...(submit ? { submit } : {}),
    payingAt: services.clock.now(),
  };
  await pendingOrders(store).put(session.id, pending);
  // The pending order owns the holds now; a decline puts them back (releasePending).
  if (Object.keys(holds).length) await handOverHolds(store, session.id, record);
  // Last: a database store commits with it, its rows locked only while the statement runs.
  const short = await changeSold(store, counts);
  if (short.length > 0) {
    await pendingOrders(store).delete(session.id);
    await restoreHolds(store, session.id, holds);
    throw conflict(
      stockShortage(await stockDemands(services, session, checkout.lines)) ?? STOCK_CHANGED_MESSAGE,
    );
  }
  return pending;
}

/**
 * Step 3: confirms the order with its payment, or gives its places back on a decline. It may have
 * been settled meanwhile (settle.ts: a call of the session took its payer for dead, or the sweep
 * found its window passed), with what the card provider answered: then that outcome stands.
 */
async function settleOrder(
  services: Services,
  session: Session,
  pending: PendingOrder,
  payment: PaymentStep,
): Promise<Placed> {
  const { store } = services;
  return store.lock([pendingLock(session.id)], async (): Promise<Placed> => {
    const current = await pendingOrders(store).get(session.id);
    if (current?.id !== pending.id) {
      const record = await new OrderRepository(store).byId(pending.id);
      if (!record) return { placed: false, paymentMessage: declinedMessage(payment) };
      finishInSession(session, record);
      return { placed: true, record };
    }
    if (payment && 'declined' in payment) {
      await releasePending(store, current);
      return { placed: false, paymentMessage: payment.declined };
    }
    return { placed: true, record: await confirmOrder(services, session, current, payment) };
  });
}

const declinedMessage = (payment: PaymentStep) =>
  payment && 'declined' in payment ? payment.declined : NOT_CHARGED_MESSAGE;

/** The cart is emptied and the order becomes the session's last (the confirmation page). */
function finishInSession(session: Session, record: OrderRecord): void {
  clearCart(session);
  session.set(lastOrderSlot, record.id);
}

/**
 * Writes the order of a pending one that was paid (or owed nothing), books its reservation, and
 * forgets the pending order; what it sold stays taken. `session` is the shopper's, or undefined when
 * the sweep confirms the order of a session that has ended. Runs under the pending order's lock.
 */
export async function confirmOrder(
  services: Services,
  session: Session | undefined,
  pending: PendingOrder,
  payment: PaymentOutcome | null,
): Promise<OrderRecord> {
  const { store } = services;
  const { checkout } = pending;
  const orders = new OrderRepository(store);
  const reservation = reservationOfLines(checkout.lines);
  const build = () => {
    const code = newReservationCode();
    const built = buildOrder({
      cart: checkout.cart,
      lines: checkout.lines,
      orderNumber: pending.orderNumber,
      newBarcode: () => ticketBarcode(),
      extOrderTokenId: pending.id,
      token: newLookupToken(),
      ticketingReservationCode: code,
      ...(reservation ? { reservation: orderReservation(reservation, code) } : {}),
      orderDate: isoSeconds(services.clock.now()),
      delivery: checkout.delivery,
      payment,
    });
    return { code, ...built };
  };
  // Random codes all but never repeat one already given; when one does, the order draws again.
  const { code, order, tickets, passBarcodes } = await drawUntilFree(
    build,
    (drawn) => [drawn.code, ...drawn.tickets.map((t) => t.barcode)],
    orders.anyCodeTaken,
  );
  const record: OrderRecord = {
    id: pending.id,
    orderNumber: pending.orderNumber,
    sessionId: pending.sessionId,
    accountId: pending.accountId,
    order,
    tickets,
    failedPhoneAttempts: [],
  };
  await orders.save(record);
  await issuePasses(store, services.venue, {
    passes: checkout.passes ?? [],
    barcodes: passBarcodes,
    accountId: pending.accountId,
    orderDay: services.venue.dateOf(services.clock.now()),
  });
  if (reservation) await bookReservation(store, session, pending, reservation, code);
  await pendingOrders(store).delete(pending.sessionId);
  if (session) finishInSession(session, record);
  return record;
}

/** The answer of a submit call: the order placed, or the decline for the payment modal to show. */
export const submitAnswer = (placed: Placed) =>
  placed.placed ? placedAnswer(placed.record) : declinedAnswer(placed.paymentMessage);

/** The submit calls' success answer, with the purchase analytics event. */
export const placedAnswer = (record: OrderRecord) => ({
  success: true,
  message: null,
  paymentMessage: null,
  analyticsEvent: {
    category: 'purchase',
    eventData: {
      transaction_id: record.order.invoiceNumber,
      currency: 'USD',
      value: record.order.orderTotal,
      tax: record.order.taxTotal,
    },
  },
});

/** A declined payment: the modal stays open and shows paymentMessage. */
export const declinedAnswer = (paymentMessage: string) => ({ success: false, message: null, paymentMessage });
