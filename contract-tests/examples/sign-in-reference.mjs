#!/usr/bin/env node
// A sign-in hook for the contract tests (`--sign-in`), written for the reference backend: it signs in
// on the backend's /login page as a browser would and prints the Cookie header of the signed-in
// session. The runner calls a hook with the API root as its only argument (also in
// BOXOFFICE_CT_SERVER) and reads the Cookie header from its standard output. Your backend signs in
// its own way: copy this file and change `signIn`.
//
//   node sign-in-reference.mjs http://127.0.0.1:8080/api  ->  BOXOFFICE_SESSION=...; XSRF-TOKEN=...
import { pathToFileURL } from 'node:url';

/** The reference backend's demo account (README: "Demo accounts"). */
export const demoAccount = { email: 'jordan.rivera@example.com', password: 'Lakeside!2026' };

/** Signs in at `origin`/login and resolves with the Cookie header of the signed-in session. */
export async function signIn(origin, { email, password } = demoAccount) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const page = await fetch(`${origin}/login`);
  keep(page);
  const xsrf = /name="__xsrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!xsrf) throw new Error('the /login page has no __xsrf field');
  const posted = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
    body: new URLSearchParams({ email, password, __xsrf: xsrf, ReturnUrl: '/' }).toString(),
  });
  keep(posted);
  if (posted.status !== 303) throw new Error(`signing in as ${email} answered ${posted.status}`);
  return cookie();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = process.argv[2] ?? process.env.BOXOFFICE_CT_SERVER;
  if (!server) {
    console.error('usage: sign-in-reference.mjs <API root, e.g. http://127.0.0.1:8080/api>');
    process.exit(2);
  }
  // The reference backend's /login is beside its API root (/api), at the origin.
  console.log(await signIn(new URL(server).origin));
}
