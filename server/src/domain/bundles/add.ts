// addToCart's bundle-builder lines (sale flow 19) against the bundles on sale. The request names
// neither the bundle nor its date (002 §7.2): the date is the lines' entry times', and the lines
// must make a valid selection of a bundle's steps on that date.
import { bundles } from '../../catalog/bundles.js';
import { type BundleLine, bundleSelectionIssue, NOT_IN_BUNDLE } from './selection.js';
import { BUNDLE_NOT_AVAILABLE_ON_DATE, bundleSteps, type StepsContext } from './steps.js';

/** Why the lines make no bundle on sale (the first bundle's reason), or undefined when they make one. */
export async function bundleAddIssue(
  ctx: StepsContext,
  lines: readonly BundleLine[],
): Promise<string | undefined> {
  const dates = new Set(
    lines.flatMap((line) => {
      const performance = line.performanceId ? ctx.venue.performance(line.performanceId) : undefined;
      return performance ? [performance.date] : [];
    }),
  );
  // A bundle is for one date.
  if (dates.size > 1) return NOT_IN_BUNDLE;
  let first: string | undefined;
  for (const bundle of bundles.filter((b) => b.onSale)) {
    // Lines without an entry time (add-ons only) name no date: any of the bundle's may do.
    for (const date of dates.size > 0 ? dates : bundle.dates) {
      const steps = await bundleSteps(ctx, bundle, date);
      if (!steps) continue;
      const issue = bundleSelectionIssue(steps, lines);
      if (issue === undefined) return undefined;
      first ??= issue;
    }
  }
  return first ?? BUNDLE_NOT_AVAILABLE_ON_DATE;
}
