// Link Your Passes (seed 001 §2, §3 'Linked pass', §4 'Link passes', §5 'Other', §8): the page's
// rules as plain functions. The form rules themselves are the SDK's (linkPassSchema).
import type { Schema } from '@boxoffice/sdk';
import {
  formatDisplayDate,
  linkPassSchema,
  PASS_VALIDATION_METHOD_ZIP,
  selectedPassIds,
} from '@boxoffice/sdk/rules';

type LinkedPass = Schema<'LinkedPass'>;

// Section 8's messages, word for word.
export const PASS_LINKED = 'Pass linked successfully';
export const PASS_REMOVED = 'Pass removed successfully';
export const PASS_NOT_ADDED = 'Pass unable to be added';
export const PASS_NOT_REMOVED = 'Pass unable to be removed';
export const LINKED_PASSES_NOT_LOADED = 'Error loading linked passes';

// Remove asks first, in the dialog the cart asks with (RemoveConfirmDialog); seed 001 gives no
// question for a linked pass, so it is ours.
export const removePassQuestion = (pass: LinkedPass): string =>
  `Are you sure you want to remove pass ${pass.platformAccountId} (${pass.firstName} ${pass.lastName}) from your linked passes?`;

/** How often the background update is asked about while it runs (our choice: the seed is silent). */
export const BACKGROUND_POLL_MS = 2_000;

/** The validation data's label: zip code when the method is 2, else phone (001 §3, §9). */
export const validationLabel = (method: number | null | undefined): string =>
  method === PASS_VALIDATION_METHOD_ZIP ? 'Zip Code' : 'Phone Number';

export interface LinkForm {
  passholderId: string;
  validationData: string;
}
export type LinkFormErrors = Partial<Record<keyof LinkForm, string>>;

/** The request body: what was typed, without blanks around it (as the backend reads it). */
export const linkRequest = (form: LinkForm): LinkForm => ({
  passholderId: form.passholderId.trim(),
  validationData: form.validationData.trim(),
});

/** The Add Pass form's field messages (empty when it may be sent), by the SDK's rule on the trimmed form. */
export function linkFormErrors(form: LinkForm, method: number | null | undefined): LinkFormErrors {
  const result = linkPassSchema(method).safeParse(linkRequest(form));
  if (result.success) return {};
  const errors: LinkFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LinkForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The passes that can be selected for Upgrade Selected Passes (001 §4: 'available for upgrade or
 * renewal'): availableForUpgrade, or among the account's renewable passes (getRenewablePasses).
 */
export type Renewable = ReadonlySet<string>;

export const selectable = (pass: LinkedPass, renewable: Renewable): boolean =>
  pass.availableForUpgrade || renewable.has(pass.extUserAccountTicketId);

/** Toggles a pass's selection; a pass that cannot be selected stays as it is. */
export function toggleSelection(
  selected: ReadonlySet<string>,
  pass: LinkedPass,
  renewable: Renewable,
): ReadonlySet<string> {
  if (!selectable(pass, renewable)) return selected;
  const next = new Set(selected);
  if (!next.delete(pass.extUserAccountTicketId)) next.add(pass.extUserAccountTicketId);
  return next;
}

/** Upgrade Selected Passes: the ids to add to the cart, or 'No valid passes selected'. */
export const passesToUpgrade = (
  passes: readonly LinkedPass[],
  selected: ReadonlySet<string>,
  renewable: Renewable,
) =>
  selectedPassIds(
    passes.map((p) => ({ ...p, selected: selected.has(p.extUserAccountTicketId) })),
    (p) => selectable(p, renewable),
  );

/** The selection kept after a reload: only passes still listed and still selectable. */
export function keepSelection(
  selected: ReadonlySet<string>,
  passes: readonly LinkedPass[],
  renewable: Renewable,
): ReadonlySet<string> {
  const still = new Set(passes.filter((p) => selectable(p, renewable)).map((p) => p.extUserAccountTicketId));
  return new Set([...selected].filter((id) => still.has(id)));
}

/** 'mm/dd/yyyy – mm/dd/yyyy', the pass's validity. */
export const validityText = (pass: LinkedPass): string =>
  `${formatDisplayDate(pass.effectiveStartDate)} – ${formatDisplayDate(pass.effectiveEndDate)}`;

/** Whether the background update still runs, so the page asks again after BACKGROUND_POLL_MS. */
export const keepPolling = (status: Schema<'BackgroundUpdateStatus'> | null): boolean =>
  status?.updateProcessing === true;
