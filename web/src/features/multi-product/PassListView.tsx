// A loaded pass tag page (seed 001 §2 'Multi pass product page by tag', §4, §5): title, description,
// the Full Price and Payment Plan tabs (the installmentBilling query parameter chooses one), 'View
// All Pass Types' when a second tag narrows the page, then each product with its pass variants'
// passholder rows and one Add to Cart for the page (POST cart/add-pass-with-product with the page's
// sale context). On success the product-selection path is remembered and the flow goes on
// (proceedToPassFlow: pass demographics).
import type { Schema } from '@boxoffice/sdk';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { HtmlBlock } from '../../components/HtmlBlock';
import { PassAddForm } from '../../components/PassAddForm';
import { PassholderRows } from '../../components/PassholderRows';
import { ProductImage } from '../../components/ProductImage';
import {
  canAddPasses,
  newPasses,
  type PassholderRows as Rows,
  rowsFromNewPasses,
} from '../../components/passholder-rows';
import { rememberProductSelection, stepAfterProductSelection } from '../../lib/flow';
import { passAddBody } from '../../lib/pass-add';
import { useKeptPassAdd, usePassAdd } from '../../lib/use-pass-add';
import { PageHeading } from './page-parts';
import {
  NO_PASSES,
  NO_PLAN_PASSES,
  PASS_TABS,
  type PassTab,
  passProducts,
  queryForTab,
  shownVariants,
  TAB_NAMES,
  tabFromQuery,
  viewAllHref,
} from './pass-list';
import type { SaleContext } from './sale-context';

type Product = Schema<'Product'>;

interface PassListViewProps {
  readonly context: SaleContext;
  readonly verified: boolean;
  readonly title: string;
  readonly description: string | null;
  readonly products: readonly Product[];
}

export function PassListView({ context, verified, title, description, products }: PassListViewProps) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const tab = tabFromQuery(search);
  const [rows, setRows] = useState<Rows>({});
  const shown = useMemo(() => passProducts(products, tab), [products, tab]);
  const variants = useMemo(() => shownVariants(shown), [shown]);
  // Every pass variant of the page, both tabs', for rows kept over a sign-in.
  const allVariants = useMemo(() => shownVariants(passProducts(products, 'full')), [products]);
  const adder = usePassAdd((proceedToPassFlow) => {
    rememberProductSelection(location.pathname + location.search);
    navigate(stepAfterProductSelection(proceedToPassFlow));
  });
  const restore = useCallback(
    (kept: Schema<'NewPassholder'>[]) => setRows(rowsFromNewPasses(kept, allVariants)),
    [allVariants],
  );
  useKeptPassAdd(adder, allVariants.length > 0, restore);
  const viewAll = viewAllHref(context.tags, verified);

  return (
    <section className="multi-product">
      <PageHeading>{title}</PageHeading>
      <HtmlBlock html={description} className="multi-product-description" />
      {viewAll ? (
        <p>
          <Link href={viewAll}>View All Pass Types</Link>
        </p>
      ) : null}
      <PassTabs
        tab={tab}
        onChoose={(next) => navigate(`${path}${queryForTab(search, next)}`, { replace: true })}
      >
        {shown.length === 0 ? (
          <p>{tab === 'plan' && products.length > 0 ? NO_PLAN_PASSES : NO_PASSES}</p>
        ) : (
          <PassAddForm
            adder={adder}
            enabled={canAddPasses(rows, variants)}
            onSubmit={() => void adder.submit(passAddBody(context, newPasses(rows, variants)))}
          >
            <div className="product-cards">
              {shown.map((product) => (
                <PassProductCard
                  key={product.id}
                  product={product}
                  tab={tab}
                  rows={rows}
                  onRows={setRows}
                  disabled={adder.busy}
                />
              ))}
            </div>
          </PassAddForm>
        )}
      </PassTabs>
    </section>
  );
}

/** The two tabs (WAI-ARIA APG 'Tabs', automatic activation: arrows move and choose). */
function PassTabs(props: {
  readonly tab: PassTab;
  readonly onChoose: (tab: PassTab) => void;
  readonly children: ReactNode;
}) {
  const { tab, onChoose, children } = props;
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -2, End: 2 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = PASS_TABS.indexOf(tab);
    const next =
      Math.abs(step) === 2
        ? step < 0
          ? 0
          : PASS_TABS.length - 1
        : (index + step + PASS_TABS.length) % PASS_TABS.length;
    const chosen = PASS_TABS[next] ?? tab;
    onChoose(chosen);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${id}-${chosen}`)}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label="Price" className="pass-tabs" ref={list} onKeyDown={onKeyDown}>
        {PASS_TABS.map((t) => (
          <button
            key={t}
            id={`${id}-${t}`}
            type="button"
            role="tab"
            className={t === tab ? undefined : 'secondary outline'}
            aria-selected={t === tab}
            aria-controls={`${id}-panel`}
            tabIndex={t === tab ? 0 : -1}
            onClick={() => onChoose(t)}
          >
            {TAB_NAMES[t]}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {children}
      </div>
    </>
  );
}

/** One pass product: image, texts, each variant of the tab with its rows (the plan's texts on Payment Plan). */
function PassProductCard(props: {
  readonly product: Product;
  readonly tab: PassTab;
  readonly rows: Rows;
  readonly onRows: (update: (rows: Rows) => Rows) => void;
  readonly disabled: boolean;
}) {
  const { product, tab, rows, onRows, disabled } = props;
  const name = product.productDisplayName;
  return (
    <article className="product-card">
      <ProductImage src={product.productImageUrl} alt={name} />
      <div className="product-card-body">
        <h2>{name}</h2>
        {product.productShortDescription ? <p>{product.productShortDescription}</p> : null}
        <HtmlBlock html={product.productLongDescription} />
        {product.variants.map((variant) => (
          <PassholderRows
            key={variant.id}
            variant={variant}
            rows={rows}
            onChange={onRows}
            disabled={disabled}
          >
            {tab === 'plan' ? (
              <>
                {variant.installmentBillingDescription ? (
                  <p>{variant.installmentBillingDescription}</p>
                ) : null}
                <HtmlBlock html={variant.installmentBillingPlanDescription} />
                <HtmlBlock
                  html={variant.installmentBillingPlanDisclaimer}
                  className="product-card-disclaimer"
                />
              </>
            ) : null}
          </PassholderRows>
        ))}
        <HtmlBlock html={product.productDisclaimer} className="product-card-disclaimer" />
      </div>
    </article>
  );
}
