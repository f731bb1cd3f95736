// What accounts hold, shared by every session: which issued passes are linked to which account
// (a pass is linked to one account at most), the tickets each account linked for upgrade, and the
// background refresh Link Your Passes polls. Seeded from catalog/account-holdings.ts on first use.
import {
  buyerOf,
  holdingsOf,
  type LinkedTicket,
  seededAccountIds,
  seededLinkId,
  seededTicketLinkId,
} from '../../catalog/account-holdings.js';
import { findIssuedTicket, type IssuedPass, type IssuedTicket } from '../../catalog/passes.js';
import type { Store } from '../../store/store.js';
import { ALREADY_UPGRADED, creditKey, spentCredits } from '../credits.js';
import { issuedPassesById } from './issued.js';
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
  /** An order has renewed it (domain/credits.ts): it is not renewed again. */
  readonly renewed: boolean;
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

/** `<accountId>/<platformAccountId>` -> platformAccountId: an account's links, listed by prefix. */
const LINKS_BY_ACCOUNT = 'passes.links.byAccount';

const links = (store: Store) => store.collection<PassLink>(LINKS);

const tickets = (store: Store) => store.collection<readonly LinkedTicket[]>(TICKETS);

/** Barcode -> the account that first linked a ticket no account bought: it stays that account's. */
const TICKET_LINKED_BY = 'passes.upgradeTickets.linkedBy';
const linkedBy = (store: Store) => store.collection<string>(TICKET_LINKED_BY);

/**
 * Whether `accountId` may link a ticket: the account that bought it may; a ticket no account bought
 * is the first linker's. Anyone else is answered as for an unknown barcode, and so never sees the
 * holder's name or birth date in the linked-ticket list.
 */
async function mayLinkTicket(store: Store, accountId: string, ticket: IssuedTicket): Promise<boolean> {
  const buyer = buyerOf(ticket.barcode);
  if (buyer !== undefined) return buyer === accountId;
  const first = await linkedBy(store).get(ticket.barcode);
  return first === undefined || first === accountId;
}

/**
 * Puts the story's links in a store that has none yet (a durable store keeps them, and their
 * changes). createApp calls it once, before any call is answered.
 */
export async function seedStoryPassLinks(store: Store): Promise<void> {
  const marker = store.collection<boolean>(SEEDED);
  if (await marker.get('done')) return;
  let order = 0;
  for (const accountId of seededAccountIds()) {
    const held = holdingsOf(accountId);
    for (const pass of held.linkedPasses) {
      await links(store).put(pass.platformAccountId, { ...pass, accountId, order: order++ });
      await store
        .collection<string>(LINKS_BY_ACCOUNT)
        .put(`${accountId}/${pass.platformAccountId}`, pass.platformAccountId);
    }
    await tickets(store).put(accountId, held.linkedUpgradeTickets);
  }
  await marker.put('done', true);
}

/** The account's links, in the order they were made. */
async function linksOf(store: Store, accountId: string): Promise<PassLink[]> {
  const all = links(store);
  const ids = await store.collection<string>(LINKS_BY_ACCOUNT).byPrefix(`${accountId}/`);
  const found = await all.getMany(ids);
  return [...found.values()].filter((link) => link.accountId === accountId).sort((a, b) => a.order - b.order);
}

export async function linkedPasses(store: Store, accountId: string): Promise<LinkedPassHolding[]> {
  const links = await linksOf(store, accountId);
  const passes = await issuedPassesById(
    store,
    links.map((link) => link.platformAccountId),
  );
  const held = links.flatMap((link) => {
    const pass = passes.get(link.platformAccountId);
    return pass ? [{ extUserAccountTicketId: link.extUserAccountTicketId, pass }] : [];
  });
  const keys = held.map((h) => creditKey('renewal', h.pass.platformAccountId));
  const renewed = await spentCredits(store, keys);
  return held.map((h, i) => ({ ...h, renewed: renewed.has(keys[i] as string) }));
}

export const findLinkedPass = async (store: Store, accountId: string, extUserAccountTicketId: string) =>
  (await linkedPasses(store, accountId)).find(
    (held) => held.extUserAccountTicketId === extUserAccountTicketId,
  );

export type LinkOutcome = 'linked' | 'alreadyLinked' | 'linkedElsewhere';

/** Writes a link of a pass to an account, after the account's other links. */
async function writeLink(store: Store, accountId: string, platformAccountId: string): Promise<void> {
  const order = Math.max(-1, ...(await linksOf(store, accountId)).map((link) => link.order)) + 1;
  await links(store).put(platformAccountId, {
    accountId,
    platformAccountId,
    // A pass linked again gets its old id back, so bookmarks and the story's ids stay valid.
    extUserAccountTicketId: seededLinkId(platformAccountId) ?? (await nextId(store, 'uat', 2101)),
    order,
  });
  await store
    .collection<string>(LINKS_BY_ACCOUNT)
    .put(`${accountId}/${platformAccountId}`, platformAccountId);
}

/**
 * Links a pass an order of the account just issued (issue.ts): new, so no other account has it,
 * and already the account's in the ticketing system, so there is nothing to refresh.
 */
export const linkBoughtPass = (store: Store, accountId: string, platformAccountId: string) =>
  writeLink(store, accountId, platformAccountId);

/**
 * Links an issued pass to the account; a pass linked to another account stays there. Two accounts
 * linking one pass at once: the pass's lock lets one of them link it.
 */
export function linkPass(
  store: Store,
  accountId: string,
  pass: IssuedPass,
  now: number,
): Promise<LinkOutcome> {
  return store.lock([`pass-link:${pass.platformAccountId}`], async () => {
    const all = links(store);
    const current = await all.get(pass.platformAccountId);
    if (current) return current.accountId === accountId ? 'alreadyLinked' : 'linkedElsewhere';
    await writeLink(store, accountId, pass.platformAccountId);
    await store.collection<number>(REFRESH).put(accountId, now + BACKGROUND_UPDATE_MS);
    return 'linked';
  });
}

/** Unlinks one of the account's passes; false when it is not linked to this account. */
export async function unlinkPass(
  store: Store,
  accountId: string,
  extUserAccountTicketId: string,
): Promise<boolean> {
  const held = await findLinkedPass(store, accountId, extUserAccountTicketId);
  if (!held) return false;
  const id = held.pass.platformAccountId;
  await store.lock([`pass-link:${id}`], async () => {
    await links(store).delete(id);
    await store.collection<string>(LINKS_BY_ACCOUNT).delete(`${accountId}/${id}`);
  });
  return true;
}

/** True while the refresh started by the last link is running. */
export async function backgroundUpdateProcessing(
  store: Store,
  accountId: string,
  now: number,
): Promise<boolean> {
  return ((await store.collection<number>(REFRESH).get(accountId)) ?? 0) > now;
}

/** The account's linked tickets; one an order has upgraded is no longer eligible (domain/credits.ts). */
export async function linkedTickets(store: Store, accountId: string): Promise<LinkedTicketHolding[]> {
  const held = ((await tickets(store).get(accountId)) ?? []).flatMap((linked) => {
    const ticket = findIssuedTicket(linked.barcode);
    return ticket ? [{ id: linked.id, ticket }] : [];
  });
  const keys = held.map((h) => creditKey('upgrade', h.ticket.barcode));
  const upgraded = await spentCredits(store, keys);
  return held.map((h, i) =>
    h.ticket.notEligibleReason === null && upgraded.has(keys[i] as string)
      ? { ...h, ticket: { ...h.ticket, notEligibleReason: ALREADY_UPGRADED } }
      : h,
  );
}

export const findLinkedTicket = async (store: Store, accountId: string, id: string) =>
  (await linkedTickets(store, accountId)).find((held) => held.id === id);

/**
 * Links tickets by barcode for upgrade. Answers the barcodes that matched no ticket this account may
 * link (mayLinkTicket); a ticket already linked stays linked once. The account's list and each
 * ticket's first linker are read and written under their locks.
 */
export function linkTickets(
  store: Store,
  accountId: string,
  barcodes: readonly string[],
): Promise<{ unknown: string[] }> {
  const keys = [
    `upgrade-tickets:${accountId}`,
    ...barcodes.map((b) => `upgrade-ticket:${b.trim().toUpperCase()}`),
  ];
  return store.lock(keys, () => linkTicketsLocked(store, accountId, barcodes));
}

async function linkTicketsLocked(
  store: Store,
  accountId: string,
  barcodes: readonly string[],
): Promise<{ unknown: string[] }> {
  const all = tickets(store);
  let list = (await all.get(accountId)) ?? [];
  const unknown: string[] = [];
  for (const barcode of barcodes) {
    const ticket = findIssuedTicket(barcode);
    if (!ticket || !(await mayLinkTicket(store, accountId, ticket))) unknown.push(barcode);
    else if (!list.some((linked) => linked.barcode === ticket.barcode)) {
      if (buyerOf(ticket.barcode) === undefined) await linkedBy(store).put(ticket.barcode, accountId);
      // A story ticket linked again gets its old id back, as a relinked pass does.
      const id = seededTicketLinkId(accountId, ticket.barcode) ?? (await nextId(store, 'lut', 4101));
      list = [...list, { id, barcode: ticket.barcode }];
    }
  }
  await all.put(accountId, list);
  return { unknown };
}

export function unlinkTicket(store: Store, accountId: string, id: string): Promise<boolean> {
  return store.lock([`upgrade-tickets:${accountId}`], async () => {
    const all = tickets(store);
    const list = (await all.get(accountId)) ?? [];
    if (!list.some((linked) => linked.id === id)) return false;
    await all.put(
      accountId,
      list.filter((linked) => linked.id !== id),
    );
    return true;
  });
}
