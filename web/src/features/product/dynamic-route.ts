// The dynamic-date selector's route, product/single/dynamic/{id} (seed 002 §2.1, §2.4), and its
// inputs: the product id from the path; from the query (names ours: the seed lists the inputs, not
// their names) `promotionCode`, `tags` (comma-separated), `promotionTypeId`, `promotionSaleFlowId`,
// `view` ('list' for the list view) and `saleFlowId` (1 Public when absent). A number that is not one
// of the contract's sale flows or promotion types is ignored, as if absent.
import type { Schema } from '@boxoffice/sdk';
import type { ProductContext } from '../../lib/sale-request';

type SaleFlowId = Schema<'SaleFlowId'>;
type PromotionTypeId = Schema<'PromotionTypeId'>;

const PUBLIC: SaleFlowId = 1;
const ROUTE = /^\/product\/single\/dynamic\/([^/]+)\/?$/;

// Records over the contract's unions: the type checker makes them list every value, and no other.
const SALE_FLOWS: Record<SaleFlowId, true> = {
  1: true,
  2: true,
  3: true,
  4: true,
  5: true,
  6: true,
  7: true,
  8: true,
  9: true,
  14: true,
  15: true,
  19: true,
};
const PROMOTION_TYPES: Record<PromotionTypeId, true> = {
  1: true,
  2: true,
  3: true,
  4: true,
  5: true,
  6: true,
  7: true,
  8: true,
  9: true,
  10: true,
  11: true,
  12: true,
  13: true,
  14: true,
  15: true,
  16: true,
  17: true,
  18: true,
  19: true,
};

function member<T extends number>(values: Record<T, true>, text: string | null): T | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Object.hasOwn(values, n) ? (n as T) : null;
}

function decodedId(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** The context of a dynamic page's path and query string; null for any other path. */
export function dynamicPageContext(path: string, search: string): ProductContext | null {
  const id = ROUTE.exec(path)?.[1];
  if (!id) return null;
  const query = new URLSearchParams(search);
  const text = (name: string) => query.get(name)?.trim() || null;
  return {
    productId: decodedId(id),
    saleFlowId: member(SALE_FLOWS, text('saleFlowId')) ?? PUBLIC,
    promotionCode: text('promotionCode'),
    tagsCsv: text('tags'),
    promotionSaleFlowId: member(SALE_FLOWS, text('promotionSaleFlowId')),
    promotionTypeId: member(PROMOTION_TYPES, text('promotionTypeId')),
    dynamic: true,
    view: text('view') === 'list' ? 'list' : null,
  };
}

/** Where a dynamic-priced product's page is (the home's card for it). */
export const dynamicPagePath = (productId: string): string =>
  `/product/single/dynamic/${encodeURIComponent(productId)}`;
