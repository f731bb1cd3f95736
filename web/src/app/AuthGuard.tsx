// The authentication guard (seed 000 §2): only signed-in sessions pass; others go to the smart
// login, which brings them back to this page.
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { smartLoginHref } from '../lib/flow';
import { site } from '../lib/site';

export function AuthGuard({ children }: { readonly children: ReactNode }) {
  const { session } = useSnapshot(site);
  const signedIn = session?.userAuthenticated === true;
  useEffect(() => {
    if (session && !signedIn) location.assign(smartLoginHref(location.pathname + location.search));
  }, [session, signedIn]);
  return signedIn ? children : <LoadingOverlay message="Taking you to sign in…" />;
}
