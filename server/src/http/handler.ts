// What every operation handler receives and returns. Features export `Handlers` maps; app.ts joins
// them into one `AllHandlers`, so an operation without a handler fails the type check.
import type { Context } from 'hono';
import type { Services } from '../services.js';
import type { Session } from '../store/store.js';
import type { Body, OperationId, PathParams, Query, Reply } from './contract.js';

export interface HandlerContext<K extends OperationId> {
  /** The request body, validated against the contract (FormData for multipart uploads). */
  readonly body: Body<K>;
  readonly query: Query<K>;
  readonly path: PathParams<K>;
  /** The shopper's session; calls in one session run one at a time. */
  readonly session: Session;
  /** True when the request named a session the server no longer has (idle too long, or unknown). */
  readonly sessionExpired: boolean;
  readonly services: Services;
  /** The raw request, for headers such as Idempotency-Key. */
  readonly request: Request;
  readonly hono: Context;
}

export type Handler<K extends OperationId> = (context: HandlerContext<K>) => Reply<K> | Promise<Reply<K>>;

export type AllHandlers = { [K in OperationId]: Handler<K> };
export type Handlers = Partial<AllHandlers>;

/** A 200 answer with the operation's success body. */
export const ok = <B>(body: B) => ({ status: 200 as const, body });
