// Add Ons (/reservation/add-ons; seed 002 §2.2 names the step, its calls are ours): the add-ons the
// visit may take, each with its price and a counter from 0 to its maximum; Continue saves them and
// goes to the review.
import type { Schema } from '@boxoffice/sdk';
import { useState } from 'react';
import { HtmlBlock } from '../../components/HtmlBlock';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { formatMoney } from '../../components/Money';
import { api } from '../../lib/api';
import { Counter } from './Counter';
import { addOnsTotal, clampAddOn } from './review';
import { useStepAction } from './use-step-action';
import { useVisitReservation } from './use-visit';
import { WizardFrame } from './WizardFrame';
import { PATHS } from './wizard';

type AddOn = Schema<'ReservationAddOn'>;

const loadAddOns = async () => (await api.GET('/reservation/add-on')).data.value;

export default function AddOnsPage() {
  const state = useVisitReservation(loadAddOns);
  const [chosen, setChosen] = useState<Record<string, number> | null>(null);
  const { busy, failure, run } = useStepAction();
  const addOns: readonly AddOn[] = state?.data ?? [];
  const quantities = chosen ?? Object.fromEntries(addOns.map((a) => [a.productVariantId, a.quantity]));

  const save = () =>
    run(() => {
      const body = {
        addOns: addOns.map((a) => ({
          productVariantId: a.productVariantId,
          quantity: quantities[a.productVariantId] ?? 0,
        })),
      };
      return api.PUT('/reservation/add-on', { body });
    }, PATHS.review);

  return (
    <WizardFrame title="Add Ons" step={4} hasAddOns ready={state !== null} outcome={failure}>
      {!state && <LoadingOverlay delayed message="Loading the add-ons…" />}
      {state && (
        <>
          {addOns.length === 0 && <p>There are no add-ons for this visit.</p>}
          <ul className="reservation-add-ons">
            {addOns.map((a) => (
              <li key={a.productVariantId}>
                <h2>{a.productDisplayName}</h2>
                <HtmlBlock html={a.description} />
                <p>
                  {formatMoney(a.unitPrice)} each, up to {a.maxQuantity}
                </p>
                <Counter
                  label={a.displayName}
                  value={quantities[a.productVariantId] ?? 0}
                  clamp={(n) => clampAddOn(n, a)}
                  onChange={(n) => setChosen({ ...quantities, [a.productVariantId]: n })}
                />
              </li>
            ))}
          </ul>
          {addOns.length > 0 && <p>Add-ons total: {formatMoney(addOnsTotal(addOns, quantities))}</p>}
          {failure && (
            <p role="alert" className="alert-danger">
              {failure}
            </p>
          )}
          <button type="button" disabled={busy} aria-busy={busy} onClick={save}>
            Continue
          </button>
        </>
      )}
    </WizardFrame>
  );
}
