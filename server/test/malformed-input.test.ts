// Property: whatever malformed body, parameter or id a caller sends to any operation, the answer is a
// 4xx with the error envelope and a readable message, never a 5xx, and the server keeps answering.
import { type OperationInfo, operationTable } from '@boxoffice/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaFor } from '../src/http/validate.js';
import { TestShopper, testApp } from './support/client.js';

const app = testApp();

async function shopper(signedIn: boolean) {
  const s = await new TestShopper(app).open();
  if (signedIn) {
    const session = await app.services.store.findSession(
      s.cookies.get('BOXOFFICE_SESSION') ?? '',
      Date.now(),
    );
    if (session) session.accountId = 'acct_jordan';
  }
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
  fc.constantFrom('', ' ', '../../etc', '%00', '-1', '1e309', '💥', 'null'),
);

describe.each(operationTable.map((op) => [op.operationId, op] as const))('%s', (_, op) => {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const bodySchema = op.requestMedia === 'application/json' ? schemaFor(op.operationId, 'Body') : undefined;

  if (bodySchema)
    it('refuses bodies the contract does not allow with a 400', async () => {
      const s = await shopper(op.loginRequired);
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
    });

  if (pathParams.length > 0)
    it('answers odd ids with a 4xx envelope or a normal answer, never a 5xx', async () => {
      const s = await shopper(op.loginRequired);
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
    const s = await shopper(op.loginRequired);
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
