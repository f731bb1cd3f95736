// Loads a page's product list (POST product/multi) in its sale context. A login challenge sends the
// shopper to the smart login, back to this page afterwards; success false shows the server's message.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { smartLoginHref } from '../../lib/flow';
import { listRequest, type SaleContext } from './sale-context';

type Product = Schema<'Product'>;

export type ListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'loaded';
      readonly products: Product[];
      readonly pageTitle: string | null;
      readonly pageDescription: string | null;
    };

const LOADING: ListState = { status: 'loading' };
// The seeds give no wording for a list that fails without a message.
const NOT_AVAILABLE = 'These products are not available at this time.';

const asIs = (products: readonly Product[]) => [...products];

/** The list of `context` (null: nothing to load yet), shaped by `select` (e.g. mainProducts). */
export function useProductList(
  context: SaleContext | null,
  select: (products: readonly Product[]) => Product[] = asIs,
): ListState {
  const [state, setState] = useState<ListState>(LOADING);
  // The context's value, not its identity, decides when to load again.
  const key = context ? JSON.stringify(context) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `context`; `select` is a module function.
  useEffect(() => {
    if (!context) return;
    let live = true;
    setState(LOADING);
    api
      .POST('/product/multi', { body: listRequest(context) })
      .then(({ data }) => {
        if (!live) return;
        if (data.value?.requiresLoginChallenge) {
          location.assign(smartLoginHref(location.pathname + location.search));
          return;
        }
        if (!data.success) {
          setState({ status: 'failed', message: data.message ?? NOT_AVAILABLE });
          return;
        }
        const { products, pageTitle, pageDescription } = data.value;
        setState({ status: 'loaded', products: select(products), pageTitle, pageDescription });
      })
      .catch((error: unknown) => live && setState({ status: 'failed', message: errorText(error) }));
    return () => {
      live = false;
    };
  }, [key]);

  return context ? state : LOADING;
}
