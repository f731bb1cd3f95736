// ReturnUrl: where a page goes back to after success; the rule (a path on this site only) is the
// SDK's, shared with the web app.
export { DEFAULT_RETURN_URL, safeReturnUrl } from '@boxoffice/sdk/rules';

/** ReturnUrl from a query or form, whichever spelling the caller used. */
export const returnUrlParam = (values: Readonly<Record<string, unknown>>): string | undefined => {
  const value = values.ReturnUrl ?? values.returnUrl ?? values.returnurl;
  return typeof value === 'string' ? value : undefined;
};
