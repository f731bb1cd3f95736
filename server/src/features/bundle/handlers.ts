// Operations of this area: getBundle, getBundleSteps, listBundles (ours: the home's bundle cards).
import { findBundle } from '../../catalog/bundles.js';
import {
  BUNDLE_NOT_AVAILABLE_ON_DATE,
  bundleDates,
  bundleSteps,
  bundleSummaries,
} from '../../domain/bundles/index.js';
import { notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';

/** The page's text for a bundle that is unknown or off sale (seed 002 §8). */
const BUNDLE_UNAVAILABLE = 'Bundle unavailable';

const bundleOnSale = (id: string) => {
  const bundle = findBundle(id);
  if (!bundle) throw notFound(BUNDLE_UNAVAILABLE);
  return bundle;
};

export const bundleHandlers = {
  listBundles: ({ services }) =>
    ok({
      success: true,
      message: null,
      value: bundleSummaries(services.venue, services.venue.dateOf(services.clock.now())),
    }),
  getBundle: ({ path, services }) => {
    const bundle = bundleOnSale(path.id);
    return ok({
      success: true,
      message: null,
      pageTitle: bundle.pageTitle,
      pageDescription: bundle.pageDescription,
      bundleDates: bundleDates(bundle, services.venue.dateOf(services.clock.now())),
    });
  },
  getBundleSteps: async ({ path, body, services }) => {
    const bundle = bundleOnSale(path.id);
    const context = { venue: services.venue, store: services.store, now: services.clock.now() };
    const steps = await bundleSteps(context, bundle, body.date);
    if (!steps?.length) return ok({ success: false, message: BUNDLE_NOT_AVAILABLE_ON_DATE, value: [] });
    return ok({ success: true, message: null, value: steps });
  },
} satisfies Handlers;
