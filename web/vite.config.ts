// The storefront's build and dev server. `npm run dev` proxies the API and the backend's own pages
// (sign-in, docs, the demo logo) to the reference backend on 127.0.0.1:8080, or to the Prism mock with
// BOXOFFICE_API=mock (npm run dev -- --mock sets it). The SDK is compiled from its source.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingChunks } from './build/landing-chunks';
import { precompress } from './build/precompress';

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const sdk = (file: string) => fileURLToPath(new URL(`../sdk/src/${file}`, import.meta.url));
const mock = process.env.BOXOFFICE_API === 'mock';
const backend = process.env.BOXOFFICE_BACKEND ?? 'http://127.0.0.1:8080';
const backendPages = ['/login', '/logout', '/profile', '/authenticate', '/docs', '/brand'];

export default defineConfig({
  plugins: [
    react(),
    landingChunks({
      entry: src('main.tsx'),
      // The product page first: the page a shopper most often lands on, and the heaviest.
      pages: {
        product: [src('features/product/ProductPage.tsx')],
        // The date picker, which the product page asks for beside its own code (the dynamic pages
        // and the product modal use it too), with the calendar it loads when it shows.
        'performance-selector': [
          src('components/performance-selector/PerformanceSelector.tsx'),
          src('components/MonthCalendar.tsx'),
        ],
        home: [src('features/home/HomePage.tsx')],
        cart: [src('features/cart/CartPage.tsx')],
        'pass-product': [src('features/product/PassProductPage.tsx')],
      },
      ours: [src(''), sdk('')],
      exclude: /[\\/]node_modules[\\/]zod[\\/]|[\\/]sdk[\\/]src[\\/]generated[\\/]/,
      preload: /[\\/]node_modules[\\/]dompurify[\\/]/,
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@boxoffice/sdk/rules/quantity', replacement: sdk('rules/quantity.ts') },
      { find: '@boxoffice/sdk/rules', replacement: sdk('rules/index.ts') },
      { find: '@boxoffice/sdk/schemas', replacement: sdk('generated/zod.gen.ts') },
      { find: /^@boxoffice\/sdk$/, replacement: sdk('index.ts') },
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      // The mock serves the contract's paths without the /api base path.
      '/api': mock
        ? { target: 'http://127.0.0.1:4010', rewrite: (path) => path.replace(/^\/api/, '') }
        : { target: backend },
      ...Object.fromEntries(backendPages.map((page) => [page, { target: backend }])),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // A lazily loaded page's chunks are asked for together when it loads (module preload links), not
    // level by level; the landing pages' come in a few chunks (build/landing-chunks.ts), so the
    // links are few. Every browser the store supports knows module preloads: no polyfill.
    modulePreload: { polyfill: false },
  },
});
