// The performance selector (seed 000 §2, §4; seed 002 §2.4, §2.6): Select Date, then the chained
// Select Show / Choose a Time steps, then Select Section (with the seating chart) or Select Seat by
// show type. Shared by the product page, the dynamic calendar and the redemption modal, each with the
// sale context its calls carry. The cascade's rules live in selector-state.ts; this file renders it
// and runs its loads.
import { type Dispatch, useEffect, useId, useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { useProductDates } from '../../lib/product-dates';
import { type ProductContext, performanceContext } from '../../lib/sale-request';
import { isBookable } from '../capacity';
import { DateField } from '../DateField';
import { fromIso, MONTHS_TO_SEEK, monthRange, seekMonth, toIso } from '../dates';
import { SeatingChart } from './SeatingChart';
import {
  type PerformanceDetail,
  pendingLoad,
  type SelectionLevel,
  type SelectorAction,
  type SelectorState,
  seatingChartImage,
  selectionLevels,
} from './selector-state';
import './performance-selector.css';

export interface PerformanceSelectorProps {
  /**
   * The page's product and sale context (stable between renders): every call carries it (the
   * redemption modal's is sale flow 2 or 15).
   */
  readonly context: ProductContext;
  /**
   * Only dates on which these variants are on sale (the entitlement's variant when redeeming): the
   * date list is the one performance call that takes variants. Keep the array stable between renders.
   */
  readonly requiredVariantIds?: readonly string[];
  /** The calendar as a popup from a 'Choose date' button (in a modal, as the cart's change modal). */
  readonly popupCalendar?: boolean;
  /** Reserved seating (show type 3) picks several seats at once (the product page), not one. */
  readonly multipleSeats?: boolean;
  readonly state: SelectorState;
  readonly dispatch: Dispatch<SelectorAction>;
}

export function PerformanceSelector(props: PerformanceSelectorProps) {
  const {
    context,
    requiredVariantIds,
    popupCalendar = false,
    multipleSeats = false,
    state,
    dispatch,
  } = props;
  const { productId } = context;
  const [month, setMonth] = useState(() => (state.date ? fromIso(state.date) : new Date()));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dates = useProductDates(context, month, requiredVariantIds);
  // Nothing before today is for sale: the calendar neither shows nor lists earlier months or years.
  const [today] = useState(() => toIso(new Date()));
  // The calendar opens on the first month with something to sell (months looked past so far), until
  // the shopper moves it or a date is chosen.
  const [seeking, setSeeking] = useState<number | null>(state.date ? null : 0);
  useEffect(() => {
    const { available, loadedMonth } = dates;
    if (seeking === null || !available || loadedMonth !== monthRange(month).startDate) return;
    const next = seekMonth(month, [...available.values()].some(isBookable), seeking);
    if (next === 'stay') return setSeeking(null);
    setMonth(next);
    setSeeking(seeking < MONTHS_TO_SEEK ? seeking + 1 : null);
  }, [dates, month, seeking]);
  const moveMonth = (next: Date) => {
    setSeeking(null);
    setMonth(next);
  };
  const common = useMemo(() => ({ productId, ...performanceContext(context) }), [productId, context]);

  // A picked date loads its performances for every selection index.
  const { date } = state;
  useEffect(() => {
    if (!date) return;
    let live = true;
    setLoading(true);
    setError(null);
    api
      .POST('/performance/product-date-performance', {
        body: { ...common, productIds: [], date },
      })
      .then(({ data }) => {
        if (!live) return;
        if (!data.success && data.message) setError(data.message);
        dispatch({ type: 'performancesLoaded', date, performances: data.value ?? [] });
      })
      .catch((e: unknown) => live && setError(errorText(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [common, date, dispatch]);

  // The detail once every selection is made, then a section's or seat's variants.
  const pending = pendingLoad(state);
  const pendingId = pending ? `${pending.kind}:${pending.key}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: pendingId stands for `pending`.
  useEffect(() => {
    if (!pending) return;
    let live = true;
    setLoading(true);
    setError(null);
    const load =
      pending.kind === 'detail'
        ? api
            .POST('/performance/performance-detail', {
              body: { ...common, performanceIds: pending.performanceIds },
            })
            .then(({ data }) => {
              if (!data.success && data.message) setError(data.message);
              if (live && data.value)
                dispatch({ type: 'detailLoaded', key: pending.key, detail: data.value });
            })
        : (pending.kind === 'section'
            ? api.POST('/performance/show-category-detail', {
                body: { ...common, performanceId: pending.performanceId, showCategoryId: pending.key },
              })
            : api.POST('/performance/seat-detail', {
                body: { ...common, performanceId: pending.performanceId, seatId: pending.key },
              })
          ).then(({ data }) => {
            if (!data.success && data.message) setError(data.message);
            if (live) dispatch({ type: 'variantsLoaded', key: pending.key, variants: data.value ?? [] });
          });
    load.catch((e: unknown) => live && setError(errorText(e))).finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [pendingId, common, dispatch]);

  const levels = selectionLevels(state);
  const { detail } = state;
  const chart = seatingChartImage(state);

  return (
    <section className="performance-selector" aria-busy={loading} aria-label="Performance selection">
      <DateField
        value={state.date}
        available={dates.available}
        month={month}
        onMonthChange={moveMonth}
        onChange={(date) => {
          setSeeking(null);
          dispatch({ type: 'date', date });
        }}
        min={today}
        popup={popupCalendar}
      />
      {levels.map((level) => (
        <LevelFields key={level.index} level={level} dispatch={dispatch} />
      ))}
      {detail?.showTypeId === 2 && detail.showCategories.length > 0 ? (
        <fieldset>
          <legend>Select Section</legend>
          <small>Best available section</small>
          {detail.showCategories.map((section) => (
            <label key={section.showCategoryId}>
              <input
                type="radio"
                name="section"
                value={section.showCategoryId}
                checked={state.sectionId === section.showCategoryId}
                onChange={() => dispatch({ type: 'section', sectionId: section.showCategoryId })}
              />
              {section.name}
              {section.capacityDescription ? ` (${section.capacityDescription})` : ''}
            </label>
          ))}
          {chart ? (
            <SeatingChart image={chart} sections={detail.showCategories} selectedId={state.sectionId} />
          ) : null}
        </fieldset>
      ) : null}
      {detail?.showTypeId === 3 && detail.seats.length > 0 && multipleSeats ? (
        <SeatChoices seats={detail.seats} picked={state.seatIds} dispatch={dispatch} />
      ) : null}
      {detail?.showTypeId === 3 && detail.seats.length > 0 && !multipleSeats ? (
        <Choice
          label="Select Seat"
          value={state.seatId}
          options={detail.seats.map((seat) => ({ value: seat.seatId, text: seat.name }))}
          onChange={(seatId) => dispatch({ type: 'seat', seatId })}
        />
      ) : null}
      {error || dates.error ? (
        <p role="alert" className="alert-danger">
          {error ?? dates.error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Select Seat (seed 000 §2's step, by its name, though several may be picked): a box per seat; each
 * seat picked is one ticket, its type chosen below the selector.
 */
function SeatChoices(props: {
  readonly seats: PerformanceDetail['seats'];
  readonly picked: readonly string[];
  readonly dispatch: Dispatch<SelectorAction>;
}) {
  const { seats, picked, dispatch } = props;
  const toggle = (seatId: string, on: boolean) =>
    dispatch({ type: 'seats', seatIds: on ? [...picked, seatId] : picked.filter((id) => id !== seatId) });
  return (
    <fieldset className="seat-choices">
      <legend>Select Seat</legend>
      <small>Each seat is one ticket.</small>
      <div className="seat-grid">
        {seats.map((seat) => (
          <label key={seat.seatId}>
            <input
              type="checkbox"
              checked={picked.includes(seat.seatId)}
              onChange={(event) => toggle(seat.seatId, event.target.checked)}
            />
            {seat.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function LevelFields({ level, dispatch }: { level: SelectionLevel; dispatch: Dispatch<SelectorAction> }) {
  const { index } = level;
  return (
    <div className="selection-level">
      <Choice
        label="Select Show"
        value={level.showId}
        options={level.shows.map((show) => ({ value: show.showId, text: show.showName }))}
        onChange={(showId) => dispatch({ type: 'show', index, showId })}
      />
      {level.showId ? (
        <Choice
          label={level.uiPrompt ? `Choose a Time for ${level.uiPrompt}` : 'Choose a Time'}
          value={level.performanceId}
          options={level.times.map((p) => ({
            value: p.performanceId,
            text: p.capacityDescription
              ? `${p.performanceTime} (${p.capacityDescription})`
              : p.performanceTime,
          }))}
          onChange={(performanceId) => dispatch({ type: 'time', index, performanceId })}
        />
      ) : null}
    </div>
  );
}

interface ChoiceProps {
  readonly label: string;
  readonly value: string | null;
  readonly options: readonly { readonly value: string; readonly text: string }[];
  readonly onChange: (value: string | null) => void;
}

/** A labelled select with an empty first option, so nothing is chosen until the shopper (or auto-selection) picks. */
function Choice({ label, value, options, onChange }: ChoiceProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{label}…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}
