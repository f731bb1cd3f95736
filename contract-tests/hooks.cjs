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
// - skip only what cannot be produced, with the reason; an answer no request can bring about (a busy
//   store's 503, a cap the contract-test backend runs without) is reported as not produced on request,
//   per status and why (UNPRODUCIBLE), neither passed nor failed nor skipped.
const hooks = require('hooks');
const { readFileSync } = require('node:fs');
const {
  recipes,
  provocations,
  multipartFile,
  carriesPromotionCode,
  promotionCodeLimit,
  oversizedBody,
} = require('./recipes.cjs');
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
notes.unproducible ??= new Map();

/**
 * The documented answers no request can bring about on a backend, per status: the transaction is not
 * sent and the report lists it under 'Not produced on request' with this reason. The mock serves
 * every documented answer, so there they are all sent.
 */
const UNPRODUCIBLE = {
  429:
    "the cap on new sessions per network (server README 'Caps per address': 60 in a burst, then " +
    "60 a minute) and the waiting room's places in line per network cannot be produced on request: " +
    'a contract-test backend runs with the cap off (the contract tests open a session per ' +
    'transaction, scripts/backend.mjs CONTRACT_TEST_ENV), and on one with it on the flood needed ' +
    'would refuse the run itself',
  503:
    "a busy store ('So many people are buying right now'), the waiting room's line of an on-sale " +
    "and a payment still being confirmed ('We are confirming your payment...') cannot be produced " +
    'on request',
};
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
  if (!op) return null;
  // Parameters declared on the path item hold for each of its operations.
  const parameters = [...(spec.paths[template.path].parameters ?? []), ...(op.parameters ?? [])];
  return { ...op, parameters, method: method.toUpperCase(), path: template.path };
}

/** A node of the bundled contract with its $ref followed. */
function resolveRef(node) {
  let current = node;
  while (current?.$ref)
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((acc, key) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  return current;
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

function unproducible(transaction, code) {
  transaction.skip = true;
  notes.unproducible.set(transaction.id, { status: code, reason: UNPRODUCIBLE[code] });
}

function fail(transaction, message) {
  transaction.fail = message;
  notes.failures.set(transaction.id, message);
}

const sessions = {};
let api;
/** What a provocation left to undo once its transaction is done (ctx.cleanup), by transaction id. */
const cleanups = new Map();

hooks.beforeAll((transactions, done) => {
  // A promotion code's 429 leaves the client's network over its limit (30 codes not valid now, 15
  // minutes): every later call carrying a code would be refused too. Those transactions go last
  // (Dredd runs this very array, in order).
  const locksCodes = (t) => {
    const op = operationOf(t);
    return (
      status(t) === 429 && op && !provocations[op.operationId]?.[429] && carriesPromotionCode(op, resolveRef)
    );
  };
  const order = new Map(transactions.map((t, i) => [t, (locksCodes(t) ? transactions.length : 0) + i]));
  transactions.sort((a, b) => order.get(a) - order.get(b));
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
      // The property-based phase (run.mjs, fuzz.mjs) opens its sessions and finds its fixtures here too.
      Object.assign(notes, { api, fixtures, sessions });
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
  const promotion429 =
    code === 429 && !provocations[op.operationId]?.[429] && carriesPromotionCode(op, resolveRef);
  if (!MOCK && UNPRODUCIBLE[code] && !provocations[op.operationId]?.[code] && !promotion429)
    return unproducible(transaction, code);
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
  const context = {
    op,
    transaction,
    session,
    sessions,
    api,
    fixtures,
    cleanup: (work) => cleanups.set(transaction.id, work),
  };
  if (code >= 200 && code < 300) {
    const recipe = recipes[op.operationId];
    if (recipe) {
      const outcome = await recipe(context);
      if (outcome?.skip) return skip(transaction, outcome.skip);
      session = context.session;
    }
  }
  const provoke = provocations[op.operationId]?.[code] ?? (promotion429 ? promotionCodeLimit : null);
  let provoked;
  if (provoke) {
    provoked = await provoke(context);
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
  if (code === 413 && !MOCK) {
    // Over the server's limit, sent straight to the backend (the proxy would read it all first):
    // refused on its Content-Length before it is read, whatever the body holds. The mock measures
    // no body (and refuses one where the call takes none): there the documented request asks for it.
    const how = oversizedBody(transaction, op, multipartFile);
    if (env.BOXOFFICE_CT_UPSTREAM) api.retarget(transaction, env.BOXOFFICE_CT_UPSTREAM);
    notes.ops.set(transaction.id, `${op.method} ${op.path} (${op.operationId}) with ${how}`);
  }
  if (code === 400 && provoked) {
    notes.ops.set(transaction.id, `${op.method} ${op.path} (${op.operationId}) with ${provoked}`);
  } else if (code === 400) {
    const how = api.malform(transaction, op, multipartFile);
    if (!how) {
      return skip(
        transaction,
        'no request can be malformed generically here (no JSON body, no typed query parameter, no limited path parameter)',
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
  // Sent past the proxy: the error envelope is checked here.
  if (status(transaction) === 400 || status(transaction) === 413) {
    const complaint = api.checkErrorEnvelope(real, status(transaction));
    if (complaint) return fail(transaction, complaint);
  }
  // The proxy has checked the body against the full schema; Dredd's own check compares it with the
  // example's values' types, which is wrong for nullable fields, so only status and headers remain.
  delete transaction.expected.body;
  delete transaction.expected.bodySchema;
});

hooks.afterEach((transaction, done) => {
  const cleanup = cleanups.get(transaction.id);
  if (cleanup) {
    cleanups.delete(transaction.id);
    return cleanup().then(
      () => afterEach(transaction, done),
      (error) => {
        fail(transaction, `cleaning up after the transaction: ${error.message}`);
        afterEach(transaction, done);
      },
    );
  }
  afterEach(transaction, done);
});

function afterEach(transaction, done) {
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
}
