// The products a pass in the cart may have ('Your Renewal Options', 'Your Upgrade Options'):
// a renewal gets its linked pass's renewal variants, a new pass the passes on public sale, an
// upgraded ticket the passes that cost more than the ticket, at the difference.
import type { Schema } from '@boxoffice/sdk';
import type { SaleContext } from '../../catalog/venue.js';
import type { PassCatalog, PassVariant } from './catalog.js';
import type { PassRecord } from './records.js';

export interface PassOption {
  readonly variant: PassVariant;
  /**
   * What this pass costs with this variant in the pass's sale context (a promotion's price when
   * one applies; for an upgrade, the pass's price less the ticket's).
   */
  readonly price: number;
  /** The promotion that set the price; null at the variant's own price and for upgrades. */
  readonly promotionName: string | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** A holder's birth date inside the variant's bounds (inclusive); an unknown birth date fits all. */
export function birthDateFits(variant: PassVariant, birthDate: string | null): boolean {
  if (!birthDate) return true;
  if (variant.minBirthDate && birthDate < variant.minBirthDate) return false;
  if (variant.maxBirthDate && birthDate > variant.maxBirthDate) return false;
  return true;
}

/** The upgrade price: what the pass costs less what the ticket cost; nothing when not above 0. */
export function upgradePrice(passPrice: number, ticketPrice: number): number | null {
  const price = cents(passPrice - ticketPrice);
  return price > 0 ? price : null;
}

export function upgradeOptions(
  catalog: PassCatalog,
  birthDate: string | null,
  ticketPrice: number,
  context: SaleContext = {},
): PassOption[] {
  return catalog.publicPassVariants.flatMap((variant) => {
    const price = upgradePrice(catalog.quote(variant, context).price, ticketPrice);
    return price !== null && birthDateFits(variant, birthDate)
      ? [{ variant, price, promotionName: null }]
      : [];
  });
}

/** The options of one pass in the cart, in catalog order, priced in the pass's sale context. */
export function passOptions(catalog: PassCatalog, pass: PassRecord): PassOption[] {
  const birthDate = pass.holder.birthDate;
  const context = pass.saleContext ?? {};
  const priced = (variant: PassVariant): PassOption => ({ variant, ...catalog.quote(variant, context) });
  switch (pass.origin.kind) {
    case 'renewal':
      return pass.origin.renewalVariantIds.flatMap((id) => {
        const variant = catalog.variant(id);
        return variant && birthDateFits(variant, birthDate) ? [priced(variant)] : [];
      });
    case 'upgrade':
      return upgradeOptions(catalog, birthDate, pass.origin.ticketPrice, context);
    case 'new':
      return catalog.publicPassVariants.filter((variant) => birthDateFits(variant, birthDate)).map(priced);
  }
}

export const findOption = (options: readonly PassOption[], variantId: string) =>
  options.find((option) => option.variant.id === variantId);

/** An option as 'Your Upgrade Options' lists it. */
export const toUpgradeProduct = ({ variant, price }: PassOption): Schema<'UpgradeProduct'> => ({
  extProductVariantId: variant.id,
  productDisplayName: variant.productDisplayName,
  productVariantDisplayName: variant.displayName,
  productShortDescription: variant.productShortDescription,
  productVariantShortDescription: variant.shortDescription,
  passLevelName: variant.passLevelName,
  price,
  installmentBillingDescription: variant.installmentPlan?.summary ?? null,
});
