// Holder photo uploads (seed 001 §2, §5): png, jpg and jpeg only. The file's bytes decide its
// type, not the name or the browser's content type, so a renamed text file is refused.
import { randomBytes } from 'node:crypto';
import { isAcceptedPhotoFile } from '@boxoffice/sdk/rules';
import type { PassRecord } from './records.js';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What the photos of one session's passes may take in all: the storage one visit may use, five
 * photos at the 5 MB limit, or a large family's phone photos (1 to 3 MB each). The cart's 50
 * passes at 5 MB each would be 250 MB.
 */
export const SESSION_PHOTOS_MAX_BYTES = 25 * 1024 * 1024;

/** The contract's messages (the size one is ours: the seeds give none). */
export const PHOTO_TYPE_MESSAGE = 'Only png, jpg and jpeg images are accepted';
export const PHOTO_SIZE_MESSAGE = 'The photo must be 5 MB or smaller';
export const SESSION_PHOTOS_MESSAGE =
  'The photos of your passes can take up to 25 MB in all. Please upload a smaller photo.';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The image type the bytes are, or null when they are neither PNG nor JPEG. */
export function sniffImageType(bytes: Uint8Array): PhotoUpload['type'] | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** An uploaded photo that passed the checks: its image type and bytes. */
export interface PhotoUpload {
  readonly type: 'image/png' | 'image/jpeg';
  readonly bytes: Uint8Array<ArrayBuffer>;
}

export type PhotoCheck =
  | { readonly ok: true; readonly photo: PhotoUpload }
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

/**
 * The session limit's message when a photo of `size` bytes for pass `id` would take the passes'
 * photos past it, else null. The photo replaces the pass's own, so that one does not count:
 * re-uploading never runs out of room. Pass the live passes (livePasses): photos of passes gone
 * from the cart do not count (and their files go at the next upload: photoFiles).
 */
export function photoRoomProblem(passes: readonly PassRecord[], id: string, size: number): string | null {
  const others = passes.reduce(
    (sum, pass) => sum + (pass.extCartTicketId === id ? 0 : (pass.photo?.size ?? 0)),
    0,
  );
  return others + size > SESSION_PHOTOS_MAX_BYTES ? SESSION_PHOTOS_MESSAGE : null;
}

/**
 * The name of a new photo of a pass among its session's files (Store.readSessionFile): new for
 * every upload, so that a name always means the same bytes (a store may keep them in a cache).
 */
export const newPhotoFile = (passId: string, random: (n: number) => Buffer = randomBytes) =>
  `pass-photo/${passId}/${random(9).toString('base64url')}`;

/** The files of the passes' photos: what a session keeps of its photos, the rest being unused. */
export const photoFiles = (passes: readonly PassRecord[]): string[] =>
  passes.flatMap((pass) => (pass.photo ? [pass.photo.file] : []));
