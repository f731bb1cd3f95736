// Guest Info (/reservation/begin; seed 002 §2.2, §4.1, §5): first name, last name, email, phone and
// zip; Continue begins a reservation, or saves the details of the one in progress, then Add Tickets.
import type { Schema } from '@boxoffice/sdk';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { site } from '../../lib/site';
import {
  type AccountContact,
  GUEST_FIELDS,
  type GuestErrors,
  type GuestForm,
  guestCall,
  guestErrors,
  initialGuest,
} from './guest';
import { loadReservation, WizardFrame } from './WizardFrame';
import { ErrorCode, isTimedOut, PATHS, REDIRECT_MESSAGES } from './wizard';

type Reservation = Schema<'Reservation'>;

/** The signed-in account's contact (GET cart's buyer fields); null for an anonymous shopper. */
async function accountContact(signedIn: boolean): Promise<AccountContact | null> {
  if (!signedIn) return null;
  try {
    const { data } = await api.GET('/cart', { params: { query: { revise: false } } });
    return data.value;
  } catch {
    // The prefill is a convenience: without it the shopper types the details.
    return null;
  }
}

export default function BeginPage() {
  const [, navigate] = useLocation();
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const [form, setForm] = useState<GuestForm | null>(null);
  const [errors, setErrors] = useState<GuestErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    loadReservation().then(
      async (r) => {
        // Without a reservation, a signed-in shopper starts from the account's details.
        const account = r ? null : await accountContact(site.session?.userAuthenticated ?? false);
        setReservation(r);
        setForm(initialGuest(r, account));
      },
      (e) => {
        // A timed-out session stays here with error 1 (§4.1); the form starts empty.
        setFailure(isTimedOut(e) ? (REDIRECT_MESSAGES[ErrorCode.TimedOut] ?? null) : errorText(e));
        setForm(initialGuest(null));
      },
    );
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const found = guestErrors(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (guestCall(reservation?.reservationInProgress ?? false) === 'update')
        await api.PUT('/reservation/personal-information', { body: form });
      else await api.POST('/reservation/begin', { body: form });
      navigate(PATHS.link);
    } catch (e) {
      setFailure(isTimedOut(e) ? (REDIRECT_MESSAGES[ErrorCode.TimedOut] ?? null) : errorText(e));
      setBusy(false);
    }
  };

  return (
    <WizardFrame
      title="Guest Info"
      step={1}
      hasAddOns={reservation?.hasAddOns}
      ready={form !== null}
      outcome={failure}
    >
      {form === null && <LoadingOverlay delayed message="Loading your reservation…" />}
      {failure && (
        <p role="alert" className="alert-danger">
          {failure}
        </p>
      )}
      {form && (
        <form noValidate onSubmit={submit}>
          <div className="grid">{GUEST_FIELDS.slice(0, 2).map((f) => field(f))}</div>
          {GUEST_FIELDS.slice(2).map((f) => field(f))}
          <button type="submit" disabled={busy} aria-busy={busy}>
            Continue
          </button>
        </form>
      )}
    </WizardFrame>
  );

  function field(f: (typeof GUEST_FIELDS)[number]) {
    const fieldId = `${id}-${f.name}`;
    const error = errors[f.name];
    return (
      <div key={f.name}>
        <label htmlFor={fieldId}>{f.label}</label>
        <input
          id={fieldId}
          type={f.type ?? 'text'}
          value={form?.[f.name] ?? ''}
          maxLength={f.maxLength}
          autoComplete={f.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(e) =>
            setForm((current) => (current ? { ...current, [f.name]: e.target.value } : current))
          }
        />
        {error && (
          <small id={`${fieldId}-error`} className="field-error">
            {error}
          </small>
        )}
      </div>
    );
  }
}
