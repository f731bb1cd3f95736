// The entry-time modal (seed 002 §2.2, §4.1, §5 'Entry-time modal'): the day's operating hours, the
// entry times without Reached or Unavailable ones (a single one chosen for the shopper), the
// reservation's texts, the bring-a-friend counter, Cancel and Continue (PUT reservation/performance).
import type { Schema } from '@boxoffice/sdk';
import { entryTimeSchema, issuesByField } from '@boxoffice/sdk/rules';
import { useId, useState } from 'react';
import { Modal } from '../../components/Modal';
import { Counter } from './Counter';
import { autoEntryTime, clampBringAFriends, entryTimes, levelStatus, statusText } from './calendar';

type Day = Schema<'ReservationPerformanceDate'>;
type Settings = Schema<'ReservationSettings'>;

interface EntryTimeModalProps {
  readonly day: Day;
  readonly dayName: string;
  readonly settings: Settings | null;
  readonly busy: boolean;
  readonly failure: string | null;
  readonly onCancel: () => void;
  readonly onContinue: (performanceId: string, bringAFriends: number) => void;
}

export function EntryTimeModal(props: EntryTimeModalProps) {
  const { day, dayName, settings, busy, failure, onCancel, onContinue } = props;
  const options = entryTimes(day);
  const [performanceId, setPerformanceId] = useState<string>(autoEntryTime(day) ?? '');
  const [friends, setFriends] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const chosen = options.find((p) => p.id === performanceId);
  const maxFriends = day.maxBringAFriendDayTicketCount;

  const submit = () => {
    const result = entryTimeSchema(maxFriends).safeParse({
      performanceId,
      bringAFriendDayTicketCount: friends,
    });
    const found = result.success ? {} : issuesByField(result.error.issues);
    setErrors(found);
    if (Object.keys(found).length === 0) onContinue(performanceId, friends);
  };

  return (
    <Modal
      title={dayName}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" disabled={busy} aria-busy={busy} onClick={submit}>
            Continue
          </button>
        </>
      }
    >
      {day.propertyHours && <p>Operating hours: {day.propertyHours}</p>}
      {failure && (
        <p role="alert" className="alert-danger">
          {failure}
        </p>
      )}
      <label htmlFor={id}>Entry Time</label>
      <select
        id={id}
        value={performanceId}
        aria-invalid={errors.performanceId ? true : undefined}
        aria-describedby={errors.performanceId ? `${id}-error` : undefined}
        onChange={(e) => setPerformanceId(e.target.value)}
      >
        <option value="">Select an entry time</option>
        {options.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      {errors.performanceId && (
        <small id={`${id}-error`} className="field-error">
          {errors.performanceId}
        </small>
      )}
      {chosen && settings?.selectedDateModalCapacityLabel && (
        <p>
          {settings.selectedDateModalCapacityLabel}: {statusText(levelStatus(chosen.capacityLevel))}
        </p>
      )}
      {chosen?.isAlreadyBooked && settings?.selectedDateModalAlreadyBookedText && (
        <p>{settings.selectedDateModalAlreadyBookedText}</p>
      )}
      {maxFriends > 0 && (
        <>
          {settings?.bafDayText && <p>{settings.bafDayText}</p>}
          <Counter
            label={settings?.bafDayLabel || 'Bring-a-Friend Day Tickets'}
            value={friends}
            clamp={clampBringAFriends}
            onChange={setFriends}
          />
          {errors.bringAFriendDayTicketCount && (
            <p role="alert" className="field-error">
              {errors.bringAFriendDayTicketCount}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
