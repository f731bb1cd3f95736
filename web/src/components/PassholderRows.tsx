// One pass variant with its passholder rows (seed 001 §4 'Product lists', §5 'Pass holder rows'):
// the variant's name, age text, price and descriptions, then a fieldset per holder (first name, last
// name, birth date with its picker, Remove) and an Add button. The states are passholder-rows.ts.
// Shared by the single pass page (and its modal) and the pass tag pages.
import type { Schema } from '@boxoffice/sdk';
import type { ReactNode } from 'react';
import { BirthDateField } from './BirthDateField';
import { Money } from './Money';
import {
  addRow,
  birthDateRange,
  editRow,
  type PassholderField,
  pickerBounds,
  type PassholderRows as Rows,
  removeRow,
  rowsOf,
  touchRow,
  visibleMessages,
} from './passholder-rows';
import './passholder-rows.css';

type Variant = Schema<'ProductVariant'>;

interface PassholderRowsProps {
  readonly variant: Variant;
  readonly rows: Rows;
  /** A state setter's form: each change applies to the latest rows (a pick edits, then touches). */
  readonly onChange: (update: (rows: Rows) => Rows) => void;
  readonly disabled: boolean;
  /** h2 under the page's h1 (or in a modal), h3 inside a product card. */
  readonly headingLevel?: 2 | 3;
  /** More about the variant (the Payment Plan tab's plan texts). */
  readonly children?: ReactNode;
}

export const variantName = (variant: Variant): string =>
  variant.displayName || variant.productVariantDisplayName || variant.id;

export function PassholderRows(props: PassholderRowsProps) {
  const { variant, rows, onChange, disabled, headingLevel = 3, children } = props;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = variantName(variant);
  const range = birthDateRange(variant);
  // Today is the shopper's; the picker reaches back 100 years from it.
  const bounds = pickerBounds(range, new Date());
  const own = rowsOf(rows, variant.id);
  const field = (key: number, f: PassholderField) => ({
    onChange: (value: string) => onChange((current) => editRow(current, variant.id, key, f, value)),
    onBlur: () => onChange((current) => touchRow(current, variant.id, key, f)),
  });

  return (
    <section className="pass-variant" aria-label={name}>
      <div className="pass-variant-head">
        <Heading>{name}</Heading>
        <Money amount={variant.displayPrice} />
      </div>
      {variant.ageRestrictionText ? <small>{variant.ageRestrictionText}</small> : null}
      {variant.productVariantShortDescription ? <p>{variant.productVariantShortDescription}</p> : null}
      {children}
      {own.map((row, index) => {
        const legend = `${name} passholder ${index + 1}`;
        const messages = visibleMessages(row, range);
        const names = field(row.key, 'firstName');
        const lasts = field(row.key, 'lastName');
        const births = field(row.key, 'birthDate');
        return (
          <fieldset key={row.key} className="passholder-row">
            <legend>{legend}</legend>
            <div className="passholder-fields">
              <label>
                First Name
                <input
                  type="text"
                  autoComplete="off"
                  maxLength={35}
                  value={row.firstName}
                  disabled={disabled}
                  aria-invalid={messages.firstName ? true : undefined}
                  onChange={(event) => names.onChange(event.target.value)}
                  onBlur={names.onBlur}
                />
                {messages.firstName ? <small className="field-error">{messages.firstName}</small> : null}
              </label>
              <label>
                Last Name
                <input
                  type="text"
                  autoComplete="off"
                  maxLength={35}
                  value={row.lastName}
                  disabled={disabled}
                  aria-invalid={messages.lastName ? true : undefined}
                  onChange={(event) => lasts.onChange(event.target.value)}
                  onBlur={lasts.onBlur}
                />
                {messages.lastName ? <small className="field-error">{messages.lastName}</small> : null}
              </label>
              <BirthDateField
                label="Birth Date"
                value={row.birthDate}
                min={bounds.min}
                max={bounds.max}
                disabled={disabled}
                message={messages.birthDate}
                onChange={births.onChange}
                onBlur={births.onBlur}
              />
            </div>
            <button
              type="button"
              className="secondary outline passholder-remove"
              disabled={disabled}
              onClick={() => onChange((current) => removeRow(current, variant.id, row.key))}
            >
              Remove<span className="visually-hidden"> {legend}</span>
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="outline passholder-add"
        disabled={disabled}
        onClick={() => onChange((current) => addRow(current, variant.id))}
      >
        Add Passholder<span className="visually-hidden"> for {name}</span>
      </button>
    </section>
  );
}
