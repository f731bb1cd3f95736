// The single product page's routes and the sale context each opens with (seed 000 §2 route table):
// product/single/{id} sells in sale flow 1 (Public), product/single/advance/{id} in 14 (AdvancedSale).
// One parse of the path for the page and for the call begun at start-up (load-product.ts).
import type { Schema } from '@boxoffice/sdk';
import type { ProductContext } from '../../lib/sale-request';

const PUBLIC: Schema<'SaleFlowId'> = 1;
const ADVANCED_SALE: Schema<'SaleFlowId'> = 14;

const ROUTE = /^\/product\/single\/(?:(advance)\/)?([^/]+)\/?$/;

/** The sale context of a product page's path; null for any other path. */
export function productPageContext(path: string): ProductContext | null {
  const match = ROUTE.exec(path);
  const [, advance, id] = match ?? [];
  if (!id) return null;
  let productId: string;
  try {
    productId = decodeURIComponent(id);
  } catch {
    productId = id;
  }
  return { productId, saleFlowId: advance ? ADVANCED_SALE : PUBLIC };
}
