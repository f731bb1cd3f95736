// The single product page's routes and the sale context each opens with (seed 000 §2 route table):
// product/single/{id} sells in sale flow 1 (Public), product/single/advance/{id} in 14 (AdvancedSale).
// product/single/pass/{id} is the single pass page (seed 001 §2).
// One parse of the path for the page and for the call begun at start-up (load-product.ts).
import type { Schema } from '@boxoffice/sdk';
import type { ProductContext } from '../../lib/sale-request';

const PUBLIC: Schema<'SaleFlowId'> = 1;
const ADVANCED_SALE: Schema<'SaleFlowId'> = 14;

const ROUTE = /^\/product\/single\/(?:(advance)\/)?([^/]+)\/?$/;
const PASS_ROUTE = /^\/product\/single\/pass\/([^/]+)\/?$/;

function decodedId(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** The sale context of a product page's path; null for any other path. */
export function productPageContext(path: string): ProductContext | null {
  const match = ROUTE.exec(path);
  const [, advance, id] = match ?? [];
  if (!id) return null;
  return { productId: decodedId(id), saleFlowId: advance ? ADVANCED_SALE : PUBLIC };
}

/**
 * product/single/pass/{id} (seed 001 §2): the single pass page. The seed names no sale flow for it;
 * ours is the single product page's, 1 (Public).
 */
export function passPageContext(path: string): ProductContext | null {
  const id = PASS_ROUTE.exec(path)?.[1];
  return id ? { productId: decodedId(id), saleFlowId: PUBLIC, pass: true } : null;
}

/** Where a pass product's own page is (the home's pass cards, a pass opened on product/single/{id}). */
export const passPagePath = (productId: string): string =>
  `/product/single/pass/${encodeURIComponent(productId)}`;
