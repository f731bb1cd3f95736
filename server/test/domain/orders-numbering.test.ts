import { describe, expect, it } from 'vitest';
import {
  FIRST_ORDER_NUMBER,
  invoiceNumber,
  nextOrderNumber,
  randomCode,
  reservationCode,
  ticketBarcode,
} from '../../src/domain/orders/index.js';
import { MemoryStore } from '../../src/store/memory-store.js';

describe('order numbering', () => {
  it('starts at the story order LAP-100482 and counts up across sessions', () => {
    const store = new MemoryStore(() => 1000);
    const counters = store.collection<number>('orders.counters');
    const numbers = [nextOrderNumber(counters), nextOrderNumber(counters), nextOrderNumber(counters)];
    expect(numbers).toEqual([FIRST_ORDER_NUMBER, FIRST_ORDER_NUMBER + 1, FIRST_ORDER_NUMBER + 2]);
    expect(invoiceNumber(numbers[0] as number)).toBe('LAP-100482');
    store.close();
  });

  it('numbers tickets from the confirmation number like LAP1004820001', () => {
    expect(ticketBarcode(100482, 1)).toBe('LAP1004820001');
    expect(ticketBarcode(100482, 3)).toBe('LAP1004820003');
    expect(ticketBarcode(100483, 12)).toBe('LAP1004830012');
  });

  it('makes 8-character reservation codes without look-alike characters', () => {
    for (let i = 0; i < 200; i++) expect(randomCode(8)).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });

  it('skips bytes that would bias the alphabet', () => {
    // 255 is rejected, 0 maps to 'A', 30 to '9'.
    const bytes = [255, 0, 30, 255, 31];
    let at = 0;
    const random = (n: number) => Uint8Array.from({ length: n }, () => bytes[at++ % bytes.length] ?? 0);
    expect(randomCode(3, random)).toBe('A9A');
  });

  it('never hands out a reservation code already taken', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 50; i++) taken.add(reservationCode((code) => taken.has(code)));
    expect(taken.size).toBe(50);
  });
});
