// The month calendar's keyboard, as plain date arithmetic (WAI-ARIA APG 'Date Picker Dialog'):
// Left/Right a day, Up/Down a week, Home/End the start (Sunday) and end (Saturday) of the week,
// PageUp/PageDown the same day of the previous/next month (Shift: year), clamped to the month's last
// day. Like the APG example, focus moves by date and never skips a day; a day that cannot be chosen
// keeps its place in the grid and is only refused on Enter/Space (see MonthCalendar.tsx).
import { fromIso, toIso } from './dates';

/** A day `by` days away, on the calendar (local dates: no daylight-saving drift). */
function addDays(day: Date, by: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + by);
}

/** The same day `by` months away, or that month's last day when it is shorter (Jan 31 -> Feb 28). */
function addMonths(day: Date, by: number): Date {
  const first = new Date(day.getFullYear(), day.getMonth() + by, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(day.getDate(), last));
}

/** The day (ISO) a key moves the focus to from `iso`; null for a key the calendar does not handle. */
export function dayForKey(iso: string, key: string, shiftKey = false): string | null {
  const day = fromIso(iso);
  switch (key) {
    case 'ArrowLeft':
      return toIso(addDays(day, -1));
    case 'ArrowRight':
      return toIso(addDays(day, 1));
    case 'ArrowUp':
      return toIso(addDays(day, -7));
    case 'ArrowDown':
      return toIso(addDays(day, 7));
    case 'Home':
      return toIso(addDays(day, -day.getDay()));
    case 'End':
      return toIso(addDays(day, 6 - day.getDay()));
    case 'PageUp':
      return toIso(addMonths(day, shiftKey ? -12 : -1));
    case 'PageDown':
      return toIso(addMonths(day, shiftKey ? 12 : 1));
    default:
      return null;
  }
}

/** Whether an ISO day lies in the month shown (any date of that month). */
export function inMonth(iso: string, month: Date): boolean {
  const day = fromIso(iso);
  return day.getFullYear() === month.getFullYear() && day.getMonth() === month.getMonth();
}

/** The first day of the ISO day's month, for moving the calendar there. */
export function monthOf(iso: string): Date {
  const day = fromIso(iso);
  return new Date(day.getFullYear(), day.getMonth(), 1);
}

/**
 * The day that takes Tab focus when the grid is entered (roving tabindex): the chosen date when it
 * is in this month, else the month's first day that can be chosen, else today in this month, else
 * the 1st.
 */
export function focusDayOf(
  month: Date,
  selected: string | null,
  isEnabled: (iso: string) => boolean,
  today: Date = new Date(),
): string {
  if (selected && inMonth(selected, month)) return selected;
  const count = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  for (let d = 1; d <= count; d++) {
    const iso = toIso(new Date(month.getFullYear(), month.getMonth(), d));
    if (isEnabled(iso)) return iso;
  }
  const todayIso = toIso(today);
  return inMonth(todayIso, month) ? todayIso : toIso(new Date(month.getFullYear(), month.getMonth(), 1));
}
