// The promotion code page (seed 001 §2 'Promotion code page', §4): /product/multi/promo asks for a
// code ('Promotion Code', 'Enter a promotion code', Submit; Enter submits); /product/multi/promo/:code
// lists that code's products (sale flow 5, promotion type 11, the code). A code the server refuses
// shows its message in an alert with the prompt again, so the shopper can try another.
import { useId, useMemo, useState } from 'react';
import { useLocation, useRoute } from 'wouter';
import { usePageTitle } from '../../lib/title';
import { ProductListView } from './ProductListView';
import { LoadingPage, PageHeading } from './page-parts';
import { mainProducts, normalizePromoCode, promoCodeFromRoute, promoCodePath } from './product-list';
import { promoContext } from './sale-context';
import { useProductList } from './use-product-list';
import './multi-product.css';

const PROMPT_TITLE = 'Promotion Code';
const DEFAULT_TITLE = 'Products';

export default function PromoPage() {
  const [, params] = useRoute<{ code: string }>('/product/multi/promo/:code');
  const code = promoCodeFromRoute(params?.code);
  const context = useMemo(() => (code ? promoContext(code) : null), [code]);
  const list = useProductList(context, mainProducts);
  const loaded = list.status === 'loaded';
  usePageTitle(loaded ? (list.pageTitle ?? DEFAULT_TITLE) : PROMPT_TITLE);

  if (!context) return <PromoPrompt key="none" initial="" error={null} />;
  if (list.status === 'loading') return <LoadingPage />;
  if (list.status === 'failed') return <PromoPrompt key={code} initial={code ?? ''} error={list.message} />;
  return (
    <ProductListView
      key={code}
      context={context}
      title={list.pageTitle ?? DEFAULT_TITLE}
      description={list.pageDescription}
      products={list.products}
    />
  );
}

interface PromoPromptProps {
  readonly initial: string;
  /** The server's message for the code just tried, if it refused it. */
  readonly error: string | null;
}

function PromoPrompt({ initial, error }: PromoPromptProps) {
  const [, navigate] = useLocation();
  const [text, setText] = useState(initial);
  const inputId = useId();
  const hintId = useId();
  const code = normalizePromoCode(text);
  return (
    <section className="multi-product promo-prompt">
      <PageHeading>{PROMPT_TITLE}</PageHeading>
      {error ? (
        <p role="alert" className="alert-danger">
          {error}
        </p>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code) navigate(promoCodePath(code));
        }}
      >
        <p id={hintId}>Enter a promotion code</p>
        <label htmlFor={inputId}>{PROMPT_TITLE}</label>
        <input
          id={inputId}
          name="promotionCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" disabled={!code}>
          Submit
        </button>
      </form>
    </section>
  );
}
