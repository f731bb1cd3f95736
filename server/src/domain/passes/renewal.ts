// Which linked passes can be renewed now: one rule for Link Your Passes, the renewable list and the
// renewal's add to cart.
import type { Session } from '../../store/store.js';
import type { PassCatalog } from './catalog.js';
import type { LinkedPassHolding } from './holdings.js';
import { livePasses } from './lines.js';

/** Link ids of the passes this session's cart already renews. */
export const renewingInCart = (session: Session): ReadonlySet<string> =>
  new Set(
    livePasses(session).flatMap((pass) =>
      pass.origin.kind === 'renewal' ? [pass.origin.extUserAccountTicketId] : [],
    ),
  );

/**
 * A linked pass can be renewed (or upgraded) when the catalog renews it into something, it is not
 * in the cart for renewal yet, and no order has renewed it already.
 */
export const renewable = (catalog: PassCatalog, held: LinkedPassHolding, inCart: ReadonlySet<string>) =>
  catalog.renewalsOf(held.pass).length > 0 && !inCart.has(held.extUserAccountTicketId) && !held.renewed;
