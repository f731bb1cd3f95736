// The holder photo of a pass card: upload (multipart, field uploadFile) and display.
import {
  checkPhoto,
  findPass,
  livePasses,
  newPhotoFile,
  photoFiles,
  photoRoomProblem,
  savePass,
} from '../../domain/passes/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';
import { NOT_A_CART_PASS } from './holders.js';

export const NO_PHOTO = 'This pass has no photo';

/** The uploaded file of the form, or null when the field is missing or is not a file. */
async function uploadedFile(body: unknown): Promise<{ name: string; bytes: Uint8Array<ArrayBuffer> } | null> {
  if (!(body instanceof FormData)) return null;
  const file = body.get('uploadFile');
  if (!(file instanceof Blob)) return null;
  const name = file instanceof File ? file.name : '';
  return { name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

export const photoHandlers = {
  uploadCartPassImage: async ({ session, path, body, services }) => {
    // The file is checked first: a bad upload is a 400 whichever pass it was meant for.
    const check = checkPhoto(await uploadedFile(body));
    if (!check.ok) throw badRequest(check.message);
    const pass = findPass(session, path.id);
    if (!pass) throw notFound(NOT_A_CART_PASS);
    // The photo replaces the pass's own; the session's photos together stay within their bound.
    const passes = livePasses(session);
    const { type, bytes } = check.photo;
    const full = photoRoomProblem(passes, pass.extCartTicketId, bytes.length);
    if (full) throw badRequest(full);
    // A file of the session, not part of its data (which every call reads); the pass's previous
    // photo and those of passes gone from the cart go now.
    const file = newPhotoFile(pass.extCartTicketId);
    const others = photoFiles(passes.filter((p) => p.extCartTicketId !== pass.extCartTicketId));
    await services.store.writeSessionFile(session.id, file, check.photo, others);
    savePass(session, { ...pass, photo: { file, type, size: bytes.length } });
    return ok({ success: true, message: null });
  },

  getCartPassImage: async ({ session, path, services }) => {
    const pass = findPass(session, path.id);
    if (!pass) throw notFound(NOT_A_CART_PASS);
    const file = pass.photo && (await services.store.readSessionFile(session.id, pass.photo.file));
    if (!file) throw notFound(NO_PHOTO);
    // The bytes as they are (a Blob would copy them, 5 MB at most, and copy them again to send).
    return { status: 200, body: file.bytes, headers: { 'Content-Type': file.type } };
  },
} satisfies Handlers;
