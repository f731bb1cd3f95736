// The products a pass in the cart may have ('Your Renewal Options', 'Your Upgrade Options'):
// a renewal gets its linked pass's renewal variants, a new pass the passes on public sale, an
// upgraded ticket the passes that cost more than the ticket, at the difference.
import type { Schema } from '@boxoffice/sdk';
import type { PassCatalog, PassVariant } from './catalog.js';
import type { PassRecord } from './records.js';

export interface PassOption {
  readonly variant: PassVariant;
  /** What this pass costs with this variant (for an upgrade, the pass's price less the ticket's). */
  readonly price: number;
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
): PassOption[] {
  return catalog.publicPassVariants.flatMap((variant) => {
    const price = upgradePrice(variant.price, ticketPrice);
    return price !== null && birthDateFits(variant, birthDate) ? [{ variant, price }] : [];
  });
}

/** The options of one pass in the cart, in catalog order. */
export function passOptions(catalog: PassCatalog, pass: PassRecord): PassOption[] {
  const birthDate = pass.holder.birthDate;
  switch (pass.origin.kind) {
    case 'renewal':
      return pass.origin.renewalVariantIds.flatMap((id) => {
        const variant = catalog.variant(id);
        return variant && birthDateFits(variant, birthDate) ? [{ variant, price: variant.price }] : [];
      });
    case 'upgrade':
      return upgradeOptions(catalog, birthDate, pass.origin.ticketPrice);
    case 'new':
      return catalog.publicPassVariants
        .filter((variant) => birthDateFits(variant, birthDate))
        .map((variant) => ({ variant, price: variant.price }));
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
