// The pass tag pages (seed 001 §2 route table, §4 'Product lists'): /product/multi/pass/tag/:tag1,
// /product/multi/pass/tag/:tag1/:tag2 (sale flow 3 TagSalePromotion, both tags) and
// /product/multi/verified/pass/tag/:tag1 (7 VerifiedOfferPromotion). The list is loaded as on the
// other tag pages (a login challenge goes to the smart login); the view shapes it per tab.
import { useMemo } from 'react';
import { useRoute } from 'wouter';
import { usePageTitle } from '../../lib/title';
import { PassListView } from './PassListView';
import { ListPageStates } from './page-parts';
import { routeTags } from './pass-list';
import { passTagContext } from './sale-context';
import { useProductList } from './use-product-list';
import './multi-product.css';

const DEFAULT_TITLE = 'Passes';

export default function PassTagPage() {
  const [verified, verifiedParams] = useRoute<{ tag1: string }>('/product/multi/verified/pass/tag/:tag1');
  const [, two] = useRoute<{ tag1: string; tag2: string }>('/product/multi/pass/tag/:tag1/:tag2');
  const [, one] = useRoute<{ tag1: string }>('/product/multi/pass/tag/:tag1');
  const tag1 = verifiedParams?.tag1 ?? two?.tag1 ?? one?.tag1;
  const tags = routeTags(tag1, two?.tag2);
  const key = tags.join('/');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `tags`.
  const context = useMemo(() => passTagContext(tags, verified), [key, verified]);
  const list = useProductList(context);
  usePageTitle(list.status === 'loaded' ? (list.pageTitle ?? DEFAULT_TITLE) : DEFAULT_TITLE);

  return (
    <ListPageStates
      list={list}
      defaultTitle={DEFAULT_TITLE}
      loaded={({ pageTitle, pageDescription, products }) => (
        <PassListView
          key={`${verified}:${key}`}
          context={context}
          verified={verified}
          title={pageTitle ?? DEFAULT_TITLE}
          description={pageDescription}
          products={products}
        />
      )}
    />
  );
}
