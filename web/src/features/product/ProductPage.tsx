// The single product page route: /product/single/:id (sale flow 1 Public) and
// /product/single/advance/:id (14 AdvancedSale). The content is ProductView; the page titles itself
// with the product's name and, after adding, remembers the product-selection path and goes on to the
// next flow step (seed 000 §2 'Flow order').
import type { Schema } from '@boxoffice/sdk';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useRoute } from 'wouter';
import { rememberProductSelection } from '../../lib/flow';
import type { ProductContext } from '../../lib/sale-request';
import { usePageTitle } from '../../lib/title';
import { nextStepAfterAdd } from './add-to-cart';
import { ProductView } from './ProductView';

const PUBLIC: Schema<'SaleFlowId'> = 1;
const ADVANCED_SALE: Schema<'SaleFlowId'> = 14;

export default function ProductPage() {
  const [, advance] = useRoute<{ id: string }>('/product/single/advance/:id');
  const [, plain] = useRoute<{ id: string }>('/product/single/:id');
  const productId = advance?.id ?? plain?.id ?? '';
  const saleFlowId = advance ? ADVANCED_SALE : PUBLIC;
  const [, navigate] = useLocation();
  const [name, setName] = useState<string | null>(null);
  usePageTitle(name ?? 'Product');

  const context = useMemo<ProductContext>(() => ({ productId, saleFlowId }), [productId, saleFlowId]);
  const onLoaded = useCallback((product: { productDisplayName: string }) => {
    setName(product.productDisplayName);
  }, []);
  const onAdded = useCallback(
    (proceedToPassFlow: boolean) => {
      rememberProductSelection(location.pathname + location.search);
      navigate(nextStepAfterAdd(proceedToPassFlow));
    },
    [navigate],
  );

  return <ProductView context={context} inModal={false} onAdded={onAdded} onLoaded={onLoaded} />;
}
