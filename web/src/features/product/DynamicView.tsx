// The dynamic-date selector's content (seed 002 §2.4, §4.3, §5, §7.3), shared by its route page and
// the product modal: the calendar (3 weeks per page, or the list view), the staged time pickers, a
// quantity per variant and Add to Cart with the server's confirmation, an error alert and the static
// disclaimer. 'Page header and footer only when not a modal' (§2.4), ours: the app shell draws the
// site's header and footer around a page; the view's own header is its h1, which a modal leaves out
// (the modal's title names the product), as ProductView does.

import type { Schema } from '@boxoffice/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ServerConfirmDialog } from '../../components/ConfirmDialog';
import { toIso } from '../../components/dates';
import { HtmlBlock } from '../../components/HtmlBlock';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { AddToCartForm, type QuantityEntry, variantKey } from '../../components/VariantRows';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { smartLoginHref } from '../../lib/flow';
import { cartAddContext } from '../../lib/sale-request';
import { focusHeading } from '../../lib/scroll';
import { type AddLine, addedToCart, canAddToCart, itemsToSend, passFlowAfterAdd } from './add-to-cart';
import { DynamicCalendar } from './DynamicCalendar';
import { DynamicTimes } from './DynamicTimes';
import { dynamicPricingBody, weekStart } from './dynamic-calendar';
import {
  choosePick,
  chosenPerformances,
  linePerformances,
  NO_PICKS,
  type Picks,
  pickVariants,
} from './dynamic-picks';
import type { ProductViewProps } from './ProductView';
import './dynamic.css';
import { ProductDisclaimers } from './ProductDisclaimers';

type Product = Schema<'ProductDetail'>;
type DynamicDate = Schema<'DynamicDate'>;
type Prompt = Schema<'ConfirmationPromptResult'>;

// The seeds give no words for a failed answer without a message.
const UNAVAILABLE = 'This product is not available at this time.';
const ADD_FAILED = 'The items could not be added to your cart.';

/** Loads the product and the page's dates; a new page keeps what is on show until its answer. */
function useCalendarPage(context: ProductViewProps['context'], start: string) {
  const [product, setProduct] = useState<Product | null>(null);
  const [dates, setDates] = useState<ReadonlyMap<string, DynamicDate>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    setLoading(true);
    api
      .POST('/performance/dynamic', { body: dynamicPricingBody(context, start) })
      .then(({ data }) => {
        if (!live) return;
        if (data.product?.requiresLoginChallenge) {
          location.assign(smartLoginHref(location.pathname + location.search));
          return;
        }
        if (data.product) setProduct(data.product);
        setDates(new Map(data.dates.map((d) => [d.date, d])));
        setError(data.success ? null : (data.message ?? UNAVAILABLE));
      })
      .catch((e: unknown) => live && setError(errorText(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [context, start]);
  return { product, dates, error, loading };
}

export function DynamicView({ context, inModal, onAdded, onLoaded }: ProductViewProps) {
  const today = useMemo(() => toIso(new Date()), []);
  const [start, setStart] = useState(() => weekStart(today));
  const { product, dates, error, loading } = useCalendarPage(context, start);
  const [day, setDay] = useState<DynamicDate | null>(null);
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [quantities, setQuantities] = useState<Record<string, QuantityEntry>>({});
  const [busy, setBusy] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  useEffect(() => {
    if (product) onLoaded?.(product);
  }, [product, onLoaded]);
  // On a page, the h1 takes the focus once the product is there (a modal focuses its own dialog).
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = product !== null;
  useEffect(() => {
    if (loaded) focusHeading(heading.current);
  }, [loaded]);

  const performances = day?.performances ?? [];
  const chosen = useMemo(() => chosenPerformances(performances, picks), [performances, picks]);
  const variants = useMemo(() => pickVariants(chosen), [chosen]);
  const chosenKey = chosen?.map((p) => p.id).join(',') ?? '';
  // Another date or time starts the quantities at 0 and clears the last add's failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is for a new choice.
  useEffect(() => {
    setQuantities({});
    setAddError(null);
  }, [chosenKey, day]);

  const selectDay = (next: DynamicDate) => {
    setDay(next);
    setPicks(choosePick(next.performances, NO_PICKS, 1, null));
  };

  const lines: AddLine[] = variants.map((variant) => ({
    productVariantId: variant.id,
    productId: context.productId,
    performances: linePerformances(chosen),
    entitlementId: null,
    quantity: quantities[variantKey(variant)]?.quantity ?? 0,
    minQuantity: variant.minQuantity,
    maxQuantity: variant.maxQuantity,
  }));
  const entriesValid = Object.values(quantities).every((entry) => entry.valid);
  const canAdd = !busy && chosen !== null && entriesValid && canAddToCart(lines);

  const addToCart = useCallback(
    async (reSubmitContext: string | null) => {
      setBusy(true);
      setAddError(null);
      try {
        const items = itemsToSend(lines);
        const { data } = await api.POST('/cart/add', {
          body: { ...cartAddContext(context), items, reSubmitContext },
        });
        if (data.confirmationRequired) {
          setPrompt(data);
          return;
        }
        setPrompt(null);
        if (!data.success) {
          setAddError(data.message ?? ADD_FAILED);
          return;
        }
        onAdded(
          passFlowAfterAdd(data.proceedToPassFlow, product?.passKindId),
          addedToCart(product?.productDisplayName ?? '', variants, items),
        );
      } catch (e) {
        setPrompt(null);
        setAddError(errorText(e));
      } finally {
        setBusy(false);
      }
    },
    [lines, context, onAdded, product, variants],
  );

  const errorAlert = (message: string | null) =>
    message ? (
      <p role="alert" className="alert-danger">
        {message}
      </p>
    ) : null;
  if (!product) {
    if (error) return errorAlert(error);
    return inModal ? (
      <p aria-busy="true">Loading…</p>
    ) : (
      <LoadingOverlay delayed message="Loading the calendar…" />
    );
  }
  const Frame = inModal ? 'div' : 'article';
  return (
    <Frame className="product-page dynamic-page">
      {inModal ? null : (
        <header>
          <h1 ref={heading} tabIndex={-1}>
            {product.productDisplayName}
          </h1>
        </header>
      )}
      {errorAlert(error)}
      <HtmlBlock html={product.productLongDescription} className="product-description" />
      <DynamicCalendar
        start={start}
        today={today}
        dates={dates}
        selected={day?.date ?? null}
        listView={context.view === 'list'}
        loading={loading}
        onPage={setStart}
        onSelect={selectDay}
      />
      {day ? (
        <DynamicTimes
          day={day}
          picks={picks}
          disabled={busy}
          onPick={(index, id) => setPicks(choosePick(day.performances, picks, index, id))}
        />
      ) : null}
      <AddToCartForm
        variants={variants}
        quantities={quantities}
        disabled={busy}
        canAdd={canAdd}
        error={errorAlert(addError)}
        onChange={(key, entry) => setQuantities((current) => ({ ...current, [key]: entry }))}
        onAdd={() => void addToCart(null)}
      />
      <ProductDisclaimers html={product.productDisclaimer} />
      {prompt ? (
        <ServerConfirmDialog
          prompt={prompt}
          busy={busy}
          onProceed={() => void addToCart(prompt.confirmationReSubmitContext)}
          onCancel={() => setPrompt(null)}
        />
      ) : null}
    </Frame>
  );
}
