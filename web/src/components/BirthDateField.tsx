// A birth date: typed m/d/yyyy (the mask takes a slash, dash or dot) or chosen from a popup month
// calendar (MonthCalendar: weeks start on Sunday, a year list) bounded to the given days. The popup
// follows DateField's: it closes on Escape (focus back to its button), an outside click or a chosen
// day. The typed text is the caller's, so its rule can say 'Invalid date format' as typed.
import { useId, useState } from 'react';
import { fromIso, toTyped } from './dates';
import { MonthCalendar } from './MonthCalendar';
import { maskBirthDate } from './passholder-rows';
import { usePopup } from './use-popup';
import './date-picker.css';

interface BirthDateFieldProps {
  readonly label: string;
  readonly value: string;
  readonly min: string;
  readonly max: string;
  readonly onChange: (text: string) => void;
  readonly onBlur: () => void;
  readonly message?: string | undefined;
  readonly disabled?: boolean;
}

/** The ISO day a typed m/d/yyyy names, for the calendar's selection; null while it names none. */
function typedIso(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, m, d, y] = match;
  return `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
}

export function BirthDateField(props: BirthDateFieldProps) {
  const { label, value, min, max, onChange, onBlur, message, disabled = false } = props;
  const id = useId();
  const popupId = useId();
  const messageId = useId();
  const selected = typedIso(value);
  const [month, setMonth] = useState(() => fromIso(selected ?? max));
  const { open, setOpen, wrapper, toggle, close, popup } = usePopup();

  return (
    <div className="date-field date-field-popup birth-date-field" ref={wrapper}>
      <label htmlFor={id}>{label}</label>
      <div className="date-field-input">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          placeholder="mm/dd/yyyy"
          autoComplete="off"
          // No maxLength: the mask keeps 10 characters. With one, Chromium cut a date pasted over the
          // whole text to the room left beside it, when the field was too narrow to show all of it.
          value={value}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(maskBirthDate(event.target.value))}
          onBlur={onBlur}
        />
        <button
          ref={toggle}
          type="button"
          className="secondary outline"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          disabled={disabled}
          onClick={() => {
            if (!open && selected) setMonth(fromIso(selected));
            setOpen((o) => !o);
          }}
        >
          Choose date<span className="visually-hidden"> for {label}</span>
        </button>
      </div>
      {message ? (
        <small id={messageId} className="field-error">
          {message}
        </small>
      ) : null}
      {open ? (
        <div
          id={popupId}
          role="dialog"
          aria-label={`${label}: calendar`}
          ref={popup}
          className="date-picker-popup"
        >
          <MonthCalendar
            month={month}
            selected={selected}
            min={min}
            max={max}
            autoFocus
            isEnabled={() => true}
            onMonthChange={setMonth}
            onSelect={(iso) => {
              onChange(toTyped(iso));
              onBlur();
              close();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
