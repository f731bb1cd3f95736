// A loaded product list with one Add to Cart for the page (the tag, verified-tag and promotion code
// pages): title, description, product cards; on success the product-selection path is remembered
// and the flow goes on (pass products to pass demographics, others to the non-pass add-on step).
import type { Schema } from '@boxoffice/sdk';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AddedStatus } from '../../components/AddedStatus';
import { HtmlBlock } from '../../components/HtmlBlock';
import { rememberProductSelection } from '../../lib/flow';
import { ProductCards } from './ProductCard';
import { AddToCartForm, PageHeading, useModalSelect, useQuantities } from './page-parts';
import { canAdd, itemsToSend, listLines, nextStepAfterAdd, productsAdded } from './product-list';
import type { SaleContext } from './sale-context';
import { useAddToCart } from './use-add-to-cart';

type Product = Schema<'Product'>;

// The seeds give no empty-list text; ours, in the style of 'This product is not available at this time.'
export const NO_PRODUCTS = 'There are no products available at this time.';

interface ProductListViewProps {
  readonly context: SaleContext;
  readonly title: string;
  readonly description: string | null;
  readonly products: readonly Product[];
}

export function ProductListView({ context, title, description, products }: ProductListViewProps) {
  const [, navigate] = useLocation();
  const { quantities, setQuantity, clearAdded } = useQuantities();
  const [notice, setNotice] = useState<string | null>(null);
  const select = useModalSelect(context, navigate, true, setNotice);
  const lines = listLines(products, quantities);
  const adder = useAddToCart({
    onAdded: clearAdded,
    onDone: (proceedToPassFlow, added) => {
      rememberProductSelection(location.pathname + location.search);
      const items = added.flatMap((batch) => batch.items);
      navigate(nextStepAfterAdd(proceedToPassFlow, productsAdded(products, items)));
    },
  });
  const withRows = lines.length > 0;

  return (
    <section className="multi-product">
      <PageHeading>{title}</PageHeading>
      <HtmlBlock html={description} className="multi-product-description" />
      {notice ? <AddedStatus text={notice} /> : null}
      {products.length === 0 ? <p>{NO_PRODUCTS}</p> : null}
      {withRows ? (
        <AddToCartForm
          adder={adder}
          enabled={canAdd(lines)}
          onSubmit={() => void adder.submit([{ context, items: itemsToSend(lines) }])}
        >
          <ProductCards
            products={products}
            quantities={quantities}
            disabled={adder.busy}
            onQuantity={setQuantity}
            onSelect={select}
          />
        </AddToCartForm>
      ) : (
        // Every product opens the modal: no variant rows, so no Add to Cart for the page.
        <ProductCards
          products={products}
          quantities={quantities}
          disabled={false}
          onQuantity={setQuantity}
          onSelect={select}
        />
      )}
    </section>
  );
}
