// The draw at an on-sale's opening. Everyone who takes a place in line before the sale opens is
// waiting for the same moment: coming first then is a matter of being a script, ready before any
// person, not of wanting it more. So when the sale opens, the places handed out before it (the band
// from the last place let in to the last place handed out) are put in an order drawn at random, and
// let in in that order; places taken after the opening follow, in the order they came. Scripts that
// farm the first places gain nothing by it: their share of the first places let in is their share
// of the band.
//
// The order is a keyed permutation of the band (a small Feistel network over the smallest even
// power of two that holds it, walking the cycle back into the band), so a shopper's drawn place is
// computed from its place in one step, with nothing stored per shopper. The key is made at the
// opening, so nobody can know the order before the band is closed. One record per on-sale holds the
// band and the key, made once by whichever instance gets there first, under a lock, and read by
// every other. It is kept by the sale's item with its opening time: instances whose clocks, or whose
// settings of the same sale, differ by less than a minute share it; a later on-sale of the item
// draws anew.
import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../../store/store.js';
import type { OnSale } from './rules.js';

/** The band of places handed out before an on-sale opened, and the key of their order. */
export interface Draw {
  /** The last place let in when the sale opened: the band starts after it. */
  readonly from: number;
  /** The last place handed out when the sale opened: the band's end. */
  readonly to: number;
  readonly key: string;
  /** The opening of the sale it was drawn for (the instance's that made it). */
  readonly opensAt: number;
}

/** Openings closer than this are one sale's, seen by instances whose clocks differ a little. */
export const SAME_SALE_MS = 60_000;

/** Whether `draw` was made for `sale`. */
export const drawnFor = (draw: Draw | undefined, sale: OnSale): draw is Draw =>
  draw !== undefined && Math.abs(draw.opensAt - sale.opensAt) < SAME_SALE_MS;

export const DRAWS = 'waitingRoom.draws';

/** One round of the network: the key's hash of the round and the right half, to `bits` bits. */
function round(key: string, r: number, right: number, bits: number): number {
  const digest = createHash('sha256').update(`${key}:${r}:${right}`).digest();
  return digest.readUInt32BE(0) & ((1 << bits) - 1);
}

/** The keyed permutation of 0..size-1: where `index` goes. */
export function permute(index: number, size: number, key: string): number {
  if (size <= 1) return index;
  let bits = Math.max(2, Math.ceil(Math.log2(size)));
  if (bits % 2) bits++;
  const half = bits / 2;
  const mask = (1 << half) - 1;
  let x = index;
  // A permutation of 0..2^bits-1; values past the band walk on until they land in it (at most a
  // few steps: the band is over a quarter of the domain).
  do {
    let left = x >>> half;
    let right = x & mask;
    for (let r = 0; r < 4; r++) [left, right] = [right, left ^ round(key, r, right, half)];
    x = (left << half) | right;
  } while (x >= size);
  return x;
}

/** The place a shopper holding `place` is let in at: drawn in the band, as it came after it. */
export function drawnPlace(place: number, draw: Draw | null): number {
  if (draw === null || place <= draw.from || place > draw.to) return place;
  return draw.from + 1 + permute(place - draw.from - 1, draw.to - draw.from, draw.key);
}

/**
 * The on-sale's draw, made now if it is not yet: the band is what the line holds at this moment
 * (call it once the sale has opened, before anyone of the band is let in).
 */
export function makeDraw(store: Store, sale: OnSale): Promise<Draw> {
  return store.lock([`waiting-room:draw:${sale.item}`], async () => {
    const draws = store.collection<Draw>(DRAWS);
    const made = await draws.get(sale.item);
    if (drawnFor(made, sale)) return made;
    const line = await store.line.read();
    const key = randomBytes(16).toString('hex');
    const draw = { from: line.admitted, to: line.last, key, opensAt: sale.opensAt };
    await draws.put(sale.item, draw);
    return draw;
  });
}

/** The on-sale's draw if an instance has made it (nothing is made here). */
export async function readDraw(store: Store, sale: OnSale): Promise<Draw | null> {
  const draw = await store.collection<Draw>(DRAWS).get(sale.item);
  return drawnFor(draw, sale) ? draw : null;
}
