// A wizard step's button (Continue, Add to Cart): busy while its call is in flight, a timed-out
// session sends the shopper where the wizard says (error 1), any other failure stays on the page.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorText } from '../../lib/errors';
import { failureRedirect } from './wizard';

export function useStepAction() {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Runs the call, then goes to `next`. */
  const run = async (call: () => Promise<unknown>, next: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      navigate(next);
    } catch (e) {
      const redirect = failureRedirect(e);
      if (redirect) return navigate(redirect);
      setFailure(errorText(e));
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
