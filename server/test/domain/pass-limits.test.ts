// What one session may put into the pass flow, and that putting passes in costs about n, not n².
import { zAddPassWithProductBody } from '@boxoffice/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { createVenue } from '../../src/catalog/venue.js';
import {
  addLines,
  type CartLine,
  cartLines,
  cartSlot,
  type NewCartLine,
} from '../../src/domain/cart/index.js';
import {
  emptyHolder,
  livePasses,
  newPassRecord,
  newPhotoFile,
  PASSES_PER_CART_MESSAGE,
  type PassRecord,
  passCatalog,
  passholderRowsRules,
  passRoomProblem,
  photoFiles,
  photoRoomProblem,
  SESSION_PHOTOS_MESSAGE,
  storeNewPasses,
} from '../../src/domain/passes/index.js';
import { ApiError } from '../../src/http/errors.js';
import { parseWith } from '../../src/http/validate.js';
import { MemoryStore } from '../../src/store/memory-store.js';

const venue = createVenue(new Date('2026-11-22T15:00:00Z'));
const catalog = passCatalog(venue, '2026-11-22');
const session = () => new MemoryStore(() => 60_000).createSession(0);

const passLine = (i: number): NewCartLine => ({
  kind: 'pass',
  productId: 'prod_gold_pass',
  productVariantId: 'var_gold_adult',
  quantity: 1,
  unitPrice: 189,
  extCartTicketId: `ct_${i}`,
});

const adult = (i: number): PassRecord =>
  newPassRecord(`ct_${i}`, { ...emptyHolder, birthDate: '1988-03-09' }, 'var_gold_adult');

/**
 * A cart of `size` pass lines whose every property read is counted: work done per existing line
 * for each line or pass added (a scan, a copy of each line) shows as reads growing with both.
 */
async function watchedCart(size: number) {
  const s = await session();
  addLines(
    s,
    venue,
    Array.from({ length: size }, (_, i) => passLine(i)),
  );
  let reads = 0;
  const counted = (line: CartLine) =>
    new Proxy(line, {
      get(target, key, receiver) {
        reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
  s.set(cartSlot, { ...s.get(cartSlot), lines: cartLines(s).map(counted) });
  return { session: s, reads: () => reads };
}

// Before, each line added scanned and copied the cart, and each pass scanned it for its line:
// 16,000 passholder rows took 18 s. Now a call reads each line in the cart a few times at most.
describe('adding passes reads the cart once, not once per pass', () => {
  const existing = 1000;
  const added = 200;

  it('puts pass lines into the cart', async () => {
    const cart = await watchedCart(existing);
    addLines(
      cart.session,
      venue,
      Array.from({ length: added }, (_, i) => passLine(existing + i)),
    );
    expect(cartLines(cart.session)).toHaveLength(existing + added);
    expect(cart.reads()).toBeLessThan(existing * 5);
  });

  it('stores new passes with their lines, and finds the live passes', async () => {
    const cart = await watchedCart(existing);
    storeNewPasses(
      cart.session,
      venue,
      catalog,
      Array.from({ length: added }, (_, i) => adult(existing + i)),
    );
    expect(livePasses(cart.session)).toHaveLength(existing + added);
    expect(cart.reads()).toBeLessThan(existing * 5);
  });
});

describe('passes per cart and per call', () => {
  it('refuses passes beyond 50 in a cart', async () => {
    const s = await session();
    storeNewPasses(
      s,
      venue,
      catalog,
      Array.from({ length: 48 }, (_, i) => adult(i)),
    );
    expect(passRoomProblem(s, 2)).toBeNull();
    expect(passRoomProblem(s, 3)).toBe(PASSES_PER_CART_MESSAGE);
  });

  it('words the contract\u2019s refusal of more than 20 rows for the shopper', () => {
    const rows = Array.from({ length: 21 }, () => ({
      extProductVariantId: 'var_gold_adult',
      birthDate: '1988-03-09',
      firstName: 'Jordan',
      lastName: 'Rivera',
    }));
    const body = { newPasses: rows, saleFlowId: 1 };
    let error: unknown;
    try {
      parseWith(zAddPassWithProductBody, body, 'request', passholderRowsRules);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('You can add up to 20 passholders at a time');
    expect(() =>
      parseWith(zAddPassWithProductBody, { ...body, newPasses: rows.slice(1) }, 'request'),
    ).not.toThrow();
  });
});

describe('photos per session', () => {
  const MB = 1024 * 1024;
  const withPhoto = (i: number, size: number): PassRecord => ({
    ...adult(i),
    photo: { file: `photo_${i}`, type: 'image/png', size },
  });

  it('refuses a photo that takes the passes\u2019 photos past 25 MB', () => {
    const passes = [withPhoto(1, 10 * MB), withPhoto(2, 10 * MB), adult(3)];
    expect(photoRoomProblem(passes, 'ct_3', 5 * MB)).toBeNull();
    expect(photoRoomProblem(passes, 'ct_3', 5 * MB + 1)).toBe(SESSION_PHOTOS_MESSAGE);
  });

  it('does not count the photo being replaced', () => {
    const passes = [withPhoto(1, 5 * MB), withPhoto(2, 20 * MB)];
    expect(photoRoomProblem(passes, 'ct_1', 5 * MB)).toBeNull();
  });

  it('names the files of the photos of the passes given, and no others', () => {
    expect(photoFiles([withPhoto(1, MB), adult(2), withPhoto(3, MB)])).toEqual(['photo_1', 'photo_3']);
  });

  it('gives every upload a new file name, of its pass', () => {
    const names = new Set(Array.from({ length: 100 }, () => newPhotoFile('ct_1')));
    expect(names.size).toBe(100);
    for (const name of names) expect(name).toMatch(/^pass-photo\/ct_1\/[\w-]{12}$/);
  });
});
