// POST /cart/add. Checks every line (404 unknown ids and entitlements, 400 malformed lines and
// quantities outside the variant's limits), then what depends on the cart and the orders placed
// (200 failures, like the contract's capacity example): bundle-builder lines against the bundle's
// steps, what remains of a redeemed entitlement, the variant's limits on the line a merge would
// make, capacity. Then the one confirmation this call asks: lines for a different date than the
// tickets already in the cart ('Different Date'). Passes go in one line per passholder, each with its holder record
// (domain/passes), and send the flow on to pass demographics.

import { quantityRangeMessage } from '@boxoffice/sdk/rules';
import { BUNDLE_SALE_FLOW_ID } from '../../catalog/bundles.js';
import type { SaleContext } from '../../catalog/venue.js';
import { bundleAddIssue } from '../../domain/bundles/index.js';
import { seatAvailable, sectionRemaining, soldOf } from '../../domain/capacity.js';
import { type CartCatalog, type CartPerformance, cartCatalog } from '../../domain/cart/catalog.js';
import {
  addLines,
  analyticsAddToCart,
  type CartLine,
  type CartLineKind,
  cartAfterAdd,
  cartLines,
  confirmationPrompt,
  crossSellPriced,
  failedPrompt,
  type HolderLineKind,
  linesAfterAdd,
  type NewCartLine,
  type PromptResult,
  promptDone,
  qualifiesForCrossSell,
  round2,
  takeResubmitContext,
} from '../../domain/cart/index.js';
import {
  heldInCart,
  longDate,
  notEnoughCapacityMessage,
  ONE_TICKET_PER_SEAT_MESSAGE,
  quantityProblem,
  remaining,
  SEAT_TAKEN_MESSAGE,
} from '../../domain/cart/limits.js';
import { ownHolds } from '../../domain/holds/records.js';
import { limitShortage } from '../../domain/orders/stock.js';
import {
  type AskedPassLine,
  entitlementToRedeem,
  isRedemptionFlow,
  newPassLines,
  passRoomProblem,
} from '../../domain/passes/index.js';
import type { Body } from '../../http/contract.js';
import { ApiError, badRequest, messages, notFound } from '../../http/errors.js';
import type { HandlerContext } from '../../http/handler.js';
import { ok } from '../../http/handler.js';
import { cartBefore, holdCartChange, JUST_TAKEN_MESSAGE } from './hold-cart.js';

type AddBody = Body<'addToCart'>;

/** A line as asked: a pass line is split per holder, each with its pass id, only when stored. */
type AskedLine = AskedPassLine & { readonly kind: 'pass' | Exclude<CartLineKind, HolderLineKind> };

interface CheckedLine {
  readonly line: AskedLine;
  readonly performances: readonly CartPerformance[];
}

export const ENTITLEMENT_REQUIRED = 'Each line of an entitlement redemption must carry its entitlementId';

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
  const kind: AskedLine['kind'] = variant.isPass
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
      // The rest of the request's sale context, so the line can be asked about again in it.
      tags: body.tags ?? [],
      promotionSaleFlowId: body.promotionSaleFlowId ?? null,
      specificPromotionTypeId: body.specificPromotionTypeId ?? null,
      offers: offer ? [{ displayName: offer, unitPriceAdjustment: round2(unitPrice - variant.price) }] : [],
    },
  };
}

/**
 * Lines the cross-sell offer priced, at their regular price when neither the cart nor the rest of
 * the request holds a ticket the offer is for (domain/cart/cross-sell.ts).
 */
function atRegularPriceWithoutTickets(
  checked: CheckedLine[],
  inCart: readonly CartLine[],
  catalog: CartCatalog,
): CheckedLine[] {
  const asked = checked.map(({ line }) => ({
    kind: line.kind,
    performances: line.performances ?? [],
    saleFlowId: line.saleFlowId ?? 1,
    specificPromotionTypeId: line.specificPromotionTypeId ?? null,
    offers: line.offers ?? [],
  }));
  const priced = asked.map(crossSellPriced);
  if (!priced.includes(true) || qualifiesForCrossSell([...inCart, ...asked])) return checked;
  return checked.map((item, i) =>
    priced[i]
      ? {
          ...item,
          line: {
            ...item.line,
            unitPrice: catalog.variant(item.line.productVariantId)?.price ?? item.line.unitPrice,
            offers: [],
            promotionCode: null,
          },
        }
      : item,
  );
}

/** Units of the cart's lines in one section of a performance. */
const heldInSection = (lines: readonly CartLine[], performanceId: string, sectionId: string) =>
  lines
    .filter((l) =>
      l.performances.some(
        (p) => p.performanceId === performanceId && p.showCategoryId === sectionId && !p.seatId,
      ),
    )
    .reduce((sum, l) => sum + l.quantity, 0);

/**
 * The first capacity, section or seat problem of the lines on top of the cart, or null. A first
 * look for the shopper's sake: the cart holds nothing, and placing the order checks again.
 */
async function capacityProblem(
  ctx: HandlerContext<'addToCart'>,
  checked: readonly CheckedLine[],
): Promise<string | null> {
  const { store, venue } = ctx.services;
  const lines = cartLines(ctx.session);
  const sold = await soldOf(
    store,
    checked.flatMap(({ line }) =>
      (line.performances ?? []).flatMap((p) => venue.performance(p.performanceId) ?? []),
    ),
    await ownHolds(store, ctx.session.id),
  );
  const asked = new Map<string, { perf: CartPerformance; quantity: number }>();
  // Seats this add asks for: a seat asked twice (an adult and a child on one seat) is one ticket too many.
  const seatsAsked = new Set<string>();
  for (const { line, performances } of checked) {
    for (const perf of performances) {
      const entry = asked.get(perf.id) ?? { perf, quantity: 0 };
      asked.set(perf.id, { perf, quantity: entry.quantity + line.quantity });
    }
    for (const p of line.performances ?? []) {
      const performance = venue.performance(p.performanceId);
      if (!performance) continue;
      if (p.seatId) {
        const seat = performance.seats.find((s) => s.id === p.seatId);
        const taken =
          !seat ||
          !seatAvailable(sold, performance, seat) ||
          lines.some((l) =>
            l.performances.some((q) => q.performanceId === p.performanceId && q.seatId === p.seatId),
          );
        if (taken) return SEAT_TAKEN_MESSAGE;
        const key = `${p.performanceId}/${p.seatId}`;
        if (line.quantity > 1 || seatsAsked.has(key)) return ONE_TICKET_PER_SEAT_MESSAGE;
        seatsAsked.add(key);
      } else if (p.showCategoryId) {
        const section = performance.showCategories.find((s) => s.id === p.showCategoryId);
        const left =
          section &&
          sectionRemaining(sold, performance, section) - heldInSection(lines, performance.id, section.id);
        const perf = performances.find((c) => c.id === performance.id);
        if (section && perf && line.quantity > (left ?? 0)) return notEnoughCapacityMessage(perf);
      }
    }
  }
  for (const { perf, quantity } of asked.values()) {
    if (quantity > remaining(sold, perf, heldInCart(lines, perf.id))) return notEnoughCapacityMessage(perf);
  }
  return null;
}

/**
 * The first limit per customer (domain/orders/customer-limits.ts) the cart would pass with these
 * lines added: the tickets of a performance held and bought, per session, account and address.
 */
const limitProblem = (ctx: HandlerContext<'addToCart'>, checked: readonly CheckedLine[]) =>
  limitShortage(
    ctx.services,
    ctx.session,
    cartAfterAdd(
      ctx.session,
      checked.flatMap(({ line }): NewCartLine[] =>
        line.kind === 'pass' ? [] : [{ ...line, kind: line.kind }],
      ),
    ),
  );

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

/**
 * Redeemed entitlements: each line of a redemption flow redeems one (400 without), the signed-in
 * account's for this flow and variant (404 otherwise, as an unknown id), and the lines of a call
 * together take no more than what remains of it beside what the cart already holds: 'Entitlement
 * quantity per passholder: min 0, max the remaining quantity' (seed 002 §5). What remains depends
 * on the cart and past orders, so going beyond it is a failure (the message under the button,
 * 002 §8), not a malformed line: answers that message, or null.
 */
async function entitlementProblem(
  ctx: HandlerContext<'addToCart'>,
  checked: readonly CheckedLine[],
  today: string,
): Promise<string | null> {
  const { session, services } = ctx;
  const asked = new Map<string, { remaining: number; quantity: number }>();
  for (const { line } of checked) {
    if (line.entitlementId == null) {
      if (isRedemptionFlow(line.saleFlowId ?? 1))
        throw badRequest(ENTITLEMENT_REQUIRED, [ENTITLEMENT_REQUIRED]);
      continue;
    }
    const entitlement = await entitlementToRedeem(
      services.store,
      session,
      {
        entitlementId: line.entitlementId,
        productVariantId: line.productVariantId,
        saleFlowId: line.saleFlowId ?? 1,
      },
      today,
    );
    if (!entitlement) throw notFound(messages.notFound);
    const entry = asked.get(line.entitlementId) ?? { remaining: entitlement.remaining, quantity: 0 };
    asked.set(line.entitlementId, { ...entry, quantity: entry.quantity + line.quantity });
  }
  const over = [...asked.values()].find(({ remaining, quantity }) => quantity > remaining);
  return over ? quantityRangeMessage(0, over.remaining) : null;
}

/**
 * A line that merges into one already in the cart must stay within the variant's limits too: two
 * adds of 10 Adults (at most 10) would otherwise make a line of 20 that modifyCart refuses. Each
 * add is a valid line, the cart makes the difference: a failure with the limits' message, or null.
 * Pass lines never merge (one per holder) and are left out.
 */
function mergedQuantityProblem(
  ctx: HandlerContext<'addToCart'>,
  checked: readonly CheckedLine[],
  catalog: CartCatalog,
): string | null {
  const lines = checked.flatMap(({ line }): NewCartLine[] =>
    line.kind === 'pass' ? [] : [{ ...line, kind: line.kind }],
  );
  for (const line of linesAfterAdd(ctx.session, lines)) {
    const variant = catalog.variant(line.productVariantId);
    const problem = variant ? quantityProblem(variant, line.quantity) : null;
    if (problem) return problem;
  }
  return null;
}

/**
 * The first line whose variant is not on sale in the request's context (sale flow, promotion code,
 * verified tags, sign-in), by the same rule the product pages list variants with (Venue.offer):
 * a variant a page would not offer cannot be added by naming it.
 */
function offerProblem(ctx: HandlerContext<'addToCart'>, checked: readonly CheckedLine[], today: string) {
  const { venue } = ctx.services;
  const context = { ...saleContextOf(ctx.body), signedIn: ctx.session.accountId !== null };
  for (const { line } of checked) {
    const offer = venue.offer(line.productId, context, today);
    if (!offer?.available || !offer.variants.some((quote) => quote.variant.id === line.productVariantId))
      return offer?.message ?? venue.facts.notAvailableMessage;
  }
  return null;
}

/** The request's sale context, kept with the passes it adds (it prices them when they change). */
const saleContextOf = (body: AddBody): SaleContext => ({
  saleFlowId: body.saleFlowId ?? 1,
  promotionSaleFlowId: body.promotionSaleFlowId ?? null,
  specificPromotionTypeId: body.specificPromotionTypeId ?? null,
  promotionCode: body.promotionCode ?? null,
  tags: body.tags ?? [],
});

export async function addToCart(ctx: HandlerContext<'addToCart'>) {
  const { body, session, services } = ctx;
  const now = services.clock.now();
  if (isRedemptionFlow(body.saleFlowId ?? 1) && session.accountId === null)
    throw new ApiError(401, messages.unauthorized);
  const confirmed = takeResubmitContext(session, 'add', body.reSubmitContext, now);
  const catalog = cartCatalog(services.venue);
  const today = catalog.today(now);
  const checked = atRegularPriceWithoutTickets(
    body.items.map((item) => checkLine(item, body, catalog, today)),
    cartLines(session),
    catalog,
  );
  // Its 404 and 400 come with the lines'; what remains is answered with the other failures.
  const redemptionProblem = await entitlementProblem(ctx, checked, today);
  const answer = (result: PromptResult) => ok(result);

  // Bundle-builder lines must make a valid selection of a bundle's steps on their date.
  if ((body.saleFlowId ?? 1) === BUNDLE_SALE_FLOW_ID) {
    const context = { venue: services.venue, store: services.store, now };
    const lines = body.items.map((item) => ({
      productVariantId: item.productVariantId,
      quantity: item.quantity,
      performanceId: item.performances?.find((p) => p.selectionIndex === 1)?.performanceId ?? null,
    }));
    const issue = await bundleAddIssue(context, lines);
    if (issue) return answer(failedPrompt(issue));
  }

  const passesAsked = checked.reduce((n, { line }) => n + (line.kind === 'pass' ? line.quantity : 0), 0);
  const problem =
    offerProblem(ctx, checked, today) ??
    redemptionProblem ??
    mergedQuantityProblem(ctx, checked, catalog) ??
    (passesAsked > 0 ? passRoomProblem(session, passesAsked) : null) ??
    (await capacityProblem(ctx, checked)) ??
    (await limitProblem(ctx, checked));
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

  // One pass line per passholder, each with its new pass id; its holder record comes with it.
  const saleContext = saleContextOf(body);
  const lines: NewCartLine[] = [];
  for (const { line } of checked)
    lines.push(
      ...(line.kind === 'pass'
        ? await newPassLines(
            services.store,
            line,
            catalog.variant(line.productVariantId)?.passLevelName ?? null,
            saleContext,
          )
        : [{ ...line, kind: line.kind }]),
    );
  const before = cartBefore(session);
  const added = addLines(session, services.venue, lines);
  // Held where it is added: those who find the places taken hear it now in the words of the check
  // above (its counts now include what was just held elsewhere); a session whose own hold on them
  // ended a few minutes ago, that it may not hold them again yet (issue 37).
  const refused = await holdCartChange(services, session, before);
  if (refused)
    return answer(
      failedPrompt(
        refused.message ??
          (await capacityProblem(ctx, checked)) ??
          (await limitProblem(ctx, checked)) ??
          JUST_TAKEN_MESSAGE,
      ),
    );
  const value = lines.reduce((sum, l) => sum + (l.unitPrice ?? 0) * l.quantity, 0);
  return answer(
    promptDone({
      proceedToPassFlow: added.some((l) => l.kind === 'pass'),
      analyticsEvent: analyticsAddToCart(value),
    }),
  );
}
