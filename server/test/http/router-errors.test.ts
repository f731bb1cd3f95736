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

  it('does not log 413 or 429 as undeclared (any call may answer them), but does log others', async () => {
    for (const status of [413, 429] as const) {
      const { api, lines } = apiThrowing(new ApiError(status, 'limit'));
      expect((await api.request('/settings')).status).toBe(status);
      expect(lines).toEqual([]);
    }
    const { api, lines } = apiThrowing(new ApiError(409, 'conflict'));
    await api.request('/settings');
    expect(lines).toMatchObject([
      { level: 'error', message: 'undeclared status', operationId: 'getSettings', status: 409 },
    ]);
  });
});
