// The single product page opened as a modal (seed 000 §2 'Single product page': "Can also open as a
// modal, where it closes with a flag saying whether to continue to the pass flow"). Pages of other
// features (multi-product lists, later the cross-sell and pass pages) open it through this store; the
// app mounts the product feature's modal host, so no feature imports another.
import type { Schema } from '@boxoffice/sdk';
import { proxy, ref } from 'valtio';

/** What the product modal shows: the product and the sale context of the page that opened it. */
export interface ProductModalRequest {
  readonly productId: string;
  readonly saleFlowId: Schema<'SaleFlowId'>;
  readonly promotionCode?: string | null;
  readonly tagsCsv?: string | null;
  readonly promotionSaleFlowId?: Schema<'SaleFlowId'> | null;
  readonly promotionTypeId?: Schema<'PromotionTypeId'> | null;
  /** A pass product: the modal shows the single pass view, with passholder rows (seed 001 §2). */
  readonly pass?: boolean;
  /** A dynamic-priced product: the modal shows the dynamic-date calendar (seed 002 §2.4). */
  readonly dynamic?: boolean;
  /** The dynamic calendar's view: 'list' shows the days as a list (seed 002 §2.4 `view=list`). */
  readonly view?: 'list' | null;
}

/** What one add put in the cart: the product's name and each variant with its quantity. */
export interface AddedToCart {
  readonly productName: string;
  readonly lines: readonly { readonly name: string; readonly quantity: number }[];
}

/**
 * How the modal closed: added to the cart (with the server's pass-flow flag and what was added, so
 * the opener can say so), or dismissed.
 */
export type ProductModalResult =
  | { readonly added: true; readonly proceedToPassFlow: boolean; readonly addedToCart?: AddedToCart }
  | { readonly added: false };

/** 'Added to your cart: 2 Adult (Ages 10+), 1 Child (Ages 3-9) — Day Ticket'. */
export function addedToCartText({ productName, lines }: AddedToCart): string {
  const what = lines.map((line) => `${line.quantity} ${line.name}`).join(', ');
  return `Added to your cart: ${what} — ${productName}`;
}

interface ProductModalState {
  request: ProductModalRequest | null;
  /** Counts the requests opened, so a request opened over another starts afresh. */
  opened: number;
  resolve: ((result: ProductModalResult) => void) | null;
}

export const productModal = proxy<ProductModalState>({ request: null, opened: 0, resolve: null });

/** Opens the product modal; resolves when it closes. Opening another closes the first as dismissed. */
export function openProductModal(request: ProductModalRequest): Promise<ProductModalResult> {
  closeProductModal({ added: false });
  return new Promise((resolve) => {
    productModal.request = request;
    productModal.opened += 1;
    productModal.resolve = ref(resolve);
  });
}

/** Called by the modal host when the shopper adds to the cart or dismisses the modal. */
export function closeProductModal(result: ProductModalResult): void {
  const { resolve } = productModal;
  productModal.request = null;
  productModal.resolve = null;
  resolve?.(result);
}
