// The season pass form (Pass ID and, by the app config's passValidationMethodId, the holder's zip
// or phone) and the ticket barcode form (seed 002 §2.2, §7.1 POST reservation/ticket).
import {
  BARCODE_MAX_LENGTH,
  PASS_ID_MAX_LENGTH,
  PASS_PHONE_INPUT_MAX_LENGTH,
  PASS_ZIP_INPUT_MAX_LENGTH,
} from '@boxoffice/sdk/rules';
import { type FormEvent, useId, useState } from 'react';
import { validationLabel } from './link-tickets';

interface AddTicketFormsProps {
  readonly method: number | null | undefined;
  readonly busy: 'pass' | 'ticket' | null;
  /** Adds the pass or ticket; resolves true when it was added (the form then clears). */
  readonly onAdd: (kind: 'pass' | 'ticket', barcode: string, validationData: string) => Promise<boolean>;
  readonly onHelp: () => void;
}

export function AddTicketForms({ method, busy, onAdd, onHelp }: AddTicketFormsProps) {
  const [passId, setPassId] = useState('');
  const [validation, setValidation] = useState('');
  const [barcode, setBarcode] = useState('');
  const ids = { pass: useId(), data: useId(), barcode: useId() };

  const addPass = async (event: FormEvent) => {
    event.preventDefault();
    if (await onAdd('pass', passId, validation)) {
      setPassId('');
      setValidation('');
    }
  };
  const addTicket = async (event: FormEvent) => {
    event.preventDefault();
    if (await onAdd('ticket', barcode, '')) setBarcode('');
  };

  return (
    <div className="grid">
      <form noValidate onSubmit={addPass} aria-label="Add a season pass">
        <h3>Season Pass</h3>
        <label htmlFor={ids.pass}>Season Pass ID</label>
        <input
          id={ids.pass}
          value={passId}
          maxLength={PASS_ID_MAX_LENGTH}
          autoComplete="off"
          onChange={(e) => setPassId(e.target.value)}
        />
        <label htmlFor={ids.data}>{validationLabel(method)}</label>
        <input
          id={ids.data}
          value={validation}
          maxLength={method === 2 ? PASS_ZIP_INPUT_MAX_LENGTH : PASS_PHONE_INPUT_MAX_LENGTH}
          inputMode={method === 2 ? undefined : 'tel'}
          autoComplete={method === 2 ? 'postal-code' : 'tel'}
          onChange={(e) => setValidation(e.target.value)}
        />
        <button type="submit" disabled={busy !== null || !passId.trim()} aria-busy={busy === 'pass'}>
          Add Pass
        </button>
      </form>
      <form noValidate onSubmit={addTicket} aria-label="Add a ticket">
        <h3>Ticket</h3>
        <label htmlFor={ids.barcode}>Ticket Barcode</label>
        <input
          id={ids.barcode}
          value={barcode}
          maxLength={BARCODE_MAX_LENGTH}
          autoComplete="off"
          onChange={(e) => setBarcode(e.target.value)}
        />
        <button type="submit" disabled={busy !== null || !barcode.trim()} aria-busy={busy === 'ticket'}>
          Add Ticket
        </button>
        <p>
          <button type="button" className="link-button" onClick={onHelp}>
            Where do I find my Pass ID or barcode?
          </button>
        </p>
      </form>
    </div>
  );
}
