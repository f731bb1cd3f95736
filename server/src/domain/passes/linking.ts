// Link Your Passes (seed 001 §5): a pass is found by its Pass ID and proven by the holder's zip
// code (validation method 2) or phone number (any other method), as the app configuration says;
// wrong tries are limited.
import { digitsOnly, PASS_VALIDATION_METHOD_ZIP, removeOneHyphenAndSpace } from '@boxoffice/sdk/rules';
import type { IssuedPass } from '../../catalog/passes.js';
import type { Store } from '../../store/store.js';
import { startGuess } from '../guesses.js';
import { tryAgainIn } from '../throttle.js';

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
// limited wherever a pass is proven with it (Link Your Passes, the reservation wizard's Add Pass),
// as the order phone challenge does: per pass (from every account and client) and per who tries (an
// account, or a client address when signed out; a little higher, since a household links several
// passes). Over either limit the attempt is refused before the validation data is looked at
// (domain/guesses.ts).
export const MAX_LINK_FAILURES_PER_PASS = 5;
export const MAX_LINK_FAILURES_PER_ACCOUNT = 10;
export const LINK_WINDOW_MS = 15 * 60 * 1000;

export const passLinkLocked = (wait: string) =>
  `Too many incorrect attempts to link this pass. Please try again ${wait}`;
export const accountLinkLocked = (wait: string) =>
  `Too many incorrect attempts to link passes. Please try again ${wait}`;

/** Who proves a pass: a signed-in account, or a signed-out client by its address. */
export type Prover = { readonly accountId: string } | { readonly address: string };

/**
 * An attempt is counted as a failure when it starts (so parallel tries cannot all slip past the
 * limit) and taken back when it turns out not to be one.
 */
export interface LinkAttempt {
  /** Set when the attempt is refused: the message and how long until the next may be made. */
  readonly refused?: { readonly message: string; readonly retryAfterMs: number };
  /** The pass was proven: its failures are over (the prover's stay, or proving a pass of one's own would reset them). */
  linked(): Promise<void>;
  /** The id and validation data matched but the pass could not be linked: not a wrong try. */
  notWrong(): Promise<void>;
}

/** The key a pass's tries count under, however its id is typed. */
const passKey = (passId: string) => passId.trim().toUpperCase();

const BY_PASS = 'pass-proof.pass';

/** Starts an attempt to prove `passId` (as typed; any id counts, whether or not it exists). */
export async function startLinkAttempt(
  store: Store,
  prover: Prover,
  passId: string,
  now: number,
): Promise<LinkAttempt> {
  const guess = await startGuess(
    store,
    [
      {
        throttle: BY_PASS,
        key: passKey(passId),
        rule: { limit: MAX_LINK_FAILURES_PER_PASS, windowMs: LINK_WINDOW_MS },
        clearOnSuccess: true,
      },
      {
        throttle: 'pass-proof.prover',
        key: 'accountId' in prover ? `account:${prover.accountId}` : `address:${prover.address}`,
        rule: { limit: MAX_LINK_FAILURES_PER_ACCOUNT, windowMs: LINK_WINDOW_MS },
      },
    ],
    now,
  );
  const { refused } = guess;
  return {
    ...(refused
      ? {
          refused: {
            message: (refused.throttle === BY_PASS ? passLinkLocked : accountLinkLocked)(
              tryAgainIn(refused.retryAfterMs),
            ),
            retryAfterMs: refused.retryAfterMs,
          },
        }
      : {}),
    linked: guess.succeeded,
    notWrong: guess.notWrong,
  };
}
