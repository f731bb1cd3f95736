// The pass tag pages' rules as plain functions (seed 001 §2 'Multi pass product page by tag', §4
// 'Product lists'): the routes' tags, the Full Price and Payment Plan tabs and the installmentBilling
// query parameter that chooses one, which variants each tab shows, and the 'View All Pass Types' link.
import type { Schema } from '@boxoffice/sdk';
import { mainProducts } from './product-list';

type Product = Schema<'Product'>;
type Variant = Schema<'ProductVariant'>;

export type PassTab = 'full' | 'plan';
export const TAB_NAMES: Readonly<Record<PassTab, string>> = { full: 'Full Price', plan: 'Payment Plan' };
export const PASS_TABS: readonly PassTab[] = ['full', 'plan'];

const QUERY = 'installmentBilling';
export const PASS_TAG_PATH = '/product/multi/pass/tag';

/**
 * The tab the query chooses: `installmentBilling` is a JSON boolean (seed 001 §2), true for Payment
 * Plan. Anything else (false, absent, not JSON) opens Full Price, the page's first tab.
 */
export function tabFromQuery(search: string): PassTab {
  const value = new URLSearchParams(search).get(QUERY);
  if (value === null) return 'full';
  try {
    return JSON.parse(value) === true ? 'plan' : 'full';
  } catch {
    return 'full';
  }
}

/** The query with the tab chosen (other parameters kept), so a reload or a shared link keeps it. */
export function queryForTab(search: string, tab: PassTab): string {
  const params = new URLSearchParams(search);
  params.set(QUERY, JSON.stringify(tab === 'plan'));
  return `?${params.toString()}`;
}

/**
 * Which variants a tab shows. The seed names the tabs only; the contract says a variant's plan
 * (installmentBillingPlanDescription) 'is shown on the Payment Plan tab' and installmentBillingPlanId
 * is 'null when it cannot be paid by installments'. So, our choice: Full Price lists every pass
 * variant at its full price; Payment Plan lists the variants that have a plan, with the plan's
 * description and disclaimer. The tab chooses what is shown, not how the cart is paid: that choice
 * is the Payment Options page's (/installment-billing/select), after the cart, as seed 001 §2 orders.
 */
export const inTab = (variant: Variant, tab: PassTab): boolean =>
  tab === 'full' || variant.installmentBillingPlanId != null;

/**
 * The page's products: as on every tag page, cross-sell variants removed and products left without
 * variants dropped (mainProducts); then only pass variants (a pass page sells passes: a product
 * without one has its own pages), and a product keeps only the variants of the tab.
 */
export function passProducts(products: readonly Product[], tab: PassTab): Product[] {
  return mainProducts(products)
    .map((product) => ({ ...product, variants: product.variants.filter((v) => v.isPass && inTab(v, tab)) }))
    .filter((product) => product.variants.length > 0);
}

/** The variants shown, whose rows Add to Cart sends (rows kept under the other tab are not sent). */
export const shownVariants = (products: readonly Product[]): Variant[] => products.flatMap((p) => p.variants);

/** The route's tags: tag1, and tag2 when the route has one. */
export const routeTags = (tag1: string | undefined, tag2: string | undefined): string[] =>
  [tag1, tag2].filter((tag): tag is string => Boolean(tag)).map(decodeTag);

function decodeTag(tag: string): string {
  try {
    return decodeURIComponent(tag);
  } catch {
    return tag;
  }
}

/** 'View All Pass Types' (seed 001 §2): shown when a second tag narrows the page, back to tag1's page. */
export function viewAllHref(tags: readonly string[], verified: boolean): string | null {
  const [tag1, tag2] = tags;
  return tag1 && tag2 && !verified ? `${PASS_TAG_PATH}/${encodeURIComponent(tag1)}` : null;
}

/** Ours: the words when a tab has nothing to show. */
export const NO_PLAN_PASSES = 'None of these passes can be paid with a payment plan.';
export const NO_PASSES = 'There are no passes available at this time.';
