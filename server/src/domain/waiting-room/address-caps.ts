// What one client address may take of the line and of new sessions, per instance. A script on one
// address can open thousands of sessions (each a new visitor to the store, and on the embedded store
// a crowd that puts every honest shopper in line) and take a place in line with each (farming places
// to sell or to use). Caps per address bound both, so a script pushes an honest shopper back by at
// most the cap. They are counted in this instance's memory, not in the store: checking costs no
// round trip, so a flood is refused before it costs the store anything; with several instances an
// address gets the cap on each (the balancer spreads it), which is still a small, fixed number.
//
// Many honest shoppers can share an address (a household, an office, a mobile carrier's NAT), so the
// caps are generous for people and small for scripts: a person opens one session per browser and
// holds one place in line. Before an on-sale opens, though, one place per address goes into the draw
// (draw.ts): every place there has the same chance of coming first, so a script's ten places would be
// ten chances, each worth a customer's limit. The address's other sessions wait for the opening
// without a place and join the line after everyone drawn (http/waiting.ts); people sharing a network
// still get in, later.
//
// An address here is the client's key (http/client.ts addressKey): an IPv6 client is its /64, so a
// host walking the 2^64 addresses of its own block meets these caps as one address.

/** Entries kept per map; past it the least recently seen address is forgotten. */
const REMEMBERED = 100_000;

export interface AddressCapOptions {
  /** New sessions one address may open in a burst, refilled at `sessionsPerMinute`. */
  readonly sessionBurst: number;
  readonly sessionsPerMinute: number;
  /** Places in line one address may hold that the line has not reached yet. */
  readonly placesInLine: number;
  /**
   * Places one address may take before an on-sale opens (those the draw orders); its other sessions
   * wait for the opening without a place and join after them. 0: no such cap.
   */
  readonly placesInDraw: number;
}

export const ADDRESS_CAP_DEFAULTS: AddressCapOptions = {
  sessionBurst: 60,
  sessionsPerMinute: 60,
  placesInLine: 10,
  placesInDraw: 1,
};

interface Bucket {
  tokens: number;
  at: number;
}

function touch<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  if (map.size >= REMEMBERED) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

export class AddressCaps {
  readonly #sessions = new Map<string, Bucket>();
  /** Places each address took in line, oldest first (those reached are dropped as they are seen). */
  readonly #places = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    readonly options: AddressCapOptions = ADDRESS_CAP_DEFAULTS,
  ) {}

  /**
   * A new session from `address`: 0 when it may open one now (counted), else the ms until it may. A
   * burst is allowed, then one every 60 / sessionsPerMinute seconds.
   */
  newSession(address: string): number {
    const { sessionBurst, sessionsPerMinute } = this.options;
    if (sessionBurst <= 0) return 0;
    const now = this.now();
    const perMs = sessionsPerMinute / 60_000;
    const seen = this.#sessions.get(address);
    const tokens = seen ? Math.min(sessionBurst, seen.tokens + (now - seen.at) * perMs) : sessionBurst;
    if (tokens >= 1) {
      touch(this.#sessions, address, { tokens: tokens - 1, at: now });
      return 0;
    }
    touch(this.#sessions, address, { tokens, at: now });
    return Math.ceil((1 - tokens) / perMs);
  }

  /** Whether `address` may take one more place in line; `waits` tells a place the line has not reached. */
  mayJoin(address: string, waits: (place: number) => boolean): boolean {
    const { placesInLine } = this.options;
    return placesInLine <= 0 || this.#live(address, waits) < placesInLine;
  }

  /** Whether `address` may take one more place before an on-sale opens (placesInDraw). */
  mayDraw(address: string, waits: (place: number) => boolean): boolean {
    const { placesInDraw } = this.options;
    return placesInDraw <= 0 || this.#live(address, waits) < placesInDraw;
  }

  /** The places `address` holds that the line has not reached (the others are forgotten). */
  #live(address: string, waits: (place: number) => boolean): number {
    const live = (this.#places.get(address) ?? []).filter(waits);
    if (live.length) this.#places.set(address, live);
    else this.#places.delete(address);
    return live.length;
  }

  /** `address` took `place` in line. */
  joined(address: string, place: number): void {
    if (this.options.placesInLine <= 0 && this.options.placesInDraw <= 0) return;
    touch(this.#places, address, [...(this.#places.get(address) ?? []), place]);
  }
}

/**
 * BOXOFFICE_NEW_SESSIONS_PER_MINUTE (per address and instance; the burst is as many; 0: no cap),
 * BOXOFFICE_LINE_PLACES_PER_ADDRESS and BOXOFFICE_DRAW_PLACES_PER_ADDRESS (0: no cap), where set.
 */
export function addressCapsFrom(
  env: Readonly<Record<string, string | undefined>>,
): Partial<AddressCapOptions> {
  const read = (name: string) => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`${name} must be a whole number, 0 (no cap) or more, not '${value}'`);
    return n;
  };
  const sessions = read('BOXOFFICE_NEW_SESSIONS_PER_MINUTE');
  const places = read('BOXOFFICE_LINE_PLACES_PER_ADDRESS');
  const drawn = read('BOXOFFICE_DRAW_PLACES_PER_ADDRESS');
  return {
    ...(drawn === undefined ? {} : { placesInDraw: drawn }),
    ...(sessions === undefined ? {} : { sessionBurst: sessions, sessionsPerMinute: sessions }),
    ...(places === undefined ? {} : { placesInLine: places }),
  };
}
