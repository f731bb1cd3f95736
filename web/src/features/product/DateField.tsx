// Select Date (seed 000 §2 'Performance selector'): a typed mm/dd/yyyy field beside a calendar whose
// week starts on Sunday and whose dates without performances (or sold out) are disabled, with
// limited and sold-out dates marked. A typed date loads only once it matches m/d/yy or m/d/yyyy.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useId, useState } from 'react';
import { capacityMark, isBookable } from './capacity';
import { fromIso, monthRange, parseTypedDate, toTyped } from './dates';
import { MonthCalendar } from './MonthCalendar';

interface DateFieldProps {
  readonly value: string | null;
  /** The dates with performances in the shown month (by ISO date), with their capacity; null while loading. */
  readonly available: ReadonlyMap<string, Schema<'ProductDate'>> | null;
  readonly month: Date;
  readonly onMonthChange: (month: Date) => void;
  readonly onChange: (date: string) => void;
}

export function DateField({ value, available, month, onMonthChange, onChange }: DateFieldProps) {
  const id = useId();
  const [text, setText] = useState(value ? toTyped(value) : '');
  useEffect(() => {
    if (value) setText(toTyped(value));
  }, [value]);

  const typed = (next: string) => {
    setText(next);
    const iso = parseTypedDate(next);
    if (!iso) return;
    const { startDate } = monthRange(fromIso(iso));
    if (startDate !== monthRange(month).startDate) onMonthChange(fromIso(iso));
    if (iso !== value) onChange(iso);
  };

  return (
    <div className="date-field">
      <label htmlFor={id}>Select Date</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        placeholder="mm/dd/yyyy"
        autoComplete="off"
        value={text}
        onChange={(event) => typed(event.target.value)}
      />
      <div aria-busy={available === null} className="calendar">
        <MonthCalendar
          month={month}
          selected={value}
          isEnabled={(iso) => isBookable(available?.get(iso))}
          markOf={(iso) => capacityMark(available?.get(iso))}
          onMonthChange={onMonthChange}
          onSelect={onChange}
        />
      </div>
    </div>
  );
}
