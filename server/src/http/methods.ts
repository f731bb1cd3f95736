// Methods a path of the API does not have: HTTP's 405 with `Allow` (the methods the contract gives the
// path), where Hono would answer 404; and OPTIONS, answered 204 with the same `Allow`, no body and no
// session (the API is same-origin: no cross-origin headers are sent, so a browser's preflight from
// another origin fails as before). A path that is no operation's stays a 404.
import type { OperationInfo } from '@boxoffice/sdk';
import type { Context } from 'hono';

/** The order `Allow` lists them in. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

interface PathMethods {
  /** The contract's path as a pattern over the path under the API root ({id}: one segment). */
  readonly pattern: RegExp;
  readonly methods: ReadonlySet<string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Each path of the table with its methods (GET also answers HEAD; every path answers OPTIONS). */
export function pathMethods(table: readonly OperationInfo[]): readonly PathMethods[] {
  const byPath = new Map<string, Set<string>>();
  for (const op of table) {
    const methods = byPath.get(op.path) ?? new Set(['OPTIONS']);
    methods.add(op.method);
    if (op.method === 'GET') methods.add('HEAD');
    byPath.set(op.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${escapeRegExp(path).replace(/\{\w+\}/g, '[^/]+')}$`),
    methods,
  }));
}

/**
 * The `Allow` value for a path under the API root: the methods of every contract path it matches
 * (`/config/web-site/current` is both a GET of its own and the POST of `/config/web-site/{id}`, as
 * the router takes it), or null when it matches none.
 */
export function allowOf(paths: readonly PathMethods[], path: string): string | null {
  const methods = new Set(paths.filter((p) => p.pattern.test(path)).flatMap((p) => [...p.methods]));
  return methods.size ? ORDER.filter((m) => methods.has(m)).join(', ') : null;
}

/** The path of a request under the API root, from the mount the fallback route was reached through. */
export function apiPathOf(c: Context): string {
  const mount = c.req.routePath.replace(/\/?\*$/, '');
  return c.req.path.startsWith(mount) ? c.req.path.slice(mount.length) || '/' : c.req.path;
}
