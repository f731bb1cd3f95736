// The storefront's build and dev server. `npm run dev` proxies the API and the backend's own pages
// (sign-in, docs, the demo logo) to the reference backend on 127.0.0.1:8080, or to the Prism mock with
// BOXOFFICE_API=mock (npm run dev -- --mock sets it). The SDK is compiled from its source.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hoistImports } from './build/hoist-imports';
import { precompress } from './build/precompress';

const sdk = (file: string) => fileURLToPath(new URL(`../sdk/src/${file}`, import.meta.url));
const mock = process.env.BOXOFFICE_API === 'mock';
const backend = process.env.BOXOFFICE_BACKEND ?? 'http://127.0.0.1:8080';
const backendPages = ['/login', '/logout', '/profile', '/authenticate', '/docs', '/brand'];

export default defineConfig({
  plugins: [react(), hoistImports(), precompress()],
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
    // No module preload links added by script: on a slow phone each link costs the main thread more
    // than the round trip it saves; the chunks name their own imports instead (build/hoist-imports).
    modulePreload: false,
  },
});
