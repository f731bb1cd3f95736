import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { mountHealth, Readiness } from '../../src/http/health.js';
import { shutDown } from '../../src/http/shutdown.js';

interface Running {
  readonly server: Server;
  readonly origin: string;
  readonly port: number;
  readonly readiness: Readiness;
  /** Resolves the slow request in flight. */
  release(): void;
  /** Resolves once the slow request has started. */
  readonly started: Promise<void>;
}

const running: Server[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.closeAllConnections();
});

/** A real server on 127.0.0.1 (port 0) with the health probes and a /slow request we hold open. */
async function start(): Promise<Running> {
  const readiness = new Readiness();
  let release = () => {};
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const app = new Hono();
  mountHealth(app, readiness);
  app.get('/slow', async (c) => {
    markStarted();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return c.text('finished');
  });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s as Server));
  });
  running.push(server);
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, port, readiness, release: () => release(), started };
}

/** Whether a new TCP connection to the port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, fails readiness, then resolves', async () => {
    const s = await start();
    expect((await fetch(`${s.origin}/health/ready`)).status).toBe(200);
    const slow = fetch(`${s.origin}/slow`).then(async (r) => [r.status, await r.text()]);
    await s.started;

    const stopped = shutDown([s.server], { readiness: s.readiness, timeoutMs: 5000 });
    expect(s.readiness.ready).toBe(false);
    expect(await accepts(s.port)).toBe(false);

    s.release();
    expect(await slow).toEqual([200, 'finished']);
    expect(await stopped).toBe('drained');
  });

  it('answers 503 from /health/ready while draining, and /health/live stays 200', async () => {
    const readiness = new Readiness();
    const app = new Hono();
    mountHealth(app, readiness);
    readiness.drain();
    expect((await app.request('/health/ready')).status).toBe(503);
    expect(await (await app.request('/health/ready')).json()).toEqual({ status: 'shutting down' });
    expect(await (await app.request('/health/live')).json()).toEqual({ status: 'ok' });
  });

  it('cuts a request that outlasts the timeout, and resolves anyway', async () => {
    const s = await start();
    const slow = fetch(`${s.origin}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await s.started;
    const begun = Date.now();
    expect(await shutDown([s.server], { timeoutMs: 200 })).toBe('timed out');
    expect(Date.now() - begun).toBeLessThan(2000);
    expect(await slow).toBe('cut');
  });
});
