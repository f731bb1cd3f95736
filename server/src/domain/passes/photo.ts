// Holder photo uploads (seed 001 §2, §5): png, jpg and jpeg only. The file's bytes decide its
// type, not the name or the browser's content type, so a renamed text file is refused.
import { isAcceptedPhotoFile } from '@boxoffice/sdk/rules';
import type { PassPhoto } from './records.js';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The contract's messages (the size one is ours: the seeds give none). */
export const PHOTO_TYPE_MESSAGE = 'Only png, jpg and jpeg images are accepted';
export const PHOTO_SIZE_MESSAGE = 'The photo must be 5 MB or smaller';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The image type the bytes are, or null when they are neither PNG nor JPEG. */
export function sniffImageType(bytes: Uint8Array): PassPhoto['type'] | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

export type PhotoCheck =
  | { readonly ok: true; readonly photo: PassPhoto }
  | { readonly ok: false; readonly message: string };

/**
 * Checks an uploaded file: present, at most 5 MB, named .png, .jpg or .jpeg (when it has a name)
 * and really a PNG or JPEG image.
 */
export function checkPhoto(
  file: { readonly name: string; readonly bytes: Uint8Array<ArrayBuffer> } | null,
): PhotoCheck {
  if (!file || file.bytes.length === 0) return { ok: false, message: PHOTO_TYPE_MESSAGE };
  if (file.bytes.length > PHOTO_MAX_BYTES) return { ok: false, message: PHOTO_SIZE_MESSAGE };
  if (file.name !== '' && !isAcceptedPhotoFile(file.name)) return { ok: false, message: PHOTO_TYPE_MESSAGE };
  const type = sniffImageType(file.bytes);
  return type ? { ok: true, photo: { bytes: file.bytes, type } } : { ok: false, message: PHOTO_TYPE_MESSAGE };
}
