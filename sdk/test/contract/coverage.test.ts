// The contract covers every call the specifications name, documents each one fully, and tells one story.
// Reads the bundle (openapi/dist/openapi.json, made by `npm run bundle`, which the test command runs first).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationTable } from '../../src/generated/operations.gen.js';

const repo = join(import.meta.dirname, '..', '..', '..');
const bundle = JSON.parse(readFileSync(join(repo, 'openapi', 'dist', 'openapi.json'), 'utf8'));

interface Row {
  method: string;
  path: string;
  operationId: string;
}

/** Rows after this comment are operations of ours that no seed call names. */
const OURS_MARKER = '# Operations of ours';

function readChecklist(file: string, { withOurs = true } = {}): Row[] {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(OURS_MARKER);
  return (withOurs || at < 0 ? text : text.slice(0, at))
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [method = '', path = '', operationId = ''] = line.split('\t');
      return { method, path, operationId };
    });
}

const checklist = readChecklist(join(repo, 'openapi', 'seed-operations.tsv'));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Operation = Record<string, unknown> & {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { example?: unknown; examples?: object }> }>;
};
const operations: (Operation & { method: string; path: string })[] = Object.entries(
  bundle.paths as Record<string, Record<string, Operation>>,
).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ ...(item[m] as Operation), method: m.toUpperCase(), path })),
);

describe('coverage of the specifications', () => {
  it.each(checklist)('$method $path is operation $operationId', ({ method, path, operationId }) => {
    const op = operationTable.find((o) => o.method === method && o.path === path);
    expect(op, `no operation for ${method} ${path}`).toBeDefined();
    expect(op?.operationId).toBe(operationId);
  });

  it('lists every operation of the contract in the checklist', () => {
    const listed = new Set(checklist.map((r) => `${r.method} ${r.path}`));
    const unlisted = operationTable
      .filter((o) => !listed.has(`${o.method} ${o.path}`))
      .map((o) => o.operationId);
    expect(unlisted).toEqual([]);
  });

  const shared = join(repo, '..', 'shared', 'contract', 'seed-operations.tsv');
  it.runIf(existsSync(shared))("keeps the project's checklist in step with the shared one", () => {
    const seedRows = readChecklist(shared);
    const ours = new Set(checklist.map((r) => `${r.method} ${r.path}`));
    const withPath = seedRows.filter((r) => r.method !== '?');
    expect(withPath.filter((r) => !ours.has(`${r.method} ${r.path}`))).toEqual([]);
    // The calls the seeds give no path: each has an operation of ours, listed after the seed's own.
    const pathless = seedRows.filter((r) => r.method === '?').length;
    const seedCalls = readChecklist(join(repo, 'openapi', 'seed-operations.tsv'), { withOurs: false });
    expect(seedCalls.length).toBe(withPath.length + pathless);
  });
});

describe('every operation is documented', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_, op) => {
    expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    expect(op.tags).toHaveLength(1);
    expect(op.summary?.length).toBeGreaterThan(5);
    expect(op.description?.length).toBeGreaterThan(40);
    expect(op.security, 'security must be declared').toBeDefined();
    const success = Object.entries(op.responses ?? {}).filter(([code]) => /^[23]/.test(code));
    expect(success.length).toBeGreaterThan(0);
    for (const [code, response] of success) {
      for (const [media, content] of Object.entries(response.content ?? {})) {
        if (media.startsWith('image/')) continue;
        const hasExample = content.example !== undefined || Object.keys(content.examples ?? {}).length > 0;
        expect(hasExample, `${code} ${media} has no example`).toBe(true);
      }
    }
    if (op.method !== 'GET') {
      expect(
        op.security?.some((req) => 'xsrfHeader' in req),
        'non-GET calls need the XSRF header',
      ).toBe(true);
      expect(op.responses?.['403'], 'non-GET calls answer 403 without the XSRF token').toBeDefined();
    }
    const loginRequired =
      (op.security ?? []).length > 0 && (op.security ?? []).every((req) => 'sessionCookie' in req);
    if (loginRequired) expect(op.responses?.['401'], 'login-required calls answer 401').toBeDefined();
  });
});

describe('the examples tell one story', () => {
  // Every product, variant and performance id in any example is one STORY.md introduces.
  const story = readFileSync(join(repo, 'openapi', 'STORY.md'), 'utf8');
  const storyIds = new Set([...story.matchAll(/`([a-z]+_[a-z0-9_]+)`/g)].map((m) => m[1]));
  const idKeys = /^(productId|extProductId|productVariantId|extProductVariantId|extVariantId|performanceId)$/;

  function collect(value: unknown, found: Map<string, string>, where: string): void {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) collect(v, found, `${where}/${i}`);
    } else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (idKeys.test(key) && typeof v === 'string') found.set(`${where}/${key}`, v);
        else collect(v, found, `${where}/${key}`);
      }
    }
  }

  it('uses only the story catalog ids for products, variants and performances', () => {
    const found = new Map<string, string>();
    collect(bundle.paths, found, '');
    const strangers = [...found]
      .filter(([, id]) => !storyIds.has(id))
      .map(([where, id]) => `${id} at ${where}`);
    expect(found.size).toBeGreaterThan(20);
    expect(strangers).toEqual([]);
  });
});
