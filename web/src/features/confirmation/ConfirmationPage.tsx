// confirmation (seed 000 §2 'Confirmation page'): 'Checkout Successful', then the order view
// (components/order: details, items, totals, payment, tickets or the reservation barcode,
// installment details, footnotes). A 404 (no order just placed) goes to the cart with reroute=true.
// Ours (the seed is silent): a 'Continue Shopping' link back to the product-selection path, as a
// shopper who has just bought expects a way back to the store; View Tickets opens the order's
// lookup page at its tickets (confirmation.ts).
import type { Schema } from '@boxoffice/sdk';
import { isStorefrontApiError } from '@boxoffice/sdk';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { OrderView } from '../../components/order/OrderView';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { productSelectionPath } from '../../lib/flow';
import { site } from '../../lib/site';
import { usePageTitle } from '../../lib/title';
import { viewTicketsHref } from './confirmation';

type Order = Schema<'Order'>;

export default function ConfirmationPage() {
  usePageTitle('Confirmation');
  const [, navigate] = useLocation();
  const { session } = useSnapshot(site);
  const [order, setOrder] = useState<Order | null>(null);
  const [tickets, setTickets] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .GET('/order/details')
      .then(({ data }) => {
        if (!live) return;
        setOrder(data.value);
        if (data.value.hasTickets) {
          api
            .GET('/order/digital-tickets')
            .then(({ data: html }) => live && setTickets(String(html)))
            .catch(() => live && setTickets(''));
        }
      })
      .catch((e: unknown) => {
        if (!live) return;
        if (isStorefrontApiError(e) && e.status === 404) navigate('/cart?reroute=true', { replace: true });
        else setError(errorText(e));
      });
    return () => {
      live = false;
    };
  }, [navigate]);

  if (error) {
    return (
      <p role="alert" className="alert-danger">
        {error}
      </p>
    );
  }
  if (!order) return <LoadingOverlay delayed message="Loading your order…" />;
  const ticketsHref = viewTicketsHref(order, session?.userAuthenticated === true);

  return (
    <article className="confirmation">
      <h1>Checkout Successful</h1>
      {order.confirmationGenerationMessage && <p>{order.confirmationGenerationMessage}</p>}
      <p className="no-print">
        <button type="button" className="secondary outline" onClick={() => window.print()}>
          Print
        </button>
        {ticketsHref && (
          <>
            {' | '}
            <Link href={ticketsHref}>View Tickets</Link>
          </>
        )}
      </p>

      <OrderView order={order} tickets={tickets} />

      <p className="no-print">
        <Link href={productSelectionPath()} role="button">
          Continue Shopping
        </Link>
      </p>
    </article>
  );
}
