// The product a Redeem modal shows. An entitlement's is loaded (POST product/single with the
// entitlement's variant and sale flow 2: the openapi's getEntitlementProducts says so); a failure's
// message shows in an alert (seed 002 §8). An account entitlement's came with the list (product/multi,
// sale flow 15), so it needs no call.
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { type ProductContext, productDetailBody } from '../../lib/sale-request';
import type { RedeemTarget } from './redemption';

export interface RedeemProduct {
  readonly name: string;
  readonly longDescription: string | null;
  readonly disclaimer: string | null;
  readonly hasPerformances: boolean;
}

interface Loaded {
  readonly product: RedeemProduct | null;
  readonly loadError: string | null;
}

const fromList = (target: RedeemTarget): RedeemProduct | null =>
  target.kind === 'account'
    ? {
        name: target.row.product.productDisplayName,
        longDescription: target.row.product.productLongDescription,
        disclaimer: target.row.product.productDisclaimer,
        hasPerformances: target.row.product.hasPerformances,
      }
    : null;

/** `context` must be stable between renders (memoized). */
export function useRedeemProduct(target: RedeemTarget, context: ProductContext, variantId: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(() => ({ product: fromList(target), loadError: null }));
  const load = target.kind === 'entitlement';

  useEffect(() => {
    if (!load) return;
    let live = true;
    api
      .POST('/product/single', { body: { ...productDetailBody(context), extProductVariantId: variantId } })
      .then(({ data }) => {
        if (!live) return;
        if (!data.success) {
          setLoaded({ product: null, loadError: data.message ?? 'This product is not available.' });
          return;
        }
        const p = data.value;
        setLoaded({
          product: {
            name: p.productDisplayName,
            longDescription: p.productLongDescription,
            disclaimer: p.productDisclaimer,
            hasPerformances: p.hasPerformances,
          },
          loadError: null,
        });
      })
      .catch((e: unknown) => live && setLoaded({ product: null, loadError: errorText(e) }));
    return () => {
      live = false;
    };
  }, [load, context, variantId]);

  return loaded;
}
