// `npm start`: the reference backend on 127.0.0.1:8080 (PORT and HOST override), with the simulated
// card provider on the next port (CARD_PROVIDER_PORT overrides), so that it is a second origin.
import { serve } from '@hono/node-server';
import { createApp } from './app.js';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const cardPort = Number(process.env.CARD_PROVIDER_PORT ?? port + 1);
const { app } = createApp({ cardProviderOrigin: `http://${host}:${cardPort}` });

const server = serve({ fetch: app.fetch, hostname: host, port }, () => {
  console.log(`Boxoffice: http://${host}:${port}  (API at /api; Ctrl+C stops it)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
