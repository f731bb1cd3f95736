// The contract-test command's property-based phase (`--fuzz N`): for every operation, requests made
// by fast-check from the contract's own schemas, sent straight to the backend (or the mock) in a
// session with its XSRF token, each answer checked with answer-check.mjs:
// - valid requests (half of N): no 5xx (a 503 with Retry-After excepted: a server shedding load),
//   the status declared for the operation, the content type and the body as the contract says;
// - invalid requests (the other half: a valid request with one field of the wrong type, past a bound,
//   outside its enum, breaking its pattern, left out though required; malformed JSON): refused with 400.
// One record per operation and kind, for the report and the JUnit file; the seed repeats a run.
import fc from 'fast-check';
import { answerChecker, contractAjv, deref, isJsonType, operationsOf } from './answer-check.mjs';
import { arbitraryOf, invalidVariants } from './arbitraries.mjs';

const REQUEST_TIMEOUT_MS = 20_000;
const HEADER_UNSAFE = /[^\x21-\x7e]/g;
const CONCURRENCY = 4;
const ROOT = 'boxoffice-requests.json';

/** isValid(schema, value) for any schema of the contract (refs into components included). */
function schemaValidator(spec) {
  const ajv = contractAjv();
  ajv.addSchema({ $id: ROOT, components: spec.components ?? {} }, ROOT);
  const compiled = new WeakMap();
  return (schema, value) => {
    if (!schema || typeof schema !== 'object') return true;
    if (!compiled.has(schema)) {
      const text = JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${ROOT}#/`);
      compiled.set(schema, ajv.compile(JSON.parse(text)));
    }
    return compiled.get(schema)(value);
  };
}

/** A path parameter is never empty: an empty segment is another path. */
const pathSchema = (schema, resolve) => {
  const s = resolve(schema) ?? {};
  return s.type === 'string' && !s.enum && !s.format ? { ...s, minLength: Math.max(1, s.minLength ?? 0) } : s;
};

/** `.` and `..` in a path are read as the folder itself and its parent: the request would go elsewhere. */
const DOT_SEGMENT = /^\.{1,2}$/;

const exampleOf = (node) =>
  node?.example ?? Object.values(node?.examples ?? {})[0]?.value ?? node?.schema?.example;

/** The parts of an operation's requests and the arbitrary of valid ones. */
function requestModel(o, { resolve, isValid, fixtures, requestExample }) {
  const ctx = { resolve, isValid };
  const params = o.parameters.filter((p) => ['path', 'query', 'header'].includes(p.in));
  const schemaOf = (p) => (p.in === 'path' ? pathSchema(p.schema, resolve) : p.schema);
  const arbs = { path: {}, query: {}, header: {} };
  const required = { path: [], query: [], header: [] };
  for (const p of params) {
    const example = exampleOf(p);
    const given = example === undefined ? undefined : fixtures.apply(structuredClone(example), p.name);
    const arb = arbitraryOf(schemaOf(p), ctx, given);
    // HTTP carries only visible characters in a header (fetch refuses others).
    arbs[p.in][p.name] = p.in === 'header' ? arb.map((v) => String(v).replace(HEADER_UNSAFE, '')) : arb;
    if (p.required || p.in === 'path') required[p.in].push(p.name);
  }
  const media = o.op.requestBody?.content ?? {};
  const bodySchema = media['application/json']?.schema;
  const multipart = Boolean(media['multipart/form-data']);
  const bodyArb = bodySchema
    ? arbitraryOf(bodySchema, ctx, requestExample(o.operationId))
    : fc.constant(undefined);
  const part = (name) => fc.record(arbs[name], { requiredKeys: required[name] });
  const valid = fc.record({
    path: part('path'),
    query: part('query'),
    header: part('header'),
    body: bodyArb,
  });
  const schemas = Object.fromEntries(params.map((p) => [`${p.in}:${p.name}`, schemaOf(p)]));
  return { valid, bodySchema, multipart, schemas, params, bodyRequired: Boolean(o.op.requestBody?.required) };
}

/** Whether a generated request is valid against the contract (the generator's own check). */
function isValidRequest(request, model, isValid) {
  if (Object.values(request.path).some((v) => DOT_SEGMENT.test(String(v)))) return false;
  for (const where of ['path', 'query', 'header'])
    for (const [name, value] of Object.entries(request[where]))
      if (!isValid(model.schemas[`${where}:${name}`], value)) return false;
  return !model.bodySchema || request.body === undefined || isValid(model.bodySchema, request.body);
}

/** Every way to make one valid request invalid: its body's fields, its parameters, its JSON. */
function invalidRequests(request, model, ctx, { mock }) {
  const out = [];
  if (model.bodySchema && request.body !== undefined) {
    for (const v of invalidVariants(model.bodySchema, request.body, ctx))
      out.push({ ...request, body: v.value, what: `body ${v.what}` });
    // Prism's own HTTP server answers unparsable JSON before the mock sees it, in a shape of its own.
    if (!mock)
      out.push({ ...request, body: undefined, rawBody: '{"unfinished": ', what: 'a body that is not JSON' });
  }
  if (model.bodyRequired && model.bodySchema)
    out.push({ ...request, body: undefined, what: 'the required body left out' });
  for (const p of model.params) {
    const schema = ctx.resolve(model.schemas[`${p.in}:${p.name}`]) ?? {};
    const value = request[p.in][p.name];
    const put = (what, v) => out.push({ ...request, [p.in]: { ...request[p.in], [p.name]: v }, what });
    // On the wire every parameter is text: a word where a number or a boolean is due never parses.
    if (['integer', 'number', 'boolean'].includes(schema.type))
      put(`${p.in} parameter ${p.name}: not a ${schema.type}`, 'not-a-value');
    // A number where text is due is still text on the wire: only variants that stay invalid as sent.
    // Nor an empty value: `?name=` is commonly read as the parameter left out, and a path cannot hold one.
    const sendable = (v) =>
      typeof v.value !== 'object' &&
      v.value !== '' &&
      (p.in !== 'path' || !DOT_SEGMENT.test(String(v.value))) &&
      (schema.type !== 'string' || typeof v.value === 'string') &&
      (p.in !== 'header' || !String(v.value).match(HEADER_UNSAFE));
    if (value !== undefined)
      for (const v of invalidVariants(schema, value, ctx).filter(sendable))
        put(`${p.in} parameter ${p.name}: ${v.what.replace(/^\(the body\): /, '')}`, v.value);
    if (p.required && p.in !== 'path') {
      const { [p.name]: _left, ...rest } = request[p.in];
      out.push({ ...request, [p.in]: rest, what: `${p.in} parameter ${p.name}: missing (required)` });
    }
  }
  return out;
}

/** The URL, method and headers of a generated request in a session. */
function toFetch(o, request, { target, session }) {
  const path = o.path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(String(request.path[name])));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(name, String(v));
  }
  const headers = { Accept: o.accept };
  for (const [name, value] of Object.entries(request.header ?? {})) headers[name] = String(value);
  const cookies = [...(session?.cookies ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
  if (cookies) headers.Cookie = cookies;
  const token = session?.cookies.get('XSRF-TOKEN');
  if (o.method !== 'GET' && token) headers['X-XSRF-TOKEN'] = decodeURIComponent(token);
  let body;
  if (request.rawBody !== undefined) body = request.rawBody;
  else if (request.body !== undefined) body = JSON.stringify(request.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = `${target}${path}${query.size ? `?${query}` : ''}`;
  return { url, init: { method: o.method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) } };
}

/** What a client of this operation accepts: the media types its answers declare. */
const acceptOf = (spec, o) => {
  const responses = Object.values(o.op.responses ?? {}).map((r) => deref(spec, r));
  const types = new Set(responses.flatMap((r) => Object.keys(r?.content ?? {})));
  return types.size ? [...types].join(', ') : '*/*';
};

const brief = (text, length = 160) => {
  const s = String(text);
  return s.length > length ? `${s.slice(0, length)}…` : s;
};

/** Sends one request; answers the problems found with its answer (none: it passed). */
async function probe(o, request, kind, { checker, target, session }) {
  let response;
  const { url, init } = toFetch(o, request, { target, session });
  try {
    response = await fetch(url, init);
  } catch (error) {
    return [`no answer: ${error?.cause?.code ?? error?.message ?? error}`];
  }
  // The session goes on with whatever cookies the server set (a new session, a new token).
  for (const line of response.headers.getSetCookie?.() ?? []) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0 && session) session.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
  }
  const type = response.headers.get('content-type');
  // Other bodies (images, pages) are read to the end but checked by status and type only.
  const text = isJsonType(type) ? await response.text() : null;
  if (text === null) await response.arrayBuffer();
  const body = text ?? undefined;
  const status = response.status;
  const problems = checker.check({
    method: o.method,
    path: o.path,
    status,
    headers: response.headers,
    body,
  }).problems;
  const shed = status === 503 && response.headers.has('retry-after');
  if (status >= 500 && !shed) problems.unshift('a server error');
  if (kind === 'invalid' && status !== 400 && !shed)
    problems.unshift('invalid input must be refused with 400');
  return problems.map((p) => `-> ${status}: ${p}`);
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool(items, limit, work) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async (_, lane) => {
    while (queue.length) await work(queue.shift(), lane);
  });
  await Promise.all(workers);
}

/**
 * The phase: `runs` requests per operation (half valid, half invalid), against `target` (the API
 * root, as the contract's paths are relative to it). `openSession(name)` opens an anonymous session;
 * `signedIn` is the signed-in one (or null). Answers one record per operation and kind.
 */
export async function fuzz({
  spec,
  target,
  runs,
  seed,
  only,
  mock = false,
  fixtures,
  requestExample,
  openSession,
  signedIn,
}) {
  const resolve = (node) => deref(spec, node);
  const isValid = schemaValidator(spec);
  const checker = answerChecker(spec);
  const ctx = { resolve, isValid };
  const ops = operationsOf(spec)
    .filter((o) => !only?.size || only.has(o.operationId))
    .map((o) => ({ ...o, accept: acceptOf(spec, o) }));
  const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => openSession(`fuzz-${i}`)));
  const records = [];
  const validRuns = Math.ceil(runs / 2);
  const invalidRuns = Math.floor(runs / 2);
  // Requests sent; generated ones the contract's own check found invalid (not sent as valid).
  const stats = { requests: 0, dropped: 0 };

  await pool(ops, CONCURRENCY, async (o, lane) => {
    const loginRequired =
      (o.op.security ?? []).length > 0 && o.op.security.every((req) => 'sessionCookie' in req);
    const session = loginRequired && signedIn ? signedIn : sessions[lane];
    const model = requestModel(o, { resolve, isValid, fixtures, requestExample });
    // One seed per operation, from the run's: a failing operation repeats alone with --only.
    const opSeed = (seed ^ hash(o.operationId)) | 0;
    const drawn = fc.sample(model.valid, { numRuns: validRuns, seed: opSeed });
    const valid = drawn.filter((r) => isValidRequest(r, model, isValid));
    stats.dropped += drawn.length - valid.length;
    const invalid = fc
      .sample(
        model.valid.chain((r) => {
          // One field made invalid in a request otherwise valid, so the refusal can only be for it.
          if (!isValidRequest(r, model, isValid)) return fc.constant(null);
          const variants = invalidRequests(r, model, ctx, { mock });
          return variants.length ? fc.constantFrom(...variants) : fc.constant(null);
        }),
        { numRuns: invalidRuns, seed: opSeed + 1 },
      )
      .filter(Boolean);
    const record = (kind, outcome, reason) =>
      records.push({
        name: `${o.operationId} -> fuzz ${kind}`,
        operationId: o.operationId,
        method: o.method,
        path: o.path,
        status: null,
        phase: 'fuzz',
        outcome,
        reason,
      });
    for (const [kind, requests] of [
      ['valid', model.multipart ? [] : valid],
      ['invalid', loginRequired && !signedIn ? [] : invalid],
    ]) {
      if (requests.length === 0) {
        // A skip only where a session is missing; nothing to send is no test at all.
        if (kind === 'invalid' && loginRequired && !signedIn)
          record(
            kind,
            'skipped',
            'login required: give a signed-in session to send invalid input past the 401',
          );
        continue;
      }
      const found = new Map();
      for (const request of requests) {
        stats.requests += 1;
        for (const problem of await probe(o, request, kind, { checker, target, session })) {
          if (!found.has(problem)) found.set(problem, request);
        }
      }
      if (found.size === 0) {
        record(kind, 'passed', null);
        continue;
      }
      const lines = [...found].slice(0, 8).map(([problem, request]) => {
        const sent = request.rawBody ?? (request.body === undefined ? '' : JSON.stringify(request.body));
        const params = { ...request.path, ...request.query };
        return `${problem}\n    sent${request.what ? ` (${request.what})` : ''}: ${brief(JSON.stringify(params))}${sent ? ` body ${brief(sent)}` : ''}`;
      });
      if (found.size > 8) lines.push(`and ${found.size - 8} more`);
      record(
        kind,
        'failed',
        `${lines.join('\n')}\n(--fuzz-seed ${seed} --only ${o.operationId} repeats this)`,
      );
    }
  });
  return { records, ...stats };
}

/** A small stable hash of a name, to spread the run's seed over the operations. */
const hash = (text) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);
