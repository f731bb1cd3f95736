// POST /cart/add. Checks every line (404 unknown ids, 400 limits), then bundle-builder lines
// against the bundle's steps and capacity (200 failures), then the one confirmation this call asks:
// lines for a different date than the tickets already in the cart ('Different Date'). Passes go in
// one line per passholder and send the flow on to pass demographics.

import { BUNDLE_SALE_FLOW_ID } from '../../catalog/bundles.js';
import { bundleAddIssue } from '../../domain/bundles/index.js';
import { type CartCatalog, type CartPerformance, cartCatalog } from '../../domain/cart/catalog.js';
import {
  addLines,
  analyticsAddToCart,
  cartLines,
  confirmationPrompt,
  failedPrompt,
  type NewCartLine,
  type PromptResult,
  promptDone,
  round2,
  takeResubmitContext,
} from '../../domain/cart/index.js';
import {
  heldInCart,
  longDate,
  notEnoughCapacityMessage,
  quantityProblem,
  remaining,
  SEAT_TAKEN_MESSAGE,
  soldCount,
} from '../../domain/cart/limits.js';
import type { Body } from '../../http/contract.js';
import { ApiError, badRequest, messages, notFound } from '../../http/errors.js';
import type { HandlerContext } from '../../http/handler.js';
import { ok } from '../../http/handler.js';

/** Sale flows that redeem an entitlement and need a signed-in account. */
const REDEMPTION_FLOWS = new Set([2, 15]);

type AddBody = Body<'addToCart'>;

interface CheckedLine {
  readonly line: NewCartLine;
  readonly performances: readonly CartPerformance[];
}

function checkLine(
  item: AddBody['items'][number],
  body: AddBody,
  catalog: CartCatalog,
  today: string,
): CheckedLine {
  const variant = catalog.variant(item.productVariantId);
  if (!variant || (item.productId && item.productId !== variant.productId)) throw notFound(messages.notFound);
  const product = catalog.product(variant.productId);
  if (!product || product.isDonation) throw notFound(messages.notFound);
  const selections = item.performances ?? [];
  if (new Set(selections.map((p) => p.selectionIndex)).size !== selections.length)
    throw badRequest('Each performance selection must have its own selection index');
  const performances = selections.map((p) => {
    const perf = catalog.performance(p.performanceId);
    if (!perf) throw notFound(messages.notFound);
    if (p.showCategoryId && !perf.showCategories.some((c) => c.id === p.showCategoryId))
      throw notFound(messages.notFound);
    if (p.seatId && !perf.seats.some((s) => s.id === p.seatId)) throw notFound(messages.notFound);
    return perf;
  });
  const problem = quantityProblem(variant, item.quantity);
  if (problem) throw badRequest(problem, [problem]);
  const saleFlowId = body.saleFlowId ?? 1;
  const quote = catalog.price(variant.id, { ...body, saleFlowId }, today);
  const unitPrice = quote?.displayPrice ?? variant.price;
  const offer = quote?.promotionName && unitPrice !== variant.price ? quote.promotionName : null;
  const kind: NewCartLine['kind'] = variant.isPass
    ? 'pass'
    : item.entitlementId
      ? 'entitlement'
      : saleFlowId === 19
        ? 'bundle'
        : product.isAddOn
          ? 'addon'
          : 'ticket';
  return {
    performances,
    line: {
      kind,
      productId: variant.productId,
      productVariantId: variant.id,
      quantity: item.quantity,
      unitPrice,
      performances: selections.map((p) => ({
        selectionIndex: p.selectionIndex,
        performanceId: p.performanceId,
        showCategoryId: p.showCategoryId ?? null,
        seatId: p.seatId ?? null,
      })),
      entitlementId: item.entitlementId ?? null,
      saleFlowId,
      promotionCode: offer ? (body.promotionCode ?? null) : null,
      offers: offer ? [{ displayName: offer, unitPriceAdjustment: round2(unitPrice - variant.price) }] : [],
    },
  };
}

/** The first capacity or seat problem of the lines on top of the cart, or null. */
function capacityProblem(ctx: HandlerContext<'addToCart'>, checked: readonly CheckedLine[]): string | null {
  const { store } = ctx.services;
  const lines = cartLines(ctx.session);
  const asked = new Map<string, { perf: CartPerformance; quantity: number }>();
  for (const { line, performances } of checked) {
    for (const perf of performances) {
      const entry = asked.get(perf.id) ?? { perf, quantity: 0 };
      asked.set(perf.id, { perf, quantity: entry.quantity + line.quantity });
    }
    for (const p of line.performances ?? []) {
      if (!p.seatId) continue;
      const taken =
        soldCount(store, `${p.performanceId}/${p.seatId}`) > 0 ||
        lines.some((l) =>
          l.performances.some((q) => q.performanceId === p.performanceId && q.seatId === p.seatId),
        );
      if (taken || line.quantity > 1) return SEAT_TAKEN_MESSAGE;
    }
  }
  for (const { perf, quantity } of asked.values()) {
    if (quantity > remaining(store, perf, heldInCart(lines, perf.id))) return notEnoughCapacityMessage(perf);
  }
  return null;
}

/** Dates of the ticket lines' first selections. */
const ticketDates = (
  lines: readonly { kind?: string; performances?: readonly { performanceId: string }[] }[],
  catalog: CartCatalog,
) =>
  new Set(
    lines.flatMap((l) => {
      const first = l.performances?.[0];
      const date =
        first && (l.kind ?? 'ticket') === 'ticket'
          ? catalog.performance(first.performanceId)?.date
          : undefined;
      return date ? [date] : [];
    }),
  );

export function addToCart(ctx: HandlerContext<'addToCart'>) {
  const { body, session, services } = ctx;
  const now = services.clock.now();
  if (REDEMPTION_FLOWS.has(body.saleFlowId ?? 1) && session.accountId === null)
    throw new ApiError(401, messages.unauthorized);
  const confirmed = takeResubmitContext(session, 'add', body.reSubmitContext, now);
  const catalog = cartCatalog(services.venue);
  const checked = body.items.map((item) => checkLine(item, body, catalog, catalog.today(now)));
  const answer = (result: PromptResult) => ok(result);

  // Bundle-builder lines must make a valid selection of a bundle's steps on their date.
  if ((body.saleFlowId ?? 1) === BUNDLE_SALE_FLOW_ID) {
    const context = { venue: services.venue, store: services.store, now };
    const lines = body.items.map((item) => ({
      productVariantId: item.productVariantId,
      quantity: item.quantity,
      performanceId: item.performances?.find((p) => p.selectionIndex === 1)?.performanceId ?? null,
    }));
    const issue = bundleAddIssue(context, lines);
    if (issue) return answer(failedPrompt(issue));
  }

  const problem = capacityProblem(ctx, checked);
  if (problem) return answer(failedPrompt(problem));

  // 'Different Date': the cart holds tickets for one date and these are for another.
  const held = ticketDates(cartLines(session), catalog);
  const asked = [
    ...ticketDates(
      checked.map((c) => c.line),
      catalog,
    ),
  ].filter((d) => !held.has(d));
  if (!confirmed && held.size > 0 && asked.length > 0) {
    return answer(
      confirmationPrompt(session, now, {
        operation: 'add',
        titleHtml: 'Different Date',
        messageHtml: `<p>Your cart already has tickets for ${[...held].sort().map(longDate).join(' and ')}. Do you also want tickets for ${asked.sort().map(longDate).join(' and ')}?</p>`,
        proceedButtonText: 'Add Tickets',
      }),
    );
  }

  // One pass line per passholder; the cart gives each its holder record id (extCartTicketId).
  const lines = checked.flatMap(({ line }) =>
    line.kind === 'pass'
      ? Array.from({ length: line.quantity }, () => ({
          ...line,
          quantity: 1,
          passholder: {
            firstName: null,
            lastName: null,
            passLevelName: catalog.variant(line.productVariantId)?.passLevelName ?? null,
            detailsEntered: false,
          },
        }))
      : [line],
  );
  const added = addLines(session, services.venue, lines);
  const value = lines.reduce((sum, l) => sum + (l.unitPrice ?? 0) * l.quantity, 0);
  return answer(
    promptDone({
      proceedToPassFlow: added.some((l) => l.kind === 'pass'),
      analyticsEvent: analyticsAddToCart(value),
    }),
  );
}
