// The add-ons step (ours; the seeds name the step only): the catalog variants a reservation offers,
// each with the most one reservation takes, and the quantities the shopper chose.
import type { Schema } from '@boxoffice/sdk';
import { type ReservationAddOnOffer, reservationAddOns } from '../../catalog/reservations.js';
import type { CartCatalog } from '../cart/catalog.js';
import type { ReservationData } from './types.js';

type AddOnView = Schema<'ReservationAddOn'>;

/** An offer with what the catalog says of its variant; offers the catalog no longer sells are left out. */
export interface PricedAddOn {
  readonly offer: ReservationAddOnOffer;
  readonly productId: string;
  readonly productDisplayName: string;
  readonly displayName: string;
  readonly unitPrice: number;
}

export function pricedAddOns(catalog: CartCatalog): PricedAddOn[] {
  return reservationAddOns.flatMap((offer) => {
    const variant = catalog.variant(offer.productVariantId);
    const product = variant ? catalog.product(variant.productId) : undefined;
    if (!variant || !product) return [];
    return [
      {
        offer,
        productId: product.id,
        productDisplayName: product.displayName,
        displayName: variant.displayName,
        unitPrice: variant.price,
      },
    ];
  });
}

export const addOnViews = (reservation: ReservationData, catalog: CartCatalog): AddOnView[] =>
  pricedAddOns(catalog).map((a) => ({
    productId: a.productId,
    productVariantId: a.offer.productVariantId,
    productDisplayName: a.productDisplayName,
    displayName: a.displayName,
    description: a.offer.description,
    unitPrice: a.unitPrice,
    maxQuantity: a.offer.maxQuantity,
    quantity: Math.min(reservation.addOnQuantities[a.offer.productVariantId] ?? 0, a.offer.maxQuantity),
  }));

/** Ours: the add-on's limit, worded like the wizard's other limits. */
export const addOnMaxMessage = (max: number, name: string): string => `You can add at most ${max} of ${name}`;
export const ADD_ON_TWICE_MESSAGE = 'Each add-on may be listed once';

export type AddOnChoice = Schema<'ReservationAddOnQuantity'>;

/**
 * The quantities to save (add-ons left out become 0), or why not: `unknown` lists variants the
 * reservation does not offer (a 404), `issue` is the first limit broken (a 400).
 */
export function chooseAddOns(
  choices: readonly AddOnChoice[],
  catalog: CartCatalog,
): { quantities: Record<string, number> } | { unknown: string[] } | { issue: string } {
  const offered = new Map(pricedAddOns(catalog).map((a) => [a.offer.productVariantId, a]));
  const unknown = choices.filter((c) => !offered.has(c.productVariantId)).map((c) => c.productVariantId);
  if (unknown.length > 0) return { unknown };
  const quantities: Record<string, number> = {};
  for (const choice of choices) {
    if (choice.productVariantId in quantities) return { issue: ADD_ON_TWICE_MESSAGE };
    const addOn = offered.get(choice.productVariantId) as PricedAddOn;
    if (choice.quantity > addOn.offer.maxQuantity)
      return { issue: addOnMaxMessage(addOn.offer.maxQuantity, addOn.displayName) };
    quantities[choice.productVariantId] = choice.quantity;
  }
  return { quantities };
}
