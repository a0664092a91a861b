/**
 * The forms policy patterns and checked values are compared in. Two of them, on purpose:
 * - the BLOCK form folds everything an attacker could use to slip past a blocklist: case, percent-encoding,
 *   NFKC (fullwidth letters), invisible characters, look-alike letters of other scripts, quotes and backslashes;
 * - the ALLOW form folds only what leaves the thing itself unchanged (case, NFKC, whitespace runs, the host a browser
 *   would resolve), so a look-alike of an allowed host or command never borrows its trust.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import { foldConfusables, isPlainAscii, normalizeUnicode, percentDecode } from '../engine/normalize.js';

/** Dots other than '.' that URL parsers (IDNA) read as label separators. */
const IDEOGRAPHIC_DOTS = /[\u3002\uff0e\uff61]/g;
/**
 * Whitespace that folding to single spaces changes: runs of two or more, and any single one that is not a space.
 * Replacing these by ' ' gives what replacing every /\s+/ run does, without rebuilding the string at each single
 * space between words (0.18 against 0.06 µs on a 30-character command).
 */
const WHITESPACE = /\s{2,}|[^\S ]/g;
const QUOTES = /["'\\]/g;

/** Percent-decoding, UTF-8 aware, twice (double encoding); malformed escapes decode byte by byte. */
export function decodePercent(s: string): string {
  let out = s;
  for (let round = 0; round < 2 && out.includes('%'); round++) {
    let next: string;
    try {
      next = decodeURIComponent(out);
    } catch {
      next = percentDecode(out, 1);
    }
    if (next === out) break;
    out = next;
  }
  return out;
}

/** A typed value (or typed pattern) in the block form. */
export function blockForm(s: string): string {
  let out = decodePercent(s);
  out = normalizeUnicode(out).toLowerCase();
  if (out.includes('"') || out.includes("'") || out.includes('\\')) out = out.replace(QUOTES, '');
  return out.replace(WHITESPACE, ' ').trim();
}

/** A typed value (or typed pattern) in the allow form. */
export function allowForm(s: string): string {
  const out = isPlainAscii(s) ? s : s.normalize('NFKC');
  return out.toLowerCase().replace(WHITESPACE, ' ').trim();
}

/** Lower-case, NFKC, ideographic dots read as dots, trailing dots dropped. */
export function plainHost(host: string): string {
  let h = isPlainAscii(host) ? host.toLowerCase() : host.normalize('NFKC').toLowerCase().replace(IDEOGRAPHIC_DOTS, '.');
  while (h.endsWith('.')) h = h.slice(0, -1);
  return h;
}

/** The host a resolver would look up (IDN labels as punycode); '' when it is not a valid host name. */
export function asciiHost(host: string): string {
  const plain = plainHost(host);
  if (isPlainAscii(plain) && !plain.includes('xn--')) return plain;
  return domainToASCII(plain);
}

/** The host with punycode decoded, invisible characters dropped and look-alike letters folded to Latin. */
export function foldedHost(host: string): string {
  const plain = plainHost(host);
  const unicode = plain.includes('xn--') ? domainToUnicode(plain) || plain : plain;
  if (isPlainAscii(unicode)) return unicode;
  return foldConfusables(normalizeUnicode(unicode)).toLowerCase();
}

/** Resolves `.` and `..` path segments the way a browser does before it sends the request. */
export function resolveDots(path: string): string {
  if (!path.includes('/.')) return path;
  const out: string[] = [];
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i]!;
    if (p === '..') out.pop();
    else if (p !== '.') out.push(p);
  }
  const last = parts[parts.length - 1];
  return `/${out.join('/')}${(last === '.' || last === '..') && out.length > 0 ? '/' : ''}`;
}
