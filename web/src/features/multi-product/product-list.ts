// The multi-product pages' rules as plain functions (seed 001 §2 'Flow order', §4 'Product lists',
// 'Promotion code page'; seed 000 §5 'Add to cart'), tested in test/multi-product without a browser.
import type { Schema } from '@boxoffice/sdk';
import { canAddToCart } from '@boxoffice/sdk/rules/quantity';
import type { QuantityEntry } from '../../components/VariantRows';
import { PASS_FLOW_PATH, PROMO_PATH, stepAfterProductSelection } from '../../lib/flow';
import { addedToCartText, type ProductModalResult } from '../../lib/product-modal';

type Product = Schema<'Product'>;
type CartLine = Schema<'CartLine'>;

export { itemsToSend } from '../../lib/cart-lines';
export { ADD_ON_NON_PASS_PATH, PASS_FLOW_PATH } from '../../lib/flow';
export const CART_PATH = '/cart';

/** Tag product lists: cross-sell variants are removed, and products left with no variants dropped. */
export function mainProducts(products: readonly Product[]): Product[] {
  return products
    .map((product) => ({ ...product, variants: product.variants.filter((v) => !v.isCrossSell) }))
    .filter((product) => product.variants.length > 0);
}

/**
 * The add-on step's cross-sell list: what the server offers under promotion type 18, less the
 * variants the add-on list already shows, so no variant is listed twice at two prices.
 */
export function crossSellProducts(products: readonly Product[], addOns: readonly Product[]): Product[] {
  const shown = new Set(addOns.flatMap((product) => product.variants.map((v) => v.id)));
  return products
    .map((product) => ({ ...product, variants: product.variants.filter((v) => !shown.has(v.id)) }))
    .filter((product) => product.variants.length > 0);
}

/** A pass product: its variants take passholder rows, not quantities (seed 001 §4, §5). */
export const isPassProduct = (product: Product): boolean =>
  product.passKindId != null || product.variants.some((v) => v.isPass);

/**
 * Products sold for dated performances, or whose variants the venue hides in lists, are chosen on
 * the single product page, opened as a modal; so are passes on a list of quantities (the tag and
 * promotion code pages), in the single pass view with its passholder rows. The others show their
 * variant rows on the list.
 */
export const opensModal = (product: Product): boolean =>
  product.hasPerformances || product.hideVariantsInMultiProductView || isPassProduct(product);

/**
 * The variants a list names, with their prices, above a pass product's Select (seed 001 §4: 'the multi
 * tag pages list products with variants'); none when the venue hides them, or for other products
 * that open the modal (their variants depend on the performance chosen there).
 */
export const listedPassVariants = (product: Product): Product['variants'] =>
  isPassProduct(product) && !product.hideVariantsInMultiProductView ? product.variants : [];

/** The button of a product that opens the modal: tickets for performances, else a plain 'Select'. */
export const modalButtonText = (product: Product): string =>
  product.hasPerformances ? 'Select Tickets' : 'Select';

/** Seed 001 §2: if the add-on list and the cross-sell list are both empty, the step is skipped. */
export const skipAddOnStep = (addOns: readonly Product[], crossSells: readonly Product[]): boolean =>
  addOns.length === 0 && crossSells.length === 0;

/**
 * After product selection (seed 001 §2): pass products go to pass demographics, others to the
 * non-pass add-on selection. The server's proceedToPassFlow says a pass was added; a pass product
 * (passKindId) among those added says the same when an older server leaves the flag out.
 */
export function nextStepAfterAdd(proceedToPassFlow: boolean, added: readonly Product[]): string {
  return stepAfterProductSelection(proceedToPassFlow || added.some((product) => product.passKindId != null));
}

/** After the product modal closes: a pass added goes on to the pass flow; otherwise stay (null). */
export function stepAfterModal(result: { added: boolean; proceedToPassFlow?: boolean }): string | null {
  return result.added && result.proceedToPassFlow ? PASS_FLOW_PATH : null;
}

/** What the page does once the product modal closes. */
export interface ModalOutcome {
  /** Remember this page as the product-selection path ('Add more items' comes back here). */
  readonly remember: boolean;
  /** Where the flow goes on (the pass flow), or null to stay on the list. */
  readonly next: string | null;
  /** The message saying what was added, when the shopper stays. */
  readonly notice: string | null;
}

/**
 * After the modal: an add on a product-selection page (tag, verified tag, promotion code; not the
 * add-on step, which comes after product selection) remembers the page, as the list's own Add to
 * Cart does; a pass goes on to the pass flow; anything else stays, saying what was added.
 */
export function modalOutcome(result: ProductModalResult, selectionPage: boolean): ModalOutcome {
  if (!result.added) return { remember: false, next: null, notice: null };
  const next = stepAfterModal(result);
  const notice = !next && result.addedToCart ? addedToCartText(result.addedToCart) : null;
  return { remember: selectionPage, next, notice };
}

/** A cart line with its variant's limits, for the seed 000 §5 Add-to-Cart rule. */
export interface ListLine extends CartLine {
  readonly minQuantity: number;
  readonly maxQuantity: number;
}

/** The lines of the products shown with variant rows (not those chosen in the modal). */
export function listLines(
  products: readonly Product[],
  quantities: Readonly<Record<string, QuantityEntry>>,
): ListLine[] {
  return products
    .filter((product) => !opensModal(product))
    .flatMap((product) =>
      product.variants.map((variant) => ({
        productVariantId: variant.id,
        productId: product.id,
        performances: [],
        entitlementId: null,
        quantity: quantities[variant.id]?.quantity ?? 0,
        minQuantity: variant.minQuantity,
        maxQuantity: variant.maxQuantity,
      })),
    );
}

/** Seed 000 §5: at least one quantity above 0 and every quantity valid (list products have no performances). */
export const canAdd = (lines: readonly ListLine[]): boolean => canAddToCart(lines, true);

/** The products some of whose variants are in the lines sent (for the next-step rule). */
export function productsAdded(products: readonly Product[], items: readonly CartLine[]): Product[] {
  const ids = new Set(items.map((item) => item.productId));
  return products.filter((product) => ids.has(product.id));
}

/** The promotion code as submitted: trimmed; empty means nothing to submit (null). */
export function normalizePromoCode(text: string): string | null {
  const code = text.trim();
  return code === '' ? null : code;
}

/** The page of a promotion code's products. */
export const promoCodePath = (code: string): string => `${PROMO_PATH}/${encodeURIComponent(code)}`;

/** The route's code, decoded (the router leaves reserved characters such as %2F encoded). */
export function promoCodeFromRoute(param: string | undefined): string | null {
  if (param === undefined) return null;
  let code = param;
  try {
    code = decodeURIComponent(param);
  } catch {
    // A stray '%' that is not an escape: keep the text as it came.
  }
  return normalizePromoCode(code);
}
