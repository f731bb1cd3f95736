// What the hooks need to talk to the backend and to shape Dredd's transactions: sessions and their
// cookies, setup calls through the validating proxy, examples from the contract, and readable messages
// out of Prism's problem documents.
//
// These calls are plain HTTP on purpose, not the SDK: the contract tests check the wire itself (cookies,
// headers, malformed requests) for any backend, so that no bug of the SDK's can hide one of the backend's.
const { randomUUID } = require('node:crypto');

const SESSION_COOKIE = 'BOXOFFICE_SESSION';
const XSRF_COOKIE = 'XSRF-TOKEN';

class Api {
  constructor({ proxy, upstream, spec, mock, fixtures }) {
    this.proxy = proxy;
    this.fixtures = fixtures;
    this.upstream = upstream;
    this.spec = spec;
    this.mock = mock;
    this.byId = new Map();
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (op && typeof op === 'object' && op.operationId)
          this.byId.set(op.operationId, { ...op, path, method });
      }
    }
  }

  /**
   * A session: its cookies and XSRF token. `cookieHeader` starts from a given signed-in session.
   * The Prism mock sets no cookies; it checks only that they are there, so made-up ones stand in.
   */
  async openSession(name, cookieHeader) {
    if (name === 'signedIn' && !cookieHeader && !this.mock) return null;
    const session = { name, cookies: new Map() };
    for (const part of (cookieHeader || '').split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key) session.cookies.set(key, rest.join('='));
    }
    const response = await send(`${this.proxy}/session?ts=${Date.now()}`, {
      headers: { Cookie: cookieString(session), Prefer: 'code=200' },
    });
    if (!response.ok) throw new Error(`GET /session answered ${response.status}: ${await brief(response)}`);
    absorbCookies(session, response.headers.getSetCookie?.() ?? []);
    if (this.mock) {
      if (!session.cookies.has(SESSION_COOKIE))
        session.cookies.set(SESSION_COOKIE, `contract-${name}-${randomUUID()}`);
      if (!session.cookies.has(XSRF_COOKIE))
        session.cookies.set(XSRF_COOKIE, `contract-xsrf-${randomUUID()}`);
    }
    return session;
  }

  /** Puts the session's cookies, and on non-GET calls its XSRF token, on a Dredd request. */
  authenticate(request, session, sendToken) {
    if (!session) return;
    request.headers.Cookie = cookieString(session);
    const token = session.cookies.get(XSRF_COOKIE);
    if (sendToken && token) request.headers['X-XSRF-TOKEN'] = decodeURIComponent(token);
  }

  /** Swaps the session cookie of a Dredd request for another, keeping the XSRF cookie. */
  replaceSessionCookie(request, sessionCookie) {
    const others = String(request.headers.Cookie ?? '')
      .split(';')
      .map((c) => c.trim())
      .filter((c) => c && !c.startsWith(`${SESSION_COOKIE}=`));
    request.headers.Cookie = [sessionCookie, ...others].join('; ');
  }

  /** A setup call through the validating proxy, in the given session; resolves to the parsed body. */
  async call(session, method, path, body) {
    const headers = { Cookie: cookieString(session), Prefer: 'code=200', Accept: 'application/json' };
    if (method !== 'GET')
      headers['X-XSRF-TOKEN'] = decodeURIComponent(session.cookies.get(XSRF_COOKIE) ?? '');
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await send(`${this.proxy}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    absorbCookies(session, response.headers.getSetCookie?.() ?? []);
    const text = await response.text();
    if (!response.ok)
      throw new Error(`setup call ${method} ${path} answered ${response.status}: ${describeBody(text)}`);
    return text ? JSON.parse(text) : undefined;
  }

  /**
   * A multipart upload (the pass photo), sent straight to the backend: Prism's proxy re-encodes binary
   * request bodies as text, which spoils an image. The mock has no upstream and keeps the proxy.
   */
  async upload(session, path, field, bytes, filename) {
    const form = new FormData();
    const type = filename.endsWith('.png') ? 'image/png' : 'image/jpeg';
    form.append(field, new Blob([bytes], { type }), filename);
    const response = await send(`${this.mock ? this.proxy : this.upstream}${path}`, {
      method: 'POST',
      headers: {
        Cookie: cookieString(session),
        Prefer: 'code=200',
        'X-XSRF-TOKEN': decodeURIComponent(session.cookies.get(XSRF_COOKIE) ?? ''),
      },
      body: form,
    });
    if (!response.ok)
      throw new Error(`setup call POST ${path} answered ${response.status}: ${await brief(response)}`);
  }

  /** The first example of an operation's JSON request body, as a fresh copy with the run's fixtures. */
  requestExample(operationId) {
    const media = this.byId.get(operationId)?.requestBody?.content?.['application/json'];
    const example = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
    return example === undefined ? undefined : this.fixtures.apply(structuredClone(example));
  }

  /** Puts the run's fixtures into a documented request: its path parameters, query and JSON body. */
  applyFixtures(transaction, op) {
    if (!this.fixtures.values.size) return;
    const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const actual = transaction.request.uri.split('?')[0].split('/');
    const template = op.path.split('/');
    const values = {};
    for (const name of names) {
      const value = decodeURIComponent(actual[template.indexOf(`{${name}}`)] ?? '');
      values[name] = this.fixtures.apply(value, name);
    }
    if (names.length) this.setPath(transaction, op, values);
    const [, query = ''] = transaction.request.uri.split('?');
    for (const [name, value] of new URLSearchParams(query)) {
      const replaced = this.fixtures.apply(value, name);
      if (replaced !== value) this.setQuery(transaction, name, replaced);
    }
    const body = this.body(transaction);
    if (body !== undefined) this.setBody(transaction, this.fixtures.apply(body));
  }

  // --- shaping Dredd's transactions ------------------------------------------------------------

  body(transaction) {
    try {
      return transaction.request.body ? JSON.parse(transaction.request.body) : undefined;
    } catch {
      return undefined;
    }
  }

  setBody(transaction, body) {
    transaction.request.body = JSON.stringify(body);
  }

  /** Sets path parameters, keeping the query string. */
  setPath(transaction, op, values) {
    const [, query] = transaction.request.uri.split('?');
    const actual = transaction.request.uri.split('?')[0].split('/');
    const path = op.path
      .split('/')
      .map((segment, i) => {
        const name = segment.match(/^\{(.+)\}$/)?.[1];
        if (!name) return segment;
        return name in values ? encodeURIComponent(values[name]) : actual[i];
      })
      .join('/');
    transaction.request.uri = query ? `${path}?${query}` : path;
    transaction.fullPath = transaction.request.uri;
  }

  setQuery(transaction, name, value) {
    const [path, query = ''] = transaction.request.uri.split('?');
    const params = new URLSearchParams(query);
    params.set(name, String(value));
    transaction.request.uri = `${path}?${params}`;
    transaction.fullPath = transaction.request.uri;
  }

  /** For a 404: every path id, or (without path ids) every id in the body, becomes one that does not exist. */
  replaceIds(transaction, op, unknownId) {
    const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    if (names.length)
      return this.setPath(transaction, op, Object.fromEntries(names.map((n) => [n, unknownId])));
    const body = this.body(transaction);
    if (body && typeof body === 'object') return this.setBody(transaction, replaceIdFields(body, unknownId));
    // A GET carries its ids in the query (getExternalDigitalTickets: extOrderTokenId).
    const [, query = ''] = transaction.request.uri.split('?');
    for (const name of new URLSearchParams(query).keys())
      if (/(^id$|Id$)/.test(name)) this.setQuery(transaction, name, unknownId);
  }

  /**
   * For a 400: a request the contract itself rejects: a file that is not an image for an upload, the first
   * required body field of the wrong type, a typed query parameter that does not parse, or a required
   * query parameter left out. Returns a description, or null when none of these exists.
   */
  malform(transaction, op, multipartFile) {
    if (op.requestBody?.content?.['multipart/form-data']) {
      multipartFile(transaction, 'notes.txt', 'text/plain', Buffer.from('not an image'));
      return 'a text file where an image is expected';
    }
    const schema = this.resolve(op.requestBody?.content?.['application/json']?.schema);
    const body = this.body(transaction);
    if (schema?.properties && body && typeof body === 'object' && !Array.isArray(body)) {
      const field = schema.required?.[0] ?? Object.keys(schema.properties)[0];
      const type = this.resolve(schema.properties[field])?.type;
      body[field] = type === 'string' ? 12345 : 'not-a-valid-value';
      this.setBody(transaction, body);
      return `body field ${field} of the wrong type`;
    }
    const typed = (op.parameters ?? [])
      .map((p) => this.resolve(p))
      .find(
        (p) => p.in === 'query' && ['integer', 'number', 'boolean'].includes(this.resolve(p.schema)?.type),
      );
    if (typed) {
      this.setQuery(transaction, typed.name, 'not-a-valid-value');
      return `query parameter ${typed.name} that does not parse`;
    }
    const required = (op.parameters ?? [])
      .map((p) => this.resolve(p))
      .find((p) => p.in === 'query' && p.required);
    if (required) {
      const [path, query = ''] = transaction.request.uri.split('?');
      const params = new URLSearchParams(query);
      params.delete(required.name);
      transaction.request.uri = params.size ? `${path}?${params}` : path;
      transaction.fullPath = transaction.request.uri;
      return `the required query parameter ${required.name} left out`;
    }
    // Only path or string query parameters: one over its declared length, else a path parameter
    // holding a NUL character.
    const inPath = (op.parameters ?? []).map((p) => this.resolve(p)).filter((p) => p.in === 'path');
    const strings = (op.parameters ?? []).map((p) => this.resolve(p)).filter((p) => p.in === 'query');
    const long = [...inPath, ...strings].find((p) => Number.isInteger(this.resolve(p.schema)?.maxLength));
    if (long) {
      const length = this.resolve(long.schema).maxLength + 1;
      if (long.in === 'path') this.setPath(transaction, op, { [long.name]: 'x'.repeat(length) });
      else this.setQuery(transaction, long.name, 'x'.repeat(length));
      return `${long.in} parameter ${long.name} of ${length} characters (at most ${length - 1})`;
    }
    const nul = inPath.find((p) => String(this.resolve(p.schema)?.pattern ?? '').includes('\\x00'));
    if (nul) {
      this.setPath(transaction, op, { [nul.name]: 'id\0' });
      return `path parameter ${nul.name} holding a NUL character`;
    }
    return null;
  }

  /** Sends a transaction straight to the backend instead of through the proxy. */
  retarget(transaction, baseUrl) {
    const url = new URL(baseUrl);
    transaction.protocol = url.protocol;
    transaction.host = url.hostname;
    transaction.port = url.port || (url.protocol === 'https:' ? '443' : '80');
    transaction.fullPath = url.pathname.replace(/\/+$/, '') + transaction.request.uri;
  }

  resolve(node) {
    let current = node;
    while (current?.$ref) {
      current = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((acc, key) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.spec);
    }
    return current;
  }

  // --- reading answers -------------------------------------------------------------------------

  /** Prism's problem documents (schema violations, refused requests) as a message a developer can act on. */
  prismProblem(real) {
    const type = header(real, 'content-type');
    if (!type.includes('application/problem+json')) return null;
    let problem;
    try {
      problem = JSON.parse(real.body);
    } catch {
      return `the validating proxy answered ${real.statusCode} with an unreadable problem document`;
    }
    const kind = String(problem.type ?? '').split('#')[1] ?? '';
    const lines = (problem.validation ?? []).map((v) => `  - ${where(v.location)}: ${v.message}`);
    const lead =
      kind === 'VIOLATIONS'
        ? 'the response does not match the contract'
        : kind === 'UNPROCESSABLE_ENTITY'
          ? 'the validating proxy refused the test request as not matching the contract (a test-data problem)'
          : `the validating proxy answered ${problem.status ?? real.statusCode} ${problem.title ?? ''}`.trim();
    const detail = lines.length ? `\n${lines.join('\n')}` : problem.detail ? `: ${problem.detail}` : '';
    return `${lead}${detail}`;
  }

  /** A 400 or 413 sent past the proxy is checked here: the error envelope with a message a shopper can read. */
  checkErrorEnvelope(real, code = 400) {
    if (!header(real, 'content-type').includes('json'))
      return `the ${code} answer is not JSON (${header(real, 'content-type') || 'no content type'})`;
    let body;
    try {
      body = JSON.parse(real.body);
    } catch {
      return `the ${code} answer is not valid JSON`;
    }
    if (body?.success !== false) return `the ${code} answer lacks success: false`;
    if (typeof body.message !== 'string' || !body.message.trim()) return `the ${code} answer lacks a message`;
    return null;
  }

  briefBody(real) {
    return describeBody(real?.body ?? '');
  }
}

function replaceIdFields(value, unknownId) {
  if (Array.isArray(value)) return value.map((v) => replaceIdFields(v, unknownId));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      typeof v === 'string' && /(^id$|Id$)/.test(key)
        ? unknownId
        : Array.isArray(v) && /Ids$/.test(key) && v.every((id) => typeof id === 'string')
          ? v.map(() => unknownId)
          : replaceIdFields(v, unknownId),
    ]),
  );
}

/**
 * fetch, retried once when the socket was closed under it: Prism closes idle keep-alive connections after
 * 5 s, and a setup call after a pause can land on one it already closed.
 */
async function send(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = error?.cause?.code;
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

function cookieString(session) {
  return [...(session?.cookies ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
}

// Prism's proxy joins several Set-Cookie headers into one line, separated by commas; a comma followed
// by `name=` starts the next cookie (an Expires date's comma is followed by a day number and a space).
function absorbCookies(session, setCookies) {
  for (const line of setCookies.flatMap((joined) => joined.split(/,\s*(?=[^;=\s]+=)/))) {
    const [pair] = line.split(';');
    const [key, ...rest] = pair.trim().split('=');
    if (key) session.cookies.set(key, rest.join('='));
  }
}

/** Prism's violation location (['response', 'body', 'value', 'items', '0']) as 'response body /value/items/0'. */
function where(location = []) {
  const [side = '', part = '', ...rest] = location;
  return `${side} ${part}${rest.length ? ` /${rest.join('/')}` : ''}`.trim();
}

function header(real, name) {
  const headers = real?.headers ?? {};
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key ? String(headers[key]) : '';
}

function describeBody(text) {
  const s = String(text ?? '');
  try {
    const json = JSON.parse(s);
    if (json && typeof json.message === 'string') return json.message;
    if (json && typeof json.detail === 'string') return json.detail;
  } catch {}
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}

async function brief(response) {
  return describeBody(await response.text().catch(() => ''));
}

module.exports = { Api };
