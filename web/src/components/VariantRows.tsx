// The variant quantity rows (seed 000 §2 'Other shared widgets'): name, age restriction text, USD
// price and a quantity stepper per variant.
import type { Schema } from '@boxoffice/sdk';
import type { ReactNode } from 'react';
import { Money } from './Money';
import { QuantityStepper } from './QuantityStepper';
import './variant-rows.css';

type Variant = Schema<'ProductVariant'>;

export interface QuantityEntry {
  readonly quantity: number;
  readonly valid: boolean;
}

export const variantKey = (variant: Variant): string => variant.id;

interface VariantRowsProps {
  readonly variants: readonly Variant[];
  readonly quantities: Readonly<Record<string, QuantityEntry>>;
  readonly disabled: boolean;
  readonly onChange: (key: string, entry: QuantityEntry) => void;
}

export function VariantRows({ variants, quantities, disabled, onChange }: VariantRowsProps) {
  return (
    <ul className="variant-rows">
      {variants.map((variant) => {
        const key = variantKey(variant);
        const name = variant.displayName || variant.productVariantDisplayName || key;
        return (
          <li key={key} className="variant-row">
            <div className="variant-text">
              {variant.ageRestrictionText ? <small>{variant.ageRestrictionText}</small> : null}
              {variant.quantityRestrictionText ? <small>{variant.quantityRestrictionText}</small> : null}
              <Money amount={variant.displayPrice} />
            </div>
            <QuantityStepper
              label={name}
              quantity={quantities[key]?.quantity ?? 0}
              minQuantity={variant.minQuantity}
              maxQuantity={variant.maxQuantity}
              disabled={disabled}
              onChange={(quantity, valid) => onChange(key, { quantity, valid })}
            />
          </li>
        );
      })}
    </ul>
  );
}

interface AddToCartFormProps extends VariantRowsProps {
  readonly canAdd: boolean;
  /** The add's failure, under the rows; shown alone when there are no variants. */
  readonly error: ReactNode;
  readonly onAdd: () => void;
}

/** The rows in a form with Add to Cart, sent only when `canAdd` (a single product's page and modal). */
export function AddToCartForm({ canAdd, error, onAdd, ...rows }: AddToCartFormProps) {
  if (rows.variants.length === 0) return <>{error}</>;
  return (
    <form
      aria-label="Quantities"
      onSubmit={(event) => {
        event.preventDefault();
        if (canAdd) onAdd();
      }}
    >
      <VariantRows {...rows} />
      {error}
      <button type="submit" disabled={!canAdd} aria-busy={rows.disabled}>
        Add to Cart
      </button>
    </form>
  );
}
