// Property: whatever malformed body, parameter or id a caller sends to any operation, the answer is a
// 4xx with the error envelope and a readable message, never a 5xx, and the server keeps answering:
// on the in-memory store and on the SQL store (PGlite), where a NUL character or an odd id reaches
// PostgreSQL if nothing stops it first.
import { type OperationInfo, operationTable } from '@boxoffice/sdk';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, NUL_MESSAGE, schemaFor, TOO_DEEP_MESSAGE } from '../src/http/validate.js';
import { type TestApp, TestShopper, testApp } from './support/client.js';
import { pgliteStore } from './support/pglite-store.js';

const stores = [
  ['memory', async () => testApp()],
  ['PGlite', async () => testApp({ store: await pgliteStore() })],
] as const;

async function shopper(app: TestApp, signedIn: boolean) {
  const s = await new TestShopper(app).open();
  if (signedIn)
    await app.services.store.visit(
      s.cookies.get('BOXOFFICE_SESSION'),
      Date.now(),
      'write',
      async (session) => {
        if (session) session.accountId = 'acct_jordan';
      },
    );
  return s;
}

const pathOf = (op: OperationInfo, ids: Record<string, string>) =>
  `/api${op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? 'x'))}`;

async function send(
  s: TestShopper,
  op: OperationInfo,
  url: string,
  body?: string,
  type = 'application/json',
) {
  const headers: Record<string, string> = { 'x-xsrf-token': s.cookies.get('XSRF-TOKEN') ?? '' };
  if (body !== undefined) headers['content-type'] = type;
  return s.raw(url, { method: op.method, headers, ...(body !== undefined ? { body } : {}) });
}

async function expectRefusal(response: Response, what: string) {
  const text = await response.text();
  expect(
    response.status,
    `${what} answered ${response.status}: ${text.slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(response.status, `${what} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  const body = JSON.parse(text) as { success?: unknown; message?: unknown };
  expect(body.success, what).toBe(false);
  expect(typeof body.message === 'string' && body.message.length > 0, `${what} has no message`).toBe(true);
}

const json = fc.jsonValue({ maxDepth: 3 });
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '../../etc', '%00', '\u0000', 'a\u0000b', '-1', '1e309', '💥', 'null'),
);

describe.each(stores)('on the %s store', (_, open) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await open();
  });

  describe.each(operationTable.map((op) => [op.operationId, op] as const))('%s', (_, op) => {
    const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const bodySchema = op.requestMedia === 'application/json' ? schemaFor(op.operationId, 'Body') : undefined;

    if (bodySchema)
      it('refuses bodies the contract does not allow with a 400', async () => {
        const s = await shopper(app, op.loginRequired);
        await fc.assert(
          fc.asyncProperty(
            json.filter((value) => bodySchema.safeParse(value).success === false),
            async (value) => {
              const response = await send(s, op, pathOf(op, {}), JSON.stringify(value));
              await expectRefusal(
                response,
                `${op.operationId} with body ${JSON.stringify(value).slice(0, 120)}`,
              );
            },
          ),
          { numRuns: 25 },
        );
        await expectRefusal(
          await send(s, op, pathOf(op, {}), '{"unterminated":'),
          `${op.operationId} with broken JSON`,
        );
        const nul = await send(s, op, pathOf(op, {}), '{"any":"a\\u0000b"}');
        expect(nul.status).toBe(400);
        expect((await nul.json()).message).toBe(NUL_MESSAGE);
      });

    if (bodySchema)
      it('refuses bodies nested deeper than the limit with a 400, whatever their depth', async () => {
        const s = await shopper(app, op.loginRequired);
        await fc.assert(
          fc.asyncProperty(
            fc.integer({ min: MAX_JSON_DEPTH + 1, max: 300_000 }),
            fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"b":"]}[",', '}]']),
            async (depth, [open, close]) => {
              const body = `${open.repeat(depth)}1${close.repeat(depth)}`;
              const response = await send(s, op, pathOf(op, {}), body.slice(0, 1_000_000));
              const { message } = (await response.clone().json()) as { message?: unknown };
              await expectRefusal(response, `${op.operationId} with a body nested ${depth} deep`);
              expect(response.status).toBe(400);
              expect(message).toBe(TOO_DEEP_MESSAGE);
            },
          ),
          { numRuns: 3 },
        );
      });

    if (pathParams.length > 0)
      it('answers odd ids with a 4xx envelope or a normal answer, never a 5xx', async () => {
        const s = await shopper(app, op.loginRequired);
        await fc.assert(
          fc.asyncProperty(oddString, async (id) => {
            const ids = Object.fromEntries(pathParams.map((name) => [name, id]));
            const body = op.requestMedia === 'application/json' ? '{}' : undefined;
            const response = await send(s, op, pathOf(op, ids), body);
            if (response.status >= 400)
              await expectRefusal(response, `${op.operationId} id ${JSON.stringify(id)}`);
          }),
          { numRuns: 20 },
        );
      });

    it('refuses malformed query values with a 4xx envelope, never a 5xx', async () => {
      const s = await shopper(app, op.loginRequired);
      const query = schemaFor(op.operationId, 'Query') as unknown as
        | { shape?: Record<string, unknown> }
        | undefined;
      const names = Object.keys(query?.shape ?? { unexpected: 1 });
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), oddString, async (name, value) => {
          const body = op.requestMedia === 'application/json' ? '{}' : undefined;
          const url = `${pathOf(op, {})}?${new URLSearchParams({ [name]: value })}`;
          const response = await send(s, op, url, body);
          expect(response.status, `${op.operationId}?${name}=${value}`).toBeLessThan(500);
          if (response.status >= 400) await expectRefusal(response, `${op.operationId}?${name}=${value}`);
        }),
        { numRuns: 10 },
      );
    });
  });

  it('still answers after all of that', async () => {
    const s = await new TestShopper(app).open();
    const { data } = await s.api.GET('/session');
    expect(data.success).toBe(true);
  });
});
