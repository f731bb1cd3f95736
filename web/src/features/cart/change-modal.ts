// The 'Update shopping cart items' modal as data (seed 000 §2 'Cart item change modal', §4 'Cart'):
// the choices it holds, when Update is disabled, when removal must be confirmed first, and the
// POST /cart/modify items it sends.
import type { Schema } from '@boxoffice/sdk';

type ItemGroup = Schema<'ItemGroup'>;
type Performance = Schema<'Performance'>;
type CartModifyItem = Schema<'CartModifyItem'>;

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

/** Update is disabled while any quantity is invalid, or a performance change has no time chosen. */
export function updateDisabled(state: ChangeState, group: ItemGroup): boolean {
  const badQuantity = Object.values(state.quantities).some((q) => !q.valid || Number.isNaN(q.quantity));
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
