// The orders' sweep, run by every instance: an order whose places are held past its payment window
// (its server died between the hold and the confirmation, and no call of its shopper has settled it
// since) is settled with the card provider (domain/orders/settle.ts). The provider is asked first,
// holding nothing: it answers the order's charge if one was made, or closes the order so that no
// charge for it is taken from now on. Then, under the order's lock, the order is confirmed (it was
// paid: its submit's answer, kept under its Idempotency-Key, is then the order for a repeat to find)
// or its places are given back (it was not). Also forgets idempotency answers older than 24 hours.

import { repeatEvery } from '../../clock.js';
import { closeReference, idempotencyLedger, pendingOrders, settleClosed } from '../../domain/orders/index.js';
import type { Services } from '../../services.js';

export interface SweepResult {
  readonly confirmed: number;
  readonly released: number;
}

/** Settles every pending order whose payment window has passed. */
export async function sweepOrders(services: Services): Promise<SweepResult> {
  const now = services.clock.now();
  const expired = (await pendingOrders(services.store).values()).filter((p) => p.expiresAt <= now);
  let confirmed = 0;
  let released = 0;
  for (const pending of expired) {
    const charge = await closeReference(services, pending.id);
    const outcome = await services.store.visit(pending.sessionId, services.clock.now(), 'write', (session) =>
      settleClosed(services, session, pending, charge, false),
    );
    if (outcome === 'confirmed') confirmed++;
    if (outcome === 'released') released++;
  }
  return { confirmed, released };
}

/**
 * Sweeps every quarter of the payment window (1 to 15 s), one sweep at a time, and the idempotency
 * answers once a minute; answers the function that stops it.
 */
export function startOrderSweep(services: Services, onError: (error: unknown) => void): () => void {
  const every = Math.min(15_000, Math.max(1000, services.options.paymentWindowMs / 4));
  let lastForget = 0;
  return repeatEvery(
    every,
    async () => {
      await sweepOrders(services);
      if (services.clock.now() - lastForget >= 60_000) {
        lastForget = services.clock.now();
        await idempotencyLedger(services).forgetExpired();
      }
    },
    onError,
  );
}
