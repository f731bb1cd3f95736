// Holding what a cart change takes (issue 24), for the calls that add places: adding to the cart
// and changing a line's quantity or date. The last places go to whoever asks first; a change that
// finds them taken, or asks again too soon for places whose hold ended (issue 37), is undone, so the
// cart stays as it was and the shopper hears why at once.
import { cartLines, cartSlot } from '../../domain/cart/index.js';
import { type HoldRefusal, tryHoldLines } from '../../domain/holds/holds.js';
import { passesSlot } from '../../domain/passes/index.js';
import type { Services } from '../../services.js';
import type { Session } from '../../store/store.js';

/** A hold refused though the check found room: places moved between the two (rare). */
export const JUST_TAKEN_MESSAGE =
  'What you chose has just been taken by another shopper. Please choose again.';

/** The cart as it is before a change, to put back when the change cannot be held. */
export const cartBefore = (session: Session) => ({
  cart: session.get(cartSlot),
  passes: session.get(passesSlot),
});

/**
 * Holds what the cart takes after a change (nothing to do with holds off). When places ran short or
 * the session may not hold them again yet, puts the cart back as `before` and answers why (its
 * `message` the words for the latter); null when held.
 */
export async function holdCartChange(
  services: Services,
  session: Session,
  before: ReturnType<typeof cartBefore>,
): Promise<HoldRefusal | null> {
  const { cartHoldMs } = services.options;
  if (cartHoldMs <= 0) return null;
  const refused = await tryHoldLines(services, session, cartLines(session), cartHoldMs);
  if (!refused) return null;
  session.set(cartSlot, before.cart);
  session.set(passesSlot, before.passes);
  return refused;
}
