// A small month calendar (week starts Sunday; days without performances cannot be chosen). It stands
// in for react-day-picker, whose ~20 kB gzip alone would put the product page over its 110 kB budget.
// The month is an ARIA grid with a roving tabindex (WAI-ARIA APG 'Date Picker Dialog'): one day is in
// the Tab order; arrows, Home/End and PageUp/PageDown move the focus by date (calendar-keys.ts),
// turning the month when the focus leaves it; Enter/Space choose the focused day. As in the APG
// example no day is skipped: a day that cannot be chosen stays focusable (aria-disabled, so it is
// announced as unavailable) and Enter/Space do nothing on it. Optional min/max bound the days, the
// month buttons, the keys and the year list (seed 000 §9, yearOptions in dates.ts).
import { type KeyboardEvent, useState } from 'react';
import { dayForKey, focusDayOf, inMonth, monthOf } from './calendar-keys';
import { type CapacityMark, legendMarks } from './capacity';
import { clampMonth, formatLongDay, monthDays, withinBounds, yearOptions } from './dates';
import { useDayFocus } from './use-day-focus';
import './date-picker.css';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const monthOnly = new Intl.DateTimeFormat('en-US', { month: 'long' });

interface MonthCalendarProps {
  readonly month: Date;
  readonly selected: string | null;
  readonly isEnabled: (iso: string) => boolean;
  /** A day's capacity mark (limited, sold out), if any. */
  readonly markOf?: (iso: string) => CapacityMark | null;
  readonly onMonthChange: (month: Date) => void;
  readonly onSelect: (iso: string) => void;
  /** The first and last days that can be chosen (ISO), if bounded. */
  readonly min?: string | null;
  readonly max?: string | null;
  /** Focus the grid's Tab stop when the calendar appears (the popup picker). */
  readonly autoFocus?: boolean;
  /** Show the legend of the month's marks (a page with a legend of its own turns it off). */
  readonly legend?: boolean;
}

export function MonthCalendar(props: MonthCalendarProps) {
  const { month, selected, markOf, onSelect, min, max, autoFocus = false, legend: showLegend = true } = props;
  const isEnabled = (iso: string) => withinBounds(iso, min, max) && props.isEnabled(iso);
  const onMonthChange = (next: Date) => props.onMonthChange(clampMonth(next, min, max));
  const title = monthName.format(month);
  const year = month.getFullYear();
  const shift = (by: number) => onMonthChange(new Date(year, month.getMonth() + by, 1));
  // The month buttons stop at the bounds' months (a clamped neighbour is this month or beyond).
  const current = new Date(year, month.getMonth(), 1).getTime();
  const atMin = clampMonth(new Date(year, month.getMonth() - 1, 1), min, null).getTime() >= current;
  const atMax = clampMonth(new Date(year, month.getMonth() + 1, 1), null, max).getTime() <= current;
  const weeks = monthDays(month);
  // The day holding the Tab stop: the one the shopper moved to, while it is in the month on show.
  const [active, setActive] = useState<string | null>(null);
  const focusDay = active && inMonth(active, month) ? active : focusDayOf(month, selected, isEnabled);
  const { grid, focusDay: moveFocusTo } = useDayFocus(focusDay ?? undefined, autoFocus);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.day;
    const to = from ? dayForKey(from, event.key, event.shiftKey) : null;
    if (!to) return;
    event.preventDefault();
    if (!withinBounds(to, min, max)) return;
    setActive(to);
    moveFocusTo(to);
    if (!inMonth(to, month)) onMonthChange(monthOf(to));
  };

  const marks = weeks.flat().map((iso) => (iso && markOf ? markOf(iso) : null));
  const legend = legendMarks(marks);
  return (
    <div className="month-calendar">
      <div className="month-calendar-nav">
        <button
          type="button"
          className="secondary outline"
          aria-label="Previous month"
          disabled={atMin}
          onClick={() => shift(-1)}
        >
          ‹
        </button>
        <span className="month-calendar-title">
          <strong aria-live="polite">
            {monthOnly.format(month)}
            <span className="visually-hidden"> {year}</span>
          </strong>
          <select
            aria-label="Year"
            value={year}
            onChange={(event) => onMonthChange(new Date(Number(event.target.value), month.getMonth(), 1))}
          >
            {yearOptions(year, min, max).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </span>
        <button
          type="button"
          className="secondary outline"
          aria-label="Next month"
          disabled={atMax}
          onClick={() => shift(1)}
        >
          ›
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table as an ARIA grid is the APG date picker's own markup. */}
      <table role="grid" aria-label={title} ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" abbr={d}>
                {d.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'blank'}>
              {week.map((iso, i) => {
                if (!iso) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have only their position.
                  return <td key={i} />;
                }
                const enabled = isEnabled(iso);
                const mark = markOf?.(iso) ?? null;
                const name = formatLongDay(iso);
                return (
                  <td key={iso}>
                    <button
                      type="button"
                      data-day={iso}
                      className={mark ? `day-${mark.kind}` : undefined}
                      tabIndex={iso === focusDay ? 0 : -1}
                      aria-label={mark ? `${name}, ${mark.text}` : name}
                      aria-pressed={iso === selected}
                      aria-disabled={!enabled}
                      onClick={() => {
                        setActive(iso);
                        if (enabled) onSelect(iso);
                      }}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {showLegend && legend.length > 0 ? (
        <ul className="calendar-legend" aria-label="Legend">
          {legend.map((mark) => (
            <li key={mark.kind} className={`day-${mark.kind}`}>
              {mark.text === 'sold out' ? 'Sold out' : mark.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
