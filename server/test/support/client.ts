// A shopper for tests: the real SDK client talking to the app in-process (no port), with a cookie
// jar, so each TestShopper has its own session and sends its XSRF token like a browser would.
import { createStorefrontClient } from '@boxoffice/sdk';
import { type AppOptions, createApp } from '../../src/app.js';
import { recordAnswer } from './answers.js';

export type TestApp = ReturnType<typeof createApp>;

/** Limits per customer off, for tests of something else that buy more than one customer may. */
export const NO_LIMITS = { perCustomer: 0, perAddress: 0, onSalePerCustomer: 0, onSalePerAddress: 0 };

/**
 * The app under test; each of its /api answers is checked against the contract (answers.ts). A test
 * server: its card provider takes the story's test key (STORY_PAYMENT_KEY).
 */
export function testApp(options: AppOptions = {}): TestApp {
  return createApp({
    cardProviderOrigin: 'http://127.0.0.1:9',
    answers: recordAnswer,
    storyPaymentKey: true,
    ...options,
  });
}

export class TestShopper {
  readonly cookies = new Map<string, string>();
  readonly api;

  constructor(
    readonly target: TestApp,
    /**
     * The client's address as a proxy in front would forward it (X-Forwarded-For): counted as that
     * client by an app that trusts one proxy (`trustProxy: 1`); none by default.
     */
    public address?: string,
  ) {
    this.api = createStorefrontClient({
      baseUrl: 'http://boxoffice.test/api',
      fetch: (request) => this.fetch(request),
      xsrfToken: () => this.cookies.get('XSRF-TOKEN'),
    });
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Sends a request through the app with this shopper's cookies, keeping the ones it sets. */
  async fetch(request: Request): Promise<Response> {
    const headers = new Headers(request.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    if (this.address) headers.set('X-Forwarded-For', this.address);
    const response = await this.target.app.request(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  /** A raw call, for what the SDK would refuse to send (malformed bodies, missing tokens). */
  raw(path: string, init: RequestInit = {}): Promise<Response> {
    return this.fetch(new Request(`http://boxoffice.test${path}`, init));
  }

  /** Opens the session (GET /session), as the web app's first call does. */
  async open(): Promise<this> {
    await this.api.GET('/session');
    return this;
  }
}
