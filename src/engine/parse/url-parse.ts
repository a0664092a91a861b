/**
 * URL parsing for the url analyzer: scheme, userinfo, host (IP forms decoded the way browsers and fetch
 * libraries decode them, IDN decoded), registrable domain, port, path and query, all percent-decoded.
 * Hand-written instead of `new URL()` because the evidence lives in the raw form (a decimal IP, a backslash in the
 * authority, a fake slash) that the WHATWG parser silently canonicalises away.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import { parse as parseDomain } from 'tldts';
import { decodeEntities, decodePercentOnce, foldConfusables, hasInvisible, stripInvisible } from '../normalize.js';

export type IpClass = 'public' | 'loopback' | 'private' | 'linklocal' | 'cgnat' | 'unspecified' | 'metadata' | 'reserved';

export interface IpInfo {
  readonly version: 4 | 6;
  /** Canonical text (dotted quad, or the IPv6 text as written without brackets). */
  readonly canonical: string;
  /** How the address was written: dotted is the only form people type by hand. */
  readonly format: 'dotted' | 'decimal' | 'hex' | 'octal' | 'short' | 'mixed' | 'mapped' | 'ipv6' | 'dns-embedded' | 'wrapped';
  readonly cls: IpClass;
}

export interface ParsedUrl {
  /** Lower-case scheme without the colon; '' when the value had none and one was assumed. */
  readonly scheme: string;
  readonly hadScheme: boolean;
  /** Everything after "scheme:" for non-hierarchical schemes (javascript:, data:, mailto:). */
  readonly opaque: string;
  readonly userinfo: string | null;
  /** Host as written, lower-cased and percent-decoded, without brackets or trailing dot. */
  readonly rawHost: string;
  /** ASCII (punycode) host. */
  readonly host: string;
  /** Host with punycode labels decoded to Unicode. */
  readonly unicodeHost: string;
  readonly port: number | null;
  /** Percent-decoded path, query and fragment. */
  readonly path: string;
  readonly query: string;
  readonly fragment: string;
  /** Decoded query parameters (first 64), keys lower-cased. */
  readonly params: ReadonlyArray<readonly [string, string]>;
  /** Query parameter values as written, not decoded (first 64): what a lax server decodes its own way. */
  readonly rawValues: readonly string[];
  /** Query parameters as written: [name, value], neither decoded (first 64). */
  readonly rawPairs: ReadonlyArray<readonly [string, string]>;
  readonly ip: IpInfo | null;
  /** Registrable domain with private suffixes (github.io, ngrok-free.app) counted as suffixes. */
  readonly domain: string;
  /** The registrable label ("paypal" of paypal.co.uk), and the labels in front of it. */
  readonly label: string;
  readonly suffix: string;
  readonly subLabels: readonly string[];
  /** ICANN registrable domain (githubusercontent.com for raw.githubusercontent.com). */
  readonly site: string;
  /** True when the suffix is a private hosting platform (github.io, vercel.app, ngrok-free.app…). */
  readonly platform: boolean;
  /** Characters that confuse parsers or readers inside the authority. */
  readonly oddAuthority: string | null;
  /** Percent escapes of plain letters and digits (nobody needs to encode those). */
  readonly encodedAlnum: number;
  readonly hostPercent: boolean;
  /** The cached host facts this parse shares with every other URL on the same host. */
  readonly facts: HostFacts;
}

const SPECIAL = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'ftps', 'file', 'gopher', 'dict', 'ldap', 'ldaps', 'tftp', 'sftp', 'smb', 'ssh', 'telnet', 'redis', 'rtsp', 'jar', 'netdoc', 'git', 'svn', 'mysql', 'postgres', 'postgresql', 'mongodb', 'amqp', 'imap', 'pop3', 'smtp', 'nfs', 'rsync', 'irc', 'sip', 'mms']);
/** Schemes whose authority ends at a backslash too (WHATWG "special" schemes). */
const BACKSLASH_IS_SLASH = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]{0,31}):/;
const CONTROL_OR_SPACE = /^[\u0000-\u0020]{1,64}/;
const TAB_NL = /[\t\n\r]/g;
const FAKE_SEPARATORS = /[\u2215\u2044\u2571\u29f8\uff0f\u2024\u2027\u3002\uff0e\uff61\ufe52\u0589\u00b7\uff20\ufe6b\u2100\u2101\u2105\u2106]/;
const PCT_ALNUM = /%(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])/g;
/** "localhost:3000/x" is a host and port, not a scheme. */
const PORT_AFTER_COLON = /^[0-9]{1,5}(?:[/?#]|$)/;
const PLUS = /\+/g;
/**
 * Anything but printable ASCII. One native scan answers "plain ASCII, no controls" for the whole value, which
 * lets cleanUrlText, NFKC and the bidi/invisible checks be skipped, at a fraction of a charCodeAt loop's cost.
 */
export const NOT_PRINTABLE = /[^\x20-\x7e]/;

export const URL_PARSE_PATTERNS: readonly RegExp[] = [SCHEME, CONTROL_OR_SPACE, TAB_NL, FAKE_SEPARATORS, PCT_ALNUM, PORT_AFTER_COLON, PLUS, NOT_PRINTABLE];

/** Longest prefix of the value parsed for structure; keyword scans still see everything. */
export const STRUCTURE_CAP = 16384;

/**
 * Cleans the value the way a browser does before parsing: invisible characters, tabs, leading controls.
 * `printable`: the caller already knows the value is printable ASCII (NOT_PRINTABLE found nothing).
 */
export function cleanUrlText(value: string, printable = false): string {
  let s = value.length > STRUCTURE_CAP ? value.slice(0, STRUCTURE_CAP) : value;
  // one scan decides which clean-ups can change anything: NFC and invisible characters only touch non-ASCII,
  // the control/tab replacements only fire on a leading control or an embedded tab/newline
  let wide = false;
  let tabs = false;
  if (!printable) {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c > 127) wide = true;
      else if (c === 9 || c === 10 || c === 13) tabs = true;
    }
  }
  if (wide) {
    s = s.normalize('NFC');
    if (hasInvisible(s)) s = stripInvisible(s);
  }
  if (tabs || (s.length > 0 && s.charCodeAt(0) <= 32)) s = s.replace(CONTROL_OR_SPACE, '').replace(TAB_NL, '');
  s = s.trim();
  // quoted or bracketed URLs, as agents often pass them
  if (s.length > 1 && (s[0] === '"' || s[0] === "'" || s[0] === '<') && (s.endsWith('"') || s.endsWith("'") || s.endsWith('>'))) s = s.slice(1, -1).trim();
  return s;
}

const TLD_PRIVATE = { allowPrivateDomains: true, extractHostname: false } as const;
const TLD_ICANN = { allowPrivateDomains: false, extractHostname: false } as const;

export function parseUrl(input: string): ParsedUrl {
  let s = input;
  let scheme = '';
  let hadScheme = false;
  let colon = schemeColon(s);
  if (colon === -1 && s.includes('&') && (s.includes('&#') || s.toLowerCase().includes('&colon;'))) {
    // javascript&colon;… and &#106;avascript: run in an href after entity decoding
    const decoded = decodeEntities(s).replace(TAB_NL, '');
    const dc = schemeColon(decoded);
    if (dc !== -1) {
      s = decoded;
      colon = dc;
    }
  }
  // offsets into s instead of a sliced (or, for a bare host, concatenated) "rest": the authority is scanned once
  let start = 0;
  let virtual = 0;
  if (colon !== -1 && !portAfterColon(s, colon + 1)) {
    scheme = schemeOf(s, colon);
    hadScheme = true;
    start = colon + 1;
  } else if (!(s.startsWith('//') || s.startsWith('\\\\'))) {
    // a bare host ("paypal-verify.com/login") is fetched as http: read as if "//" came first
    virtual = 2;
  }
  const hierarchical = !hadScheme || SPECIAL.has(scheme) || s.startsWith('//', start);
  if (!hierarchical) return opaqueUrl(scheme, s.slice(start));

  const bsl = !hadScheme || BACKSLASH_IS_SLASH.has(scheme);
  const n = s.length;
  // i counts leading slashes the way the parse of "rest" did (the virtual "//" included)
  let i = virtual;
  let aStart = start;
  while (aStart < n && i < 64) {
    const c = s.charCodeAt(aStart);
    if (c !== 47 && !(bsl && c === 92)) break;
    aStart++;
    i++;
  }
  let aEnd = aStart;
  let sawBackslashAfter = false;
  let lastAt = -1;
  let lastColon = -1;
  let anyPct = false;
  let wide = false;
  for (; aEnd < n; aEnd++) {
    const c = s.charCodeAt(aEnd);
    if (c === 47 || c === 63 || c === 35) break;
    if (c === 92) {
      if (bsl) {
        // a parser that ignores backslashes reads an "@" after it as the userinfo end: note the disagreement
        const slash = s.indexOf('/', aEnd);
        const at = s.indexOf('@', aEnd);
        if (at !== -1 && (slash === -1 || at < slash)) sawBackslashAfter = true;
        break;
      }
    } else if (c === 64) lastAt = aEnd;
    else if (c === 58) lastColon = aEnd;
    else if (c === 37) anyPct = true;
    else if (c > 126) wide = true;
  }
  let authority: string;
  let after: string;
  if (scheme === 'file' && i === 3) {
    authority = '';
    after = s.slice(start + 2);
    aEnd = aStart;
    lastAt = -1;
    lastColon = -1;
    anyPct = false;
    wide = false;
  } else {
    authority = s.slice(aStart, aEnd);
    after = s.slice(aEnd);
  }
  let userinfo: string | null = null;
  let hStart = aStart;
  if (lastAt !== -1) {
    userinfo = s.slice(aStart, lastAt);
    hStart = lastAt + 1;
  }
  let hostText: string;
  let port: number | null = null;
  if (hStart < aEnd && s.charCodeAt(hStart) === 91) {
    let close = s.indexOf(']', hStart);
    if (close >= aEnd) close = -1;
    const tail = close === -1 ? '' : s.slice(close + 1, aEnd);
    if (tail.startsWith(':') && tail.length > 1) port = Number(tail.slice(1)) || null;
    hostText = close === -1 ? s.slice(hStart + 1, aEnd) : s.slice(hStart + 1, close);
  } else if (lastColon >= hStart) {
    port = portNumber(s, lastColon + 1, aEnd);
    hostText = s.slice(hStart, lastColon);
  } else {
    hostText = hStart === aStart ? authority : s.slice(hStart, aEnd);
  }
  if (hostText.length > 1024) hostText = hostText.slice(0, 1024);
  const hostPercent = anyPct && hostText.includes('%');
  let rawHost = (hostPercent ? percentDecode2(hostText) : hostText).toLowerCase();
  // "paypal.com%40evil.tld": a decoding parser sees userinfo and host (only a decoded "@" can be left here)
  const encAt = hostPercent ? rawHost.lastIndexOf('@') : -1;
  if (encAt !== -1) {
    userinfo = userinfo === null ? rawHost.slice(0, encAt) : `${userinfo}@${rawHost.slice(0, encAt)}`;
    rawHost = rawHost.slice(encAt + 1);
  }
  if (rawHost.endsWith('.')) rawHost = rawHost.slice(0, -1);
  // DNS names stop at 253 characters; longer "hosts" are junk and only need their head judged
  if (rawHost.length > 253) rawHost = rawHost.slice(0, 253);

  let oddAuthority: string | null = null;
  // every look-alike separator is outside ASCII
  const authorityAscii = !wide;
  const fake = authorityAscii ? null : FAKE_SEPARATORS.exec(authority);
  if (fake !== null) oddAuthority = `look-alike separator U+${fake[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} in the host part`;
  else if (sawBackslashAfter) oddAuthority = 'backslash before an "@" (parsers disagree on the real host)';
  else if (userinfo !== null && userinfo.includes('@')) oddAuthority = 'several "@" in the authority';

  // split path / query / fragment
  let path = after;
  let query = '';
  let fragment = '';
  const hash = path.indexOf('#');
  if (hash !== -1) {
    fragment = path.slice(hash + 1);
    path = path.slice(0, hash);
  }
  const q = path.indexOf('?');
  if (q !== -1) {
    query = path.slice(q + 1);
    path = path.slice(0, q);
  }
  let encodedAlnum = 0;
  if (after.includes('%')) {
    PCT_ALNUM.lastIndex = 0;
    while (PCT_ALNUM.exec(after) !== null && encodedAlnum < 64) encodedAlnum++;
    PCT_ALNUM.lastIndex = 0;
  }
  if (hostPercent) encodedAlnum += 8;

  const hf = hostFacts(rawHost);
  return new Parsed(
    hadScheme ? scheme : '', hadScheme, '', userinfo, rawHost, hf, port,
    decodePart(path), decodePart(query), decodePart(fragment), query, fragment, oddAuthority, encodedAlnum, hostPercent,
  );
}

/**
 * Everything the host name alone decides (ASCII/Unicode forms, IP reading, public-suffix split). Hosts repeat
 * across checks and tldts dominates the cost of a parse, so these are cached per written host in a bounded map;
 * every field is a pure function of the key, so the cache never changes a result.
 */
export interface HostFacts {
  readonly host: string;
  readonly unicodeHost: string;
  readonly ip: IpInfo | null;
  readonly domain: string;
  readonly label: string;
  readonly suffix: string;
  readonly subLabels: readonly string[];
  readonly site: string;
  readonly platform: boolean;
  /** Slot for the analyzer's own conclusions about this host (also pure functions of it), filled on first use. */
  memo: unknown;
}

const HOST_CACHE = new Map<string, HostFacts>();
const HOST_CACHE_CAP = 2048;

function hostFacts(rawHost: string): HostFacts {
  let f = HOST_CACHE.get(rawHost);
  if (f === undefined) {
    f = computeHostFacts(rawHost);
    // oldest first: Map iteration follows insertion order
    if (HOST_CACHE.size >= HOST_CACHE_CAP) HOST_CACHE.delete(HOST_CACHE.keys().next().value!);
    HOST_CACHE.set(rawHost, f);
  }
  return f;
}

function computeHostFacts(rawHost: string): HostFacts {
  // an ASCII written host needs no IDNA mapping (a host from an ASCII authority without escapes is ASCII here)
  const ascii = isAsciiHost(rawHost) ? rawHost : domainToASCII(rawHost) || rawHost;
  const unicodeHost = ascii.includes('xn--') ? domainToUnicode(ascii) || ascii : rawHost;
  const ip = parseIp(rawHost, ascii);
  const pd = ip === null && ascii.includes('.') ? parseDomain(ascii, TLD_PRIVATE) : null;
  // a host that is itself a suffix (github.io, s3.amazonaws.com) has no registrable label of its own
  const domain = pd?.domain ?? (ip === null ? ascii : '');
  const suffix = pd?.publicSuffix ?? '';
  const label = pd !== null ? pd.domainWithoutSuffix ?? '' : ip === null ? ascii : '';
  const sub = pd?.subdomain ?? '';
  const subLabels = sub === '' ? [] : sub.includes('.') ? sub.split('.', 32) : [sub];
  let site = domain;
  const platform = pd?.isPrivate === true;
  if (platform) {
    const icann = parseDomain(ascii, TLD_ICANN);
    site = icann.domain ?? domain;
  }
  return { host: ascii, unicodeHost, ip, domain, label, suffix, subLabels, site, platform, memo: undefined };
}

/** The parse; query parameters are split on first use (most rules never ask, most URLs have none). */
class Parsed implements ParsedUrl {
  declare readonly scheme: string;
  declare readonly hadScheme: boolean;
  declare readonly opaque: string;
  declare readonly userinfo: string | null;
  declare readonly rawHost: string;
  declare readonly facts: HostFacts;
  declare readonly host: string;
  declare readonly unicodeHost: string;
  declare readonly port: number | null;
  declare readonly path: string;
  declare readonly query: string;
  declare readonly fragment: string;
  declare readonly ip: IpInfo | null;
  declare readonly domain: string;
  declare readonly label: string;
  declare readonly suffix: string;
  declare readonly subLabels: readonly string[];
  declare readonly site: string;
  declare readonly platform: boolean;
  declare readonly oddAuthority: string | null;
  declare readonly encodedAlnum: number;
  declare readonly hostPercent: boolean;
  declare private rawQuery: string;
  declare private rawFragment: string;
  declare private paramsV: ReadonlyArray<readonly [string, string]> | undefined;

  constructor(
    scheme: string, hadScheme: boolean, opaque: string, userinfo: string | null, rawHost: string, hf: HostFacts, port: number | null,
    path: string, query: string, fragment: string, rawQuery: string, rawFragment: string, oddAuthority: string | null, encodedAlnum: number, hostPercent: boolean,
  ) {
    this.scheme = scheme;
    this.hadScheme = hadScheme;
    this.opaque = opaque;
    this.userinfo = userinfo;
    this.rawHost = rawHost;
    this.facts = hf;
    this.host = hf.host;
    this.unicodeHost = hf.unicodeHost;
    this.port = port;
    this.path = path;
    this.query = query;
    this.fragment = fragment;
    this.ip = hf.ip;
    this.domain = hf.domain;
    this.label = hf.label;
    this.suffix = hf.suffix;
    this.subLabels = hf.subLabels;
    this.site = hf.site;
    this.platform = hf.platform;
    this.oddAuthority = oddAuthority;
    this.encodedAlnum = encodedAlnum;
    this.hostPercent = hostPercent;
    this.rawQuery = rawQuery;
    this.rawFragment = rawFragment;
    this.paramsV = rawQuery === '' && !rawFragment.includes('?') ? NO_PARAMS : undefined;
  }

  get params(): ReadonlyArray<readonly [string, string]> {
    return (this.paramsV ??= splitParams(this.rawQuery, this.rawFragment));
  }

  get rawPairs(): ReadonlyArray<readonly [string, string]> {
    const q = this.rawQuery;
    if (q === '') return NO_PARAMS;
    const out: Array<readonly [string, string]> = [];
    for (let start = 0; start <= q.length && out.length < 64;) {
      let end = q.indexOf('&', start);
      if (end === -1) end = q.length;
      const eq = q.indexOf('=', start);
      if (eq !== -1 && eq < end) out.push([q.slice(start, eq), q.slice(eq + 1, end)]);
      start = end + 1;
    }
    return out;
  }

  get rawValues(): readonly string[] {
    const q = this.rawQuery;
    if (q === '') return [];
    const out: string[] = [];
    for (let start = 0; start <= q.length && out.length < 64;) {
      let end = q.indexOf('&', start);
      if (end === -1) end = q.length;
      const eq = q.indexOf('=', start);
      if (eq !== -1 && eq < end) out.push(q.slice(eq + 1, end));
      start = end + 1;
    }
    return out;
  }
}

const NO_PARAMS: ReadonlyArray<readonly [string, string]> = [];

function opaqueUrl(scheme: string, rest: string): ParsedUrl {
  return new Parsed(scheme, true, rest, null, '', hostFacts(''), null, decodePart(rest), '', '', '', '', null, 0, false);
}

function decodePart(s: string): string {
  return s.includes('%') ? percentDecode2(s) : s;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** Escapes decoded by string concatenation; past this many the whole value is decoded over code units in one pass. */
const FEW_ESCAPES = 64;

/**
 * One left-to-right pass of %XX replacement, the same matches PCT (in normalize.ts) makes; s itself when none. A few
 * escapes are spliced into the slices between them; a value thick with them (a megabyte of `%2e`) is handed to
 * normalize.ts's pass over code units, which makes one flat string: concatenated, every escape was two strings more
 * and a rope that the garbage collector and every later pass paid for.
 */
function percentDecodeOnce(s: string): string {
  const first = s.indexOf('%');
  let i = first;
  if (i === -1) return s;
  let out = '';
  let last = 0;
  let spliced = 0;
  const n = s.length;
  while (i !== -1 && i + 2 < n) {
    const hi = hexValue(s.charCodeAt(i + 1));
    const lo = hi === -1 ? -1 : hexValue(s.charCodeAt(i + 2));
    if (lo !== -1) {
      if (++spliced > FEW_ESCAPES) return decodePercentOnce(s, first);
      out += s.slice(last, i) + String.fromCharCode(hi * 16 + lo);
      last = i + 3;
      i = s.indexOf('%', last);
    } else {
      i = s.indexOf('%', i + 1);
    }
  }
  return last === 0 ? s : out + s.slice(last);
}

/** percentDecode(s, 2) without a regex callback per escape (hot: runs on every check's value and parts). */
export function percentDecode2(s: string): string {
  const once = percentDecodeOnce(s);
  if (once === s || !once.includes('%')) return once;
  return percentDecodeOnce(once);
}

/** The lower-cased scheme; the common ones as constants (no allocation, and set lookups on them hash nothing). */
function schemeOf(s: string, colon: number): string {
  if (colon === 5 && s.startsWith('https')) return 'https';
  if (colon === 4 && s.startsWith('http')) return 'http';
  return s.slice(0, colon).toLowerCase();
}

/** The port after a host's last colon, as isDigits + Number read it (1-6 digits), or null. */
function portNumber(s: string, from: number, to: number): number | null {
  const len = to - from;
  if (len < 1 || len > 6) return null;
  let v = 0;
  for (let k = from; k < to; k++) {
    const c = s.charCodeAt(k);
    if (c < 48 || c > 57) return null;
    v = v * 10 + (c - 48);
  }
  return v;
}

/** Where SCHEME's colon is (a letter, then up to 31 of [a-zA-Z0-9+.-], then ":"), or -1: no regex on the hot path. */
function schemeColon(s: string): number {
  const c0 = s.charCodeAt(0);
  if (!((c0 >= 97 && c0 <= 122) || (c0 >= 65 && c0 <= 90))) return -1;
  const max = Math.min(s.length, 33);
  for (let i = 1; i < max; i++) {
    const c = s.charCodeAt(i);
    if (c === 58) return i;
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 43 || c === 46 || c === 45)) return -1;
  }
  return -1;
}

/** PORT_AFTER_COLON at `from`: 1-5 digits, then the end or one of / ? #. */
function portAfterColon(s: string, from: number): boolean {
  let k = from;
  while (k < s.length && k - from < 6) {
    const c = s.charCodeAt(k);
    if (c < 48 || c > 57) break;
    k++;
  }
  const digits = k - from;
  if (digits < 1 || digits > 5) return false;
  if (k === s.length) return true;
  const c = s.charCodeAt(k);
  return c === 47 || c === 63 || c === 35;
}

function splitParams(query: string, fragment: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  // single-page apps carry their routing query in the fragment (#/login?next=…)
  const fq = fragment.indexOf('?');
  splitInto(out, query);
  if (fq !== -1) splitInto(out, fragment.slice(fq + 1));
  return out;
}

/** Pairs of src appended to out (up to 64 in all), sliced by index: no intermediate "k=v" string per pair. */
function splitInto(out: Array<[string, string]>, src: string): void {
  const n = src.length;
  if (n === 0) return;
  let start = 0;
  // first "=" at or after start; -1 once none is left (so a long run of bare keys is not rescanned per pair)
  let eqAt = -2;
  while (start <= n && out.length < 64) {
    let amp = src.indexOf('&', start);
    if (amp === -1) amp = n;
    if (amp > start) {
      if (eqAt !== -1 && eqAt < start) eqAt = src.indexOf('=', start);
      const eq = eqAt !== -1 && eqAt < amp ? eqAt : -1;
      const k = src.slice(start, eq === -1 ? amp : eq);
      const v = eq === -1 ? '' : src.slice(eq + 1, amp);
      out.push([decodePart(k.includes('+') ? k.replace(PLUS, ' ') : k).toLowerCase(), decodePart(v.includes('+') ? v.replace(PLUS, ' ') : v)]);
    }
    start = amp + 1;
  }
}

function isDigits(s: string): boolean {
  if (s.length === 0 || s.length > 6) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function isAsciiHost(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 126) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// IP addresses

/** One IPv4 part as a URL parser reads it (0x hex, leading-zero octal, decimal), or -1. */
function ipv4Part(p: string): { v: number; kind: 'dec' | 'hex' | 'oct' } | null {
  if (p === '' || p.length > 34) return null;
  if (p.length > 1 && (p.startsWith('0x') || p.startsWith('0X'))) {
    const h = p.slice(2);
    if (h === '') return { v: 0, kind: 'hex' };
    for (let i = 0; i < h.length; i++) if (!isHexDigit(h.charCodeAt(i))) return null;
    return { v: parseInt(h, 16), kind: 'hex' };
  }
  if (p.length > 1 && p[0] === '0') {
    for (let i = 1; i < p.length; i++) {
      const c = p.charCodeAt(i);
      if (c < 48 || c > 55) return null;
    }
    return { v: parseInt(p, 8), kind: 'oct' };
  }
  for (let i = 0; i < p.length; i++) {
    const c = p.charCodeAt(i);
    if (c < 48 || c > 57) return null;
  }
  return { v: Number(p), kind: 'dec' };
}

function isHexDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

/** WHATWG IPv4 parsing (1-4 parts, last part fills the remaining bytes); null when it is not an address. */
export function parseIpv4(host: string): { bytes: number[]; format: IpInfo['format'] } | null {
  if (host === '' || host.length > 64) return null;
  // WHATWG: only a host whose last label is a number is an IPv4 address (cheap reject for names)
  const c0 = host.charCodeAt(host.lastIndexOf('.', host.length - 2) + 1);
  if (c0 < 48 || c0 > 57) return null;
  const parts = host.split('.');
  if (parts.length > 4) return null;
  const vals: number[] = [];
  let anyHex = false;
  let anyOct = false;
  for (const p of parts) {
    const r = ipv4Part(p);
    if (r === null) return null;
    if (r.kind === 'hex') anyHex = true;
    if (r.kind === 'oct') anyOct = true;
    vals.push(r.v);
  }
  const last = vals[vals.length - 1]!;
  // WHATWG rejects a part too large for its place; lax parsers (inet_aton clones, some proxies) wrap it instead, so
  // 425.510.425.510 or 7147006462 reaches 169.254.169.254 there: read those as the wrapped address they reach
  if (vals.some((v, i) => (i < vals.length - 1 ? v > 255 : v >= 256 ** (5 - vals.length)))) {
    const w = wrappedIpv4(parts, vals);
    return classify4(w.bytes) === 'public' ? null : w;
  }
  let n = last;
  for (let i = 0; i < vals.length - 1; i++) n += vals[i]! * 256 ** (3 - i);
  const bytes = [Math.floor(n / 16777216) % 256, Math.floor(n / 65536) % 256, Math.floor(n / 256) % 256, n % 256];
  const format: IpInfo['format'] = anyHex && anyOct ? 'mixed' : anyHex ? 'hex' : anyOct ? 'octal' : vals.length === 1 ? 'decimal' : vals.length < 4 ? 'short' : 'dotted';
  return { bytes, format };
}

/** Each part taken modulo its place (the last modulo what it fills), as a wrapping parser would read it. */
function wrappedIpv4(parts: readonly string[], vals: readonly number[]): { bytes: number[]; format: IpInfo['format'] } {
  const bytes = [0, 0, 0, 0];
  for (let i = 0; i < vals.length - 1; i++) bytes[i] = vals[i]! % 256;
  // a long hex part keeps its low 32 bits (0x41414141A9FEA9FE); a long decimal part its value modulo 2^32
  const lastPart = parts[parts.length - 1]!;
  let n = lastPart.length > 10 && (lastPart.startsWith('0x') || lastPart.startsWith('0X')) ? parseInt(lastPart.slice(-8), 16) : vals[vals.length - 1]! % 4294967296;
  for (let i = 3; i >= vals.length - 1; i--) {
    bytes[i] = n % 256;
    n = Math.floor(n / 256);
  }
  return { bytes, format: 'wrapped' };
}

function classify4(b: readonly number[]): IpClass {
  const [a, c, d, e] = b as [number, number, number, number];
  if ((a === 169 && c === 254 && d === 169 && e === 254) || (a === 169 && c === 254 && d === 170 && (e === 2 || e === 23)) || (a === 100 && c === 100 && d === 100 && e === 200) || (a === 192 && c === 0 && d === 0 && e === 192)) return 'metadata';
  const local = localRange4(a, c);
  if (local !== null) return local;
  if (a >= 224 || (a === 198 && (c === 18 || c === 19))) return 'reserved';
  return 'public';
}

/** The loopback, unspecified, private, link-local or carrier-grade NAT range of an IPv4 address (by its first two bytes), or null. */
function localRange4(a: number, c: number): IpClass | null {
  if (a === 127) return 'loopback';
  if (a === 0) return 'unspecified';
  if (a === 10 || (a === 172 && c >= 16 && c <= 31) || (a === 192 && c === 168)) return 'private';
  if (a === 169 && c === 254) return 'linklocal';
  if (a === 100 && c >= 64 && c <= 127) return 'cgnat';
  return null;
}

/** An IPv4 address (first two bytes) in the loopback, unspecified (0/8), private, link-local or carrier-grade NAT range. */
export function localIpv4(a: number, b: number): boolean {
  return localRange4(a, b) !== null;
}

/** IPv6 text to eight 16-bit groups (embedded IPv4 tail allowed), or null. */
function ipv6Groups(s: string): number[] | null {
  let t = s;
  const pct = t.indexOf('%');
  if (pct !== -1) t = t.slice(0, pct);
  if (t.length < 2 || t.length > 45) return null;
  let tail: number[] = [];
  const lastColon = t.lastIndexOf(':');
  if (t.slice(lastColon + 1).includes('.')) {
    const v4 = parseIpv4(t.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [v4.bytes[0]! * 256 + v4.bytes[1]!, v4.bytes[2]! * 256 + v4.bytes[3]!];
    t = `${t.slice(0, lastColon + 1)}${lastColon > 0 && t[lastColon - 1] === ':' ? '' : ''}`;
    if (t.endsWith(':') && !t.endsWith('::')) t = t.slice(0, -1);
  }
  const dbl = t.indexOf('::');
  const parseSide = (x: string): number[] | null => {
    if (x === '') return [];
    const out: number[] = [];
    for (const g of x.split(':')) {
      if (g === '' || g.length > 4) return null;
      for (let i = 0; i < g.length; i++) if (!isHexDigit(g.charCodeAt(i))) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  let groups: number[];
  if (dbl !== -1) {
    const left = parseSide(t.slice(0, dbl));
    const right = parseSide(t.slice(dbl + 2));
    if (left === null || right === null) return null;
    const fill = 8 - left.length - right.length - tail.length;
    if (fill < 0) return null;
    groups = [...left, ...new Array<number>(fill).fill(0), ...right, ...tail];
  } else {
    const all = parseSide(t);
    if (all === null) return null;
    groups = [...all, ...tail];
  }
  return groups.length === 8 ? groups : null;
}

function classify6(g: readonly number[]): { cls: IpClass; mapped: number[] | null } {
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(7) && g[7] === 1) return { cls: 'loopback', mapped: null };
  if (zeroTo(8)) return { cls: 'unspecified', mapped: null };
  // ::ffff:a.b.c.d, ::a.b.c.d and the NAT64 prefix reach the embedded IPv4 address
  if ((zeroTo(5) && g[5] === 0xffff) || zeroTo(6) || (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))) {
    const b = [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255];
    return { cls: classify4(b), mapped: b };
  }
  if (g[0] === 0xfd00 && g[1] === 0x0ec2 && g.slice(2, 7).every((x) => x === 0) && (g[7] === 0x254 || g[7] === 0x23)) return { cls: 'metadata', mapped: null };
  if ((g[0]! & 0xfe00) === 0xfc00) return { cls: 'private', mapped: null };
  if ((g[0]! & 0xffc0) === 0xfe80) return { cls: 'linklocal', mapped: null };
  if ((g[0]! & 0xff00) === 0xff00) return { cls: 'reserved', mapped: null };
  return { cls: 'public', mapped: null };
}

/** Names that always resolve to loopback, and wildcard-DNS services that resolve an address written in the name. */
const LOOPBACK_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback', 'localtest.me', 'lvh.me', 'vcap.me', 'lacolhost.com', 'readme.localtest.me', 'fuf.me', 'yoogle.com', 'ulh.us', 'localh.st']);
const LOOPBACK_SUFFIXES = ['.localhost', '.localtest.me', '.lvh.me', '.vcap.me', '.lacolhost.com', '.fuf.me', '.localh.st'];
const WILDCARD_DNS = ['nip.io', 'sslip.io', 'xip.io', 'traefik.me', 'nip.direct', 'backname.io', 'rbndr.us', '1u.ms', 'localip.me'];
/** The suffixes above grouped by their last label (order kept), so a host only tests the ones it could end with. */
function byLastLabel(suffixes: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const x of suffixes) {
    const last = x.slice(x.lastIndexOf('.') + 1);
    const list = out.get(last);
    if (list === undefined) out.set(last, [x]);
    else list.push(x);
  }
  return out;
}
const LOOPBACK_BY_LAST = byLastLabel(LOOPBACK_SUFFIXES);
const WILDCARD_BY_LAST = byLastLabel(WILDCARD_DNS.map((w) => `.${w}`));

function parseIp(rawHost: string, ascii: string): IpInfo | null {
  if (rawHost === '') return null;
  if (rawHost.includes(':')) {
    const g = ipv6Groups(rawHost);
    if (g === null) return null;
    const c = classify6(g);
    if (c.mapped !== null) return { version: 6, canonical: c.mapped.join('.'), format: 'mapped', cls: c.cls };
    return { version: 6, canonical: rawHost, format: 'ipv6', cls: c.cls };
  }
  const v4 = parseIpv4(ascii);
  if (v4 !== null) return { version: 4, canonical: v4.bytes.join('.'), format: v4.format, cls: classify4(v4.bytes) };
  // every loopback and wildcard-DNS suffix ends in one of a few last labels: other hosts skip the suffix tests
  const last = ascii.slice(ascii.lastIndexOf('.') + 1);
  const loopbackSuffixes = LOOPBACK_BY_LAST.get(last);
  if (LOOPBACK_NAMES.has(ascii) || (loopbackSuffixes !== undefined && endsWithAny(ascii, loopbackSuffixes))) {
    return { version: 4, canonical: '127.0.0.1', format: ascii === 'localhost' || ascii.endsWith('.localhost') ? 'dotted' : 'dns-embedded', cls: 'loopback' };
  }
  const wildcards = WILDCARD_BY_LAST.get(last);
  if (wildcards === undefined) return null;
  for (let k = 0; k < wildcards.length; k++) {
    const dotted = wildcards[k]!;
    if (!ascii.endsWith(dotted)) continue;
    const embedded = embeddedIp(ascii.slice(0, -dotted.length));
    if (embedded !== null) return { version: 4, canonical: embedded.join('.'), format: 'dns-embedded', cls: classify4(embedded) };
  }
  return null;
}

function endsWithAny(s: string, suffixes: readonly string[]): boolean {
  for (let k = 0; k < suffixes.length; k++) if (s.endsWith(suffixes[k]!)) return true;
  return false;
}

/** 127.0.0.1.nip.io, 10-0-0-1.sslip.io, app.7f000001.nip.io, 7f000001.a9fea9fe.rbndr.us (rebinding: worst of two). */
function embeddedIp(prefix: string): number[] | null {
  const labels = prefix.split('.');
  let best: number[] | null = null;
  const rank = (b: number[]) => ['public', 'reserved', 'private', 'cgnat', 'linklocal', 'loopback', 'unspecified', 'metadata'].indexOf(classify4(b));
  const consider = (b: number[] | null) => {
    if (b !== null && (best === null || rank(b) > rank(best))) best = b;
  };
  for (let i = 0; i + 4 <= labels.length; i++) {
    const quad = labels.slice(i, i + 4);
    if (quad.every((x) => x !== '' && isDigits(x) && Number(x) <= 255)) consider(quad.map(Number));
  }
  for (const l of labels) {
    const dash = l.split('-');
    for (let i = 0; i + 4 <= dash.length; i++) {
      const quad = dash.slice(i, i + 4);
      if (quad.every((x) => x !== '' && isDigits(x) && Number(x) <= 255)) consider(quad.map(Number));
    }
    if (l.length === 8) {
      let ok = true;
      for (let k = 0; k < 8; k++) if (!isHexDigit(l.charCodeAt(k))) ok = false;
      if (ok) {
        const n = parseInt(l, 16);
        consider([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
      }
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// Look-alike folding

const EXTRA_CONFUSABLES: Record<string, string> = {
  'ӏ': 'l', 'ɩ': 'i', 'ɑ': 'a', 'ѵ': 'v', 'ԍ': 'g', 'ս': 'u', 'օ': 'o', 'ց': 'g', 'ɒ': 'a', 'ɢ': 'g', 'ʟ': 'l',
  'ᴏ': 'o', 'ᴄ': 'c', 'ꮃ': 'w', 'ꭰ': 'd', 'ɪ': 'i', 'ʀ': 'r', 'ѡ': 'w', 'ԝ': 'w', 'ɴ': 'n', 'ᴍ': 'm', 'ſ': 's',
};

/** Unicode host label folded to what a reader sees: confusables to Latin, diacritics dropped. */
export function foldUnicodeLabel(s: string): string {
  let out = '';
  const nfkc = foldConfusables(s.normalize('NFKC'));
  for (const ch of nfkc) out += EXTRA_CONFUSABLES[ch] ?? ch;
  return out.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Script of a character, coarse: only what matters for mixed-script labels. */
export function scriptOf(ch: string): 'latin' | 'cyrillic' | 'greek' | 'armenian' | 'other' | 'common' {
  const c = ch.codePointAt(0)!;
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) ? 'latin' : 'common';
  if (c <= 0x24f || (c >= 0x1e00 && c <= 0x1eff) || (c >= 0x250 && c <= 0x2af) || (c >= 0x1d00 && c <= 0x1dbf)) return 'latin';
  if (c >= 0x370 && c <= 0x3ff) return 'greek';
  if ((c >= 0x400 && c <= 0x52f) || (c >= 0x2de0 && c <= 0x2dff) || (c >= 0xa640 && c <= 0xa69f)) return 'cyrillic';
  if (c >= 0x530 && c <= 0x58f) return 'armenian';
  return 'other';
}

/** Visual typo folding on an ASCII label: digits to letters and multi-letter look-alikes (rn→m, vv→w). */
export function foldTypoGlyphs(s: string): string[] {
  const base = s.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/cl/g, 'd');
  const one = (t: string, oneAs: string) => {
    let o = '';
    for (const ch of t) o += ch === '0' ? 'o' : ch === '1' ? oneAs : ch === '3' ? 'e' : ch === '5' ? 's' : ch === '4' ? 'a' : ch === '7' ? 't' : ch === '8' ? 'b' : ch === '9' ? 'g' : ch === '$' ? 's' : ch;
    return o;
  };
  const out = new Set<string>([one(s, 'l'), one(s, 'i'), one(base, 'l'), one(base, 'i')]);
  // capital I and lower l look the same: "paypaI" arrives lower-cased as "paypai"
  for (const v of [...out]) if (v.includes('i')) out.add(v.replace(/i/g, 'l'));
  for (const v of [...out]) if (v.includes('l')) out.add(v.replace(/l/g, 'i'));
  return [...out];
}

const GLYPH_CHAR: Record<string, string> = { '0': 'o', '1': 'i', 'l': 'i', '|': 'i', '!': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '$': 's', '@': 'a' };
/**
 * One canonical key per visual spelling: digits and look-alike letter groups folded (paypa1, paypai, rnicrosoft,
 * g00gle all key like their brand), so a look-alike is one map lookup instead of a fold per brand.
 */
export function glyphKey(s: string): string {
  let t = s;
  if (t.includes('rn')) t = t.replace(/rn/g, 'm');
  if (t.includes('vv')) t = t.replace(/vv/g, 'w');
  if (t.includes('cl')) t = t.replace(/cl/g, 'd');
  // most labels hold no look-alike character at all: return them without rebuilding
  let i = 0;
  for (; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 128 && GLYPH_CODE[c] !== 0) break;
  }
  if (i === t.length) return t;
  let out = t.slice(0, i);
  for (; i < t.length; i++) {
    const c = t.charCodeAt(i);
    out += c < 128 && GLYPH_CODE[c] !== 0 ? String.fromCharCode(GLYPH_CODE[c]!) : t[i]!;
  }
  return out;
}
const GLYPH_CODE = new Uint8Array(128);
for (const [from, to] of Object.entries(GLYPH_CHAR)) GLYPH_CODE[from.charCodeAt(0)] = to.charCodeAt(0);

export const URL_FOLD_PATTERNS: readonly RegExp[] = [/[\u0300-\u036f]/g, /rn/g, /vv/g, /cl/g, /i/g, /l/g];

/**
 * Is `label` a one-edit typo of `brand` of the kinds squatters register: adjacent swap, doubled letter, dropped
 * letter (brands of 6+ letters), or an inner substitution (brands of 7+ letters)? Linear in the label length.
 */
export function typoOf(label: string, brand: string): string | null {
  if (label === brand) return null;
  const a = label.length;
  const b = brand.length;
  if (a === b) {
    let first = -1;
    let diffs = 0;
    for (let i = 0; i < a; i++) {
      if (label[i] !== brand[i]) {
        if (first === -1) first = i;
        if (++diffs > 2) return null;
      }
    }
    if (diffs === 2 && first + 1 < a && label[first] === brand[first + 1] && label[first + 1] === brand[first] && sameTail(label, first + 2, brand, first + 2)) return 'swapped letters';
    if (diffs === 1 && b >= 7 && first > 0) return 'one letter changed';
    return null;
  }
  if (a === b + 1) {
    // inserted letter: only a doubled one ("gooogle", "paypall") reads as a typo rather than another word
    let i = 0;
    while (i < b && label[i] === brand[i]) i++;
    if (!sameTail(label, i + 1, brand, i)) return null;
    if ((i > 0 && label[i] === label[i - 1]) || label[i] === label[i + 1]) return 'doubled letter';
    return null;
  }
  if (a + 1 === b && b >= 6) {
    let i = 0;
    while (i < a && label[i] === brand[i]) i++;
    if (!sameTail(label, i, brand, i + 1)) return null;
    return i === 0 ? null : 'dropped letter';
  }
  return null;
}

/** x.slice(xi) === y.slice(yi) without allocating the slices. */
function sameTail(x: string, xi: number, y: string, yi: number): boolean {
  if (x.length - xi !== y.length - yi) return false;
  for (; xi < x.length; xi++, yi++) if (x.charCodeAt(xi) !== y.charCodeAt(yi)) return false;
  return true;
}
