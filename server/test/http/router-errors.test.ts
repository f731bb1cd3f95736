import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../src/app.js';
import { ApiError } from '../../src/http/errors.js';
import { createLogger } from '../../src/http/logging.js';
import { mountOperations } from '../../src/http/router.js';
import { testApp } from '../support/client.js';

/** The API with getSettings throwing `error`, and the lines it logs. */
function apiThrowing(error: ApiError) {
  const lines: Record<string, unknown>[] = [];
  const api = new Hono();
  const failing = {
    ...handlers,
    getSettings: () => {
      throw error;
    },
  } as typeof handlers;
  mountOperations(
    api,
    failing,
    testApp().services,
    createLogger('debug', (line) => lines.push(JSON.parse(line))),
  );
  return { api, lines };
}

describe('the router answering an ApiError', () => {
  it('writes its headers (Retry-After on a 429) and the envelope', async () => {
    const { api } = apiThrowing(new ApiError(429, 'Too many attempts', undefined, { 'Retry-After': '30' }));
    const response = await api.request('/settings');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ success: false, message: 'Too many attempts' });
  });

  it('does not log a status the operation declares (429 on any call), but does log others', async () => {
    const { api, lines } = apiThrowing(new ApiError(429, 'limit'));
    expect((await api.request('/settings')).status).toBe(429);
    expect(lines).toEqual([]);
    // getSettings, a GET without parameters, declares neither 400 nor 413 nor 409.
    for (const status of [400, 413, 409] as const) {
      const { api, lines } = apiThrowing(new ApiError(status, 'undeclared'));
      await api.request('/settings');
      expect(lines).toMatchObject([
        { level: 'error', message: 'undeclared status', operationId: 'getSettings', status },
      ]);
    }
  });
});
