// The CartDetails of GET /cart: lines grouped by package, product and first performance, with the
// totals, the saved checkout settings and installment billing.
import type { Schema } from '@boxoffice/sdk';
import type { Venue } from '../../catalog/venue.js';
import type { Session } from '../../store/store.js';
import { type CartCatalog, cartCatalog } from './catalog.js';
import { checkoutContact } from './contact.js';
import { installmentBillingView } from './installment-state.js';
import { cartLines } from './lines.js';
import { deliveryMethodOf, lineCharges, totalsOf } from './pricing.js';
import { checkoutSettingsSlot } from './state.js';
import type { CartLine } from './types.js';

type CartDetails = Schema<'CartDetails'>;
type ItemGroup = Schema<'ItemGroup'>;
type CartItem = Schema<'CartItem'>;

/** Kinds whose items show the delivery method (tickets and passes are delivered; add-ons and donations are not). */
const DELIVERED = new Set<CartLine['kind']>([
  'ticket',
  'pass',
  'upgrade',
  'bundle',
  'entitlement',
  'reservation-ticket',
]);

/** The sale context the line was added in (CartItemSaleContext); the enums only when set. */
function saleContextView(line: CartLine): Schema<'CartItemSaleContext'> {
  return {
    saleFlowId: line.saleFlowId as Schema<'SaleFlowId'>,
    promotionCode: line.promotionCode,
    tags: [...line.tags],
    ...(line.promotionSaleFlowId !== null && { promotionSaleFlowId: line.promotionSaleFlowId }),
    ...(line.specificPromotionTypeId !== null && { specificPromotionTypeId: line.specificPromotionTypeId }),
  };
}

function itemView(line: CartLine, catalog: CartCatalog, deliveryName: string | null): CartItem {
  const variant = catalog.variant(line.productVariantId);
  const isPass = line.kind === 'pass' || line.kind === 'upgrade' || variant?.isPass === true;
  const seats = line.performances.flatMap((p) => {
    const seat = p.seatId
      ? catalog.performance(p.performanceId)?.seats.find((s) => s.id === p.seatId)
      : undefined;
    return seat ? [{ seatCategoryName: seat.categoryName, row: seat.row, seat: seat.seat }] : [];
  });
  const item: CartItem = {
    id: line.id,
    productVariantId: line.productVariantId,
    productId: line.productId,
    displayName: line.display?.displayName ?? variant?.displayName ?? line.productVariantId,
    firstName: line.passholder?.firstName ?? null,
    lastName: line.passholder?.lastName ?? null,
    effectivePassLevelName: isPass
      ? (line.passholder?.passLevelName ?? variant?.passLevelName ?? null)
      : null,
    unitPrice: line.unitPrice,
    itemTotal: lineCharges(line, catalog).subtotal,
    quantity: line.quantity,
    productVariantIsPass: isPass,
    performances: line.performances.flatMap((p) => {
      const perf = catalog.performance(p.performanceId);
      if (!perf) return [];
      const seat = p.seatId ? perf.seats.find((s) => s.id === p.seatId) : undefined;
      return [
        {
          performanceId: perf.id,
          showCategoryId: p.showCategoryId,
          showName: perf.showName,
          showCategoryName: perf.showCategories.find((c) => c.id === p.showCategoryId)?.name ?? null,
          seatDescription: seat?.name ?? null,
          performanceDate: perf.date,
          performanceTime: perf.time,
          showUIPrompt: perf.uiPrompt,
        },
      ];
    }),
    seats,
    entitlements: line.entitlementId
      ? [
          {
            quantity: line.quantity,
            displayName: line.display?.displayName ?? variant?.displayName ?? 'Entitlement',
          },
        ]
      : [],
    saleContext: saleContextView(line),
    offers: line.offers.map((o) => ({
      quantity: line.quantity,
      displayName: o.displayName,
      unitPriceAdjustment: o.unitPriceAdjustment,
      adjustmentTotal: Math.round(o.unitPriceAdjustment * line.quantity * 100) / 100,
    })),
  };
  return DELIVERED.has(line.kind) && deliveryName
    ? { ...item, deliveryItem: { displayName: deliveryName } }
    : item;
}

function groupView(lines: readonly CartLine[], catalog: CartCatalog, deliveryName: string | null): ItemGroup {
  const first = lines[0] as CartLine;
  const product = catalog.product(first.productId);
  const perf = first.performances[0] ? catalog.performance(first.performances[0].performanceId) : undefined;
  const category = perf?.showCategories.find((c) => c.id === first.performances[0]?.showCategoryId);
  const allowModification = lines.every((l) => l.allowModification);
  const name = first.display?.productName ?? product?.name ?? first.productId;
  return {
    productId: first.productId,
    productName: name,
    productDisplayName: first.display?.productDisplayName ?? product?.displayName ?? name,
    productVariantDisplayName: null,
    showId: perf?.showId ?? null,
    showName: perf?.showName ?? null,
    performanceDate: perf?.date ?? null,
    actualPerformanceDate: perf?.dateTime ?? null,
    performanceTime: perf?.time ?? null,
    performanceId: perf?.id ?? null,
    showCategoryName: category?.name ?? null,
    // A seat is not moved to another date: a seat there is chosen in the seat picker.
    allowPerformanceChange:
      allowModification &&
      perf !== undefined &&
      lines.every((l) => l.kind === 'ticket' && !l.performances.some((p) => p.seatId)),
    allowModification,
    isPackage: false,
    packageDisplayName: null,
    packageDiscountDescription: null,
    packageDiscountPercentage: null,
    displayPackageItemPricingDetails: false,
    packageItemGroups: [],
    items: lines.map((line) => itemView(line, catalog, deliveryName)),
  };
}

const groupKey = (line: CartLine) =>
  `${line.productId}|${line.performances[0]?.performanceId ?? ''}|${line.performances[0]?.showCategoryId ?? ''}`;

function groupBy(lines: readonly CartLine[], key: (line: CartLine) => string): CartLine[][] {
  const groups = new Map<string, CartLine[]>();
  for (const line of lines) {
    const k = key(line);
    groups.set(k, [...(groups.get(k) ?? []), line]);
  }
  return [...groups.values()];
}

/** The item groups of some lines; package lines form one package group holding their own groups. */
export function itemGroupsOf(
  lines: readonly CartLine[],
  catalog: CartCatalog,
  deliveryName: string | null,
): ItemGroup[] {
  return groupBy(lines, (l) => (l.packageId ? `pkg|${l.packageId}` : groupKey(l))).map((group) => {
    const packageId = group[0]?.packageId;
    if (!packageId) return groupView(group, catalog, deliveryName);
    const pkg = catalog.package(packageId);
    const inner = groupBy(group, groupKey).map((g) => groupView(g, catalog, deliveryName));
    const head = inner[0] as ItemGroup;
    const percentage = pkg ? -Math.abs(pkg.discountPercentage) : null;
    return {
      ...head,
      productName: pkg?.displayName ?? head.productName,
      productDisplayName: pkg?.displayName ?? head.productDisplayName,
      allowPerformanceChange: false,
      allowModification: false,
      isPackage: true,
      packageDisplayName: pkg?.displayName ?? head.productDisplayName,
      packageDiscountDescription: pkg?.discountDescription ?? null,
      // 000 §9: the package discount percentage is shown as the negative of the percentage.
      packageDiscountPercentage: percentage,
      displayPackageItemPricingDetails: true,
      packageItemGroups: inner,
      items: [],
    };
  });
}

/** The cart as stored (cartRevised false). `lines` defaults to the session's. */
export function cartDetails(
  session: Session,
  venue: Venue,
  now: number,
  lines: readonly CartLine[] = cartLines(session),
): CartDetails {
  const catalog = cartCatalog(venue);
  const settings = session.get(checkoutSettingsSlot);
  const delivery = deliveryMethodOf(session, catalog);
  const totals = totalsOf(lines, catalog, delivery?.price ?? 0);
  const empty = lines.length === 0;
  const contact = checkoutContact(session, settings);
  const country = contact?.countryId != null ? catalog.country(contact.countryId) : undefined;
  const details: CartDetails = {
    itemGroups: itemGroupsOf(lines, catalog, delivery?.name ?? null),
    cartEmpty: empty,
    cartRevised: false,
    reviseCartMessage: null,
    removedItems: [],
    cartTotal: totals.total,
    cartTotalNetTaxesAndFees: totals.subtotal,
    taxTotal: totals.tax,
    feeTotal: totals.fees,
    deliveryTotal: totals.delivery,
    extPaymentMethodId: settings?.paymentMethodId ?? null,
    emailAddress: contact?.emailAddress ?? null,
    firstName: contact?.firstName ?? null,
    lastName: contact?.lastName ?? null,
    phoneNumber: contact?.phoneNumber ?? null,
    phoneUseNanpFormat: country?.phoneUseNanpFormat ?? true,
    countryId: contact?.countryId ?? null,
    address1: contact?.address1 ?? null,
    address2: contact?.address2 ?? null,
    city: contact?.city ?? null,
    stateProvinceId: contact?.stateProvinceId ?? null,
    otherStateProvince: contact?.otherStateProvince ?? null,
    zipCode: contact?.zipCode ?? null,
    shippingFirstName: settings?.shippingFirstName ?? null,
    shippingLastName: settings?.shippingLastName ?? null,
    shippingPhoneNumber: settings?.shippingPhoneNumber ?? null,
    shippingCountryId: settings?.shippingCountryId ?? null,
    shippingAddress1: settings?.shippingAddress1 ?? null,
    shippingAddress2: settings?.shippingAddress2 ?? null,
    shippingCity: settings?.shippingCity ?? null,
    shippingStateProvinceId: settings?.shippingStateProvinceId ?? null,
    shippingOtherStateProvince: settings?.shippingOtherStateProvince ?? null,
    shippingZipCode: settings?.shippingZipCode ?? null,
    shippingAddressRequired: delivery?.shippingAddressRequired ?? false,
    installmentBilling: installmentBillingView(session, venue, now),
  };
  return empty || !delivery
    ? details
    : { ...details, defaultDeliveryMethod: { deliveryMethodId: delivery.id, name: delivery.name } };
}

/** An empty cart's details (a session that never shopped). */
export const emptyCartDetails = (session: Session, venue: Venue, now: number): CartDetails =>
  cartDetails(session, venue, now, []);
