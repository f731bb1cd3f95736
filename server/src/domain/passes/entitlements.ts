// Entitlement redemption (seed 002 §2.6): what an account was granted, less what its orders
// redeemed (a sold count, taken by the order with its seats: orders/stock.ts) and what this session's
// cart already holds for it.
import type { Schema } from '@boxoffice/sdk';
import { entitlementsOf, type GrantedEntitlement } from '../../catalog/account-holdings.js';
import type { Session, Store } from '../../store/store.js';
import { SOLD_COLLECTION, type SoldCount } from '../capacity.js';
import { cartLines } from '../cart/index.js';
import { ownHolds } from '../holds/records.js';

/** The sold count an entitlement's redemptions are counted under (orders/stock.ts takes it). */
export const entitlementCountKey = (entitlementId: string) => `entitlement:${entitlementId}`;

/**
 * Quantity of an entitlement taken since the server started: redeemed by orders, or held by carts
 * (domain/holds) until they order or let go.
 */
export const entitlementTaken = async (store: Store, entitlementId: string): Promise<number> =>
  (await store.collection<SoldCount>(SOLD_COLLECTION).get(entitlementCountKey(entitlementId)))?.sold ?? 0;

/** Quantity of an entitlement already in this session's cart. */
const inCart = (session: Session, entitlementId: string) =>
  cartLines(session)
    .filter((line) => line.entitlementId === entitlementId)
    .reduce((sum, line) => sum + line.quantity, 0);

export async function remainingQuantity(
  store: Store,
  session: Session,
  granted: GrantedEntitlement,
): Promise<number> {
  // What this session's cart holds is in the taken count and in its cart lines: counted once.
  const own = (await ownHolds(store, session.id)).get(entitlementCountKey(granted.id)) ?? 0;
  const redeemed = granted.redeemedQuantity + (await entitlementTaken(store, granted.id)) - own;
  return Math.max(0, granted.totalQuantity - redeemed - inCart(session, granted.id));
}

/** The sale flows that redeem entitlements: 2 (the entitlement page) and 15 (account entitlements). */
export const isRedemptionFlow = (saleFlowId: number): saleFlowId is GrantedEntitlement['saleFlowId'] =>
  saleFlowId === 2 || saleFlowId === 15;

export interface EntitlementToRedeem {
  readonly granted: GrantedEntitlement;
  /** What may still be redeemed: 0 once it expired (the page no longer lists it). */
  readonly remaining: number;
}

/**
 * The entitlement a cart line redeems: the signed-in account's, redeemed through this sale flow,
 * for this variant. Undefined when there is none (another account's, the other flow's, an
 * unknown id): the caller answers 404 as for any unknown id.
 */
export async function entitlementToRedeem(
  store: Store,
  session: Session,
  line: { readonly entitlementId: string; readonly productVariantId: string; readonly saleFlowId: number },
  today: string,
): Promise<EntitlementToRedeem | undefined> {
  const { accountId } = session;
  if (accountId === null || !isRedemptionFlow(line.saleFlowId)) return undefined;
  const granted = entitlementsOf(accountId, line.saleFlowId).find(
    (held) => held.id === line.entitlementId && held.productVariantId === line.productVariantId,
  );
  if (!granted) return undefined;
  const expired = granted.validityEndDate !== null && granted.validityEndDate < today;
  return { granted, remaining: expired ? 0 : await remainingQuantity(store, session, granted) };
}

/**
 * The account's entitlements that can be redeemed: not expired and with some quantity left. An empty list shows 'You do not have any entitlements that can be redeemed at this time.'
 */
export async function redeemableEntitlements(
  store: Store,
  session: Session,
  account: { readonly id: string; readonly firstName: string; readonly lastName: string },
  today: string,
): Promise<Schema<'EntitlementVariant'>[]> {
  // Account entitlements (sale flow 15) are listed by the product pages instead (getMultiProducts).
  const granted = entitlementsOf(account.id, 2);
  const remainingOf = new Map<string, number>();
  for (const g of granted) remainingOf.set(g.id, await remainingQuantity(store, session, g));
  return granted.flatMap((granted) => {
    const remaining = remainingOf.get(granted.id) ?? 0;
    // The validity range is the visit dates it can be used for: only an expired one is left out.
    const expired = granted.validityEndDate !== null && granted.validityEndDate < today;
    if (expired || remaining <= 0) return [];
    return [
      {
        id: granted.id,
        productId: granted.productId,
        productVariantId: granted.productVariantId,
        productName: granted.productName,
        productVariantName: granted.productVariantName,
        validityStartDate: granted.validityStartDate,
        validityEndDate: granted.validityEndDate,
        totalQuantity: granted.totalQuantity,
        remainingQuantity: remaining,
        accountFirstName: granted.holder?.firstName ?? account.firstName,
        accountLastName: granted.holder?.lastName ?? account.lastName,
      },
    ];
  });
}
