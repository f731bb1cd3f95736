// One numbered, collapsible step of the bundle builder (seed 002 §2.3, §4.2): a timed step shows its
// time selector and a quantity per variant; an add-on step a checkbox per variant (with a quantity
// once checked). The step's rules are in bundle.ts.
import type { Schema } from '@boxoffice/sdk';
import { useId } from 'react';
import { HtmlBlock } from '../../components/HtmlBlock';
import { QuantityStepper } from '../../components/QuantityStepper';
import {
  bundleStepKind,
  checkAddOn,
  chooseTime,
  effectiveVariantMax,
  setQuantity,
  showsTimeSelector,
  stepMessages,
  stepTime,
  stepTimes,
  UNABLE_TO_LOAD_TIMES,
} from './bundle';

type Step = Schema<'BundleStep'>;
type Variant = Schema<'BundleVariant'>;

interface BundleStepViewProps {
  readonly step: Step;
  readonly number: number;
  readonly open: boolean;
  readonly disabled: boolean;
  readonly onChange: (step: Step) => void;
}

const variantLabel = (product: Schema<'BundleProduct'>, variant: Variant) => {
  const name =
    product.variants.length > 1 ? `${product.displayName}: ${variant.displayName}` : variant.displayName;
  return variant.ageRestrictionText && !name.includes(variant.ageRestrictionText)
    ? `${name} (${variant.ageRestrictionText})`
    : name;
};

export function BundleStepView({ step, number, open, disabled, onChange }: BundleStepViewProps) {
  const timeId = useId();
  const kind = bundleStepKind(step);
  const times = stepTimes(step);
  const messages = stepMessages(step);
  // Stepping up from 0 goes to the variant's least quantity, at least 1 (0 stays allowed).
  const limits = (variant: Variant) => ({
    minQuantity: Math.max(1, variant.minQuantity),
    maxQuantity: effectiveVariantMax(step, variant),
  });

  return (
    <details className="bundle-step" open={open}>
      <summary>
        <span className="bundle-step-number">{number}</span> {step.uiLabel}
      </summary>
      {step.uiDescription ? <HtmlBlock html={step.uiDescription} /> : null}
      {kind === 'timed' && times.length === 0 ? (
        <p role="alert" className="alert-danger">
          {UNABLE_TO_LOAD_TIMES}
        </p>
      ) : null}
      {kind === 'timed' && showsTimeSelector(step) ? (
        <>
          <label htmlFor={timeId}>Select a time</label>
          <select
            id={timeId}
            value={stepTime(step) ?? ''}
            disabled={disabled}
            onChange={(e) => onChange(chooseTime(step, e.target.value || null))}
          >
            <option value="">Select a time</option>
            {times.map((t) => (
              <option key={t.performanceId} value={t.performanceId}>
                {t.performanceTime}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {step.products.map((product) =>
        product.variants.map((variant) => {
          const label = variantLabel(product, variant);
          const stepper = (
            <QuantityStepper
              label={kind === 'addOn' ? `Quantity of ${label}` : label}
              quantity={variant.selectedQuantity}
              {...limits(variant)}
              disabled={disabled}
              onChange={(q) => onChange(setQuantity(step, variant.extProductVariantId, q))}
            />
          );
          if (kind !== 'addOn') return <div key={variant.extProductVariantId}>{stepper}</div>;
          return (
            <div key={variant.extProductVariantId} className="bundle-add-on">
              <label>
                <input
                  type="checkbox"
                  checked={variant.selectedQuantity > 0}
                  disabled={disabled}
                  onChange={(e) => onChange(checkAddOn(step, variant.extProductVariantId, e.target.checked))}
                />
                {label}
              </label>
              {variant.selectedQuantity > 0 || Number.isNaN(variant.selectedQuantity) ? stepper : null}
            </div>
          );
        }),
      )}
      {messages.length > 0 ? (
        <ul className="bundle-step-messages">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
