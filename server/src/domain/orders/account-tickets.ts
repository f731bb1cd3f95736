// The tickets an account bought through the store: every ticket its orders printed, less the
// passes (those are the account's linked passes, domain/passes/issue.ts) and less the tickets the
// ticketing system already lists for it (the story's order LAP-100482 is in both). Among them the
// day tickets (a day's park admission) are what the reservation wizard links, as it links the
// ticketing system's day tickets: listed in Add Tickets (GET account/ticket) and found by barcode.
import { dayTicketProductIds } from '../../catalog/reservations-tickets.js';
import type { Store } from '../../store/store.js';
import { issuedPassesById } from '../passes/index.js';
import { OrderRepository } from './repository.js';
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

/** A day ticket: printed for a product that admits to the park for a day (not a pass, seat or add-on). */
export const isDayTicket = (ticket: OrderTicket): boolean =>
  ticket.productId !== undefined && dayTicketProductIds.has(ticket.productId);

/** The day (yyyy-mm-dd) a day ticket admits on: its performance's. */
export const visitDateOf = (ticket: OrderTicket): string | null =>
  ticket.performances[0]?.performanceDate ?? null;

/**
 * The day tickets orders printed under these barcodes, by barcode as given (two reads, none when no
 * barcode is an order's). Whoever has a day ticket's barcode may add it to a reservation, as with
 * the ticketing system's day tickets: the barcode is the ticket (16 random digits, numbering.ts).
 */
export async function boughtDayTickets(
  store: Store,
  barcodes: readonly string[],
): Promise<Map<string, BoughtTicket>> {
  const found = new Map<string, BoughtTicket>();
  if (barcodes.length === 0) return found;
  for (const [barcode, record] of await new OrderRepository(store).byCodes(barcodes)) {
    const ticket = record.tickets.find((t) => t.barcode === barcode);
    if (ticket && isDayTicket(ticket)) found.set(barcode, { record, ticket });
  }
  return found;
}
