// Request bodies are refused over their limit before they are read: a declared Content-Length is
// checked up front, and a chunked body is cut off as it streams in (Hono's bodyLimit), so a huge or
// endless upload never sits in memory. Any call may answer 413 (the contract's info says so).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const KB = 1024;
const MB = 1024 * KB;

export const BODY_LIMITS = {
  /** Every API call's JSON body. */
  api: 1 * MB,
  /** The pass photo upload: photos may be 5 MB (domain/passes/photo.ts), plus the form's framing. */
  upload: 6 * MB,
  /** The sign-in pages' form posts and the test controls: a few short fields. */
  form: 64 * KB,
} as const;

const sizeText = (bytes: number) => (bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} kB`);

export const tooLargeMessage = (maxSize: number) =>
  `The request body is too large (the limit is ${sizeText(maxSize)})`;

/** The error envelope, as the API answers every failure. */
const envelope = (maxSize: number) => (c: Context) =>
  c.json({ success: false, message: tooLargeMessage(maxSize) }, 413);

/** Refuses bodies over maxSize with 413; `answer` words the refusal (the error envelope by default). */
export function limitBody(
  maxSize: number,
  answer: (c: Context) => Response | Promise<Response> = envelope(maxSize),
): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError: answer });
  // A declared length settles it from the headers, and the body is then read straight from the
  // socket; bodyLimit reads it as a web stream, at several times the cost, so only a body of unknown
  // length (chunked) goes through it. GET and HEAD bodies are never read.
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number.parseInt(declared, 10) > maxSize) return answer(c);
    await next();
  };
}
