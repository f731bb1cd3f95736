/** Card payment fields (seed 000 §5 "Card", §9). */
import { z } from 'zod';
import { textInput } from './fields.js';
import { CARDHOLDER_NAME_MAX_LENGTH } from './limits.js';
import { CARDHOLDER_NAME_TOO_LONG, SECURITY_CODE_INVALID } from './messages.js';

/** Saved-card security code: 3 or 4 digits (max length 4). */
export const securityCodeSchema = z
  .string({ error: SECURITY_CODE_INVALID })
  .regex(/^\d{3,4}$/, { error: SECURITY_CODE_INVALID });

/**
 * Paying with a saved card (POST order/submit-saved-payment: cvv). The code is not
 * asked for, and not checked, when the app config sets savedPaymentCvvSuppressed.
 */
export function savedCardSchema(options: { cvvSuppressed?: boolean | null } = {}) {
  return z.object({ cvv: options.cvvSuppressed === true ? textInput : textInput.pipe(securityCodeSchema) });
}

/** Cardholder name: at most 26 characters; the seeds do not make it required. */
export const cardholderNameSchema = z
  .string({ error: CARDHOLDER_NAME_TOO_LONG })
  .max(CARDHOLDER_NAME_MAX_LENGTH, { error: CARDHOLDER_NAME_TOO_LONG });
