// Accessibility check of the page as it is: axe-core run in the page; serious and critical
// violations fail the journey, listed by rule and element. And nothing is wider than the screen
// (WCAG 1.4.10 reflow): the page never needs a sideways scroll, on the phone above all; what sticks
// out is named.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Evaluated, not added as a <script>: the storefront's Content-Security-Policy refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function expectAccessible(page: Page): Promise<void> {
  // The app routes in the page: axe stays loaded from one page to the next until a full load.
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe.run({ resultTypes: ['violations'] });
    return result.violations;
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
  await expectNoSidewaysScroll(page);
}

/**
 * Nothing needs a sideways scroll: the page is no wider than the window, and no part of it (a table in
 * a scrolling box, a clipped cell) is wider than its box. Answers what sticks out, if anything.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element, px: number) => {
      const name = element.id
        ? `#${element.id}`
        : typeof element.className === 'string' && element.className
          ? `.${element.className.split(' ')[0]}`
          : '';
      return `${element.tagName.toLowerCase()}${name} (${Math.round(px)} px)`;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page: ${document.documentElement.scrollWidth} px wide in ${width} px`);
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        const parent = element.parentElement?.getBoundingClientRect();
        // The outermost that sticks out: a wide table, not each of its cells.
        if (box.width > 0 && box.right > width + 0.5 && !(parent && parent.right > width + 0.5))
          found.push(describe(element, box.right));
      }
    }
    // A box whose content is wider than itself, scrolled or cut off (form fields and the 1 px
    // visually hidden texts aside).
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (['INPUT', 'TEXTAREA', 'SELECT', 'OPTION'].includes(element.tagName)) continue;
      if (element.clientWidth <= 1 || element.scrollWidth <= element.clientWidth + 1) continue;
      const { overflowX } = getComputedStyle(element);
      if (overflowX === 'visible' || overflowX === 'clip') continue;
      if (element.getClientRects().length === 0) continue;
      found.push(`${describe(element, element.scrollWidth)} in a ${element.clientWidth} px box`);
    }
    return found.slice(0, 8);
  });
  expect(overflow, `sideways scroll on ${page.url()}`).toEqual([]);
}
