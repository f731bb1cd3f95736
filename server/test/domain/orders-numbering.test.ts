import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  drawUntilFree,
  FIRST_ORDER_NUMBER,
  invoiceNumber,
  newReservationCode,
  nextOrderNumber,
  randomCode,
  ticketBarcode,
} from '../../src/domain/orders/index.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { FileSequences, MemorySequences, SEQUENCE_BLOCK } from '../../src/store/sequences.js';
import { cardFields, readyToPay, STORY_NOW } from '../features/order-support.js';
import { testApp } from '../support/client.js';

const folders: string[] = [];
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'boxoffice-sequences-'));
  folders.push(folder);
  return join(folder, 'data', 'sequences.json');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('order numbering', () => {
  it('starts after the story order LAP-100482 (Jordan’s) and counts up across sessions', async () => {
    const store = new MemoryStore(() => 1000);
    const numbers = [
      await nextOrderNumber(store),
      await nextOrderNumber(store),
      await nextOrderNumber(store),
    ];
    expect(numbers).toEqual([FIRST_ORDER_NUMBER, FIRST_ORDER_NUMBER + 1, FIRST_ORDER_NUMBER + 2]);
    expect(invoiceNumber(numbers[0] as number)).toBe('LAP-100483');
    store.close();
  });

  it('never reuses a number after a restart when the sequence is kept in a file', async () => {
    const file = scratch();
    const first = new MemoryStore(() => 1000, new FileSequences(file));
    const before: number[] = [];
    for (let i = 0; i < SEQUENCE_BLOCK + 3; i++) before.push(await nextOrderNumber(first));
    first.close();
    // A second process on the same data folder: every number is above the first run's.
    const second = new MemoryStore(() => 1000, new FileSequences(file));
    const after: number[] = [];
    for (let i = 0; i < 5; i++) after.push(await nextOrderNumber(second));
    second.close();
    expect(Math.min(...after)).toBeGreaterThan(Math.max(...before));
    expect(new Set([...before, ...after]).size).toBe(before.length + after.length);
    expect(JSON.parse(readFileSync(file, 'utf8')).orderNumber).toBeGreaterThan(Math.max(...after));
  });

  it('numbers a restarted server’s first order after the last run’s, through the API', async () => {
    const file = scratch();
    const invoiceOf = async () => {
      const store = new MemoryStore(
        () => 60_000,
        new FileSequences(file),
        () => STORY_NOW,
      );
      const app = testApp({ clock: { now: () => STORY_NOW }, store });
      const { shopper } = await readyToPay(app);
      await shopper.api.POST('/order/submit', { body: cardFields('pk_3c8f1a6e90b2') });
      return (await shopper.api.GET('/order/details')).data?.value.invoiceNumber;
    };
    const first = await invoiceOf();
    const afterRestart = await invoiceOf();
    expect(first).toBe('LAP-100483');
    expect(afterRestart).not.toBe(first);
    expect(Number(afterRestart?.slice(4))).toBeGreaterThan(100483);
  });

  it('starts over in memory only (the unit tests’ store)', () => {
    const a = new MemorySequences();
    const b = new MemorySequences();
    expect([a.next('n', 10), a.next('n', 10), b.next('n', 10)]).toEqual([10, 11, 10]);
  });

  it('makes ticket barcodes of 16 random digits, unrelated to the order number', () => {
    const codes = Array.from({ length: 500 }, () => ticketBarcode());
    for (const code of codes) expect(code).toMatch(/^\d{16}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Made from the random bytes alone (each below 250, mod 10; 250 and above dropped), so nothing of
    // the order, its number included, is in it. (Searching random codes for the order number instead
    // failed about one run in two hundred, by chance.)
    const bytes = [250, 255, ...Array.from({ length: 16 }, (_, i) => 13 * i + 7)];
    const fixed = ticketBarcode((n) => Uint8Array.from(bytes.splice(0, n)));
    expect(fixed).toBe('7036925814703692');
  });

  it('makes a ticket barcode from the byte source alone: the same bytes give the same code', () => {
    // Nothing but the bytes goes in (no order, no record of codes handed out): drawing again from
    // the same bytes repeats the code. Keeping codes apart is the order's job (checkout.ts).
    const bytes = Array.from({ length: 16 }, (_, i) => (31 * i + 5) % 250);
    const asked: number[] = [];
    const random = (n: number) => {
      asked.push(n);
      return Uint8Array.from(bytes);
    };
    const first = ticketBarcode(random);
    expect(ticketBarcode(random)).toBe(first);
    expect(first).toBe(bytes.map((b) => b % 10).join(''));
    // One draw of 16 bytes is enough when none is dropped.
    expect(asked).toEqual([16, 16]);
  });

  it('maps bytes to digits uniformly: 25 byte values for each digit, 250 and above dropped', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 250; byte++) {
      const code = ticketBarcode((n) => new Uint8Array(n).fill(byte));
      expect(code).toBe(String(byte % 10).repeat(16));
      const digit = code[0] ?? '';
      counts.set(digit, (counts.get(digit) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const count of counts.values()) expect(count).toBe(25);
    // A draw of only dropped bytes (250 to 255) adds no digit: the code comes from the next draws.
    let draws = 0;
    const code = ticketBarcode((n) =>
      draws++ < 3 ? Uint8Array.from({ length: n }, (_, i) => 250 + (i % 6)) : new Uint8Array(n).fill(123),
    );
    expect(code).toBe('3333333333333333');
    expect(draws).toBe(4);
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

  it('never hands out a reservation code already taken', async () => {
    const taken = new Set<string>();
    for (let i = 0; i < 50; i++)
      taken.add(
        await drawUntilFree(
          newReservationCode,
          (code) => [code],
          async (codes) => codes.some((c) => taken.has(c)),
        ),
      );
    expect(taken.size).toBe(50);
    for (const code of taken) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });

  it('checks every code of a draw in one read, and draws again while one is taken', async () => {
    const asked: (readonly string[])[] = [];
    // A store answers later: the first two draws hold a taken code, the third is free.
    const anyTaken = async (codes: readonly string[]) => {
      asked.push(codes);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return asked.length < 3;
    };
    let n = 0;
    const drawn = await drawUntilFree(
      () => ++n,
      (d) => [`R${d}`, `B${d}a`, `B${d}b`],
      anyTaken,
    );
    expect(drawn).toBe(3);
    expect(asked).toEqual([
      ['R1', 'B1a', 'B1b'],
      ['R2', 'B2a', 'B2b'],
      ['R3', 'B3a', 'B3b'],
    ]);
  });

  it('draws again, without asking, when a draw repeats a code within itself', async () => {
    let n = 0;
    const asked: (readonly string[])[] = [];
    const drawn = await drawUntilFree(
      () => ++n,
      (d) => (d === 1 ? ['same', 'same'] : [`c${d}`]),
      async (codes) => {
        asked.push(codes);
        return false;
      },
    );
    expect(drawn).toBe(2);
    expect(asked).toEqual([['c2']]);
  });

  it('passes on a failure of the check rather than handing out an unchecked code', async () => {
    await expect(
      drawUntilFree(
        newReservationCode,
        (code) => [code],
        async () => {
          throw new Error('store unavailable');
        },
      ),
    ).rejects.toThrow('store unavailable');
  });
});
