// The holder photo of a pass card: upload (multipart, field uploadFile) and display.
import { checkPhoto, findPass, livePasses, photoRoomProblem, savePass } from '../../domain/passes/index.js';
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
  uploadCartPassImage: async ({ session, path, body }) => {
    // The file is checked first: a bad upload is a 400 whichever pass it was meant for.
    const check = checkPhoto(await uploadedFile(body));
    if (!check.ok) throw badRequest(check.message);
    const pass = findPass(session, path.id);
    if (!pass) throw notFound(NOT_A_CART_PASS);
    // The photo replaces the pass's own; the session's photos together stay within their bound.
    const full = photoRoomProblem(livePasses(session), pass.extCartTicketId, check.photo);
    if (full) throw badRequest(full);
    savePass(session, { ...pass, photo: check.photo });
    return ok({ success: true, message: null });
  },

  getCartPassImage: ({ session, path }) => {
    const pass = findPass(session, path.id);
    if (!pass) throw notFound(NOT_A_CART_PASS);
    if (!pass.photo) throw notFound(NO_PHOTO);
    return ok(new Blob([pass.photo.bytes], { type: pass.photo.type }));
  },
} satisfies Handlers;
