// The holds' sweep, run by every instance beside the orders' (features/order/sweep.ts): every few
// seconds, the holds that are over give their places back and their lines leave their carts
// (domain/holds/expiry.ts). Each session is swept under its own turn, so instances sweeping at once
// end a hold once.
import { repeatEvery } from '../../clock.js';
import { sweepHolds } from '../../domain/holds/expiry.js';
import type { Services } from '../../services.js';

/** How often the holds are swept: a hold ends at most this late (ms). */
export const HOLD_SWEEP_MS = 5_000;

/** Sweeps every HOLD_SWEEP_MS, one sweep at a time; answers the function that stops it. */
export const startHoldSweep = (services: Services, onError: (error: unknown) => void): (() => void) =>
  repeatEvery(HOLD_SWEEP_MS, () => sweepHolds(services), onError);
