// The app: shell (header, busy notice, footer, loading overlay, idle timer) around the routes. Each
// feature is its own lazily loaded chunk, so a page downloads only what it needs.
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Route, Switch, useLocation } from 'wouter';
import { BusyNotice } from '../components/BusyNotice';
import { IdleWarning } from '../components/IdleWarning';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { startAnalytics, usePageViews } from '../lib/analytics';
import { startIdleTimer } from '../lib/idle';
import { refreshMiniCart } from '../lib/mini-cart';
import { productModal } from '../lib/product-modal';
import { useRouteScrolling } from '../lib/scroll';
import { loadSite, site } from '../lib/site';
import { storeBusy } from '../lib/store-busy';
import { AuthGuard } from './AuthGuard';
import { Footer } from './Footer';
import { Header } from './Header';

const SessionEndedPage = lazy(() => import('../features/session/SessionEndedPage'));
// Loaded only when the shopper is put in line: no weight on a page in the usual case.
const WaitingRoomNotice = lazy(() =>
  import('../components/WaitingRoomNotice').then((m) => ({ default: m.WaitingRoomNotice })),
);
const FallbackPage = lazy(() => import('../features/fallback/FallbackPage'));

import { suppressesRedirect } from '../features/fallback/fallback';

// lazy imports: home
const HomePage = lazy(() => import('../features/home/HomePage'));
// lazy imports: product
const ProductPage = lazy(() => import('../features/product/ProductPage'));
const PassProductPage = lazy(() => import('../features/product/PassProductPage'));
const DynamicPage = lazy(() => import('../features/product/DynamicPage'));
const ProductModalHost = lazy(() => import('../features/product/ProductModalHost'));
/** The product modal's host, mounted only while a page has the modal open: its chunk loads then. */
function ProductModalMount() {
  const { request } = useSnapshot(productModal);
  return request ? (
    <Suspense fallback={null}>
      <ProductModalHost />
    </Suspense>
  ) : null;
}
// lazy imports: multi-product
const TagPage = lazy(() => import('../features/multi-product/TagPage'));
const AddOnPage = lazy(() => import('../features/multi-product/AddOnPage'));
const PromoPage = lazy(() => import('../features/multi-product/PromoPage'));
const PassTagPage = lazy(() => import('../features/multi-product/PassTagPage'));
// lazy imports: cart, installment billing, donate
const CartPage = lazy(() => import('../features/cart/CartPage'));
const InstallmentBillingSelectPage = lazy(
  () => import('../features/installment-billing/InstallmentBillingSelectPage'),
);
const DonatePage = lazy(() => import('../features/donate/DonatePage'));
// lazy imports: checkout, payment, confirmation
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const ConfirmationPage = lazy(() => import('../features/confirmation/ConfirmationPage'));
// lazy imports: pass (demographics)
const PassDemographicsPage = lazy(() => import('../features/pass/PassDemographicsPage'));
// lazy imports: pass-products (renewal and upgrade options: one page, one chunk)
const RenewalOptionsPage = lazy(() =>
  import('../features/pass-products/PassProductsPage').then((m) => ({ default: m.RenewalOptionsPage })),
);
const UpgradeOptionsPage = lazy(() =>
  import('../features/pass-products/PassProductsPage').then((m) => ({ default: m.UpgradeOptionsPage })),
);
// lazy imports: pass-link
const PassLinkPage = lazy(() => import('../features/pass-link/PassLinkPage'));
// lazy imports: upgrade
const UpgradeSelectPage = lazy(() => import('../features/upgrade/UpgradeSelectPage'));
// lazy imports: order-lookup (signed-in and anonymous lookups: one page, one chunk)
const MyOrderLookupPage = lazy(() =>
  import('../features/order-lookup/OrderLookupPage').then((m) => ({ default: m.MyOrderLookupPage })),
);
const AnonymousOrderLookupPage = lazy(() =>
  import('../features/order-lookup/OrderLookupPage').then((m) => ({ default: m.AnonymousOrderLookupPage })),
);
// lazy imports: bundle (the bundle builder)
const BundlePage = lazy(() => import('../features/bundle/BundlePage'));
// lazy imports: tickets (account tickets and ticket groupings: one page, one chunk)
const AccountTicketsPage = lazy(() =>
  import('../features/tickets/TicketsPage').then((m) => ({ default: m.AccountTicketsPage })),
);
const AccountGroupingTicketsPage = lazy(() =>
  import('../features/tickets/TicketsPage').then((m) => ({ default: m.AccountGroupingTicketsPage })),
);

// lazy imports: reservation (the reservation wizard; the unprefixed paths of seed 002 §2.1 redirect)
const SelectSitePage = lazy(() => import('../features/reservation/SelectSitePage'));
const ReservationBeginPage = lazy(() => import('../features/reservation/BeginPage'));
const ReservationLinkPage = lazy(() => import('../features/reservation/LinkTicketsPage'));
const ReservationDatePage = lazy(() => import('../features/reservation/ChooseDatePage'));
const ReservationAddOnsPage = lazy(() => import('../features/reservation/AddOnsPage'));
const ReservationReviewPage = lazy(() => import('../features/reservation/ReviewPage'));
const ReservationUnprefixed = lazy(() => import('../features/reservation/UnprefixedRedirect'));
const ReservationBookedPage = lazy(() => import('../features/reservation/BookedPage'));
// lazy imports: redemption (entitlements and account entitlements: one chunk each)
const EntitlementRedeemPage = lazy(() => import('../features/redemption/EntitlementRedeemPage'));
const AccountEntitlementRedeemPage = lazy(
  () => import('../features/redemption/AccountEntitlementRedeemPage'),
);

/** The waiting room, over the page while a call waits in the line (lib/store-busy.ts). */
function WaitingRoom() {
  const { waitingRoom } = useSnapshot(storeBusy);
  return waitingRoom ? (
    <Suspense fallback={null}>
      <WaitingRoomNotice />
    </Suspense>
  ) : null;
}

/**
 * What starts once the site's settings are there: the idle timer, and the analytics script of the
 * current web site (the settings say where it comes from). A component of its own, so the settings'
 * arrival re-renders it and the header, not the whole page.
 */
function SiteServices() {
  const { settings } = useSnapshot(site);
  const [, navigate] = useLocation();
  useEffect(() => (settings ? startIdleTimer(navigate) : undefined), [settings, navigate]);
  useEffect(() => {
    if (settings) void startAnalytics(settings.analyticsScriptUrl);
  }, [settings]);
  return null;
}

export function App() {
  // Only the failure: the app reads no other part of the site's state, so it is not re-rendered
  // when the settings arrive (valtio re-renders on the parts read).
  const { failure } = useSnapshot(site);
  const [location] = useLocation();
  usePageViews();
  useRouteScrolling();

  useEffect(() => {
    void loadSite().then(refreshMiniCart);
  }, []);

  if (failure) {
    return (
      <main className="container">
        <p role="alert">{failure}</p>
      </main>
    );
  }
  // The page renders at once, while the shell's settings load beside it, so the route's code and
  // data load in parallel with them rather than after them; the header fills in when they arrive.
  return (
    <>
      <SiteServices />
      <Header />
      <BusyNotice />
      <WaitingRoom />
      <IdleWarning />
      <main className="container">
        <Suspense fallback={<LoadingOverlay delayed />}>
          <Switch>
            <Route path="/session-timeout" component={SessionEndedPage} />
            {/* routes: home */}
            <Route path="/" component={HomePage} />
            {/* routes: product */}
            <Route path="/product/single/advance/:id" component={ProductPage} />
            <Route path="/product/single/pass/:id" component={PassProductPage} />
            <Route path="/product/single/dynamic/:id" component={DynamicPage} />
            <Route path="/product/single/:id" component={ProductPage} />
            {/* routes: multi-product */}
            <Route path="/product/multi/tag/:id" component={TagPage} />
            <Route path="/product/multi/verified/tag/:id" component={TagPage} />
            <Route path="/product/multi/add-on/non-pass" component={AddOnPage} />
            <Route path="/product/multi/add-on/pass" component={AddOnPage} />
            <Route path="/product/multi/promo" component={PromoPage} />
            <Route path="/product/multi/promo/:code" component={PromoPage} />
            <Route path="/product/multi/pass/tag/:tag1" component={PassTagPage} />
            <Route path="/product/multi/pass/tag/:tag1/:tag2" component={PassTagPage} />
            <Route path="/product/multi/verified/pass/tag/:tag1" component={PassTagPage} />
            {/* routes: cart, installment billing, donate */}
            <Route path="/cart" component={CartPage} />
            <Route path="/installment-billing/select" component={InstallmentBillingSelectPage} />
            <Route path="/donate" component={DonatePage} />
            {/* routes: checkout, payment, confirmation */}
            <Route path="/checkout" component={CheckoutPage} />
            <Route path="/checkout/terms" component={CheckoutPage} />
            <Route path="/checkout/ibterms" component={CheckoutPage} />
            <Route path="/confirmation" component={ConfirmationPage} />
            {/* routes: pass (demographics, login required) */}
            <Route path="/pass/demographics">
              <AuthGuard>
                <PassDemographicsPage />
              </AuthGuard>
            </Route>
            {/* routes: pass-products (login required; the seed names no guard for /upgrade/product,
                but its calls need a signed-in session) */}
            <Route path="/pass/products">
              <AuthGuard>
                <RenewalOptionsPage />
              </AuthGuard>
            </Route>
            <Route path="/upgrade/product">
              <AuthGuard>
                <UpgradeOptionsPage />
              </AuthGuard>
            </Route>
            {/* routes: pass-link */}
            <Route path="/pass/link">
              <AuthGuard>
                <PassLinkPage />
              </AuthGuard>
            </Route>
            {/* routes: upgrade (login required: the seed does not say which guard applies, but every
                call of the page is an account call) */}
            <Route path="/upgrade/select">
              <AuthGuard>
                <UpgradeSelectPage />
              </AuthGuard>
            </Route>
            {/* routes: order-lookup (my: login required; anonymous: open; without an id, 'Invalid Order') */}
            <Route path="/order-lookup/my/:id?">
              <AuthGuard>
                <MyOrderLookupPage />
              </AuthGuard>
            </Route>
            <Route path="/order-lookup/anonymous/:id?/:token?" component={AnonymousOrderLookupPage} />
            {/* routes: bundle (the bundle builder, open) */}
            <Route path="/builder/:id" component={BundlePage} />
            {/* routes: tickets (login required) */}
            <Route path="/ticket/account/:id">
              <AuthGuard>
                <AccountTicketsPage />
              </AuthGuard>
            </Route>
            <Route path="/ticket/account-grouping/:id">
              <AuthGuard>
                <AccountGroupingTicketsPage />
              </AuthGuard>
            </Route>
            {/* routes: reservation (open; the review's path is ours) */}
            <Route path="/select-site" component={SelectSitePage} />
            <Route path="/reservation/begin" component={ReservationBeginPage} />
            <Route path="/reservation/link" component={ReservationLinkPage} />
            <Route path="/reservation/date" component={ReservationDatePage} />
            <Route path="/reservation/add-ons" component={ReservationAddOnsPage} />
            <Route path="/reservation/review" component={ReservationReviewPage} />
            <Route path="/begin-reservation" component={ReservationUnprefixed} />
            <Route path="/link-tickets" component={ReservationUnprefixed} />
            <Route path="/select-date" component={ReservationUnprefixed} />
            <Route path="/add-ons" component={ReservationUnprefixed} />
            <Route path="/review" component={ReservationUnprefixed} />
            {/* a booked reservation of the account (login required; our path, linked from /profile) */}
            <Route path="/reservation/my/:id">
              <AuthGuard>
                <ReservationBookedPage />
              </AuthGuard>
            </Route>
            {/* routes: redemption (login required) */}
            <Route path="/entitlement/redeem">
              <AuthGuard>
                <EntitlementRedeemPage />
              </AuthGuard>
            </Route>
            <Route path="/account-entitlement/redeem">
              <AuthGuard>
                <AccountEntitlementRedeemPage />
              </AuthGuard>
            </Route>
            <Route>
              <FallbackPage suppressRedirect={suppressesRedirect(location)} />
            </Route>
          </Switch>
          {/* product modal host (product feature) */}
          <ProductModalMount />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
