// The cards saved to an account: the demo accounts' (catalog/accounts.ts) plus those saved at
// checkout with savePaymentToAccount (kept here, per account id, in 'orders.savedCards').

import { randomBytes } from 'node:crypto';
import type { Schema } from '@boxoffice/sdk';
import { findAccount, type SavedCard } from '../../catalog/accounts.js';
import type { Store } from '../../store/store.js';

const added = (store: Store) => store.collection<readonly SavedCard[]>('orders.savedCards');

export async function savedCardsOf(store: Store, accountId: string | null): Promise<SavedCard[]> {
  if (accountId === null) return [];
  const account = await findAccount(store, accountId);
  return [...(account?.savedCards ?? []), ...((await added(store).get(accountId)) ?? [])];
}

export const savedPaymentView = (card: SavedCard): Schema<'SavedPayment'> => ({
  extAccountStoredPaymentId: card.extAccountStoredPaymentId,
  cardNumberLast4: card.cardNumberLast4,
  cardBrand: card.cardBrand,
});

/**
 * Saves a card to the account (once: the same number and expiry is not added twice). Two sessions of
 * one account may save at once: the account's list is read and written under its lock.
 */
export function saveCard(
  store: Store,
  accountId: string,
  card: { brand: string; maskedCardNumber: string; expiryMonth: number; expiryYear: number },
): Promise<SavedCard> {
  return store.lock([`saved-cards:${accountId}`], () => saveCardLocked(store, accountId, card));
}

async function saveCardLocked(
  store: Store,
  accountId: string,
  card: { brand: string; maskedCardNumber: string; expiryMonth: number; expiryYear: number },
): Promise<SavedCard> {
  const existing = (await savedCardsOf(store, accountId)).find(
    (c) =>
      c.maskedCardNumber === card.maskedCardNumber &&
      c.expiryMonth === card.expiryMonth &&
      c.expiryYear === card.expiryYear,
  );
  if (existing) return existing;
  const saved: SavedCard = {
    extAccountStoredPaymentId: `sp_card_${randomBytes(6).toString('hex')}`,
    cardNumberLast4: card.maskedCardNumber.slice(-4),
    cardBrand: card.brand,
    maskedCardNumber: card.maskedCardNumber,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
  await added(store).put(accountId, [...((await added(store).get(accountId)) ?? []), saved]);
  return saved;
}
