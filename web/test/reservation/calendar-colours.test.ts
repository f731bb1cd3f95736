// Choose Date's colours (seed 002 §2.2 legend, §2.4 colours): every legend entry has a swatch in the
// colour its days carry, and each day's text reads at 4.5:1 on that colour (WCAG AA, as axe checks).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGEND } from '../../src/features/reservation/calendar';

const css = readFileSync(new URL('../../src/features/reservation/reservation.css', import.meta.url), 'utf8');

/** The legend status's colour name in reservation.css (--capacity-<name>). */
const NAMES = {
  unavailable: 'unavailable',
  reached: 'full',
  almost: 'almost',
  nearing: 'nearing',
  available: 'available',
} as const;

const variable = (name: string): string => {
  const found = css.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{3,6});`, 'i'))?.[1];
  if (!found) throw new Error(`--${name} is not set`);
  return found;
};

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("Choose Date's colours", () => {
  it.each(LEGEND.map((l) => [l.text, l.status] as const))(
    '%s has a swatch in its days’ colour',
    (_, status) => {
      const name = NAMES[status as keyof typeof NAMES];
      expect(css).toMatch(
        new RegExp(`\\.legend-${status}::before\\s*{\\s*background: var\\(--capacity-${name}\\);`),
      );
      expect(css).toContain(`--pico-background-color: var(--capacity-${name});`);
    },
  );
  it.each(Object.values(NAMES))('%s days read at 4.5:1 or more', (name) => {
    expect(contrast(variable(`capacity-${name}`), variable(`capacity-${name}-text`))).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
