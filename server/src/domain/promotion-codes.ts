// Promotion codes are secrets a shopper types: a code that is not valid now is a wrong guess, limited
// per session and per client address (domain/guesses.ts), so a list of likely codes cannot be tried
// (300 from one session in 8.6 s found a real one). Once over a limit, every code is refused (429)
// until the window has passed, a valid one too: answering valid codes then would tell which are.
import type { Store } from '../store/store.js';
import { type GuessKey, guessWait, startGuess } from './guesses.js';
import { tryAgainIn } from './throttle.js';

export const MAX_UNKNOWN_CODES_PER_SESSION = 10;
export const MAX_UNKNOWN_CODES_PER_CLIENT = 30;
export const CODE_WINDOW_MS = 15 * 60 * 1000;

/** `wait` reads 'in 15 minutes' (throttle.ts tryAgainIn). */
export const tooManyCodes = (waitMs: number) =>
  `Too many promotion codes were tried. Please try again ${tryAgainIn(waitMs)}.`;

const keysOf = (sessionId: string, address: string): GuessKey[] => [
  {
    throttle: 'promotion-code.session',
    key: sessionId,
    rule: { limit: MAX_UNKNOWN_CODES_PER_SESSION, windowMs: CODE_WINDOW_MS },
  },
  {
    throttle: 'promotion-code.client',
    key: address,
    rule: { limit: MAX_UNKNOWN_CODES_PER_CLIENT, windowMs: CODE_WINDOW_MS },
  },
];

/**
 * Whether a call carrying a promotion code may go on: 0, or the wait (ms) to answer with 429. `valid`
 * tells whether the code is valid now; an invalid one is counted (a try over the limit is refused).
 */
export async function promotionCodeTry(
  store: Store,
  who: { readonly sessionId: string; readonly address: string },
  valid: boolean,
  now: number,
): Promise<number> {
  const keys = keysOf(who.sessionId, who.address);
  const wait = await guessWait(store, keys, now);
  if (wait > 0 || valid) return wait;
  return (await startGuess(store, keys, now)).refused?.retryAfterMs ?? 0;
}
