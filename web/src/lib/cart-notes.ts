// What a cart line and an item group say besides their names: the group's show, date, time and
// section; the line's holder, pass level, seats, offers, entitlements and delivery. One set of rules
// for the cart page and the checkout's summary, so a booked seat or a reservation's day reads the
// same in both.
import type { Schema } from '@boxoffice/sdk';
import { seatName } from '@boxoffice/sdk/rules';
import { formatMoney } from '../components/Money';
import { formatDate } from './installment-billing';

type ItemGroup = Schema<'ItemGroup'>;
type CartItem = Schema<'CartItem'>;

/** The group's when-and-where line: show, date, time and section, whichever it has. */
export function groupDetails(group: ItemGroup): string[] {
  return [
    group.showName,
    group.performanceDate ? formatDate(group.performanceDate) : null,
    group.performanceTime,
    group.showCategoryName,
  ].filter((part): part is string => Boolean(part));
}

/**
 * What else the line says: holder, pass level, seats, offers, entitlements, and (unless left out,
 * as on the checkout, where the delivery is chosen beside the summary) its delivery.
 */
export function itemNotes(item: CartItem, { delivery = true } = {}): string[] {
  const holder = [item.firstName, item.lastName].filter(Boolean).join(' ');
  return [
    holder,
    item.effectivePassLevelName ?? '',
    ...item.seats.map(seatName),
    ...item.performances.map((p) => p.seatDescription ?? ''),
    ...item.offers.map((o) => `${o.displayName}: ${formatMoney(o.adjustmentTotal)}`),
    ...item.entitlements.map((e) => `${e.displayName} x ${e.quantity}`),
    delivery && item.deliveryItem ? `Delivery: ${item.deliveryItem.displayName}` : '',
  ].filter(Boolean);
}

/** A group's parts as a summary lists them: the group itself, or each part of a package. */
export const summaryParts = (group: ItemGroup): ItemGroup[] =>
  group.isPackage ? group.packageItemGroups : [group];
