// POST /cart/clear. Asks first when the cart holds passes whose passholder details were entered
// ('Clear Cart'); `force` or the resubmit context clears without asking. An empty cart clears.
import {
  cartLines,
  clearCart,
  confirmationPrompt,
  promptDone,
  takeResubmitContext,
} from '../../domain/cart/index.js';
import { escapeHtml } from '../../domain/html.js';
import { type HandlerContext, ok } from '../../http/handler.js';

const names = (list: readonly string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

export function clearCartHandler(ctx: HandlerContext<'clearCart'>) {
  const { body, session, services } = ctx;
  const now = services.clock.now();
  const confirmed = takeResubmitContext(session, 'clear', body.reSubmitContext, now);
  const holders = cartLines(session).filter((l) => l.passholder?.detailsEntered);
  if (holders.length > 0 && !confirmed && body.force !== true) {
    // Holder names are the shopper's text: escaped, as in every prompt's HTML.
    const who = holders.map((l) =>
      escapeHtml([l.passholder?.firstName, l.passholder?.lastName].filter(Boolean).join(' ')),
    );
    const count = holders.length === 1 ? '1 pass' : `${holders.length} passes`;
    return ok(
      confirmationPrompt(session, now, {
        operation: 'clear',
        titleHtml: 'Clear Cart',
        messageHtml: `<p>Your cart holds ${count} with passholder details for ${names(who.filter(Boolean))}. Clearing the cart removes the passes and their details.</p>`,
        proceedButtonText: 'Clear Cart',
      }),
    );
  }
  clearCart(session);
  return ok(promptDone());
}
