// One pass card of the demographics page: a header button that collapses or expands it (name, Pass
// ID or 'New Passholder', status), and the holder's form with Update, Remove Pass (the page asks
// first) and the photo.
import type { Schema } from '@boxoffice/sdk';
import { PASS_ZIP_INPUT_MAX_LENGTH } from '@boxoffice/sdk/rules';
import { useId } from 'react';
import { useCollapseFocus } from '../../components/use-collapse-focus';
import {
  cardHeading,
  cardStatus,
  enabledFields,
  holderName,
  type PassCard,
  type PassField,
  STATUS_COMPLETED,
} from './pass-cards';
import { passImageUrl } from './photo-upload';

interface PassCardViewProps {
  readonly card: PassCard;
  readonly states: readonly Schema<'StateProvince'>[];
  readonly primary: boolean;
  readonly busy: boolean;
  /** The copy toggle's state, when this card shows it. */
  readonly copyToAll: boolean | null;
  readonly photoRefresh: number;
  readonly onToggle: () => void;
  readonly onEdit: (field: PassField, value: string) => void;
  readonly onCopyToAll: (on: boolean) => void;
  readonly onUpdate: () => void;
  readonly onRemove: () => void;
  readonly onUploadPicture: () => void;
}

interface FieldProps {
  readonly label: string;
  readonly field: PassField;
  readonly max: number;
  readonly disabled?: boolean;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly placeholder?: string;
}

export function PassCardView(props: PassCardViewProps) {
  const { card, states, primary, busy, copyToAll, photoRefresh } = props;
  const id = useId();
  const expanded = card.expanded;
  const { toggleRef, bodyRef } = useCollapseFocus<HTMLFormElement>(expanded);
  const { pass, form, errors } = card;
  const enabled = enabledFields(card);
  const status = cardStatus(card);
  const heading = cardHeading(card);

  const input = ({
    label,
    field,
    max,
    disabled = false,
    type = 'text',
    autoComplete,
    placeholder,
  }: FieldProps) => {
    const error = errors[field];
    return (
      <label key={field}>
        {label}
        <input
          type={type}
          name={field}
          value={form[field]}
          maxLength={max}
          disabled={disabled || busy}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          onChange={(event) => props.onEdit(field, event.target.value)}
        />
        {error ? <small id={`${id}-${field}-error`}>{error}</small> : null}
      </label>
    );
  };

  return (
    <article className={card.expanded ? 'pass-card' : 'pass-card collapsed'} aria-labelledby={`${id}-title`}>
      <header>
        <button
          type="button"
          className="pass-card-toggle outline contrast"
          ref={toggleRef}
          aria-expanded={card.expanded}
          aria-controls={`${id}-body`}
          onClick={props.onToggle}
        >
          <span id={`${id}-title`} className="pass-card-name">
            {heading.name}
          </span>
          {heading.detail ? <span className="pass-card-id">{heading.detail}</span> : null}
          {primary ? <span className="pass-card-primary">Primary Contact</span> : null}
          <span className={status === STATUS_COMPLETED ? 'pass-status done' : 'pass-status'}>{status}</span>
        </button>
      </header>
      <form
        ref={bodyRef}
        id={`${id}-body`}
        hidden={!card.expanded}
        aria-busy={busy}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) props.onUpdate();
        }}
      >
        {copyToAll !== null ? (
          <label>
            <input
              type="checkbox"
              role="switch"
              aria-checked={copyToAll}
              checked={copyToAll}
              disabled={busy}
              onChange={(event) => props.onCopyToAll(event.target.checked)}
            />
            use this information for all new passholders
          </label>
        ) : null}
        <div className="grid">
          {input({
            label: 'First Name',
            field: 'firstName',
            max: 35,
            disabled: !enabled.name,
            autoComplete: 'off',
          })}
          {input({
            label: 'Last Name',
            field: 'lastName',
            max: 35,
            disabled: !enabled.name,
            autoComplete: 'off',
          })}
        </div>
        <div className="grid">
          {input({
            label: 'Birth Date',
            field: 'birthDate',
            max: 10,
            disabled: !enabled.birthDate,
            placeholder: 'mm/dd/yyyy',
            autoComplete: 'off',
          })}
          {input({
            label: 'Email Address',
            field: 'emailAddress',
            max: 200,
            type: 'email',
            disabled: !enabled.emailAddress,
            autoComplete: 'off',
          })}
        </div>
        {input({ label: 'Address 1', field: 'address1', max: 50, autoComplete: 'off' })}
        {input({ label: 'Address 2', field: 'address2', max: 50, autoComplete: 'off' })}
        <div className="grid">
          {input({ label: 'City', field: 'city', max: 50, autoComplete: 'off' })}
          <label>
            State
            <select
              name="state"
              value={form.state}
              disabled={busy}
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? `${id}-state-error` : undefined}
              onChange={(event) => props.onEdit('state', event.target.value)}
            >
              <option value="">Select a state</option>
              {states.map((s) => (
                <option key={s.abbreviation} value={s.abbreviation}>
                  {s.name}
                </option>
              ))}
            </select>
            {errors.state ? <small id={`${id}-state-error`}>{errors.state}</small> : null}
          </label>
        </div>
        <div className="grid">
          {input({ label: 'Zip', field: 'zip', max: PASS_ZIP_INPUT_MAX_LENGTH, autoComplete: 'off' })}
          {input({
            label: 'Phone',
            field: 'phoneNumber',
            max: 14,
            type: 'tel',
            placeholder: '(xxx) xxx-xxxx',
            autoComplete: 'off',
          })}
        </div>
        <div className="pass-photo">
          {pass.photoUploaded ? (
            <img src={passImageUrl(pass.extCartTicketId, photoRefresh)} alt={holderName(card)} />
          ) : (
            <p className="pass-photo-none">No picture uploaded</p>
          )}
          <button type="button" className="secondary" disabled={busy} onClick={props.onUploadPicture}>
            Upload Picture
          </button>
        </div>
        {card.errorMessage ? (
          <p role="alert" className="alert-danger">
            {card.errorMessage}
          </p>
        ) : null}
        <div className="pass-card-actions">
          <button type="submit" disabled={busy} aria-busy={busy}>
            Update
          </button>
          <button type="button" className="secondary outline" disabled={busy} onClick={props.onRemove}>
            Remove Pass
          </button>
        </div>
      </form>
    </article>
  );
}
