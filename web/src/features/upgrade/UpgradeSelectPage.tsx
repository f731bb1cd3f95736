// Upgrade Your Tickets (/upgrade/select; seed 001 §2, §4, §8): the Add Ticket card, the linked
// tickets (select eligible ones, holder inputs on selected ones, Remove, 'Ticket Not Eligible'),
// and Upgrade Selected Tickets: POST upgrade/select, then the upgrade options (/upgrade/product).
// Remove asks first ('Confirmation', Cancel and Remove, as the cart does). The last action's outcome
// is one message (lib/outcome.ts): a success and an older failure never show together.

import { NO_TICKETS_SELECTED_FOR_UPGRADE } from '@boxoffice/sdk/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { Modal } from '../../components/Modal';
import { RemoveConfirmDialog } from '../../components/RemoveConfirmDialog';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { UPGRADE_PRODUCT_PATH } from '../../lib/flow';
import { refreshMiniCart } from '../../lib/mini-cart';
import { type Outcome, outcomeTexts } from '../../lib/outcome';
import { focusHeading } from '../../lib/scroll';
import { usePageTitle } from '../../lib/title';
import { useFocusAfterRemoval } from '../../lib/use-focus-after-removal';
import { AddTicketCard } from './AddTicketCard';
import { TicketList } from './TicketList';
import {
  canUpgrade,
  type RowErrors,
  removeTicketQuestion,
  rowsFrom,
  selectionErrors,
  selectionsOf,
  type TicketRow,
  toggleRow,
} from './upgrade-select';
import './upgrade.css';

export default function UpgradeSelectPage() {
  usePageTitle('Upgrade Your Tickets');
  const [, navigate] = useLocation();
  const [rows, setRows] = useState<TicketRow[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Readonly<Record<string, RowErrors>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  /** The ticket whose Remove waits for the shopper's answer. */
  const [confirming, setConfirming] = useState<TicketRow | null>(null);
  const [upgrading, setUpgrading] = useState(false);
  const [whyNot, setWhyNot] = useState<TicketRow | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed row's Remove button goes with it: the list's heading takes the focus.
  const { heading: listHeading, removed } = useFocusAfterRemoval(confirming);

  const load = useCallback(async () => {
    try {
      const { data } = await api.GET('/upgrade/linked-upgrade-ticket');
      if (!data.success) throw new Error(data.message ?? '');
      setRows((previous) => rowsFrom(data.value, previous ?? []));
      setLoadError(null);
    } catch (e) {
      setLoadError(errorText(e));
    }
  }, []);

  useEffect(() => {
    void load().then(() => focusHeading(heading.current));
  }, [load]);

  const update = (row: TicketRow, next: TicketRow) =>
    setRows((current) => current?.map((r) => (r.ticket.id === row.ticket.id ? next : r)) ?? null);

  const remove = async (row: TicketRow) => {
    setRemoving(row.ticket.id);
    setOutcome(null);
    try {
      const { data } = await api.POST('/upgrade/remove-linked-upgrade-ticket', {
        body: { id: row.ticket.id },
      });
      if (!data.success) throw new Error(data.message ?? '');
      // A ticket already chosen takes its upgrade pass out of the cart with it.
      void refreshMiniCart();
      removed();
      await load();
    } catch (e) {
      // The ticket stays listed: the dialog gives the focus back to its Remove button.
      setOutcome({ ok: false, text: errorText(e) });
    } finally {
      setRemoving(null);
      setConfirming(null);
    }
  };

  const upgrade = async () => {
    if (!rows) return;
    const found = selectionErrors(rows);
    setRowErrors(found.rows);
    setOutcome(found.list ? { ok: false, text: found.list } : null);
    if (found.list || Object.keys(found.rows).length > 0) return;
    setUpgrading(true);
    try {
      const { data } = await api.POST('/upgrade/select', { body: { selections: selectionsOf(rows) } });
      if (!data.success) throw new Error(data.message ?? '');
      await refreshMiniCart();
      navigate(UPGRADE_PRODUCT_PATH);
    } catch (e) {
      setOutcome({ ok: false, text: errorText(e) });
      setUpgrading(false);
    }
  };

  const loading = rows === null && loadError === null;
  const message = outcomeTexts(outcome);
  return (
    <section className="upgrade-select" aria-busy={loading}>
      <h1 ref={heading} tabIndex={-1}>
        Upgrade Your Tickets
      </h1>
      {loading && <LoadingOverlay delayed message="Loading your tickets…" />}
      {/* On the page from the start, so a note put in it is announced. */}
      <p role="status" className="upgrade-outcome">
        {message.status}
      </p>
      {message.alert && (
        <p role="alert" className="alert-danger">
          {message.alert}
        </p>
      )}
      {!loading && (
        <AddTicketCard
          open={!rows || rows.length === 0}
          onOutcome={setOutcome}
          onLinked={() => void load()}
        />
      )}
      <h2 ref={listHeading} tabIndex={-1}>
        Your Tickets
      </h2>
      {loadError ? (
        <p role="alert" className="alert-danger">
          {loadError}
        </p>
      ) : (
        rows && (
          <TicketList
            rows={rows}
            errors={rowErrors}
            removing={removing}
            onToggle={(row) => update(row, toggleRow(row))}
            onEdit={(row, field, value) => update(row, { ...row, [field]: value })}
            onRemove={setConfirming}
            onWhyNot={setWhyNot}
          />
        )
      )}
      <p>
        <button
          type="button"
          disabled={upgrading || !rows || !canUpgrade(rows)}
          aria-busy={upgrading}
          aria-describedby={rows && !canUpgrade(rows) ? 'upgrade-none-selected' : undefined}
          onClick={() => void upgrade()}
        >
          Upgrade Selected Tickets
        </button>
        {/* Why the button waits (seed 001 §4): nothing is selected for an upgrade yet. */}
        {rows && !canUpgrade(rows) && (
          <small id="upgrade-none-selected" className="upgrade-none-selected">
            {NO_TICKETS_SELECTED_FOR_UPGRADE}
          </small>
        )}
      </p>
      {confirming && (
        <RemoveConfirmDialog
          question={removeTicketQuestion(confirming.ticket)}
          busy={removing !== null}
          onRemove={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      {whyNot && (
        <Modal
          title="Ticket Not Eligible"
          onClose={() => setWhyNot(null)}
          footer={
            <button type="button" onClick={() => setWhyNot(null)}>
              Close
            </button>
          }
        >
          <p>{whyNot.ticket.notEligibleReason ?? 'This ticket cannot be upgraded.'}</p>
        </Modal>
      )}
    </section>
  );
}
