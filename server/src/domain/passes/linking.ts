// Link Your Passes (seed 001 §5): a pass is found by its Pass ID and proven by the holder's zip
// code (validation method 2) or phone number (any other method), as the app configuration says;
// wrong tries are limited.
import { digitsOnly, PASS_VALIDATION_METHOD_ZIP, removeOneHyphenAndSpace } from '@boxoffice/sdk/rules';
import type { IssuedPass } from '../../catalog/passes.js';
import type { Store } from '../../store/store.js';
import { Throttle, tryAgainIn } from '../throttle.js';

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

// Ours: the holder's phone (10 digits) or zip code is all that guards a pass, so wrong tries are
// limited, as the order phone challenge does: per pass (from every account) and per account (over
// any pass ids, a little higher, since a household links several passes). Over either limit the
// attempt is refused before the validation data is looked at.
export const MAX_LINK_FAILURES_PER_PASS = 5;
export const MAX_LINK_FAILURES_PER_ACCOUNT = 10;
export const LINK_WINDOW_MS = 15 * 60 * 1000;

export const passLinkLocked = (wait: string) =>
  `Too many incorrect attempts to link this pass. Please try again ${wait}`;
export const accountLinkLocked = (wait: string) =>
  `Too many incorrect attempts to link passes. Please try again ${wait}`;

/**
 * An attempt is counted as a failure when it starts (so parallel tries cannot all slip past the
 * limit) and taken back when it turns out not to be one.
 */
export interface LinkAttempt {
  /** Set when the attempt is refused: the message and how long until the next may be made. */
  readonly refused?: { readonly message: string; readonly retryAfterMs: number };
  /** The pass was linked: its failures are over (the account's stay, or linking a pass of one's own would reset them). */
  linked(): Promise<void>;
  /** The id and validation data matched but the pass could not be linked: not a wrong try. */
  notWrong(): Promise<void>;
}

/** Starts an attempt to link `passholderId` (as typed; any id counts, whether or not it exists). */
export async function startLinkAttempt(
  store: Store,
  accountId: string,
  passholderId: string,
  now: number,
): Promise<LinkAttempt> {
  const byPass = new Throttle(store, 'link-pass.pass', {
    limit: MAX_LINK_FAILURES_PER_PASS,
    windowMs: LINK_WINDOW_MS,
  });
  const byAccount = new Throttle(store, 'link-pass.account', {
    limit: MAX_LINK_FAILURES_PER_ACCOUNT,
    windowMs: LINK_WINDOW_MS,
  });
  const passKey = passholderId.trim().toUpperCase();
  const passWait = await byPass.attempt(passKey, now);
  const accountWait = await byAccount.attempt(accountId, now);
  const notWrong = async () => {
    if (passWait === 0) await byPass.forgive(passKey, now);
    if (accountWait === 0) await byAccount.forgive(accountId, now);
  };
  const refused =
    passWait > 0
      ? { message: passLinkLocked(tryAgainIn(passWait)), retryAfterMs: Math.max(passWait, accountWait) }
      : accountWait > 0
        ? { message: accountLinkLocked(tryAgainIn(accountWait)), retryAfterMs: accountWait }
        : undefined;
  // A refused attempt is not a try.
  if (refused) await notWrong();
  return {
    refused,
    linked: async () => {
      await byPass.clear(passKey);
      await byAccount.forgive(accountId, now);
    },
    notWrong,
  };
}
