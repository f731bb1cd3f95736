// The app: shell (header, footer, loading overlay, idle timer) around the routes. Each feature is
// its own lazily loaded chunk, so a page downloads only what it needs.
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Route, Switch, useLocation } from 'wouter';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { startIdleTimer } from '../lib/idle';
import { refreshMiniCart } from '../lib/mini-cart';
import { loadSite, site } from '../lib/site';
import { Footer } from './Footer';
import { Header } from './Header';

const SessionEndedPage = lazy(() => import('../features/session/SessionEndedPage'));
const FallbackPage = lazy(() => import('../features/fallback/FallbackPage'));
// lazy imports: product
// lazy imports: multi-product
// lazy imports: cart, installment billing, donate
// lazy imports: checkout, payment, confirmation

export function App() {
  const { settings, failure } = useSnapshot(site);
  const [, navigate] = useLocation();

  useEffect(() => {
    void loadSite().then(refreshMiniCart);
  }, []);
  useEffect(() => (settings ? startIdleTimer(navigate) : undefined), [settings, navigate]);

  if (failure) {
    return (
      <main className="container">
        <p role="alert">{failure}</p>
      </main>
    );
  }
  if (!settings) return <LoadingOverlay />;
  return (
    <>
      <Header />
      <main className="container">
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
          <Switch>
            <Route path="/session-timeout" component={SessionEndedPage} />
            {/* routes: product */}
            {/* routes: multi-product */}
            {/* routes: cart, installment billing, donate */}
            {/* routes: checkout, payment, confirmation */}
            <Route>
              <FallbackPage />
            </Route>
          </Switch>
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
