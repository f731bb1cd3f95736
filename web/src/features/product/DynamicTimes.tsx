// The staged time pickers of the chosen date (seed 002 §2.4, §4.3), from dynamic-picks.ts: a picker
// per pick with several options or a single one that always prompts, labelled with its
// selectionUIPrompt ('Time' when it has none: ours). A pick made for the shopper (its single option)
// is stated rather than offered, so they see what they will get.
import type { Schema } from '@boxoffice/sdk';
import { type Picks, pickLevels } from './dynamic-picks';

interface DynamicTimesProps {
  readonly day: Schema<'DynamicDate'>;
  readonly picks: Picks;
  readonly disabled: boolean;
  readonly onPick: (index: number, performanceId: string | null) => void;
}

const dayName = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

export function DynamicTimes({ day, picks, disabled, onPick }: DynamicTimesProps) {
  const levels = pickLevels(day.performances, picks);
  const [year, month, date] = day.date.split('-').map(Number);
  const heading = dayName.format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
  return (
    <fieldset className="dynamic-times">
      <legend>
        <strong>{heading}</strong>
      </legend>
      {levels.length === 0 ? (
        <p role="status">There are no times available on this date.</p>
      ) : (
        levels.map((level) => {
          const label = level.prompt ?? 'Time';
          const id = `dynamic-pick-${level.index}`;
          if (!level.shown) {
            const only = level.options[0];
            return (
              <p key={level.index} className="dynamic-pick-made">
                {label}: <strong>{only?.performanceTime}</strong>
              </p>
            );
          }
          return (
            <div key={level.index}>
              <label htmlFor={id}>{label}</label>
              <select
                id={id}
                value={level.performanceId ?? ''}
                disabled={disabled}
                onChange={(event) => onPick(level.index, event.target.value || null)}
              >
                <option value="">Choose a time</option>
                {level.options.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.performanceTime}
                    {p.capacityDescription && p.capacityDescription !== 'Available'
                      ? ` (${p.capacityDescription})`
                      : ''}
                  </option>
                ))}
              </select>
            </div>
          );
        })
      )}
    </fieldset>
  );
}
