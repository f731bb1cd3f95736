// POST /cart/add-donation. Each amount is 0 to 10000 with at most two decimals (400 otherwise);
// the variant must be the donation product's (404 otherwise). The confirmation this call asks:
// the cart already holds a donation ('Add Another Donation?'). A 0 amount adds nothing.
import { parseDonationAmount } from '@boxoffice/sdk/rules';
import { cartCatalog } from '../../domain/cart/catalog.js';
import {
  addLines,
  analyticsAddToCart,
  cartLines,
  confirmationPrompt,
  promptDone,
  takeResubmitContext,
} from '../../domain/cart/index.js';
import { badRequest, messages, notFound } from '../../http/errors.js';
import { type HandlerContext, ok } from '../../http/handler.js';

export const DONATION_AMOUNT_MESSAGE =
  'Donation amount must be a number from 0 to 10000 with no more than 2 decimals';

export function addDonationToCart(ctx: HandlerContext<'addDonationToCart'>) {
  const { body, session, services } = ctx;
  const now = services.clock.now();
  const confirmed = takeResubmitContext(session, 'donation', body.reSubmitContext, now);
  const catalog = cartCatalog(services.venue);
  const donations = body.items.map((item) => {
    const variant = catalog.variant(item.productVariantId);
    const product = variant ? catalog.product(variant.productId) : undefined;
    if (!variant || !product?.isDonation) throw notFound(messages.notFound);
    const amount = parseDonationAmount(item.amount);
    if (amount === null) throw badRequest(DONATION_AMOUNT_MESSAGE, [DONATION_AMOUNT_MESSAGE]);
    return { variant, amount };
  });
  const holdsDonation = cartLines(session).some((l) => l.kind === 'donation');
  if (holdsDonation && !confirmed) {
    const name = catalog.product(donations[0]?.variant.productId ?? '')?.displayName ?? 'the donation fund';
    return ok(
      confirmationPrompt(session, now, {
        operation: 'donation',
        titleHtml: 'Add Another Donation?',
        messageHtml: `<p>Your cart already includes a donation to the ${name}. Do you want to add this donation as well?</p>`,
        proceedButtonText: 'Add Donation',
      }),
    );
  }
  const lines = donations
    .filter((d) => d.amount > 0)
    .map((d) => ({
      kind: 'donation' as const,
      productId: d.variant.productId,
      productVariantId: d.variant.id,
      quantity: 1,
      unitPrice: d.amount,
      saleFlowId: 8,
      charges: { taxRate: 0, feePerUnit: 0 },
    }));
  addLines(session, services.venue, lines);
  const value = donations.reduce((sum, d) => sum + d.amount, 0);
  return ok(promptDone({ analyticsEvent: analyticsAddToCart(value) }));
}
