// The reference backend as one Hono app: the API under /api, the sign-in and account pages, the
// API reference at /docs, the health probes, and the web app's build at /. Every answer is logged
// (logging.ts) and carries the one set of security headers (headers.ts).
import { Hono } from 'hono';
import { analyticsPolicy } from './catalog/site.js';
import { createVenue } from './catalog/venue.js';
import { mountContent } from './content/mount.js';
import { mountDocs } from './docs/mount.js';
import { DEFAULT_HOLD_SECONDS } from './domain/holds/expiry.js';
import { CART_HOLDS } from './domain/holds/records.js';
import { CUSTOMER_LIMIT_DEFAULTS } from './domain/orders/customer-limits.js';
import { PENDING } from './domain/orders/pending.js';
import { seedStoryOrders } from './domain/orders/seed.js';
import { seedStoryPassLinks } from './domain/passes/index.js';
import { RESERVATION_HOLDS } from './domain/reservations/state.js';
import type { AddressCapOptions } from './domain/waiting-room/address-caps.js';
import type { KeeperOptions } from './domain/waiting-room/keeper.js';
import { saleTaken } from './domain/waiting-room/pace.js';
import type { OnSale } from './domain/waiting-room/rules.js';
import { saleScope } from './domain/waiting-room/scope.js';
import { accountHandlers } from './features/account/handlers.js';
import { bundleHandlers } from './features/bundle/handlers.js';
import { cartHandlers } from './features/cart/handlers.js';
import { orderHandlers } from './features/order/handlers.js';
import { passHandlers } from './features/pass/handlers.js';
import { paymentHandlers } from './features/payment/handlers.js';
import { performanceHandlers } from './features/performance/handlers.js';
import { productHandlers } from './features/product/handlers.js';
import { reservationHandlers } from './features/reservation/handlers.js';
import { siteHandlers } from './features/site/handlers.js';
import { upgradeHandlers } from './features/upgrade/handlers.js';
import { type AnswerObserver, observeAnswers } from './http/answers.js';
import { onAppError } from './http/busy.js';
import type { AllHandlers } from './http/handler.js';
import { securityHeaders } from './http/headers.js';
import { mountHealth, Readiness } from './http/health.js';
import { type Logger, requestLog, silentLogger } from './http/logging.js';
import { mountOperations } from './http/router.js';
import { untilDone } from './http/until-done.js';
import { WaitingRoom } from './http/waiting.js';
import { mountBrand } from './pages/brand.js';
import { mountPages } from './pages/mount.js';
import type { Clock, ServerOptions, Services } from './services.js';
import { MemoryStore } from './store/memory-store.js';
import type { Store } from './store/store.js';
import { mountTestControls } from './testing/mount.js';
import { mountWebApp } from './web/mount.js';

/** Every operation's handler: an operation of the contract without one fails the type check. */
export const handlers = {
  ...accountHandlers,
  ...bundleHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...passHandlers,
  ...paymentHandlers,
  ...performanceHandlers,
  ...productHandlers,
  ...reservationHandlers,
  ...siteHandlers,
  ...upgradeHandlers,
} satisfies AllHandlers;

export interface AppOptions extends Partial<ServerOptions> {
  readonly clock?: Clock;
  readonly store?: Store;
  /** Folder of the web app's production build, served at / (the placeholder page when it has none). */
  readonly webRoot?: string;
  /** An operator's on-sale: shoppers asking for its item before it opens wait in line (http/waiting.ts). */
  readonly onSale?: OnSale | null;
  /** The waiting room's pace (domain/waiting-room/keeper.ts), where not the defaults. */
  readonly linePace?: Partial<KeeperOptions>;
  /** What one client address may take of new sessions and of the line (domain/waiting-room/address-caps.ts). */
  readonly addressCaps?: Partial<AddressCapOptions>;
  /** Mounts /test-controls (testing/mount.ts); never on a server shoppers use. */
  readonly testControls?: boolean;
  /** Where request lines and errors go; none by default (main.ts passes LOG_LEVEL's). */
  readonly logger?: Logger;
  /** What /health/ready reports; main.ts drains it when shutting down. */
  readonly readiness?: Readiness;
  /** Sees every /api answer (http/answers.ts): the test runs check each against the contract. */
  readonly answers?: AnswerObserver;
}

/** Hosts other than this site that the seeded catalog's images are on (the CSP's img-src). */
const imageOrigins = (venue: Services['venue']) => [
  ...new Set(
    venue
      .products()
      .flatMap((product) =>
        product.imageUrl?.startsWith('https://') ? [new URL(product.imageUrl).origin] : [],
      ),
  ),
];

export function createApp(options: AppOptions = {}) {
  const clock = options.clock ?? { now: () => Date.now() };
  const serverOptions: ServerOptions = {
    cardProviderOrigin: options.cardProviderOrigin ?? 'http://127.0.0.1:8081',
    sessionTimeout: options.sessionTimeout ?? 1200,
    publicOrigin: options.publicOrigin ?? null,
    trustProxy: options.trustProxy ?? false,
    customerLimits: options.customerLimits ?? CUSTOMER_LIMIT_DEFAULTS,
    storyPaymentKey: options.storyPaymentKey ?? options.testControls ?? false,
    hsts: options.hsts ?? false,
    cardLatencyMs: options.cardLatencyMs ?? 0,
    paymentWindowMs: options.paymentWindowMs ?? 60_000,
    cartHoldMs: Math.min(
      options.cartHoldMs ?? DEFAULT_HOLD_SECONDS * 1000,
      (options.sessionTimeout ?? 1200) * 1000,
    ),
  };
  const store =
    options.store ?? new MemoryStore(() => serverOptions.sessionTimeout * 1000, undefined, clock.now);
  // What a cart or checkout call reads first, keyed by its session: read with the session.
  store.readWithSession([CART_HOLDS, PENDING, RESERVATION_HOLDS]);
  // The story's orders and pass links go in before any call is answered (a durable store may
  // already hold them); tried again by the next call should the database fail meanwhile.
  const seeded = untilDone(() => seedStoryOrders(store).then(() => seedStoryPassLinks(store)));
  const venue = createVenue(new Date(clock.now()));
  const services: Services = {
    store,
    waitingRoom: new WaitingRoom(
      store,
      clock.now,
      options.onSale ?? null,
      options.linePace,
      (item) => saleScope(venue, item),
      options.addressCaps,
    ),
    clock,
    venue,
    options: serverOptions,
  };
  // An on-sale's pace watches what its item has taken (domain/waiting-room/pace.ts).
  services.waitingRoom.keeper.saleTaken = (item) => saleTaken(store, venue, item);
  const logger = options.logger ?? silentLogger;
  const api = new Hono();
  mountOperations(api, handlers, services, logger);
  const app = new Hono();
  app.onError(onAppError(logger));
  // First, so that it sees the final answer, the error handler's included.
  if (options.answers) app.use(observeAnswers(options.answers));
  app.use(async (c, next) => {
    // Liveness is the process's own, whatever the database does.
    if (c.req.path !== '/health/live') await seeded();
    await next();
  });
  app.use(requestLog(logger));
  app.use(
    securityHeaders(serverOptions, {
      cardProviderOrigin: serverOptions.cardProviderOrigin,
      imageOrigins: imageOrigins(services.venue),
      analytics: analyticsPolicy,
    }),
  );
  mountHealth(app, options.readiness ?? new Readiness(), store);
  app.route('/api', api);
  mountPages(app, services);
  mountBrand(app);
  mountContent(app);
  mountDocs(app);
  if (options.testControls) mountTestControls(app, services);
  mountWebApp(app, options.webRoot, services);
  return { app, services };
}
