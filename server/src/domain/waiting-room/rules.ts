// The waiting room's rules, as plain functions: who goes on, who waits, where, and for how long.
//
// One line serves every instance (Store.line): a shopper who must wait takes the next place, and the
// instances let places in, in order, as fast as their load allows (keeper.ts). What a shopper was
// told is carried by the session (`waitingSlot`), so it survives a reload and every instance reads
// it; a shopper who drops the session cookie starts over at the end of the line.
//
// A shopper meets the line at the first call that buys (a product page, the cart: `gated` calls in
// http/waiting.ts) when the store is too busy to let one more in now, or when others already wait
// (first come, first served). Once let in, a shopper stays in through checkout. An on-sale (a
// product or performance and the time it opens) puts every shopper who asks for it before that
// time in line, whether or not the store is busy, and lets them in from it: in an order drawn at the
// opening (draw.ts), then the later ones in the order they came.
import type { Schema } from '@boxoffice/sdk';
import { defineSlot, type LineState } from '../../store/store.js';

/** What the session carries: its place in line, and when it was let in (ms; null: not yet). */
export interface WaitingSlot {
  readonly place: number | null;
  readonly admittedAt: number | null;
  /** When the store last saw the session ask at its place (ms); absent before this was kept. */
  readonly askedAt?: number | null;
  /**
   * When the call that made the session neither let it in nor gave it a place (its address's cap):
   * marks a session that did not come in straight, for a store that writes none that did (bornIn).
   */
  readonly turnedAway?: number | null;
}

/**
 * A shopper in line asks again every few seconds (the web app does, told when); the store sees it at
 * least once a minute (http/waiting.ts answers from memory between). One not seen for this long has
 * left the line: the place is lost, and coming back takes a new one at the end. A reload keeps it.
 */
export const LEFT_LINE_MS = 90_000;

/** How stale `askedAt` may grow before a call that reaches the store writes it again. */
export const ASKED_REFRESH_MS = 30_000;

/** The session held a place and stopped asking at it: it left the line. */
export const leftLine = (slot: WaitingSlot, now: number): boolean =>
  slot.place !== null && slot.askedAt != null && now - slot.askedAt > LEFT_LINE_MS;

export const waitingSlot = defineSlot<WaitingSlot>('waitingRoom', () => ({
  place: null,
  admittedAt: null,
}));

/**
 * The slot as it stands for a session a store made at `madeAt` (Session.madeAt) without writing it:
 * the call that makes a session writes its slot whenever it does not let it in straight (a place,
 * or `turnedAway`), so a slot with neither, nor a time let in, is one let in when it was made. So a
 * visitor's first call needs no write (issue 41), and the rules read the same either way.
 */
export function bornIn(slot: WaitingSlot, madeAt: number | undefined): WaitingSlot {
  if (madeAt === undefined || slot.place !== null || slot.admittedAt !== null || slot.turnedAway != null)
    return slot;
  return { ...slot, admittedAt: madeAt };
}

/** An operator's on-sale: shoppers asking for `item` before `opensAt` wait in line for it. */
export interface OnSale {
  /** A product id or a performance id. */
  readonly item: string;
  /** Milliseconds since 1970, by the server's clock. */
  readonly opensAt: number;
}

export interface CallSituation {
  readonly now: number;
  readonly line: LineState;
  readonly onSale: OnSale | null;
  /** The call asks for the on-sale's item. */
  readonly forSale: boolean;
  /** One more shopper may come in now without waiting: the store keeps up (keeper.ts mayEnter). */
  readonly mayEnter: () => boolean;
}

export type Decision =
  /** The call goes on; `admit`: the session is let in by this call (kept in its slot). */
  | { readonly go: true; readonly admit: boolean }
  /** The call waits; `place`: the session's place, or null when it takes one at the end now. */
  | { readonly go: false; readonly place: number | null };

const saleOpen = (onSale: OnSale | null, now: number) => !onSale || now >= onSale.opensAt;

/** Places are let in only once an on-sale has opened: until then its line stands still. */
export const lineMoves = (line: LineState, onSale: OnSale | null, now: number) =>
  line.last > line.admitted && saleOpen(onSale, now);

/**
 * Whether a call of a session holding `slot` goes on now, and if not, at which place it waits. A
 * session is in once its place is reached (and stays in: `admittedAt`), or from when it came in
 * straight, for everything but an on-sale that opened after it came in. A session that stopped
 * asking at its place for LEFT_LINE_MS has lost it.
 */
export function decide(slot: WaitingSlot, situation: CallSituation): Decision {
  const { now, line, onSale, forSale } = situation;
  // A shopper who left the line comes back without a place (a new one is taken at the end).
  const place = leftLine(slot, now) ? null : slot.place;
  if (forSale && !saleOpen(onSale, now)) return { go: false, place };
  // A place reached lets the shopper in, kept in the session from now on (it no longer asks in line).
  if (place !== null && place <= line.admitted) return { go: true, admit: true };
  const inAlready = slot.admittedAt !== null && (!forSale || slot.admittedAt >= (onSale?.opensAt ?? 0));
  if (inAlready) return { go: true, admit: false };
  if (place !== null) return { go: false, place };
  // Not in line: in at once only when nobody waits ahead and the store has room now.
  if (!lineMoves(line, onSale, now) && situation.mayEnter()) return { go: true, admit: true };
  return { go: false, place: null };
}

/** What a waiting shopper is told (the contract's WaitingRoom). */
export type WaitingView = Schema<'WaitingRoom'>;

/**
 * What a shopper at `place` is told: the places ahead, and the time they take at the rate places
 * have lately been let in (`perSecond`, at least one a second while nothing is measured), plus the
 * time until the sale opens for one waiting for it.
 */
export function waitingView(
  place: number,
  line: LineState,
  perSecond: number,
  now: number,
  opensAt: number | null,
): WaitingView {
  const ahead = Math.max(0, place - line.admitted - 1);
  const untilOpen = opensAt !== null && opensAt > now ? (opensAt - now) / 1000 : 0;
  return {
    place,
    ahead,
    waitSeconds: Math.ceil(untilOpen + (ahead + 1) / Math.max(perSecond, 1)),
    opensAt: untilOpen > 0 && opensAt !== null ? new Date(opensAt).toISOString() : null,
  };
}

/** The longest a waiting shopper far back is told to wait before asking again. */
const FAR_ASK_MAX_S = 8;

/**
 * How soon a waiting shopper asks again: about when its place may come, at `pace` (places a second
 * the line may let in now, its upper estimate), from 1 to 3 s. Shoppers so come back spread out by
 * their places, each about when it is let in, rather than all together, and never more than 3 s
 * after it: the keeper lets in no more while many it let in are on their way (keeper.ts). A shopper
 * whose place is further off asks again after a third of that time, at most 8 s: still before its
 * place comes, and a crowd in line asks a few times instead of every few seconds (each ask is a call
 * the instances answer; issue 41 measured 4.7 asks a waiting shopper). Before an on-sale opens,
 * every 2 to 5 s.
 */
export function askAgainSeconds(view: WaitingView, pace: number): number {
  if (view.opensAt !== null) return Math.min(5, Math.max(2, Math.ceil(view.waitSeconds / 3)));
  const untilPlace = (view.ahead + 1) / Math.max(pace, 1);
  const near = Math.min(3, Math.max(1, Math.ceil(untilPlace)));
  return Math.max(near, Math.min(FAR_ASK_MAX_S, Math.ceil(untilPlace / 3)));
}
