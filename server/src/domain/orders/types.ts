// An order as the backend keeps it: the contract's Order (what the confirmation and the lookups
// show) plus who may see it and the tickets printed from it. Stored in store.collection('orders')
// under its extOrderTokenId.
import type { Schema } from '@boxoffice/sdk';
import type { PrintedTicket } from '../../catalog/story-orders.js';

export type Order = Schema<'Order'>;

/** One admission printed on the digital tickets; its barcode is scanned at the gate. */
export type OrderTicket = PrintedTicket;

export interface OrderRecord {
  /** The extOrderTokenId, the record's key. */
  readonly id: string;
  readonly orderNumber: number;
  /** The session that placed it (the confirmation page reads the session's last order). */
  readonly sessionId: string;
  /** The signed-in account that placed it, or null: "my" lookups find orders by this. */
  readonly accountId: string | null;
  readonly order: Order;
  readonly tickets: readonly OrderTicket[];
  /** Times (ms) of wrong phone numbers in the anonymous lookup's phone challenge. */
  readonly failedPhoneAttempts: readonly number[];
}

/** How the order was paid, as the payment step reports it. */
export interface PaymentOutcome {
  /** The amount charged now (0 when nothing was due). */
  readonly amount: number;
  readonly paymentMethodName: string;
  readonly confirmationDisplayName: string | null;
  readonly maskedCardNumber: string | null;
  /** The receipt line, e.g. 'Visa ************4242 APPROVED 213.14 Auth 071842'; null when nothing was charged. */
  readonly transactionString: string | null;
}
