/** Where 'Return to site' goes: the returnUrl when it is a path of this site, else product selection. */
export function returnTarget(returnUrl: string | null, productSelection: string): string {
  return returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : productSelection;
}
