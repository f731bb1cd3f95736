// Identifiers of an order: the confirmation number shoppers read (LAP-100482), the ticket barcodes
// printed from it (LAP1004820001), the reservation code (RZ7K4M2Q) and the anonymous lookup pair
// (extOrderTokenId + token). Numbers come from one shared counter so they never repeat.
import { randomBytes } from 'node:crypto';
import type { Collection } from '../../store/store.js';

/** The venue's confirmation-number prefix (STORY.md: LAP-100482). */
export const INVOICE_PREFIX = 'LAP';
/** The first order placed gets this number, the story's LAP-100482. */
export const FIRST_ORDER_NUMBER = 100482;

export const invoiceNumber = (orderNumber: number): string => `${INVOICE_PREFIX}-${orderNumber}`;

/** Ticket n (from 1) of an order: the confirmation number without the dash plus 4 digits. */
export const ticketBarcode = (orderNumber: number, n: number): string =>
  `${INVOICE_PREFIX}${orderNumber}${String(n).padStart(4, '0')}`;

/** Takes the next order number from the shared counter (one counter for every session). */
export function nextOrderNumber(counters: Collection<number>): number {
  const next = counters.get('orderNumber') ?? FIRST_ORDER_NUMBER;
  counters.put('orderNumber', next + 1);
  return next;
}

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

/** The order's reservation code (8 characters, like RZ7K4M2Q), unique among `taken`. */
export function reservationCode(taken: (code: string) => boolean): string {
  for (;;) {
    const code = randomCode(8);
    if (!taken(code)) return code;
  }
}

/** The order's public id for lookup links (ord_7f3a9c21 in the story; longer here). */
export const newOrderTokenId = (): string => `ord_${randomBytes(8).toString('hex')}`;

/** The lookup link's secret: 128 bits, so it cannot be guessed. */
export const newLookupToken = (): string => `tok_${randomBytes(16).toString('hex')}`;
