// The dynamic-date selector's route, product/single/dynamic/{id} (seed 002 §2.4), with its query
// inputs (dynamic-route.ts). The content is DynamicView; the page titles itself with the product's
// name and, after adding, remembers the product-selection path and goes on with proceedToPassFlow,
// as the single product page does.
import type { Schema } from '@boxoffice/sdk';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { rememberProductSelection } from '../../lib/flow';
import type { ProductContext } from '../../lib/sale-request';
import { usePageTitle } from '../../lib/title';
import { nextStepAfterAdd } from './add-to-cart';
import { DynamicView } from './DynamicView';
import { dynamicPageContext } from './dynamic-route';

const NO_PRODUCT: ProductContext = { productId: '', saleFlowId: 1, dynamic: true };

export default function DynamicPage() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [name, setName] = useState<string | null>(null);
  usePageTitle(name ?? 'Choose a date');

  const context = useMemo(() => dynamicPageContext(path, search) ?? NO_PRODUCT, [path, search]);
  const onLoaded = useCallback((product: Schema<'ProductDetail'>) => setName(product.productDisplayName), []);
  const onAdded = useCallback(
    (proceedToPassFlow: boolean) => {
      rememberProductSelection(location.pathname + location.search);
      navigate(nextStepAfterAdd(proceedToPassFlow));
    },
    [navigate],
  );

  return <DynamicView context={context} inModal={false} onAdded={onAdded} onLoaded={onLoaded} />;
}
