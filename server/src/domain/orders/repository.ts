// Where orders live: the shared 'orders' collection (every session's orders, by extOrderTokenId),
// an index from codes (reservation code and ticket barcodes) to their order, and the session's
// last order for the confirmation page.
import type { Session, Store } from '../../store/store.js';
import { defineSlot } from '../../store/store.js';
import type { OrderRecord } from './types.js';

/** The extOrderTokenId of the order this session placed last (getOrderDetails), or null. */
export const lastOrderSlot = defineSlot<string | null>('orders.last', () => null);

export class OrderRepository {
  constructor(private readonly store: Store) {}

  private get orders() {
    return this.store.collection<OrderRecord>('orders');
  }

  /** Code (reservation code or ticket barcode) -> extOrderTokenId. */
  private get codes() {
    return this.store.collection<string>('orders.codes');
  }

  save(record: OrderRecord): void {
    this.orders.put(record.id, record);
    const code = record.order.ticketingReservationCode;
    if (code) this.codes.put(code, record.id);
    for (const ticket of record.tickets) this.codes.put(ticket.barcode, record.id);
  }

  byId(id: string): OrderRecord | undefined {
    return this.orders.get(id);
  }

  /** The order a reservation code or ticket barcode belongs to. */
  byCode(code: string): OrderRecord | undefined {
    const id = this.codes.get(code);
    return id === undefined ? undefined : this.orders.get(id);
  }

  codeTaken = (code: string): boolean => this.codes.get(code) !== undefined;

  /** The account's order with this id, or undefined when it is not the account's. */
  ofAccount(accountId: string, id: string): OrderRecord | undefined {
    const record = this.orders.get(id);
    return record && record.accountId === accountId ? record : undefined;
  }

  /** Every order of an account, newest first (for the account's tickets and groupings). */
  allOfAccount(accountId: string): OrderRecord[] {
    return [...this.orders.values()]
      .filter((r) => r.accountId === accountId)
      .sort((a, b) => b.orderNumber - a.orderNumber);
  }

  /** The order this session placed last. */
  lastOf(session: Session): OrderRecord | undefined {
    const id = session.get(lastOrderSlot);
    const record = id === null ? undefined : this.orders.get(id);
    return record && record.sessionId === session.id ? record : undefined;
  }
}
