// The dates with performances of one product in the month on show (POST /performance/product-date),
// in the product's sale context: the date picker of the product page and of the cart's change modal
// enable and mark their days from it.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useMemo, useState } from 'react';
import { monthRange } from '../components/dates';
import { api } from './api';
import { errorText } from './errors';
import { type ProductContext, productDateContext } from './sale-request';

export interface ProductDates {
  /** By ISO date; null while the month loads. */
  readonly available: ReadonlyMap<string, Schema<'ProductDate'>> | null;
  /** The first day (ISO) of the month `available` is for (it may still be the month shown before). */
  readonly loadedMonth: string | null;
  readonly error: string | null;
}

const NO_VARIANTS: readonly string[] = [];

/**
 * `context` must be stable between renders (memoized), as every call carries it. `requiredVariantIds`
 * limits the dates to those selling every one of these variants (the redemption modal's entitlement).
 */
export function useProductDates(
  context: ProductContext,
  month: Date,
  requiredVariantIds: readonly string[] = NO_VARIANTS,
): ProductDates {
  const { productId } = context;
  const variantKey = requiredVariantIds.join(',');
  const [loaded, setLoaded] = useState<{ month: string | null; available: ProductDates['available'] }>({
    month: null,
    available: null,
  });
  const [error, setError] = useState<string | null>(null);
  const dateContext = useMemo(() => productDateContext(context), [context]);
  const { startDate, endDate } = monthRange(month);

  useEffect(() => {
    let live = true;
    setLoaded({ month: null, available: null });
    setError(null);
    api
      .POST('/performance/product-date', {
        body: {
          productIds: [productId],
          requiredProductVariantIds: variantKey ? variantKey.split(',') : [],
          startDate,
          endDate,
          ...dateContext,
          extShowId: null,
        },
      })
      .then(({ data }) => {
        if (!live) return;
        if (!data.success && data.message) setError(data.message);
        setLoaded({ month: startDate, available: new Map((data.value ?? []).map((d) => [d.date, d])) });
      })
      .catch((e: unknown) => {
        if (!live) return;
        setError(errorText(e));
        setLoaded({ month: startDate, available: new Map() });
      });
    return () => {
      live = false;
    };
  }, [productId, dateContext, startDate, endDate, variantKey]);

  return { available: loaded.available, loadedMonth: loaded.month, error };
}
