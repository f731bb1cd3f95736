// `npm start`: the reference backend on 127.0.0.1:8080 (PORT and HOST override), with the simulated
// card provider on the next port (CARD_PROVIDER_PORT overrides), so that its page is a second origin
// as a real provider's iframe would be.
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { createCardProviderApp } from './providers/card.js';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const cardPort = Number(process.env.CARD_PROVIDER_PORT ?? port + 1);
// The web app's build: web/dist of this checkout (WEB_ROOT overrides).
const webRoot = process.env.WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const testControls = process.env.BOXOFFICE_TEST_CONTROLS === '1';
const { app, services } = createApp({
  cardProviderOrigin: `http://${host}:${cardPort}`,
  webRoot,
  testControls,
});

const servers = [
  serve({ fetch: app.fetch, hostname: host, port }, () => {
    console.log(`Boxoffice: http://${host}:${port}  (API at /api, reference at /docs; Ctrl+C stops it)`);
  }),
  serve({ fetch: createCardProviderApp(services).fetch, hostname: host, port: cardPort }, () => {
    console.log(`Simulated card provider: http://${host}:${cardPort}`);
  }),
];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const server of servers) server.close();
    process.exit(0);
  });
}
