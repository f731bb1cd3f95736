// The multi-product pages by tag (seed 001 §2 route table, §4 'Product lists'): /product/multi/tag/:id
// (sale flow 3 TagSalePromotion) and /product/multi/verified/tag/:id (7 VerifiedOfferPromotion).
// Cross-sell variants are removed and products left without variants dropped (mainProducts).
import { useMemo } from 'react';
import { useRoute } from 'wouter';
import { usePageTitle } from '../../lib/title';
import { ProductListView } from './ProductListView';
import { ListPageStates } from './page-parts';
import { mainProducts } from './product-list';
import { tagContext } from './sale-context';
import { useProductList } from './use-product-list';
import './multi-product.css';

const DEFAULT_TITLE = 'Products';

export default function TagPage() {
  const [verified, verifiedParams] = useRoute<{ id: string }>('/product/multi/verified/tag/:id');
  const [, plainParams] = useRoute<{ id: string }>('/product/multi/tag/:id');
  const tag = verifiedParams?.id ?? plainParams?.id ?? '';
  const context = useMemo(() => tagContext(tag, verified), [tag, verified]);
  const list = useProductList(context, mainProducts);
  usePageTitle(list.status === 'loaded' ? (list.pageTitle ?? DEFAULT_TITLE) : DEFAULT_TITLE);

  return (
    <ListPageStates
      list={list}
      defaultTitle={DEFAULT_TITLE}
      loaded={({ pageTitle, pageDescription, products }) => (
        <ProductListView
          key={`${verified}:${tag}`}
          context={context}
          title={pageTitle ?? DEFAULT_TITLE}
          description={pageDescription}
          products={products}
        />
      )}
    />
  );
}
