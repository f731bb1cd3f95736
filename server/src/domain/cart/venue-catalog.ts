// The cart's view of the catalog engineer's Venue.
import type { Venue } from '../../catalog/venue.js';
import { levelOf } from '../capacity.js';
import type { CartCatalog, CartPerformance } from './catalog.js';

export function venueCatalog(venue: Venue): CartCatalog {
  const performance = (id: string): CartPerformance | undefined => {
    const p = venue.performance(id);
    if (!p) return undefined;
    const product = venue.product(p.productId);
    return {
      id: p.id,
      productId: p.productId,
      productIds: p.productIds,
      showId: p.showId,
      showName: p.showName,
      date: p.date,
      time: p.time,
      dateTime: p.dateTime,
      uiPrompt: p.uiPrompt,
      showCategories: p.showCategories,
      seats: p.seats,
      // What was sold before start-up is gone; live sales are in the 'sold' collection.
      capacity: Math.max(0, p.capacity - p.preSold),
      onSale: product?.onSale !== false,
      capacityLevelId: levelOf(p.capacity - p.preSold, p.capacity),
    };
  };
  const general = venue.installmentPlans[0];
  const planMethod = venue.paymentMethods.find((m) => m.processorUi === 'uplift');
  return {
    variant: (id) => {
      const v = venue.variant(id);
      return (
        v && {
          id: v.id,
          productId: v.productId,
          displayName: v.displayName,
          price: v.unitPrice,
          minQuantity: v.minQuantity,
          maxQuantity: v.maxQuantity,
          taxRate: v.taxRate,
          feePerUnit: v.feePerUnit,
          isPass: v.isPass,
          passLevelName: v.passLevelName,
          installmentPlanId: v.installmentPlanId,
          blocksInstallments: v.blocksInstallmentBilling,
        }
      );
    },
    product: (id) => {
      const p = venue.product(id);
      return (
        p && {
          id: p.id,
          name: p.name,
          displayName: p.displayName,
          isDonation: p.kind === 'donation',
          isAddOn: p.kind === 'addOn',
          allowModification: p.allowModification,
          allowPerformanceChange: p.allowPerformanceChange,
        }
      );
    },
    performance,
    installmentPlan: (id) => {
      const plan = venue.installmentPlan(id);
      return (
        plan && {
          id: plan.id,
          planTypeId: plan.planTypeId,
          paymentDivisor: plan.paymentDivisor,
          apr: plan.apr,
          minimumTotal: plan.minimumTotal,
          description: plan.description,
          disclaimer: plan.disclaimer,
          selectionWarning: plan.selectionWarning,
          terms: { label: plan.termsLabel, content: plan.termsHtml },
        }
      );
    },
    generalInstallmentTerms: general
      ? { label: general.termsLabel, content: general.termsHtml }
      : { label: 'Payment Plan Terms', content: '' },
    package: (id) => {
      const pkg = venue.package(id);
      return (
        pkg && {
          id: pkg.id,
          displayName: pkg.displayName,
          discountPercentage: pkg.discountPercentage,
          discountDescription: pkg.discountDescription,
        }
      );
    },
    price: (variantId, context, date) => {
      const quote = venue.price(variantId, context, date);
      return (
        quote && {
          price: quote.price,
          displayPrice: quote.displayPrice,
          promotionName: quote.promotion?.displayName ?? null,
        }
      );
    },
    deliveryMethods: venue.deliveryMethods,
    paymentMethods: venue.paymentMethods,
    installmentPaymentMethodId: general?.paymentMethodId ?? planMethod?.id ?? 'pm_plan',
    country: (id) => {
      const c = venue.country(id);
      return (
        c && { id: c.id, phoneUseNanpFormat: c.phoneUseNanpFormat, hasStates: venue.statesOf(id).length > 0 }
      );
    },
    state: (id) => {
      const s = venue.state(id);
      return (
        s && {
          id: s.id,
          countryId: s.countryId,
          requireLocationAcknowledgement: s.requireLocationAcknowledgement === true,
        }
      );
    },
    donationVariantId: venue.donation.variantId,
    today: (now) => venue.dateOf(now),
  };
}
