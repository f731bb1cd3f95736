// Barcode images (PNG, Code 128) for reservation codes and ticket barcodes. Rendering is the slow
// part, so each code is drawn once and kept; codes are short and an order has few of them.
import { toBuffer } from 'bwip-js';

const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const CACHE_LIMIT = 5000;

/** The PNG of `code`; the same code always gives the same image. */
export function barcodePng(code: string): Promise<Uint8Array<ArrayBuffer>> {
  let png = cache.get(code);
  if (!png) {
    png = toBuffer({
      bcid: 'code128',
      text: code,
      scale: 3,
      height: 12,
      includetext: true,
      textxalign: 'center',
    }).then((buffer) => new Uint8Array(buffer));
    png.catch(() => cache.delete(code));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(code, png);
  }
  return png;
}
