// The card provider's iframe (seed 000 §4 'Card modal iframe messages'): where it comes from, and
// which of its window messages the card modal acts on. Only messages from the iframe's own origin
// count; anything else on the window (other frames, extensions) is ignored.

export const CARD_INIT_ERROR = 'An error occurred initializing your transaction.  Please try again.';

const decode = (text: string) =>
  text.replace(
    /&(amp|quot|#39|lt|gt);/g,
    (_, e: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[e] ?? _,
  );

/**
 * The iframe's address from setupFreedomPay's `iFrame` HTML. The app renders its own iframe with
 * this src (instead of inserting the server's markup), so only an http(s) address is accepted.
 */
export function cardFrameSource(
  iFrameHtml: string | null | undefined,
): { src: string; origin: string } | null {
  const match = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(iFrameHtml ?? '');
  const raw = match?.[1] ?? match?.[2];
  if (!raw) return null;
  try {
    const url = new URL(decode(raw));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { src: url.href, origin: url.origin };
  } catch {
    return null;
  }
}

export type CardFrameMessage =
  | { type: 1; message: string | null }
  | { type: 2; height: number }
  | { type: 3; paymentKey: string }
  | { type: 4; isValid: boolean };

/** A message the modal acts on, or null for one from another origin or of another shape. */
export function readCardFrameMessage(
  origin: string,
  providerOrigin: string,
  data: unknown,
): CardFrameMessage | null {
  if (origin !== providerOrigin || typeof data !== 'object' || data === null) return null;
  const { type, data: payload } = data as { type?: unknown; data?: unknown };
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  switch (type) {
    case 1: {
      const errors = Array.isArray(body.errors) ? (body.errors as { message?: unknown }[]) : [];
      const first = errors[0]?.message;
      return { type: 1, message: typeof first === 'string' ? first : null };
    }
    case 2:
      return typeof body.height === 'number' && Number.isFinite(body.height) && body.height > 0
        ? { type: 2, height: Math.min(Math.ceil(body.height), 2000) }
        : null;
    case 3: {
      const key = Array.isArray(body.paymentKeys) ? body.paymentKeys[0] : undefined;
      return typeof key === 'string' && key !== '' ? { type: 3, paymentKey: key } : null;
    }
    case 4:
      return { type: 4, isValid: body.isValid === true };
    default:
      return null;
  }
}
