// Pass demographics (/pass/demographics, login required; seed 001 §2, §4 'Pass card', §5, §7):
// Renewable Passes and NEW Passes as collapsible cards, each updated on its own (POST cart/pass/{id},
// then the saved pass re-read), removed (cart/remove-pass, asked first) or given a photo; 'Add Another Pass'
// (cart/add-new-pass) unless the app configuration suppresses new passes; Continue finalizes the
// demographics (cart/pass-finalize-demographics) and goes on to pass products. The states are in
// pass-cards.ts. Cart-changing calls refresh the mini-cart through the SDK's cartChanged event.

import type { Schema } from '@boxoffice/sdk';
import { COUNTRY_ID_USA } from '@boxoffice/sdk/rules';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { RemoveConfirmDialog } from '../../components/RemoveConfirmDialog';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { PASS_PRODUCTS_PATH } from '../../lib/flow';
import { INSTALLMENT_BLOCKED_WARNING } from '../../lib/installment-billing';
import { focusHeading } from '../../lib/scroll';
import { site } from '../../lib/site';
import { usePageTitle } from '../../lib/title';
import { useFocusAfterRemoval } from '../../lib/use-focus-after-removal';
import { PassCardView } from './PassCardView';
import { PhotoUploadModal } from './PhotoUploadModal';
import {
  added,
  canContinue,
  cardFailed,
  checkBeforeUpdate,
  editField,
  holderName,
  loadCards,
  newCards,
  type PassCard,
  type PassCardsState,
  photoUploaded,
  primaryContactId,
  removed,
  removePassQuestion,
  renewalCards,
  setCopyToAll,
  showsCopyToggle,
  toggleCard,
  updateBody,
  updated,
} from './pass-cards';
import './pass.css';

type StateProvince = Schema<'StateProvince'>;

const TITLE = 'Pass Demographics';
type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; blocked: boolean };

export default function PassDemographicsPage() {
  usePageTitle(TITLE);
  const [, navigate] = useLocation();
  const { appConfig } = useSnapshot(site);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [cards, setCards] = useState<PassCardsState>({ cards: [], copyToAll: false });
  const [states, setStates] = useState<readonly StateProvince[]>([]);
  const [statesError, setStatesError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [photoFor, setPhotoFor] = useState<PassCard | null>(null);
  const [photoRefresh, setPhotoRefresh] = useState(0);
  /** The card whose Remove Pass waits for the shopper's answer. */
  const [confirming, setConfirming] = useState<PassCard | null>(null);
  // A removed card takes its Remove Pass button with it: the page's heading takes the focus.
  const { heading, removed: focusAfterRemoval } = useFocusAfterRemoval(confirming);

  useEffect(() => {
    let live = true;
    const statesCall = api
      .GET('/address/state-province', { params: { query: { countryId: COUNTRY_ID_USA } } })
      .then(({ data }) => data.value.filter((s) => s.countryId === COUNTRY_ID_USA))
      .catch((e: unknown) => {
        if (live) setStatesError(errorText(e));
        return null;
      });
    Promise.all([api.GET('/cart/pass'), statesCall])
      .then(([{ data }, list]) => {
        if (!live) return;
        if (!data.success) return setLoad({ status: 'failed', message: data.message ?? errorText(null) });
        setStates(list ?? []);
        const stateAbbreviations = list ? list.map((s) => s.abbreviation) : undefined;
        setCards(loadCards(data.value.passes, { stateAbbreviations }));
        setLoad({ status: 'loaded', blocked: data.value.installmentBillingBlocked });
      })
      .catch((e: unknown) => live && setLoad({ status: 'failed', message: errorText(e) }));
    return () => {
      live = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading is a ref (useFocusAfterRemoval's).
  useEffect(() => {
    if (load.status !== 'loading') focusHeading(heading.current);
  }, [load.status]);

  const ruleContext = useMemo(
    () => (states.length > 0 ? { stateAbbreviations: states.map((s) => s.abbreviation) } : {}),
    [states],
  );

  if (load.status === 'loading') return <LoadingOverlay delayed message="Loading your passes…" />;

  const run = async (id: string, work: () => Promise<void>) => {
    setBusy(id);
    setPageError(null);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const update = (card: PassCard) => {
    const id = card.pass.extCartTicketId;
    const check = checkBeforeUpdate(cards, id, ruleContext);
    setCards(check.state);
    if (!check.valid) return;
    void run(id, async () => {
      try {
        const { data } = await api.POST('/cart/pass/{id}', {
          params: { path: { id } },
          body: updateBody(card),
        });
        if (!data.success) return setCards((s) => cardFailed(s, id, data.message ?? errorText(null)));
        const saved = await api.GET('/cart/pass/{id}', { params: { path: { id } } });
        setCards((s) => updated(s, saved.data.value));
      } catch (e) {
        setCards((s) => cardFailed(s, id, errorText(e)));
      }
    });
  };

  const remove = (card: PassCard) => {
    const id = card.pass.extCartTicketId;
    void run(id, async () => {
      try {
        const { data } = await api.POST('/cart/remove-pass', { body: { extCartTicketId: id } });
        if (!data.success) return setCards((s) => cardFailed(s, id, data.message ?? errorText(null)));
        setCards((s) => removed(s, id));
        focusAfterRemoval();
      } catch (e) {
        setCards((s) => cardFailed(s, id, errorText(e)));
      } finally {
        setConfirming(null);
      }
    });
  };

  const addAnother = () =>
    void run('add', async () => {
      try {
        const { data } = await api.POST('/cart/add-new-pass');
        if (!data.success || !data.value) return setPageError(data.message ?? errorText(null));
        const id = data.value;
        const pass = await api.GET('/cart/pass/{id}', { params: { path: { id } } });
        setCards((s) => added(s, pass.data.value));
      } catch (e) {
        setPageError(errorText(e));
      }
    });

  const finish = () =>
    void run('continue', async () => {
      try {
        const { data } = await api.POST('/cart/pass-finalize-demographics');
        if (!data.success) return setPageError(data.message ?? errorText(null));
        navigate(PASS_PRODUCTS_PATH);
      } catch (e) {
        setPageError(errorText(e));
      }
    });

  const primary = primaryContactId(cards);
  const renderCard = (card: PassCard) => {
    const id = card.pass.extCartTicketId;
    return (
      <PassCardView
        key={id}
        card={card}
        states={states}
        primary={id === primary}
        busy={busy !== null}
        copyToAll={showsCopyToggle(cards, id) ? cards.copyToAll : null}
        photoRefresh={photoRefresh}
        onToggle={() => setCards((s) => toggleCard(s, id))}
        onEdit={(field, value) => setCards((s) => editField(s, id, field, value))}
        onCopyToAll={(on) => setCards((s) => setCopyToAll(s, on))}
        onUpdate={() => update(card)}
        onRemove={() => setConfirming(card)}
        onUploadPicture={() => setPhotoFor(card)}
      />
    );
  };

  const renewals = renewalCards(cards);
  const news = newCards(cards);
  const continueReady = canContinue(cards);

  return (
    <section className="pass-demographics">
      <h1 ref={heading} tabIndex={-1}>
        {TITLE}
      </h1>
      {load.status === 'failed' ? (
        <p role="alert" className="alert-danger">
          {load.message}
        </p>
      ) : (
        <>
          {load.blocked ? (
            <p role="note" className="alert-warning">
              {INSTALLMENT_BLOCKED_WARNING}
            </p>
          ) : null}
          {statesError ? (
            <p role="alert" className="alert-danger">
              {statesError}
            </p>
          ) : null}
          {cards.cards.length === 0 ? <p>There are no passes in your cart.</p> : null}
          {renewals.length > 0 ? (
            <section aria-labelledby="renewal-passes">
              <h2 id="renewal-passes">Renewable Passes</h2>
              {renewals.map(renderCard)}
            </section>
          ) : null}
          {news.length > 0 ? (
            <section aria-labelledby="new-passes">
              <h2 id="new-passes">NEW Passes</h2>
              {news.map(renderCard)}
            </section>
          ) : null}
          {pageError ? (
            <p role="alert" className="alert-danger">
              {pageError}
            </p>
          ) : null}
          <div className="pass-page-actions">
            {appConfig?.newPassesSuppressed ? null : (
              <button
                type="button"
                className="secondary"
                disabled={busy !== null}
                aria-busy={busy === 'add'}
                onClick={addAnother}
              >
                Add Another Pass
              </button>
            )}
            <button
              type="button"
              disabled={!continueReady || busy !== null}
              aria-busy={busy === 'continue'}
              onClick={finish}
            >
              Continue
            </button>
          </div>
        </>
      )}
      {confirming ? (
        <RemoveConfirmDialog
          question={removePassQuestion(confirming)}
          busy={busy !== null}
          onRemove={() => remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      {photoFor ? (
        <PhotoUploadModal
          extCartTicketId={photoFor.pass.extCartTicketId}
          holderName={holderName(photoFor)}
          onClose={() => setPhotoFor(null)}
          onUploaded={() => {
            setCards((s) => photoUploaded(s, photoFor.pass.extCartTicketId));
            setPhotoRefresh((n) => n + 1);
            setPhotoFor(null);
          }}
        />
      ) : null}
    </section>
  );
}
