// Placing an order from the session's cart, shared by the three ways to pay (card key, saved card,
// installment provider's virtual card) and the no-payment-due case. readCheckout refuses a cart
// that cannot be ordered (409), including one that asks for more than is left (an early look, so
// the shopper hears before entering a card); placeOrder checks again under locks and, with the
// payment taken, writes the order, records the sold capacity and the redeemed entitlements,
// empties the cart and remembers the order as the session's last (the confirmation page).
import type { Schema } from '@boxoffice/sdk';
import { conflict } from '../../http/errors.js';
import type { Services } from '../../services.js';
import type { Session } from '../../store/store.js';
import { cartCatalog } from '../cart/catalog.js';
import {
  type CartLine,
  type CheckoutSettings,
  cartDetails,
  cartLines,
  checkoutSettingsSlot,
  clearCart,
  paymentDue,
} from '../cart/index.js';
import { recordEntitlementRedemption } from '../passes/index.js';
import { bookReservation, orderReservation, reservationOfLines } from '../reservations/index.js';
import { buildOrder } from './build.js';
import { EMPTY_CART_MESSAGE } from './messages.js';
import {
  newLookupToken,
  newOrderTokenId,
  nextOrderNumber,
  reservationCode,
  ticketBarcode,
} from './numbering.js';
import { lastOrderSlot, OrderRepository } from './repository.js';
import { recordSold } from './sold.js';
import { stockDemands, stockKeys, stockShortage } from './stock.js';
import type { OrderRecord, PaymentOutcome } from './types.js';

export interface Checkout {
  readonly cart: Schema<'CartDetails'>;
  readonly lines: readonly CartLine[];
  readonly settings: CheckoutSettings;
  /** What is paid now: the total, or the down payment when a plan is selected. */
  readonly paymentDue: number;
  readonly paymentMethod: Schema<'PaymentMethod'> | null;
  readonly delivery: { readonly name: string; readonly shipped: boolean } | null;
}

export const SETTINGS_MISSING_MESSAGE = 'Please complete your checkout details before placing the order';

/** The cart as it will be ordered, or 409 when it is empty or its checkout settings are missing or invalid. */
export async function readCheckout(services: Services, session: Session): Promise<Checkout> {
  const lines = cartLines(session);
  if (lines.length === 0) throw conflict(EMPTY_CART_MESSAGE);
  const settings = session.get(checkoutSettingsSlot);
  if (!settings) throw conflict(SETTINGS_MISSING_MESSAGE);
  const [invalid] = settings.invalid;
  if (invalid !== undefined) throw conflict(invalid);
  const shortage = stockShortage(await stockDemands(services, session, lines));
  if (shortage) throw conflict(shortage);
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
  };
}

/** ISO date-time without milliseconds, as the contract's examples write it. */
export const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** What the payment step of placing an order gives: how it was paid, null when nothing was due, or a decline. */
export type PaymentStep = PaymentOutcome | null | { readonly declined: string };

/** What a card charge reports (providers/card-gateway.ts ChargeResult). */
type Charge =
  | { readonly approved: false; readonly paymentMessage: string }
  | {
      readonly approved: true;
      readonly amount: number;
      readonly maskedCardNumber: string;
      readonly transactionString: string;
    };

/** A card charge as placeOrder's payment step: how the order was paid, or the decline. */
export const chargedWith = (
  charge: Charge,
  paymentMethodName: string,
  confirmationDisplayName: string | null,
): PaymentStep =>
  charge.approved
    ? {
        amount: charge.amount,
        paymentMethodName,
        confirmationDisplayName,
        maskedCardNumber: charge.maskedCardNumber,
        transactionString: charge.transactionString,
      }
    : { declined: charge.paymentMessage };

/** Whether none of these barcodes is taken, by another order or twice in this one. */
async function barcodesFree(orders: OrderRepository, barcodes: readonly string[]): Promise<boolean> {
  if (new Set(barcodes).size < barcodes.length) return false;
  for (const barcode of barcodes) if (await orders.codeTaken(barcode)) return false;
  return true;
}

export type Placed =
  | { readonly placed: true; readonly record: OrderRecord }
  | { readonly placed: false; readonly paymentMessage: string };

/**
 * Places the order, selling each seat and place once: locks everything the cart's lines take
 * (stock.ts), checks it is still there (409 with what ran out, before any payment), takes the
 * payment (`pay`), then records the order, the sold places and the redeemed entitlements before
 * the locks are released. A declined payment records nothing.
 */
export async function placeOrder(
  services: Services,
  session: Session,
  checkout: Checkout,
  pay: () => PaymentStep | Promise<PaymentStep>,
): Promise<Placed> {
  const keys = await stockKeys(services, session, checkout.lines);
  return services.store.lock(keys, async (): Promise<Placed> => {
    const shortage = stockShortage(await stockDemands(services, session, checkout.lines));
    if (shortage) throw conflict(shortage);
    const payment = await pay();
    if (payment && 'declined' in payment) return { placed: false, paymentMessage: payment.declined };
    return { placed: true, record: await recordOrder(services, session, checkout, payment) };
  });
}

/** Writes the order and everything it sold; runs under placeOrder's locks. */
async function recordOrder(
  services: Services,
  session: Session,
  checkout: Checkout,
  payment: PaymentOutcome | null,
): Promise<OrderRecord> {
  const orders = new OrderRepository(services.store);
  const orderNumber = await nextOrderNumber(services.store);
  const id = newOrderTokenId();
  const code = await reservationCode(orders.codeTaken);
  const reservation = reservationOfLines(checkout.lines);
  const build = () =>
    buildOrder({
      cart: checkout.cart,
      lines: checkout.lines,
      orderNumber,
      newBarcode: () => ticketBarcode(),
      extOrderTokenId: id,
      token: newLookupToken(),
      ticketingReservationCode: code,
      ...(reservation ? { reservation: orderReservation(reservation, code) } : {}),
      orderDate: isoSeconds(services.clock.now()),
      delivery: checkout.delivery,
      payment,
    });
  let built = build();
  // 16 random digits all but never repeat one already printed; when they do, the order draws again.
  while (
    !(await barcodesFree(
      orders,
      built.tickets.map((t) => t.barcode),
    ))
  )
    built = build();
  const { order, tickets } = built;
  const record: OrderRecord = {
    id,
    orderNumber,
    sessionId: session.id,
    accountId: session.accountId,
    order,
    tickets,
    failedPhoneAttempts: [],
  };
  await orders.save(record);
  await recordSold(services.store, services.venue, checkout.lines);
  if (reservation) await bookReservation(services.store, session, reservation, code);
  // Redeemed entitlements stay redeemed once the cart (which counted them until now) is cleared.
  for (const line of checkout.lines)
    if (line.entitlementId)
      await recordEntitlementRedemption(services.store, line.entitlementId, line.quantity);
  clearCart(session);
  session.set(lastOrderSlot, id);
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
