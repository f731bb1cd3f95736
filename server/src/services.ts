// Everything a handler may use besides its request and session: the store, the seeded venue, the
// clock and the server's own addresses. Tests build their own with a fixed clock.
import type { Venue } from './catalog/venue.js';
import type { CustomerLimits } from './domain/orders/customer-limits.js';
import type { WaitingRoom } from './http/waiting.js';
import type { Store } from './store/store.js';

export interface Clock {
  /** Milliseconds since 1970. */
  now(): number;
}

export interface ServerOptions {
  /** Origin of the simulated card provider's page (a second port), e.g. http://127.0.0.1:8081. */
  readonly cardProviderOrigin: string;
  /** Idle time in seconds after which a session ends (the settings' sessionTimeout). */
  readonly sessionTimeout: number;
  /**
   * The site's public origin (https://tickets.example) for the absolute URLs it answers; null: such
   * URLs are answered relative to the site (never built from the request's Host header).
   */
  readonly publicOrigin: string | null;
  /**
   * The proxies in front of this server, which set X-Forwarded-For and X-Forwarded-Proto: believe
   * what they wrote (http/client.ts) for the client's address (throttles) and for HTTPS (Secure
   * cookies). false: none, the headers are ignored, since any client could send them.
   */
  readonly trustProxy: TrustProxy;
  /** Send Strict-Transport-Security on HTTPS answers (turn on once the site is served only over HTTPS). */
  readonly hsts: boolean;
  /** How long the simulated card provider takes to answer a charge (ms): a real gateway's latency. */
  readonly cardLatencyMs: number;
  /**
   * How long an order's held places wait for its payment (ms) before a sweep settles the order with
   * the card provider (confirmed if it was charged, its places given back if not).
   */
  readonly paymentWindowMs: number;
  /**
   * How long what a shopper adds to the cart is held for them (ms, domain/holds; 15 minutes unless
   * set), never longer than the session's idle timeout; 0: the cart holds nothing.
   */
  readonly cartHoldMs: number;
  /** Tickets one customer may hold plus buy per performance (domain/orders/customer-limits.ts). */
  readonly customerLimits: CustomerLimits;
  /** Whether the card provider takes the story's test key (providers/card-gateway.ts): test servers only. */
  readonly storyPaymentKey: boolean;
}

/**
 * Which proxies are trusted (TRUST_PROXY, http/client.ts trustProxyFrom): false, none; a number, that
 * many in front of the server (1: one); or their addresses, subnets and proxy-addr's names
 * (`loopback`, `10.0.0.0/8`).
 */
export type TrustProxy = false | number | readonly string[];

export interface Services {
  readonly store: Store;
  /** The waiting room's line at this instance (http/waiting.ts). */
  readonly waitingRoom: WaitingRoom;
  readonly venue: Venue;
  readonly clock: Clock;
  readonly options: ServerOptions;
}
