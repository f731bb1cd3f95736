// The app: shell (header, footer, loading overlay, idle timer) around the routes. Each feature is
// its own lazily loaded chunk, so a page downloads only what it needs.
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { startIdleTimer } from '../lib/idle';
import { refreshMiniCart } from '../lib/mini-cart';
import { loadSite, site } from '../lib/site';
import { Footer } from './Footer';
import { Header } from './Header';

const SessionEndedPage = lazy(() => import('../features/session/SessionEndedPage'));
const FallbackPage = lazy(() => import('../features/fallback/FallbackPage'));
// lazy imports: product
const ProductPage = lazy(() => import('../features/product/ProductPage'));
// lazy imports: multi-product
// lazy imports: cart, installment billing, donate
const CartPage = lazy(() => import('../features/cart/CartPage'));
const InstallmentBillingSelectPage = lazy(
  () => import('../features/installment-billing/InstallmentBillingSelectPage'),
);
const DonatePage = lazy(() => import('../features/donate/DonatePage'));
// lazy imports: checkout, payment, confirmation
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const ConfirmationPage = lazy(() => import('../features/confirmation/ConfirmationPage'));

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
            <Route path="/product/single/advance/:id" component={ProductPage} />
            <Route path="/product/single/:id" component={ProductPage} />
            {/* routes: multi-product */}
            {/* Until the add-on page is built, the add-on step goes on to the cart, as it does when a
                venue has no add-ons or cross-sells (seed 001), so a shopper never leaves the store. */}
            <Route path="/product/multi/add-on/:kind">
              <Redirect to="/cart" replace />
            </Route>
            {/* routes: cart, installment billing, donate */}
            <Route path="/cart" component={CartPage} />
            <Route path="/installment-billing/select" component={InstallmentBillingSelectPage} />
            <Route path="/donate" component={DonatePage} />
            {/* routes: checkout, payment, confirmation */}
            <Route path="/checkout" component={CheckoutPage} />
            <Route path="/checkout/terms" component={CheckoutPage} />
            <Route path="/checkout/ibterms" component={CheckoutPage} />
            <Route path="/confirmation" component={ConfirmationPage} />
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
