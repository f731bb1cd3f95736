/** Order lookup (seed 001 §4 "Order lookup", §5 "Other", §8). */
import { z } from 'zod';
import { textInput } from './fields.js';
import { PHONE_INTERNATIONAL_MAX_DIGITS } from './limits.js';
import { INVALID_ORDER, ORDER_PHONE_INVALID } from './messages.js';
import { digitsOnly } from './normalize.js';

/**
 * The phone challenge of an anonymous lookup: numeric, i.e. digits with the
 * usual separators only (spaces, dashes, dots, parentheses, a leading +), and
 * 1 to 15 digits (the international limit, 000 §9). Output is the digits, the
 * form the order's phone is compared in.
 */
export function isOrderPhone(value: string): boolean {
  const digits = digitsOnly(value);
  return (
    /^\+?[\d\s().-]+$/.test(value.trim()) &&
    digits.length >= 1 &&
    digits.length <= PHONE_INTERNATIONAL_MAX_DIGITS
  );
}

export const orderPhoneChallengeSchema = z.object({
  phoneNumber: textInput.pipe(
    z.string().refine(isOrderPhone, { error: ORDER_PHONE_INVALID }).transform(digitsOnly),
  ),
});

// Piped into a required schema: a refinement on an optional schema would be skipped for a missing key.
const orderId = z
  .union([z.string(), z.number()])
  .nullish()
  .pipe(
    z
      .union([z.string(), z.number()], { error: INVALID_ORDER })
      .refine((id) => (typeof id === 'number' ? Number.isFinite(id) : id.trim() !== ''), {
        error: INVALID_ORDER,
      }),
  );

/** Order lookup route parameters: no id means 'Invalid Order' (001 §4). */
export const orderIdSchema = orderId;

/** Anonymous lookup (POST order/details/external): id and token, both from the route; phone only after a failed first attempt. */
export const anonymousOrderLookupSchema = z.object({
  extOrderTokenId: orderId,
  token: orderId,
  phoneNumber: z.string().nullish(),
});
