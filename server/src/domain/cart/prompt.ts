// The confirmation protocol (ConfirmationPromptResult). A call that must ask first answers
// confirmationPrompt(...): nothing is changed, and a resubmit context (`rsc_<operation>_<hex>`) is
// kept in the session with what was asked. The client repeats the same call with that context;
// takeResubmitContext consumes it (once) and the handler skips the question it answers. A
// context that is unknown, used, for another operation or older than RESUBMIT_TTL_MS is a 400.
import { randomBytes } from 'node:crypto';
import type { Schema } from '@boxoffice/sdk';
import { badRequest } from '../../http/errors.js';
import { defineSlot, type Session } from '../../store/store.js';

export type PromptResult = Schema<'ConfirmationPromptResult'>;

export const RESUBMIT_TTL_MS = 10 * 60_000;
export const RESUBMIT_UNKNOWN = 'This confirmation has expired. Please try again.';

interface PendingConfirmation {
  readonly token: string;
  readonly operation: string;
  readonly payload: unknown;
  readonly expiresAt: number;
}

const pendingSlot = defineSlot<readonly PendingConfirmation[]>('cart.pendingConfirmations', () => []);

const NOTHING: PromptResult = {
  success: true,
  message: null,
  confirmationRequired: false,
  confirmationTitleHtml: null,
  confirmationMessageHtml: null,
  proceedButtonText: null,
  cancelButtonText: null,
  confirmationReSubmitContext: null,
  proceedToPassFlow: false,
};

/** Done: `success: true`, optionally going on to the pass flow and with an analytics event. */
export function promptDone(
  extra: Partial<Pick<PromptResult, 'proceedToPassFlow' | 'analyticsEvent'>> = {},
): PromptResult {
  return { ...NOTHING, ...extra };
}

/** Failed with a message the shopper reads (a 200 business failure). */
export function failedPrompt(message: string): PromptResult {
  return { ...NOTHING, success: false, message };
}

/** The add_to_cart analytics event with the value added, in USD. */
export function analyticsAddToCart(value: number): NonNullable<PromptResult['analyticsEvent']> {
  return { category: 'add_to_cart', eventData: { currency: 'USD', value: Math.round(value * 100) / 100 } };
}

export interface ConfirmationQuestion {
  /** Short name of the call, part of the token: 'add', 'modify', 'clear', 'donation'... */
  readonly operation: string;
  readonly titleHtml: string;
  readonly messageHtml: string;
  readonly proceedButtonText: string;
  readonly cancelButtonText?: string;
  /** What the handler needs to know on resubmit (e.g. the date confirmed). */
  readonly payload?: unknown;
}

/** Asks the shopper first: nothing was changed; the answer carries the resubmit context. */
export function confirmationPrompt(
  session: Session,
  now: number,
  question: ConfirmationQuestion,
): PromptResult {
  const token = `rsc_${question.operation}_${randomBytes(3).toString('hex')}`;
  const live = session.get(pendingSlot).filter((p) => p.expiresAt > now);
  session.set(pendingSlot, [
    ...live.slice(-19),
    {
      token,
      operation: question.operation,
      payload: question.payload ?? null,
      expiresAt: now + RESUBMIT_TTL_MS,
    },
  ]);
  return {
    ...NOTHING,
    success: false,
    confirmationRequired: true,
    confirmationTitleHtml: question.titleHtml,
    confirmationMessageHtml: question.messageHtml,
    proceedButtonText: question.proceedButtonText,
    cancelButtonText: question.cancelButtonText ?? 'Cancel',
    confirmationReSubmitContext: token,
  };
}

/**
 * The confirmation a resubmit context stands for: its payload, consumed. Answers undefined when no
 * context was sent (a first call); throws 400 when it is unknown, used or expired.
 */
export function takeResubmitContext<T = unknown>(
  session: Session,
  operation: string,
  token: string | null | undefined,
  now: number,
): { payload: T } | undefined {
  if (token === null || token === undefined || token === '') return undefined;
  const pending = session.get(pendingSlot);
  const found = pending.find((p) => p.token === token && p.operation === operation && p.expiresAt > now);
  if (!found) throw badRequest(RESUBMIT_UNKNOWN);
  session.set(
    pendingSlot,
    pending.filter((p) => p !== found),
  );
  return { payload: found.payload as T };
}
