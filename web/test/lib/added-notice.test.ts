// What the product page added, left for the page the flow goes on to (lib/added-notice.ts): taken once.
import { describe, expect, it } from 'vitest';
import { addedNotice, leaveAddedNotice, takeAddedNotice } from '../../src/lib/added-notice';
import { addedToCartText } from '../../src/lib/product-modal';

describe('the added-to-cart words for the next page', () => {
  it('are taken once by the page that shows them', () => {
    const added = {
      productName: 'Day Ticket',
      lines: [
        { name: 'Adult (Ages 10+)', quantity: 2 },
        { name: 'Child (Ages 3-9)', quantity: 1 },
      ],
    };
    leaveAddedNotice(addedToCartText(added));
    expect(addedNotice.text).toBe('Added to your cart: 2 Adult (Ages 10+), 1 Child (Ages 3-9) — Day Ticket');
    expect(takeAddedNotice()).toBe('Added to your cart: 2 Adult (Ages 10+), 1 Child (Ages 3-9) — Day Ticket');
    expect(takeAddedNotice()).toBeNull();
  });
});
