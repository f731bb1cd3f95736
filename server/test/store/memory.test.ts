import { MemoryStore } from '../../src/store/memory-store.js';
import { IDLE_MS, storeSuite } from './store-suite.js';

storeSuite('in-memory', async () => {
  const now = { value: Date.parse('2026-11-22T15:04:05Z') };
  const store = new MemoryStore(
    () => IDLE_MS,
    undefined,
    () => now.value,
  );
  return {
    stores: [store, store],
    now,
    rollsBack: false,
    sweep: async (at) => store.sweep(at),
    close: async () => store.close(),
  };
});
