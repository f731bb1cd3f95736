import { describe, expect, it } from 'vitest';
import { FileCache } from '../../src/store/file-cache.js';

const file = (size: number) => ({ type: 'image/png', bytes: new Uint8Array(size) });

describe('the session file cache', () => {
  it('keeps files by session and name, up to its bound, the least recently used going first', () => {
    const cache = new FileCache(100);
    cache.set('s1', 'a', file(25));
    cache.set('s1', 'b', file(25));
    cache.set('s2', 'a', file(25));
    expect(cache.get('s1', 'a')?.bytes.length).toBe(25);
    expect(cache.get('s2', 'b')).toBeUndefined();
    cache.set('s3', 'a', file(25));
    cache.set('s3', 'b', file(25));
    // s1/b was used least recently: it went to make room.
    expect(cache.get('s1', 'b')).toBeUndefined();
    expect(cache.get('s1', 'a')).toBeDefined();
    expect(cache.bytes).toBe(100);
  });

  it('counts a file written again once, and does not keep one over a quarter of its bound', () => {
    const cache = new FileCache(100);
    cache.set('s1', 'a', file(20));
    cache.set('s1', 'a', file(10));
    expect(cache.bytes).toBe(10);
    cache.set('s1', 'big', file(26));
    expect(cache.get('s1', 'big')).toBeUndefined();
    expect(cache.bytes).toBe(10);
  });
});
