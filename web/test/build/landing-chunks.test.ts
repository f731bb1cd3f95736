// The build step that puts the landing pages' modules in a few chunks: each module a landing page
// needs beyond the entry goes to the first page's chunk that needs it; the rest is left alone.
import { describe, expect, it } from 'vitest';
import { importCycle, landingChunkNames, staticClosure } from '../../build/landing-chunks';

// A module graph as the bundler reads it: each module's static imports.
const modules: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/App.tsx'],
  '/app/src/App.tsx': ['/app/src/lib/api.ts'],
  '/app/src/lib/api.ts': [],
  '/app/src/ProductPage.tsx': ['/app/src/Money.tsx', '/app/src/lib/api.ts', '/app/src/rules.ts'],
  '/app/src/Picker.tsx': ['/app/src/dates.ts', '/app/src/Money.tsx'],
  '/app/src/CartPage.tsx': [
    '/app/src/Money.tsx',
    '/app/src/dates.ts',
    '/app/src/CartRow.tsx',
    '/lib/react.js',
  ],
  '/app/src/CartRow.tsx': ['/app/src/CartPage.tsx'],
  '/app/src/Money.tsx': [],
  '/app/src/dates.ts': [],
  '/app/src/rules.ts': ['/lib/zod.js'],
  '/lib/react.js': [],
  '/lib/zod.js': [],
};
const graph = {
  getModuleInfo: (id: string) => (modules[id] ? { importedIds: modules[id] } : null),
};
const options = {
  entry: '/app/src/main.tsx',
  pages: {
    product: ['/app/src/ProductPage.tsx'],
    picker: ['/app/src/Picker.tsx'],
    cart: ['/app/src/CartPage.tsx'],
  },
  ours: ['/app/src/'],
  exclude: /zod/,
};

describe('the landing pages’ chunks', () => {
  it('reads a module’s static imports however deep, each once, through cycles', () => {
    expect([...staticClosure(['/app/src/CartPage.tsx'], graph)].sort()).toEqual([
      '/app/src/CartPage.tsx',
      '/app/src/CartRow.tsx',
      '/app/src/Money.tsx',
      '/app/src/dates.ts',
      '/lib/react.js',
    ]);
  });

  it('puts a module in the first page’s chunk that needs it, and leaves the entry’s, the libraries’ and the excluded ones alone', () => {
    const names = landingChunkNames(options, graph);
    expect(Object.fromEntries([...names].sort())).toEqual({
      '/app/src/CartPage.tsx': 'cart',
      '/app/src/CartRow.tsx': 'cart',
      // The product page's and the cart's: the product page comes first.
      '/app/src/Money.tsx': 'product',
      '/app/src/ProductPage.tsx': 'product',
      // The date picker's and the cart's.
      '/app/src/Picker.tsx': 'picker',
      '/app/src/dates.ts': 'picker',
    });
    // In the entry already: /app/src/lib/api.ts. A library: /lib/react.js. Imports the schema
    // library: /app/src/rules.ts. None of them has a name.
  });

  it('follows the order the pages are given in', () => {
    const { product, picker, cart } = options.pages;
    const cartFirst = { ...options, pages: { cart, product, picker } };
    const names = landingChunkNames(cartFirst, graph);
    expect(names.get('/app/src/Money.tsx')).toBe('cart');
    expect(names.get('/app/src/dates.ts')).toBe('cart');
    expect(names.get('/app/src/ProductPage.tsx')).toBe('product');
  });

  it('finds chunks that import each other, however far round, and none in a graph without a cycle', () => {
    const tree = { 'index.js': ['react.js'], 'product.js': ['index.js', 'react.js'], 'react.js': [] };
    expect(importCycle(tree)).toBeNull();
    const round = { ...tree, 'react.js': ['cart.js'], 'cart.js': ['product.js'] };
    expect(importCycle(round)).toEqual(['index.js', 'react.js', 'cart.js', 'product.js', 'index.js']);
    expect(importCycle({ 'a.js': ['a.js'] })).toEqual(['a.js', 'a.js']);
  });
});
