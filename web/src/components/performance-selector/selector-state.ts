// The performance selector's cascade as a reducer (seed 000 §2 'Performance selector', §4
// 'Performance selection cascade'): a date, then up to four chained selections (show, then time), then
// what the show type asks for (variants, a section or a seat). Loads happen in the component; their
// answers come back as actions tagged with what they were for, so a stale answer is ignored.
import type { Schema } from '@boxoffice/sdk';

export type Performance = Schema<'Performance'>;
export type PerformanceDetail = Schema<'PerformanceDetail'>;
export type Variant = Schema<'ProductVariant'>;

export const MAX_SELECTIONS = 4;

export interface Pick {
  readonly showId: string | null;
  readonly performanceId: string | null;
}

export interface SelectorState {
  readonly date: string | null;
  /** The date's performances for every selection index; null until loaded. */
  readonly performances: readonly Performance[] | null;
  /** Selections 1 to 4 (index 0 to 3). */
  readonly picks: readonly Pick[];
  readonly detail: PerformanceDetail | null;
  readonly sectionId: string | null;
  /** The first seat picked (show type 3): the one whose variants `variants` holds. */
  readonly seatId: string | null;
  /** Every seat picked, in the order picked (the product page sells several at once, one ticket each). */
  readonly seatIds: readonly string[];
  /** Each picked seat's variants (its ticket types), once loaded. */
  readonly seatVariants: Readonly<Record<string, readonly Variant[]>>;
  /** The variants to choose quantities for; null until known. */
  readonly variants: readonly Variant[] | null;
}

export type SelectorAction =
  | { type: 'date'; date: string | null }
  | { type: 'performancesLoaded'; date: string; performances: readonly Performance[] }
  | { type: 'show'; index: number; showId: string | null }
  | { type: 'time'; index: number; performanceId: string | null }
  | { type: 'detailLoaded'; key: string; detail: PerformanceDetail }
  | { type: 'section'; sectionId: string | null }
  | { type: 'seat'; seatId: string | null }
  | { type: 'seats'; seatIds: readonly string[] }
  | { type: 'variantsLoaded'; key: string; variants: readonly Variant[] };

const EMPTY_PICK: Pick = { showId: null, performanceId: null };
const emptyPicks = (): Pick[] => Array.from({ length: MAX_SELECTIONS }, () => EMPTY_PICK);

/** What follows the performances: cleared whenever a show or time changes. */
const clearedAfterPicks = {
  detail: null,
  sectionId: null,
  seatId: null,
  seatIds: [],
  seatVariants: {},
  variants: null,
} as const;

export const initialSelectorState: SelectorState = {
  date: null,
  performances: null,
  picks: emptyPicks(),
  ...clearedAfterPicks,
};

const byId = (performances: readonly Performance[] | null, id: string | null) =>
  id ? performances?.find((p) => p.performanceId === id) : undefined;

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** What the delay rule reads of an option (the dynamic calendar maps its delayDateTime here). */
export interface DelayedOption {
  readonly delayTypeId: Performance['delayTypeId'];
  readonly delaySelectionDateTime: Performance['delaySelectionDateTime'];
}
/** What it reads of the picks made before the option. */
export interface Timed {
  readonly performanceDateTime: Performance['performanceDateTime'];
}

/**
 * Whether an option of a later selection may be shown (§4): delay type 2 compares the first
 * selection's date-time, 3 the previous selection's, with the option's delaySelectionDateTime; the
 * compared date-time must not be later.
 */
export function delayAllows(option: DelayedOption, chosen: readonly Timed[]): boolean {
  if (option.delayTypeId === 1 || !option.delaySelectionDateTime) return true;
  const compared = option.delayTypeId === 2 ? chosen[0] : chosen[chosen.length - 1];
  if (!compared) return false;
  return time(compared.performanceDateTime) <= time(option.delaySelectionDateTime);
}

export interface SelectionLevel {
  /** 1 to 4. */
  readonly index: number;
  /** The distinct shows on offer, in order of first appearance. */
  readonly shows: readonly { readonly showId: string; readonly showName: string }[];
  /** The chosen show's performances (times). */
  readonly times: readonly Performance[];
  readonly showId: string | null;
  readonly performanceId: string | null;
  /** The uiPrompt of the level's performances: 'Choose a Time for {label}'. */
  readonly uiPrompt: string | null;
}

/** The options of selection `index` (1-based) given the selections made before it. */
export function levelOptions(
  performances: readonly Performance[],
  chosen: readonly Performance[],
  index: number,
): Performance[] {
  return performances.filter((p) => p.selectionIndex === index && (index === 1 || delayAllows(p, chosen)));
}

/**
 * The selections to show, in order, up to the first incomplete one (later ones stay hidden). A
 * later index with no option allowed (none listed, or hidden by a delay) is not required and skipped.
 */
export function selectionLevels(state: SelectorState): SelectionLevel[] {
  const performances = state.performances ?? [];
  const levels: SelectionLevel[] = [];
  const chosen: Performance[] = [];
  for (let index = 1; index <= MAX_SELECTIONS; index++) {
    const options = levelOptions(performances, chosen, index);
    if (options.length === 0) continue;
    const pick = state.picks[index - 1] ?? EMPTY_PICK;
    const shows: { showId: string; showName: string }[] = [];
    for (const p of options)
      if (!shows.some((s) => s.showId === p.showId)) shows.push({ showId: p.showId, showName: p.showName });
    const times = options.filter((p) => p.showId === pick.showId);
    const picked = times.find((p) => p.performanceId === pick.performanceId);
    levels.push({
      index,
      shows,
      times,
      showId: pick.showId,
      performanceId: picked ? picked.performanceId : null,
      uiPrompt: options.find((p) => p.uiPrompt)?.uiPrompt ?? null,
    });
    if (!picked) break;
    chosen.push(picked);
  }
  return levels;
}

/** The chosen performances in selection order once every required selection is made; else null. */
export function chosenPerformances(state: SelectorState): Performance[] | null {
  const levels = selectionLevels(state);
  if (levels.length === 0 || levels.some((level) => !level.performanceId)) return null;
  return levels.map((level) => byId(state.performances, level.performanceId) as Performance);
}

/**
 * Every selection is made: each required show and time, and once the detail is in, the section
 * (show type 2) or seat (type 3) it asks for. The redemption modal's 'all selections valid' (seed 002 §4.5).
 */
export function selectionComplete(state: SelectorState): boolean {
  if (!chosenPerformances(state) || !state.detail) return false;
  if (state.detail.showTypeId === 2) return state.sectionId !== null;
  if (state.detail.showTypeId === 3) return state.seatId !== null;
  return true;
}

/** The key of the performance-detail load: the chosen performance ids in order. */
export function detailKey(state: SelectorState): string | null {
  return (
    chosenPerformances(state)
      ?.map((p) => p.performanceId)
      .join(',') ?? null
  );
}

/**
 * Auto-selection (§4): a single show at the first selection (unless alwaysPromptShow), a single time
 * at any selection (unless alwaysPromptPerformance). Repeats while it makes progress.
 */
export function autoSelect(state: SelectorState): SelectorState {
  let current = state;
  for (let guard = 0; guard < MAX_SELECTIONS * 2; guard++) {
    const levels = selectionLevels(current);
    const last = levels[levels.length - 1];
    if (!last || last.performanceId) return current;
    const options = levelOptions(
      current.performances ?? [],
      levels.slice(0, -1).map((l) => byId(current.performances, l.performanceId) as Performance),
      last.index,
    );
    const only = last.shows[0];
    if (!last.showId) {
      const [firstShow] = options;
      if (last.index !== 1 || last.shows.length !== 1 || !only || firstShow?.alwaysPromptShow) return current;
      current = withPick(current, last.index, { showId: only.showId, performanceId: null });
      continue;
    }
    const [single] = last.times;
    if (last.times.length !== 1 || !single || single.alwaysPromptPerformance) return current;
    current = withPick(current, last.index, { showId: last.showId, performanceId: single.performanceId });
  }
  return current;
}

/** Sets selection `index` and clears every later one and what follows the performances. */
function withPick(state: SelectorState, index: number, pick: Pick): SelectorState {
  const picks = state.picks.map((p, i) => (i < index - 1 ? p : i === index - 1 ? pick : EMPTY_PICK));
  return { ...state, ...clearedAfterPicks, picks };
}

/** After the detail: one section or seat is auto-selected; types 1 and 4 list selection 1's variants. */
function applyDetail(state: SelectorState, detail: PerformanceDetail): SelectorState {
  const next = { ...state, ...clearedAfterPicks, detail };
  if (detail.showTypeId === 2) {
    const [only] = detail.showCategories;
    return detail.showCategories.length === 1 && only ? { ...next, sectionId: only.showCategoryId } : next;
  }
  if (detail.showTypeId === 3) {
    const [only] = detail.seats;
    return detail.seats.length === 1 && only ? withSeats(next, [only.seatId]) : next;
  }
  return { ...next, variants: detail.productVariants.filter((v) => (v.selectionIndex ?? 1) === 1) };
}

/** The seats picked: the first is `seatId`; the variants of seats still picked are kept. */
function withSeats(state: SelectorState, seatIds: readonly string[]): SelectorState {
  const seatVariants = Object.fromEntries(
    seatIds.flatMap((id) => (state.seatVariants[id] ? [[id, state.seatVariants[id]] as const] : [])),
  );
  const seatId = seatIds[0] ?? null;
  return { ...state, seatIds, seatVariants, seatId, variants: (seatId && seatVariants[seatId]) || null };
}

export function selectorReducer(state: SelectorState, action: SelectorAction): SelectorState {
  switch (action.type) {
    case 'date':
      return { ...initialSelectorState, date: action.date };
    case 'performancesLoaded':
      if (action.date !== state.date) return state;
      return autoSelect({
        ...state,
        ...clearedAfterPicks,
        performances: action.performances,
        picks: emptyPicks(),
      });
    case 'show':
      return autoSelect(withPick(state, action.index, { showId: action.showId, performanceId: null }));
    case 'time': {
      const showId = state.picks[action.index - 1]?.showId ?? null;
      return autoSelect(withPick(state, action.index, { showId, performanceId: action.performanceId }));
    }
    case 'detailLoaded':
      return action.key === detailKey(state) ? applyDetail(state, action.detail) : state;
    case 'section':
      return { ...state, sectionId: action.sectionId, variants: null };
    case 'seat':
      return withSeats(state, action.seatId ? [action.seatId] : []);
    case 'seats':
      return withSeats(state, action.seatIds);
    case 'variantsLoaded':
      if (state.seatIds.includes(action.key))
        return withSeats(
          { ...state, seatVariants: { ...state.seatVariants, [action.key]: action.variants } },
          state.seatIds,
        );
      return action.key === state.sectionId ? { ...state, variants: action.variants } : state;
  }
}

/** What the component must load next, if anything. */
export type PendingLoad =
  | { kind: 'detail'; key: string; performanceIds: string[] }
  | { kind: 'section'; key: string; performanceId: string }
  | { kind: 'seat'; key: string; performanceId: string };

export function pendingLoad(state: SelectorState): PendingLoad | null {
  const chosen = chosenPerformances(state);
  if (!chosen) return null;
  const performanceIds = chosen.map((p) => p.performanceId);
  if (!state.detail) return { kind: 'detail', key: performanceIds.join(','), performanceIds };
  const performanceId = performanceIds[0] as string;
  if (state.detail.showTypeId === 3) {
    // Each picked seat's ticket types, one seat after another.
    const seat = state.seatIds.find((id) => !state.seatVariants[id]);
    return seat ? { kind: 'seat', key: seat, performanceId } : null;
  }
  if (state.variants) return null;
  if (state.detail.showTypeId === 2 && state.sectionId)
    return { kind: 'section', key: state.sectionId, performanceId };
  return null;
}

/**
 * 'There are no products available for this date / time' (§8): the date has no performances, the
 * detail has no sections (type 2) or seats (type 3), or the variants list came back empty.
 */
export function noPerformances(state: SelectorState): boolean {
  if (state.performances && state.performances.length === 0) return true;
  const { detail } = state;
  if (detail?.showTypeId === 2 && detail.showCategories.length === 0) return true;
  if (detail?.showTypeId === 3 && detail.seats.length === 0) return true;
  return state.variants !== null && state.variants.length === 0;
}

/**
 * The performances of a cart line: every selection in order; selection 1 carries the section or
 * seat (`seatId`, the first picked unless another is named).
 */
export function linePerformances(
  state: SelectorState,
  seatId: string | null = state.seatId,
): Schema<'CartLinePerformance'>[] {
  return (chosenPerformances(state) ?? []).map((p, i) => ({
    selectionIndex: p.selectionIndex,
    performanceId: p.performanceId,
    showCategoryId: i === 0 ? state.sectionId : null,
    seatId: i === 0 ? seatId : null,
  }));
}

/** The seating chart of the first chosen performance (for type 2 sections). */
export function seatingChartImage(state: SelectorState): string | null {
  return chosenPerformances(state)?.[0]?.seatingChartImage ?? null;
}
