// A redemption page's list: loaded on arrival and again after a Redeem modal closes (seed 002 §4.5).
// A failed load (success false or a failed call) keeps its message for the page's red alert.
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../lib/errors';

interface Answer<T> {
  readonly success: boolean;
  readonly message: string | null;
  readonly value: T;
}

export interface RedeemList<T> {
  /** Null until the first answer. */
  readonly value: T | null;
  readonly loadError: string | null;
  readonly reload: () => void;
}

/** `fetchList` must be stable (a module-level function). */
export function useRedeemList<T>(fetchList: () => Promise<Answer<T>>): RedeemList<T> {
  const [value, setValue] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(() => {
    fetchList()
      .then((answer) => {
        if (!answer.success) throw new Error(answer.message ?? '');
        setValue(answer.value);
        setLoadError(null);
      })
      .catch((e: unknown) => setLoadError(errorText(e)));
  }, [fetchList]);

  useEffect(reload, [reload]);
  return { value, loadError, reload };
}
