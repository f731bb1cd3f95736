// Operations of this area: getDonationSettings, getMultiProducts, getSingleProduct.
import type { Schema } from '@boxoffice/sdk';
import { parseTags } from '../../catalog/pricing.js';
import type { OfferContext, ProductOffer, Venue } from '../../catalog/venue.js';
import { productDetailView, productView, variantView } from '../../catalog/views.js';
import { notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import { listProducts, withAccountEntitlements } from './multi.js';

const variantsOf = (venue: Venue, offer: ProductOffer) =>
  offer.variants.map((q) => variantView(q, venue.installmentPlan));

export const productHandlers = {
  getSingleProduct: ({ body, services: { venue, clock }, session }) => {
    const product = venue.product(body.extProductId);
    if (!product) throw notFound(`There is no product '${body.extProductId}'`);
    const context: OfferContext = {
      saleFlowId: body.saleFlowId,
      promotionSaleFlowId: body.promotionSaleFlowId,
      promotionTypeId: body.promotionTypeId,
      promotionCode: body.promotionCode,
      tags: parseTags(body.tagsCsv),
      variantId: body.extProductVariantId,
      signedIn: session.accountId !== null,
    };
    const offer = venue.offer(product, context, venue.dateOf(clock.now())) as ProductOffer;
    return ok({
      success: offer.available,
      message: offer.message,
      value: productDetailView(product, variantsOf(venue, offer), offer.requiresLoginChallenge),
    });
  },

  getMultiProducts: async ({ body, services: { venue, store, clock }, session }) => {
    const list = listProducts(venue, body, session.accountId !== null, venue.dateOf(clock.now()));
    let products: Schema<'Product'>[] = list.offers.map((offer) =>
      productView(offer.product, variantsOf(venue, offer)),
    );
    if (body.saleFlowId === 15) products = await withAccountEntitlements(products, store, session);
    return ok({
      success: list.message === null,
      message: list.message,
      value: {
        products,
        pageTitle: list.pageTitle,
        pageDescription: list.pageDescription,
        requiresLoginChallenge: list.requiresLoginChallenge,
      },
    });
  },

  getDonationSettings: ({ services: { venue } }) => {
    const { donation } = venue;
    const product = venue.product(donation.productId);
    const onSale = product?.onSale === true && venue.variant(donation.variantId) !== undefined;
    if (!product || !onSale)
      return ok({
        success: false,
        message: 'Donations are not being accepted at this time.',
        roundUpEnabled: false,
        roundUpMinimum: donation.roundUpMinimum,
      });
    return ok({
      success: true,
      message: null,
      product: {
        extVariantId: donation.variantId,
        productDisplayName: product.displayName,
        productLongDescription: product.longDescription,
        productDisclaimer: product.disclaimer,
      },
      roundUpEnabled: donation.roundUpEnabled,
      roundUpMinimum: donation.roundUpMinimum,
    });
  },
} satisfies Handlers;
