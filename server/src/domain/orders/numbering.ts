// Identifiers of an order: the confirmation number shoppers read (LAP-100483), the ticket barcodes
// scanned at the gate, the reservation code (RZ7K4M2Q) and the anonymous lookup pair
// (extOrderTokenId + token). Numbers come from the store's sequence, which never repeats one, even
// after a restart; barcodes are random, so one ticket's code says nothing about another's.
import { randomBytes } from 'node:crypto';
import type { Store } from '../../store/store.js';

/** The venue's confirmation-number prefix (STORY.md: LAP-100482). */
export const INVOICE_PREFIX = 'LAP';
/** The first order placed gets this number: the one after the story's LAP-100482 (Jordan's order). */
export const FIRST_ORDER_NUMBER = 100483;

export const invoiceNumber = (orderNumber: number): string => `${INVOICE_PREFIX}-${orderNumber}`;

/** Takes the next order number from the store's sequence (one for every session, kept across restarts). */
export const nextOrderNumber = (store: Store): Promise<number> =>
  store.nextNumber('orderNumber', FIRST_ORDER_NUMBER);

// No 0/O, 1/I/L: the reservation code is read aloud at the gate.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of `length` characters from an alphabet without look-alikes. */
export function randomCode(length: number, random: (n: number) => Uint8Array = randomBytes): string {
  let code = '';
  while (code.length < length) {
    // 248 is the largest multiple of 31 below 256: dropping bytes above it keeps the choice uniform.
    for (const byte of random(length))
      if (byte < 248 && code.length < length) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  }
  return code;
}

/** Digits of a ticket barcode: 16 random digits are 53 bits, too many to find a valid one by trying. */
export const TICKET_BARCODE_DIGITS = 16;

/**
 * A ticket's barcode: 16 random digits (Code 128 prints digit pairs compactly). Unrelated to the
 * order number, so knowing one ticket or order says nothing of another. The order checks that its
 * barcodes are not taken (checkout.ts), and draws again in the rare case one is.
 */
export function ticketBarcode(random: (n: number) => Uint8Array = randomBytes): string {
  let code = '';
  while (code.length < TICKET_BARCODE_DIGITS)
    // 250 is the largest multiple of 10 below 256: dropping bytes above it keeps each digit uniform.
    for (const byte of random(TICKET_BARCODE_DIGITS))
      if (byte < 250 && code.length < TICKET_BARCODE_DIGITS) code += String(byte % 10);
  return code;
}

/** The order's reservation code: 8 characters, like RZ7K4M2Q. */
export const newReservationCode = (): string => randomCode(8);

/**
 * Draws (an order with its reservation code and barcodes) until none of its `codes` is taken, nor
 * one repeated within it: every code of a draw is checked in one call of `anyTaken`, one read.
 */
export async function drawUntilFree<T>(
  draw: () => T,
  codes: (drawn: T) => readonly string[],
  anyTaken: (codes: readonly string[]) => Promise<boolean>,
): Promise<T> {
  for (;;) {
    const drawn = draw();
    const list = codes(drawn);
    if (new Set(list).size === list.length && !(await anyTaken(list))) return drawn;
  }
}

/**
 * The order's public id for lookup links (ord_7f3a9c21 in the story; longer here): 64 random bits, so
 * ids cannot be enumerated, which the lookup's 'not found' answer relies on (features/order/lookup.ts).
 */
export const newOrderTokenId = (): string => `ord_${randomBytes(8).toString('hex')}`;

/** The lookup link's secret: 128 bits, so it cannot be guessed. */
export const newLookupToken = (): string => `tok_${randomBytes(16).toString('hex')}`;
