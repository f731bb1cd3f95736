// The installment-plan modal's rules (seed 000 §4, §9): at most 10 virtual-card submissions, and
// how a failure is reported to the provider and the server ('booking' for a payment message,
// 'fatal' otherwise). Where the provider's widget script lives.
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

/**
 * The widget script's address. A real deployment names the provider's CDN at build time
 * (VITE_INSTALLMENT_WIDGET_URL); the reference backend serves its simulated provider on the port
 * after the storefront's, at /uplift/widget.js.
 */
export function installmentWidgetUrl(
  configured: string | undefined,
  page: { protocol: string; hostname: string; port: string },
): string {
  if (configured) return configured;
  const port = Number(page.port || (page.protocol === 'https:' ? 443 : 80)) + 1;
  return `${page.protocol}//${page.hostname}:${port}/uplift/widget.js`;
}
