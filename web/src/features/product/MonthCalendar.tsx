// A small month calendar (week starts Sunday; days without performances disabled). It stands in for
// react-day-picker, whose ~20 kB gzip alone would put the product page over its 110 kB budget.
// Days are buttons in a grid table, so Tab and Enter/Space work and each has a full date as its name.
import { fromIso, monthDays, toIso } from './dates';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const dayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

interface MonthCalendarProps {
  readonly month: Date;
  readonly selected: string | null;
  readonly isEnabled: (iso: string) => boolean;
  readonly onMonthChange: (month: Date) => void;
  readonly onSelect: (iso: string) => void;
}

export function MonthCalendar({ month, selected, isEnabled, onMonthChange, onSelect }: MonthCalendarProps) {
  const title = monthName.format(month);
  const shift = (by: number) => onMonthChange(new Date(month.getFullYear(), month.getMonth() + by, 1));
  const weeks = monthDays(month);
  return (
    <div className="month-calendar">
      <div className="month-calendar-nav">
        <button
          type="button"
          className="secondary outline"
          aria-label="Previous month"
          onClick={() => shift(-1)}
        >
          ‹
        </button>
        <strong aria-live="polite">{title}</strong>
        <button type="button" className="secondary outline" aria-label="Next month" onClick={() => shift(1)}>
          ›
        </button>
      </div>
      <table aria-label={title}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'blank'}>
              {week.map((iso, i) =>
                iso ? (
                  <td key={iso}>
                    <button
                      type="button"
                      aria-label={dayName.format(fromIso(iso))}
                      aria-pressed={iso === selected}
                      disabled={!isEnabled(iso)}
                      onClick={() => onSelect(iso)}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have only their position.
                  <td key={i} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { toIso };
