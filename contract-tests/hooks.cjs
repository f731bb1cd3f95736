// Dredd hooks for the Boxoffice contract tests (loaded by run.mjs; CommonJS because Dredd requires it).
//
// Dredd has no cookie jar and knows nothing of the storefront's state, so these hooks:
// - open an anonymous session (and use a signed-in one for login-required calls) and send the session
//   cookie and the X-XSRF-TOKEN header;
// - make each documented error response happen: 401 without a signed-in session, 403 with a wrong token,
//   404 with unknown ids, 409 in a fresh session that has none of the state the call needs, 400 with a
//   malformed request sent straight to the backend (the validating proxy would refuse it itself);
// - create the state a success needs (a cart line before modify, a pass before its update, ...);
// - turn the proxy's schema violations into failures that name the operation and the field;
// - skip only what cannot be produced, with the reason.
const hooks = require('hooks');
const { readFileSync } = require('node:fs');
const { recipes, provocations, multipartFile } = require('./recipes.cjs');
const { Api } = require('./api.cjs');
const { Fixtures } = require('./fixtures.cjs');

const env = process.env;
const spec = JSON.parse(readFileSync(env.BOXOFFICE_CT_BUNDLE, 'utf8'));
const MOCK = env.BOXOFFICE_CT_MOCK === '1';
const ONLY = new Set((env.BOXOFFICE_CT_ONLY || '').split(',').filter(Boolean));
// The team's fixtures (run.mjs read the file); without one the story's values stay.
const fixtures = new Fixtures(env.BOXOFFICE_CT_FIXTURES ? JSON.parse(env.BOXOFFICE_CT_FIXTURES) : null);
const UNKNOWN_ID = 'no-such-id-0000';
const NOT_SELECTED = 'not selected with --only';
const WRONG_TOKEN = 'not-the-xsrf-token';
// A session cookie the server never issued stands for one that timed out.
const EXPIRED_SESSION = 'BOXOFFICE_SESSION=expired-session-0000';

/** Notes shared with report.cjs, keyed by transaction id (what Dredd reports as the test's title). */
globalThis.__boxofficeContract ??= { ops: new Map(), meta: new Map(), skips: new Map(), failures: new Map() };
const notes = globalThis.__boxofficeContract;
notes.hooksLoaded = true;

const templates = Object.keys(spec.paths).map((path) => ({
  path,
  regex: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
}));

function operationOf(transaction) {
  const method = transaction.request.method.toLowerCase();
  const uriPath = transaction.request.uri.split('?')[0];
  const template =
    templates.find((t) => t.path === uriPath) ??
    templates.find((t) => t.regex.test(uriPath) && spec.paths[t.path][method]);
  if (!template) return null;
  const op = spec.paths[template.path][method];
  return op ? { ...op, method: method.toUpperCase(), path: template.path } : null;
}

function needsSignIn(op) {
  return (op.security ?? []).length > 0 && op.security.every((req) => 'sessionCookie' in req);
}

function status(transaction) {
  return Number(transaction.expected.statusCode);
}

function skip(transaction, reason) {
  transaction.skip = true;
  notes.skips.set(transaction.id, reason);
}

function fail(transaction, message) {
  transaction.fail = message;
  notes.failures.set(transaction.id, message);
}

const sessions = {};
let api;

hooks.beforeAll((transactions, done) => {
  api = new Api({
    proxy: env.BOXOFFICE_CT_PROXY,
    upstream: env.BOXOFFICE_CT_UPSTREAM,
    spec,
    mock: MOCK,
    fixtures,
  });
  Promise.all([api.openSession('anonymous'), api.openSession('signedIn', env.BOXOFFICE_CT_SIGNED_IN_COOKIE)])
    .then(async ([anonymous, signedIn]) => {
      sessions.anonymous = anonymous;
      sessions.signedIn = signedIn;
      // What the fixtures file left out is found through the API before the first transaction.
      Object.assign(notes, await fixtures.resolve({ api, sessions }));
      done();
    })
    .catch((error) => {
      const cause = error.cause?.message ? ` (${error.cause.message})` : '';
      for (const t of transactions)
        fail(t, `Could not open a session with GET /session: ${error.message}${cause}`);
      done();
    });
});

hooks.beforeEach((transaction, done) => {
  prepare(transaction).then(
    () => done(),
    (error) => {
      fail(transaction, error.message);
      done();
    },
  );
});

async function prepare(transaction) {
  const op = operationOf(transaction);
  if (!op) return skip(transaction, 'no operation of the contract matches this request');
  notes.ops.set(transaction.id, `${op.method} ${op.path} (${op.operationId})`);
  notes.meta.set(transaction.id, {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    status: status(transaction),
  });
  if (ONLY.size && !ONLY.has(op.operationId)) return skip(transaction, NOT_SELECTED);

  const code = status(transaction);
  const request = transaction.request;
  // The mock answers with the response Dredd expects; a real backend ignores the header.
  request.headers.Prefer = `code=${code}`;

  const signedIn = needsSignIn(op);
  if (signedIn && code !== 401 && !sessions.signedIn) {
    return skip(transaction, 'login required: give a signed-in session with --signed-in-cookie');
  }
  let session = signedIn && code !== 401 ? sessions.signedIn : sessions.anonymous;
  // 404 and 409 are asked of a fresh session: none of the cart, order or reservation state exists there.
  if (code === 404 || code === 409) session = signedIn ? sessions.signedIn : await api.openSession('fresh');

  api.applyFixtures(transaction, op);
  const context = { op, transaction, session, sessions, api, fixtures };
  if (code >= 200 && code < 300) {
    const recipe = recipes[op.operationId];
    if (recipe) {
      const outcome = await recipe(context);
      if (outcome?.skip) return skip(transaction, outcome.skip);
      session = context.session;
    }
  }
  const provoke = provocations[op.operationId]?.[code];
  if (provoke) {
    await provoke(context);
    session = context.session;
  }
  api.authenticate(request, session, op.method !== 'GET');
  // A 401 of a call open to every session means its session timed out (the reservation calls).
  if (code === 401 && !signedIn && !provoke) api.replaceSessionCookie(request, EXPIRED_SESSION);
  // Dredd has no example for a multipart body; every upload sends a real photo, straight to the
  // backend, since Prism's proxy spoils binary request bodies (the response is then checked by status).
  const upload = Boolean(op.requestBody?.content?.['multipart/form-data']);
  if (upload && !request.bodyEncoding) multipartFile(transaction);

  if (code === 403) request.headers['X-XSRF-TOKEN'] = WRONG_TOKEN;
  if (code === 404) api.replaceIds(transaction, op, UNKNOWN_ID);
  if (code === 400) {
    const how = api.malform(transaction, op, multipartFile);
    if (!how) {
      return skip(
        transaction,
        'no request can be malformed generically here (no JSON body, no typed query parameter)',
      );
    }
    // The validating proxy would answer a malformed request itself: send it straight to the backend.
    api.retarget(transaction, env.BOXOFFICE_CT_UPSTREAM);
    notes.ops.set(transaction.id, `${op.method} ${op.path} (${op.operationId}) with ${how}`);
  }
  // The proxy follows redirects itself instead of passing them on: ask the backend directly.
  if (code >= 300 && code < 400) api.retarget(transaction, env.BOXOFFICE_CT_UPSTREAM);
  // Uploads too, last (after any change of path), since the proxy spoils binary request bodies.
  if (upload && env.BOXOFFICE_CT_UPSTREAM) api.retarget(transaction, env.BOXOFFICE_CT_UPSTREAM);
}

hooks.beforeEachValidation((transaction) => {
  const real = transaction.real;
  if (!real || transaction.skip) return;
  const problem = api.prismProblem(real);
  if (problem) return fail(transaction, problem);
  if (status(transaction) === 400) {
    const complaint = api.checkErrorEnvelope(real);
    if (complaint) return fail(transaction, complaint);
  }
  // The proxy has checked the body against the full schema; Dredd's own check compares it with the
  // example's values' types, which is wrong for nullable fields, so only status and headers remain.
  delete transaction.expected.body;
  delete transaction.expected.bodySchema;
});

hooks.afterEach((transaction, done) => {
  const real = transaction.real;
  const expected = status(transaction);
  const wrongStatus = real && !transaction.skip && Number(real.statusCode) !== expected;
  if (wrongStatus && !notes.failures.has(transaction.id)) {
    const body = api.briefBody(real);
    notes.failures.set(
      transaction.id,
      `expected status ${expected}, got ${real.statusCode}${body ? `: ${body}` : ''}`,
    );
  }
  done();
});
