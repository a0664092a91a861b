/**
 * Parses an api_call action ("DELETE https://…", a bare URL, or a description plus metadata) into method,
 * URL parts, headers and body, so rules reason about the request rather than its spelling.
 */
import { collapseWhitespace, metaString, normalizeUnicode, percentDecode } from '../normalize.js';
import type { Metadata } from '../types.js';
import { bounded, metaText } from './api-common.js';

export interface ApiRequest {
  method: string;
  /** Scheme without colon, lower-case ('' when there is no absolute URL). */
  scheme: string;
  /** Host as written (lower-case, no port/userinfo/brackets). */
  rawHost: string;
  /** Host after WHATWG parsing (decimal/hex/octal IPv4 forms canonicalised). */
  host: string;
  port: string;
  /** Decoded, lower-case path. */
  path: string;
  /** Decoded, lower-case query parameter names and values. */
  params: Array<[string, string]>;
  hasUserinfo: boolean;
  /** Header names (lower-case) → values. */
  headers: Map<string, string>;
  /** Request body as text (bounded). */
  body: string;
  /** The whole URL as written, decoded. */
  url: string;
  /** The value, Unicode-normalised and bounded. */
  value: string;
}

const METHOD_HEAD = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|CONNECT)\b/i;
const CURL_METHOD = /(?:-X|--request)\s{0,3}(GET|POST|PUT|PATCH|DELETE)\b/i;
const ABS_URL = /\b([a-z][a-z0-9+.-]{1,15}):\/\/[^\s"'<>`]{1,4000}/i;
const REL_PATH = /(?:^|\s)(\/[^\s"'<>`]{0,4000})/;
const HEADER_LINE = /^([A-Za-z0-9-]{1,64})\s{0,4}:\s{0,4}(.{0,4000})$/;
const LINE_BREAK = /\r?\n/;
const BRACKETS = /^\[|\]$/g;

export const REQUEST_PATTERNS: readonly RegExp[] = [METHOD_HEAD, CURL_METHOD, ABS_URL, REL_PATH, HEADER_LINE, LINE_BREAK, BRACKETS];

function readHeaders(metadata: Metadata): Map<string, string> {
  const out = new Map<string, string>();
  const h = metadata['headers'] ?? metadata['header'];
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
function rawHostOf(url: string): { host: string; userinfo: boolean } {
  const start = url.indexOf('://') + 3;
  let end = url.length;
  for (const ch of ['/', '?', '#', '\\']) {
    const at = url.indexOf(ch, start);
    if (at >= 0 && at < end) end = at;
  }
  let authority = url.slice(start, end);
  const at = authority.lastIndexOf('@');
  const userinfo = at >= 0;
  if (userinfo) authority = authority.slice(at + 1);
  if (authority.startsWith('[')) {
    const close = authority.indexOf(']');
    return { host: authority.slice(1, close < 0 ? authority.length : close).toLowerCase(), userinfo };
  }
  const colon = authority.lastIndexOf(':');
  return { host: (colon >= 0 ? authority.slice(0, colon) : authority).toLowerCase(), userinfo };
}

export function parseRequest(value: string, metadata: Metadata): ApiRequest {
  const v = normalizeUnicode(bounded(value));
  let method = (metaString(metadata, 'method', 'http_method', 'httpMethod', 'verb') ?? '').toUpperCase().trim();
  if (method === '') {
    const m = METHOD_HEAD.exec(v.trimStart()) ?? CURL_METHOD.exec(v);
    if (m !== null) method = m[1]!.toUpperCase();
  }
  let url = metaString(metadata, 'url', 'endpoint', 'uri', 'href') ?? '';
  if (url === '') {
    const m = ABS_URL.exec(v);
    if (m !== null) url = m[0];
    else {
      const p = REL_PATH.exec(v);
      if (p !== null) url = p[1]!;
    }
  }
  url = normalizeUnicode(url.trim());
  const req: ApiRequest = {
    method, scheme: '', rawHost: '', host: '', port: '', path: '', params: [], hasUserinfo: false,
    headers: readHeaders(metadata), body: normalizeUnicode(bounded(metaText(metadata, 'body', 'data', 'payload', 'json', 'params', 'query_params') ?? '')), url: percentDecode(url), value: v,
  };
  const schemeEnd = url.indexOf('://');
  let parsed: URL | undefined;
  try {
    parsed = new URL(schemeEnd > 0 ? url : `http://placeholder.invalid${url.startsWith('/') ? '' : '/'}${url}`);
  } catch {
    parsed = undefined;
  }
  if (schemeEnd > 0) {
    req.scheme = url.slice(0, schemeEnd).toLowerCase();
    const rh = rawHostOf(url);
    req.rawHost = percentDecode(rh.host);
    req.hasUserinfo = rh.userinfo;
    req.host = parsed ? parsed.hostname.toLowerCase().replace(BRACKETS, '') : req.rawHost;
    if (req.host.endsWith('.')) req.host = req.host.slice(0, -1);
    req.port = parsed?.port ?? '';
  }
  if (parsed) {
    req.path = percentDecode(parsed.pathname).toLowerCase();
    let n = 0;
    for (const [k, val] of parsed.searchParams) {
      if (n++ > 200) break;
      req.params.push([k.toLowerCase(), val.toLowerCase()]);
    }
  }
  return req;
}

/** Text for confirming patterns: method, decoded URL, the rest of the description and the body. */
export function requestText(req: ApiRequest): string {
  const parts = [`${req.method} ${req.url}`, req.value];
  if (req.body !== '') parts.push(req.body);
  return collapseWhitespace(parts.join(' \n '));
}
