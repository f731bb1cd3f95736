// The photo upload modal's rules (seed 001 §2, §5, §8): png, jpg and jpeg only; several files may be
// dropped or chosen at once.
// Ours (the seed says several files are allowed, not what they do): a pass has one photo, so of
// several files the last png, jpg or jpeg one is uploaded; every other file is refused by name.
import { isAcceptedPhotoFile } from '@boxoffice/sdk/rules';
import { apiUrl } from '../../lib/api';

/** Seed 001 §8, its spelling kept. */
export const UPLOAD_FAILED = 'Unexcepted error encountered';

/** The browse input's filter. */
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export function refusedMessage(names: readonly string[]): string {
  const list = names.map((name) => `'${name}'`).join(', ');
  return `${list} cannot be uploaded: only png, jpg and jpeg pictures are accepted.`;
}

export interface PhotoChoice<F extends { name: string }> {
  /** The file to upload, or null when none is acceptable. */
  readonly file: F | null;
  /** Files that are not png, jpg or jpeg. */
  readonly refused: readonly string[];
  /** Acceptable files passed over for the last one. */
  readonly skipped: readonly string[];
}

export function choosePhoto<F extends { name: string }>(files: readonly F[]): PhotoChoice<F> {
  const accepted = files.filter((f) => isAcceptedPhotoFile(f.name));
  const refused = files.filter((f) => !isAcceptedPhotoFile(f.name)).map((f) => f.name);
  const file = accepted.at(-1) ?? null;
  return { file, refused, skipped: accepted.slice(0, -1).map((f) => f.name) };
}

/**
 * The words for an upload call that failed (an error status, or no answer): the seed's, whatever the
 * failure said (seed 001 §8: 'no message in the response, or the call fails'). Only an answer that
 * says success false speaks for itself (uploadAnswerText). What failed goes to the console.
 */
export function uploadErrorText(error: unknown): string {
  console.error(error);
  return UPLOAD_FAILED;
}

/** An answer of the upload: null when it succeeded, else its message or the seed's. */
export function uploadAnswerText(answer: { success: boolean; message: string | null }): string | null {
  return answer.success ? null : answer.message || UPLOAD_FAILED;
}

/** The pass image call, with `refresh` so a new upload shows at once (seed 001 §7). */
export const passImageUrl = (extCartTicketId: string, refresh: number): string =>
  apiUrl(`cart/pass/${encodeURIComponent(extCartTicketId)}/image?refresh=${refresh}`);
