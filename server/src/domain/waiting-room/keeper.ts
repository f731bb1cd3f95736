// Each instance's keeper of the line (rules.ts): every tick it reads how long calls waited at its
// door (Store.doorWaitMs) and lets in as many more shoppers from the line as that allows. The number
// grows while calls pass the door quickly and halves when they wait (as TCP's window does), so the
// store serves the shoppers inside within the target and the rest wait in line, answered at once,
// instead of at the door. While nobody waits in line, shoppers come in straight, however many come
// together, as long as the store keeps up: where the line opens by itself (`automatic`), it opens
// when calls have waited at the door longer than `openAtWaitMs` (the last tick's waits, or the
// longest wait of a call at the door now), never for how many arrived (issue 40: counting arrivals
// put four browsers opening a page together in line).
//
// The line's state is read from the store every tick while it moves and once a second otherwise,
// so every instance follows one line; a shopper's call reads it from here, never from the store.
import { setTimeout as delay } from 'node:timers/promises';
import type { LineState, Store } from '../../store/store.js';
import { type Draw, drawnPlace, makeDraw, readDraw } from './draw.js';
import { inLull, type PaceOrigin, pacedRoom } from './pace.js';
import { lineMoves, type OnSale } from './rules.js';

export interface KeeperOptions {
  /** The line opens by itself when the store is busy (else, the default, only for an operator's on-sale). */
  readonly automatic: boolean;
  readonly tickMs: number;
  /** Calls inside waiting longer than this at the door: nobody more comes in this tick. */
  readonly targetWaitMs: number;
  /** Shoppers let in per tick, at first and at most. */
  readonly firstPerTick: number;
  readonly maxPerTick: number;
  /** How often the line is read when nobody waits. */
  readonly idleReadMs: number;
  /** Shoppers let in and not yet come back, in ticks' worth, past which nobody more is let in. */
  readonly onTheirWayTicks: number;
  /**
   * How long a waiting shopper's call is held for its place to come before it is told to wait: held
   * calls go on within a tick of their place coming (no second try, nothing on the store).
   */
  readonly holdMs: number;
  /**
   * Where the line opens by itself: calls of shoppers inside waiting at the door longer than this
   * (ms: since the last tick, or one waiting there now) mean the store cannot keep up, and a shopper
   * who is not in yet takes a place in line. Measured on the calls' waits, never on how many arrive:
   * a few visitors at once wait a little and all come in; a crowd the store cannot serve in time
   * makes the waits grow, and the rest of it waits in line.
   */
  readonly openAtWaitMs: number;
  /**
   * The same for visitors' first calls waiting at the door now: a crowd arriving. Higher than
   * `openAtWaitMs`: a first call's wait is the newcomer's own cost (what the line protects is the
   * shoppers inside), and a few visitors arriving together on a busy machine make it a few hundred ms.
   */
  readonly openAtFirstCallWaitMs: number;
  /** An opened on-sale's line lets in at most this many shoppers a second, across instances (pace.ts); 0: no pace. */
  readonly onSalePerSecond: number;
}

export const KEEPER_DEFAULTS: KeeperOptions = {
  automatic: false,
  tickMs: 250,
  targetWaitMs: 100,
  firstPerTick: 12,
  maxPerTick: 50,
  idleReadMs: 1000,
  onTheirWayTicks: 2,
  holdMs: 1000,
  openAtWaitMs: 500,
  openAtFirstCallWaitMs: 1000,
  onSalePerSecond: 0,
};

/**
 * The pace by store, measured with `npm run bench:surge` (server/README.md, 'The waiting room').
 * PGlite serves every call on the server's one processor: the line opens by itself once calls of
 * shoppers inside have waited half a second at the door, or visitors' first calls a second (32 fresh
 * visitors at once, two calls each, on a loaded 2-core machine waited at most 0.12 to 0.5 s; 200 at
 * once 0.45 to 1.1 s), and then keeps the shoppers inside few enough that
 * each step of theirs stays near a second (door waits of 50 ms, at most a tick's worth on their way;
 * a waiting call is told its place at once: a hold made the product page's steps slower there).
 * Before, it also opened for more than 20 visitors' first calls at the door, however short their
 * wait: four browsers opening a page together were put in line (issue 40). On PostgreSQL the
 * line opens by itself at the same door waits, and once open lets in while calls inside wait less
 * than 400 ms at the door (issue 41): with the 100 ms target it let a crowd in too slowly and the sale
 * took 1.35 times as long; at 400 ms, 4,000 shoppers of 2 tickets for 499 places had their last order
 * within 1.05 times of a run without the line, and 2,000 for 100 or 499 places sold out within 1.2
 * times (server/README.md, 'Stadium scale'). A newcomer's place is taken without a turn at the door
 * there (SqlStore.line.join).
 */
export const PACE_BY_STORE: Record<'memory' | 'pglite' | 'postgres', Partial<KeeperOptions>> = {
  // No door to measure: the memory store (the tests' store) opens the line only for an on-sale.
  memory: {},
  pglite: {
    automatic: true,
    targetWaitMs: 50,
    onTheirWayTicks: 1,
    holdMs: 0,
    openAtWaitMs: 500,
    openAtFirstCallWaitMs: 1000,
  },
  postgres: {
    automatic: true,
    targetWaitMs: 400,
    holdMs: 2000,
    openAtWaitMs: 500,
    openAtFirstCallWaitMs: 1000,
  },
};

export class LineKeeper {
  #line: LineState = { last: 0, admitted: 0 };
  #perTick: number;
  /** The last tick measured calls inside waiting at the door past `openAtWaitMs`. */
  #slowTick = false;
  /** This tick, a shopper found no room and took a place in line. */
  #turnedAway = false;
  /** The last tick let in a tick's worth from the line. */
  #admittedByLine = false;
  #readAt = Number.NEGATIVE_INFINITY;
  /** Places let in per second lately, across instances (for the estimates). */
  #perSecond = 0;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;
  #ticking: Promise<void> | null = null;
  /** The on-sale's draw (draw.ts) once this instance knows it, with the sale (this.onSale) it is for. */
  #draw: { readonly sale: OnSale; readonly draw: Draw } | null = null;

  /**
   * Shoppers let in who have not come back yet (told to wait by this instance, their place since
   * reached): their load is still to come, so while many are on their way nobody more is let in.
   */
  inFlight: () => number = () => 0;

  /** What the on-sale's item has taken, held and sold (pace.ts saleTaken); null: not known. */
  saleTaken: (item: string) => Promise<number | null> = async () => null;

  /** The paced on-sale's state: where its pace counts from, what it had taken, and when it last took. */
  #pace: {
    readonly sale: OnSale;
    readonly origin: PaceOrigin;
    readonly taken: number | null;
    readonly lastTakenAt: number;
  } | null = null;

  constructor(
    private readonly store: Store,
    private readonly now: () => number,
    public onSale: OnSale | null = null,
    private readonly options: KeeperOptions = KEEPER_DEFAULTS,
  ) {
    this.#perTick = options.firstPerTick;
  }

  get line(): LineState {
    return this.#line;
  }

  get perSecond(): number {
    return this.#perSecond;
  }

  get holdMs(): number {
    return this.options.holdMs;
  }

  /** Places a second the line may let in now: as measured lately, or as allowed this tick. */
  get pace(): number {
    return Math.max(this.#perSecond, (this.#perTick * 1000) / this.options.tickMs);
  }

  /**
   * The place `place` is let in at: its drawn place when it was handed out before the on-sale opened
   * (draw.ts), itself otherwise, and until this instance knows the draw (nobody of the band is let in
   * before the draw is made).
   */
  placeOf(place: number): number {
    const sale = this.onSale;
    const known = this.#draw;
    if (!sale || known?.sale !== sale) return place;
    return drawnPlace(place, known.draw);
  }

  #drawing: Promise<void> | null = null;

  /** Makes (or reads) the on-sale's draw, once at a time: the promise of it, which a tick waits for a while at most. */
  #drawSoon(sale: OnSale): Promise<void> {
    this.#drawing ??= makeDraw(this.store, sale)
      .then((draw) => {
        if (this.onSale === sale) this.#draw = { sale, draw };
      })
      .catch(() => undefined) // a busy store: the next tick tries again
      .finally(() => {
        this.#drawing = null;
      });
    return this.#drawing;
  }

  /** Whether this instance knows the current on-sale's draw (made once it opened). */
  drawKnown(): boolean {
    return this.onSale !== null && this.#draw?.sale === this.onSale;
  }

  /** An on-sale has opened and its draw is not known here yet: the places in line are about to change. */
  drawPending(): boolean {
    const sale = this.onSale;
    return sale !== null && this.now() >= sale.opensAt && !this.drawKnown();
  }

  /** Reads the on-sale's draw, once it has opened, if another instance has made it (nothing is made here). */
  async learnDraw(): Promise<void> {
    const sale = this.onSale;
    if (!sale || this.now() < sale.opensAt || this.#draw?.sale === sale) return;
    const draw = await readDraw(this.store, sale);
    if (draw) this.#draw = { sale, draw };
  }

  /**
   * How many places an opened, paced on-sale's line may let in now (pace.ts); any number without a
   * pace. Reads what the sale has taken: a take after a lull restarts the pace from there.
   */
  async #pacedRoom(sale: OnSale, draw: Draw, now: number): Promise<number> {
    const perSecond = this.options.onSalePerSecond;
    if (!(perSecond > 0)) return Number.POSITIVE_INFINITY;
    const before =
      this.#pace?.sale === sale
        ? this.#pace
        : { sale, origin: { at: sale.opensAt, admitted: draw.from }, taken: null, lastTakenAt: sale.opensAt };
    const taken = await this.saleTaken(sale.item).catch(() => null);
    let { origin, lastTakenAt } = before;
    if (taken === null)
      lastTakenAt = now; // unknown: never a lull
    else if (before.taken !== null && taken > before.taken) {
      if (inLull({ now, lastTakenAt })) origin = { at: now, admitted: this.#line.admitted };
      lastTakenAt = now;
    }
    this.#pace = { sale, origin, taken: taken ?? before.taken, lastTakenAt };
    return pacedRoom({ perSecond, origin, admitted: this.#line.admitted, now, lastTakenAt });
  }

  /** Starts the ticks (once; on the first call the instance serves), unless stopped. */
  start(): void {
    if (this.#timer || this.#stopped) return;
    this.#timer = setInterval(() => void this.tick(), this.options.tickMs);
    this.#timer.unref();
  }

  /** Stops the ticks for good (a test then ticks by hand). */
  stop(): void {
    clearInterval(this.#timer);
    this.#stopped = true;
  }

  /**
   * The store cannot keep up (where the line opens by itself): calls inside waited at the door past
   * `openAtWaitMs` by the last tick, or one waiting there now has waited that long, or a visitor's
   * first call waiting there now has waited past `openAtFirstCallWaitMs`.
   */
  #behind(): boolean {
    if (!this.options.automatic) return false;
    if (this.#slowTick) return true;
    const { inside, firstCalls } = this.store.doorBacklogMs();
    return inside > this.options.openAtWaitMs || firstCalls > this.options.openAtFirstCallWaitMs;
  }

  /**
   * Whether one shopper more may come in straight now (nobody waiting in line is the caller's to
   * check, rules.ts decide): yes while the store keeps up, however many come together.
   */
  mayEnter = (): boolean => !this.#behind();

  /** Whether a shopper coming now would wait: others wait, or the store cannot keep up. */
  crowded(): boolean {
    return lineMoves(this.#line, this.onSale, this.now()) || this.#behind();
  }

  /** Calls held for their place (reached), each with its place and its answer. */
  #holds: { place: number; answer: (reached: boolean) => void }[] = [];

  /** Answers true once the line reaches `place`, or false after `ms` (a held call, http/waiting.ts). */
  reached(place: number, ms: number): Promise<boolean> {
    if (place <= this.#line.admitted) return Promise.resolve(true);
    return new Promise((resolve) => {
      const hold = {
        place,
        answer: (reached: boolean) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => {
        this.#holds = this.#holds.filter((h) => h !== hold);
        resolve(false);
      }, ms);
      this.#holds.push(hold);
    });
  }

  /** Lets the held calls whose places the line has reached go on. */
  #release(): void {
    const { admitted } = this.#line;
    if (!this.#holds.some((h) => h.place <= admitted)) return;
    const still = [];
    for (const hold of this.#holds) {
      if (hold.place <= admitted) hold.answer(true);
      else still.push(hold);
    }
    this.#holds = still;
  }

  /** A place this instance handed out: the line moves from the next tick. */
  joined(place: number): void {
    this.#turnedAway = true;
    if (place > this.#line.last) this.#line = { ...this.#line, last: place };
  }

  /** One tick (the timer's; tests call it). Ticks never overlap: a slow one makes the next wait. */
  tick(): Promise<void> {
    this.#ticking ??= this.#tick().finally(() => {
      this.#ticking = null;
    });
    return this.#ticking;
  }

  async #tick(): Promise<void> {
    const now = this.now();
    // Rates are timed on the process's own clock (the server's may be set apart, even stopped).
    const at = performance.now();
    const waited = this.store.doorWaitMs();
    const calm = waited < this.options.targetWaitMs;
    this.#slowTick = waited > this.options.openAtWaitMs;
    // Grows by a quarter a calm tick in which more came than it let in, not faster, and not while
    // what comes fits: those let in show their load only when they come back (within a second or
    // so), and the pace must not run ahead of what it has seen (grown by a day's trickle of
    // visitors, it would let the next crowd's whole first wave in at once).
    const used = this.#admittedByLine || this.#turnedAway;
    this.#turnedAway = false;
    if (!calm) this.#perTick = Math.max(1, this.#perTick >> 1);
    else if (used)
      this.#perTick = Math.min(this.options.maxPerTick, this.#perTick + Math.max(1, this.#perTick >> 2));
    this.#admittedByLine = false;
    const moving = lineMoves(this.#line, this.onSale, now);
    const onTheirWay = moving && calm && this.inFlight() > this.options.onTheirWayTicks * this.#perTick;
    const before = this.#line;
    try {
      // The band of places handed out before the on-sale opened is drawn before any is let in. The
      // draw is made beside the ticks, which go on reading the line meanwhile (another instance's
      // admissions), so that a slow draw never holds this instance's shoppers behind the others'.
      const sale = this.onSale;
      // At the first tick after the opening, whether or not anyone waits then (a later crowd is not the band).
      let undrawn = sale !== null && now >= sale.opensAt && !this.drawKnown();
      if (undrawn && sale) {
        await Promise.race([this.#drawSoon(sale), delay(this.options.tickMs)]);
        undrawn = !this.drawKnown();
      }
      const known = this.#draw;
      const room =
        sale && known?.sale === sale && moving && !undrawn
          ? await this.#pacedRoom(sale, known.draw, now)
          : Number.POSITIVE_INFINITY;
      if (moving && calm && !onTheirWay && !undrawn && room > 0) {
        this.#line = await this.store.line.admit(Math.min(this.#perTick, room));
        this.#admittedByLine = true;
      } else if (
        moving ||
        at - this.#readAt >= this.options.idleReadMs ||
        (this.onSale && now < this.onSale.opensAt)
      )
        this.#line = await this.store.line.read();
      else return;
    } catch {
      return; // a busy store: the next tick tries again
    }
    const seconds = Math.max(0.001, (at - this.#readAt) / 1000);
    const rate = Math.max(0, this.#line.admitted - before.admitted) / seconds;
    this.#perSecond = Number.isFinite(this.#readAt) ? this.#perSecond * 0.7 + rate * 0.3 : rate;
    this.#readAt = at;
    this.#release();
  }
}
