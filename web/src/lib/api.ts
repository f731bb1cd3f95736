// The one SDK client of the app. Every API call goes through it: it sends the XSRF token, raises
// StorefrontApiError on failures, and its events keep the shell in step (idle timer, mini-cart,
// analytics, sign-in, the busy notice).
//
// Paths resolve against the settings' apiRoot (seed 000 §7). The settings themselves are read where
// the seed reads them, `api/settings` at the site's root (DEFAULT_API_ROOT); once the shell has asked
// for them (lib/site.ts, at start-up), every other call waits for their apiRoot, so none goes to a
// root the site does not use. One SDK client per root (in practice one, or two when the settings name
// another), each with the app's listeners.
import {
  createStorefrontClient,
  type Listener,
  readXsrfCookie,
  type StorefrontClient,
  type StorefrontEventName,
} from '@boxoffice/sdk';

/** Where the settings are read (seed 000 §7 'GET api/settings'), and every call's root until they say. */
export const DEFAULT_API_ROOT = '/api/';
const SETTINGS_PATH = '/settings';

/**
 * The root a settings' apiRoot names: an absolute address, or a path from the site's root ('api/' is
 * '/api/'), ending in a slash; the default when it names none.
 */
export function apiRootOf(configured: string | null | undefined): string {
  const root = configured?.trim() ?? '';
  if (root === '') return DEFAULT_API_ROOT;
  const withSlash = root.endsWith('/') ? root : `${root}/`;
  return root.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(root) ? withSlash : `/${withSlash}`;
}

// On a first visit the page has no XSRF cookie until an answer sets it. The shell's first calls and a
// page's own run side by side, so a page's non-GET call made before then waits for one session read.
let firstAnswer: Promise<string | null> | null = null;
function tokenOrFirstAnswer(): string | Promise<string | null> {
  const token = readXsrfCookie();
  if (token) return token;
  firstAnswer ??= api
    .GET('/session', { params: { query: { ts: Date.now() } } })
    .then(readXsrfCookie, readXsrfCookie);
  return firstAnswer;
}

type Subscription = {
  readonly event: StorefrontEventName;
  readonly listener: Listener<StorefrontEventName>;
};
const subscriptions = new Map<Subscription, (() => void)[]>();
const clients = new Map<string, StorefrontClient>();

// Under an on-sale surge the store may answer 503 with Retry-After (nothing was done): the client
// waits and sends the call again, as it does a read or a keyed submit that got no answer; an attempt
// without an answer in 20 s is given up and sent again; after a minute in all the failure is shown.
// lib/store-busy.ts tells the shopper meanwhile.
function clientAt(root: string): StorefrontClient {
  let client = clients.get(root);
  if (!client) {
    const made = createStorefrontClient({
      baseUrl: root,
      xsrfToken: tokenOrFirstAnswer,
      retry: { busy: true, network: true, attemptTimeoutMs: 20_000, maxWaitMs: 60_000 },
    });
    for (const [{ event, listener }, offs] of subscriptions) offs.push(made.on(event, listener));
    clients.set(root, made);
    client = made;
  }
  return client;
}

/** The settings' root once known; a promise of it while they are asked for; null before they are. */
let root: string | Promise<string> | null = null;

/**
 * The settings call's answer gives every later call its root (lib/site.ts calls this with it at
 * start-up). Settings that cannot be read leave the default: the shell then shows its own failure.
 */
export function rootFromSettings(apiRoot: Promise<string | null | undefined>): void {
  const known = apiRoot.then(apiRootOf, () => DEFAULT_API_ROOT);
  root = known;
  void known.then((value) => {
    if (root === known) root = value;
  });
}

/** An address under the API root, for what the page loads itself (an image: the barcode, a photo). */
export const apiUrl = (path: string): string =>
  `${typeof root === 'string' ? root : DEFAULT_API_ROOT}${path.replace(/^\//, '')}`;

type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Send = (path: string, ...init: unknown[]) => Promise<unknown>;

function verb<V extends Verb>(name: V): StorefrontClient[V] {
  const send: Send = (path, ...init) => {
    const call = (client: StorefrontClient) => (client[name] as Send)(path, ...init);
    if (path === SETTINGS_PATH || root === null) return call(clientAt(DEFAULT_API_ROOT));
    return typeof root === 'string' ? call(clientAt(root)) : root.then((r) => call(clientAt(r)));
  };
  return send as StorefrontClient[V];
}

export const api: StorefrontClient = {
  GET: verb('GET'),
  POST: verb('POST'),
  PUT: verb('PUT'),
  DELETE: verb('DELETE'),
  on(event, listener) {
    const subscription: Subscription = { event, listener: listener as Listener<StorefrontEventName> };
    subscriptions.set(
      subscription,
      [...clients.values()].map((client) => client.on(event, listener)),
    );
    return () => {
      for (const off of subscriptions.get(subscription) ?? []) off();
      subscriptions.delete(subscription);
    };
  },
};
