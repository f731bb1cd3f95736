/** Donation step (seed 002 §2.5, §4.4, §5 "Donation custom amount", §9). Money is handled in integer cents. */
import { z } from 'zod';
import { DONATION_MAX, DONATION_MIN } from './limits.js';
import { DONATION_AMOUNT_INVALID } from './messages.js';
import { toCents } from './normalize.js';

const AMOUNT_TEXT = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

/**
 * A custom amount: non-empty, numeric, at most two decimals (step 0.01), from 0
 * to 10000. Accepts the input's text or a number; returns the number or null.
 * The seeds allow 0 (the input's min), so 0 is accepted.
 */
export function parseDonationAmount(value: string | number | null | undefined): number | null {
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
    if (!Number.isFinite(amount) || Math.abs(amount * 100 - toCents(amount)) > 1e-6) return null;
  } else {
    const text = (value ?? '').trim();
    if (!AMOUNT_TEXT.test(text)) return null;
    amount = Number(text);
  }
  const cents = toCents(amount);
  return cents >= toCents(DONATION_MIN) && cents <= toCents(DONATION_MAX) ? cents / 100 : null;
}

/** The custom amount field: text or number in, the amount out; the add button is enabled only on success. */
export const donationAmountSchema = z
  .union([z.string(), z.number()], { error: DONATION_AMOUNT_INVALID })
  .nullish()
  .transform((value, ctx) => {
    const amount = parseDonationAmount(value);
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: DONATION_AMOUNT_INVALID, input: value });
      return z.NEVER;
    }
    return amount;
  });

/** "Formatted to 2 decimals on change": the amount with two decimals, or the text unchanged when not a number. */
export function formatDonationAmount(value: string): string {
  const text = value.trim();
  if (text === '' || !/^\d*\.?\d*$/.test(text) || text === '.') return value;
  return (toCents(Number(text)) / 100).toFixed(2);
}

/**
 * The round-up offer (002 §4.4): when the cart total has cents, the distance to
 * the next whole dollar, offered only if it is at least roundUpMinimum; else
 * null. Computed in cents, so 10.10 gives 0.90 exactly. Whether round-up is
 * enabled (roundUpEnabled) is the caller's check.
 */
export function roundUpAmount(cartTotal: number, roundUpMinimum: number | null | undefined): number | null {
  if (!Number.isFinite(cartTotal) || cartTotal <= 0) return null;
  const remainder = toCents(cartTotal) % 100;
  if (remainder === 0) return null;
  const up = 100 - remainder;
  return up >= toCents(roundUpMinimum ?? 0) ? up / 100 : null;
}
