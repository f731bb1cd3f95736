// Handler inputs and outputs, typed from the SDK's generated contract types. A handler that answers
// a status or a body the contract does not declare for its operation fails the type check.
import type { operations } from '@boxoffice/sdk';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : undefined;

/** The request body of operation K (after validation), or undefined when it has none. */
export type Body<K extends OperationId> =
  Op<K> extends { requestBody: infer R }
    ? ContentOf<R>
    : Op<K> extends { requestBody?: infer R }
      ? ContentOf<R> | undefined
      : undefined;

type Params<K extends OperationId, In extends string> = Op<K>['parameters'] extends infer P
  ? P extends Record<In, infer V>
    ? [V] extends [never]
      ? Record<string, never>
      : NonNullable<V>
    : P extends Partial<Record<In, infer V>>
      ? [V] extends [never | undefined]
        ? Record<string, never>
        : NonNullable<V>
      : Record<string, never>
  : never;

export type Query<K extends OperationId> = Params<K, 'query'>;
export type PathParams<K extends OperationId> = Params<K, 'path'>;

type Responses<K extends OperationId> = Op<K>['responses'];

/** A file's body may also be its bytes (sent as they are; the media type in the headers). */
type Sent<T> = T extends Blob ? Blob | Uint8Array : T;

/** Every answer the contract allows for operation K: a status and its body. */
export type Reply<K extends OperationId> = {
  [S in keyof Responses<K>]: {
    status: S;
    body: Sent<ContentOf<Responses<K>[S]>>;
    /** Extra response headers, such as a redirect's Location. */
    headers?: Record<string, string>;
  };
}[keyof Responses<K>];

/** The body of operation K's 200 answer. */
export type Ok<K extends OperationId> = Extract<Reply<K>, { status: 200 }>['body'];
