// Hands every answer under /api to an observer once it is written, whoever wrote it (an operation,
// the router's errors, the app's error handler, a body limit): the test runs check each against the
// contract (server/test/support/answers.ts, testing/answer-log.ts). Off unless createApp is given one.
import type { MiddlewareHandler } from 'hono';

export interface ApiAnswer {
  readonly method: string;
  /** Relative to the API root, as the contract writes paths (`/cart/add`). */
  readonly path: string;
  readonly status: number;
  readonly headers: Headers;
  /** The text of a JSON answer up to MAX_READ bytes; undefined for others (images, pages, PDFs). */
  readonly body: string | undefined;
}

export type AnswerObserver = (answer: ApiAnswer) => void;

/** JSON answers larger than this are passed on unread (status and content type are still checked). */
const MAX_READ = 2_000_000;

export function observeAnswers(observer: AnswerObserver): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/api/')) return;
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const length = Number(res.headers.get('content-length') ?? 0);
    const json = /^application\/([\w.+-]*\+)?json\b/i.test(type) && length <= MAX_READ;
    // A clone, so the client still gets the whole body.
    const body = json && res.body ? await res.clone().text() : undefined;
    observer({
      method: c.req.method,
      path: c.req.path.slice(4),
      status: res.status,
      headers: res.headers,
      body,
    });
  };
}
