// One client's slow calls do not stall every shopper on the default store (`npm start`'s embedded
// PostgreSQL, one connection, over HTTP): while 50 sign-ins with wrong passwords and 50
// registrations run at once, each from its own address (through a trusted proxy's X-Forwarded-For,
// so the throttles let every password be hashed), and a signed-in shopper with 25 MB of holder
// photos (five passes, 5 MB each) goes on using the cart, another shopper's GET /api/settings
// stays under 10 times its quiet p99 (the larger of the one before and the one after), measured in the
// same run. Needs the built backend. Prints the
// figures and one line per check; exits non-zero when one fails.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from './backend.mjs';

const ATTACKERS = 50;
const PHOTOS = 5;
/** A PNG of just under 5 MB (the limit per photo): its signature, then filler. */
const PHOTO = new Uint8Array(5 * 1024 * 1024 - 1024);
PHOTO.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const dataDir = await mkdtemp(join(tmpdir(), 'boxoffice-responsiveness-'));
const backend = await startBackend({
  postgresServer: null,
  env: { LOG_LEVEL: 'error', BOXOFFICE_DATA_DIR: dataDir, TRUST_PROXY: '1' },
});
const origin = new URL(backend.api).origin;

/** A browser: its cookies, kept from every answer. */
class Browser {
  cookies = new Map();
  constructor(address) {
    this.headers = address ? { 'x-forwarded-for': address } : {};
  }
  async fetch(path, init = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(origin + path, {
      redirect: 'manual',
      ...init,
      headers: { ...this.headers, ...(cookie ? { cookie } : {}), ...init.headers },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    // A photo is not text: read as bytes (decoding 5 MB would hold this process, which times the calls).
    const binary = !/^(text|application\/json)/.test(response.headers.get('content-type') ?? 'text');
    return binary
      ? { status: response.status, bytes: (await response.arrayBuffer()).byteLength }
      : { status: response.status, text: await response.text() };
  }
  /** A call of the storefront's API, as the SDK sends it (the XSRF header but on a GET). */
  api(path, { method = 'GET', body } = {}) {
    const json = body !== undefined && !(body instanceof FormData);
    return this.fetch(`/api${path}`, {
      method,
      body: json ? JSON.stringify(body) : body,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(method === 'GET' ? {} : { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' }),
      },
    });
  }
  /** Opens a sign-in page, then posts its form (the hidden XSRF field as a browser sends it). */
  async form(path, fields) {
    const page = await this.fetch(path);
    const xsrf = /name="__xsrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    return () =>
      this.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, __xsrf: xsrf }).toString(),
      });
  }
}

const p99 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
};
const checks = [];
const check = (name, ok, detail) => {
  checks.push({ ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
};

try {
  const shopper = new Browser();
  const settings = async () => {
    const started = performance.now();
    const { status } = await shopper.fetch('/api/settings');
    if (status !== 200) throw new Error(`GET /api/settings answered ${status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 30; i++) await settings();
  const quiet = [];
  for (let i = 0; i < 200; i++) quiet.push(await settings());

  // The shopper with the photos: signed in, five new passes, a 5 MB photo each.
  const collector = new Browser('203.0.113.7');
  const signedIn = await (
    await collector.form('/login', {
      email: 'jordan.rivera@example.com',
      password: 'Lakeside!2026',
    })
  )();
  if (signedIn.status !== 303) throw new Error(`the photo shopper's sign-in answered ${signedIn.status}`);
  const passIds = [];
  for (let i = 0; i < PHOTOS; i++) {
    const added = await collector.api('/cart/add-new-pass', { method: 'POST' });
    passIds.push(JSON.parse(added.text).value);
    const form = new FormData();
    form.append('uploadFile', new File([PHOTO], 'holder.png', { type: 'image/png' }));
    const uploaded = await collector.api(`/cart/pass/${passIds[i]}/image`, { method: 'POST', body: form });
    if (uploaded.status !== 200)
      throw new Error(`photo ${i + 1} answered ${uploaded.status}: ${uploaded.text}`);
  }

  const posts = await Promise.all(
    Array.from({ length: 2 * ATTACKERS }, (_, i) => {
      const browser = new Browser(`198.51.100.${i + 1}`);
      return i < ATTACKERS
        ? browser.form('/login', { email: `nobody${i}@example.com`, password: 'Wrong#Pass9' })
        : browser.form('/authenticate/register', {
            firstName: 'Storm',
            lastName: 'Tester',
            email: `storm${i}@example.com`,
            password: 'Sunny#Day9',
            confirmPassword: 'Sunny#Day9',
          });
    }),
  );
  let running = true;
  const started = performance.now();
  const storm = Promise.all(posts.map((post) => post())).finally(() => {
    running = false;
  });
  // Meanwhile the photo shopper looks at the passes and at a photo, over and over.
  let collectorCalls = 0;
  const collecting = (async () => {
    while (running) {
      const passes = await collector.api('/cart/pass');
      const photo = await collector.api(`/cart/pass/${passIds[collectorCalls % PHOTOS]}/image`);
      if (passes.status !== 200 || photo.bytes !== PHOTO.length)
        throw new Error(`the photo shopper's calls answered ${passes.status} and ${photo.status}`);
      collectorCalls += 2;
    }
  })();
  const busy = [];
  while (running) busy.push(await settings());
  const answers = await storm;
  await collecting;
  const stormMs = performance.now() - started;
  // The quiet p99 again, after the storm: a 200-call p99 of a few milliseconds swings with the
  // machine, so the baseline is the larger of the two quiet measurements around the busy one.
  for (let i = 0; i < 200; i++) quiet.push(await settings());
  const quietP99 = Math.max(p99(quiet.slice(0, 200)), p99(quiet.slice(200)));

  const refused = answers.slice(0, ATTACKERS).filter((a) => a.status === 401).length;
  const made = answers.slice(ATTACKERS).filter((a) => a.status === 303).length;
  check(
    'every wrong sign-in refused and every registration made, each password hashed',
    refused === ATTACKERS && made === ATTACKERS,
    `${refused} of ${ATTACKERS} sign-ins answered 401, ${made} of ${ATTACKERS} registrations 303, in ${(stormMs / 1000).toFixed(1)} s`,
  );
  check(
    'the shopper with 25 MB of photos served meanwhile',
    collectorCalls > 0,
    `${collectorCalls} calls (the passes and a photo, in turn)`,
  );
  const ratio = p99(busy) / quietP99;
  check(
    "another shopper's settings under 10 times their quiet p99 meanwhile",
    busy.length >= 10 && ratio < 10,
    `p99 ${quietP99.toFixed(1)} ms quiet (the larger of before and after), ${p99(busy).toFixed(1)} ms during (${ratio.toFixed(1)} times; ${busy.length} calls, the slowest ${Math.max(...busy).toFixed(0)} ms)`,
  );
} catch (error) {
  check('the run', false, error instanceof Error ? error.message : String(error));
} finally {
  backend.child.kill('SIGTERM');
  await new Promise((resolve) => backend.child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
const failed = checks.filter((c) => !c.ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
