/**
 * The SSRF guard for webhook targets. A webhook makes this server send requests where a customer says, so a URL
 * must never reach the server's own machine or its private network: loopback, RFC 1918 private, link-local (cloud
 * metadata at 169.254.169.254 included), unique-local, CGNAT, multicast, unspecified and every reserved or
 * address-embedding range are refused. WHATWG URL parsing folds every spelling of an address (127.1, 2130706433,
 * 0x7f.1, 0177.0.0.1, full-width and IDN forms, trailing dots) to its canonical form before anything is judged,
 * and ipaddr.js names the range of each address. Names are judged by what they resolve to, at creation and again
 * on every connection (the lookup below), so a name that later rebinds to a private address is refused too.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type TargetVerdict = { ok: true; url: URL } | { ok: false; reason: string };

/** Names that mean "this machine or this network" whatever DNS says (RFC 6761, RFC 8375, common LAN suffixes). */
const INTERNAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'home.arpa', 'lan', 'intranet'];

/** The range ipaddr.js assigns to an address, or undefined for a public unicast one. */
export function forbiddenRange(address: string): string | undefined {
  let parsed: ReturnType<typeof ipaddr.process>;
  try {
    // process() turns ::ffff:a.b.c.d into a.b.c.d, so a mapped loopback is judged as loopback.
    parsed = ipaddr.process(unbracket(address));
  } catch {
    return 'unparseable address';
  }
  const range = parsed.range();
  return range === 'unicast' ? undefined : range;
}

function describeRange(range: string): string {
  const names: Record<string, string> = {
    loopback: 'loopback', private: 'private', linkLocal: 'link-local (cloud metadata)', uniqueLocal: 'unique-local',
    carrierGradeNat: 'carrier-grade NAT', multicast: 'multicast', unspecified: 'unspecified', broadcast: 'broadcast',
  };
  return names[range] ?? `reserved (${range})`;
}

/** `[::1]` → `::1`; anything else unchanged. */
function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** A host without brackets and trailing dots (`localhost.` is localhost), lower-cased. */
function stripHost(host: string): string {
  let end = host.length;
  while (end > 0 && host.charCodeAt(end - 1) === 46 /* . */) end--;
  return unbracket(host.slice(0, end)).toLowerCase();
}

/** The URL's host as judged (URL has already applied IDN mapping and folded IPv4 spellings). */
function bareHost(url: URL): string {
  return stripHost(url.hostname);
}

function internalName(host: string): boolean {
  if (!host.includes('.')) return true; // single-label names resolve through search domains to internal hosts
  return INTERNAL_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`));
}

/** Parses and shapes a webhook URL: absolute, http or https, no credentials. */
export function parseTargetUrl(raw: string): TargetVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'url: not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `url: scheme must be http or https, not ${url.protocol.slice(0, 20)}` };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'url: credentials in the URL are not accepted (use secret to authenticate deliveries)' };
  if (bareHost(url) === '') return { ok: false, reason: 'url: host is empty' };
  return { ok: true, url };
}

export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = (host) => new Promise((ok, fail) => {
  dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? fail(err) : ok(addresses.map((a) => a.address))));
});

/**
 * Judges a target at create and update time: an address literal by its range, a name by every address it resolves
 * to. `localhost` names are refused without asking DNS (RFC 6761). A name that does not resolve now (or within
 * `resolveMs`) is accepted unless it is single-label or under an internal suffix: the connection-time lookup judges
 * whatever it resolves to later.
 */
export async function checkTarget(raw: string, allowPrivate: boolean, resolve: Resolver = systemResolver, resolveMs = 2000): Promise<TargetVerdict> {
  const parsed = parseTargetUrl(raw);
  if (!parsed.ok || allowPrivate) return parsed;
  const host = bareHost(parsed.url);
  if (isIP(host) !== 0) {
    const range = forbiddenRange(host);
    return range ? { ok: false, reason: `url: ${host} is a ${describeRange(range)} address; webhooks must target a public host` } : parsed;
  }
  if (isLocalhost(host)) return { ok: false, reason: `url: ${host} is this machine (loopback); webhooks must target a public host` };
  let addresses: string[];
  try {
    addresses = await withTimeout(resolve(host), resolveMs);
  } catch {
    return internalName(host) ? { ok: false, reason: `url: ${host} names a local or internal host; webhooks must target a public host` } : parsed;
  }
  const refusal = refuseAddresses(host, addresses);
  return refusal ? { ok: false, reason: `url: ${refusal}; webhooks must target a public host` } : parsed;
}

function isLocalhost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/** Why a name's addresses are refused (any one that is not public), or undefined. */
function refuseAddresses(host: string, addresses: readonly string[]): string | undefined {
  if (addresses.length === 0) return `${host} resolves to no address`;
  for (const address of addresses) {
    const range = forbiddenRange(address);
    if (range) return `${host} resolves to ${address}, a ${describeRange(range)} address`;
  }
  return undefined;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('timed out')), ms);
    p.then((v) => { clearTimeout(timer); ok(v); }, (e) => { clearTimeout(timer); fail(e); });
  });
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type LookupFunction = (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback) => void;

export class ForbiddenAddressError extends Error {
  readonly code = 'EWEBHOOKFORBIDDEN';
}

/**
 * A net.connect `lookup` that resolves, then refuses the connection when any address is not public. The socket
 * connects to an address this function has just judged, so a DNS answer that changed since the webhook was created
 * (rebinding) cannot send it elsewhere. Given to undici's connector for every new delivery connection.
 */
export function guardedLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    const host = stripHost(hostname);
    if (isLocalhost(host)) {
      callback(new ForbiddenAddressError(`webhook host ${host} is loopback`), '', 0);
      return;
    }
    resolve(host).then((addresses) => {
      const refusal = refuseAddresses(host, addresses);
      if (refusal) return callback(new ForbiddenAddressError(`webhook host ${refusal}`), '', 0);
      const wanted = Number(options.family) || 0;
      const usable = wanted === 0 ? addresses : addresses.filter((a) => isIP(a) === wanted);
      if (usable.length === 0) return callback(Object.assign(new Error(`no IPv${wanted} address for ${host}`), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return callback(null, usable.map((address) => ({ address, family: isIP(address) })));
      callback(null, usable[0]!, isIP(usable[0]!));
    }, (err: NodeJS.ErrnoException) => callback(err, '', 0));
  };
}

/** The connection-time check of an address literal (net.connect skips lookup for those). */
export function literalRefusal(url: URL): string | undefined {
  const host = bareHost(url);
  if (isIP(host) === 0) return undefined;
  const range = forbiddenRange(host);
  return range ? `webhook host ${host} is a ${describeRange(range)} address` : undefined;
}
