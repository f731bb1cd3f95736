// What an order does for its passes: each pass line (a new pass, a renewal, an upgrade) becomes an
// issued pass, like the ticketing system's, under the barcode printed for it and with the holder's
// details as the shopper gave them at pass demographics. The signed-in buyer's account links it at
// once, so it is in 'Your Tickets' and Link Your Passes right after the order (seed 001 §2).
import type { IssuedPass } from '../../catalog/passes.js';
import type { Venue } from '../../catalog/venue.js';
import type { Session, Store } from '../../store/store.js';
import type { CartLine } from '../cart/index.js';
import { linkBoughtPass } from './holdings.js';
import { ordersPasses } from './issued.js';
import { type Holder, passesSlot } from './records.js';

/** A pass the order will issue: its cart line, the variant bought and the holder's details. */
export interface PassToIssue {
  readonly lineId: string;
  readonly variantId: string;
  readonly holder: Holder;
}

/** The passes of the cart's pass and upgrade lines, read when the order is checked out. */
export function passesToIssue(session: Session, lines: readonly CartLine[]): PassToIssue[] {
  const records = session.get(passesSlot);
  return lines.flatMap((line) => {
    if (line.kind !== 'pass' && line.kind !== 'upgrade') return [];
    const record = records.find((r) => r.extCartTicketId === line.extCartTicketId);
    return record ? [{ lineId: line.id, variantId: line.productVariantId, holder: record.holder }] : [];
  });
}

/** A year less a day after `day` (yyyy-mm-dd): how long a pass without a set end lasts. */
const aYearOn = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** The issued pass for a holder, its id the barcode printed for it; undefined for a variant that is no pass. */
export function issuedPass(
  venue: Venue,
  pass: PassToIssue,
  platformAccountId: string,
  orderDay: string,
): IssuedPass | undefined {
  const variant = venue.variant(pass.variantId);
  if (!variant?.isPass) return undefined;
  const { holder } = pass;
  const validity = variant.product.passValidity;
  return {
    platformAccountId,
    firstName: holder.firstName ?? '',
    lastName: holder.lastName ?? '',
    emailAddress: holder.emailAddress,
    birthDate: holder.birthDate ?? '',
    address1: holder.address1 ?? '',
    address2: holder.address2,
    city: holder.city ?? '',
    state: holder.state ?? '',
    zip: holder.zip ?? '',
    phoneNumber: holder.phoneNumber ?? '',
    productDisplayName: variant.product.displayName,
    variantName: variant.displayName,
    passLevelName: variant.passLevelName ?? variant.displayName,
    passKindId: variant.passKindId ?? 1,
    effectiveStartDate: validity?.from && validity.from > orderDay ? validity.from : orderDay,
    effectiveEndDate: validity?.to ?? aYearOn(orderDay),
    detailsConfirmedOn: orderDay,
    // Renews into whatever next season the catalog sells when the holder renews.
    renewalVariantIds: null,
  };
}

/** Issues the order's passes (in the order's transaction) and links them to the buyer's account. */
export async function issuePasses(
  store: Store,
  venue: Venue,
  order: {
    readonly passes: readonly PassToIssue[];
    readonly barcodes: ReadonlyMap<string, string>;
    readonly accountId: string | null;
    readonly orderDay: string;
  },
): Promise<void> {
  const issued = order.passes.flatMap((pass) => {
    const barcode = order.barcodes.get(pass.lineId);
    const made = barcode ? issuedPass(venue, pass, barcode, order.orderDay) : undefined;
    return made ? [made] : [];
  });
  if (issued.length === 0) return;
  await ordersPasses(store).putMany(issued.map((pass) => [pass.platformAccountId, pass] as const));
  if (order.accountId)
    for (const pass of issued) await linkBoughtPass(store, order.accountId, pass.platformAccountId);
}
