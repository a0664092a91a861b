/**
 * The hosts and URLs a checked value names, for the host and URL patterns of a policy. A `url` check is one URL,
 * parsed the way the url analyzer parses it (decimal IPs, backslashes, userinfo tricks, IDN). Any other value is
 * scanned once: every `scheme://…` run is parsed the same way, and every other dotted word that looks like a host
 * name (`curl evil.tk/x`, `user@evil.tk`) counts as a host. Path components (`./notes.txt`) do not.
 *
 * `parsedUrl`: for a url check, the engine's own parse of the value (src/engine/parsed.ts): the url analyzer has just
 * made exactly the parse this would make (test/policies-engine-parse.test.ts holds them equal), so it is not made twice.
 */
import { cleanUrlText, parseUrl, type ParsedUrl } from '../engine/parse/url-parse.js';
import type { Destination } from './matcher.js';
import { asciiHost, foldedHost, plainHost, resolveDots } from './normalize.js';

const IDEOGRAPHIC_DOTS = /[\u3002\uff0e\uff61]/g;

export function destinationsOf(type: string, value: string, parsedUrl: ParsedUrl | null = null): Destination[] {
  if (type === 'url') {
    const d = fromUrl(parsedUrl ?? parseUrl(cleanUrlText(value)));
    return d === null ? [] : [d];
  }
  const text = isAscii(value) ? value : value.normalize('NFKC').replace(IDEOGRAPHIC_DOTS, '.');
  const seen = new Set<string>();
  const out: Destination[] = [];
  const urlEnds = scanUrls(text, seen, out);
  scanHosts(text, urlEnds, seen, out);
  return out;
}

/**
 * Whether every code unit is below 128 (NFKC and the dot folding then change nothing). Every other code unit takes
 * two or more bytes in UTF-8, so the lengths agree exactly then; Node counts them natively, about six times faster
 * on 8 KB than a regular expression test.
 */
function isAscii(s: string): boolean {
  return Buffer.byteLength(s, 'utf8') === s.length;
}

function fromUrl(p: ParsedUrl): Destination | null {
  if (p.host === '') return null;
  const path = resolveDots((p.path || '/').toLowerCase()) + (p.query ? `?${p.query.toLowerCase()}` : '');
  const shown = p.scheme ? `${p.scheme}://${p.host}${p.port !== null ? `:${p.port}` : ''}${path}` : `${p.host}${path}`;
  return {
    scheme: p.scheme,
    ascii: p.host,
    ip: p.ip?.canonical ?? null,
    folded: foldedHost(p.unicodeHost || p.host),
    port: p.port,
    path,
    shown: shown.length > 100 ? `${shown.slice(0, 99)}…` : shown,
  };
}

const isSchemeCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46;
/** Where a URL inside a command or text ends: whitespace, quotes, brackets and shell operators. */
const URL_STOP = new Uint8Array(128);
for (const c of ' \t\r\n"\'<>|;&()`{}[]^') URL_STOP[c.charCodeAt(0)] = 1;
const isHostCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 95 || c === 46 || c > 127;

/** Parses every `scheme://` run; returns [start, end) ranges of them, in order. */
function scanUrls(text: string, seen: Set<string>, out: Destination[]): number[] {
  const ranges: number[] = [];
  let from = 0;
  for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', from)) {
    let start = at;
    while (start > 0 && isSchemeCode(text.charCodeAt(start - 1))) start--;
    let end = at + 3;
    while (end < text.length) {
      const c = text.charCodeAt(end);
      if (c < 128 && URL_STOP[c] === 1) break;
      end++;
    }
    from = end > at + 3 ? end : at + 3;
    if (start === at) continue;
    ranges.push(start, end);
    const token = text.slice(start, end);
    if (seen.has(token)) continue;
    seen.add(token);
    const d = fromUrl(parseUrl(cleanUrlText(token)));
    if (d !== null) out.push(d);
  }
  return ranges;
}

/** Every dotted host-like word outside the URL ranges. */
function scanHosts(text: string, urlRanges: readonly number[], seen: Set<string>, out: Destination[]): void {
  let range = 0;
  for (let dot = text.indexOf('.'); dot !== -1;) {
    while (range < urlRanges.length && urlRanges[range + 1]! <= dot) range += 2;
    if (range < urlRanges.length && urlRanges[range]! <= dot) {
      dot = text.indexOf('.', urlRanges[range + 1]!);
      continue;
    }
    // a dot that no host character follows ends its word ("end of a sentence. Next"): the word before it holds no other
    // dot (an earlier dot of the same run was visited first and took the whole run), so it cannot be a host
    if (dot + 1 >= text.length || !isHostCode(text.charCodeAt(dot + 1))) {
      dot = text.indexOf('.', dot + 1);
      continue;
    }
    let left = dot;
    while (left > 0 && isHostCode(text.charCodeAt(left - 1))) left--;
    let right = dot + 1;
    while (right < text.length && isHostCode(text.charCodeAt(right))) right++;
    const next = text.indexOf('.', right);
    const before = left > 0 ? text.charCodeAt(left - 1) : 0;
    // a word right after '/' is a path component, not a host
    if (before !== 47 /* / */ && before !== 92 /* \ */) addHost(text.slice(left, right), seen, out);
    dot = next;
  }
}

function addHost(word: string, seen: Set<string>, out: Destination[]): void {
  const plain = trimHost(plainHost(word));
  if (!looksLikeHost(plain) || seen.has(plain)) return;
  seen.add(plain);
  const ascii = asciiHost(plain) || plain;
  out.push({ scheme: '', ascii, ip: null, folded: foldedHost(plain), port: null, path: '/', shown: plain });
}

function trimHost(h: string): string {
  let a = 0;
  let b = h.length;
  while (a < b && (h.charCodeAt(a) === 46 || h.charCodeAt(a) === 45)) a++;
  while (b > a && (h.charCodeAt(b - 1) === 46 || h.charCodeAt(b - 1) === 45)) b--;
  return h.slice(a, b);
}

/** A dot inside, and a last label of two or more characters with a letter in it (or a dotted IPv4 address). */
function looksLikeHost(h: string): boolean {
  const lastDot = h.lastIndexOf('.');
  if (lastDot <= 0 || lastDot === h.length - 1 || h.includes('..')) return false;
  const tld = h.slice(lastDot + 1);
  let letter = false;
  for (let i = 0; i < tld.length; i++) {
    const c = tld.charCodeAt(i);
    if ((c >= 97 && c <= 122) || c > 127) letter = true;
  }
  if (letter) return tld.length >= 2;
  return isIpv4(h);
}

function isIpv4(h: string): boolean {
  const parts = h.split('.');
  return parts.length === 4 && parts.every((p) => p.length > 0 && p.length <= 3 && Number(p) <= 255 && /^[0-9]+$/.test(p));
}
