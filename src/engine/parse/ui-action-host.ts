/** Host judgement for ui_action: is the page an agent types secrets into a look-alike or throwaway domain? */
import { parse } from 'tldts';
import { collapseWhitespace, decodeEntities, foldConfusables, foldLeet, metaField, normalizeUnicode, percentDecode, stripInvisible } from '../normalize.js';
import type { Metadata } from '../types.js';
import { COPY_INNER, COPY_LEET, COPY_SPACED, dropUnits, evasionCopies, metaText, noteDrop, PARSE_LIMIT, PREP_PATTERNS, prepText, type PreparedText } from './infra-prep.js';

const BRANDS = [
  'paypal', 'apple', 'icloud', 'google', 'gmail', 'microsoft', 'office365', 'outlook', 'live', 'amazon', 'netflix',
  'facebook', 'instagram', 'whatsapp', 'chase', 'wellsfargo', 'bankofamerica', 'citibank', 'hsbc', 'barclays',
  'coinbase', 'binance', 'kraken', 'metamask', 'github', 'gitlab', 'okta', 'dropbox', 'docusign', 'linkedin',
  'stripe', 'adobe', 'steam', 'discord', 'twitter', 'yahoo', 'wise', 'revolut', 'ledger', 'trezor',
];
const BRAND_SET = new Set(BRANDS);
/** The brand owner's other domains, where its name in a host is its own service ("outlook.office.com", "gmail.google.com"). */
const BRAND_OWNERS: Readonly<Record<string, readonly string[]>> = {
  outlook: ['office', 'office365', 'live', 'microsoft', 'microsoftonline', 'outlook'], office365: ['office', 'microsoft', 'microsoftonline'],
  microsoft: ['microsoftonline', 'office', 'live', 'azure', 'windows', 'bing'], gmail: ['google'], google: ['googleusercontent', 'gstatic', 'youtube', 'withgoogle'],
  icloud: ['apple'], apple: ['icloud'], instagram: ['facebook'], whatsapp: ['facebook'], facebook: ['fbcdn'], github: ['githubusercontent', 'githubassets'],
  amazon: ['amazonaws', 'awsstatic'], paypal: ['paypalobjects'], docusign: ['docusign'], linkedin: ['licdn'],
};
// Short brands are only judged as exact labels, so "live" or "wise" inside ordinary words does not count.
const SUBSTRING_BRANDS = BRANDS.filter((b) => b.length >= 5);
const THROWAWAY_TLDS = new Set(['zip', 'xyz', 'top', 'click', 'country', 'gq', 'tk', 'ml', 'cf', 'ga', 'work', 'rest', 'mov', 'icu', 'cam', 'support', 'buzz', 'monster', 'cfd', 'sbs']);
const LURE_WORDS = ['login', 'signin', 'sign-in', 'verify', 'secure', 'account', 'update', 'wallet', 'support', 'auth', 'recover', 'unlock'];
const LEET: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't' };

const HOST_IN_TEXT = /https?:\/\/([^\s/?#"'<>|@]{1,253})|(?:^|[\s"'(])([a-z0-9][a-z0-9.-]{0,200}\.[a-z]{2,24})(?:$|[\s"'/),:])/gi;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const FILE_EXT = /\.(?:exe|msi|pdf|csv|zip|dmg|js|png|jpg|docx?|xlsx?)$/;
const TRAILING_DOT = /\.$/;
export const HOST_PATTERNS: readonly RegExp[] = [HOST_IN_TEXT, IPV4, FILE_EXT, TRAILING_DOT, /[A-Z]/];

/** Hostnames named in the text (first few), lower-cased. */
export function hostsIn(text: string, limit = 6): string[] {
  const out: string[] = [];
  // in lower-case text (the usual haystack) the regex starts only where a match can begin (firstHostStart)
  const skip = !UPPER.test(text);
  HOST_IN_TEXT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < limit) {
    if (skip) {
      const s = firstHostStart(text, HOST_IN_TEXT.lastIndex);
      if (s < 0) break;
      HOST_IN_TEXT.lastIndex = s;
    }
    if ((m = HOST_IN_TEXT.exec(text)) === null) break;
    let h = (m[1] ?? m[2] ?? '').toLowerCase();
    // "at https://host.net: email=…": sentence punctuation after a URL's host is not part of it
    while (h.length > 0 && ':,;.)'.includes(h[h.length - 1]!)) h = h.slice(0, -1);
    if (h.includes('.') && !FILE_EXT.test(h)) out.push(h);
  }
  HOST_IN_TEXT.lastIndex = 0;
  return out;
}
const UPPER = /[A-Z]/;
const isLower = (c: number): boolean => c >= 97 && c <= 122;
/** A character of HOST_IN_TEXT's bare host ([a-z0-9.-], lower-case text). */
const isHostChar = (c: number): boolean => isLower(c) || (c >= 48 && c <= 57) || c === 46 || c === 45;
/**
 * In lower-case text, no HOST_IN_TEXT match begins in [from, result): a URL match begins at "http", and a bare host
 * holds a dot followed by two letters, its match beginning one character before the run of host characters that
 * leads to that dot. -1 when no match can begin at or after `from`. The regex, started there, finds the same match
 * it would find started at `from`, without stepping through the prose in between.
 */
function firstHostStart(text: string, from: number): number {
  const http = text.indexOf('http', from);
  let dot = text.indexOf('.', from);
  while (dot >= 0 && !(isLower(text.charCodeAt(dot + 1)) && isLower(text.charCodeAt(dot + 2)))) dot = text.indexOf('.', dot + 1);
  if (dot < 0) return http;
  let start = dot;
  while (start > from && isHostChar(text.charCodeAt(start - 1))) start--;
  const bare = Math.max(from, start - 1);
  return http >= 0 && http < bare ? http : bare;
}

/** Why a host is not a place to type secrets, or undefined when nothing is wrong with it. */
export function suspiciousHost(host: string): string | undefined {
  const h = host.toLowerCase().replace(TRAILING_DOT, '');
  if (IPV4.test(h)) return `bare IP address ${h}`;
  if (h.includes('xn--')) return `punycode host ${h}`;
  const p = parse(h);
  const domain = p.domain;
  if (!domain || !p.publicSuffix) return undefined;
  const label = p.domainWithoutSuffix ?? '';
  if (BRAND_SET.has(label)) return undefined;
  let folded = '';
  for (const c of label) folded += LEET[c] ?? c;
  if (folded !== label && BRAND_SET.has(folded)) return `look-alike domain ${domain}`;
  for (const b of SUBSTRING_BRANDS) {
    if (h.includes(b) && !(BRAND_OWNERS[b]?.includes(label) ?? false)) return `brand name "${b}" on unrelated domain ${domain}`;
  }
  if (THROWAWAY_TLDS.has(p.publicSuffix) && LURE_WORDS.some((w) => h.includes(w))) return `credential lure on .${p.publicSuffix} domain ${domain}`;
  let hyphens = 0;
  for (const c of label) if (c === '-') hyphens++;
  if (hyphens >= 2 && LURE_WORDS.some((w) => label.includes(w))) return `credential lure domain ${domain}`;
  return undefined;
}

/** Registrable domain of a host (for comparing the page with the site the user meant). */
export function registrable(host: string): string | undefined {
  return parse(host.toLowerCase()).domain ?? undefined;
}

/**
 * prepText (parse/infra-prep.ts) for ui_action, data_pipeline and iot, with the same result, cheaper on the usual
 * input: ASCII text and a few metadata fields. Anything else (non-ASCII value) goes to prepText itself.
 * Lives here because infra-prep.ts is shared; it could replace prepText there for every descriptive type.
 */
export interface PrepKeys {
  readonly keys: readonly string[];
  /** Position of each key, so metadata is walked once instead of probing every key. */
  readonly index: ReadonlyMap<string, number>;
}

export function prepKeys(keys: readonly string[]): PrepKeys {
  return { keys, index: new Map(keys.map((k, i) => [k, i])) };
}

const COPY_LIMIT = 8192;
const MAX_WALKED_KEYS = 256;

// Character classes of the copy tests, one table lookup per character (ASCII; '·' is handled apart).
const LETTER = 1;
const LOWER = 2;
const WORD = 4;
const LEET_MID = 8; // [013457@$|!]
const LEET_HEAD = 16; // [013457@$]
const LEET_TAIL = 32; // [a-z0-9@$|!] (case-insensitive)
const SPACED_SEP = 64; // [ ._-]
const INNER_SEP = 128; // [-_.·]
const CLASS = new Uint8Array(128);
for (let c = 97; c <= 122; c++) CLASS[c] = LETTER | LOWER | WORD | LEET_TAIL;
for (let c = 65; c <= 90; c++) CLASS[c] = LETTER | WORD | LEET_TAIL;
for (let c = 48; c <= 57; c++) CLASS[c] = WORD | LEET_TAIL;
CLASS[95] = WORD | SPACED_SEP | INNER_SEP;
for (const ch of '013457@$|!') CLASS[ch.charCodeAt(0)]! |= LEET_MID | LEET_TAIL;
for (const ch of '013457@$') CLASS[ch.charCodeAt(0)]! |= LEET_HEAD;
CLASS[32] = SPACED_SEP;
CLASS[46] = SPACED_SEP | INNER_SEP;
CLASS[45] = SPACED_SEP | INNER_SEP;
const MIDDLE_DOT = 183;

const classAt = (s: string, i: number): number => {
  if (i >= s.length) return 0;
  const c = s.charCodeAt(i);
  return c < 128 ? CLASS[c]! : c === MIDDLE_DOT ? INNER_SEP : 0;
};


/**
 * Which evasion-folded copies prepText makes, in one pass instead of three regexes:
 * LEETISH /[a-z][013457@$|!][a-z0-9@$|!]|[013457@$][a-z]{2}/i, HAS_INNER_PUNCT /[a-z][-_.·][a-z]/ and
 * SPACED /\b[a-z][ ._-][a-z][ ._-][a-z][ ._-][a-z]\b/i.
 */
function copyTests(s: string, inner: boolean): number {
  const want = COPY_LEET | COPY_SPACED | (inner ? COPY_INNER : 0);
  let got = 0;
  const n = s.length;
  let prev = 0;
  let k = classAt(s, 0);
  for (let i = 0; i < n; i++) {
    const next = classAt(s, i + 1);
    if ((k & LETTER) !== 0) {
      if ((next & LEET_MID) !== 0 && (classAt(s, i + 2) & LEET_TAIL) !== 0) got |= COPY_LEET;
      if ((next & INNER_SEP) !== 0 && (k & LOWER) !== 0 && (classAt(s, i + 2) & LOWER) !== 0) got |= COPY_INNER;
      if ((next & SPACED_SEP) !== 0 && (prev & WORD) === 0 && (classAt(s, i + 2) & LETTER) !== 0 && (classAt(s, i + 3) & SPACED_SEP) !== 0
        && (classAt(s, i + 4) & LETTER) !== 0 && (classAt(s, i + 5) & SPACED_SEP) !== 0 && (classAt(s, i + 6) & LETTER) !== 0
        && (classAt(s, i + 7) & WORD) === 0) got |= COPY_SPACED;
      if ((got & want) === want) break;
    } else if ((k & LEET_HEAD) !== 0 && (next & LETTER) !== 0 && (classAt(s, i + 2) & LETTER) !== 0) {
      got |= COPY_LEET;
      if ((got & want) === want) break;
    }
    prev = k;
    k = next;
  }
  return got & want;
}

/**
 * Two passes of s.replace(/([a-z])[-_.·]([a-z])/g, '$1$2') drop exactly the separators that sit between two
 * lower-case letters of s (a pass skips one only when its left letter ended the previous match, and the second
 * pass then sees it between two letters again): one scan does the same.
 */
function joinInner(s: string): string {
  let k = 0;
  const n = s.length - 1;
  for (let i = 1; i < n; i++) {
    if ((classAt(s, i) & INNER_SEP) !== 0 && (classAt(s, i - 1) & LOWER) !== 0 && (classAt(s, i + 1) & LOWER) !== 0) k = noteDrop(k, i);
  }
  return dropUnits(s, k);
}

const PLAIN = 0;
const COLLAPSE = 1;
const DECODE = 2;
const NOT_ASCII = 4;

/**
 * One pass over a string: PLAIN when it is printable ASCII (plus tab/CR/LF) that collapseWhitespace leaves alone,
 * COLLAPSE when only whitespace needs folding, DECODE when it has '%' or '&', NOT_ASCII (alone, whatever else
 * the string holds) as soon as a character is neither.
 */
function shape(s: string): number {
  const n = s.length;
  if (n === 0) return PLAIN;
  let r = s.charCodeAt(0) === 32 || s.charCodeAt(n - 1) === 32 ? COLLAPSE : PLAIN;
  // two spaces in a row are found from the second one (the previous unit kept), not by reading ahead: the read past
  // the end on a trailing space left the whole loop on V8's slow out-of-bounds path (3x slower per character)
  let prev = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 32) {
      if (c > 126) return NOT_ASCII;
      if (c === 37 || c === 38) r |= DECODE;
    } else if (c !== 32) {
      if (c !== 9 && c !== 10 && c !== 13) return NOT_ASCII;
      r |= COLLAPSE;
    } else if (prev === 32) r |= COLLAPSE;
    prev = c;
  }
  return r;
}

function metaPart(metadata: Metadata, k: string, parts: string[]): void {
  const v = metaField(metadata, k);
  if (v === undefined) return;
  const s = typeof v === 'string' ? (v.length > 4096 ? v.slice(0, 4096) : v) : metaText(metadata, k);
  if (s !== undefined && s !== '') parts.push(`${k}: ${s}`);
}

/** The `k: v` parts of prepText, in key order. */
function metaParts(metadata: Metadata, pk: PrepKeys): string[] {
  const parts: string[] = [];
  const keys = pk.keys;
  let mask = 0;
  let walked = 0;
  if (keys.length <= 31) {
    for (const k in metadata) {
      if (++walked > MAX_WALKED_KEYS) break;
      const i = pk.index.get(k);
      if (i !== undefined) mask |= 1 << i;
    }
  }
  if (walked === 0 && keys.length <= 31) return parts;
  if (walked > MAX_WALKED_KEYS || keys.length > 31) {
    for (const k of keys) metaPart(metadata, k, parts);
    return parts;
  }
  for (let i = 0; mask !== 0; i++, mask >>>= 1) if ((mask & 1) !== 0) metaPart(metadata, keys[i]!, parts);
  return parts;
}

/** Per code unit above 127: 0 not yet known, 1 kept, 2 dropped, else the folded code unit + 3. */
const UNIT_ACTION = new Int32Array(65536);
const SHORT = 4096;

function unitAction(c: number): number {
  let a = UNIT_ACTION[c]!;
  if (a === 0) {
    // Asked of normalize.ts itself, so the tables cannot drift apart.
    const ch = String.fromCharCode(c);
    if (stripInvisible(ch) === '') a = 2;
    else {
      const f = foldConfusables(ch);
      a = f === ch ? 1 : f.charCodeAt(0) + 3;
    }
    UNIT_ACTION[c] = a;
  }
  return a;
}

/**
 * normalizeUnicode for a string that is not plain ASCII: the same NFKC, invisible-character stripping and
 * confusable folding, built with slices instead of a typed array and a TextDecoder (which cost more than the
 * whole check on short inputs). Long strings go to normalizeUnicode itself.
 */
function normalizeShort(s: string): string {
  if (s.length > SHORT) return normalizeUnicode(s);
  const n = s.normalize('NFKC');
  let out = '';
  let from = 0;
  for (let i = 0; i < n.length; i++) {
    const c = n.charCodeAt(i);
    if (c > 127) {
      const a = unitAction(c);
      if (a !== 1) {
        out += n.slice(from, i);
        if (a !== 2) out += String.fromCharCode(a - 3);
        from = i + 1;
      }
    }
  }
  return from === 0 ? n : out + n.slice(from);
}

// prepText folds small capitals in non-ASCII text; its class is PREP_PATTERNS[0]. Used only when it still
// answers like that class, so a reordering there sends non-ASCII text to prepText instead of skipping the fold.
const SMALL_CAPS_SOURCE = PREP_PATTERNS[0]!;
const SMALL_CAPS_PROBE = new RegExp(SMALL_CAPS_SOURCE.source, SMALL_CAPS_SOURCE.flags.replace('g', ''));
const SMALL_CAPS_KNOWN = SMALL_CAPS_PROBE.test('\u1d00') && SMALL_CAPS_PROBE.test('\u0280') && !SMALL_CAPS_PROBE.test('a-1 .·_|');
/** The regexes prepTextFast runs itself, for the ReDoS audit. */
export const PREP_FAST_PATTERNS: readonly RegExp[] = [SMALL_CAPS_PROBE];

export function prepTextFast(value: string, metadata: Metadata, pk: PrepKeys, joinInnerPunct = false): PreparedText {
  let v = value;
  let sh = shape(v);
  // shape() stops at the first non-ASCII character, so DECODE is only known when it returns something else.
  if ((sh & DECODE) !== 0 || sh === NOT_ASCII) {
    if (v.includes('%')) v = percentDecode(v);
    if (v.includes('&')) v = decodeEntities(v);
    sh = shape(v) & ~DECODE;
  }
  let text: string;
  if (sh === NOT_ASCII) {
    if (!SMALL_CAPS_KNOWN || v.length > SHORT) return prepText(value, metadata, pk.keys, joinInnerPunct);
    text = collapseWhitespace(normalizeShort(v));
    if (SMALL_CAPS_PROBE.test(text)) return prepText(value, metadata, pk.keys, joinInnerPunct);
  } else text = sh === COLLAPSE ? collapseWhitespace(v) : v;
  const parts = metaParts(metadata, pk);
  if (parts.length > 0) {
    let meta = parts.length === 1 ? parts[0]! : parts.join(' | ');
    let ms = shape(meta);
    if ((ms & DECODE) !== 0 || ms === NOT_ASCII) {
      meta = decodeEntities(meta);
      ms = shape(meta) & ~DECODE;
    }
    text += ` || ${ms === PLAIN ? meta : collapseWhitespace(ms === NOT_ASCII ? normalizeShort(meta) : meta)}`;
  }
  let lower = text.toLowerCase();
  const lowerCased = lower.length === text.length;
  let head = lower.length > PARSE_LIMIT ? lower.slice(0, PARSE_LIMIT) : lower;
  const start = head.length > COPY_LIMIT ? head.slice(0, COPY_LIMIT) : head;
  const copies = copyTests(start, joinInnerPunct);
  const copiesAt = lower.length;
  if (copies !== 0) {
    const extra = evasionCopies(start, copies, joinInner);
    if (extra !== '') {
      text += extra;
      lower += extra;
      head += extra;
    }
  }
  return { text, lower, head, lowerCased, copiesAt };
}
