// Renewal and upgrade product selection (seed 001 §2, §4 'Renewal and upgrade product selection')
// as plain state and transitions: one card per pass needing a product, the first open; Confirm
// needs a selection ('Selection is required'), collapses the card and opens the next; Continue
// needs a selection on every card.
import type { Schema } from '@boxoffice/sdk';
import { SELECTION_REQUIRED, upgradePassesMessage } from '@boxoffice/sdk/rules';
import { ADD_ON_PASS_PATH, PASS_FLOW_PATH } from '../../lib/flow';

type CartPass = Schema<'CartPass'>;
type Product = Schema<'Product'>;

export type SelectionMode = 'renewal' | 'upgrade';

export const PAGE_TITLES: Record<SelectionMode, string> = {
  renewal: 'Your Renewal Options',
  upgrade: 'Your Upgrade Options',
};

/** Where each page goes on (seed 001 §2 Flow order). */
export const NEXT_PATHS: Record<SelectionMode, string> = {
  renewal: ADD_ON_PASS_PATH,
  upgrade: PASS_FLOW_PATH,
};

/** One choice as a card lists it (the Upgrade product's fields, which both pages show). */
export type Choice = Schema<'UpgradeProduct'>;

export interface ProductCard {
  readonly pass: CartPass;
  readonly choices: readonly Choice[];
  readonly selected: string | null;
  readonly expanded: boolean;
  readonly error: string | null;
}

/**
 * The passes a page offers products for. 'Your Upgrade Options': the ticket upgrades needing one.
 * 'Your Renewal Options': the other passes needing one, and an upgrade only while it has no product
 * yet (its product is chosen on 'Your Upgrade Options', which comes before pass demographics; asking
 * again after demographics would make the shopper choose twice).
 */
export function passesNeedingProduct(passes: readonly CartPass[], mode: SelectionMode): CartPass[] {
  return passes.filter(
    (p) =>
      p.requiresProductSelection &&
      (mode === 'upgrade' ? p.isTicketUpgrade : !p.isTicketUpgrade || p.selectedExtProductVariantId === null),
  );
}

/** What a page shows for the cart's passes: their cards, nothing (it skips forward), or a message. */
export type PageContent =
  | { readonly kind: 'cards'; readonly passes: readonly CartPass[] }
  | { readonly kind: 'skip' }
  | { readonly kind: 'message'; readonly message: string };

/**
 * Seed 001 §4: with no pass needing a product the page skips forward, but 'Your Upgrade Options'
 * without a ticket upgrade says 'No tickets selected for upgrade' (the SDK's upgradePassesMessage):
 * there is nothing to upgrade, so going on would only skip past the shopper's mistake.
 */
export function pageContent(passes: readonly CartPass[], mode: SelectionMode): PageContent {
  const message = mode === 'upgrade' ? upgradePassesMessage(passes) : undefined;
  if (message) return { kind: 'message', message };
  const needing = passesNeedingProduct(passes, mode);
  return needing.length === 0 ? { kind: 'skip' } : { kind: 'cards', passes: needing };
}

/** A product list answer (renewal options) as choices, one per variant; the shown price is `displayPrice`. */
export function choicesOfProducts(products: readonly Product[]): Choice[] {
  return products.flatMap((product) =>
    product.variants.map(
      (variant): Choice => ({
        extProductVariantId: variant.extProductVariantId,
        productDisplayName: product.productDisplayName,
        productVariantDisplayName: variant.productVariantDisplayName || variant.displayName,
        productShortDescription: product.productShortDescription,
        productVariantShortDescription: variant.productVariantShortDescription,
        passLevelName: variant.effectivePassLevelName ?? variant.passLevelName,
        price: variant.displayPrice,
        installmentBillingDescription: variant.installmentBillingDescription,
      }),
    ),
  );
}

/**
 * The cards, the first expanded. Ours: a variant the pass already has (`selectedExtProductVariantId`)
 * starts selected when it is one of the choices, so a renewal keeps its level unless changed.
 */
export function initialCards(
  passes: readonly CartPass[],
  choicesOf: (pass: CartPass) => readonly Choice[],
): ProductCard[] {
  return passes.map((pass, index) => {
    const choices = choicesOf(pass);
    const current = pass.selectedExtProductVariantId;
    const selected = current && choices.some((c) => c.extProductVariantId === current) ? current : null;
    return { pass, choices, selected, expanded: index === 0, error: null };
  });
}

const mapCard = (cards: readonly ProductCard[], id: string, change: (card: ProductCard) => ProductCard) =>
  cards.map((card) => (card.pass.extCartTicketId === id ? change(card) : card));

export const select = (cards: readonly ProductCard[], id: string, variantId: string): ProductCard[] =>
  mapCard(cards, id, (card) => ({ ...card, selected: variantId, error: null }));

export const toggle = (cards: readonly ProductCard[], id: string): ProductCard[] =>
  mapCard(cards, id, (card) => ({ ...card, expanded: !card.expanded }));

/** Confirm: 'Selection is required' without one; else the card collapses and the next one opens. */
export function confirm(cards: readonly ProductCard[], id: string): ProductCard[] {
  const index = cards.findIndex((c) => c.pass.extCartTicketId === id);
  const card = cards[index];
  if (!card) return [...cards];
  if (!card.selected) return mapCard(cards, id, (c) => ({ ...c, error: SELECTION_REQUIRED, expanded: true }));
  return cards.map((c, i) => {
    if (i === index) return { ...c, expanded: false, error: null };
    if (i === index + 1) return { ...c, expanded: true };
    return c;
  });
}

export const canContinue = (cards: readonly ProductCard[]): boolean =>
  cards.length > 0 && cards.every((c) => c.selected !== null);

/** Continue without every selection: each card without one shows 'Selection is required'. */
export const markMissing = (cards: readonly ProductCard[]): ProductCard[] =>
  cards.map((c) => (c.selected ? c : { ...c, error: SELECTION_REQUIRED, expanded: true }));

/** The body of POST cart/pass-product. */
export function passProductBody(cards: readonly ProductCard[]): Schema<'PassProductRequest'> {
  return {
    passes: cards.flatMap((c) =>
      c.selected ? [{ extCartTicketId: c.pass.extCartTicketId, extProductVariantId: c.selected }] : [],
    ),
  };
}

/** The card's heading: the holder's name (or 'New Passholder') and the Pass ID when it exists. */
export function passHeading(pass: CartPass): { name: string; passId: string | null } {
  const name = [pass.firstName, pass.lastName].filter(Boolean).join(' ').trim();
  return { name: name || 'New Passholder', passId: pass.platformAccountId };
}
