// Who is calling and how: the client's address (what throttles count per client) and whether the
// request came over HTTPS (Secure cookies, HSTS). Forwarded headers count only as far as the server
// is told to trust the proxies in front of it (ServerOptions.trustProxy): proxy-addr walks
// X-Forwarded-For from the right (each proxy appends the address it was reached from) past the
// trusted proxies only, so the client's address is the entry its first trusted proxy wrote, never
// one the client wrote itself. Without trust, any client could forge these headers: they are ignored.
//
// Every throttle and limit counts a client by its address's key (addressKey): an IPv4 address as it
// is, an IPv6 one by its /64. One host (a home's or a server's line) gets a /64, 2^64 addresses to
// choose from: counted one by one, a script would step around every limit per address.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { ServerOptions, TrustProxy } from '../services.js';

/** Where the client's address is unknown (in-process test requests): all such calls count as one client. */
export const UNKNOWN_CLIENT = 'unknown';

type Trust = (address: string, hop: number) => boolean;

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (app.request in tests)
  }
}

const compiled = new WeakMap<readonly string[], Trust>();

/** proxy-addr's trust function for the setting; null when no proxy is trusted. */
function trustOf(setting: TrustProxy): Trust | null {
  if (setting === false || setting === 0) return null;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  let trust = compiled.get(setting);
  if (!trust) {
    trust = proxyaddr.compile([...setting]);
    compiled.set(setting, trust);
  }
  return trust;
}

/**
 * The addresses the request came through, nearest first (the socket's peer, then X-Forwarded-For from
 * the right), up to and including the first one not trusted as a proxy: the last is the client.
 */
function chainOf(c: Context, trust: Trust, socket: string): string[] {
  // proxy-addr reads these two fields of Node's request; Hono's joins repeated headers as Node does.
  const request = {
    headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') ?? '' },
    socket: { remoteAddress: socket },
  };
  return proxyaddr.all(request as unknown as IncomingMessage, trust);
}

/**
 * What throttles and limits count a client address as: an IPv4 address as it is (`::ffff:a.b.c.d`,
 * IPv4 reached over an IPv6 socket, as `a.b.c.d`), an IPv6 address as its /64 (`2001:db8:1:2::/64`,
 * the zone dropped), the smallest block a host or a home is given; anything else as it is.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const ip = ipaddr.IPv6.parse(address.replace(/%.*$/, ''));
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  return `${ip.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/**
 * The client, as throttles and limits count it (addressKey): its IP address behind trusted proxies,
 * the X-Forwarded-For entry the first trusted proxy wrote (proxy-addr); else the socket's.
 */
export function clientAddress(c: Context, options: Pick<ServerOptions, 'trustProxy'>): string {
  const socket = socketAddress(c) ?? UNKNOWN_CLIENT;
  const trust = trustOf(options.trustProxy);
  if (!trust) return addressKey(socket);
  const chain = chainOf(c, trust, socket);
  return addressKey((chain[chain.length - 1] || socket).slice(0, 64));
}

/**
 * The client's address key (clientAddress) when it is known; undefined for in-process calls (tests),
 * which have no socket: limits per address leave them out rather than count them all as one client.
 */
export function knownAddress(c: Context, options: Pick<ServerOptions, 'trustProxy'>): string | undefined {
  const address = clientAddress(c, options);
  return address === UNKNOWN_CLIENT ? undefined : address;
}

/**
 * True when the shopper reached the site over HTTPS: directly, or as the trusted proxies say. Of
 * X-Forwarded-Proto's entries, the one the outermost trusted proxy wrote counts (each proxy that
 * appends adds its own on the right; one that sets it leaves one).
 */
export function requestIsHttps(
  c: Context,
  options: Pick<ServerOptions, 'trustProxy' | 'publicOrigin'>,
): boolean {
  if (options.publicOrigin?.startsWith('https:')) return true;
  const socket = socketAddress(c) ?? UNKNOWN_CLIENT;
  const trust = trustOf(options.trustProxy);
  if (trust?.(socket, 0)) {
    const protos = (c.req.header('x-forwarded-proto') ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    const proxies = Math.max(1, chainOf(c, trust, socket).length - 1);
    const proto = protos[Math.max(0, protos.length - proxies)];
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * TRUST_PROXY's value: unset, empty or `0`, no proxy is trusted; a whole number, that many proxies
 * in front (`1`: one); otherwise a comma-separated list of the proxies' addresses, subnets or
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`, `10.0.0.0/8`). Throws on anything else,
 * so that a server never starts trusting what its operator did not mean.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (Number.isSafeInteger(hops)) return hops;
  }
  const list = text.split(',').map((entry) => entry.trim());
  try {
    if (list.some((entry) => entry === '')) throw new Error('an empty entry');
    proxyaddr.compile(list);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies in front (1), or a comma-separated list of the proxies' ` +
        `addresses, subnets or names (loopback, linklocal, uniquelocal, 10.0.0.0/8), not '${value}' ` +
        `(${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return list;
}
