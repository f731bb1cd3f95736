/** Link Your Passes (seed 001 §5 "Other", §8, §9). Field names as in POST account/link-pass. */
import { z } from 'zod';
import { textInput } from './fields.js';
import { PASS_ID_MAX_LENGTH, PASS_VALIDATION_METHOD_ZIP } from './limits.js';
import {
  NO_VALID_PASSES_SELECTED,
  PHONE_NUMBER_REQUIRED,
  SEASON_PASS_ID_REQUIRED,
  ZIP_CODE_REQUIRED,
} from './messages.js';

/** App config passValidationMethodId: 2 means zip code, anything else phone. */
export function validationDataRequiredMessage(passValidationMethodId: number | null | undefined): string {
  return passValidationMethodId === PASS_VALIDATION_METHOD_ZIP ? ZIP_CODE_REQUIRED : PHONE_NUMBER_REQUIRED;
}

/** Season pass id: required, at most 17 characters (the input's limit; the one message covers both). */
export const seasonPassIdSchema = z
  .string({ error: SEASON_PASS_ID_REQUIRED })
  .min(1, { error: SEASON_PASS_ID_REQUIRED })
  .max(PASS_ID_MAX_LENGTH, { error: SEASON_PASS_ID_REQUIRED });

/** The Add Pass form: passholderId and validationData (zip or phone, per the validation method; only required). */
export function linkPassSchema(passValidationMethodId: number | null | undefined) {
  const message = validationDataRequiredMessage(passValidationMethodId);
  return z.object({
    passholderId: textInput.pipe(seasonPassIdSchema),
    validationData: textInput.pipe(z.string().min(1, { error: message })),
  });
}

/**
 * Upgrade Selected Passes: the ids of the selected passes that are available
 * (by default availableForUpgrade), or 'No valid passes selected' (001 §8).
 */
export function selectedPassIds<
  T extends {
    extUserAccountTicketId: string | number;
    selected?: boolean | null;
    availableForUpgrade?: boolean | null;
  },
>(
  passes: readonly T[],
  isAvailable: (pass: T) => boolean = (pass) => pass.availableForUpgrade === true,
): { ok: true; ids: T['extUserAccountTicketId'][] } | { ok: false; message: string } {
  const ids = passes
    .filter((p) => p.selected === true && isAvailable(p))
    .map((p) => p.extUserAccountTicketId);
  return ids.length > 0 ? { ok: true, ids } : { ok: false, message: NO_VALID_PASSES_SELECTED };
}
