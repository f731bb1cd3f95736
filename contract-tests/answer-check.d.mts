// Types of answer-check.mjs, for the TypeScript that reuses it (the reference backend and its tests).
export interface Answer {
  readonly method: string;
  /** Relative to the API root, as the contract's paths are (`/cart/add`, not `/api/cart/add`). */
  readonly path: string;
  readonly status: number;
  readonly headers: Headers | Record<string, string>;
  /** The text of a JSON answer; undefined where it was not read (then status and type only). */
  readonly body?: string | undefined;
}

export interface CheckResult {
  /** `GET /cart (getCart)`; null when no operation of the contract has this method and path. */
  readonly operation: string | null;
  readonly operationId: string | null;
  readonly status: number;
  /** Each mismatch naming the status, the content type, the header or the body field. */
  readonly problems: string[];
}

export interface AnswerChecker {
  check(answer: Answer): CheckResult;
}

export interface Mismatch {
  readonly operation: string;
  readonly status: number;
  readonly problem: string;
  count: number;
  readonly example?: string;
}

export interface TallyJson {
  checked: number;
  unmatched: number;
  mismatched: number;
  mismatches: Mismatch[];
}

export const MAX_BODY_BYTES: number;
export function isJsonType(type: string | null | undefined): boolean;
export function loadContract(file: string): Promise<unknown>;
export function answerChecker(spec: unknown, options?: { maxBodyBytes?: number }): AnswerChecker;
export function describeErrors(errors: unknown, data: unknown, limit?: number): string[];

export class AnswerTally {
  checked: number;
  unmatched: number;
  mismatched: number;
  mismatches: Map<string, Mismatch>;
  add(result: CheckResult, example?: string): void;
  merge(json: Partial<TallyJson>): this;
  toJSON(): TallyJson;
  summary(): string;
  lines(limit?: number): string[];
  report(): string;
}

export function answerLog(file: string): {
  add(result: CheckResult, example?: string): void;
  flush(): void;
};
export function readAnswerLog(file: string): Promise<AnswerTally>;
