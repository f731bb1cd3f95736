// The operator's on-sale, from the environment: BOXOFFICE_ON_SALE_ITEM (a product or performance id)
// and BOXOFFICE_ON_SALE_AT (when it opens, an ISO date and time with its offset, by the server's
// clock). Shoppers asking for the item before then wait in line, and are let in, in the order they
// came, from then on (rules.ts).
import type { KeeperOptions } from './keeper.js';
import type { OnSale } from './rules.js';

export function onSaleFrom(env: Readonly<Record<string, string | undefined>>): OnSale | null {
  const item = env.BOXOFFICE_ON_SALE_ITEM?.trim();
  const at = env.BOXOFFICE_ON_SALE_AT?.trim();
  if (!item && !at) return null;
  const opensAt = at ? Date.parse(at) : Number.NaN;
  if (!item || Number.isNaN(opensAt) || !/(Z|[+-]\d\d:?\d\d)$/.test(at ?? ''))
    throw new Error(
      'An on-sale needs both BOXOFFICE_ON_SALE_ITEM (a product or performance id) and BOXOFFICE_ON_SALE_AT (an ISO time with its offset, such as 2026-12-01T10:00:00-05:00)',
    );
  return { item, opensAt };
}

/**
 * The waiting room's pace where the environment sets it: BOXOFFICE_LINE_TARGET_MS (how long calls
 * inside may wait at an instance's door before nobody more is let in), BOXOFFICE_LINE_OPENS_AT_MS
 * (where the line opens by itself: how long calls of shoppers inside may wait at the door before
 * newcomers take a place in line; visitors' first calls twice as long; 0: never by itself),
 * BOXOFFICE_LINE_PER_TICK (the most let in by an instance a quarter of a second) and
 * BOXOFFICE_ON_SALE_PACE (the most let in from an opened on-sale's line a second, across instances:
 * pace.ts).
 */
export function linePaceFrom(env: Readonly<Record<string, string | undefined>>): Partial<KeeperOptions> {
  const pace: {
    automatic?: boolean;
    targetWaitMs?: number;
    openAtWaitMs?: number;
    openAtFirstCallWaitMs?: number;
    maxPerTick?: number;
    onSalePerSecond?: number;
  } = {};
  const target = Number(env.BOXOFFICE_LINE_TARGET_MS);
  const opensAt = Number(env.BOXOFFICE_LINE_OPENS_AT_MS);
  const perTick = Number(env.BOXOFFICE_LINE_PER_TICK);
  if (env.BOXOFFICE_LINE_TARGET_MS && target > 0) pace.targetWaitMs = target;
  // One mark for both waits: a visitor's first call's twice that of a shopper inside's, as by default.
  // Set, it also turns the line's opening by itself on where it is off by default (memory); 0 turns
  // it off (the line then opens only for an operator's on-sale).
  if (env.BOXOFFICE_LINE_OPENS_AT_MS === '0') pace.automatic = false;
  else if (env.BOXOFFICE_LINE_OPENS_AT_MS && opensAt > 0) {
    pace.automatic = true;
    pace.openAtWaitMs = opensAt;
    pace.openAtFirstCallWaitMs = 2 * opensAt;
  }
  if (env.BOXOFFICE_LINE_PER_TICK && Number.isInteger(perTick) && perTick > 0) pace.maxPerTick = perTick;
  const onSale = Number(env.BOXOFFICE_ON_SALE_PACE);
  if (env.BOXOFFICE_ON_SALE_PACE && onSale > 0) pace.onSalePerSecond = onSale;
  return pace;
}
