// The dynamic calendar's staged time picks (seed 002 §2.4, §4.3): up to four, one per selectionIndex.
// A pick's options are its performances that the delay rule allows after the earlier picks and that
// still sell (ours: a Full or Unavailable time is left out, as the reservation's entry times are). A
// pick with a single option is made for the shopper unless that option always prompts; its picker
// shows only when it has several options or the single one always prompts. Changing a pick clears
// the later ones. A later pick with no option (none listed, or all hidden by a delay) is skipped.
import type { Schema } from '@boxoffice/sdk';
import { CalendarCapacity } from '../../components/capacity';
import { delayAllows as selectorDelayAllows } from '../../components/performance-selector/selector-state';

export type DynamicPerformance = Schema<'DynamicPerformance'>;

export const MAX_PICKS = 4;

/** The chosen performance id per pick (index 0 is selectionIndex 1). */
export type Picks = readonly (string | null)[];

export const NO_PICKS: Picks = [null, null, null, null];

/**
 * Delay types (§4.3): 2 offers the option only when the first pick comes at or before its
 * delayDateTime, 3 the same against the previous pick; any other type always offers it. The rule is
 * the performance selector's (seed 000 §4 states it for both), read with this answer's field name.
 */
export const delayAllows = (option: DynamicPerformance, chosen: readonly DynamicPerformance[]): boolean =>
  selectorDelayAllows(
    { delayTypeId: option.delayTypeId, delaySelectionDateTime: option.delayDateTime },
    chosen,
  );

const sells = (p: DynamicPerformance) =>
  p.capacityLevelId !== CalendarCapacity.Full && p.capacityLevelId !== CalendarCapacity.Unavailable;

/** The options of pick `index` (1-based) after the earlier picks. */
export function pickOptions(
  performances: readonly DynamicPerformance[],
  chosen: readonly DynamicPerformance[],
  index: number,
): DynamicPerformance[] {
  return performances.filter(
    (p) => p.selectionIndex === index && sells(p) && (index === 1 || delayAllows(p, chosen)),
  );
}

export interface PickLevel {
  /** The selectionIndex, 1 to 4. */
  readonly index: number;
  readonly options: readonly DynamicPerformance[];
  /** The chosen option's id, or null. */
  readonly performanceId: string | null;
  /** The picker's label (selectionUIPrompt), null for none. */
  readonly prompt: string | null;
  /** Whether the picker shows: several options, or a single one that always prompts. */
  readonly shown: boolean;
}

/** The picks to show in order, up to the first one not yet made (later ones stay hidden). */
export function pickLevels(performances: readonly DynamicPerformance[], picks: Picks): PickLevel[] {
  const levels: PickLevel[] = [];
  const chosen: DynamicPerformance[] = [];
  for (let index = 1; index <= MAX_PICKS; index++) {
    const options = pickOptions(performances, chosen, index);
    if (options.length === 0) continue;
    const picked = options.find((p) => p.id === picks[index - 1]);
    levels.push({
      index,
      options,
      performanceId: picked?.id ?? null,
      prompt: options.find((p) => p.selectionUIPrompt)?.selectionUIPrompt ?? null,
      shown: options.length > 1 || options[0]?.alwaysPromptPerformance === true,
    });
    if (!picked) break;
    chosen.push(picked);
  }
  return levels;
}

/** The chosen performances in order once every pick is made; null before (or with no options). */
export function chosenPerformances(
  performances: readonly DynamicPerformance[],
  picks: Picks,
): DynamicPerformance[] | null {
  const levels = pickLevels(performances, picks);
  if (levels.length === 0 || levels.some((level) => !level.performanceId)) return null;
  return levels.map((level) => performances.find((p) => p.id === level.performanceId) as DynamicPerformance);
}

/** Sets pick `index` (1-based) and clears every later one. */
export function withPick(picks: Picks, index: number, performanceId: string | null): Picks {
  return Array.from({ length: MAX_PICKS }, (_, i) =>
    i < index - 1 ? (picks[i] ?? null) : i === index - 1 ? performanceId : null,
  );
}

/** Makes each pick that has a single option which does not always prompt, while that makes progress. */
export function autoPick(performances: readonly DynamicPerformance[], picks: Picks): Picks {
  let current = picks;
  for (let guard = 0; guard < MAX_PICKS; guard++) {
    const last = pickLevels(performances, current).at(-1);
    const [single] = last?.options ?? [];
    if (!last || last.performanceId || last.options.length !== 1 || !single || single.alwaysPromptPerformance)
      return current;
    current = withPick(current, last.index, single.id);
  }
  return current;
}

/** A pick changed by the shopper: later picks cleared, then the single options made again. */
export const choosePick = (
  performances: readonly DynamicPerformance[],
  picks: Picks,
  index: number,
  performanceId: string | null,
): Picks => autoPick(performances, withPick(picks, index, performanceId));

/** The cart line's performances: every pick with its selectionIndex (no section or seat here). */
export function linePerformances(
  chosen: readonly DynamicPerformance[] | null,
): Schema<'CartLinePerformance'>[] {
  return (chosen ?? []).map((p) => ({
    selectionIndex: p.selectionIndex,
    performanceId: p.id,
    showCategoryId: null,
    seatId: null,
  }));
}

/** The variants to set quantities for: the first pick's (priced for the date), once all picks are made. */
export function pickVariants(chosen: readonly DynamicPerformance[] | null): Schema<'ProductVariant'>[] {
  return chosen?.[0]?.variants ?? [];
}
