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

  /** `<accountId>/<extOrderTokenId>` -> extOrderTokenId: an account's orders, listed by prefix. */
  private get byAccount() {
    return this.store.collection<string>('orders.byAccount');
  }

  /** Writes the order and its indexes: three statements, whatever its number of tickets. */
  async save(record: OrderRecord): Promise<void> {
    await this.orders.put(record.id, record);
    const code = record.order.ticketingReservationCode;
    const codes = [...(code ? [code] : []), ...record.tickets.map((t) => t.barcode)];
    await this.codes.putMany(codes.map((c) => [c, record.id] as const));
    if (record.accountId) await this.byAccount.put(`${record.accountId}/${record.id}`, record.id);
  }

  byId(id: string): Promise<OrderRecord | undefined> {
    return this.orders.get(id);
  }

  /** The order a reservation code or ticket barcode belongs to. */
  async byCode(code: string): Promise<OrderRecord | undefined> {
    const id = await this.codes.get(code);
    return id === undefined ? undefined : this.orders.get(id);
  }

  /** The orders these codes belong to, by code (a read for the codes and one for the orders). */
  async byCodes(codes: readonly string[]): Promise<Map<string, OrderRecord>> {
    const ids = await this.codes.getMany(codes);
    if (ids.size === 0) return new Map();
    const records = await this.orders.getMany([...new Set(ids.values())]);
    const found = new Map<string, OrderRecord>();
    for (const [code, id] of ids) {
      const record = records.get(id);
      if (record) found.set(code, record);
    }
    return found;
  }

  /** Whether any of these codes belongs to an order already (one read). */
  anyCodeTaken = async (codes: readonly string[]): Promise<boolean> =>
    (await this.codes.getMany(codes)).size > 0;

  /** The account's order with this id, or undefined when it is not the account's. */
  async ofAccount(accountId: string, id: string): Promise<OrderRecord | undefined> {
    const record = await this.orders.get(id);
    return record && record.accountId === accountId ? record : undefined;
  }

  /** Every order of an account, newest first (for the account's tickets and groupings). */
  async allOfAccount(accountId: string): Promise<OrderRecord[]> {
    const ids = await this.byAccount.byPrefix(`${accountId}/`);
    const found = await this.orders.getMany(ids);
    return [...found.values()].sort((a, b) => b.orderNumber - a.orderNumber);
  }

  /** The order this session placed last. */
  async lastOf(session: Session): Promise<OrderRecord | undefined> {
    const id = session.get(lastOrderSlot);
    const record = id === null ? undefined : await this.orders.get(id);
    return record && record.sessionId === session.id ? record : undefined;
  }
}
