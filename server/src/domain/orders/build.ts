// Turns the checked-out cart into the order record: the confirmation's item table, totals, payment,
// installment schedule and the tickets (one per admission, each with its own barcode). Pure: the
// caller supplies the numbers, the clock's date and the payment's outcome.
import type { Schema } from '@boxoffice/sdk';
import { seatName } from '@boxoffice/sdk/rules';
import type { CartLine } from '../cart/index.js';
import { invoiceNumber } from './numbering.js';
import type { Order, OrderTicket, PaymentOutcome } from './types.js';

type CartDetails = Schema<'CartDetails'>;
type ItemGroup = Schema<'ItemGroup'>;
type CartItem = Schema<'CartItem'>;

/** Line kinds that admit someone, so print a ticket per unit. Donations and timed-entry reservations do not. */
const TICKETED_KINDS: ReadonlySet<CartLine['kind']> = new Set([
  'ticket',
  'addon',
  'pass',
  'upgrade',
  'bundle',
  'entitlement',
  'reservation-ticket',
]);

/** Ours (the seeds do not show it): said on the confirmation when the tickets go by mail. */
export const MAILED_TICKETS_MESSAGE = 'Your tickets will be mailed to the shipping address on this order.';

export interface OrderInput {
  readonly cart: CartDetails;
  readonly lines: readonly CartLine[];
  readonly orderNumber: number;
  /** A new ticket barcode each call (numbering.ts ticketBarcode). */
  readonly newBarcode: () => string;
  readonly extOrderTokenId: string;
  readonly token: string;
  readonly ticketingReservationCode: string;
  /** The timed-entry reservation the order books (its code is ticketingReservationCode). */
  readonly reservation?: Schema<'OrderReservation'>;
  /** ISO date-time without milliseconds. */
  readonly orderDate: string;
  readonly delivery: { readonly name: string; readonly shipped: boolean } | null;
  /** Null when nothing was due. */
  readonly payment: PaymentOutcome | null;
}

export interface BuiltOrder {
  readonly order: Order;
  readonly tickets: OrderTicket[];
  /** The barcode printed for each pass and upgrade line, by line id: the pass it issues (domain/passes/issued.ts). */
  readonly passBarcodes: ReadonlyMap<string, string>;
}

const cents = (n: number) => Math.round(n * 100) / 100;

function orderItem(group: ItemGroup, item: CartItem): Schema<'OrderItem'> {
  return {
    productDisplayName: group.productDisplayName,
    productVariantDisplayName: item.displayName,
    packageDisplayName: null,
    packageItems: [],
    productVariantIsPass: item.productVariantIsPass,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    itemTotal: item.itemTotal,
    ...(item.seats.length ? { seats: item.seats } : {}),
    ...(item.deliveryItem ? { deliveryItem: item.deliveryItem } : {}),
  };
}

const groupItems = (group: ItemGroup): { group: ItemGroup; item: CartItem }[] => [
  ...group.items.map((item) => ({ group, item })),
  ...group.packageItemGroups.flatMap(groupItems),
];

/** A package is one line of the order with its contents as packageItems. */
function packageItem(group: ItemGroup): Schema<'OrderItem'> {
  const contents = groupItems(group);
  const total = cents(contents.reduce((sum, { item }) => sum + item.itemTotal, 0));
  const name = group.packageDisplayName ?? group.productDisplayName;
  const delivery = contents.find(({ item }) => item.deliveryItem)?.item.deliveryItem;
  return {
    productDisplayName: name,
    productVariantDisplayName: name,
    packageDisplayName: name,
    productVariantIsPass: false,
    packageItems: contents.map(({ group: g, item }) => ({
      productDisplayName: g.productDisplayName,
      productVariantDisplayName: item.displayName,
      productVariantIsPass: item.productVariantIsPass,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      itemTotal: item.itemTotal,
    })),
    quantity: 1,
    unitPrice: total,
    itemTotal: total,
    ...(delivery ? { deliveryItem: delivery } : {}),
  };
}

export const orderItems = (cart: CartDetails): Schema<'OrderItem'>[] =>
  cart.itemGroups.flatMap((group) =>
    group.isPackage ? [packageItem(group)] : group.items.map((item) => orderItem(group, item)),
  );

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(' ');

/** One ticket per admission, in cart order, each with a new barcode. */
export const orderTickets = (cart: CartDetails, lines: readonly CartLine[], newBarcode: () => string) =>
  lineTickets(cart, lines, newBarcode).map(({ ticket }) => ticket);

/** The order's tickets, each with the cart line it was printed for. */
function lineTickets(
  cart: CartDetails,
  lines: readonly CartLine[],
  newBarcode: () => string,
): { line: CartLine | undefined; ticket: OrderTicket }[] {
  const buyer = fullName(cart.firstName, cart.lastName);
  const tickets: { line: CartLine | undefined; ticket: OrderTicket }[] = [];
  for (const { group, item } of cart.itemGroups.flatMap(groupItems)) {
    const line = lines.find((l) => l.id === item.id);
    if (!TICKETED_KINDS.has(line?.kind ?? 'ticket')) continue;
    for (let unit = 0; unit < item.quantity; unit++) {
      tickets.push({
        line,
        ticket: {
          barcode: newBarcode(),
          ...(line ? { productId: line.productId } : {}),
          productDisplayName: group.productDisplayName,
          variantDisplayName: item.displayName,
          holderName: fullName(item.firstName, item.lastName) || buyer,
          ...seatOf(item, unit),
          performances: item.performances.map((p) => ({
            showName: p.showName,
            performanceDate: p.performanceDate,
            performanceTime: p.performanceTime,
          })),
        },
      });
    }
  }
  return tickets;
}

/** The reserved seat a line's `unit`th ticket admits to, if any. */
const seatOf = (item: CartItem, unit: number) => {
  const seat = item.seats[unit];
  return seat ? { seat: seatName(seat) } : {};
};

const HOLDER_KINDS: ReadonlySet<CartLine['kind']> = new Set(['pass', 'upgrade']);

/** The plan the order was paid with, for the confirmation's installment details; undefined without one. */
export function orderInstallments(
  cart: CartDetails,
  orderDate: string,
): Schema<'OrderInstallmentBilling'> | undefined {
  const plan = cart.installmentBilling;
  if (plan.selected !== true || !plan.eligible || plan.blocked) return undefined;
  const planTypeId = plan.planTypeId ?? 1;
  const downPayment = plan.downPayment ?? plan.payments[0]?.paymentAmount ?? 0;
  const amountFinanced = plan.amountFinanced ?? cents(cart.cartTotal - downPayment);
  const financeCharge = 0; // the venue's own plans charge none (000 §4 'finance charge is shown as 0')
  const today = orderDate.slice(0, 10);
  return {
    selected: true,
    planTypeId,
    numberOfPayments: (plan.paymentDivisor ?? Math.max(plan.payments.length - 1, 0)) + 1,
    apr: plan.apr ?? 0,
    financeCharge,
    amountFinanced,
    totalOfPayments: cents(downPayment + amountFinanced),
    totalSalesPrice: cents(downPayment + amountFinanced + financeCharge),
    planDescription: plan.planDescription,
    // Plan type 2 (the provider's plan) hides its schedule; the down payment is dated the order day.
    payments:
      planTypeId === 2
        ? []
        : plan.payments.map((p, i) => (i === 0 ? { ...p, paymentDate: today } : { ...p })),
  };
}

export function buildOrder(input: OrderInput): BuiltOrder {
  const { cart, payment } = input;
  const printed = lineTickets(cart, input.lines, input.newBarcode);
  const tickets = printed.map(({ ticket }) => ticket);
  const passBarcodes = new Map(
    printed.flatMap(({ line, ticket }) =>
      line && HOLDER_KINDS.has(line.kind) ? [[line.id, ticket.barcode] as const] : [],
    ),
  );
  const mailed = input.delivery?.shipped === true;
  const onlyReservations = input.lines.length > 0 && input.lines.every((l) => l.kind === 'reservation');
  const installmentBilling = orderInstallments(cart, input.orderDate);
  const order: Order = {
    orderTypeId: onlyReservations ? 2 : 1,
    orderDate: input.orderDate,
    invoiceNumber: invoiceNumber(input.orderNumber),
    firstName: cart.firstName ?? '',
    lastName: cart.lastName ?? '',
    phoneNumber: (cart.phoneNumber ?? '').replace(/\D/g, ''),
    emailAddress: cart.emailAddress ?? '',
    // Mailed tickets are not shown on screen: the confirmation shows the reservation barcode instead.
    hasTickets: tickets.length > 0 && !mailed,
    ticketingReservationCode: input.ticketingReservationCode,
    confirmationGenerationMessage: mailed && tickets.length > 0 ? MAILED_TICKETS_MESSAGE : null,
    items: orderItems(cart),
    orderTotal: cart.cartTotal,
    orderTotalNetTaxesAndFees: cart.cartTotalNetTaxesAndFees,
    taxTotal: cart.taxTotal,
    feeTotal: cart.feeTotal,
    deliveryTotal: cart.deliveryTotal,
    payments:
      payment && payment.amount > 0
        ? [
            {
              amount: payment.amount,
              paymentMethodName: payment.paymentMethodName,
              confirmationDisplayName: payment.confirmationDisplayName,
              maskedCardNumber: payment.maskedCardNumber,
            },
          ]
        : [],
    ...(installmentBilling ? { installmentBilling } : {}),
    trans: payment?.transactionString ? [{ transactionString: payment.transactionString }] : [],
    ...(input.delivery ? { defaultDeliveryMethod: { name: input.delivery.name } } : {}),
    ...(input.reservation ? { reservation: input.reservation } : {}),
    extOrderTokenId: input.extOrderTokenId,
    token: input.token,
  };
  return { order, tickets, passBarcodes };
}
