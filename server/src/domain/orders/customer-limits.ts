// How many tickets one customer may hold and buy for one performance (issue 37). A scalper's script
// takes what it can; a limit per customer caps it, counted three ways so that a script cannot step
// around it: per session (a script's many sessions each meet it), per account (one account's many
// sessions share it) and per client address (many sessions from one address share a larger one, as
// a household or an office may). What is held in a cart and what is bought both count, for as long
// as the performance is on sale.
//
// Each limit is a count in the sold counts (Store.changeCounts) under a key of its own, with the
// limit as its capacity: it is taken in the same statement as the performance's places, when the cart
// holds them and when an order sells them, all or none, on every instance. So the limit holds under a
// crowd as the capacity does, and is given back with the places (a line removed, a hold ended, a
// declined payment).
//
// An operator's on-sale (the waiting room's item) has limits of its own, smaller, on the performances
// it covers: that is where demand is many times the places.
//
// A small performance is held to a share of its places besides (performanceLimits): 20 tickets is a
// group's order at a 500-place park, but the whole of a 24-seat dinner's free seats.

/** Tickets a customer may hold plus buy per performance (0: no limit of that kind). */
export interface CustomerLimits {
  /** Per session and per account, on every performance. */
  readonly perCustomer: number;
  /** Per client address, on every performance. */
  readonly perAddress: number;
  /** Per session and per account, on the performances of an on-sale. */
  readonly onSalePerCustomer: number;
  /** Per client address, on the performances of an on-sale. */
  readonly onSalePerAddress: number;
}

/**
 * A family or a small group buys in one go (the seeds' quantity maximum per line is 100, for group
 * orders, which an operator lets through by raising these), and many shoppers may share an address
 * (a household, an office, a carrier's NAT): twice a customer's. An on-sale's places go around: 4
 * per customer, as the hottest on-sales do, and a household's 8 per address.
 */
export const CUSTOMER_LIMIT_DEFAULTS: CustomerLimits = {
  perCustomer: 20,
  perAddress: 40,
  onSalePerCustomer: 4,
  onSalePerAddress: 8,
};

/** Who takes the tickets: the session, its account, and the client's address when known. */
export interface Customer {
  readonly id: string;
  readonly accountId: string | null;
  /** The client's address key (http/client.ts addressKey: an IPv6 client is its /64). */
  readonly address?: string | undefined;
}

const PREFIX = 'limit:';

export type LimitKind = 'session' | 'account' | 'address';

/** A limit's count key: `limit:<performanceId>:<kind>:<who>`. */
export const limitKey = (performanceId: string, kind: LimitKind, who: string) =>
  `${PREFIX}${performanceId}:${kind}:${who}`;

/** The kind of a limit's count key (null for any other key); the address may hold colons (IPv6). */
export function limitKindOf(key: string): LimitKind | null {
  const kind = /^limit:[^:]*:(session|account|address):/.exec(key)?.[1];
  return kind === 'session' || kind === 'account' || kind === 'address' ? kind : null;
}

/**
 * What one customer may take of a performance of `capacity` places, whatever the limits say: a
 * quarter of its places, rounded up, and never fewer than 2 (a couple). Four customers then leave
 * nothing for a fifth at most; one can never empty it.
 */
export const customerShare = (capacity: number): number => Math.max(2, Math.ceil(capacity / 4));

/**
 * The limits on one performance of `capacity` places (unknown: the configured ones): each configured
 * limit, but a customer's at most their share (customerShare) and an address's at most twice it, as
 * the configured ones are. A limit of 0 stays none: an operator who turns limits off means it.
 */
export function performanceLimits(
  limits: CustomerLimits,
  onSale: boolean,
  capacity?: number,
): { perCustomer: number; perAddress: number } {
  const perCustomer = onSale ? limits.onSalePerCustomer : limits.perCustomer;
  const perAddress = onSale ? limits.onSalePerAddress : limits.perAddress;
  if (capacity === undefined) return { perCustomer, perAddress };
  const share = customerShare(capacity);
  return {
    perCustomer: perCustomer > 0 ? Math.min(perCustomer, share) : 0,
    perAddress: perAddress > 0 ? Math.min(perAddress, 2 * share) : 0,
  };
}

/**
 * The counts `quantity` tickets for `performanceId` (of `capacity` places, when known) take of the
 * customer's limits, with each limit (performanceLimits).
 */
export function limitCounts(
  limits: CustomerLimits,
  customer: Customer,
  performanceId: string,
  onSale: boolean,
  quantity: number,
  capacity?: number,
): { key: string; by: number; capacity: number }[] {
  const { perCustomer, perAddress } = performanceLimits(limits, onSale, capacity);
  const counts: { key: string; by: number; capacity: number }[] = [];
  if (perCustomer > 0) {
    counts.push({
      key: limitKey(performanceId, 'session', customer.id),
      by: quantity,
      capacity: perCustomer,
    });
    if (customer.accountId)
      counts.push({
        key: limitKey(performanceId, 'account', customer.accountId),
        by: quantity,
        capacity: perCustomer,
      });
  }
  if (perAddress > 0 && customer.address)
    counts.push({
      key: limitKey(performanceId, 'address', customer.address),
      by: quantity,
      capacity: perAddress,
    });
  return counts;
}

/**
 * What the shopper reads when the change would make `total` tickets for a performance (`when`) under
 * `kind`'s limit of `limit`.
 */
export function limitMessage(kind: LimitKind, limit: number, total: number, when: string): string {
  return kind === 'address'
    ? `At most ${limit} tickets for ${when} may be held and bought from one network; this would make ${total} from yours. Please change the quantity.`
    : `You may hold and buy at most ${limit} tickets for ${when}; this would make ${total}. Please change the quantity.`;
}

/** Reads BOXOFFICE_CUSTOMER_LIMIT, _ADDRESS_LIMIT, _ON_SALE_LIMIT and _ON_SALE_ADDRESS_LIMIT (0: none). */
export function customerLimitsFrom(env: Readonly<Record<string, string | undefined>>): CustomerLimits {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`${name} must be a whole number of tickets, 0 (no limit) or more, not '${value}'`);
    return n;
  };
  const d = CUSTOMER_LIMIT_DEFAULTS;
  return {
    perCustomer: read('BOXOFFICE_CUSTOMER_LIMIT', d.perCustomer),
    perAddress: read('BOXOFFICE_ADDRESS_LIMIT', d.perAddress),
    onSalePerCustomer: read('BOXOFFICE_ON_SALE_LIMIT', d.onSalePerCustomer),
    onSalePerAddress: read('BOXOFFICE_ON_SALE_ADDRESS_LIMIT', d.onSalePerAddress),
  };
}
