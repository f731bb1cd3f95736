// Whether the database answers, for /health/ready, at the cost of a timestamp per round trip: the
// store records the outcome of its round trips (a lost connection: unreachable; any answer, an error
// too: reachable), and only when the last outcome is a failure or is a few seconds old does asking
// run one probe (`SELECT 1`), with a short timeout, at most once a second however often it is asked.

export interface ReachabilityOptions {
  /** How long the last outcome of a round trip stands without a probe (ms). */
  readonly freshMs: number;
  /** Probes at most this often (ms); meanwhile the last outcome is the answer. */
  readonly probeEveryMs: number;
  /** A probe not answered in this time is a failure (ms). */
  readonly timeoutMs: number;
}

export const DEFAULT_REACHABILITY: ReachabilityOptions = {
  freshMs: 3000,
  probeEveryMs: 1000,
  timeoutMs: 1000,
};

export class Reachability {
  #ok = true;
  /** When the last outcome was recorded (never yet: a probe decides). */
  #at = Number.NEGATIVE_INFINITY;
  #probedAt = Number.NEGATIVE_INFINITY;
  #probing: Promise<boolean> | null = null;
  readonly #options: ReachabilityOptions;

  constructor(
    private readonly probe: () => Promise<unknown>,
    options: Partial<ReachabilityOptions> = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#options = { ...DEFAULT_REACHABILITY, ...options };
  }

  /** The database answered a round trip. */
  answered(): void {
    this.#ok = true;
    this.#at = this.now();
  }

  /** A round trip found the connection lost, or none could be made. */
  lost(): void {
    this.#ok = false;
    this.#at = this.now();
  }

  /** Whether the database answers now: the last outcome while it is fresh and good, else a probe. */
  reachable(): Promise<boolean> {
    const now = this.now();
    if (this.#ok && now - this.#at < this.#options.freshMs) return Promise.resolve(true);
    if (this.#probing) return this.#probing;
    if (now - this.#probedAt < this.#options.probeEveryMs) return Promise.resolve(this.#ok);
    this.#probedAt = now;
    this.#probing = this.#check().finally(() => {
      this.#probing = null;
    });
    return this.#probing;
  }

  async #check(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), this.#options.timeoutMs);
      timer.unref();
    });
    // A probe that fails in its own words (a lost connection) has recorded it already; one that
    // does not answer in time, or fails otherwise (too many connections), counts as unreachable too.
    const answered = await Promise.race([
      this.probe().then(
        () => true,
        () => false,
      ),
      timedOut,
    ]).finally(() => clearTimeout(timer));
    if (answered === true) this.answered();
    else this.lost();
    return answered === true;
  }
}
