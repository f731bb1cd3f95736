// A browser for the sign-in pages: a TestShopper (cookie jar, SDK client) on the app (which mounts
// the pages), plus form helpers that read the hidden XSRF field like a browser would submit it.
import { TestShopper, testApp } from '../support/client.js';

export const pagesApp = testApp;

export const JORDAN = { email: 'jordan.rivera@example.com', password: 'Lakeside!2026' };
export const CASEY = { email: 'casey.morgan@example.com', password: 'Waterpark!2026' };

export class Browser extends TestShopper {
  /** Sent with every request, e.g. X-Forwarded-For to stand for a client behind a trusted proxy. */
  headers: Record<string, string> = {};

  override fetch(request: Request): Promise<Response> {
    const headers = new Headers(request.headers);
    for (const [name, value] of Object.entries(this.headers)) headers.set(name, value);
    return super.fetch(new Request(request, { headers }));
  }

  async get(path: string): Promise<{ response: Response; text: string }> {
    const response = await this.raw(path);
    return { response, text: await response.text() };
  }

  /** The hidden XSRF field of the page at `path` (opening the session if needed). */
  async xsrfField(path = '/login'): Promise<string> {
    const { text } = await this.get(path);
    const token = /name="__xsrf" value="([^"]+)"/.exec(text)?.[1];
    if (!token) throw new Error(`no XSRF field on ${path}`);
    return token;
  }

  /** Posts a form as a browser does (urlencoded); the XSRF field is added unless given. */
  async post(path: string, fields: Record<string, string>, { xsrf = true } = {}) {
    const body = new URLSearchParams(fields);
    if (xsrf && !body.has('__xsrf')) body.set('__xsrf', await this.xsrfField());
    const response = await this.raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    return { response, text: await response.text() };
  }

  signIn(account = JORDAN, returnUrl = '/') {
    return this.post('/login', { ...account, ReturnUrl: returnUrl });
  }

  async userAuthenticated(): Promise<boolean> {
    const { data } = await this.api.GET('/session');
    return data?.value.userAuthenticated ?? false;
  }
}

let shared: ReturnType<typeof pagesApp> | undefined;

/** A new browser (its own session) on the test file's shared app; building an app is slow. */
export function browser(target?: ReturnType<typeof pagesApp>): Browser {
  if (target) return new Browser(target);
  shared ??= pagesApp();
  return new Browser(shared);
}
