/**
 * Text and address helpers for the message and document analyzers. Linear and tolerant of hostile metadata.
 */
import { getDomain } from 'tldts';
import { asciiBytes, collapseWhitespace, decodeBase64Runs, decodeEntities, foldLeetInWords, foldStripCollapse, isPlainAscii, metaField, normalizeUnicode, unitsOf } from '../normalize.js';
import type { Metadata } from '../types.js';
import { forgetAfterCheck } from '../check-scope.js';
import { leadExec } from '../lead-search.js';

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

function isSimpleProse(s: string, stripTags: boolean): boolean {
  if (Buffer.byteLength(s, 'utf8') !== s.length) return false;
  if (s.includes('&') || (stripTags && s.includes('<'))) return false;
  return !CONTROL_OR_SPACES.test(s);
}

// Character classes for the one-pass scan of short values (see scanProse).
const C_WS = 1; // \t \n \v \f \r: whitespace that collapseWhitespace rewrites
const C_SPACE = 2;
const C_AMP = 4;
const C_LT = 8;
const C_HIGH = 16; // beyond ASCII: NFKC and confusable folding may change the text
const C_LEET = 32; // [013457$]
const C_DIGIT = 64;
const C_NATIVE = 128; // Greek or Cyrillic (NATIVE_SCRIPT's range): a value without one holds no native-script word
const CLASS = new Uint8Array(65536).fill(C_HIGH);
CLASS.fill(C_HIGH | C_NATIVE, 0x370, 0x500);
for (let c = 0; c < 128; c++) CLASS[c] = 0;
for (const c of [9, 10, 11, 12, 13]) CLASS[c] = C_WS;
CLASS[32] = C_SPACE;
CLASS[38] = C_AMP;
CLASS[60] = C_LT;
for (let c = 48; c <= 57; c++) CLASS[c] = C_DIGIT;
for (const ch of '013457$') CLASS[ch.charCodeAt(0)]! |= C_LEET;
const isLetter = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122);

/** scanProse's answer packs its C_* flags in the low byte and the value's ASCII digit count above them. */
const DIGIT_UNIT = 256;
const flagsOf = (scan: number): number => scan % DIGIT_UNIT;
const digitsOf = (scan: number): number => Math.floor(scan / DIGIT_UNIT);

/**
 * One pass over a value of at most 64 K code units, instead of a regex per question: which normalisation steps can
 * change it (C_* bits; two adjacent spaces count as C_WS), its digit count (digitsOf), and, as C_LEET, whether
 * LEET_WORD (a letter, 1-3 of [013457$], a letter, on lower-cased text) matches it. The leet answer holds for the
 * normalised text when the value is ASCII without '&' or tags: lower-casing only maps A-Z, and whitespace
 * collapsing and trimming never touch letters, digits or '$'.
 */
function scanProse(s: string): number {
  // ASCII (nearly all long prose): the same pass over bytes, which also settles C_HIGH
  const bytes = s.length >= PROSE_BYTES_MIN ? asciiBytes(s) : null;
  return bytes !== null ? scanProseAscii(bytes, s.length) : scanProseChars(s);
}

/** scanProse over the characters of any string (read from a typed array: one native copy, no per-character representation checks). */
function scanProseChars(s: string): number {
  const n = s.length;
  const u = unitsOf(s);
  let flags = 0;
  let digits = 0;
  let lastSpace = -2;
  for (let i = 0; i < n; i++) {
    const k = CLASS[u[i]!]!;
    if (k === 0) continue;
    if (k === C_SPACE) {
      if (i === lastSpace + 1) flags |= C_WS;
      lastSpace = i;
      continue;
    }
    if ((k & C_DIGIT) !== 0) {
      digits++;
      if ((k & C_LEET) !== 0 && (flags & C_LEET) === 0 && i > 0 && isLetter(u[i - 1]!)) {
        let j = i + 1;
        while (j < n && j - i < 3 && (CLASS[u[j]!]! & C_LEET) !== 0) j++;
        if (j < n && isLetter(u[j]!)) flags |= C_LEET;
      }
      continue;
    }
    if (k === C_LEET) {
      // '$'
      if ((flags & C_LEET) === 0 && i > 0 && isLetter(u[i - 1]!)) {
        let j = i + 1;
        while (j < n && j - i < 3 && (CLASS[u[j]!]! & C_LEET) !== 0) j++;
        if (j < n && isLetter(u[j]!)) flags |= C_LEET;
      }
      continue;
    }
    flags |= k;
  }
  return flags + digits * DIGIT_UNIT;
}

const PROSE_BYTES_MIN = 256;

/**
 * scanProse over ASCII text in bytes: typed-array loads instead of charCodeAt, whose per-character representation
 * checks cost about half of this pass on long prose. Same flags and digit count (C_HIGH cannot occur).
 */
function scanProseAscii(b: Uint8Array, n: number): number {
  let flags = 0;
  let digits = 0;
  let lastSpace = -2;
  for (let i = 0; i < n; i++) {
    const k = CLASS[b[i]!]!;
    if (k === 0) continue;
    if (k === C_SPACE) {
      if (i === lastSpace + 1) flags |= C_WS;
      lastSpace = i;
      continue;
    }
    if ((k & C_DIGIT) !== 0) digits++;
    if ((k & C_LEET) !== 0) {
      // a digit among [013457] or '$'
      if ((flags & C_LEET) === 0 && i > 0 && isLetter(b[i - 1]!)) {
        let j = i + 1;
        while (j < n && j - i < 3 && (CLASS[b[j]!]! & C_LEET) !== 0) j++;
        if (j < n && isLetter(b[j]!)) flags |= C_LEET;
      }
      continue;
    }
    if ((k & C_DIGIT) !== 0) continue;
    flags |= k;
  }
  return flags + digits * DIGIT_UNIT;
}

/** For the differential test: scanProse's flags and digit count on both paths (the byte path only for ASCII). */
export function proseScanForTest(s: string): { chars: [number, number]; bytes: [number, number] } {
  const c = scanProseChars(s);
  const b = scanProse(s);
  return { chars: [flagsOf(c), digitsOf(c)], bytes: [flagsOf(b), digitsOf(b)] };
}

export interface PreparedText {
  /** Unicode-normalised, entity-decoded, whitespace-collapsed; case preserved (for secrets and URLs). */
  norm: string;
  /** Lower-cased norm, plus a leet-folded copy appended when the text looks leet-obfuscated. */
  match: string;
  /** ASCII digits in norm when the preparation counted them (short ASCII text), else -1. */
  digits?: number;
}

/** Normalises once; the leet-folded copy is appended (not substituted) so amounts and ids stay intact. */
/**
 * The case-preserving text of the window [start, end) of `match` (prepareProse's lower-cased text): norm cut alike
 * when the window lower-cased is match's window, character for character (lower-casing kept every length); else the
 * whole norm, which is always correct, only not narrowed. A window past norm (in the copies appended to match) has no
 * case-preserving original: the lower-cased window stands for it.
 */
export function normWindow(norm: string, match: string, start: number, end: number): string {
  if (start >= norm.length) return match.slice(start, end);
  const cut = norm.slice(start, Math.min(end, norm.length));
  return alignedWhole(norm, match) || cut.toLowerCase() === match.slice(start, start + cut.length) ? cut : norm;
}

/**
 * norm lower-cased is match's head, character for character. Then every window of it is too, and normWindow need not
 * lower-case each one (a 64 KB check cuts about a hundred): lower-casing maps each character on its own except a
 * capital sigma (final or not by its neighbours), and a character that became two units (a dotted capital I) would
 * have made the lengths differ. Asked once per check: the answer for the last pair is kept until the check ends.
 */
function alignedWhole(norm: string, match: string): boolean {
  if (norm !== lastNorm || match !== lastMatch) {
    lastNorm = norm;
    lastMatch = match;
    lastAligned = norm.length <= match.length && !norm.includes('\u03a3') && norm.toLowerCase() === match.slice(0, norm.length);
  }
  return lastAligned;
}
let lastNorm: string | null = null;
let lastMatch: string | null = null;
let lastAligned = false;
forgetAfterCheck(() => {
  lastNorm = null;
  lastMatch = null;
});

/** The string ends a sentence (its last non-space character is . ! ? : or ;). */
function endsSentence(s: string): boolean {
  const t = s.trimEnd();
  return t.length > 0 && '.!?:;'.includes(t[t.length - 1]!);
}

/** Whitespace in a huge body's tail that collapsing would change: a line break or control space, or two spaces. */
const TAIL_WS = /[\t\n\v\f\r]| {2}/;

export function prepareProse(value: string, extra?: string, stripTags = false): PreparedText {
  // the title or subject is a sentence of its own: run into the body it would take the place of the body's first verb
  let s = extra ? `${extra}${endsSentence(extra) ? '' : '.'}\n${value}` : value;
  // Unicode folding is the costly step: a huge body is fully folded only in its first 256 KB, the tail is lower-cased
  // raw, its whitespace collapsed when it holds runs or line breaks (a tail of blank runs would otherwise be read
  // character by character by every keyword and frame pass: 1 MB of spaces cost 27 times what 100 KB did; the test is
  // one native scan, where collapsing a tail with nothing to collapse cost a few milliseconds)
  let tail = '';
  if (s.length > MAX_FOLD) {
    tail = s.slice(MAX_FOLD, MAX_FOLD * 4);
    // a tail outside ASCII is folded (confusables, invisibles) and collapsed in one pass, without NFKC: left raw, its
    // curly quotes and look-alike letters kept every keyword pass on the slow code-unit path (1 MB of mixed quotes
    // cost 12-16 times what 100 KB did)
    if (!isPlainAscii(tail)) tail = foldStripCollapse(tail);
    else if (TAIL_WS.test(tail)) tail = collapseWhitespace(tail);
    tail = tail.toLowerCase();
    s = s.slice(0, MAX_FOLD);
  }
  let norm: string;
  let match: string;
  let digits = -1;
  const scan = s.length <= 65536 ? scanProse(s) : -1;
  const flags = scan >= 0 ? flagsOf(scan) : -1;
  /** The scan's flags describe s as it now is (s is not rewritten below). */
  let scanned = flags >= 0;
  if (flags >= 0 && (flags & (C_HIGH | C_AMP)) === 0 && !(stripTags && (flags & C_LT) !== 0)) {
    // ASCII without entities or tags: NFKC, entity decoding and tag stripping are the identity
    norm = (flags & C_WS) !== 0 ? collapseWhitespace(s) : s.trim();
    match = norm.toLowerCase();
    if ((flags & C_LEET) !== 0) match = `${match}\n${foldLeetInWords(match)}`;
    digits = digitsOf(scan);
  } else {
    if (flags < 0 && isSimpleProse(s, stripTags)) {
      // nothing for NFKC, entity decoding, tag stripping or whitespace collapsing to change but outer spaces
      norm = s.trim();
    } else if (!s.includes('&') && !(stripTags && s.includes('<'))) {
      // no entity to decode, no tag to strip: NFKC, then folding and whitespace collapsing in one pass
      norm = foldStripCollapse(s.normalize('NFKC'));
    } else {
      s = decodeEntities(normalizeUnicode(s));
      scanned = false;
      if (stripTags && s.includes('<')) s = `${s}\n${s.replace(TAG, ' ')}`;
      norm = collapseWhitespace(s);
    }
    match = norm.toLowerCase();
    if (LEET_WORD.test(match.length > 65536 ? match.slice(0, 65536) : match)) match = `${match}\n${foldLeetInWords(match)}`;
    // confusable folding turns whole Cyrillic or Greek words into Latin look-alikes ("пароли" -> "пapoли"): it catches
    // a spoofed Latin name, but the words of a message written in those scripts are then read in their own letters too
    const head64 = s.length > 65536 ? s.slice(0, 65536) : s;
    // the scan saw every character of s: without a Greek or Cyrillic one, the regex cannot match
    if ((!scanned || (flags & C_NATIVE) !== 0) && NATIVE_SCRIPT.test(head64)) match = `${match}\n${collapseWhitespace(head64.normalize('NFKC')).toLowerCase()}`;
  }
  // instructions or links smuggled as base64 are read as text too (decoded copies appended, bounded)
  const head = norm.length > 65536 ? norm.slice(0, 65536) : norm;
  if (hasBase64Hint(head)) {
    const decoded = decodeBase64Runs(head, 4, 8192);
    if (decoded.length > 0) match = `${match}\n${collapseWhitespace(decoded.join('\n')).toLowerCase()}`;
  }
  if (tail !== '') match = `${match}\n${tail}`;
  return { norm, match, digits };
}

/**
 * Appended to ctx.lower (never to ctx.text) when a check carries metadata or another non-text signal. Rules
 * driven by such signals list it among their keywords: they still run whenever the signal may matter, and
 * are skipped by the prefilter on plain text that holds none of their words.
 */
/** A Cyrillic or Greek word of three letters or more (a word in that script, not one spoofed letter in a Latin name). */
const NATIVE_SCRIPT = /[\u0370-\u03ff\u0400-\u04ff]{3}/;

export const CONTEXT_MARK = '\u0000ctx-signal\u0000';

export { hasKeys } from '../normalize.js';

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

const TLD_OPTIONS = { allowPrivateDomains: false };
/**
 * Public-suffix lookups cost more than the rest of a short check, and senders, recipients and linked hosts repeat
 * across checks: a bounded map (oldest entry evicted) keeps their answers. The answer depends on the host alone.
 */
const REGISTRABLE = new Map<string, string | null>();
const REGISTRABLE_CAP = 2048;

export function registrable(host: string): string | undefined {
  let reg = REGISTRABLE.get(host);
  if (reg === undefined) {
    reg = getDomain(host, TLD_OPTIONS);
    // long hostile hosts are not kept: the map stays small in memory too
    if (host.length <= 253) {
      if (REGISTRABLE.size >= REGISTRABLE_CAP) REGISTRABLE.delete(REGISTRABLE.keys().next().value!);
      REGISTRABLE.set(host, reg);
    }
  }
  return reg ?? undefined;
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

const LIST_SEPARATOR = /[,;]/;
const ITEM_FIELDS = ['name', 'filename', 'fileName', 'email', 'address', 'to', 'type', 'contentType', 'mimeType'];
const OBJECT_FIELDS = ['name', 'filename', 'fileName', 'email', 'address'];

/** Flattens a metadata value (string, array of strings/objects, object) into bounded text and an item count. */
export function metaList(metadata: Metadata, ...keys: string[]): { text: string; count: number } {
  let text = '';
  let count = 0;
  for (const k of keys) {
    const v = metaField(metadata, k);
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') {
      text += ` ${v.slice(0, 65536)}`;
      if (v.trim() !== '') count += Math.min(100000, v.split(LIST_SEPARATOR, 100000).length);
    } else if (Array.isArray(v)) {
      count += v.length;
      for (let i = 0; i < v.length && i < 2000; i++) {
        const item: unknown = v[i];
        if (typeof item === 'string') text += ` ${item.slice(0, 1024)}`;
        else if (item !== null && typeof item === 'object') {
          const o = item as Record<string, unknown>;
          for (let j = 0; j < ITEM_FIELDS.length; j++) {
            const fv = o[ITEM_FIELDS[j]!];
            if (typeof fv === 'string') text += ` ${fv.slice(0, 1024)}`;
          }
        }
      }
    } else if (typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (let j = 0; j < OBJECT_FIELDS.length; j++) {
        const fv = o[OBJECT_FIELDS[j]!];
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
  // leadExec answers as anchor.exec does (tried at its leads only when the analyzer lists it, lead-search.ts)
  for (let n = 0; n < max && (m = leadExec(anchor, text)) !== null; n++) {
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

export const MESSAGE_TEXT_PATTERNS: readonly RegExp[] = [LEET_WORD, TAG, B64_HINT, ADDRESS, LIST_SEPARATOR, CONTROL_OR_SPACES, NATIVE_SCRIPT, TAIL_WS];
