// The order lookups' rules and states (seed 001 §4 'Order lookup', §5 'Other', §8) as plain
// functions: no id means 'Invalid Order'; the anonymous lookup's first try goes without a phone
// number and, when it fails, the phone challenge asks for the order's phone number and retries.
import type { Schema } from '@boxoffice/sdk';
import { INVALID_ORDER, orderIdSchema, orderPhoneChallengeSchema } from '@boxoffice/sdk/rules';

type Order = Schema<'Order'>;
type LookupRequest = Schema<'OrderLookupRequest'>;
type LookupResult = Schema<'OrderLookupResult'>;

export { INVALID_ORDER };

/** What a lookup page shows. */
export type LookupState =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'loading' }
  /** The phone challenge: `message` is the server's prompt or why the last phone number failed. */
  | { readonly kind: 'challenge'; readonly message: string | null; readonly retried: boolean }
  | { readonly kind: 'found'; readonly order: Order; readonly request: LookupRequest | null }
  | { readonly kind: 'failed'; readonly message: string };

/** A route segment as written (the router leaves '%2F' and the like encoded); as is when malformed. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route's id, or null when it has none (then the page shows 'Invalid Order' and calls nothing). */
export function routeId(id: string | undefined): string | null {
  const parsed = orderIdSchema.safeParse(id === undefined ? undefined : decoded(id));
  return parsed.success ? String(parsed.data).trim() : null;
}

/** The first state of the signed-in lookup. */
export const myLookupStart = (id: string | null): LookupState =>
  id === null ? { kind: 'invalid' } : { kind: 'loading' };

/** The anonymous lookup's first request (no phone number), or null without an id or a token. */
export function firstRequest(id: string | undefined, token: string | undefined): LookupRequest | null {
  const extOrderTokenId = routeId(id);
  const lookupToken = routeId(token);
  if (extOrderTokenId === null || lookupToken === null) return null;
  return { extOrderTokenId, token: lookupToken, phoneNumber: null };
}

export const anonymousLookupStart = (request: LookupRequest | null): LookupState =>
  request === null ? { kind: 'invalid' } : { kind: 'loading' };

/**
 * The state after an anonymous lookup's answer: the order, or else the phone challenge (seed 001 §4:
 * 'if the first attempt fails, a phone-number challenge asks for the order's phone number'), with
 * the server's words: its prompt, or why the number tried failed (a wrong or locked-out one).
 */
export function afterAnswer(request: LookupRequest, result: LookupResult): LookupState {
  if (result.success && result.value) return { kind: 'found', order: result.value, request };
  return { kind: 'challenge', message: result.message ?? null, retried: Boolean(request.phoneNumber) };
}

/** The state after a lookup call failed (HTTP or transport): the challenge too, saying what failed. */
export function afterFailure(request: LookupRequest, message: string): LookupState {
  return { kind: 'challenge', message, retried: Boolean(request.phoneNumber) };
}

/** The phone challenge's entry: the digits to retry with, or the seed's message. */
export function phoneEntry(
  value: string,
): { readonly ok: true; readonly phoneNumber: string } | { readonly ok: false; readonly message: string } {
  const parsed = orderPhoneChallengeSchema.safeParse({ phoneNumber: value });
  if (parsed.success) return { ok: true, phoneNumber: parsed.data.phoneNumber };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}

/** The retry: the first request with the phone number. */
export const retryRequest = (request: LookupRequest, phoneNumber: string): LookupRequest => ({
  ...request,
  phoneNumber,
});

/** The anonymous digital tickets' query: the values that opened the order (the phone number only when it was needed). */
export function ticketsQuery(request: LookupRequest): {
  extOrderTokenId: string;
  token: string;
  phoneNumber?: string;
} {
  const { extOrderTokenId, token, phoneNumber } = request;
  return phoneNumber ? { extOrderTokenId, token, phoneNumber } : { extOrderTokenId, token };
}
