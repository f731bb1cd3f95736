import { describe, expect, it } from 'vitest';
import { findBundle } from '../../src/catalog/bundles.js';
import { createVenue } from '../../src/catalog/venue.js';
import {
  bundleAddIssue,
  bundleSelectionIssue,
  bundleSteps,
  NOT_IN_BUNDLE,
} from '../../src/domain/bundles/index.js';
import { recordSale, saleCapacity } from '../../src/domain/capacity.js';
import { MemoryStore } from '../../src/store/memory-store.js';

const now = Date.parse('2026-11-22T15:00:00Z');
const venue = createVenue(new Date(now));
const bundle = findBundle('bundle_family');
if (!bundle) throw new Error('no bundle');
const context = () => ({ venue, store: new MemoryStore(() => 60_000), now });

const steps = (await bundleSteps(context(), bundle, '2026-12-05')) ?? [];
const adult = (quantity: number, performanceId: string | null = 'perf_day_20261205_1000') => ({
  productVariantId: 'var_day_adult',
  quantity,
  performanceId,
});

describe('bundle steps on a date', () => {
  it('is not available off its dates or after them', async () => {
    expect(await bundleSteps(context(), bundle, '2026-12-06')).toBeNull();
    expect(
      await bundleSteps({ ...context(), now: Date.parse('2026-12-06T15:00:00Z') }, bundle, '2026-12-05'),
    ).toBeNull();
  });

  it('leaves out sold-out entry times and is unavailable when a required step has none', async () => {
    const ctx = context();
    for (const p of venue.performancesOn('prod_day', '2026-12-05'))
      await recordSale(ctx.store, p, undefined, saleCapacity(p));
    expect(await bundleSteps(ctx, bundle, '2026-12-05')).toBeNull();
  });
});

describe('bundle selection', () => {
  it('accepts tickets within the step limits with a time, and optional add-ons', () => {
    const dining = { productVariantId: 'var_dining_adult', quantity: 2, performanceId: null };
    expect(bundleSelectionIssue(steps, [adult(2), dining])).toBeUndefined();
  });

  it('needs the required step and a time for timed variants', () => {
    expect(bundleSelectionIssue(steps, [])).toBe('Minimum quantity is 1, Maximum quantity is 8');
    expect(bundleSelectionIssue(steps, [adult(2, null)])).toBe(NOT_IN_BUNDLE);
  });

  it('keeps each step and variant within the lower of their maxima', () => {
    expect(bundleSelectionIssue(steps, [adult(9)])).toBe('Minimum quantity is 0, Maximum quantity is 8');
    const dining = { productVariantId: 'var_dining_adult', quantity: 9, performanceId: null };
    expect(bundleSelectionIssue(steps, [adult(1), dining])).toBe(
      'Minimum quantity is 0, Maximum quantity is 8',
    );
  });

  it('refuses a variant that is not in the bundle', () => {
    const parking = { productVariantId: 'var_parking', quantity: 1, performanceId: null };
    expect(bundleSelectionIssue(steps, [adult(1), parking])).toBe(NOT_IN_BUNDLE);
  });
});

describe('bundle lines added to the cart (no bundle id or date in the request)', () => {
  it('takes the date from the entry times and accepts a valid selection of a bundle that day', async () => {
    expect(await bundleAddIssue(context(), [adult(2)])).toBeUndefined();
    expect(await bundleAddIssue(context(), [adult(2, 'perf_day_20261212_1000')])).toBeUndefined();
  });

  it('refuses lines on two dates; lines without a date answer the first bundle date\u2019s rule', async () => {
    expect(await bundleAddIssue(context(), [adult(1), adult(1, 'perf_day_20261212_1000')])).toBe(
      NOT_IN_BUNDLE,
    );
    const dining = { productVariantId: 'var_dining_adult', quantity: 1, performanceId: null };
    expect(await bundleAddIssue(context(), [dining])).toBe('Minimum quantity is 1, Maximum quantity is 8');
  });
});
