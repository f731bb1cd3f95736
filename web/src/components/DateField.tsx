// The date picker (seed 000 §2 'Performance selector', §9 'Date pickers'): a typed mm/dd/yyyy field
// and a month calendar whose week starts on Sunday, whose days without performances (or sold out, or
// outside min/max) are disabled, with limited and sold-out days marked. A typed date counts only once
// it matches m/d/yyyy, or m/d/yy when the shopper leaves the field (while typing, '12/5/20' is on its
// way to 2026, not 2020). Shared by the product page's performance selector and the cart's
// change modal.
// Inline or popup: the seed names the popup's behaviour (closes on Escape or an outside click) but
// not which pickers are popups. The product page, where the date is the page's first step, shows the
// calendar inline; inside a modal (the cart's change modal), where space is short, the calendar opens
// from a 'Choose date' button as a popup, and closes on Escape, an outside click or a chosen day,
// giving the focus back to that button.
import type { Schema } from '@boxoffice/sdk';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { capacityMark, isBookable } from './capacity';
import { fromIso, monthRange, parseTypedDate, toTyped, withinBounds } from './dates';
import { usePopup } from './use-popup';
import './date-field.css';

// The calendar grid loads beside the page, not with it: the field can be typed in at once, and the
// month's dates arrive from the server about when the grid does.
const MonthCalendar = lazy(() => import('./MonthCalendar').then((m) => ({ default: m.MonthCalendar })));

interface DateFieldProps {
  readonly value: string | null;
  /** The dates with performances in the shown month (by ISO date), with their capacity; null while loading. */
  readonly available: ReadonlyMap<string, Schema<'ProductDate'>> | null;
  readonly month: Date;
  readonly onMonthChange: (month: Date) => void;
  readonly onChange: (date: string) => void;
  readonly label?: string;
  /** The first and last days that can be chosen (ISO), if bounded. */
  readonly min?: string | null;
  readonly max?: string | null;
  /** The calendar as a popup under the field instead of inline. */
  readonly popup?: boolean;
  readonly disabled?: boolean;
  /**
   * A typed text the field will not take (see typedDay): a caller that holds state for the date
   * before (the bundle builder's steps) can say why and drop that state, instead of keeping it
   * beside a different typed date. Optional: without it the field just ignores such text.
   */
  readonly onInvalidDate?: (text: string) => void;
}

/**
 * What a typed text is to the field: the ISO day to take (a date within min/max: m/d/yyyy as it is
 * typed, m/d/yy too once the field is left); 'invalid' for a typed day outside min/max, or, once the
 * field is left, a non-empty text that is no date; null while it is not yet a date (or empty).
 */
export function typedDay(
  text: string,
  when: 'typing' | 'complete',
  min?: string | null,
  max?: string | null,
): string | 'invalid' | null {
  const iso = parseTypedDate(text, when);
  if (iso) return withinBounds(iso, min, max) ? iso : 'invalid';
  return when === 'complete' && text.trim() !== '' ? 'invalid' : null;
}

export function DateField(props: DateFieldProps) {
  const { value, available, month, onMonthChange, onChange, label = 'Select Date', min, max } = props;
  const { popup = false, disabled = false, onInvalidDate } = props;
  const id = useId();
  const popupId = useId();
  const [text, setText] = useState(value ? toTyped(value) : '');
  const { open, setOpen, wrapper, toggle, close, popup: placePopup } = usePopup();
  // A date chosen elsewhere (the calendar) shows in the field; what the shopper is typing stays.
  useEffect(() => {
    if (value) setText((shown) => (parseTypedDate(shown, 'complete') === value ? shown : toTyped(value)));
  }, [value]);

  /** Takes the typed date once it is a date (m/d/yyyy as it is typed, m/d/yy once the field is left). */
  const take = (next: string, when: 'typing' | 'complete') => {
    const iso = typedDay(next, when, min, max);
    if (iso === 'invalid') onInvalidDate?.(next);
    if (iso === null || iso === 'invalid') return;
    const { startDate } = monthRange(fromIso(iso));
    if (startDate !== monthRange(month).startDate) onMonthChange(fromIso(iso));
    if (iso !== value) onChange(iso);
    if (when === 'complete') setText(toTyped(iso));
  };
  const typed = (next: string) => {
    setText(next);
    take(next, 'typing');
  };

  const calendar = (
    <Suspense fallback={<p aria-busy="true">Loading the calendar…</p>}>
      <MonthCalendar
        month={month}
        selected={value}
        min={min}
        max={max}
        autoFocus={popup}
        isEnabled={(iso) => isBookable(available?.get(iso))}
        markOf={(iso) => capacityMark(available?.get(iso))}
        onMonthChange={onMonthChange}
        onSelect={(iso) => {
          onChange(iso);
          if (popup) close(true);
        }}
      />
    </Suspense>
  );

  const input = (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      placeholder="mm/dd/yyyy"
      autoComplete="off"
      value={text}
      disabled={disabled}
      onChange={(event) => typed(event.target.value)}
      onBlur={(event) => take(event.target.value, 'complete')}
      onKeyDown={(event) => {
        if (event.key === 'Enter') take(event.currentTarget.value, 'complete');
      }}
    />
  );

  if (!popup) {
    return (
      <div className="date-field">
        <label htmlFor={id}>{label}</label>
        {input}
        <div aria-busy={available === null} className="calendar">
          {calendar}
        </div>
      </div>
    );
  }
  return (
    <div className="date-field date-field-popup" ref={wrapper}>
      <label htmlFor={id}>{label}</label>
      <div className="date-field-input">
        {input}
        <button
          ref={toggle}
          type="button"
          className="secondary outline"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        >
          Choose date
        </button>
      </div>
      {open ? (
        <div
          id={popupId}
          role="dialog"
          aria-label={`${label}: calendar`}
          ref={placePopup}
          className="date-picker-popup"
          aria-busy={available === null}
        >
          {calendar}
        </div>
      ) : null}
    </div>
  );
}
