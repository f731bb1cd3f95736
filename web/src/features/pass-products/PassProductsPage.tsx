// Renewal and upgrade product selection (seed 001 §2, §4): /pass/products 'Your Renewal Options'
// (product/pass-renewal-product per pass) and /upgrade/product 'Your Upgrade Options'
// (product/ticket-upgrade-product per pass, with the installment-billing-blocked warning). One
// collapsible card per pass needing a product; Continue saves the choices (cart/pass-product, a
// cart-changing call: the SDK's cartChanged event refreshes the mini-cart) and goes on. With no
// pass needing a product the page skips forward, but for 'No tickets selected for upgrade'. The
// states are in pass-products.ts.

import type { Schema } from '@boxoffice/sdk';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { UPGRADE_SELECT_PATH } from '../../lib/flow';
import { INSTALLMENT_BLOCKED_WARNING } from '../../lib/installment-billing';
import { focusHeading } from '../../lib/scroll';
import { usePageTitle } from '../../lib/title';
import { ProductCardView } from './ProductCardView';
import {
  type Choice,
  canContinue,
  choicesOfProducts,
  confirm,
  initialCards,
  markMissing,
  NEXT_PATHS,
  PAGE_TITLES,
  type ProductCard,
  pageContent,
  passProductBody,
  type SelectionMode,
  select,
  toggle,
} from './pass-products';
import './pass-products.css';

type CartPass = Schema<'CartPass'>;

type Load =
  | { status: 'loading' }
  | { status: 'skip' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; blocked: boolean };

/** The choices of one pass, from the page's own call. */
async function choicesFor(mode: SelectionMode, pass: CartPass): Promise<Choice[]> {
  if (mode === 'upgrade') {
    const { data } = await api.POST('/product/ticket-upgrade-product', {
      body: { id: pass.extCartTicketId },
    });
    if (!data.success) throw new Error(data.message ?? '');
    return data.value;
  }
  const { data } = await api.POST('/product/pass-renewal-product', {
    body: { id: pass.extCartTicketId, isRenewal: pass.isRenewal },
  });
  if (!data.success) throw new Error(data.message ?? '');
  return choicesOfProducts(data.value.products);
}

export function PassProductsPage({ mode }: { readonly mode: SelectionMode }) {
  const title = PAGE_TITLES[mode];
  usePageTitle(title);
  const [, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [cards, setCards] = useState<ProductCard[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const next = NEXT_PATHS[mode];

  useEffect(() => {
    let live = true;
    (async () => {
      const { data } = await api.GET('/cart/pass');
      if (!data.success) throw new Error(data.message ?? '');
      const content = pageContent(data.value.passes, mode);
      if (content.kind === 'message') return live && setLoad({ status: 'failed', message: content.message });
      if (content.kind === 'skip') return live && setLoad({ status: 'skip' });
      const { passes } = content;
      const lists = await Promise.all(passes.map((pass) => choicesFor(mode, pass)));
      const byId = new Map(passes.map((pass, i) => [pass.extCartTicketId, lists[i] ?? []]));
      if (!live) return;
      setCards(initialCards(passes, (pass) => byId.get(pass.extCartTicketId) ?? []));
      setLoad({ status: 'loaded', blocked: data.value.installmentBillingBlocked });
    })().catch((e: unknown) => live && setLoad({ status: 'failed', message: errorText(e) }));
    return () => {
      live = false;
    };
  }, [mode]);

  useEffect(() => {
    if (load.status === 'skip') navigate(next, { replace: true });
    else if (load.status !== 'loading') focusHeading(heading.current);
  }, [load.status, navigate, next]);

  if (load.status === 'loading' || load.status === 'skip') return <LoadingOverlay delayed />;

  const save = async () => {
    if (!canContinue(cards)) return setCards(markMissing(cards));
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST('/cart/pass-product', { body: passProductBody(cards) });
      if (!data.success) setError(data.message ?? errorText(null));
      else navigate(next);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pass-products">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {load.status === 'failed' ? (
        <>
          <p role="alert" className="alert-danger">
            {load.message}
          </p>
          {mode === 'upgrade' ? <Link href={UPGRADE_SELECT_PATH}>Upgrade Your Tickets</Link> : null}
        </>
      ) : (
        <>
          {mode === 'upgrade' && load.blocked ? (
            <p role="note" className="alert-warning">
              {INSTALLMENT_BLOCKED_WARNING}
            </p>
          ) : null}
          {cards.map((card) => (
            <ProductCardView
              key={card.pass.extCartTicketId}
              card={card}
              busy={busy}
              onToggle={() => setCards((c) => toggle(c, card.pass.extCartTicketId))}
              onSelect={(variantId) => setCards((c) => select(c, card.pass.extCartTicketId, variantId))}
              onConfirm={() => setCards((c) => confirm(c, card.pass.extCartTicketId))}
            />
          ))}
          {error ? (
            <p role="alert" className="alert-danger">
              {error}
            </p>
          ) : null}
          <div className="product-actions">
            <button
              type="button"
              disabled={!canContinue(cards) || busy}
              aria-busy={busy}
              onClick={() => void save()}
            >
              Continue
            </button>
          </div>
        </>
      )}
    </section>
  );
}

export function RenewalOptionsPage() {
  return <PassProductsPage mode="renewal" />;
}

export function UpgradeOptionsPage() {
  return <PassProductsPage mode="upgrade" />;
}
