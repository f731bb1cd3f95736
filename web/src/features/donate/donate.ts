// The donate step's rules as plain functions (seed 002 §2.5, §4.4, §5): when it is skipped, the
// round-up offer, and the custom amount's state. The amount rules themselves are the shared ones.
import type { Schema } from '@boxoffice/sdk';
import { DONATION_AMOUNT_INVALID, parseDonationAmount, roundUpAmount } from '@boxoffice/sdk/rules';

type Settings = Schema<'DonationSettingsResult'>;
type Cart = Schema<'CartDetails'>;

/** After the donate step: checkout, in the ordinary flow. */
export const NEXT_AFTER_DONATE = '/checkout';

/** Every productVariantId in the cart, packages' contents included. */
function variantIds(groups: readonly Schema<'ItemGroup'>[]): string[] {
  return groups.flatMap((g) => [
    ...g.items.map((i) => i.productVariantId),
    ...variantIds(g.packageItemGroups),
  ]);
}

/**
 * Skip the step when the settings could not be loaded (null: a load error is ignored), report
 * failure, name no product, or the cart already holds the donation product.
 */
export function skipDonation(settings: Settings | null, cart: Pick<Cart, 'itemGroups'> | null): boolean {
  if (!settings?.success || !settings.product) return true;
  const donation = settings.product.extVariantId;
  return cart !== null && variantIds(cart.itemGroups).includes(donation);
}

/** The round-up amount to offer, or null: only when enabled and at least the minimum. */
export function roundUpOffer(settings: Settings, cartTotal: number): number | null {
  return settings.roundUpEnabled ? roundUpAmount(cartTotal, settings.roundUpMinimum) : null;
}

/** The custom amount as typed: the amount to send, or null while it is empty or invalid. */
export function customAmount(text: string, fieldValid = true): number | null {
  if (!fieldValid || text.trim() === '') return null;
  return parseDonationAmount(text);
}

/**
 * The custom amount's message, or null: shown (with the red outline) for a typed amount the rule
 * refuses, and also for one the browser refuses. A number input holding letters (validity.badInput)
 * reads as '', so the text alone would look empty and the field would show nothing.
 */
export function customAmountMessage(text: string, fieldValid = true): string | null {
  if (!fieldValid) return DONATION_AMOUNT_INVALID;
  return text.trim() !== '' && customAmount(text) === null ? DONATION_AMOUNT_INVALID : null;
}
