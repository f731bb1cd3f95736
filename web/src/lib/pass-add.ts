// Adding new passes with their holders (seed 001 §4 'Product lists', §7 'Add passes with product'):
// POST cart/add-pass-with-product with the rows' newPasses and the page's sale context, shared by the
// single pass page (and its modal) and the pass tag pages.
//
// The call needs a signed-in account; the pages do not (they are open). Ours, as the seed's login
// challenge does for products: an anonymous shopper's add is kept in session storage with the page's
// path, the shopper goes to the smart login, and the page they come back to makes the add kept for it
// (then on to pass demographics). So the rows typed before signing in are not lost.
import type { Schema } from '@boxoffice/sdk';
import { smartLoginHref } from './flow';

export type PassAddRequest = Schema<'AddPassWithProductRequest'>;

/** The sale context a pass page adds with (seed 001 §7): tag pages 3, verified pages 7, product 1. */
export interface PassAddContext {
  readonly saleFlowId: Schema<'SaleFlowId'>;
  readonly tags: readonly string[];
  readonly promotionCode: string | null;
  readonly specificPromotionTypeId?: Schema<'PromotionTypeId'> | null;
  readonly promotionSaleFlowId?: Schema<'SaleFlowId'> | null;
}

/** The request body: the holders and the sale context (the enums only when set: they are not nullable). */
export function passAddBody(
  context: PassAddContext,
  newPasses: Schema<'NewPassholder'>[],
  reSubmitContext: string | null = null,
): PassAddRequest {
  return {
    tags: [...context.tags],
    promotionCode: context.promotionCode,
    newPasses,
    saleFlowId: context.saleFlowId,
    reSubmitContext,
    ...(context.specificPromotionTypeId != null && {
      specificPromotionTypeId: context.specificPromotionTypeId,
    }),
    ...(context.promotionSaleFlowId != null && { promotionSaleFlowId: context.promotionSaleFlowId }),
  };
}

const PENDING_KEY = 'boxoffice.pendingPassAdd';
/** A kept add older than this is stale (the shopper went elsewhere): ours, half an hour. */
export const PENDING_FRESH_MS = 30 * 60 * 1000;

interface Pending {
  readonly path: string;
  readonly at: number;
  readonly body: PassAddRequest;
}

/** Keeps the add for the page at `path` and returns where to sign in (back to that page). */
export function keepForSignIn(path: string, body: PassAddRequest, now = Date.now()): string {
  const pending: Pending = { path, at: now, body: { ...body, reSubmitContext: null } };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  return smartLoginHref(path);
}

/** The add kept for the page at `path`, once (it is removed), while fresh; else null. */
export function takeKept(path: string, now = Date.now()): PassAddRequest | null {
  const text = sessionStorage.getItem(PENDING_KEY);
  if (text === null) return null;
  let pending: Pending | null = null;
  try {
    pending = JSON.parse(text) as Pending;
  } catch {
    // Not ours any more: dropped below.
  }
  if (pending?.path !== path) return null;
  sessionStorage.removeItem(PENDING_KEY);
  return now - pending.at <= PENDING_FRESH_MS ? pending.body : null;
}

/** Whether a failed call failed for want of a signed-in session (the SDK's error carries the status). */
export const needsSignIn = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
