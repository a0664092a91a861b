/**
 * Parses an api_call action ("DELETE https://…", a bare URL, or a description plus metadata) into method,
 * URL parts, headers and body, so rules reason about the request rather than its spelling.
 */
import { collapseWhitespace, metaField, metaString, normalizeUnicode, percentDecode } from '../normalize.js';
import type { Metadata } from '../types.js';
import { bounded, metaText } from './api-common.js';

/**
 * The parsed request. Headers are read from metadata on first use: only the credential-transport rule
 * looks at them, and most checks never get that far.
 */
export class ApiRequest {
  method = '';
  /** Scheme without colon, lower-case ('' when there is no absolute URL). */
  scheme = '';
  /** Host as written (lower-case, no port/userinfo/brackets). */
  rawHost = '';
  /** Host after WHATWG parsing (decimal/hex/octal IPv4 forms canonicalised). */
  host = '';
  port = '';
  /** Decoded, lower-case path. */
  path = '';
  /** Decoded, lower-case query parameter names and values. */
  params: Array<[string, string]> = [];
  hasUserinfo = false;
  /** Request body as text (bounded). */
  body = '';
  /** The whole URL as written, decoded. */
  url = '';
  /** The value, Unicode-normalised and bounded. */
  value = '';
  private headersMemo: Map<string, string> | undefined;
  private bodyLowerMemo: string | undefined;

  constructor(private readonly metadata: Metadata) {}

  /** Header names (lower-case) → values. */
  get headers(): Map<string, string> {
    return (this.headersMemo ??= readHeaders(this.metadata));
  }

  /** body.toLowerCase(), computed once for the several rules that read it. */
  get bodyLower(): string {
    return (this.bodyLowerMemo ??= this.body.toLowerCase());
  }
}

const METHOD_HEAD = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|CONNECT)\b/i;
const CURL_METHOD = /(?:-X|--request)\s{0,3}(GET|POST|PUT|PATCH|DELETE)\b/i;
const ABS_URL = /\b([a-z][a-z0-9+.-]{1,15}):\/\/[^\s"'<>`]{1,4000}/i;
const REL_PATH = /(?:^|\s)(\/[^\s"'<>`]{0,4000})/;
const HEADER_LINE = /^([A-Za-z0-9-]{1,64})\s{0,4}:\s{0,4}(.{0,4000})$/;
const LINE_BREAK = /\r?\n/;
const BRACKETS = /^\[|\]$/g;



// shared by every request without headers; never written to
const NO_HEADERS = new Map<string, string>();

function readHeaders(metadata: Metadata): Map<string, string> {
  const h = metaField(metadata, 'headers') ?? metaField(metadata, 'header');
  if ((h === undefined || h === null) && metaField(metadata, 'authorization') === undefined && metaField(metadata, 'Authorization') === undefined && metaField(metadata, 'auth_header') === undefined) return NO_HEADERS;
  const out = new Map<string, string>();
  if (h !== null && typeof h === 'object' && !Array.isArray(h)) {
    let n = 0;
    for (const [k, v] of Object.entries(h as Record<string, unknown>)) {
      if (n++ > 100) break;
      if (typeof v === 'string' || typeof v === 'number') out.set(k.toLowerCase(), String(v).slice(0, 4096));
    }
  } else if (typeof h === 'string') {
    for (const line of h.slice(0, 16384).split(LINE_BREAK)) {
      const m = HEADER_LINE.exec(line.trim());
      if (m !== null) out.set(m[1]!.toLowerCase(), m[2]!);
    }
  }
  const auth = metaString(metadata, 'authorization', 'Authorization', 'auth_header');
  if (auth !== undefined && !out.has('authorization')) out.set('authorization', auth);
  return out;
}

/** Host part of an absolute URL exactly as written (before the URL parser canonicalises it). */
function setRawHost(req: ApiRequest, url: string): void {
  const start = url.indexOf('://') + 3;
  let end = url.length;
  for (let i = start; i < end; i++) {
    const c = url.charCodeAt(i);
    if (c === 47 /* / */ || c === 63 /* ? */ || c === 35 /* # */ || c === 92 /* \ */) { end = i; break; }
  }
  let authority = url.slice(start, end);
  const at = authority.lastIndexOf('@');
  req.hasUserinfo = at >= 0;
  if (at >= 0) authority = authority.slice(at + 1);
  let host: string;
  if (authority.startsWith('[')) {
    const close = authority.indexOf(']');
    host = authority.slice(1, close < 0 ? authority.length : close).toLowerCase();
  } else {
    const colon = authority.lastIndexOf(':');
    host = (colon >= 0 ? authority.slice(0, colon) : authority).toLowerCase();
  }
  req.rawHost = percentDecode(host);
}

export function parseRequest(value: string, metadata: Metadata): ApiRequest {
  const req = new ApiRequest(metadata);
  const v = normalizeUnicode(bounded(value));
  req.value = v;
  let method = (metaString(metadata, 'method', 'http_method', 'httpMethod', 'verb') ?? '').toUpperCase().trim();
  if (method === '') {
    const m = METHOD_HEAD.exec(v.trimStart()) ?? CURL_METHOD.exec(v);
    if (m !== null) method = m[1]!.toUpperCase();
  }
  req.method = method;
  let url = metaString(metadata, 'url', 'endpoint', 'uri', 'href') ?? '';
  if (url === '') {
    // each pattern holds its literal ('://', '/'): a text without it is not searched (prose pasted as a request)
    const m = v.includes('://') ? ABS_URL.exec(v) : null;
    if (m !== null) url = m[0];
    else if (v.includes('/')) {
      const p = REL_PATH.exec(v);
      if (p !== null) url = p[1]!;
    }
  }
  url = normalizeUnicode(url.trim());
  const body = metaText(metadata, 'body', 'data', 'payload', 'json', 'params', 'query_params');
  if (body !== undefined) req.body = normalizeUnicode(bounded(body));
  req.url = percentDecode(url);
  if (url === '') {
    // what the URL parser makes of the placeholder alone
    req.path = '/';
    return req;
  }
  const schemeEnd = url.indexOf('://');
  const full = schemeEnd > 0 ? url : `http://placeholder.invalid${url.startsWith('/') ? '' : '/'}${url}`;
  let parsed: ParsedUrl | undefined = parseSimpleUrl(full);
  if (parsed === undefined) {
    try {
      parsed = fromWhatwg(new URL(full));
    } catch {
      parsed = undefined;
    }
  }
  if (schemeEnd > 0) {
    req.scheme = url.slice(0, schemeEnd).toLowerCase();
    setRawHost(req, url);
    let host = parsed ? parsed.hostname.toLowerCase().replace(BRACKETS, '') : req.rawHost;
    if (host.endsWith('.')) host = host.slice(0, -1);
    req.host = host;
    req.port = parsed?.port ?? '';
  }
  if (parsed) {
    req.path = percentDecode(parsed.pathname).toLowerCase();
    const params = parsed.params;
    const n = Math.min(params.length, 201);
    for (let i = 0; i < n; i++) req.params.push([params[i]![0].toLowerCase(), params[i]![1].toLowerCase()]);
  }
  return req;
}

/** The parts of a parsed URL the analyzer reads (query parameters decoded, at most 201). */
interface ParsedUrl {
  hostname: string;
  port: string;
  pathname: string;
  params: Array<[string, string]>;
}

function fromWhatwg(u: URL): ParsedUrl {
  const params: Array<[string, string]> = [];
  if (u.search !== '') {
    for (const kv of u.searchParams) {
      if (params.length > 200) break;
      params.push(kv);
    }
  }
  return { hostname: u.hostname, port: u.port, pathname: u.pathname, params };
}

// Characters a path or query may hold that the WHATWG parser keeps as they are and that need no decoding
// ('%', '#', '\\', quotes and brackets are left to the real parser).
const PLAIN_URL_CHAR = new Uint8Array(128);
for (const ch of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&()*+,;=:@/?") PLAIN_URL_CHAR[ch.charCodeAt(0)] = 1;

/**
 * The URL parser's reading of an ordinary http(s) URL (plain host name, optional port, plain path and query),
 * without building a URL object; undefined for anything else, which then goes to the real parser. Host names
 * that may be IP addresses (last label starting with a digit), IDNA labels, dot segments and escapes all go there.
 */
function parseSimpleUrl(s: string): ParsedUrl | undefined {
  let start: number;
  let defaultPort: string;
  if (s.startsWith('https://')) { start = 8; defaultPort = '443'; }
  else if (s.startsWith('http://')) { start = 7; defaultPort = '80'; }
  else return undefined;
  const n = s.length;
  let i = start;
  let colon = -1;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 47 /* / */ || c === 63 /* ? */) break;
    if (c === 58 /* : */) {
      if (colon >= 0) return undefined;
      colon = i;
      continue;
    }
    if (colon >= 0) {
      if (c < 48 || c > 57) return undefined;
    } else if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46 || (c >= 65 && c <= 90))) {
      return undefined;
    }
  }
  const hostEnd = colon >= 0 ? colon : i;
  if (hostEnd === start) return undefined;
  const hostname = s.slice(start, hostEnd).toLowerCase();
  if (hostname.charCodeAt(0) === 46 || hostname.includes('..') || hostname.includes('xn--')) return undefined;
  const labelsEnd = hostname.endsWith('.') ? hostname.length - 1 : hostname.length;
  const lastDot = hostname.lastIndexOf('.', labelsEnd - 1);
  if (lastDot + 1 >= labelsEnd) return undefined;
  const first = hostname.charCodeAt(lastDot + 1);
  if (first >= 48 && first <= 57) return undefined;
  let port = '';
  if (colon >= 0) {
    port = s.slice(colon + 1, i);
    if (port.length === 0 || port.length > 5 || port.charCodeAt(0) === 48 || Number(port) > 65535) return undefined;
    if (port === defaultPort) port = '';
  }
  for (let k = i; k < n; k++) {
    const c = s.charCodeAt(k);
    if (c >= 128 || PLAIN_URL_CHAR[c] === 0) return undefined;
  }
  const q = s.indexOf('?', i);
  const pathEnd = q < 0 ? n : q;
  const path = s.slice(i, pathEnd);
  if (path.includes('/.')) return undefined;
  const params: Array<[string, string]> = [];
  if (q >= 0) {
    let a = q + 1;
    while (a < n && params.length <= 200) {
      let b = s.indexOf('&', a);
      if (b < 0) b = n;
      if (b > a) {
        const piece = s.slice(a, b);
        const eq = piece.indexOf('=');
        const k = eq < 0 ? piece : piece.slice(0, eq);
        const v = eq < 0 ? '' : piece.slice(eq + 1);
        params.push([k.includes('+') ? k.replace(PLUS, ' ') : k, v.includes('+') ? v.replace(PLUS, ' ') : v]);
      }
      a = b + 1;
    }
  }
  return { hostname, port, pathname: path === '' ? '/' : path, params };
}
const PLUS = /\+/g;

export const REQUEST_PATTERNS: readonly RegExp[] = [METHOD_HEAD, CURL_METHOD, ABS_URL, REL_PATH, HEADER_LINE, LINE_BREAK, BRACKETS, PLUS];

/** Text for confirming patterns: method, decoded URL, the rest of the description and the body. */
export function requestText(req: ApiRequest): string {
  // same as collapsing the parts joined by ' \n ': each part collapsed, the empty ones dropped, joined by one
  // space (the separator would always need collapsing, costing a replace over the whole text)
  const head = collapseWhitespace(req.method === '' ? req.url : `${req.method} ${req.url}`);
  const value = collapseWhitespace(req.value);
  let out = head;
  if (value !== '') out = out === '' ? value : `${out} ${value}`;
  if (req.body !== '') {
    const body = collapseWhitespace(req.body);
    if (body !== '') out = out === '' ? body : `${out} ${body}`;
  }
  return out;
}
