// The dynamic calendar's page of 3 weeks (seed 002 §2.4): Sunday to Saturday columns, Previous and
// Next, each day with its status class and price range, and the legend; or, with `view=list`, the
// page's listed days as a list. The grid is an ARIA grid with a roving tabindex, as the month
// calendar's (arrows a day or a week, Home/End the week's ends, PageUp/PageDown a page); a day that
// cannot be chosen stays focusable (aria-disabled) and refuses Enter/Space.
import type { Schema } from '@boxoffice/sdk';
import { type KeyboardEvent, useState } from 'react';
import { formatLongDay, fromIso } from '../../components/dates';
import { Money } from '../../components/Money';
import { useDayFocus } from '../../components/use-day-focus';
import {
  canGoBack,
  type DayStatus,
  dayLabel,
  dayStatus,
  dynamicDayForKey,
  isChoosable,
  LEGEND,
  pageOf,
  pageRange,
  pageWeeks,
  priceRange,
  STATUS_TEXT,
  shiftPage,
  weekStart,
} from './dynamic-calendar';

type DynamicDate = Schema<'DynamicDate'>;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short' });

interface DynamicCalendarProps {
  readonly start: string;
  readonly today: string;
  /** The loaded page's dates by ISO day; empty while loading. */
  readonly dates: ReadonlyMap<string, DynamicDate>;
  readonly selected: string | null;
  readonly listView: boolean;
  readonly loading: boolean;
  readonly onPage: (start: string) => void;
  readonly onSelect: (day: DynamicDate) => void;
}

function PriceRange({
  day,
  hidden = false,
}: {
  readonly day: DynamicDate | undefined;
  readonly hidden?: boolean;
}) {
  const range = priceRange(day);
  if (!range) return null;
  return (
    <span className="dynamic-price" aria-hidden={hidden || undefined}>
      {hidden ? null : <span className="visually-hidden">, </span>}
      <Money amount={range.min} />
      {range.max !== null ? (
        <>
          {'–'}
          <Money amount={range.max} />
        </>
      ) : null}
    </span>
  );
}

export function DynamicCalendar(props: DynamicCalendarProps) {
  const { start, today, dates, selected, listView, loading, onPage, onSelect } = props;
  const { endDate } = pageRange(start);
  const title = `${shortDate.format(fromIso(start))} – ${shortDate.format(fromIso(endDate))}`;
  const status = (iso: string): DayStatus => dayStatus(iso, dates.get(iso), today);
  const choose = (iso: string) => {
    const day = dates.get(iso);
    if (day && isChoosable(status(iso))) onSelect(day);
  };
  return (
    <section className="dynamic-calendar" aria-label="Choose a date" aria-busy={loading}>
      <div className="dynamic-calendar-nav">
        <button
          type="button"
          className="secondary outline"
          disabled={!canGoBack(start, today)}
          onClick={() => onPage(shiftPage(start, -1))}
        >
          Previous
        </button>
        <strong aria-live="polite">{title}</strong>
        <button type="button" className="secondary outline" onClick={() => onPage(shiftPage(start, 1))}>
          Next
        </button>
      </div>
      {listView ? (
        <DayList {...props} status={status} choose={choose} />
      ) : (
        <Grid
          title={title}
          start={start}
          today={today}
          dates={dates}
          selected={selected}
          status={status}
          choose={choose}
          onPage={onPage}
        />
      )}
      <ul className="dynamic-legend" aria-label="Legend">
        {LEGEND.map((entry) => (
          <li key={entry.status} className={entry.status}>
            {entry.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface GridProps {
  readonly title: string;
  readonly start: string;
  readonly today: string;
  readonly dates: ReadonlyMap<string, DynamicDate>;
  readonly selected: string | null;
  readonly status: (iso: string) => DayStatus;
  readonly choose: (iso: string) => void;
  readonly onPage: (start: string) => void;
}

function Grid({ title, start, today, dates, selected, status, choose, onPage }: GridProps) {
  const weeks = pageWeeks(start);
  const days = weeks.flat();
  const onPageDay = (iso: string | null) => (iso && days.includes(iso) ? iso : null);
  const [active, setActive] = useState<string | null>(null);
  const focusDay =
    onPageDay(active) ??
    onPageDay(selected) ??
    days.find((iso) => isChoosable(status(iso))) ??
    onPageDay(today) ??
    days[0];
  const { grid, focusDay: moveFocusTo } = useDayFocus(focusDay);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.day;
    const to = from ? dynamicDayForKey(from, event.key) : null;
    if (!to) return;
    event.preventDefault();
    if (to < weekStart(today)) return;
    setActive(to);
    moveFocusTo(to);
    if (!days.includes(to)) onPage(pageOf(to, today));
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table as an ARIA grid is the APG date picker's own markup.
    <table role="grid" aria-label={title} ref={grid} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col" abbr={d}>
              {d.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((iso, i) => {
              const dayStatusNow = status(iso);
              const day = dates.get(iso);
              const number = Number(iso.slice(8));
              // The month's name on a page's first day and on each 1st, so the page reads across months.
              const label =
                (i === 0 && iso === start) || number === 1 ? `${monthShort.format(fromIso(iso))} ` : '';
              return (
                <td key={iso}>
                  <button
                    type="button"
                    data-day={iso}
                    className={`dynamic-day ${dayStatusNow}`}
                    tabIndex={iso === focusDay ? 0 : -1}
                    aria-pressed={iso === selected}
                    aria-disabled={!isChoosable(dayStatusNow)}
                    onClick={() => {
                      setActive(iso);
                      choose(iso);
                    }}
                  >
                    {/* The name is one hidden text (the day in full, its status and price): split
                        over several hidden spans, the browser would read blanks between them. What
                        the eye sees (the number, a short month, the price) is hidden from the name. */}
                    <span className="visually-hidden">{dayLabel(iso, dayStatusNow, day)}</span>
                    <span className="dynamic-day-number" aria-hidden="true">
                      {label}
                      {number}
                    </span>
                    {isChoosable(dayStatusNow) ? <PriceRange day={day} hidden /> : null}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayList({
  start,
  dates,
  selected,
  status,
  choose,
}: DynamicCalendarProps & { status: (iso: string) => DayStatus; choose: (iso: string) => void }) {
  const days = pageWeeks(start)
    .flat()
    .filter((iso) => dates.has(iso));
  if (days.length === 0) return <p>There are no dates to choose on these weeks.</p>;
  return (
    <ul className="dynamic-list">
      {days.map((iso) => {
        const dayStatusNow = status(iso);
        const choosable = isChoosable(dayStatusNow);
        return (
          <li key={iso}>
            <button
              type="button"
              className={`dynamic-day ${dayStatusNow}`}
              aria-pressed={iso === selected}
              disabled={!choosable}
              onClick={() => choose(iso)}
            >
              <span>{formatLongDay(iso)}</span>
              <small>{STATUS_TEXT[dayStatusNow]}</small>
              {choosable ? <PriceRange day={dates.get(iso)} /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
