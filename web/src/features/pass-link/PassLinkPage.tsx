// Link Your Passes (/pass/link, login required; seed 001 §2, §4 'Link passes', §8): the Add Pass
// card, the linked passes with Remove, the background update's notice (asked again every few
// seconds while it runs; the table reloads when it ends), Upgrade Selected Passes (adds the chosen
// passes for renewal, then pass demographics) and Return to Account (/profile, outside the app).
// Remove asks first ('Confirmation', Cancel and Remove, as the cart does). The last action's outcome
// is one message (lib/outcome.ts): a success and an older failure never show together.

import type { Schema } from '@boxoffice/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { RemoveConfirmDialog } from '../../components/RemoveConfirmDialog';
import { api } from '../../lib/api';
import { ACCOUNT_PROFILE_HREF, PASS_FLOW_PATH } from '../../lib/flow';
import { refreshMiniCart } from '../../lib/mini-cart';
import { type Outcome, outcomeTexts } from '../../lib/outcome';
import { focusHeading } from '../../lib/scroll';
import { site } from '../../lib/site';
import { usePageTitle } from '../../lib/title';
import { useFocusAfterRemoval } from '../../lib/use-focus-after-removal';
import { AddPassCard } from './AddPassCard';
import { LinkedPassTable } from './LinkedPassTable';
import {
  BACKGROUND_POLL_MS,
  keepPolling,
  keepSelection,
  LINKED_PASSES_NOT_LOADED,
  PASS_NOT_ADDED,
  PASS_NOT_REMOVED,
  PASS_REMOVED,
  passesToUpgrade,
  type Renewable,
  removePassQuestion,
  toggleSelection,
} from './pass-link';
import './pass-link.css';
import { errorText } from '../../lib/errors';

type Details = Schema<'LinkedPassDetails'>;
type Status = Schema<'BackgroundUpdateStatus'>;
type LinkedPass = Schema<'LinkedPass'>;

const NONE_RENEWABLE: Renewable = new Set();

/**
 * The ids of the account's renewable passes (GET account/tenant-pass-renewable), which may be
 * selected for Upgrade Selected Passes too. Without an answer, none: the passes available for
 * upgrade can still be chosen.
 */
async function renewablePasses(): Promise<Renewable> {
  try {
    const { data } = await api.GET('/account/tenant-pass-renewable');
    return new Set(data.success ? data.value.map((p) => p.extUserAccountTicketId) : []);
  } catch {
    return NONE_RENEWABLE;
  }
}

export default function PassLinkPage() {
  usePageTitle('Link Your Passes');
  const [, navigate] = useLocation();
  const { appConfig } = useSnapshot(site);
  const [details, setDetails] = useState<Details | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [renewable, setRenewable] = useState<Renewable>(NONE_RENEWABLE);
  const [removing, setRemoving] = useState<string | null>(null);
  /** The pass whose Remove waits for the shopper's answer. */
  const [confirming, setConfirming] = useState<LinkedPass | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [upgrading, setUpgrading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed row's Remove button goes with it: the list's heading takes the focus.
  const { heading: listHeading, removed } = useFocusAfterRemoval(confirming);

  const loadDetails = useCallback(async () => {
    try {
      const [{ data }, renewableIds] = await Promise.all([
        api.GET('/account/linked-pass-details'),
        renewablePasses(),
      ]);
      if (!data.success) throw new Error(data.message || LINKED_PASSES_NOT_LOADED);
      setDetails(data.value);
      setRenewable(renewableIds);
      setSelected((s) => keepSelection(s, data.value.linkedPasses, renewableIds));
      setLoadError(null);
    } catch (e) {
      setLoadError(errorText(e, LINKED_PASSES_NOT_LOADED));
    }
  }, []);

  const loadStatus = useCallback(async () => {
    try {
      const { data } = await api.GET('/account/background-update-status');
      setStatus(data.value);
    } catch {
      // The notice is a courtesy: without an answer the page goes on without it.
      setStatus(null);
    }
  }, []);

  useEffect(() => {
    void Promise.all([loadDetails(), loadStatus()]).then(() => focusHeading(heading.current));
  }, [loadDetails, loadStatus]);

  // While the update runs, ask again every few seconds; when it ends, the table reloads.
  const processing = keepPolling(status);
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void loadStatus(), BACKGROUND_POLL_MS);
    return () => clearInterval(timer);
  }, [processing, loadStatus]);
  const wasProcessing = useRef(false);
  useEffect(() => {
    if (wasProcessing.current && !processing) void loadDetails();
    wasProcessing.current = processing;
  }, [processing, loadDetails]);

  const linkOutcome = (next: Outcome | null) => {
    setOutcome(next);
    if (!next?.ok) return;
    void loadDetails();
    void loadStatus();
  };

  const remove = async (pass: LinkedPass) => {
    setRemoving(pass.extUserAccountTicketId);
    setOutcome(null);
    try {
      const { data } = await api.POST('/account/unlink-pass', {
        body: { extUserAccountTicketId: pass.extUserAccountTicketId },
      });
      if (!data.success) throw new Error(data.message || PASS_NOT_REMOVED);
      setOutcome({ ok: true, text: PASS_REMOVED });
      removed();
      await loadDetails();
    } catch (e) {
      // The pass stays listed: the dialog gives the focus back to its Remove button.
      setOutcome({ ok: false, text: errorText(e, PASS_NOT_REMOVED) });
    } finally {
      setRemoving(null);
      setConfirming(null);
    }
  };

  const upgrade = async () => {
    const chosen = passesToUpgrade(details?.linkedPasses ?? [], selected, renewable);
    setOutcome(chosen.ok ? null : { ok: false, text: chosen.message });
    if (!chosen.ok) return;
    setUpgrading(true);
    try {
      const { data } = await api.POST('/cart/add-renewal-pass', {
        body: { extUserAccountTicketIds: chosen.ids },
      });
      if (!data.success) throw new Error(data.message || PASS_NOT_ADDED);
      await refreshMiniCart();
      navigate(PASS_FLOW_PATH);
    } catch (e) {
      setOutcome({ ok: false, text: errorText(e, PASS_NOT_ADDED) });
      setUpgrading(false);
    }
  };

  const loading = details === null && loadError === null;
  const message = outcomeTexts(outcome);
  return (
    <section className="pass-link" aria-busy={loading}>
      <h1 ref={heading} tabIndex={-1}>
        Link Your Passes
      </h1>
      {loading && <LoadingOverlay delayed message="Loading your passes…" />}
      {processing && status?.message && (
        <p role="status" className="pass-link-update">
          {status.message}
        </p>
      )}
      {/* On the page from the start, so a success put in it is announced. */}
      <p role="status" className={message.status ? 'alert-success' : 'pass-link-outcome'}>
        {message.status}
      </p>
      {message.alert && (
        <p role="alert" className="alert-danger">
          {message.alert}
        </p>
      )}
      {!loading && (
        <AddPassCard
          method={appConfig?.passValidationMethodId}
          initialValidationData={details?.initialValidationData ?? null}
          onOutcome={linkOutcome}
        />
      )}
      <h2 ref={listHeading} tabIndex={-1}>
        Your Linked Passes
      </h2>
      {loadError ? (
        <p role="alert" className="alert-danger">
          {loadError}
        </p>
      ) : (
        details && (
          <LinkedPassTable
            passes={details.linkedPasses}
            selected={selected}
            renewable={renewable}
            removing={removing}
            onToggle={(pass) => setSelected((s) => toggleSelection(s, pass, renewable))}
            onRemove={setConfirming}
          />
        )
      )}
      {confirming && (
        <RemoveConfirmDialog
          question={removePassQuestion(confirming)}
          busy={removing !== null}
          onRemove={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      <div className="pass-link-actions">
        <button
          type="button"
          disabled={upgrading || !details || details.linkedPasses.length === 0}
          aria-busy={upgrading}
          onClick={() => void upgrade()}
        >
          Upgrade Selected Passes
        </button>
        <a href={ACCOUNT_PROFILE_HREF} className="pass-link-return">
          Return to Account
        </a>
      </div>
    </section>
  );
}
