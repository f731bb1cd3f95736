// Session ids a database store can trust without a row (issue 41: a visitor's first call costs no
// database write; the session is written when it first changes something). An id carries when it
// was made and a MAC under the store's key (migrations/008, one key for every instance), so a call
// naming an id that has no row yet is known to be one this store handed out, not one a client made
// up (a script inventing sessions would escape the limits per session), and it ends after the idle
// timeout like any other. The XSRF token is the id's MAC too, so it needs no row either.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const RANDOM_BYTES = 18;
const TIME_BYTES = 6;
const MAC_BYTES = 12;
const SIGNED_LENGTH = RANDOM_BYTES + TIME_BYTES + MAC_BYTES;
/** How far ahead of this instance's clock another instance's may be. */
const CLOCK_SKEW_MS = 60_000;

export class SessionIds {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length < 16) throw new Error('the session key must be at least 16 bytes');
    this.#key = key;
  }

  #mac(purpose: string, bytes: Buffer): Buffer {
    return createHmac('sha256', this.#key).update(purpose).update(bytes).digest();
  }

  /** A new session's id, made at `now`, and its XSRF token. */
  mint(now: number): { id: string; xsrfToken: string } {
    const body = Buffer.alloc(RANDOM_BYTES + TIME_BYTES);
    randomBytes(RANDOM_BYTES).copy(body);
    body.writeUIntBE(Math.max(0, Math.floor(now)), RANDOM_BYTES, TIME_BYTES);
    const id = Buffer.concat([body, this.#mac('id', body).subarray(0, MAC_BYTES)]).toString('base64url');
    return { id, xsrfToken: this.xsrfOf(id) };
  }

  /**
   * When this key made `id`, or null for an id it did not make (a random id of an older version, or
   * one made up): such an id names a session only if its row exists. Not later than `now` (allowing
   * for clocks a minute apart).
   */
  madeAt(id: string, now: number): number | null {
    const bytes = Buffer.from(id, 'base64url');
    if (bytes.length !== SIGNED_LENGTH || bytes.toString('base64url') !== id) return null;
    const body = bytes.subarray(0, RANDOM_BYTES + TIME_BYTES);
    const mac = this.#mac('id', body).subarray(0, MAC_BYTES);
    if (!timingSafeEqual(mac, bytes.subarray(RANDOM_BYTES + TIME_BYTES))) return null;
    const made = body.readUIntBE(RANDOM_BYTES, TIME_BYTES);
    return made <= now + CLOCK_SKEW_MS ? made : null;
  }

  /** The XSRF token of a session this key made: its own MAC, so that no row has to keep it. */
  xsrfOf(id: string): string {
    return this.#mac('xsrf', Buffer.from(id)).subarray(0, 24).toString('base64url');
  }
}
