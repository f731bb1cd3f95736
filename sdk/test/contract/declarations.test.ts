// The contract says everything the server answers (openapi/AUTHORING.md, 'Responses every operation
// carries'): each operation declares the statuses the server gives any call of its kind, every integer
// has its wire format and bounds, every string a client sends refuses NUL, and every link names a real
// operation with its real parameters. Reads the bundle (openapi/dist/openapi.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const bundle = JSON.parse(readFileSync(join(repo, 'openapi', 'dist', 'openapi.json'), 'utf8'));

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  schema?: Json;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: Json;
  responses: Record<string, Json>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const refName = (ref: string) => ref.split('/').pop() as string;
const deref = <T>(value: T | { $ref: string }): T => {
  if (value && typeof value === 'object' && '$ref' in value) {
    const [, , kind, name] = (value.$ref as string).split('/');
    return bundle.components[kind as string][name as string] as T;
  }
  return value as T;
};

const operations = Object.entries(bundle.paths as Record<string, Record<string, unknown>>).flatMap(
  ([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => {
      const op = item[method] as Operation;
      const parameters = [
        ...((item.parameters as Operation['parameters']) ?? []),
        ...(op.parameters ?? []),
      ].map((p) => deref<Parameter>(p));
      return { ...op, method: method.toUpperCase(), path, parameters };
    }),
);
const byId = new Map(operations.map((op) => [op.operationId, op]));

/** The response's schema as declared (its $ref name) and its Retry-After header, if any. */
function responseOf(op: Operation, status: string) {
  const raw = op.responses[status];
  if (!raw) return undefined;
  const response = deref<Json>(raw as Json);
  const media = (response.content as Record<string, { schema?: { $ref?: string } }> | undefined)?.[
    'application/json'
  ];
  return {
    shared: '$ref' in raw ? refName(raw.$ref as string) : null,
    schema: media?.schema?.$ref ? refName(media.schema.$ref) : null,
    retryAfter: Boolean((response.headers as Json | undefined)?.['Retry-After']),
    /** Whether the contract requires it: the server sends Retry-After on every 429 and 503. */
    retryAfterRequired: deref<Json>(((response.headers as Json | undefined)?.['Retry-After'] ?? {}) as Json)
      .required,
  };
}

/** Error bodies are the error envelope, or (saveCartSettings' 400) the envelope with more fields. */
const ERROR_SCHEMAS = new Set(['ErrorResult', 'CartSettingsErrorResult']);

describe('every operation declares the answers the server gives any call of its kind', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_, op) => {
    const expected = ['429', '503'];
    if (op.method !== 'GET') expected.push('403', '413');
    if (op.parameters.length > 0 || op.requestBody) expected.push('400');
    const loginRequired =
      (op.security ?? []).length > 0 && (op.security ?? []).every((r) => 'sessionCookie' in r);
    if (loginRequired) expected.push('401');
    for (const status of expected) {
      const response = responseOf(op, status);
      expect(response, `${op.operationId} does not declare ${status}`).toBeDefined();
    }
    for (const status of Object.keys(op.responses).filter((s) => Number(s) >= 400)) {
      const response = responseOf(op, status);
      expect(
        ERROR_SCHEMAS.has(response?.schema ?? ''),
        `${op.operationId} ${status} is not an error envelope`,
      ).toBe(true);
    }
    for (const status of ['429', '503']) {
      expect(responseOf(op, status)?.retryAfter, `${op.operationId} ${status} has no Retry-After`).toBe(true);
      expect(
        responseOf(op, status)?.retryAfterRequired,
        `${op.operationId} ${status}: Retry-After is not required`,
      ).toBe(true);
    }
    expect(responseOf(op, '413')?.shared ?? 'PayloadTooLarge').toBe('PayloadTooLarge');
    expect(responseOf(op, '429')?.shared).toBe('TooManyRequests');
  });
});

/** Every schema object in the bundle, with where it is. */
function* schemasIn(value: unknown, where: string): Generator<[string, Json]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* schemasIn(v, `${where}/${i}`);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Json;
  if (typeof record.type === 'string') yield [where, record];
  for (const [key, v] of Object.entries(record)) {
    // Examples are values, not schemas.
    if (key === 'example' || key === 'examples') continue;
    yield* schemasIn(v, `${where}/${key}`);
  }
}

describe('integers', () => {
  const integers = [...schemasIn(bundle, '#')].filter(([, s]) => s.type === 'integer');

  it('are found', () => expect(integers.length).toBeGreaterThan(70));

  it.each(integers)('%s has its format and both bounds', (_, schema) => {
    expect(['int32', 'int64']).toContain(schema.format);
    expect(typeof schema.minimum).toBe('number');
    expect(typeof schema.maximum).toBe('number');
    const [min, max] = [schema.minimum as number, schema.maximum as number];
    expect(min).toBeLessThanOrEqual(max);
    // int64 is read by the SDK and the server as a JavaScript number: at most 2^53 - 1.
    const [low, high] = schema.format === 'int32' ? [-(2 ** 31), 2 ** 31 - 1] : [-(2 ** 53 - 1), 2 ** 53 - 1];
    expect(min).toBeGreaterThanOrEqual(low);
    expect(max).toBeLessThanOrEqual(high);
  });
});

/**
 * Whether a pattern can never match a string holding NUL: every negated class names NUL (\x00), and
 * nothing else in it matches any character (`.`, `\S`, `\D`, `\W`, a negated class without it).
 */
function refusesNul(pattern: string): boolean {
  const classes = [...pattern.matchAll(/\[(\^?)((?:\\.|[^\]\\])*)\]/g)];
  if (classes.some(([, negated, body]) => negated && !/\\x00|\\u0000/.test(body as string))) return false;
  const outside = pattern.replace(/\[(?:\\.|[^\]\\])*\]/g, '').replace(/\\[^SDW]/g, '');
  return !/[.]|\\[SDW]/.test(outside) && !new RegExp(pattern, 'u').test('\u0000');
}

describe('strings a client sends refuse NUL', () => {
  const components = bundle.components.schemas as Record<string, Json>;
  const reached = new Set<string>();
  const reach = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(reach);
    else if (value && typeof value === 'object') {
      const ref = (value as Json).$ref;
      if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
        const name = refName(ref);
        if (!reached.has(name)) {
          reached.add(name);
          reach(components[name]);
        }
      } else Object.values(value).forEach(reach);
    }
  };
  for (const op of operations) reach(op.requestBody);
  const sent = [
    ...[...reached].flatMap((name) => [...schemasIn(components[name], `#/components/schemas/${name}`)]),
    ...operations.flatMap((op) =>
      op.parameters.flatMap((p) => [...schemasIn(p.schema, `${op.operationId} ${p.in} ${p.name}`)]),
    ),
    ...operations.flatMap((op) => [...schemasIn(op.requestBody, `${op.operationId} requestBody`)]),
  ].filter(([, s]) => s.type === 'string');
  const unique = [...new Map(sent).entries()];

  it('are found', () => expect(unique.length).toBeGreaterThan(100));

  it.each(unique)('%s', (_, schema) => {
    if (schema.enum || ['date', 'date-time', 'binary'].includes(schema.format as string)) return;
    expect(typeof schema.pattern, 'no pattern').toBe('string');
    expect(refusesNul(schema.pattern as string), `pattern ${schema.pattern} lets NUL through`).toBe(true);
  });

  it('the check itself tells patterns apart', () => {
    expect(refusesNul('^[^\\x00]*$')).toBe(true);
    expect(refusesNul('^[0-9]{3,4}$')).toBe(true);
    expect(refusesNul('^[^0-9\\x00]*([0-9][^0-9\\x00]*){10}$')).toBe(true);
    expect(refusesNul('^[^0-9]*$')).toBe(false);
    expect(refusesNul('^.*$')).toBe(false);
    expect(refusesNul('^\\S+$')).toBe(false);
  });
});

describe('links', () => {
  const links = operations.flatMap((op) =>
    Object.entries(op.responses).flatMap(([status, response]) =>
      Object.entries((deref<Json>(response as Json).links as Record<string, Json> | undefined) ?? {}).map(
        ([name, link]) => [`${op.operationId} ${status} -> ${name}`, op, link] as const,
      ),
    ),
  );

  it('lead along the purchase and the account lookups', () => {
    expect(links.length).toBeGreaterThan(20);
    const edges = new Set(links.map(([, op, link]) => `${op.operationId}>${link.operationId}`));
    for (const edge of [
      'getSession>addToCart',
      'addToCart>saveCartSettings',
      'saveCartSettings>setupFreedomPay',
      'setupFreedomPay>submitOrder',
      'submitOrder>getOrderDetails',
      'getOrderDetails>getMyOrderDetails',
      'getMyOrderDetails>getMyDigitalTickets',
      'getMyReservation>getMyReservationItems',
      'getMyReservation>getTicketBarcode',
      'getMyReservationItems>getMyReservation',
      'getAccountTickets>getAccountTicketHtml',
      'getAccountTickets>addReservationTicket',
      'getLinkedPassDetails>unlinkPass',
      'getLinkedPassDetails>getAccountTicketHtml',
      'getLinkedPassDetails>addRenewalPass',
      'getRenewablePasses>addRenewalPass',
      'getRenewablePasses>getAccountTicketHtml',
      'getLinkedUpgradeTickets>removeLinkedUpgradeTicket',
      'getLinkedUpgradeTickets>selectUpgrade',
    ])
      expect(edges).toContain(edge);
  });

  it.each(links)('%s names a real operation and its real parameters', (_, from, link) => {
    const target = byId.get(link.operationId as string);
    expect(target, `no operation ${link.operationId}`).toBeDefined();
    expect(typeof link.description).toBe('string');
    for (const [name, expression] of Object.entries((link.parameters as Record<string, string>) ?? {})) {
      expect(
        target?.parameters.map((p) => p.name),
        `${name} is not a parameter`,
      ).toContain(name);
      expect(expression).toMatch(/^\$(response\.body#\/|request\.(path|query|body)[.#])/);
      if (expression.startsWith('$request.path.'))
        expect(from.parameters.map((p) => p.name)).toContain(expression.slice('$request.path.'.length));
    }
    if (link.requestBody !== undefined) {
      expect(target?.requestBody, 'requestBody for an operation without one').toBeDefined();
      const content = (target?.requestBody?.content ?? {}) as Record<string, { schema: Json }>;
      const schema = deref<Json>(content['application/json']?.schema as Json);
      for (const [key, value] of Object.entries(link.requestBody as Record<string, string>)) {
        expect(Object.keys(schema.properties as Json)).toContain(key);
        expect(value).toMatch(/^\{\$(response|request)\.[^}]+\}$/);
      }
    }
  });
});
