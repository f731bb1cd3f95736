// Entitlement and account-entitlement redemption as plain rules (seed 002 §2.6, §2.7, §3, §4.5, §5,
// §8, §9): the lists grouped by product variant, the page texts from the resources, the quantity
// limits, Add to Cart's enabling rule and the lines it sends. The quantity rules are the SDK's
// (`@boxoffice/sdk/rules/quantity`, zod-free).
import type { Schema } from '@boxoffice/sdk';
import { canAddToCart, linesToSend, type QuantityLine } from '@boxoffice/sdk/rules/quantity';
import { toTyped } from '../../components/dates';
import {
  noPerformances,
  type SelectorState,
  selectionComplete,
} from '../../components/performance-selector/selector-state';
import { fillPlaceholders } from '../../lib/resources';

export type Entitlement = Schema<'EntitlementVariant'>;
type ListedProduct = Schema<'Product'>;
type CartLine = Schema<'CartLine'>;
type LinePerformance = Schema<'CartLinePerformance'>;

export const EMPTY_STATE = 'You do not have any entitlements that can be redeemed at this time.';
export const DEFAULT_TITLE = 'Redeem your entitlements';
/**
 * Seed 002's own words for the redemption modal (§2.6, §8), which win there; the product page keeps
 * seed 000 §8's sentence ('There are no products available for this date / time').
 */
export const NO_PRODUCTS = 'no products available for this date / time';
export const TITLE_RESOURCE = 'entitlement.page.title';
export const DESCRIPTION_RESOURCE = 'entitlement.page.description';

/** The sale flows that redeem (seed 002 §7.4): 2 ticketing entitlement redemption, 15 account entitlement. */
export const ENTITLEMENT_SALE_FLOW = 2 satisfies Schema<'SaleFlowId'>;
export const ACCOUNT_ENTITLEMENT_SALE_FLOW = 15 satisfies Schema<'SaleFlowId'>;

/** One row of the entitlement list: the entitlements (one per passholder) of one product variant. */
export interface EntitlementGroup {
  readonly productId: string;
  readonly productVariantId: string;
  readonly productName: string;
  readonly productVariantName: string;
  readonly validityStartDate: string | null;
  readonly validityEndDate: string | null;
  readonly totalQuantity: number;
  readonly remainingQuantity: number;
  readonly entitlements: readonly Entitlement[];
}

const earliest = (a: string | null, b: string | null) => (a === null || b === null ? null : a < b ? a : b);
const latest = (a: string | null, b: string | null) => (a === null || b === null ? null : a > b ? a : b);

/**
 * The entitlements grouped by product variant, in the order the server listed them. The group's
 * validity spans its entitlements' (open-ended when one is); granted and remaining are summed.
 */
export function groupEntitlements(list: readonly Entitlement[]): EntitlementGroup[] {
  const groups = new Map<string, EntitlementGroup>();
  for (const e of list) {
    const group = groups.get(e.productVariantId);
    groups.set(
      e.productVariantId,
      group
        ? {
            ...group,
            validityStartDate: earliest(group.validityStartDate, e.validityStartDate),
            validityEndDate: latest(group.validityEndDate, e.validityEndDate),
            totalQuantity: group.totalQuantity + e.totalQuantity,
            remainingQuantity: group.remainingQuantity + e.remainingQuantity,
            entitlements: [...group.entitlements, e],
          }
        : {
            productId: e.productId,
            productVariantId: e.productVariantId,
            productName: e.productName,
            productVariantName: e.productVariantName,
            validityStartDate: e.validityStartDate,
            validityEndDate: e.validityEndDate,
            totalQuantity: e.totalQuantity,
            remainingQuantity: e.remainingQuantity,
            entitlements: [e],
          },
    );
  }
  return [...groups.values()];
}

/** 'mm/dd/yyyy – mm/dd/yyyy', or one open end ('From …', 'Until …'); null without a range. */
export function validityText(start: string | null, end: string | null): string | null {
  if (start && end) return `${toTyped(start)} – ${toTyped(end)}`;
  if (start) return `From ${toTyped(start)}`;
  if (end) return `Until ${toTyped(end)}`;
  return null;
}

/** The passholder's name beside the quantity; the seed gives no words for a nameless one: ours. */
export function holderName(e: Pick<Entitlement, 'accountFirstName' | 'accountLastName'>): string {
  return [e.accountFirstName, e.accountLastName].filter(Boolean).join(' ') || 'Account holder';
}

/** One row of the account-entitlement list: a product's variant with its entitlement. */
export interface AccountEntitlementRow {
  readonly product: ListedProduct;
  readonly variant: Schema<'ProductVariant'>;
  readonly entitlement: Schema<'VariantEntitlement'>;
}

/** The variants that carry an entitlement, product by product (the server lists only the account's). */
export function accountEntitlementRows(products: readonly ListedProduct[]): AccountEntitlementRow[] {
  return products.flatMap((product) =>
    product.variants.flatMap((variant) =>
      variant.entitlement ? [{ product, variant, entitlement: variant.entitlement }] : [],
    ),
  );
}

/** What a Redeem modal is opened for: an entitlement row or an account-entitlement row. */
export type RedeemTarget =
  | { readonly kind: 'entitlement'; readonly group: EntitlementGroup }
  | { readonly kind: 'account'; readonly row: AccountEntitlementRow };

export interface PageTexts {
  readonly title: string;
  readonly description: string | null;
}

/**
 * The page's title and description from the resources, `{{name}}` placeholders filled; the title
 * defaults to 'Redeem your entitlements' (one with a placeholder left unfilled does too). A
 * description's placeholder without a value is taken out with the comma or space before it, so the
 * greeting goes without a name ('Welcome back, {{firstName}}.' reads 'Welcome back.') rather than
 * with '{{firstName}}' in it or, worse, with someone else's name.
 */
export function pageTexts(
  title: string | null,
  description: string | null,
  values: Readonly<Record<string, string>>,
): PageTexts {
  const filledTitle = title?.trim() ? fillPlaceholders(title, values) : '';
  const filled = description?.trim() ? withoutUnfilled(fillPlaceholders(description, values)) : '';
  return {
    title: filledTitle && !/\{\{/.test(filledTitle) ? filledTitle : DEFAULT_TITLE,
    description: filled || null,
  };
}

/**
 * The text without its unfilled placeholders, each with the ', ' or ' ' before it; one that opened
 * the text takes the ', ' after it too, and the text then starts with a capital.
 */
export function withoutUnfilled(text: string): string {
  const left = text
    .replace(/[,\s]*\{\{\s*\w+\s*\}\}/g, '')
    .replace(/^[,\s]+/, '')
    .trim();
  return /^\s*\{\{/.test(text) ? left.charAt(0).toUpperCase() + left.slice(1) : left;
}

/**
 * The values the texts' placeholders take: the signed-in shopper's own, from the session (the
 * contract's Session.firstName). The greeting is for the shopper, so it is never filled from the
 * entitlements (their accountFirstName is each passholder's, a family member's pass included); a
 * session without a name leaves `{{firstName}}` unfilled and the greeting goes without one.
 */
export function shopperValues(session: Pick<Schema<'Session'>, 'firstName'> | null): Record<string, string> {
  const firstName = session?.firstName?.trim();
  return firstName ? { firstName } : {};
}

/**
 * 'All selections valid' (seed 002 §4.5): a product without performances needs none; one with them
 * needs every selection made (with the section or seat its show type asks for) and something on sale.
 */
export function selectionValid(hasPerformances: boolean, selector: SelectorState): boolean {
  return !hasPerformances || (selectionComplete(selector) && !noPerformances(selector));
}

/** Quantities by entitlement id; a missing one is 0. */
export type Quantities = Readonly<Record<string, number>>;

/** Each entitlement's quantity with its limits: 0 to what remains (seed 002 §5). */
function quantityLines(group: EntitlementGroup, quantities: Quantities): QuantityLine[] {
  return group.entitlements.map((e) => ({
    quantity: quantities[e.id] ?? 0,
    minQuantity: 0,
    maxQuantity: e.remainingQuantity,
  }));
}

/**
 * Add to Cart (seed 002 §4.5): at least one quantity above 0, every quantity within its limits, and
 * every selection valid (`selectionValid`: true for a product without performances).
 */
export function canRedeemEntitlements(
  group: EntitlementGroup,
  quantities: Quantities,
  selectionValid: boolean,
): boolean {
  return canAddToCart(quantityLines(group, quantities), selectionValid);
}

/** The account entitlement's single quantity: above 0, at most the remaining redemptions, selection valid. */
export function canRedeemAccountEntitlement(
  row: AccountEntitlementRow,
  quantity: number,
  selectionValid: boolean,
): boolean {
  return canAddToCart(
    [{ quantity, minQuantity: 0, maxQuantity: row.entitlement.remainingRedemptions }],
    selectionValid,
  );
}

/** The lines of an entitlement redemption: one per passholder with a quantity above 0. */
export function entitlementCartLines(
  group: EntitlementGroup,
  quantities: Quantities,
  performances: readonly LinePerformance[],
): CartLine[] {
  return linesToSend(
    group.entitlements.map((e) => ({
      productId: group.productId,
      productVariantId: group.productVariantId,
      performances: [...performances],
      entitlementId: e.id,
      quantity: quantities[e.id] ?? 0,
    })),
  );
}

/** The line of an account-entitlement redemption, unless its quantity is 0 or less. */
export function accountEntitlementCartLines(
  row: AccountEntitlementRow,
  quantity: number,
  performances: readonly LinePerformance[],
): CartLine[] {
  return linesToSend([
    {
      productId: row.product.id,
      productVariantId: row.variant.id,
      performances: [...performances],
      entitlementId: row.entitlement.id,
      quantity,
    },
  ]);
}
