// The single product page route: /product/single/:id (sale flow 1 Public) and
// /product/single/advance/:id (14 AdvancedSale), parsed in product-route.ts. The content is
// ProductView; the page titles itself with the product's name and, after adding, remembers the
// product-selection path and goes on to the next flow step (seed 000 §2 'Flow order'), leaving what
// was added for that step to say (lib/added-notice.ts).
import type { Schema } from '@boxoffice/sdk';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { leaveAddedNotice } from '../../lib/added-notice';
import { rememberProductSelection } from '../../lib/flow';
import { type AddedToCart, addedToCartText } from '../../lib/product-modal';
import type { ProductContext } from '../../lib/sale-request';
import { usePageTitle } from '../../lib/title';
import { nextStepAfterAdd } from './add-to-cart';
import { ProductView } from './ProductView';
import { passPagePath, productPageContext } from './product-route';

const NO_PRODUCT: ProductContext = { productId: '', saleFlowId: 1 };

export default function ProductPage() {
  const [path, navigate] = useLocation();
  const [name, setName] = useState<string | null>(null);
  usePageTitle(name ?? 'Product');

  const context = useMemo(() => productPageContext(path) ?? NO_PRODUCT, [path]);
  const onLoaded = useCallback(
    (product: Schema<'ProductDetail'>) => {
      // A pass sells with passholder rows on its own page (seed 001 §2): ours, a link to
      // product/single/{id} of a pass goes there rather than to quantities.
      if (product.passKindId != null && context.saleFlowId === 1) {
        navigate(passPagePath(product.id), { replace: true });
        return;
      }
      setName(product.productDisplayName);
    },
    [context, navigate],
  );
  const onAdded = useCallback(
    (proceedToPassFlow: boolean, added: AddedToCart) => {
      rememberProductSelection(location.pathname + location.search);
      // The pass flow's pages list the passes themselves: the words are for the add-on step (or the cart).
      if (!proceedToPassFlow) leaveAddedNotice(addedToCartText(added));
      navigate(nextStepAfterAdd(proceedToPassFlow));
    },
    [navigate],
  );

  return <ProductView context={context} inModal={false} onAdded={onAdded} onLoaded={onLoaded} />;
}
