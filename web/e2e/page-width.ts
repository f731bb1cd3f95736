// The phone journeys' automatic reflow check: an observer in the page measures the page after every
// change to it (a route, a modal, a message, a resize) and reports each state in which the page is
// wider than the screen, with the outermost elements that stick out.
import { expect, type Locator, type Page } from '@playwright/test';

const BINDING = 'boxofficeReportWide';

export async function watchPageWidth(page: Page, report: (found: string) => void): Promise<void> {
  await page.exposeBinding(BINDING, (_source, found: string) => report(found));
  await page.addInitScript((binding: string) => {
    let queued = false;
    const check = () => {
      queued = false;
      const root = document.documentElement;
      const width = root.clientWidth;
      if (root.scrollWidth <= width) return;
      const wide: string[] = [];
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        const parent = element.parentElement?.getBoundingClientRect();
        // The outermost that sticks out, not each of its children; a fixed bar spans the widened
        // page, so it is a symptom, not a cause.
        if (box.width === 0 || box.right <= width + 0.5 || (parent && parent.right > width + 0.5)) continue;
        if (getComputedStyle(element).position !== 'fixed') {
          const name = element.id ? `#${element.id}` : element.classList[0] ? `.${element.classList[0]}` : '';
          wide.push(`${element.tagName.toLowerCase()}${name} (${Math.round(box.right)} px)`);
        }
      }
      const found = `${location.pathname}: ${root.scrollWidth} px in ${width} px; ${wide.slice(0, 4).join(', ')}`;
      (window as unknown as Record<string, (found: string) => void>)[binding]?.(found);
    };
    // Measured once the change has been laid out and painted, so a state that lasts is caught and
    // a half-built one is not.
    const schedule = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => setTimeout(check, 0));
    };
    new MutationObserver(schedule).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    addEventListener('resize', schedule);
    addEventListener('load', schedule);
  }, BINDING);
}

/**
 * A popup (a calendar, a modal) opens wholly inside the window: nothing of it is off screen once it
 * has opened (it scrolls itself into view as its content arrives, a frame or two after it shows).
 */
export async function expectOnScreen(popup: Locator): Promise<void> {
  await expect(popup).toBeVisible();
  await expect(async () => {
    const box = await popup.boundingBox();
    const window = popup.page().viewportSize();
    expect(box && window, 'the popup and the window').toBeTruthy();
    if (!box || !window) return;
    const edges = { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
    expect(edges.left, 'left edge').toBeGreaterThanOrEqual(0);
    expect(edges.top, 'top edge').toBeGreaterThanOrEqual(0);
    expect(edges.right, 'right edge').toBeLessThanOrEqual(window.width);
    expect(edges.bottom, 'bottom edge').toBeLessThanOrEqual(window.height);
  }).toPass({ timeout: 5_000 });
}
