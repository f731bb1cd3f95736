// Review (/reservation/review, our path; seed 002 §2.2 step 5): the guest, the property, the date and
// entry time, the tickets and guests and the add-ons; Add to Cart moves the reservation into the cart
// (ours past the seeds: POST reservation/cart), where the usual checkout books it.
import type { Schema } from '@boxoffice/sdk';
import { Link } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { formatMoney } from '../../components/Money';
import { api } from '../../lib/api';
import { useStepAction } from './use-step-action';
import { useVisitReservation } from './use-visit';
import { VisitDetails } from './VisitDetails';
import { WizardFrame } from './WizardFrame';
import { PATHS } from './wizard';

type Reservation = Schema<'Reservation'>;

async function loadReview(reservation: Reservation) {
  const [tickets, addOns] = await Promise.all([
    api.GET('/reservation/item'),
    reservation.hasAddOns ? api.GET('/reservation/add-on') : null,
  ]);
  return { tickets: tickets.data.value, addOns: (addOns?.data.value ?? []).filter((a) => a.quantity > 0) };
}

export default function ReviewPage() {
  const state = useVisitReservation(loadReview);
  const { busy, failure, run } = useStepAction();
  const r = state?.reservation;
  const visit = r?.visit;
  const addToCart = () => run(() => api.POST('/reservation/cart'), '/cart');

  return (
    <WizardFrame title="Review" step={5} hasAddOns={r?.hasAddOns} ready={state !== null} outcome={failure}>
      {!state && <LoadingOverlay delayed message="Loading your reservation…" />}
      {r && visit && state && (
        <>
          <VisitDetails reservation={r} tickets={state.data.tickets}>
            {r.hasAddOns && (
              <>
                <dt>Add-ons</dt>
                <dd>
                  {state.data.addOns.length === 0
                    ? 'None'
                    : state.data.addOns
                        .map((a) => `${a.quantity} × ${a.displayName} (${formatMoney(a.unitPrice)} each)`)
                        .join(', ')}
                </dd>
              </>
            )}
          </VisitDetails>
          {failure && (
            <div role="alert" className="alert-danger">
              <p>{failure}</p>
              <Link href={PATHS.date}>Choose another date or time</Link>
            </div>
          )}
          {visit.inCart ? (
            <p>
              This reservation is in your cart.{' '}
              <Link href="/cart" role="button">
                Go to Cart
              </Link>
            </p>
          ) : (
            <button type="button" disabled={busy} aria-busy={busy} onClick={addToCart}>
              Add to Cart
            </button>
          )}
        </>
      )}
    </WizardFrame>
  );
}
