// How much the pass flow takes from one session. A session's calls run one at a time and the
// server has one event loop, so an unbounded call stalls everyone; and a session lives in memory.
import { z } from 'zod';
import type { Session } from '../../store/store.js';
import { livePasses } from './lines.js';

/**
 * Passholder rows per add (the contract's maxItems on newPasses): a family or a small group
 * buying together on one product page. Bigger groups add in turns, up to the cart's limit.
 */
export const PASSHOLDERS_PER_CALL_MAX = 20;

/**
 * Passes in one cart, new, renewed and upgraded alike: each needs its holder's details (and
 * maybe a photo) on the demographics page, so more than this is not one household's purchase.
 */
export const PASSES_PER_CART_MAX = 50;

export const PASSHOLDERS_PER_CALL_MESSAGE = `You can add up to ${PASSHOLDERS_PER_CALL_MAX} passholders at a time`;
export const PASSES_PER_CART_MESSAGE = `A cart can hold up to ${PASSES_PER_CART_MAX} passes`;

/** The cart's limit's message when `adding` more passes would pass it, else null. */
export function passRoomProblem(session: Session, adding: number): string | null {
  return livePasses(session).length + adding > PASSES_PER_CART_MAX ? PASSES_PER_CART_MESSAGE : null;
}

/**
 * Words the contract's 400 for too many rows in the shopper's terms (the router's form rules, see
 * http/validate.ts parseWith); the schema itself refuses the request before the handler.
 */
export const passholderRowsRules = z.object({
  newPasses: z.array(z.unknown()).max(PASSHOLDERS_PER_CALL_MAX, { error: PASSHOLDERS_PER_CALL_MESSAGE }),
});
