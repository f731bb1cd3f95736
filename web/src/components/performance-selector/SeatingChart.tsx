// The seating chart (seed 000 §2): the performance's image with each section's outline drawn over it
// from seatingChartCoordinates (image pixels), the chosen section highlighted. Decorative for
// assistive technology: the sections are chosen in the labelled list beside it.
import { useState } from 'react';
import type { PerformanceDetail } from './selector-state';

type Section = PerformanceDetail['showCategories'][number];

interface SeatingChartProps {
  readonly image: string;
  readonly sections: readonly Section[];
  readonly selectedId: string | null;
}

export function SeatingChart({ image, sections, selectedId }: SeatingChartProps) {
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  return (
    <figure className="seating-chart">
      <img
        src={image}
        alt="Seating chart"
        onLoad={(event) =>
          setSize({ w: event.currentTarget.naturalWidth, h: event.currentTarget.naturalHeight })
        }
      />
      {size ? (
        <svg viewBox={`0 0 ${size.w} ${size.h}`} aria-hidden="true" preserveAspectRatio="none">
          {sections
            .filter((s) => s.seatingChartCoordinates.length > 2)
            .map((s) => (
              <polygon
                key={s.showCategoryId}
                className={s.showCategoryId === selectedId ? 'selected' : undefined}
                points={s.seatingChartCoordinates.map((p) => `${p.x},${p.y}`).join(' ')}
              />
            ))}
        </svg>
      ) : null}
    </figure>
  );
}
