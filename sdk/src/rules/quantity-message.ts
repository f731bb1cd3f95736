/**
 * Seed 000 §5 quantity: 'Minimum quantity is {min}, Maximum quantity is {max}'. A module of its own
 * so the zod-free quantity rules (and the product page) do not pull in every other message.
 */
export const quantityRangeMessage = (min: number, max: number): string =>
  `Minimum quantity is ${min}, Maximum quantity is ${max}`;
