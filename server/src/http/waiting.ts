// The waiting room at the API's door (domain/waiting-room): a call that buys (`gated`), from a
// shopper the line does not let in yet, is answered 503 with Retry-After and the shopper's place in
// line (`waitingRoom` in the error envelope), having done nothing else; the web app shows the place
// and asks again when told. A session this instance told to wait is answered from memory while its
// place is not reached (no store call: a crowd waiting costs nothing), and through the store once a
// minute, which keeps the session from idling out.
import type { OperationInfo, Schema } from '@boxoffice/sdk';
import { cartSlot } from '../domain/cart/index.js';
import { reservationSlot } from '../domain/reservations/state.js';
import {
  ADDRESS_CAP_DEFAULTS,
  type AddressCapOptions,
  AddressCaps,
} from '../domain/waiting-room/address-caps.js';
import { KEEPER_DEFAULTS, type KeeperOptions, LineKeeper } from '../domain/waiting-room/keeper.js';
import {
  ASKED_REFRESH_MS,
  askAgainSeconds,
  bornIn,
  decide,
  LEFT_LINE_MS,
  lineMoves,
  type OnSale,
  type WaitingSlot,
  waitingSlot,
  waitingView,
} from '../domain/waiting-room/rules.js';
import { namesAny } from '../domain/waiting-room/scope.js';
import type { Priority, Session, Store } from '../store/store.js';
import { ApiError, messages } from './errors.js';

/**
 * Calls anyone may make while waiting: the site's frame (settings, texts, countries), what a shopper
 * already bought (orders, tickets, the account), and the steps of a purchase under way (a shopper
 * that far is in). Every other call buys or leads to buying, and waits its turn.
 */
const NOT_GATED: ReadonlySet<string> = new Set([
  'getSettings',
  'getSession',
  'getAppConfig',
  'getWebSites',
  'getCurrentWebSite',
  'selectWebSite',
  'redirectCms',
  'getResource',
  'preloadResources',
  'getCountries',
  'getStateProvinces',
  'getOrderDetails',
  'getExternalOrderDetails',
  'getMyOrderDetails',
  'getDigitalTickets',
  'getExternalDigitalTickets',
  'getMyDigitalTickets',
  'getAccountGroupingTicketHtml',
  'getAccountTicketHtml',
  'getTicketBarcode',
  'getBackgroundUpdateStatus',
  'getAccountTickets',
  'getLinkedPassDetails',
  'getMyReservation',
  'getMyReservationItems',
  'saveCartSettings',
  'setupFreedomPay',
  'processFreedomPayCard',
  'submitOrder',
  'submitOrderSavedPayment',
  'setupUplift',
  'submitUpliftOrder',
  'sendUpliftError',
  'getPaymentMethods',
  'getDeliveryMethods',
  'getInstallmentBillingTerms',
]);

export const gated = (op: OperationInfo) => !NOT_GATED.has(op.operationId);

/**
 * The calls that take stock: they add, hold, book or sell something (a cart line, a pass with its
 * product, a bundle, an upgrade, a reservation's entry time or package, and checkout's payment and
 * submits). During an on-sale each of them is for the sale when its input names the sale's item by
 * any of its ids, or when the session's cart or reservation holds it; then it waits for the opening
 * and for the session's place, whatever else lets the session in (test/http/on-sale-gate.test.ts
 * derives this list from the contract, so a new operation cannot be left out).
 */
export const TAKES_STOCK: ReadonlySet<string> = new Set([
  'addToCart',
  'addNewPass',
  'addPassWithProduct',
  'addRenewalPass',
  'modifyCart',
  'updatePassProducts',
  'selectUpgrade',
  'setReservationPerformance',
  'setReservationAddOns',
  'addReservationToCart',
  'saveCartSettings',
  'setupFreedomPay',
  'processFreedomPayCard',
  'setupUplift',
  'submitOrder',
  'submitOrderSavedPayment',
  'submitUpliftOrder',
]);

/** What a stock-taking call sells from the session itself: its cart and its reservation draft. */
const sessionStock = (session: Session) => [session.get(cartSlot), session.get(reservationSlot)];

/** What the router passes of a call. */
export interface GateCall {
  readonly op: OperationInfo;
  readonly input: unknown;
  /** The client's address (http/client.ts), which the line's cap per address counts. */
  readonly address?: string;
}

interface Waiting {
  readonly place: number;
  /** Let in before (it waits for an on-sale only). */
  readonly inAlready: boolean;
  /** When the store last saw the session (the server's clock, as the session's own askedAt). */
  readonly checkedAt: number;
  /** When this instance saw the line reach its place (performance.now()), or null. */
  readonly reachedAt: number | null;
  /** When this instance last answered it (the server's clock): one gone LEFT_LINE_MS asks the store. */
  seenAt: number;
  /** Told to wait for an on-sale's opening without a place (its address's place is in the draw). */
  readonly untilOpening?: true;
}

export interface WaitingReply {
  readonly status: 503;
  readonly body: Schema<'ErrorResult'>;
  readonly headers: Record<string, string>;
}

/** When an address whose places in line are all taken may ask again: the line moves meanwhile. */
const FULL_ADDRESS_RETRY_S = 5;

/** Sessions told to wait that this instance remembers: a crowd's, not every visitor's. */
const REMEMBERED = 100_000;
/** A waiting session is read through the store at least this often (its idle timeout counts then). */
const THROUGH_STORE_MS = 60_000;
/** A shopper let in who has not come back this long after has left. */
const LEFT_AFTER_MS = 10_000;

/** Keeps `value` as the newest entry of `map`, forgetting the oldest beyond REMEMBERED. */
function remember<V>(map: Map<string, V>, id: string, value: V): void {
  map.delete(id);
  if (map.size >= REMEMBERED) map.delete(map.keys().next().value as string);
  map.set(id, value);
}

export class WaitingRoom {
  readonly keeper: LineKeeper;
  /** What one address may take of new sessions and of the line (domain/waiting-room/address-caps.ts). */
  readonly caps: AddressCaps;
  readonly #waiting = new Map<string, Waiting>();
  /** Sessions this instance let go on (the latest REMEMBERED). */
  readonly #inside = new Map<string, true>();

  /** The on-sale's scope (domain/waiting-room/scope.ts), kept for the item it was made for. */
  #scope: { readonly item: string; readonly ids: ReadonlySet<string> } | null = null;

  constructor(
    private readonly store: Store,
    private readonly now: () => number,
    onSale: OnSale | null = null,
    pace: Partial<KeeperOptions> = {},
    /** The ids that lead to an on-sale's item (saleScope with the venue); by default the item alone. */
    private readonly scopeOf: (item: string) => ReadonlySet<string> = (item) => new Set([item]),
    caps: Partial<AddressCapOptions> = {},
  ) {
    this.caps = new AddressCaps(now, { ...ADDRESS_CAP_DEFAULTS, ...caps });
    this.keeper = new LineKeeper(store, now, onSale, { ...KEEPER_DEFAULTS, ...pace });
    this.keeper.inFlight = () => this.#onTheirWay();
  }

  /**
   * Sessions told to wait here whose place the line has reached and which have not come back yet;
   * one not back within LEFT_AFTER_MS has left (or went to another instance), and is forgotten.
   */
  #onTheirWay(): number {
    const { admitted } = this.keeper.line;
    const now = performance.now();
    let count = 0;
    for (const [id, waiting] of this.#waiting) {
      if (this.keeper.placeOf(waiting.place) > admitted) continue;
      if (waiting.reachedAt === null) this.#waiting.set(id, { ...waiting, reachedAt: now });
      else if (now - waiting.reachedAt > LEFT_AFTER_MS) {
        this.#waiting.delete(id);
        continue;
      }
      count++;
    }
    return count;
  }

  get onSale(): OnSale | null {
    return this.keeper.onSale;
  }

  set onSale(value: OnSale | null) {
    this.keeper.onSale = value;
  }

  /** Whether an on-sale is on and covers `id` (a product, a variant, a performance). */
  covers(id: string): boolean {
    const sale = this.keeper.onSale;
    if (sale === null) return false;
    return this.#idsOf(sale.item).has(id);
  }

  #idsOf(item: string): ReadonlySet<string> {
    if (this.#scope?.item !== item) this.#scope = { item, ids: this.scopeOf(item) };
    return this.#scope.ids;
  }

  /**
   * Whether the call is for the on-sale: its input names the sale's item by any of its ids, or, for
   * a call that takes stock, the session's cart or reservation does (the session, once read).
   */
  #forSale(call: GateCall, session?: Session): boolean {
    const sale = this.keeper.onSale;
    if (sale === null) return false;
    const ids = this.#idsOf(sale.item);
    if (namesAny(call.input, ids)) return true;
    return (
      session !== undefined && TAKES_STOCK.has(call.op.operationId) && namesAny(sessionStock(session), ids)
    );
  }

  /**
   * Before the session is read: the answer for a session this instance told to wait whose place is
   * not reached, or null (the call goes on to the store).
   */
  async early(sessionId: string | undefined, call: GateCall): Promise<WaitingReply | null> {
    this.keeper.start();
    if (sessionId === undefined || !gated(call.op)) return null;
    const waiting = this.#waiting.get(sessionId);
    if (!waiting) return null;
    if (this.now() - waiting.checkedAt > THROUGH_STORE_MS) return null;
    const forSale = this.#forSale(call);
    if (waiting.inAlready && !forSale) return null;
    const { line, onSale } = this.keeper;
    const salePending = forSale && onSale !== null && this.now() < onSale.opensAt;
    // One without a place is answered from here until the opening; then the store gives it one.
    if (waiting.untilOpening) return salePending ? this.#reply(line.last + 1, forSale) : null;
    const place = this.keeper.placeOf(waiting.place);
    if (place <= line.admitted && !salePending) return null;
    // Back after leaving the line: the store decides (the place may be lost, rules.ts leftLine).
    if (this.now() - waiting.seenAt > LEFT_LINE_MS) return null;
    waiting.seenAt = this.now();
    // The call waits here a moment, holding nothing, for the place to come, and goes on at once if
    // it does (no 503, no second try); if not, the place is told.
    if (!salePending && (await this.keeper.reached(place, this.keeper.holdMs))) return null;
    // Told as it stands after the hold: the draw at an on-sale's opening may have come meanwhile.
    return this.#reply(this.keeper.placeOf(waiting.place), forSale);
  }

  /**
   * While the line moves, a call that buys from a session not seen inside here (one still waiting,
   * or about to join the line) is asked about after the calls of shoppers inside.
   */
  priority(sessionId: string | undefined, op: OperationInfo, priority: Priority): Priority {
    if (sessionId === undefined) return priority;
    const { line, onSale } = this.keeper;
    const waiting = this.#waiting.get(sessionId);
    // One whose place has come goes in as the shoppers inside do.
    if (waiting) return this.keeper.placeOf(waiting.place) > line.admitted ? 'new' : priority;
    return gated(op) && lineMoves(line, onSale, this.now()) && !this.#inside.has(sessionId)
      ? 'new'
      : priority;
  }

  /**
   * In the call, its session read: the answer when it must wait (its place kept), or null. A session
   * made by a call that does not buy (the web app's first call) is let in or takes its place in line
   * then, in the same write that makes it: in a crowd, its first call that buys is then answered
   * from memory.
   */
  async check(session: Session, call: GateCall, fresh = false): Promise<WaitingReply | null> {
    const forSale = this.#forSale(call, session);
    if (!gated(call.op) && !forSale) {
      if (!fresh) return null;
      // The new session comes in now if the store has room (a store that knows when it made it
      // writes nothing for that: rules.ts bornIn), or takes its place.
      const slot = session.get(waitingSlot);
      if (!this.keeper.crowded() && this.keeper.mayEnter()) {
        if (session.madeAt === undefined) session.set(waitingSlot, { ...slot, admittedAt: this.now() });
      } else if (this.#mayJoin(call) && !this.#afterTheDraw(call)) await this.#join(session, slot, call);
      // Past its address's cap the new session stays out of line: its first call that buys is told.
      else session.set(waitingSlot, { ...slot, turnedAway: this.now() });
      return null;
    }
    const now = this.now();
    const slot = bornIn(session.get(waitingSlot), session.madeAt);
    // A place handed out before an on-sale opened is let in at its drawn place (draw.ts).
    await this.keeper.learnDraw();
    const drawn = slot.place === null ? slot : { ...slot, place: this.keeper.placeOf(slot.place) };
    const decision = decide(drawn, {
      now,
      line: this.keeper.line,
      onSale: this.keeper.onSale,
      forSale,
      mayEnter: this.keeper.mayEnter,
    });
    if (decision.go) {
      this.#waiting.delete(session.id);
      remember(this.#inside, session.id, true);
      // Let in straight: kept in the session, which so stays in through checkout (rules.ts).
      if (decision.admit) session.set(waitingSlot, { place: null, admittedAt: now });
      return null;
    }
    if (decision.place === null) {
      if (!this.#mayJoin(call)) {
        if (fresh) session.set(waitingSlot, { ...slot, turnedAway: now });
        throw new ApiError(429, messages.tooManyInLine, undefined, {
          'Retry-After': String(FULL_ADDRESS_RETRY_S),
        });
      }
      // Told the place it would take, but takes it only once the sale opens, after those drawn.
      if (this.#afterTheDraw(call)) {
        this.#told(session.id, Number.MAX_SAFE_INTEGER, slot, true);
        return this.#reply(this.keeper.line.last + 1, forSale);
      }
      return this.#reply(await this.#join(session, slot, call), forSale);
    }
    // Seen asking at its place: kept in the session now and then (leftLine), not at every call.
    if (slot.askedAt == null || now - slot.askedAt > ASKED_REFRESH_MS)
      session.set(waitingSlot, { ...slot, askedAt: now });
    this.#told(session.id, slot.place ?? decision.place, slot);
    return this.#reply(decision.place, forSale);
  }

  #mayJoin(call: GateCall): boolean {
    const { admitted } = this.keeper.line;
    return (
      call.address === undefined ||
      this.caps.mayJoin(call.address, (place) => this.keeper.placeOf(place) > admitted)
    );
  }

  /**
   * Before an on-sale opens, an address that has its places in the draw already (AddressCaps
   * placesInDraw): another session of it joins the line only once the sale opens, after the draw.
   */
  #afterTheDraw(call: GateCall): boolean {
    const sale = this.keeper.onSale;
    if (sale === null || this.now() >= sale.opensAt || call.address === undefined) return false;
    const { admitted } = this.keeper.line;
    return !this.caps.mayDraw(call.address, (place) => this.keeper.placeOf(place) > admitted);
  }

  /** Takes the session a place at the end of the line. */
  async #join(session: Session, slot: WaitingSlot, call: GateCall): Promise<number> {
    const place = await this.store.line.join();
    this.keeper.joined(place);
    if (call.address !== undefined) this.caps.joined(call.address, place);
    session.set(waitingSlot, { ...slot, place, askedAt: this.now() });
    this.#told(session.id, place, slot);
    return place;
  }

  /** Remembers a session told to wait at `place`, as the store has just seen it. */
  #told(id: string, place: number, slot: WaitingSlot, untilOpening = false): void {
    remember(this.#waiting, id, {
      place,
      inAlready: slot.admittedAt !== null,
      checkedAt: this.now(),
      reachedAt: null,
      seenAt: this.now(),
      ...(untilOpening ? { untilOpening } : {}),
    });
  }

  #reply(place: number, forSale: boolean): WaitingReply {
    const { line, perSecond, onSale } = this.keeper;
    const opensAt = forSale && onSale ? onSale.opensAt : null;
    const drawn = waitingView(place, line, perSecond, this.now(), opensAt);
    // An on-sale opened, but the places taken before it are not drawn yet (a tick or so): every place
    // in line is told as before the opening, since the draw may change it a moment later.
    const view =
      onSale && this.keeper.drawPending()
        ? { ...drawn, waitSeconds: 1, opensAt: new Date(onSale.opensAt).toISOString() }
        : drawn;
    return {
      status: 503,
      body: { success: false, message: messages.waitingRoom, waitingRoom: view },
      headers: { 'Retry-After': String(askAgainSeconds(view, this.keeper.pace)) },
    };
  }
}
