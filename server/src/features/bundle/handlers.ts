// Operations of this area: getBundle, getBundleSteps.
import type { Handlers } from '../../http/handler.js';

export const bundleHandlers = {} satisfies Handlers;
