// Shortcuts for a journey's starting state, through the page's own session (its cookies), using
// the contract's request examples' values.
import type { Page } from '@playwright/test';

/** Opens the page's session and puts the story's day tickets (2 adults, 1 child) in its cart. */
export async function addDayTickets(page: Page): Promise<void> {
  await page.request.get('/api/session');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const line = (productVariantId: string, quantity: number) => ({
    productVariantId,
    productId: 'prod_day',
    performances: [
      { selectionIndex: 1, performanceId: 'perf_day_20261205_1000', showCategoryId: null, seatId: null },
    ],
    entitlementId: null,
    quantity,
  });
  const response = await page.request.post('/api/cart/add', {
    headers: { 'X-XSRF-TOKEN': token },
    data: {
      items: [line('var_day_adult', 2), line('var_day_child', 1)],
      reSubmitContext: null,
      saleFlowId: 1,
    },
  });
  const body = (await response.json()) as { success: boolean; message?: string };
  if (!body.success) throw new Error(`could not add the day tickets: ${body.message}`);
}
