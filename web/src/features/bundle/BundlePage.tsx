// The bundle builder at /builder/:id (seed 002 §2.3, §4.2, §7.2): the bundle's title and description,
// a date limited to its dates (typed m/d/yy or m/d/yyyy, or picked), its numbered steps for that date
// and Add to Cart (sale flow 19), with the server's confirmation prompt. After adding, the page
// remembers the product-selection path and moves on as the product page does.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { ServerConfirmDialog } from '../../components/ConfirmDialog';
import { DateField } from '../../components/DateField';
import { fromIso } from '../../components/dates';
import { HtmlBlock } from '../../components/HtmlBlock';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { rememberProductSelection, stepAfterProductSelection } from '../../lib/flow';
import { focusHeading } from '../../lib/scroll';
import { usePageTitle } from '../../lib/title';
import { BundleStepView } from './BundleStepView';
import {
  addOutcome,
  BUNDLE_UNAVAILABLE,
  bundleAddRequest,
  bundleDays,
  bundleLoadMessage,
  canAddToCart,
  dateIssue,
  stepsLoadMessage,
  stepsOutcome,
  typedDateIssue,
  visibleSteps,
} from './bundle';
import './bundle.css';

type Bundle = Schema<'BundleResult'>;
type Step = Schema<'BundleStep'>;
type Prompt = Schema<'ConfirmationPromptResult'>;

type PageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'shown'; readonly bundle: Bundle };

function useBundle(id: string): PageState {
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api.GET('/bundle/builder/{id}', { params: { path: { id } } }).then(
      ({ data }) =>
        live &&
        setState(
          data.success
            ? { kind: 'shown', bundle: data }
            : { kind: 'failed', message: data.message || BUNDLE_UNAVAILABLE },
        ),
      (e: unknown) => live && setState({ kind: 'failed', message: bundleLoadMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}

export default function BundlePage() {
  const id = useParams<{ id: string }>().id ?? '';
  const state = useBundle(id);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(state.kind === 'shown' ? state.bundle.pageTitle : 'Bundle');
  useEffect(() => {
    if (state.kind !== 'loading') focusHeading(heading.current);
  }, [state.kind]);

  if (state.kind === 'loading') return <LoadingOverlay delayed message="Loading the bundle…" />;
  if (state.kind === 'failed')
    return (
      <section className="bundle-page">
        <h1 ref={heading} tabIndex={-1}>
          Bundle
        </h1>
        <p role="alert" className="alert-danger">
          {state.message}
        </p>
      </section>
    );
  return <BundleBuilder key={id} id={id} bundle={state.bundle} heading={heading} />;
}

interface BuilderProps {
  readonly id: string;
  readonly bundle: Bundle;
  readonly heading: React.RefObject<HTMLHeadingElement | null>;
}

function BundleBuilder({ id, bundle, heading }: BuilderProps) {
  const [, navigate] = useLocation();
  const dates = bundle.bundleDates;
  const [month, setMonth] = useState(() => (dates[0] ? fromIso(dates[0]) : new Date()));
  const [date, setDate] = useState<string | null>(null);
  const [steps, setSteps] = useState<Step[] | null>(null);
  const [stepsMessage, setStepsMessage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const call = useRef(0);

  /**
   * A new date, or a typed one that is not available: the steps (entry times, later steps' choices)
   * were for the date before, so they go, and a steps call still on its way for it is dropped.
   */
  const startOver = (iso: string | null, issue: string | null) => {
    ++call.current;
    setDate(iso);
    setSteps(null);
    setLoading(false);
    setAddError(null);
    setStepsMessage(issue);
  };

  const chooseDate = (iso: string) => {
    const issue = dateIssue(iso, dates);
    startOver(iso, issue);
    if (issue) return;
    const mine = call.current;
    setLoading(true);
    api
      .POST('/bundle/steps/{id}', { params: { path: { id } }, body: { date: iso } })
      .then(
        ({ data }) => {
          if (mine !== call.current) return;
          const outcome = stepsOutcome(data);
          if ('steps' in outcome) setSteps(outcome.steps);
          else setStepsMessage(outcome.message);
        },
        (e: unknown) => mine === call.current && setStepsMessage(stepsLoadMessage(e)),
      )
      .finally(() => mine === call.current && setLoading(false));
  };

  const add = async (reSubmitContext: string | null) => {
    if (!steps) return;
    setBusy(true);
    setAddError(null);
    try {
      const { data } = await api.POST('/cart/add', { body: bundleAddRequest(steps, reSubmitContext) });
      const outcome = addOutcome(data);
      setPrompt(outcome.kind === 'confirm' ? outcome.prompt : null);
      if (outcome.kind === 'failed') setAddError(outcome.message);
      if (outcome.kind === 'added') {
        rememberProductSelection(location.pathname + location.search);
        navigate(stepAfterProductSelection(outcome.proceedToPassFlow));
      }
    } catch (e) {
      setPrompt(null);
      setAddError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const shown = steps ? visibleSteps(steps) : [];
  return (
    <section className="bundle-page" aria-busy={loading}>
      <h1 ref={heading} tabIndex={-1}>
        {bundle.pageTitle}
      </h1>
      {bundle.pageDescription ? <HtmlBlock html={bundle.pageDescription} /> : null}
      <DateField
        value={date}
        available={bundleDays(dates)}
        month={month}
        onMonthChange={setMonth}
        onChange={chooseDate}
        // A typed day outside the bundle's first to last date (which the field itself does not take)
        // or a text that is no date: say so and drop the steps of the date before, not keep them.
        onInvalidDate={(text) => startOver(null, typedDateIssue(text, dates))}
        min={dates[0] ?? null}
        max={dates[dates.length - 1] ?? null}
        popup
        disabled={busy}
      />
      {stepsMessage ? (
        <p role="alert" className="alert-danger">
          {stepsMessage}
        </p>
      ) : null}
      {loading ? <p aria-busy="true">Loading the steps…</p> : null}
      {steps ? (
        <form
          className="bundle-steps"
          onSubmit={(e) => {
            e.preventDefault();
            void add(null);
          }}
        >
          {shown.map(({ step, index, number }) => (
            <BundleStepView
              key={step.promotionRuleId}
              step={step}
              number={number}
              open={number === 1}
              disabled={busy}
              onChange={(next) => setSteps((all) => all?.map((s, i) => (i === index ? next : s)) ?? null)}
            />
          ))}
          <button type="submit" disabled={busy || !canAddToCart(steps)} aria-busy={busy}>
            Add to Cart
          </button>
          {addError ? (
            <p role="alert" className="alert-danger">
              {addError}
            </p>
          ) : null}
        </form>
      ) : null}
      {prompt ? (
        <ServerConfirmDialog
          prompt={prompt}
          busy={busy}
          onProceed={() => void add(prompt.confirmationReSubmitContext)}
          onCancel={() => setPrompt(null)}
        />
      ) : null}
    </section>
  );
}
