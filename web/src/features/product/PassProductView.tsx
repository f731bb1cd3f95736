// The single pass product (seed 001 §2 'Single pass product', §4 'Product lists', §5 'Pass holder
// rows'), shared by the page product/single/pass/{id} and the product modal opened on a pass from a
// list: name, texts, each pass variant with its passholder rows, Add to Cart (POST
// cart/add-pass-with-product with the newPasses and the sale context), the server's confirmation.
// What happens after adding is the caller's: the page goes on to pass demographics, the modal closes.

import type { Schema } from '@boxoffice/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HtmlBlock } from '../../components/HtmlBlock';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PassAddForm } from '../../components/PassAddForm';
import { PassholderRows } from '../../components/PassholderRows';
import {
  canAddPasses,
  newPasses,
  type PassholderRows as Rows,
  rowsFromNewPasses,
} from '../../components/passholder-rows';
import { passAddBody } from '../../lib/pass-add';
import type { AddedToCart } from '../../lib/product-modal';
import type { ProductContext } from '../../lib/sale-request';
import { focusHeading } from '../../lib/scroll';
import { useKeptPassAdd, usePassAdd } from '../../lib/use-pass-add';
import { useProductDetail } from './load-product';
import { passAddContext, passesAdded, passVariants } from './pass-product';
import './product.css';
import { ProductDisclaimers } from './ProductDisclaimers';

type Product = Schema<'ProductDetail'>;

const NO_ROWS: Rows = {};

export interface PassProductViewProps {
  /** The product and its sale context; keep the object stable (memoized) between renders. */
  readonly context: ProductContext;
  readonly inModal: boolean;
  readonly onAdded: (proceedToPassFlow: boolean, added: AddedToCart) => void;
  readonly onLoaded?: (product: Product) => void;
}

export function PassProductView({ context, inModal, onAdded, onLoaded }: PassProductViewProps) {
  const { product, loadError } = useProductDetail(context, onLoaded);
  const [rows, setRows] = useState<Rows>(NO_ROWS);
  const heading = useRef<HTMLHeadingElement>(null);

  const variants = useMemo(() => passVariants(product?.variants ?? []), [product]);
  const addContext = useMemo(() => passAddContext(context), [context]);
  const sent = newPasses(rows, variants);
  const adder = usePassAdd((proceedToPassFlow) =>
    onAdded(proceedToPassFlow, passesAdded(product?.productDisplayName ?? '', variants, sent)),
  );
  const restore = useCallback(
    (kept: Schema<'NewPassholder'>[]) => setRows(rowsFromNewPasses(kept, variants)),
    [variants],
  );
  // Back from signing in on the page (not in a modal: the list under it makes the kept add).
  useKeptPassAdd(adder, !inModal && variants.length > 0, restore);

  // The page's heading takes the focus once the product is shown; a modal focuses itself.
  useEffect(() => {
    if (product && !inModal) focusHeading(heading.current);
  }, [product, inModal]);

  if (loadError && !product) {
    return (
      <p role="alert" className="alert-danger">
        {loadError}
      </p>
    );
  }
  if (!product) return inModal ? <p aria-busy="true">Loading…</p> : <LoadingOverlay delayed />;

  const Frame = inModal ? 'div' : 'article';
  return (
    <Frame className="product-page">
      {inModal ? null : (
        <h1 ref={heading} tabIndex={-1}>
          {product.productDisplayName}
        </h1>
      )}
      {loadError ? (
        <p role="alert" className="alert-danger">
          {loadError}
        </p>
      ) : null}
      <HtmlBlock html={product.productLongDescription} className="product-description" />
      {variants.length > 0 ? (
        <PassAddForm
          adder={adder}
          enabled={canAddPasses(rows, variants)}
          onSubmit={() => void adder.submit(passAddBody(addContext, sent))}
        >
          {variants.map((variant) => (
            <PassholderRows
              key={variant.id}
              variant={variant}
              rows={rows}
              onChange={setRows}
              disabled={adder.busy}
              headingLevel={inModal ? 3 : 2}
            />
          ))}
        </PassAddForm>
      ) : null}
      <ProductDisclaimers html={product.productDisclaimer} />
    </Frame>
  );
}
