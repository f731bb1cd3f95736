// The tickets an account bought through the store: every ticket its orders printed, less the
// passes (those are the account's linked passes, domain/passes/issue.ts) and less the tickets the
// ticketing system already lists for it (the story's order LAP-100482 is in both).
import type { Store } from '../../store/store.js';
import { issuedPassesById } from '../passes/index.js';
import type { OrderRecord, OrderTicket } from './types.js';

export interface BoughtTicket {
  readonly record: OrderRecord;
  readonly ticket: OrderTicket;
}

/** The tickets of the account's orders (OrderRepository.allOfAccount), in order, less passes and those listed. */
export async function boughtTickets(
  store: Store,
  records: readonly OrderRecord[],
  alreadyListed: ReadonlySet<string> = new Set(),
): Promise<BoughtTicket[]> {
  const all = records.flatMap((record) => record.tickets.map((ticket) => ({ record, ticket })));
  const passes = await issuedPassesById(
    store,
    all.map(({ ticket }) => ticket.barcode),
  );
  return all.filter(({ ticket }) => !passes.has(ticket.barcode) && !alreadyListed.has(ticket.barcode));
}
