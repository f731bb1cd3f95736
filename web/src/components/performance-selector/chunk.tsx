// The performance selector (with its date field, calendar and seating chart) as a chunk of its own,
// so a product page's first script does not carry it. A product page asks for it at start-up, beside
// the product's data, and shows the product once both are there (features/product/load-product.ts):
// the selector then renders with the page instead of arriving after it and pushing the page down.
import { lazy, Suspense, useState } from 'react';
import type { PerformanceSelectorProps } from './PerformanceSelector';

type Chunk = typeof import('./PerformanceSelector');

let chunk: Promise<Chunk> | undefined;
let loaded: Chunk | undefined;
const load = () => {
  chunk ??= import('./PerformanceSelector').then((m) => {
    loaded = m;
    return m;
  });
  return chunk;
};

/** Starts loading the selector's code (once) and resolves when it is there; never rejects. */
export function selectorReady(): Promise<void> {
  return load().then(
    () => undefined,
    () => undefined,
  );
}

const Lazy = lazy(async () => ({ default: (await load()).PerformanceSelector }));

/**
 * The selector: at once when its code is there (the usual case), which React's lazy cannot do (it
 * shows its fallback for a frame even for code already loaded); else once it arrives. The choice is
 * made at mount, so the selector is never mounted twice.
 */
export function PerformanceSelectorChunk(props: PerformanceSelectorProps) {
  const [Loaded] = useState(() => loaded?.PerformanceSelector);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<p aria-busy="true">Loading the calendar…</p>}>
      <Lazy {...props} />
    </Suspense>
  );
}
