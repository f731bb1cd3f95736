export {
  createStorefrontClient,
  type StorefrontClient,
  type StorefrontClientOptions,
  type StorefrontResponse,
} from './client.js';
export {
  isStorefrontApiError,
  StorefrontApiError,
  type StorefrontApiErrorInit,
  type StorefrontErrorKind,
} from './errors.js';
export type {
  Listener,
  RetryReason,
  StorefrontEventName,
  StorefrontEvents,
  WaitingRoom,
} from './events.js';
export { type OperationInfo, operationTable } from './generated/operations.gen.js';
export type { RetryOptions } from './retry.js';
export type { components, operations, paths, Schema } from './types.js';
export { readXsrfCookie, XSRF_COOKIE, XSRF_HEADER } from './xsrf.js';
