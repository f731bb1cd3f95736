// The 'Update shopping cart items' modal as data (seed 000 §2 'Cart item change modal', §4 'Cart'):
// the choices it holds, when Update is disabled, when removal must be confirmed first, and the
// POST /cart/modify items it sends.
import type { Schema } from '@boxoffice/sdk';
import { isValidQuantity, type QuantityLimits, quantityLimits } from '@boxoffice/sdk/rules/quantity';
import { type ProductContext, performanceContext } from '../../lib/sale-request';

type ItemGroup = Schema<'ItemGroup'>;
type Performance = Schema<'Performance'>;
type CartModifyItem = Schema<'CartModifyItem'>;
type Variant = Schema<'ProductVariant'>;
type CartItem = Schema<'CartItem'>;

/**
 * The sale context of the change modal's calls (seed 000 §7: product-date-performance takes the sale
 * flow, promotion fields and tags): the one the group's lines were added in (CartItem saleContext),
 * so the dates, times and limits shown are those of the flow the tickets were sold in. A line
 * without one (a backend that does not send it) is asked about in the Public sale flow (1).
 */
export function changeContext(group: Pick<ItemGroup, 'productId' | 'items'>): ProductContext {
  const sold = group.items[0]?.saleContext;
  if (!sold) return { productId: group.productId, saleFlowId: 1 };
  return {
    productId: group.productId,
    saleFlowId: sold.saleFlowId,
    promotionCode: sold.promotionCode,
    tagsCsv: sold.tags.join(','),
    promotionSaleFlowId: sold.promotionSaleFlowId ?? null,
    promotionTypeId: sold.specificPromotionTypeId ?? null,
  };
}

/** POST /performance/product-date-performance for the date's times: the seed's full payload. */
export function timesRequest(context: ProductContext, date: string): Schema<'ProductDatePerformanceRequest'> {
  return { productId: context.productId, productIds: [], date, ...performanceContext(context) };
}

/** Per cart item id: its variant's quantity limits (seed 000 §5), from the product's variants. */
export type ItemLimits = Readonly<Record<string, QuantityLimits>>;

/**
 * Each item's limits are its variant's minQuantity/maxQuantity (Adult 1 to 10); an item whose
 * variant the product no longer lists keeps the defaults (1 to 100), and the server has the last word.
 * A seated item is one ticket per seat chosen in the seat picker: it keeps its quantity or is removed.
 */
export function itemLimits(items: readonly CartItem[], variants: readonly Variant[]): ItemLimits {
  const byId = new Map(variants.map((v) => [v.id, v]));
  return Object.fromEntries(
    items.map((item) => {
      const limits = quantityLimits(byId.get(item.productVariantId));
      const seated = item.seats.length > 0;
      return [item.id, seated ? { min: Math.min(limits.min, item.quantity), max: item.quantity } : limits];
    }),
  );
}

export interface ChangeState {
  /** yyyy-mm-dd chosen in the date picker (the group's date at first). */
  readonly date: string;
  /** The time chosen for that date; null until one is chosen after a date change. */
  readonly performanceId: string | null;
  /** Per cart item id: the quantity (NaN when the typed text is not a number) and its validity. */
  readonly quantities: Readonly<Record<string, { quantity: number; valid: boolean }>>;
}

export function initialChangeState(group: ItemGroup): ChangeState {
  return {
    date: group.performanceDate ?? '',
    performanceId: group.performanceId,
    quantities: Object.fromEntries(group.items.map((i) => [i.id, { quantity: i.quantity, valid: true }])),
  };
}

/** Today as yyyy-mm-dd in the shopper's time zone: the date picker's minimum. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface TimeOption {
  readonly performanceId: string;
  readonly label: string;
}

/**
 * The time dropdown: the date's first-selection performances of the group's show, each labelled
 * with its time and capacity description ('2:00 PM - Limited').
 */
export function timeOptions(performances: readonly Performance[], showId: string | null): TimeOption[] {
  return performances
    .filter((p) => p.selectionIndex === 1 && (!showId || p.showId === showId))
    .map((p) => ({
      performanceId: p.performanceId,
      label: p.capacityDescription ? `${p.performanceTime} - ${p.capacityDescription}` : p.performanceTime,
    }));
}

/**
 * Update is disabled while any quantity is invalid (not a whole number, or outside its variant's
 * limits), or a performance change has no time chosen.
 */
export function updateDisabled(state: ChangeState, group: ItemGroup, limits: ItemLimits = {}): boolean {
  const badQuantity = Object.entries(state.quantities).some(
    ([id, q]) => !q.valid || Number.isNaN(q.quantity) || !isValidQuantity(q.quantity, limits[id]),
  );
  const needsTime = group.allowPerformanceChange && group.performanceId !== null && !state.performanceId;
  return badQuantity || needsTime;
}

/** The items to send: every item of the group with its quantity and, when it moves, the new time. */
export function modifyItems(state: ChangeState, group: ItemGroup): CartModifyItem[] {
  const moves =
    group.allowPerformanceChange &&
    state.performanceId !== null &&
    state.performanceId !== group.performanceId;
  return group.items.map((item) => ({
    id: item.id,
    quantity: state.quantities[item.id]?.quantity ?? item.quantity,
    performanceId: moves ? state.performanceId : null,
    showCategoryId: moves ? (item.performances[0]?.showCategoryId ?? null) : null,
  }));
}

/** 'Remove All': every item of the group at quantity 0. */
export function removeAllItems(group: ItemGroup): CartModifyItem[] {
  return group.items.map((item) => ({ id: item.id, quantity: 0, performanceId: null, showCategoryId: null }));
}

/** If any quantity is 0, the removal confirmation is asked first (seed 000 §4 'Cart'). */
export function needsRemovalConfirmation(items: readonly CartModifyItem[]): boolean {
  return items.some((item) => item.quantity === 0);
}
