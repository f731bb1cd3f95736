// The issued passes: the ticketing system's (catalog/passes.ts, the story's holders) and those the
// store's orders issued (issue.ts), kept in the 'passes.issued' collection under the barcode printed
// for them. Linking a pass by its id, listing an account's linked passes and the reservation
// wizard's Add Tickets (domain/reservations/tickets.ts) find either kind the same way.
import { findIssuedPass, type IssuedPass } from '../../catalog/passes.js';
import type { Store } from '../../store/store.js';

/** Passes orders issued, by platformAccountId (the barcode printed for the pass). */
export const ordersPasses = (store: Store) => store.collection<IssuedPass>('passes.issued');

/** The issued pass with this id, or undefined. */
export async function issuedPassById(store: Store, id: string): Promise<IssuedPass | undefined> {
  return findIssuedPass(id) ?? (await ordersPasses(store).get(id));
}

/** The issued passes with these ids (one read for those orders issued). */
export async function issuedPassesById(
  store: Store,
  ids: readonly string[],
): Promise<Map<string, IssuedPass>> {
  const found = new Map<string, IssuedPass>();
  const rest: string[] = [];
  for (const id of ids) {
    const pass = findIssuedPass(id);
    if (pass) found.set(id, pass);
    else rest.push(id);
  }
  if (rest.length) for (const [id, pass] of await ordersPasses(store).getMany(rest)) found.set(id, pass);
  return found;
}
