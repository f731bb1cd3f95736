import { safeReturnUrl } from '@boxoffice/sdk/rules';

/** Where 'Return to site' goes: the returnUrl when it is a path of this site, else product selection. */
export function returnTarget(
  returnUrl: string | null,
  productSelection: string,
  siteOrigin: string | undefined = globalThis.location?.origin,
): string {
  return safeReturnUrl(returnUrl, siteOrigin, productSelection);
}
