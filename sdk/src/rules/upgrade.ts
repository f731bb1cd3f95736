/**
 * Ticket upgrade and renewal/upgrade product selection (seed 001 §2, §4
 * "Renewal and upgrade product selection", §5 "Other", §8).
 */
import { z } from 'zod';
import { addIssues, textInput } from './fields.js';
import { BARCODE_MAX_LENGTH } from './limits.js';
import { NO_TICKETS_SELECTED_FOR_UPGRADE, NO_VALID_BARCODES, SELECTION_REQUIRED } from './messages.js';
import { splitBarcodes } from './normalize.js';
import { passholderRowIssues } from './passholderRow.js';

/**
 * The Add Ticket barcode input (max 17 characters) to the barcodes sent to
 * POST upgrade/link-upgrade-ticket: split on commas, non-alphanumerics removed,
 * empties dropped; none left gives 'No valid barcodes found' (also used when the
 * input is over its limit, which the input itself prevents).
 */
export const upgradeBarcodeSchema = z
  .string({ error: NO_VALID_BARCODES })
  .max(BARCODE_MAX_LENGTH, { error: NO_VALID_BARCODES })
  .transform(splitBarcodes)
  .refine((barcodes) => barcodes.length > 0, { error: NO_VALID_BARCODES });

/** The Add Ticket form: { barcodes: text } in, { barcodes: string[] } out (the request body's shape). */
export const linkUpgradeTicketSchema = z.object({ barcodes: textInput.pipe(upgradeBarcodeSchema) });

/** A linked upgrade ticket as the selection list holds it (001 §3). */
export interface UpgradeTicketSelection {
  selected?: boolean | null;
  eligibleForUpgrade?: boolean | null;
  firstName?: string | null;
  lastName?: string | null;
  birthDate?: string | null;
}

/**
 * Upgrade Selected Tickets: at least one eligible ticket selected (message on the
 * list), and each selected ticket's first name, last name and birth date inputs
 * filled in, with the pass-holder row messages (the seeds show none of their own).
 */
export const upgradeTicketSelectionSchema = z
  .array(
    z.looseObject({
      selected: z.boolean().nullish(),
      eligibleForUpgrade: z.boolean().nullish(),
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
      birthDate: z.string().nullish(),
    }),
  )
  .superRefine((tickets, ctx) => {
    const chosen = tickets
      .map((t, i) => [t, i] as const)
      .filter(([t]) => t.selected === true && t.eligibleForUpgrade === true);
    if (chosen.length === 0)
      ctx.addIssue({ code: 'custom', message: NO_TICKETS_SELECTED_FOR_UPGRADE, path: [] });
    for (const [ticket, i] of chosen) {
      addIssues(
        ctx,
        passholderRowIssues(ticket).map((issue) => ({ path: [i, ...issue.path], message: issue.message })),
      );
    }
  });

/** A ticket's selection toggles only when it is eligible (001 §4). */
export function toggleUpgradeSelection<T extends UpgradeTicketSelection>(ticket: T): T {
  return ticket.eligibleForUpgrade === true ? { ...ticket, selected: ticket.selected !== true } : ticket;
}

/** A pass in the cart on the renewal or upgrade product pages (001 §3). */
export interface PassProductSelection {
  requiresProductSelection?: boolean | null;
  isTicketUpgrade?: boolean | null;
  selectedExtProductVariantId?: string | number | null;
}

const hasSelection = (id: string | number | null | undefined): boolean =>
  typeof id === 'number' ? Number.isFinite(id) : typeof id === 'string' && id.trim() !== '';

/** A pass card's Confirm: 'Selection is required' without a chosen product (001 §4). */
export const productSelectionSchema = z.object({
  // Piped into a required schema: a refinement on an optional schema would be skipped for a missing key.
  selectedExtProductVariantId: z
    .union([z.string(), z.number()])
    .nullish()
    .pipe(
      z
        .union([z.string(), z.number()], { error: SELECTION_REQUIRED })
        .refine(hasSelection, { error: SELECTION_REQUIRED }),
    ),
});

/** Continue needs every pass that requires a product to have a selection (001 §4). */
export function productSelectionsComplete(passes: readonly PassProductSelection[]): boolean {
  return passes.every(
    (p) => p.requiresProductSelection !== true || hasSelection(p.selectedExtProductVariantId),
  );
}

/** Upgrade products page: 'No tickets selected for upgrade' when no pass in the cart needs an upgrade product, else undefined. */
export function upgradePassesMessage(passes: readonly PassProductSelection[]): string | undefined {
  return passes.some((p) => p.isTicketUpgrade === true && p.requiresProductSelection === true)
    ? undefined
    : NO_TICKETS_SELECTED_FOR_UPGRADE;
}
