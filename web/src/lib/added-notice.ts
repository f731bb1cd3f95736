// What the single product page just put in the cart, said on the page the flow goes on to. Seed 000
// §4 'Product page': a successful add "goes to the next flow step", and that step (the add-on step,
// or the cart when it skips itself) does not say what was added. The product page leaves the words
// (lib/product-modal.ts addedToCartText, as the add-on step says its own adds); the page that shows
// them takes them, so a later visit says nothing.
import { proxy } from 'valtio';

export const addedNotice = proxy<{ text: string | null }>({ text: null });

export const leaveAddedNotice = (text: string): void => {
  addedNotice.text = text;
};

/** The words left for the page arriving, taken once. */
export function takeAddedNotice(): string | null {
  const { text } = addedNotice;
  addedNotice.text = null;
  return text;
}
