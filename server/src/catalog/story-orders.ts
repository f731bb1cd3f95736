// Orders placed before the server started: the story's order LAP-100482, Jordan Rivera's Day Tickets
// (openapi/STORY.md "The shopper and the order" and "Payment, order and tickets"), so the demo
// account can look it up (order-lookup/my/ord_7f3a9c21), the anonymous link (ord_7f3a9c21 with
// tok_5d8e2b7a41c6) opens it, and its barcodes print. domain/orders/seed.ts puts them in the order
// repository when the app is created. Values as the contract's examples (paths/order/details-my.yaml).
// New orders are numbered from LAP-100483 (domain/orders/numbering.ts), so they never collide.

import type { Schema } from '@boxoffice/sdk';
import { JORDAN_ACCOUNT_ID } from './accounts.js';
import { issuedTickets } from './passes.js';
import { seeded } from './seeded.js';

/** One admission of an order as its digital tickets print it; domain/orders keeps every order's tickets in this shape. */
export interface PrintedTicket {
  readonly barcode: string;
  /**
   * The product it was printed for (tickets printed before this was kept have none): whether it is a
   * day ticket the reservation wizard links (catalog/reservations-tickets.ts dayTicketProductIds).
   */
  readonly productId?: string;
  readonly productDisplayName: string;
  readonly variantDisplayName: string;
  /** The passholder for a pass, else the buyer. */
  readonly holderName: string;
  /** The reserved seat it admits to ('Main Floor Row A Seat 101'), for reserved seating only. */
  readonly seat?: string;
  readonly performances: readonly {
    readonly showName: string;
    readonly performanceDate: string;
    readonly performanceTime: string;
  }[];
}

export interface StoryOrder {
  readonly orderNumber: number;
  /** The account that placed it: the "my" lookups find it by this. */
  readonly accountId: string;
  /** The order as the lookups answer it; its extOrderTokenId is the record's key. */
  readonly order: Schema<'Order'>;
  readonly tickets: readonly PrintedTicket[];
}

const printAtHome = { displayName: 'Print at Home' };

const lap100482: Schema<'Order'> = {
  orderTypeId: 1,
  orderDate: '2026-11-22T15:04:05Z',
  invoiceNumber: 'LAP-100482',
  firstName: 'Jordan',
  lastName: 'Rivera',
  phoneNumber: '5125550142',
  emailAddress: 'jordan.rivera@example.com',
  hasTickets: true,
  ticketingReservationCode: 'RZ7K4M2Q',
  confirmationGenerationMessage: null,
  items: [
    {
      productDisplayName: 'Day Ticket',
      productVariantDisplayName: 'Adult (Ages 10+)',
      packageDisplayName: null,
      packageItems: [],
      productVariantIsPass: false,
      quantity: 2,
      unitPrice: 69.99,
      itemTotal: 139.98,
      deliveryItem: printAtHome,
    },
    {
      productDisplayName: 'Day Ticket',
      productVariantDisplayName: 'Child (Ages 3-9)',
      packageDisplayName: null,
      packageItems: [],
      productVariantIsPass: false,
      quantity: 1,
      unitPrice: 49.99,
      itemTotal: 49.99,
      deliveryItem: printAtHome,
    },
  ],
  orderTotal: 213.14,
  orderTotalNetTaxesAndFees: 189.97,
  taxTotal: 15.67,
  feeTotal: 7.5,
  deliveryTotal: 0,
  payments: [
    {
      amount: 213.14,
      paymentMethodName: 'Credit Card',
      confirmationDisplayName: 'Visa',
      maskedCardNumber: '************4242',
    },
  ],
  trans: [{ transactionString: 'Visa ************4242 APPROVED 213.14 Auth 071842' }],
  defaultDeliveryMethod: { name: 'Print at Home' },
  extOrderTokenId: 'ord_7f3a9c21',
  token: 'tok_5d8e2b7a41c6',
};

/** The order's tickets: the day tickets the venue issued for LAP-100482 (catalog/passes.ts), in barcode order. */
const lap100482Tickets: PrintedTicket[] = issuedTickets
  .filter((ticket) => ticket.orderNumber === lap100482.invoiceNumber)
  .map((ticket) => ({
    barcode: ticket.barcode,
    productDisplayName: ticket.productName,
    variantDisplayName: ticket.variantName,
    // Day tickets carry no holder of their own: the buyer's name, as placed orders print it.
    holderName: `${lap100482.firstName} ${lap100482.lastName}`,
    performances: [
      {
        showName: 'Park Admission',
        performanceDate: ticket.visitDate,
        performanceTime: ticket.performanceTime,
      },
    ],
  }));

export const storyOrders: readonly StoryOrder[] = seeded([
  { orderNumber: 100482, accountId: JORDAN_ACCOUNT_ID, order: lap100482, tickets: lap100482Tickets },
]);
