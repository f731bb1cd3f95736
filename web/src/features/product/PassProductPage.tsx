// The single pass page, product/single/pass/{id} (seed 001 §2 route table): PassProductView titled
// with the product's name; after adding, it remembers the product-selection path and goes on with
// proceedToPassFlow (true: pass demographics). Its own route chunk, so the product page's budget
// does not carry the passholder rows.
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { rememberProductSelection, stepAfterProductSelection } from '../../lib/flow';
import type { ProductContext } from '../../lib/sale-request';
import { usePageTitle } from '../../lib/title';
import { PassProductView } from './PassProductView';
import { passPageContext } from './product-route';

const NO_PRODUCT: ProductContext = { productId: '', saleFlowId: 1, pass: true };

export default function PassProductPage() {
  const [path, navigate] = useLocation();
  const [name, setName] = useState<string | null>(null);
  usePageTitle(name ?? 'Pass');

  const context = useMemo(() => passPageContext(path) ?? NO_PRODUCT, [path]);
  const onLoaded = useCallback((product: { productDisplayName: string }) => {
    setName(product.productDisplayName);
  }, []);
  const onAdded = useCallback(
    (proceedToPassFlow: boolean) => {
      rememberProductSelection(location.pathname + location.search);
      navigate(stepAfterProductSelection(proceedToPassFlow));
    },
    [navigate],
  );

  return <PassProductView context={context} inModal={false} onAdded={onAdded} onLoaded={onLoaded} />;
}
