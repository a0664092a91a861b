/**
 * Text and address helpers for the message and document analyzers. Linear and tolerant of hostile metadata.
 */
import { getDomain } from 'tldts';
import { collapseWhitespace, decodeBase64Runs, decodeEntities, foldLeet, normalizeUnicode } from '../normalize.js';
import type { Metadata } from '../types.js';

/** Prose that tries to dodge keyword matching with leetspeak ("g1ft c4rds", "p4ssw0rd"). */
const LEET_WORD = /[a-z][013457$]{1,3}[a-z]/;
const TAG = /<[^<>]{0,400}>/g;
const MAX_FOLD = 262144;
/** A run long enough to hide a sentence; the decoder itself re-checks shape and printability. */
const B64_HINT = /[A-Za-z0-9+/]{24}/;
const B64_HINT_LEN = 24;
const B64_CLASS = new Uint8Array(128);
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') B64_CLASS[ch.charCodeAt(0)] = 1;
const inB64 = (c: number): boolean => c < 128 && B64_CLASS[c] === 1;

/**
 * Same answer as B64_HINT.test(s), without the regex retrying up to 24 characters at every offset (the
 * costliest step on prose): probe every 24th character, and only around a hit measure the run it sits in.
 */
export function hasBase64Hint(s: string): boolean {
  const n = B64_HINT_LEN;
  const len = s.length;
  let i = n - 1;
  while (i < len) {
    if (!inB64(s.charCodeAt(i))) {
      i += n;
      continue;
    }
    let start = i;
    const low = i - n + 1;
    while (start > low && inB64(s.charCodeAt(start - 1))) start--;
    const need = start + n;
    let j = i + 1;
    while (j < need && j < len && inB64(s.charCodeAt(j))) j++;
    if (j >= need) return true;
    // the character at j breaks every run through it: the next run of n ends at j + n at the earliest
    i = j + n;
  }
  return false;
}

/** Any control character (tab and newline included) or a double space: whitespace to collapse, or not plain ASCII. */
const CONTROL_OR_SPACES = /[\x00-\x1f\x7f]| {2}/;

/**
 * ASCII without control characters, '&', double spaces (and '<' when tags are stripped): the common shape of prose,
 * on which normalizeUnicode, decodeEntities and collapseWhitespace are all the identity except for trim().
 * The UTF-8 length equals the UTF-16 length exactly when every code unit is ASCII, and V8 counts it natively.
 */
function isSimpleProse(s: string, stripTags: boolean): boolean {
  if (Buffer.byteLength(s, 'utf8') !== s.length) return false;
  if (s.includes('&') || (stripTags && s.includes('<'))) return false;
  return !CONTROL_OR_SPACES.test(s);
}

export interface PreparedText {
  /** Unicode-normalised, entity-decoded, whitespace-collapsed; case preserved (for secrets and URLs). */
  norm: string;
  /** Lower-cased norm, plus a leet-folded copy appended when the text looks leet-obfuscated. */
  match: string;
}

/** Normalises once; the leet-folded copy is appended (not substituted) so amounts and ids stay intact. */
export function prepareProse(value: string, extra?: string, stripTags = false): PreparedText {
  let s = extra ? `${extra}\n${value}` : value;
  // Unicode folding is the costly step: a huge body is fully folded only in its first 256 KB, the tail is lower-cased raw
  let tail = '';
  if (s.length > MAX_FOLD) {
    tail = s.slice(MAX_FOLD, MAX_FOLD * 4).toLowerCase();
    s = s.slice(0, MAX_FOLD);
  }
  let norm: string;
  if (isSimpleProse(s, stripTags)) {
    // nothing for NFKC, entity decoding, tag stripping or whitespace collapsing to change but outer spaces
    norm = s.trim();
  } else {
    s = decodeEntities(normalizeUnicode(s));
    if (stripTags && s.includes('<')) s = `${s}\n${s.replace(TAG, ' ')}`;
    norm = collapseWhitespace(s);
  }
  let match = norm.toLowerCase();
  if (LEET_WORD.test(match.slice(0, 65536))) match = `${match}\n${foldLeet(match)}`;
  // instructions or links smuggled as base64 are read as text too (decoded copies appended, bounded)
  const head = norm.length > 65536 ? norm.slice(0, 65536) : norm;
  if (hasBase64Hint(head)) {
    const decoded = decodeBase64Runs(head, 4, 8192);
    if (decoded.length > 0) match = `${match}\n${collapseWhitespace(decoded.join('\n')).toLowerCase()}`;
  }
  if (tail !== '') match = `${match}\n${tail}`;
  return { norm, match };
}

/**
 * Appended to ctx.lower (never to ctx.text) when a check carries metadata or another non-text signal. Rules
 * driven by such signals list it among their keywords: they still run whenever the signal may matter, and
 * are skipped by the prefilter on plain text that holds none of their words.
 */
export const CONTEXT_MARK = '\u0000ctx-signal\u0000';

export function hasKeys(metadata: Metadata): boolean {
  for (const _k in metadata) return true;
  return false;
}

/** Free webmail and throwaway providers: mail to them leaves the organisation's control. */
const PERSONAL = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com', 'aol.com',
  'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me', 'gmx.com', 'gmx.de', 'gmx.net',
  'web.de', 'mail.com', 'mail.ru', 'yandex.ru', 'yandex.com', 'zoho.com', 'tutanota.com', 'tuta.io', 'qq.com', '163.com',
  '126.com', 'hushmail.com', 'fastmail.com', 'mailinator.com', 'guerrillamail.com', 'temp-mail.org', '10minutemail.com',
  'yahoo.co.uk', 'hotmail.co.uk', 'hotmail.fr', 'outlook.fr', 'outlook.de', 'yahoo.fr', 'yahoo.de', 'libero.it', 'orange.fr',
  'comcast.net', 'verizon.net', 'att.net', 'btinternet.com', 'rediffmail.com', 'inbox.ru', 'bk.ru', 'list.ru', 'rambler.ru',
]);

export function isPersonalDomain(domain: string): boolean {
  if (PERSONAL.has(domain)) return true;
  const reg = registrable(domain);
  return reg !== undefined && PERSONAL.has(reg);
}

export function registrable(host: string): string | undefined {
  return getDomain(host, { allowPrivateDomains: false }) ?? undefined;
}

const ADDRESS = /[a-z0-9]@([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8})/g;

/** E-mail domains found in a bounded string (lower-cased input), at most `limit`. */
export function addressDomains(lower: string, limit = 200): string[] {
  const out: string[] = [];
  ADDRESS.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < limit && (m = ADDRESS.exec(lower)) !== null) out.push(m[1]!);
  ADDRESS.lastIndex = 0;
  return out;
}

/** Flattens a metadata value (string, array of strings/objects, object) into bounded text and an item count. */
export function metaList(metadata: Metadata, ...keys: string[]): { text: string; count: number } {
  let text = '';
  let count = 0;
  for (const k of keys) {
    const v = metadata[k];
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') {
      text += ` ${v.slice(0, 65536)}`;
      if (v.trim() !== '') count += Math.min(100000, v.split(/[,;]/, 100000).length);
    } else if (Array.isArray(v)) {
      count += v.length;
      for (let i = 0; i < v.length && i < 2000; i++) {
        const item: unknown = v[i];
        if (typeof item === 'string') text += ` ${item.slice(0, 1024)}`;
        else if (item !== null && typeof item === 'object') {
          const o = item as Record<string, unknown>;
          for (const f of ['name', 'filename', 'fileName', 'email', 'address', 'to', 'type', 'contentType', 'mimeType']) {
            const fv = o[f];
            if (typeof fv === 'string') text += ` ${fv.slice(0, 1024)}`;
          }
        }
      }
    } else if (typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const f of ['name', 'filename', 'fileName', 'email', 'address']) {
        const fv = o[f];
        if (typeof fv === 'string') text += ` ${fv.slice(0, 1024)}`;
      }
      count += 1;
    }
  }
  return { text, count };
}

/**
 * The first match of a global `anchor` (at most `max` tried) whose surroundings pass `check`.
 * Two-stage matching keeps every regex free of long `.{0,n}` gaps (and the ReDoS audit happy).
 */
export function near(text: string, anchor: RegExp, check: (start: number, end: number) => boolean, max = 16): RegExpExecArray | null {
  anchor.lastIndex = 0;
  let m: RegExpExecArray | null;
  for (let n = 0; n < max && (m = anchor.exec(text)) !== null; n++) {
    if (m[0].length === 0) anchor.lastIndex++;
    if (check(m.index, m.index + m[0].length)) {
      anchor.lastIndex = 0;
      return m;
    }
  }
  anchor.lastIndex = 0;
  return null;
}

/** Boolean-ish metadata, read the same way as for the other analyzers. */
export { metaFlag } from './api-common.js';

export const MESSAGE_TEXT_PATTERNS: readonly RegExp[] = [LEET_WORD, TAG, B64_HINT, ADDRESS, /[,;]/, CONTROL_OR_SPACES];
