// The anonymous lookup's phone challenge (seed 001 §4 'Order lookup'): the phone number on the order,
// checked with the SDK's rule ('A valid, numeric phone number is required'), then the retry.
import { type FormEvent, useState } from 'react';
import { phoneEntry } from './order-lookup';

interface PhoneChallengeProps {
  /** The server's prompt, or why the last phone number did not open the order. */
  readonly message: string | null;
  readonly retried: boolean;
  readonly busy: boolean;
  readonly onRetry: (phoneNumber: string) => void;
}

export function PhoneChallenge({ message, retried, busy, onRetry }: PhoneChallengeProps) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entry = phoneEntry(value);
    if (!entry.ok) {
      setFieldError(entry.message);
      return;
    }
    setFieldError(null);
    onRetry(entry.phoneNumber);
  };

  return (
    <form className="phone-challenge" onSubmit={submit} noValidate>
      {retried && message ? (
        <p role="alert" className="alert-danger">
          {message}
        </p>
      ) : (
        <p>{message ?? 'Please enter the phone number on the order'}</p>
      )}
      <label htmlFor="order-phone">Phone Number</label>
      <input
        id="order-phone"
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? 'order-phone-error' : undefined}
      />
      {fieldError && (
        <small id="order-phone-error" className="field-error">
          {fieldError}
        </small>
      )}
      <button type="submit" disabled={busy} aria-busy={busy}>
        View Order
      </button>
    </form>
  );
}
