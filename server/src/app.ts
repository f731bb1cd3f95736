// The reference backend as one Hono app: the API under /api, the sign-in and account pages, and the
// API reference at /docs (the web app's build at / comes with the web app).
import { operationTable } from '@boxoffice/sdk';
import { Hono } from 'hono';
import { createVenue } from './catalog/venue.js';
import { mountDocs } from './docs/mount.js';
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
import type { OperationId } from './http/contract.js';
import { ApiError } from './http/errors.js';
import type { AllHandlers, Handlers } from './http/handler.js';
import { mountOperations } from './http/router.js';
import { mountPages } from './pages/mount.js';
import type { Clock, ServerOptions, Services } from './services.js';
import { MemoryStore } from './store/memory-store.js';
import type { Store } from './store/store.js';

export const implemented: Handlers = {
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
};

/** Operations without a handler yet answer 404, so the contract tests name them. */
function allHandlers(): AllHandlers {
  const missing = () => {
    throw new ApiError(404, 'This call is not implemented by the reference backend yet');
  };
  const all: Record<string, unknown> = {};
  for (const op of operationTable)
    all[op.operationId] = implemented[op.operationId as OperationId] ?? missing;
  return all as AllHandlers;
}

export interface AppOptions extends Partial<ServerOptions> {
  readonly clock?: Clock;
  readonly store?: Store;
}

export function createApp(options: AppOptions = {}) {
  const clock = options.clock ?? { now: () => Date.now() };
  const serverOptions: ServerOptions = {
    cardProviderOrigin: options.cardProviderOrigin ?? 'http://127.0.0.1:8081',
    sessionTimeout: options.sessionTimeout ?? 1200,
  };
  const store = options.store ?? new MemoryStore(() => serverOptions.sessionTimeout * 1000);
  const services: Services = {
    store,
    clock,
    venue: createVenue(new Date(clock.now())),
    options: serverOptions,
  };
  const api = new Hono();
  mountOperations(api, allHandlers(), services);
  const app = new Hono();
  app.route('/api', api);
  mountPages(app, services);
  mountDocs(app);
  return { app, services };
}
