// Ticket view (seed 001 §2 'Order lookup and ticket view'; login required: AuthGuard in App.tsx):
// 'Your Tickets' with the ticket HTML of one account ticket (/ticket/account/{id}) or a ticket
// grouping (/ticket/account-grouping/{id}), and 'Return to my profile', a full-page link to the
// account page the backend serves.

import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { HtmlBlock } from '../../components/HtmlBlock';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { ACCOUNT_PROFILE_HREF } from '../../lib/flow';
import { focusHeading } from '../../lib/scroll';
import { usePageTitle } from '../../lib/title';
import {
  type LookupType,
  RETURN_TO_PROFILE,
  TICKETS_TITLE,
  type TicketsState,
  ticketId,
  ticketsStart,
} from './tickets';
import './tickets.css';

function loadHtml(lookupType: LookupType, id: string): Promise<string> {
  const params = { params: { path: { id } } };
  const call =
    lookupType === 'account'
      ? api.GET('/ticket/account/{id}/html', params)
      : api.GET('/ticket/account-grouping/{id}/html', params);
  return call.then(({ data }) => String(data));
}

function TicketsPage({ lookupType }: { readonly lookupType: LookupType }) {
  usePageTitle(TICKETS_TITLE);
  const id = ticketId(useParams<{ id?: string }>().id);
  const [state, setState] = useState<TicketsState>(() => ticketsStart(id));
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setState(ticketsStart(id));
    if (id === null) return;
    let live = true;
    loadHtml(lookupType, id).then(
      (html) => live && setState({ kind: 'shown', html }),
      (e: unknown) => live && setState({ kind: 'failed', message: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [lookupType, id]);

  useEffect(() => {
    if (state.kind !== 'loading') focusHeading(heading.current);
  }, [state.kind]);

  if (state.kind === 'loading') return <LoadingOverlay delayed message="Loading your tickets…" />;
  return (
    <article className="ticket-view">
      <h1 ref={heading} tabIndex={-1}>
        {TICKETS_TITLE}
      </h1>
      {state.kind === 'failed' ? (
        <p role="alert" className="alert-danger">
          {state.message}
        </p>
      ) : (
        <HtmlBlock html={state.html} className="ticket-html" />
      )}
      <p className="no-print">
        <a href={ACCOUNT_PROFILE_HREF} className="ticket-view-return">
          {RETURN_TO_PROFILE}
        </a>
      </p>
    </article>
  );
}

export function AccountTicketsPage() {
  return <TicketsPage lookupType="account" />;
}

export function AccountGroupingTicketsPage() {
  return <TicketsPage lookupType="account-grouping" />;
}
