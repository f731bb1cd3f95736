// Card checks of the simulated card provider: number (Luhn), brand, expiry, security code. Pure.

/**
 * The documented test card that the simulated provider always declines (any future expiry, any
 * security code): 4000 0000 0000 0002. Every other valid number is approved; nothing is charged.
 */
export const DECLINED_TEST_CARD = '4000000000000002';

/** The provider's decline text (STORY.md), shown in the card modal. */
export const DECLINED_MESSAGE = 'Your card was declined. Please try a different card.';

export const CARD_NUMBER_INVALID = 'Card number is invalid';
export const EXPIRY_INVALID = 'Expiration date is invalid';
export const CARD_EXPIRED = 'The card has expired';
export const SECURITY_CODE_INVALID = 'Security code is invalid';

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

export const maskCardNumber = (digits: string): string =>
  `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;

export interface CardInput {
  readonly cardNumber: string;
  readonly expiryMonth: number;
  /** Four digits, or two (27 means 2027). */
  readonly expiryYear: number;
  readonly securityCode: string;
}

export interface CheckedCard {
  readonly digits: string;
  readonly brand: string;
  readonly maskedCardNumber: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly declined: boolean;
}

/** Validates a card as of `today`; returns the card or the list of problems. */
export function checkCard(input: CardInput, today: Date): { card: CheckedCard } | { errors: string[] } {
  const errors: string[] = [];
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) errors.push(CARD_NUMBER_INVALID);
  const month = input.expiryMonth;
  const year = input.expiryYear < 100 ? 2000 + input.expiryYear : input.expiryYear;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year > 2099)
    errors.push(EXPIRY_INVALID);
  else if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1)
    errors.push(CARD_EXPIRED);
  const brand = cardBrand(digits);
  const codeLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(input.securityCode)) errors.push(SECURITY_CODE_INVALID);
  if (errors.length) return { errors };
  return {
    card: {
      digits,
      brand,
      maskedCardNumber: maskCardNumber(digits),
      expiryMonth: month,
      expiryYear: year,
      declined: digits === DECLINED_TEST_CARD,
    },
  };
}
