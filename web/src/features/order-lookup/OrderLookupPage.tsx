// Order lookup (seed 001 §2 'Order lookup and ticket view', §4 'Order lookup'): the order details,
// tickets (HTML) and installment details through the shared order view (components/order), the
// same as the confirmation page's. /order-lookup/my/{id} (login required: AuthGuard in App.tsx)
// loads the account's order; /order-lookup/anonymous/{id}/{token} looks the order up with the
// link's id and token and, when that fails, asks for the order's phone number (PhoneChallenge).
// Without an id: 'Invalid Order'. The states are order-lookup.ts's.

import type { Schema } from '@boxoffice/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { OrderView, TICKETS_SECTION_ID } from '../../components/order/OrderView';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { TICKETS_HASH } from '../../lib/order-links';
import { focusHeading } from '../../lib/scroll';
import { usePageTitle } from '../../lib/title';
import {
  afterAnswer,
  afterFailure,
  anonymousLookupStart,
  firstRequest,
  INVALID_ORDER,
  type LookupState,
  myLookupStart,
  retryRequest,
  routeId,
  ticketsQuery,
} from './order-lookup';
import { PhoneChallenge } from './PhoneChallenge';
import './order-lookup.css';

type LookupRequest = Schema<'OrderLookupRequest'>;

/** The order's tickets' HTML, loaded once the order is found and has tickets. */
function useTickets(load: (() => Promise<string>) | null) {
  const [tickets, setTickets] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setTickets(null);
    setError(null);
    if (!load) return;
    let live = true;
    load().then(
      (html) => live && setTickets(html),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return { tickets, ticketsError: error };
}

export function MyOrderLookupPage() {
  const params = useParams<{ id?: string }>();
  const id = routeId(params.id);
  const [state, setState] = useState<LookupState>(() => myLookupStart(id));

  useEffect(() => {
    setState(myLookupStart(id));
    if (id === null) return;
    let live = true;
    api.GET('/order/details/my/{id}', { params: { path: { id } } }).then(
      ({ data }) => live && setState({ kind: 'found', order: data.value, request: null }),
      (e: unknown) => live && setState({ kind: 'failed', message: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const hasTickets = state.kind === 'found' && state.order.hasTickets;
  const load = useCallback(
    () =>
      api
        .GET('/order/digital-tickets/my/{id}', { params: { path: { id: id ?? '' } } })
        .then(({ data }) => String(data)),
    [id],
  );
  const tickets = useTickets(hasTickets ? load : null);
  return <LookupLayout state={state} {...tickets} />;
}

export function AnonymousOrderLookupPage() {
  const params = useParams<{ id?: string; token?: string }>();
  const first = useMemo(() => firstRequest(params.id, params.token), [params.id, params.token]);
  const [state, setState] = useState<LookupState>(() => anonymousLookupStart(first));
  const [busy, setBusy] = useState(false);

  const lookUp = useCallback(async (request: LookupRequest) => {
    setBusy(true);
    try {
      const { data } = await api.POST('/order/details/external', { body: request });
      setState(afterAnswer(request, data));
    } catch (e) {
      setState(afterFailure(request, errorText(e)));
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    setState(anonymousLookupStart(first));
    if (first) void lookUp(first);
  }, [first, lookUp]);

  const opened = state.kind === 'found' ? state.request : null;
  const hasTickets = state.kind === 'found' && state.order.hasTickets;
  const load = useCallback(async () => {
    if (!opened) return '';
    const { data } = await api.GET('/order/digital-tickets/external', {
      params: { query: ticketsQuery(opened) },
    });
    return String(data);
  }, [opened]);
  const tickets = useTickets(hasTickets ? load : null);
  const retry = (phoneNumber: string) => first && void lookUp(retryRequest(first, phoneNumber));
  return <LookupLayout state={state} {...tickets} busy={busy} onRetry={retry} />;
}

interface LayoutProps {
  readonly state: LookupState;
  readonly tickets: string | null;
  readonly ticketsError: string | null;
  readonly busy?: boolean;
  readonly onRetry?: (phoneNumber: string) => void;
}

function LookupLayout({ state, tickets, ticketsError, busy = false, onRetry }: LayoutProps) {
  usePageTitle('Order Lookup');
  const heading = useRef<HTMLHeadingElement>(null);

  // Focus the page's heading when what it shows changes; a link to the tickets (the confirmation's
  // View Tickets) scrolls to them instead once they are there.
  useEffect(() => {
    if (state.kind === 'loading') return;
    focusHeading(heading.current);
  }, [state.kind]);
  const toTickets = state.kind === 'found' && tickets !== null && location.hash === TICKETS_HASH;
  useEffect(() => {
    if (toTickets) document.getElementById(TICKETS_SECTION_ID)?.scrollIntoView();
  }, [toTickets]);

  if (state.kind === 'loading') return <LoadingOverlay delayed message="Loading your order…" />;
  return (
    <article className="order-lookup">
      <h1 ref={heading} tabIndex={-1}>
        {state.kind === 'found' ? `Order ${state.order.invoiceNumber}` : 'Order Lookup'}
      </h1>
      {state.kind === 'invalid' && (
        <p role="alert" className="alert-danger">
          {INVALID_ORDER}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="alert-danger">
          {state.message}
        </p>
      )}
      {state.kind === 'challenge' && onRetry && (
        <PhoneChallenge message={state.message} retried={state.retried} busy={busy} onRetry={onRetry} />
      )}
      {state.kind === 'found' && (
        <>
          <p className="no-print">
            <button type="button" className="secondary outline" onClick={() => window.print()}>
              Print
            </button>
          </p>
          <OrderView order={state.order} tickets={tickets} ticketsError={ticketsError} />
        </>
      )}
    </article>
  );
}
