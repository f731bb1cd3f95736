// Link Your Passes (seed 001 §5): a pass is found by its Pass ID and proven by the holder's zip
// code (validation method 2) or phone number (any other method), as the app configuration says.
import { digitsOnly, PASS_VALIDATION_METHOD_ZIP, removeOneHyphenAndSpace } from '@boxoffice/sdk/rules';
import type { IssuedPass } from '../../catalog/passes.js';

const zipKey = (zip: string) => removeOneHyphenAndSpace(zip.trim()).toUpperCase();

/** Whether the validation data typed on the Add Pass card is the pass holder's. */
export function validationMatches(
  pass: IssuedPass,
  validationData: string,
  passValidationMethodId: number,
): boolean {
  if (passValidationMethodId === PASS_VALIDATION_METHOD_ZIP)
    return zipKey(validationData) === zipKey(pass.zip);
  const digits = digitsOnly(validationData);
  return digits.length > 0 && digits === digitsOnly(pass.phoneNumber);
}

/** What the Add Pass card is prefilled with: the account's zip code or phone number on file. */
export function initialValidationData(
  onFile: { readonly phoneNumber: string | null; readonly zipCode: string | null },
  passValidationMethodId: number,
): string | null {
  return passValidationMethodId === PASS_VALIDATION_METHOD_ZIP ? onFile.zipCode : onFile.phoneNumber;
}
