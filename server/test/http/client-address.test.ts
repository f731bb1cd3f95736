// The client's address and scheme behind proxies (http/client.ts, proxy-addr): only what trusted
// proxies wrote is believed. A client can write its own X-Forwarded-For entries, but a proxy appends
// the address it was reached from on the right, so the leftmost entries prove nothing.
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_UNKNOWN_CODES_PER_CLIENT } from '../../src/domain/promotion-codes.js';
import {
  addressKey,
  clientAddress,
  requestIsHttps,
  trustProxyFrom,
  UNKNOWN_CLIENT,
} from '../../src/http/client.js';
import { MAX_FAILURES_PER_CLIENT, MAX_REGISTRATIONS_PER_CLIENT } from '../../src/pages/sign-in-throttle.js';
import type { TrustProxy } from '../../src/services.js';
import { Browser, pagesApp } from '../pages/support.js';

/** What the server makes of a request with these headers from a socket at `socket` (none: in-process). */
async function seen(trustProxy: TrustProxy, headers: Record<string, string>, socket?: string) {
  const app = new Hono().get('/', (c) =>
    c.json({
      address: clientAddress(c, { trustProxy }),
      https: requestIsHttps(c, { trustProxy, publicOrigin: null }),
    }),
  );
  // @hono/node-server's bindings, as getConnInfo reads them.
  const env = socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined;
  const response = await app.request('http://boxoffice.test/', { headers }, env);
  return (await response.json()) as { address: string; https: boolean };
}

const forwarded = (value: string) => ({ 'x-forwarded-for': value });

describe('clientAddress', () => {
  it('is the socket address without trust, whatever X-Forwarded-For says', async () => {
    expect((await seen(false, forwarded('203.0.113.7'), '198.51.100.20')).address).toBe('198.51.100.20');
    expect((await seen(false, forwarded('203.0.113.7'))).address).toBe(UNKNOWN_CLIENT);
  });

  it('with one proxy, is the entry the proxy appended: a forged leftmost entry changes nothing', async () => {
    const proxy = '10.0.0.2';
    expect((await seen(1, forwarded('203.0.113.7'), proxy)).address).toBe('203.0.113.7');
    for (const forged of ['1.2.3.4', '198.51.100.99, 5.6.7.8', 'not-an-address'])
      expect((await seen(1, forwarded(`${forged}, 203.0.113.7`), proxy)).address).toBe('203.0.113.7');
    // Behind one proxy that is all that counts, wherever its socket is (here: in-process, no socket).
    expect((await seen(1, forwarded('1.2.3.4, 203.0.113.7'))).address).toBe('203.0.113.7');
    // A request that reached the server without the proxy's header: the socket's address.
    expect((await seen(1, {}, proxy)).address).toBe(proxy);
  });

  it('with two proxies, is the entry the outer proxy appended', async () => {
    expect((await seen(2, forwarded('1.2.3.4, 203.0.113.7, 10.0.0.9'), '10.0.0.2')).address).toBe(
      '203.0.113.7',
    );
  });

  it('with a trusted list, walks past the trusted proxies only', async () => {
    const trust = ['10.0.0.0/8', 'loopback'];
    // The socket is a trusted proxy, and so is the next hop it names: the client is the one before.
    expect((await seen(trust, forwarded('1.2.3.4, 203.0.113.7, 10.1.2.3'), '10.0.0.2')).address).toBe(
      '203.0.113.7',
    );
    expect((await seen(trust, forwarded('1.2.3.4, 203.0.113.7'), '127.0.0.1')).address).toBe('203.0.113.7');
    // A socket not in the list is the client itself: its X-Forwarded-For is its own writing.
    expect((await seen(trust, forwarded('203.0.113.7'), '198.51.100.20')).address).toBe('198.51.100.20');
    expect((await seen(trust, forwarded('203.0.113.7'))).address).toBe(UNKNOWN_CLIENT);
    // IPv4 proxies reached over an IPv6 socket (::ffff:10.0.0.2) are still in 10.0.0.0/8.
    expect((await seen(trust, forwarded('203.0.113.7'), '::ffff:10.0.0.2')).address).toBe('203.0.113.7');
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, and an IPv4 address reached over IPv6 (::ffff:a.b.c.d) is that address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, written in full or compressed', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:0db8:0001:0002:0000:0000:0000:0007',
      '2001:db8:1:2::7',
      '2001:DB8:1:2::7',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::',
      '2001:db8:1:2:a:b:c:d',
      '2001:db8:1:2::7%eth0',
    ])
      expect(addressKey(address), address).toBe(key);
    // Another /64, even the next one, is another client.
    expect(addressKey('2001:db8:1:3::7')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8:2:2::7')).toBe('2001:db8:2:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('keeps what is not an address, and a key as it is', () => {
    for (const other of [UNKNOWN_CLIENT, 'not-an-address', '', '1', '2001:db8::/64', '2001:db8:1:2::/64'])
      expect(addressKey(other)).toBe(other);
    expect(addressKey(addressKey('2001:db8:1:2::7'))).toBe('2001:db8:1:2::/64');
  });

  it('is what clientAddress answers', async () => {
    expect((await seen(1, forwarded('2001:db8:1:2::7'), '10.0.0.2')).address).toBe('2001:db8:1:2::/64');
    expect((await seen(false, {}, '2001:db8:1:2::7')).address).toBe('2001:db8:1:2::/64');
    expect((await seen(false, {}, '::ffff:198.51.100.20')).address).toBe('198.51.100.20');
    expect((await seen(['10.0.0.0/8'], forwarded('::ffff:203.0.113.7'), '::ffff:10.0.0.2')).address).toBe(
      '203.0.113.7',
    );
  });
});

describe('clientAddress on a real socket', () => {
  const servers: ReturnType<typeof createAdaptorServer>[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function serve(trustProxy: TrustProxy): Promise<string> {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, { trustProxy })));
    const server = createAdaptorServer({ fetch: app.fetch });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it('is the socket address without trust, the forwarded one when the socket is a trusted proxy', async () => {
    const headers = forwarded('6.6.6.6, 203.0.113.7');
    expect(await (await fetch(await serve(false), { headers })).text()).toBe('127.0.0.1');
    expect(await (await fetch(await serve(['loopback']), { headers })).text()).toBe('203.0.113.7');
    expect(await (await fetch(await serve(['10.0.0.0/8']), { headers })).text()).toBe('127.0.0.1');
  });
});

describe('requestIsHttps', () => {
  const proto = (value: string) => ({ 'x-forwarded-proto': value });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect((await seen(1, proto('https'), '10.0.0.2')).https).toBe(true);
    expect((await seen(1, proto('http'), '10.0.0.2')).https).toBe(false);
    expect((await seen(false, proto('https'), '10.0.0.2')).https).toBe(false);
    expect((await seen(['10.0.0.0/8'], proto('https'), '10.0.0.2')).https).toBe(true);
    expect((await seen(['10.0.0.0/8'], proto('https'), '198.51.100.20')).https).toBe(false);
  });

  it('takes the entry the outermost trusted proxy wrote, not one the client added', async () => {
    expect((await seen(1, proto('https, http'), '10.0.0.2')).https).toBe(false);
    const twoHops = { ...proto('https, http'), ...forwarded('203.0.113.7, 10.0.0.9') };
    expect((await seen(2, twoHops, '10.0.0.2')).https).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unset, empty or 0; a number of proxies; or a list of addresses, subnets and names', () => {
    for (const off of [undefined, '', ' ', '0']) expect(trustProxyFrom(off)).toBe(false);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('loopback, 10.0.0.0/8,192.168.1.7, fd00::/8')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
  });

  it('stops the start on anything else, saying what it takes', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', '1.5', '-1', 'proxy.internal'])
      expect(() => trustProxyFrom(bad), bad).toThrow(/^TRUST_PROXY must be a number of proxies in front/);
  });
});

describe('throttles behind one proxy, against a client forging X-Forwarded-For', () => {
  const CLIENT = '203.0.113.7';
  /** A new browser (its own session) whose every request claims another address on the left. */
  const forger = (target: ReturnType<typeof pagesApp>, i: number) => {
    const b = new Browser(target);
    b.headers['x-forwarded-for'] = `198.51.100.${i % 250}, 10.9.${i % 250}.1, ${CLIENT}`;
    return b;
  };

  it('counts wrong sign-ins by the address the proxy saw', async () => {
    const target = pagesApp({ trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const account = { email: `guess${i}@example.com`, password: 'Wrong!Password1' };
      statuses.push((await forger(target, i).signIn(account)).response.status);
    }
    expect(statuses).toEqual([
      ...Array(MAX_FAILURES_PER_CLIENT).fill(401),
      ...Array(25 - MAX_FAILURES_PER_CLIENT).fill(429),
    ]);
  });

  it('counts registrations by the address the proxy saw', async () => {
    const target = pagesApp({ trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const { response } = await forger(target, i).post('/authenticate/register', {
        firstName: 'Riley',
        lastName: 'Chen',
        email: `probe${i}@example.com`,
        password: 'Sunny#Day9',
        confirmPassword: 'Sunny#Day9',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([
      ...Array(MAX_REGISTRATIONS_PER_CLIENT).fill(303),
      ...Array(14 - MAX_REGISTRATIONS_PER_CLIENT).fill(429),
    ]);
  });

  it('counts promotion code guesses by the address the proxy saw', async () => {
    const target = pagesApp({ trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const b = await forger(target, i).open();
      const status = await b.api
        .POST('/product/multi', {
          body: { saleFlowId: 5, specificPromotionTypeId: 11, promotionCode: `GUESS${i}` },
        })
        .then(
          ({ response }) => response.status,
          (error: { status: number }) => error.status,
        );
      statuses.push(status);
    }
    expect(statuses).toEqual([
      ...Array(MAX_UNKNOWN_CODES_PER_CLIENT).fill(200),
      ...Array(40 - MAX_UNKNOWN_CODES_PER_CLIENT).fill(429),
    ]);
  });
});

describe('throttles count an IPv6 client by its /64', () => {
  /** A new browser whose address, as the proxy saw it, is the `i`th of one /64. */
  const host = (target: ReturnType<typeof pagesApp>, i: number, prefix = '2001:db8:77:1') => {
    const b = new Browser(target);
    b.headers['x-forwarded-for'] = `${prefix}:${(i + 1).toString(16)}:${i.toString(16)}:0:1`;
    return b;
  };

  it('counts wrong sign-ins from every address of one /64 together, and not another /64', async () => {
    const target = pagesApp({ trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT + 3; i++) {
      const account = { email: `walk${i}@example.com`, password: 'Wrong!Password1' };
      statuses.push((await host(target, i).signIn(account)).response.status);
    }
    expect(statuses).toEqual([...Array(MAX_FAILURES_PER_CLIENT).fill(401), 429, 429, 429]);
    const account = { email: 'other@example.com', password: 'Wrong!Password1' };
    expect((await host(target, 0, '2001:db8:77:2').signIn(account)).response.status).toBe(401);
  });

  it('counts promotion code guesses from every address of one /64 together', async () => {
    const target = pagesApp({ trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < MAX_UNKNOWN_CODES_PER_CLIENT + 3; i++) {
      const b = await host(target, i).open();
      statuses.push(
        await b.api
          .POST('/product/multi', {
            body: { saleFlowId: 5, specificPromotionTypeId: 11, promotionCode: `WALK${i}` },
          })
          .then(
            ({ response }) => response.status,
            (error: { status: number }) => error.status,
          ),
      );
    }
    expect(statuses).toEqual([...Array(MAX_UNKNOWN_CODES_PER_CLIENT).fill(200), 429, 429, 429]);
  });
});
