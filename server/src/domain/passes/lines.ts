// Keeps the cart's pass lines and the holder records in step. A pass with a product has exactly
// one cart line (kind 'pass', or 'upgrade' for an upgraded ticket) with its extCartTicketId; a pass
// still without a product (a blank new pass, an upgrade before its option is chosen) has none.
// Every pass line has its record, whichever call added it: storePass saves the record before its
// line, and a line added without one (POST /cart/add from a pass product page) gets a blank one
// (onLinesAdded below). A line removed by the cart (remove, revise) takes its pass with it;
// clearing the cart drops every record, blank passes included (records.ts).
import type { SaleContext, Venue } from '../../catalog/venue.js';
import type { Session, Store } from '../../store/store.js';
import {
  addLines,
  type CartLine,
  cartLines,
  type HolderLineKind,
  type NewCartLine,
  onLinesAdded,
  removeLines,
  round2,
  updateLine,
} from '../cart/index.js';
import { creditKey } from '../credits.js';
import type { PassCatalog } from './catalog.js';
import { findOption, type PassOption, passOptions } from './options.js';
import { newPassId, newPassRecord, type PassRecord, passesSlot } from './records.js';

const isPassLine = (line: CartLine) => line.kind === 'pass' || line.kind === 'upgrade';

const lineOf = (session: Session, id: string) =>
  cartLines(session).find((line) => isPassLine(line) && line.extCartTicketId === id);

/**
 * The session's passes still in the cart, in the order they were added. Drops orphans (a pass
 * whose line the cart removed), and with them their photos.
 */
export function livePasses(session: Session): readonly PassRecord[] {
  const records = session.get(passesSlot);
  const lined = new Set(
    cartLines(session).flatMap((line) => (isPassLine(line) ? [line.extCartTicketId] : [])),
  );
  const live = records.filter(
    (pass) => pass.selectedExtProductVariantId === null || lined.has(pass.extCartTicketId),
  );
  if (live.length !== records.length) session.set(passesSlot, live);
  return live;
}

export const findPass = (session: Session, id: string): PassRecord | undefined =>
  livePasses(session).find((pass) => pass.extCartTicketId === id);

/** Saves a record (new or changed) without touching the cart. */
export function savePass(session: Session, pass: PassRecord): void {
  const records = session.get(passesSlot);
  const known = records.some((r) => r.extCartTicketId === pass.extCartTicketId);
  session.set(
    passesSlot,
    known ? records.map((r) => (r.extCartTicketId === pass.extCartTicketId ? pass : r)) : [...records, pass],
  );
}

/** What the line shows of the holder (cart item first and last name, pass level). */
const passholderOf = (pass: PassRecord, passLevelName: string | null) => ({
  firstName: pass.holder.firstName,
  lastName: pass.holder.lastName,
  passLevelName,
  detailsEntered: pass.detailsEntered,
});

/** A pass's option: its chosen product, priced in its sale context (undefined without one). */
const chosenOption = (catalog: PassCatalog, pass: PassRecord) => {
  const variantId = pass.selectedExtProductVariantId;
  return variantId === null ? undefined : findOption(passOptions(catalog, pass), variantId);
};

// A choice that is no longer an option (the birth date changed) is dropped with its line, and
// the pass goes back to the products step.
const withoutStaleChoice = (pass: PassRecord, option: PassOption | undefined): PassRecord =>
  option || pass.selectedExtProductVariantId === null
    ? pass
    : { ...pass, selectedExtProductVariantId: null, requiresProductSelection: true };

/** The cart line of a pass with its option. */
function passLine(pass: PassRecord, { variant, price, promotionName }: PassOption) {
  const credit = creditOf(pass);
  return {
    kind: pass.origin.kind === 'upgrade' ? ('upgrade' as const) : ('pass' as const),
    productId: variant.productId,
    productVariantId: variant.id,
    quantity: 1,
    unitPrice: price,
    // A promotion's price shows as the item's offer, as on lines added with /cart/add.
    offers: promotionName
      ? [{ displayName: promotionName, unitPriceAdjustment: round2(price - variant.price) }]
      : [],
    promotionCode: promotionName ? (pass.saleContext?.promotionCode ?? null) : null,
    extCartTicketId: pass.extCartTicketId,
    passholder: passholderOf(pass, variant.passLevelName),
    allowModification: false,
    blocksInstallments: variant.blocksInstallmentBilling,
    // Passes are priced with taxes and fees included (STORY.md).
    charges: { taxRate: 0, feePerUnit: 0 },
    display:
      pass.origin.kind === 'upgrade'
        ? { productDisplayName: variant.productDisplayName, displayName: `${variant.displayName} (upgrade)` }
        : undefined,
    ...(credit ? { credit } : {}),
    meta: { passOrigin: pass.origin.kind },
  };
}

/** The one-time credit a pass spends: the ticket it upgrades, the linked pass (its Pass ID) it renews. */
const creditOf = ({ origin, platformAccountId }: PassRecord): string | undefined =>
  origin.kind === 'upgrade'
    ? creditKey('upgrade', origin.barcode)
    : origin.kind === 'renewal'
      ? creditKey('renewal', platformAccountId ?? origin.extUserAccountTicketId)
      : undefined;

const newLineOf = (pass: PassRecord, option: PassOption): NewCartLine => ({
  ...passLine(pass, option),
  saleFlowId: pass.saleContext?.saleFlowId ?? 1,
});

/**
 * Saves the record and makes its cart line match it: added when a product was chosen, repriced
 * when it changed (in the pass's sale context, see passOptions), removed when there is none.
 * Answers the line (undefined without a product).
 */
export function storePass(
  session: Session,
  venue: Venue,
  catalog: PassCatalog,
  pass: PassRecord,
): CartLine | undefined {
  const existing = lineOf(session, pass.extCartTicketId);
  const option = chosenOption(catalog, pass);
  savePass(session, withoutStaleChoice(pass, option));
  if (!option) {
    if (existing) removeLines(session, [existing.id]);
    return undefined;
  }
  if (existing) return updateLine(session, existing.id, passLine(pass, option));
  return addLines(session, venue, [newLineOf(pass, option)])[0];
}

/**
 * Stores passes that are not in the cart yet (new ids), records and lines each in one step:
 * storing them one by one rescans the cart per pass. Answers the lines added.
 */
export function storeNewPasses(
  session: Session,
  venue: Venue,
  catalog: PassCatalog,
  passes: readonly PassRecord[],
): CartLine[] {
  const chosen = passes.map((pass) => ({ pass, option: chosenOption(catalog, pass) }));
  session.set(passesSlot, [
    ...session.get(passesSlot),
    ...chosen.map(({ pass, option }) => withoutStaleChoice(pass, option)),
  ]);
  const lines = chosen.flatMap(({ pass, option }) => (option ? [newLineOf(pass, option)] : []));
  return lines.length > 0 ? addLines(session, venue, lines) : [];
}

/** Removes a pass and its line. */
export function dropPass(session: Session, id: string): void {
  const line = lineOf(session, id);
  if (line) removeLines(session, [line.id]);
  session.set(
    passesSlot,
    session.get(passesSlot).filter((pass) => pass.extCartTicketId !== id),
  );
}

/** True when a pass line in the cart blocks installment billing (the page's warning). */
export const installmentBillingBlocked = (session: Session): boolean =>
  cartLines(session).some((line) => isPassLine(line) && line.blocksInstallments);

/** A pass line as the product page asks for it: a pass variant, its price and a quantity of holders. */
export type AskedPassLine = Omit<Extract<NewCartLine, { kind: HolderLineKind }>, 'kind' | 'extCartTicketId'>;

/** Where a line added with its sale context keeps it, for the record the pass gets (below). */
const SALE_CONTEXT = 'saleContext';

/**
 * The cart lines of passes added from a pass product page (POST /cart/add): one line per holder,
 * each with a new pass id and the page's sale context, which will price the pass when its line is
 * stored again (a holder's update).
 */
export async function newPassLines(
  store: Store,
  line: AskedPassLine,
  passLevelName: string | null,
  saleContext: SaleContext,
): Promise<NewCartLine[]> {
  const ids: string[] = [];
  for (let i = 0; i < line.quantity; i++) ids.push(await newPassId(store));
  return ids.map((extCartTicketId) => ({
    ...line,
    kind: 'pass' as const,
    extCartTicketId,
    quantity: 1,
    passholder: { firstName: null, lastName: null, passLevelName, detailsEntered: false },
    allowModification: false,
    meta: { ...line.meta, passOrigin: 'new', [SALE_CONTEXT]: saleContext },
  }));
}

// A pass line put into the cart without a holder record gets a new holder's blank record, so the
// pass demographics calls (GET /cart/pass, Update, Continue) see it. Lines from storePass already
// have theirs. The new records are saved together: a save per line copies them all (n² for n).
onLinesAdded((session, added) => {
  const records = session.get(passesSlot);
  const known = new Set(records.map((pass) => pass.extCartTicketId));
  const blank = added.flatMap((line) =>
    line.kind !== 'pass' || line.extCartTicketId === null || known.has(line.extCartTicketId)
      ? []
      : [
          newPassRecord(
            line.extCartTicketId,
            {},
            line.productVariantId,
            line.meta[SALE_CONTEXT] as SaleContext | undefined,
          ),
        ],
  );
  if (blank.length > 0) session.set(passesSlot, [...records, ...blank]);
});
