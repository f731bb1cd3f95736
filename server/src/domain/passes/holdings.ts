// What accounts hold, shared by every session: which issued passes are linked to which account
// (a pass is linked to one account at most), the tickets each account linked for upgrade, and the
// background refresh Link Your Passes polls. Seeded from catalog/account-holdings.ts on first use.
import {
  holdingsOf,
  type LinkedTicket,
  seededAccountIds,
  seededLinkId,
  seededTicketLinkId,
} from '../../catalog/account-holdings.js';
import {
  findIssuedPass,
  findIssuedTicket,
  type IssuedPass,
  type IssuedTicket,
} from '../../catalog/passes.js';
import type { Store } from '../../store/store.js';
import { nextId } from './records.js';

interface PassLink {
  readonly accountId: string;
  readonly extUserAccountTicketId: string;
  readonly platformAccountId: string;
  /** Link order: the table lists passes in the order they were linked. */
  readonly order: number;
}

export interface LinkedPassHolding {
  readonly extUserAccountTicketId: string;
  readonly pass: IssuedPass;
}

export interface LinkedTicketHolding {
  readonly id: string;
  readonly ticket: IssuedTicket;
}

/** How long the ticketing system takes to refresh an account's passes after a link, in ms. */
export const BACKGROUND_UPDATE_MS = 5_000;
export const BACKGROUND_UPDATE_MESSAGE =
  'Your passes are being updated. This may take a few moments; the list will refresh when it is done.';

const LINKS = 'passes.links';
const TICKETS = 'passes.upgradeTickets';
const REFRESH = 'passes.backgroundUpdate';
const SEEDED = 'passes.seeded';

function seed(store: Store): void {
  const marker = store.collection<boolean>(SEEDED);
  if (marker.get('done')) return;
  marker.put('done', true);
  const links = store.collection<PassLink>(LINKS);
  let order = 0;
  for (const accountId of seededAccountIds()) {
    const held = holdingsOf(accountId);
    for (const pass of held.linkedPasses) {
      links.put(pass.platformAccountId, { ...pass, accountId, order: order++ });
    }
    store.collection<readonly LinkedTicket[]>(TICKETS).put(accountId, held.linkedUpgradeTickets);
  }
}

const links = (store: Store) => {
  seed(store);
  return store.collection<PassLink>(LINKS);
};

const tickets = (store: Store) => {
  seed(store);
  return store.collection<readonly LinkedTicket[]>(TICKETS);
};

export function linkedPasses(store: Store, accountId: string): LinkedPassHolding[] {
  return [...links(store).values()]
    .filter((link) => link.accountId === accountId)
    .sort((a, b) => a.order - b.order)
    .flatMap((link) => {
      const pass = findIssuedPass(link.platformAccountId);
      return pass ? [{ extUserAccountTicketId: link.extUserAccountTicketId, pass }] : [];
    });
}

export const findLinkedPass = (store: Store, accountId: string, extUserAccountTicketId: string) =>
  linkedPasses(store, accountId).find((held) => held.extUserAccountTicketId === extUserAccountTicketId);

export type LinkOutcome = 'linked' | 'alreadyLinked' | 'linkedElsewhere';

/** Links an issued pass to the account; a pass linked to another account stays there. */
export function linkPass(store: Store, accountId: string, pass: IssuedPass, now: number): LinkOutcome {
  const all = links(store);
  const current = all.get(pass.platformAccountId);
  if (current) return current.accountId === accountId ? 'alreadyLinked' : 'linkedElsewhere';
  const order = Math.max(-1, ...[...all.values()].map((link) => link.order)) + 1;
  all.put(pass.platformAccountId, {
    accountId,
    platformAccountId: pass.platformAccountId,
    // A pass linked again gets its old id back, so bookmarks and the story's ids stay valid.
    extUserAccountTicketId: seededLinkId(pass.platformAccountId) ?? nextId(store, 'uat', 2101),
    order,
  });
  store.collection<number>(REFRESH).put(accountId, now + BACKGROUND_UPDATE_MS);
  return 'linked';
}

/** Unlinks one of the account's passes; false when it is not linked to this account. */
export function unlinkPass(store: Store, accountId: string, extUserAccountTicketId: string): boolean {
  const held = findLinkedPass(store, accountId, extUserAccountTicketId);
  if (!held) return false;
  links(store).delete(held.pass.platformAccountId);
  return true;
}

/** True while the refresh started by the last link is running. */
export function backgroundUpdateProcessing(store: Store, accountId: string, now: number): boolean {
  return (store.collection<number>(REFRESH).get(accountId) ?? 0) > now;
}

export function linkedTickets(store: Store, accountId: string): LinkedTicketHolding[] {
  return (tickets(store).get(accountId) ?? []).flatMap((linked) => {
    const ticket = findIssuedTicket(linked.barcode);
    return ticket ? [{ id: linked.id, ticket }] : [];
  });
}

export const findLinkedTicket = (store: Store, accountId: string, id: string) =>
  linkedTickets(store, accountId).find((held) => held.id === id);

/**
 * Links tickets by barcode for upgrade. Answers the barcodes that matched no ticket; a ticket
 * already linked stays linked once.
 */
export function linkTickets(
  store: Store,
  accountId: string,
  barcodes: readonly string[],
): { unknown: string[] } {
  const all = tickets(store);
  let list = all.get(accountId) ?? [];
  const unknown: string[] = [];
  for (const barcode of barcodes) {
    const ticket = findIssuedTicket(barcode);
    if (!ticket) unknown.push(barcode);
    else if (!list.some((linked) => linked.barcode === ticket.barcode)) {
      // A story ticket linked again gets its old id back, as a relinked pass does.
      const id = seededTicketLinkId(accountId, ticket.barcode) ?? nextId(store, 'lut', 4101);
      list = [...list, { id, barcode: ticket.barcode }];
    }
  }
  all.put(accountId, list);
  return { unknown };
}

export function unlinkTicket(store: Store, accountId: string, id: string): boolean {
  const all = tickets(store);
  const list = all.get(accountId) ?? [];
  if (!list.some((linked) => linked.id === id)) return false;
  all.put(
    accountId,
    list.filter((linked) => linked.id !== id),
  );
  return true;
}
