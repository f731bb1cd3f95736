// `npm start`: the reference backend on 127.0.0.1:8080 (PORT and HOST override), with the simulated
// card provider on the next port (CARD_PROVIDER_PORT overrides), so that its page is a second origin
// as a real provider's iframe would be. LOG_LEVEL sets what is logged (logging.ts). SIGTERM or
// SIGINT shuts down gracefully (shutdown.ts); a second one exits at once.
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { clockFrom } from './clock.js';
import { Readiness } from './http/health.js';
import { createLogger, logLevelFrom } from './http/logging.js';
import { shutDown } from './http/shutdown.js';
import { createCardProviderApp } from './providers/card.js';
import { FileSequences } from './store/sequences.js';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const cardPort = Number(process.env.CARD_PROVIDER_PORT ?? port + 1);
// The web app's build: web/dist of this checkout (WEB_ROOT overrides).
const webRoot = process.env.WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const testControls = process.env.BOXOFFICE_TEST_CONTROLS === '1';
// What must outlive a restart (the order-number sequence): .data/ of this checkout (BOXOFFICE_DATA_DIR overrides).
const dataDir = process.env.BOXOFFICE_DATA_DIR ?? fileURLToPath(new URL('../../.data', import.meta.url));
const logger = createLogger(logLevelFrom(process.env));
const readiness = new Readiness();
const { app, services } = createApp({
  clock: clockFrom(process.env.BOXOFFICE_NOW),
  cardProviderOrigin: `http://${host}:${cardPort}`,
  publicOrigin: process.env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || null,
  trustProxy: process.env.TRUST_PROXY === '1',
  hsts: process.env.HSTS === '1',
  webRoot,
  testControls,
  logger,
  readiness,
  sequences: new FileSequences(join(dataDir, 'sequences.json')),
});

const servers = [
  serve({ fetch: app.fetch, hostname: host, port }, () => {
    console.log(`Boxoffice: http://${host}:${port}  (API at /api, reference at /docs; Ctrl+C stops it)`);
  }),
  serve({ fetch: createCardProviderApp(services).fetch, hostname: host, port: cardPort }, () => {
    console.log(`Simulated card provider: http://${host}:${cardPort}`);
  }),
] as Server[];

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.log('info', 'shutting down', { signal });
    const result = await shutDown(servers, { readiness, timeoutMs: 10_000 });
    logger.log(result === 'drained' ? 'info' : 'warn', 'stopped', { result });
    process.exit(0);
  });
}
