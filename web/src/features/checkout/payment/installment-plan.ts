// The installment-plan modal's rules (seed 000 §4, §9): at most 10 virtual-card submissions, and
// how a failure is reported to the provider and the server ('booking' for a payment message,
// 'fatal' otherwise).
import { INSTALLMENT_TOKEN_SUBMISSIONS_MAX } from '@boxoffice/sdk/rules';

export const TOO_MANY_CALLS = 'too many calls';

/** A counter of token submissions: `take()` is false once the limit is spent. */
export function tokenSubmissions(max = INSTALLMENT_TOKEN_SUBMISSIONS_MAX) {
  let count = 0;
  return {
    take(): boolean {
      if (count >= max) return false;
      count += 1;
      return true;
    },
    get count() {
      return count;
    },
  };
}

export type UpliftErrorType = 'booking' | 'fatal';

/** 'booking' when the order answered a payment message (a decline), 'fatal' for anything else. */
export function upliftErrorType(paymentMessage: string | null | undefined): UpliftErrorType {
  return paymentMessage ? 'booking' : 'fatal';
}
