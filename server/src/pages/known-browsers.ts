// Browsers known to an account (OWASP's 'device cookies'): a browser that signed in to an account with
// the right password keeps a cookie the server signed for it, and its later sign-ins to that account
// are counted on their own (sign-in-throttle.ts), apart from the failures of others: a stranger's
// wrong passwords, from any number of addresses, do not lock the owner out of a browser they have
// signed in from. The cookie names no account: each entry is a nonce, when it was made, and an HMAC
// of those and the account's email, with a key kept in the store (made on first use, so every
// instance sharing the store has the same one). A browser keeps entries for its last 5 accounts,
// each for 180 days from its last sign-in there.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { requestIsHttps } from '../http/client.js';
import type { Services } from '../services.js';
import type { Store } from '../store/store.js';

export const KNOWN_BROWSER_COOKIE = 'BOXOFFICE_KNOWN_BROWSER';
/** How long a browser stays known to an account after it last signed in to it. */
export const KNOWN_BROWSER_MS = 180 * 24 * 60 * 60 * 1000;
/** The accounts one browser is known to, at most (the most recent). */
const MAX_ENTRIES = 5;

interface Entry {
  readonly nonce: string;
  /** When it was made (ms since 1970). */
  readonly issued: number;
  readonly mac: string;
}

interface SigningKey {
  readonly key: string;
}

const KEY_ID = 'key';
const keysOf = (store: Store) => store.collection<SigningKey>('sign-in.browser-key');
/** The key once read from the store (never one this process just made, which its call might not keep). */
const cachedKeys = new WeakMap<Store, Buffer>();

async function storedKey(store: Store): Promise<Buffer | undefined> {
  const cached = cachedKeys.get(store);
  if (cached) return cached;
  const record = await keysOf(store).get(KEY_ID);
  if (!record) return undefined;
  const key = Buffer.from(record.key, 'base64url');
  cachedKeys.set(store, key);
  return key;
}

/** The signing key, made on first use under a lock, so that instances sharing the store make one. */
async function signingKey(store: Store): Promise<Buffer> {
  return (
    (await storedKey(store)) ??
    store.lock(['sign-in:browser-key'], async () => {
      const record = await keysOf(store).get(KEY_ID);
      if (record) return Buffer.from(record.key, 'base64url');
      const key = randomBytes(32);
      await keysOf(store).put(KEY_ID, { key: key.toString('base64url') });
      return key;
    })
  );
}

const macOf = (key: Buffer, nonce: string, issued: number, email: string) =>
  createHmac('sha256', key)
    .update(`${nonce}.${issued}.${email}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

const ENTRY = /^([\w-]{16})\.([0-9a-z]{1,12})\.([\w-]{22})$/;

/** The cookie's entries still in their time, as sent (unchecked). */
function entriesOf(c: Context, now: number): Entry[] {
  const value = getCookie(c, KNOWN_BROWSER_COOKIE);
  if (!value || value.length > 512) return [];
  return value.split('~').flatMap((text) => {
    const [, nonce, issued, mac] = ENTRY.exec(text) ?? [];
    if (!nonce || !issued || !mac) return [];
    const entry = { nonce, issued: Number.parseInt(issued, 36), mac };
    return now - entry.issued < KNOWN_BROWSER_MS ? [entry] : [];
  });
}

const signedFor = (key: Buffer, entry: Entry, email: string) =>
  timingSafeEqual(Buffer.from(entry.mac), Buffer.from(macOf(key, entry.nonce, entry.issued, email)));

/**
 * The id of this browser's entry for the account of `email` (normalized) when the browser is known to
 * it (signed in to it before), else null.
 */
export async function knownBrowser(
  c: Context,
  store: Store,
  email: string,
  now: number,
): Promise<string | null> {
  const entries = entriesOf(c, now);
  if (!entries.length) return null;
  const key = await storedKey(store);
  if (!key) return null;
  return entries.find((entry) => signedFor(key, entry, email))?.nonce ?? null;
}

/** Makes this browser known to the account of `email` (normalized), after its right password. */
export async function rememberBrowser(
  c: Context,
  services: Services,
  email: string,
  now: number,
): Promise<void> {
  const key = await signingKey(services.store);
  const others = entriesOf(c, now).filter((entry) => !signedFor(key, entry, email));
  const nonce = randomBytes(12).toString('base64url');
  const entries = [{ nonce, issued: now, mac: macOf(key, nonce, now, email) }, ...others];
  const value = entries
    .slice(0, MAX_ENTRIES)
    .map((entry) => `${entry.nonce}.${entry.issued.toString(36)}.${entry.mac}`)
    .join('~');
  setCookie(c, KNOWN_BROWSER_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: requestIsHttps(c, services.options),
    maxAge: KNOWN_BROWSER_MS / 1000,
  });
}
