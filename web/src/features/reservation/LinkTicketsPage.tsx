// Add Tickets (/reservation/link; seed 002 §2.2, §4.1, §5 'Link tickets Continue', §7.1, §8): the
// account's own passes and tickets with Add, the season pass and ticket barcode forms, the added
// items with Remove (asked first) and their entitlement choice, the counters, and Continue
// (ticket-finalize).
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { HtmlBlock } from '../../components/HtmlBlock';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { RemoveConfirmDialog } from '../../components/RemoveConfirmDialog';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { site } from '../../lib/site';
import { useFocusAfterRemoval } from '../../lib/use-focus-after-removal';
import { AddedTickets } from './AddedTickets';
import { AddTicketForms } from './AddTicketForms';
import { Counter } from './Counter';
import { HelpModal } from './HelpModal';
import {
  accountValidationData,
  addedText,
  addTicketRequest,
  type Choices,
  clampAdditionalGuests,
  clampChildren,
  clampCounter,
  continueMessages,
  counterEntitlements,
  FLASH_MS,
  finalizeRequest,
  initialChoices,
  initialCounters,
  kindOf,
  notAddedText,
  offeredAccountTickets,
  removeFailedText,
  removeTicketQuestion,
  TICKET_REMOVED,
} from './link-tickets';
import { loadReservation, WizardFrame } from './WizardFrame';
import { ErrorCode, failureRedirect, linkGuard, PATHS, withError } from './wizard';

type Reservation = Schema<'Reservation'>;
type ReservationTicket = Schema<'ReservationTicket'>;
type AccountTicket = Schema<'AccountTicket'>;

const isConflict = (e: unknown) => (e as { status?: unknown } | null)?.status === 409;

async function accountTickets(signedIn: boolean): Promise<AccountTicket[]> {
  if (!signedIn) return [];
  try {
    const { data } = await api.GET('/account/ticket');
    return data.value;
  } catch {
    // The list is a shortcut: without it the forms still link passes and tickets.
    return [];
  }
}

export default function LinkTicketsPage() {
  const [, navigate] = useLocation();
  const { appConfig, session } = useSnapshot(site);
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const [tickets, setTickets] = useState<ReservationTicket[] | null>(null);
  const [account, setAccount] = useState<AccountTicket[]>([]);
  const [choices, setChoices] = useState<Choices>({});
  const [counters, setCounters] = useState<Record<string, number>>({});
  const [children, setChildren] = useState(0);
  const [additional, setAdditional] = useState(0);
  const [flash, setFlash] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState<'pass' | 'ticket' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  /** The added pass or ticket whose Remove waits for the shopper's answer. */
  const [confirming, setConfirming] = useState<ReservationTicket | null>(null);
  // A removed row's Remove button goes with it: the table's heading takes the focus.
  const { heading: addedHeading, removed } = useFocusAfterRemoval(confirming);
  const [continuing, setContinuing] = useState(false);
  const [help, setHelp] = useState(false);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const signedIn = session?.userAuthenticated ?? false;

  /** A failure that leaves the page (timeout, no reservation in progress); true when it did. */
  const leaveOn = (e: unknown): boolean => {
    const to =
      failureRedirect(e) ?? (isConflict(e) ? withError(PATHS.begin, ErrorCode.IncorrectStatus) : null);
    if (to) navigate(to);
    return to !== null;
  };

  const showFlash = (message: string) => {
    setError(null);
    setFlash(message);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(null), FLASH_MS);
  };
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once; the session's sign-in is read as it is then.
  useEffect(() => {
    void (async () => {
      try {
        const r = await loadReservation();
        const guard = linkGuard(r);
        if (guard) return navigate(guard);
        const [{ data }, own] = await Promise.all([api.GET('/reservation/item'), accountTickets(signedIn)]);
        setReservation(r);
        setTickets(data.value);
        setAccount(own);
        setChoices(initialChoices(data.value));
        setCounters(initialCounters(r));
        setChildren(r?.underAgeTicketCount ?? 0);
        setAdditional(r?.additionalGuestCount ?? 0);
      } catch (e) {
        if (!leaveOn(e)) navigate(withError(PATHS.begin, ErrorCode.Reservation));
      }
    })();
  }, []);

  /** The reservation again after a ticket changed: its counters follow the linked tickets. */
  const refreshCounters = async () => {
    const r = await loadReservation();
    setReservation(r);
    setCounters((current) => {
      const next = initialCounters(r);
      for (const id of Object.keys(next)) if (id in current) next[id] = current[id] ?? 0;
      return next;
    });
  };

  const add = async (kind: 'pass' | 'ticket', barcode: string, validationData: string): Promise<boolean> => {
    setAdding(kind);
    setFlash(null);
    setError(null);
    try {
      const { data } = await api.POST('/reservation/ticket', {
        body: addTicketRequest(kind, barcode, validationData),
      });
      const next = [...(tickets ?? []), data.value];
      setTickets(next);
      setChoices((c) => initialChoices(next, c));
      showFlash(addedText(kind));
      await refreshCounters();
      return true;
    } catch (e) {
      if (!leaveOn(e)) setError(notAddedText(kind, e));
      return false;
    } finally {
      setAdding(null);
    }
  };

  const remove = async (ticket: ReservationTicket) => {
    setRemoving(ticket.id);
    setFlash(null);
    setError(null);
    try {
      await api.DELETE('/reservation/ticket/{id}', { params: { path: { id: ticket.id } } });
      setTickets((list) => (list ?? []).filter((t) => t.id !== ticket.id));
      showFlash(TICKET_REMOVED);
      removed();
      // The dialog goes with the row, before the counters are read again.
      setConfirming(null);
      await refreshCounters();
    } catch (e) {
      if (!leaveOn(e)) setError(removeFailedText(e));
    } finally {
      setRemoving(null);
      setConfirming(null);
    }
  };

  const state = { tickets: tickets ?? [], choices, counters, children, additionalGuests: additional };
  const submit = async () => {
    setFlash(null);
    const messages = continueMessages(state, reservation, appConfig);
    if (messages.length > 0) {
      setError(messages.join('\n'));
      return;
    }
    setError(null);
    setContinuing(true);
    try {
      await api.POST('/reservation/ticket-finalize', { body: finalizeRequest(state, reservation) });
      navigate(PATHS.date);
    } catch (e) {
      if (!leaveOn(e)) setError(errorText(e));
      setContinuing(false);
    }
  };

  const offered = offeredAccountTickets(account, tickets ?? []);
  const method = appConfig?.passValidationMethodId;
  return (
    <WizardFrame
      title="Add Tickets"
      step={2}
      hasAddOns={reservation?.hasAddOns}
      ready={tickets !== null}
      outcome={flash ?? error}
    >
      {tickets === null && <LoadingOverlay delayed message="Loading your reservation…" />}
      {flash && (
        <p role="status" className="alert-success">
          {flash}
        </p>
      )}
      {error && (
        <p role="alert" className="alert-danger reservation-messages">
          {error}
        </p>
      )}
      {tickets && (
        <>
          {offered.length > 0 && (
            <>
              <h2>Your Passes and Tickets</h2>
              <ul className="reservation-account-tickets">
                {offered.map((t) => (
                  <li key={t.barcode}>
                    <span>
                      {t.productName} {t.variantName ? `(${t.variantName})` : ''} {t.barcode}
                      {t.firstName ? ` – ${t.firstName} ${t.lastName ?? ''}` : ''}
                    </span>{' '}
                    <button
                      type="button"
                      className="secondary"
                      aria-label={`Add ${t.barcode}`}
                      disabled={adding !== null}
                      onClick={() =>
                        void add(kindOf(t.ticketTypeId), t.barcode, accountValidationData(t, method))
                      }
                    >
                      Add
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2>Add a Pass or Ticket</h2>
          <AddTicketForms method={method} busy={adding} onAdd={add} onHelp={() => setHelp(true)} />
          <h2 ref={addedHeading} tabIndex={-1}>
            Added Passes and Tickets
          </h2>
          <AddedTickets
            tickets={tickets}
            choices={choices}
            removing={removing}
            onChoose={(id, entitlementId) => setChoices((c) => ({ ...c, [id]: entitlementId }))}
            onRemove={setConfirming}
          />
          <h2>Guests</h2>
          <div className="reservation-counters">
            <Counter
              label="Non-ticketed children"
              value={children}
              clamp={(v) => clampChildren(v, appConfig)}
              onChange={setChildren}
            />
            {counterEntitlements(reservation).map((e) => (
              <div key={e.id}>
                <Counter
                  label={e.cardTitle}
                  value={counters[e.id] ?? 0}
                  clamp={(v) => clampCounter(v, e)}
                  onChange={(v) => setCounters((c) => ({ ...c, [e.id]: v }))}
                />
                {e.cardDescription && <HtmlBlock html={e.cardDescription} />}
              </div>
            ))}
            <Counter
              label="Additional guests"
              value={additional}
              clamp={(v) => clampAdditionalGuests(v, tickets)}
              onChange={setAdditional}
            />
          </div>
          <button type="button" disabled={continuing} aria-busy={continuing} onClick={() => void submit()}>
            Continue
          </button>
        </>
      )}
      {help && <HelpModal onClose={() => setHelp(false)} />}
      {confirming && (
        <RemoveConfirmDialog
          question={removeTicketQuestion(confirming)}
          busy={removing !== null}
          onRemove={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </WizardFrame>
  );
}
