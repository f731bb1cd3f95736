// `npm start`: runs the product on its embedded default. Until the reference backend exists this is the
// contract's mock API (see scripts/mock.mjs).
await import('./mock.mjs');
