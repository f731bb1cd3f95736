// The collapsible 'Add Ticket' card (seed 001 §2): a barcode input (max 17 characters; several
// barcodes may be separated by commas) linked through upgrade/link-upgrade-ticket. The card starts
// open when no ticket is linked yet, closed otherwise (the seed does not say). A link's outcome (the
// server's note, or why it failed) is the page's one message (lib/outcome.ts).
import { BARCODE_MAX_LENGTH } from '@boxoffice/sdk/rules';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import type { Outcome } from '../../lib/outcome';
import { barcodesOf, linkedOutcome } from './upgrade-select';

interface AddTicketCardProps {
  /** Whether the card starts open (read once). */
  readonly open: boolean;
  /** null as a link starts (the last message goes); then a link's note or failure (upgrade-select.ts). */
  readonly onOutcome: (outcome: Outcome | null) => void;
  /** After a link: the list reloads. */
  readonly onLinked: () => void;
}

export function AddTicketCard({ open, onOutcome, onLinked }: AddTicketCardProps) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const [startsOpen] = useState(open);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onOutcome(null);
    const parsed = barcodesOf(text);
    setInvalid(parsed.ok ? null : parsed.message);
    if (!parsed.ok) return;
    setBusy(true);
    try {
      const { data } = await api.POST('/upgrade/link-upgrade-ticket', {
        body: { barcodes: parsed.barcodes },
      });
      if (!data.success) throw new Error(data.message ?? '');
      setText('');
      onOutcome(linkedOutcome(data.message));
      onLinked();
    } catch (e) {
      onOutcome({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="upgrade-card">
      <details open={startsOpen}>
        <summary>Add Ticket</summary>
        <form noValidate onSubmit={submit}>
          <label htmlFor={id}>Ticket Barcode</label>
          <div className="upgrade-add-row">
            <input
              id={id}
              value={text}
              maxLength={BARCODE_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" disabled={busy} aria-busy={busy}>
              Add Ticket
            </button>
          </div>
          {invalid ? (
            <small id={`${id}-error`} className="field-error">
              {invalid}
            </small>
          ) : (
            <small id={`${id}-hint`}>The barcode printed on your ticket, as LAP1004820001.</small>
          )}
        </form>
      </details>
    </article>
  );
}
