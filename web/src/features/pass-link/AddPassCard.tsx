// The collapsible Add Pass card: Season Pass ID (max 17) and the validation data the app
// configuration asks for (zip code when passValidationMethodId is 2, else phone), prefilled with
// the account's initialValidationData; a link to the 'Locating Your Pass ID' help.
// The card starts open: linking is what the page is for (the seed does not say). Its outcome, success
// or failure, is the page's one message (lib/outcome.ts), so it never shows beside an older one.
import { PASS_ID_MAX_LENGTH } from '@boxoffice/sdk/rules';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import type { Outcome } from '../../lib/outcome';
import { PassIdHelpModal } from './PassIdHelpModal';
import {
  type LinkForm,
  type LinkFormErrors,
  linkFormErrors,
  linkRequest,
  PASS_LINKED,
  PASS_NOT_ADDED,
  validationLabel,
} from './pass-link';

interface AddPassCardProps {
  readonly method: number | null | undefined;
  readonly initialValidationData: string | null;
  /** null as a link starts (the last message goes); then its success (the table reloads) or failure. */
  readonly onOutcome: (outcome: Outcome | null) => void;
}

export function AddPassCard({ method, initialValidationData, onOutcome }: AddPassCardProps) {
  const [form, setForm] = useState<LinkForm>({
    passholderId: '',
    validationData: initialValidationData ?? '',
  });
  const [errors, setErrors] = useState<LinkFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [help, setHelp] = useState(false);
  const idField = useId();
  const dataField = useId();
  const label = validationLabel(method);

  // The details can arrive after the card: prefill once they do, unless the shopper typed already.
  useEffect(() => {
    if (initialValidationData)
      setForm((f) => (f.validationData ? f : { ...f, validationData: initialValidationData }));
  }, [initialValidationData]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = linkFormErrors(form, method);
    setErrors(found);
    onOutcome(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { data } = await api.POST('/account/link-pass', { body: linkRequest(form) });
      if (!data.success) throw new Error(data.message || PASS_NOT_ADDED);
      setForm((f) => ({ ...f, passholderId: '' }));
      onOutcome({ ok: true, text: PASS_LINKED });
    } catch (e) {
      onOutcome({ ok: false, text: errorText(e, PASS_NOT_ADDED) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof LinkForm, id: string, text: string, maxLength: number) => (
    <>
      <label htmlFor={id}>{text}</label>
      <input
        id={id}
        value={form[name]}
        maxLength={maxLength}
        autoComplete={name === 'validationData' ? (method === 2 ? 'postal-code' : 'tel') : 'off'}
        inputMode={name === 'validationData' && method !== 2 ? 'tel' : undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
      />
      {errors[name] && (
        <small id={`${id}-error`} className="field-error">
          {errors[name]}
        </small>
      )}
    </>
  );

  return (
    <article className="pass-link-card">
      <details open>
        <summary>Add Pass</summary>
        <form noValidate onSubmit={submit}>
          {field('passholderId', idField, 'Season Pass ID', PASS_ID_MAX_LENGTH)}
          <p>
            <button type="button" className="link-button" onClick={() => setHelp(true)}>
              Locating Your Pass ID
            </button>
          </p>
          {/* 14: the contract's limit for the validation data (a masked phone number). */}
          {field('validationData', dataField, label, 14)}
          <button type="submit" disabled={busy} aria-busy={busy}>
            Add Pass
          </button>
        </form>
      </details>
      {help && <PassIdHelpModal onClose={() => setHelp(false)} />}
    </article>
  );
}
