// The roving focus of a day grid (MonthCalendar, the dynamic calendar): a key asks for a day, and
// the day gets the focus in the first render that shows it. The request outlives renders that do
// not show it yet (the grid's page and the chosen day can be rendered apart, the page coming from
// the parent), so the focus neither lands on another day nor is lost with the page it left.
import { useEffect, useRef } from 'react';

/** `tabStop`: the grid's Tab stop now; `autoFocus`: focus it as the grid first appears. */
export function useDayFocus(tabStop: string | undefined, autoFocus = false) {
  const grid = useRef<HTMLTableElement>(null);
  const wanted = useRef<string | true | null>(autoFocus ? true : null);

  useEffect(() => {
    const day = wanted.current === true ? tabStop : wanted.current;
    if (!day) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${day}"]`);
    if (!button) return;
    wanted.current = null;
    button.focus();
  });

  return {
    grid,
    /** Moves the focus to `day` as soon as the grid shows it. */
    focusDay: (day: string) => {
      wanted.current = day;
    },
  };
}
