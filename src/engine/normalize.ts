/**
 * Shared normalisation for analyzers. Every function is linear in its input and pure.
 * Analyzers compose what fits their surface; `normalizeText` is the common default.
 */
import { forgetAfterCheck } from './check-scope.js';
import type { Metadata } from './types.js';

const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const DOTTED_CAPITAL_I = /\u0130/g;
/**
 * `s` lower-cased unit for unit: the same length, so a position found in the copy marks the same place in `s`.
 * U+0130 (capital I with dot above) is the one code point whose lower case is longer (i + combining dot); it is
 * folded to a plain "i" here.
 */
export function lowerSameLength(s: string): string {
  const l = s.toLowerCase();
  return l.length === s.length ? l : s.replace(DOTTED_CAPITAL_I, 'i').toLowerCase();
}

/** Zero-width, joiner, soft-hyphen, variation-selector and bidi-control characters removed. */
export function stripInvisible(s: string): string {
  return foldAndStrip(s, false, true);
}

export function hasInvisible(s: string): boolean {
  INVISIBLE.lastIndex = 0;
  const found = INVISIBLE.test(s);
  INVISIBLE.lastIndex = 0;
  return found;
}

export function hasBidiControl(s: string): boolean {
  return BIDI.test(s);
}

/** Letters from other scripts that render like Latin ones (after NFKC), folded to ASCII. */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c', 'т': 't',
  'у': 'y', 'х': 'x', 'ѕ': 's', 'і': 'i', 'ї': 'i', 'ј': 'j', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'һ': 'h', 'ɡ': 'g',
  'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C', 'Т': 'T', 'Х': 'X',
  'Ѕ': 'S', 'І': 'I', 'Ј': 'J', 'Ү': 'Y', 'Ԍ': 'G',
  // Greek
  'α': 'a', 'ο': 'o', 'ρ': 'p', 'ν': 'v', 'τ': 't', 'ι': 'i', 'κ': 'k', 'χ': 'x', 'υ': 'u', 'ε': 'e',
  'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Χ': 'X', 'Υ': 'Y', 'Ζ': 'Z',
  // Latin look-alikes and symbols
  'ı': 'i', 'ȷ': 'j', 'ℓ': 'l', 'ǀ': 'l', '∕': '/', '⁄': '/', '‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '−': '-',
  '‘': "'", '’': "'", '‚': "'", '‛': "'", '“': '"', '”': '"', '„': '"', '‟': '"', '«': '"', '»': '"', '´': "'", '`': '`',
};
const CONFUSABLE_CLASS = new RegExp(`[${Object.keys(CONFUSABLES).join('').replace(/[\]\\^-]/g, '\\$&')}]`, 'g');

// Table-driven folding: one pass over code units, no regex callback per character (hostile inputs are
// made of nothing but confusables). FOLD maps a code unit to its replacement; DROP marks invisible ones.
const FOLD = new Uint16Array(65536);
for (const [from, to] of Object.entries(CONFUSABLES)) FOLD[from.charCodeAt(0)] = to.charCodeAt(0);
/**
 * The code units FOLD maps that are letters (Cyrillic, Greek, Latin look-alikes), not punctuation. Made on the first
 * text past ASCII that asks: compiling the Unicode letter class took about a millisecond of a process that scores one
 * action (the CLI, the hook), most of which never ask.
 */
let foldsLetter: Uint8Array | null = null;
function foldsLetterTable(): Uint8Array {
  if (foldsLetter === null) {
    foldsLetter = new Uint8Array(65536);
    for (const from of Object.keys(CONFUSABLES)) if (/\p{L}/u.test(from)) foldsLetter[from.charCodeAt(0)] = 1;
  }
  return foldsLetter;
}
const DROP = new Uint8Array(65536);
// Filled from the class's own \uXXXX entries and ranges rather than by testing all 65 536 code units against it: a
// process that scores one action (the CLI, the hook) loads this module cold, where that loop cost about 10 ms.
for (const m of INVISIBLE.source.matchAll(/\\u([0-9a-f]{4})(?:-\\u([0-9a-f]{4}))?/g)) DROP.fill(1, parseInt(m[1]!, 16), parseInt(m[2] ?? m[1]!, 16) + 1);
// Scratch buffers per thread, reused: allocating a fresh typed array per call (zero-filled, external memory that
// nudges the GC) cost more than the fold itself on large inputs. Buffers past 2 M code units are not kept.
const KEEP_SCRATCH = 2 * 1024 * 1024;
let scratch8 = new Uint8Array(4096);
let scratch16 = new Uint16Array(4096);

/**
 * A Buffer over the whole memory of one of this thread's scratch arrays, made once per array: a Buffer view made per
 * call (Buffer.from(array.buffer, …), a typed array constructed each time) cost about as much as copying a short
 * text. An array larger than the scratch keeps (KEEP_SCRATCH) gets a view of its own each time, so none is held.
 */
let viewedArray: Uint8Array | Uint16Array | null = null;
let viewedBuffer: Buffer | null = null;
let viewedArray2: Uint8Array | Uint16Array | null = null;
let viewedBuffer2: Buffer | null = null;
function bufferOver(a: Uint8Array | Uint16Array): Buffer {
  if (a === viewedArray) return viewedBuffer!;
  if (a === viewedArray2) return viewedBuffer2!;
  const b = Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  if (a.byteLength > KEEP_SCRATCH) return b;
  // two kept: the byte scratch and one array of code units are in use together (a fold reads one, writes the other)
  viewedArray2 = viewedArray;
  viewedBuffer2 = viewedBuffer;
  viewedArray = a;
  viewedBuffer = b;
  return b;
}

/** The first m code units of `units` as a string: one native decode (UTF-16 in the platform's order, as everywhere here). */
export function unitsToString(units: Uint16Array, m: number): string {
  return bufferOver(units).toString('utf16le', 0, m * 2);
}

/**
 * This thread's byte scratch buffer, at least n long. One buffer serves every synchronous pass that fills and reads
 * it before returning (folding here, the byte passes over asciiBytes); nothing may hold it across a call.
 */
function scratchBytes(n: number): Uint8Array {
  heldString = null;
  if (scratch8.length >= n) return scratch8;
  const grown = new Uint8Array(n);
  if (n <= KEEP_SCRATCH) scratch8 = grown;
  return grown;
}

/**
 * This thread's two-byte scratch buffer, at least n long, holding the first k bytes of out8: where a one-byte
 * output pass (foldAndStrip, foldStripCollapse) meets a unit past Latin-1 and goes on in two bytes.
 */
function widenScratch(out8: Uint8Array, k: number, n: number): Uint16Array {
  let out = scratch16;
  if (out.length < n) {
    out = new Uint16Array(n);
    if (n <= KEEP_SCRATCH) scratch16 = out;
  }
  for (let m = 0; m < k; m++) out[m] = out8[m]!;
  return out;
}

/**
 * The string whose bytes the byte scratch holds (its first heldString.length bytes), left by the last asciiBytes or
 * latin1Bytes, and whether they are known to be all ASCII (HELD_ASCII, from asciiBytes) or only Latin-1 (HELD_LATIN1,
 * from latin1Bytes: ASCII or not); null once anything else took the scratch (scratchBytes) or a caller may write into
 * it (latin1BytesToPatch). A prose check asks for the bytes of one text several times (the frame reader's fold and term
 * scan, the analyzer's keyword scan): each copy after the first is a compare with the held string instead, which
 * costs no more than the copy's call alone when the strings differ. Forgotten when a check ends (nothing of a check
 * stays reachable from a module).
 */
let heldString: string | null = null;
let held = 0;
const HELD_ASCII = 1;
const HELD_LATIN1 = 2;
forgetAfterCheck(() => {
  heldString = null;
});

/** Records that the scratch now holds s's bytes (when the bytes went to the kept scratch, not a one-off array). */
function hold(s: string, bytes: Uint8Array, kind: number): void {
  if (bytes !== scratch8) return;
  heldString = s;
  held = kind;
}

const ENCODER = new TextEncoder();
/**
 * s as bytes in the thread's scratch buffer (its first s.length bytes) when s is all ASCII, else null. One native
 * copy that doubles as the test: only ASCII encodes to exactly one UTF-8 byte per code unit. The long-text passes
 * (keyword scan, prose and signal pre-tests) then read typed-array bytes instead of charCodeAt, whose
 * per-character representation checks cost a third to a half of such a pass. Valid until the next scratch use.
 */
export function asciiBytes(s: string): Uint8Array | null {
  if (s === heldString && held === HELD_ASCII) return scratch8;
  const n = s.length;
  const bytes = scratchBytes(n);
  if (n <= FIRST_PIECE) {
    const r = ENCODER.encodeInto(s, bytes);
    if (r.read !== n || r.written !== n) return null;
    hold(s, bytes, HELD_ASCII);
    return bytes;
  }
  // The head first: text that is not all ASCII mostly shows it early, and is then turned down after a short copy
  // instead of a whole one (the long-text passes ask this of the same text several times); then the rest whole.
  const head = ENCODER.encodeInto(s.slice(0, FIRST_PIECE), bytes);
  if (head.read !== FIRST_PIECE || head.written !== FIRST_PIECE) return null;
  const r = ENCODER.encodeInto(s, bytes);
  if (r.read !== n || r.written !== n) return null;
  hold(s, bytes, HELD_ASCII);
  return bytes;
}
const FIRST_PIECE = 1024;

/**
 * asciiBytes(head + tail) without joining them: a joined string is flattened by the first pass that reads it, which
 * for a giant command (its parsed view, then a megabyte of raw tail) is a fresh megabyte per check.
 */
export function asciiBytesOfParts(head: string, tail: string): Uint8Array | null {
  const h = head.length;
  const t = tail.length;
  if (t === 0) return asciiBytes(head);
  const bytes = scratchBytes(h + t);
  const a = ENCODER.encodeInto(head, bytes);
  if (a.read !== h || a.written !== h) return null;
  const b = ENCODER.encodeInto(tail, bytes.subarray(h, h + t));
  return b.read === t && b.written === t ? bytes : null;
}

// A one-byte string cannot hold a unit past Latin-1, so irregexp answers this at once for one (most normalised text).
const NOT_LATIN1 = /[^\x00-\xff]/;
/**
 * s as bytes in the thread's scratch buffer (its first s.length bytes) when every code unit of s is below 256, else
 * null: one native copy, like asciiBytes, for passes that read Latin-1 text (accented European prose) as bytes. Valid
 * until the next scratch use.
 */
export function latin1Bytes(s: string): Uint8Array | null {
  if (s === heldString) return scratch8;
  if (NOT_LATIN1.test(s)) return null;
  const n = s.length;
  const bytes = scratchBytes(n);
  bufferOver(bytes).write(s, 0, n, 'latin1');
  hold(s, bytes, HELD_LATIN1);
  return bytes;
}

/** latin1Bytes for a caller that rewrites the bytes in place: the scratch is then no longer s's bytes. */
export function latin1BytesToPatch(s: string): Uint8Array | null {
  const bytes = latin1Bytes(s);
  heldString = null;
  return bytes;
}

let scratchUnits = new Uint16Array(4096);
const shortUnits = new Uint16Array(128);
/**
 * codeUnits for the folding passes: a string shorter than 128 units is copied by charCodeAt into a buffer of its own
 * (the native copy's Buffer view and call cost more than such a loop); a longer one by codeUnits. Valid until the
 * next call of either.
 */
export function unitsOf(s: string): Uint16Array {
  const n = s.length;
  if (n >= shortUnits.length) return codeUnits(s);
  for (let i = 0; i < n; i++) shortUnits[i] = s.charCodeAt(i);
  return shortUnits;
}
/**
 * s as UTF-16 code units in the thread's scratch buffer (its first s.length entries): one native copy, for the long
 * passes over text that is not all ASCII (asciiBytes answers null there), which then read a typed array instead of
 * calling charCodeAt per character. Valid until the next call; nothing may hold it across one.
 */
export function codeUnits(s: string): Uint16Array {
  const n = s.length;
  let units = scratchUnits;
  if (units.length < n) {
    units = new Uint16Array(n);
    if (n <= KEEP_SCRATCH) scratchUnits = units;
  }
  bufferOver(units).write(s, 0, n * 2, 'utf16le');
  return units;
}

/**
 * Confusables folded and invisible characters dropped, in one pass; returns s itself when nothing changes.
 * When what remains fits in Latin-1 (the usual case: folding maps to ASCII) the result is a one-byte string,
 * which every later lower-casing and regex pass reads faster than a two-byte one.
 */
function foldAndStrip(s: string, fold: boolean, strip: boolean): string {
  const n = s.length;
  // read from a typed array (one native copy), as foldStripCollapse does
  const units = unitsOf(s);
  let i = 0;
  for (; i < n; i++) {
    const c = units[i]!;
    if (c > 127 && ((fold && FOLD[c] !== 0) || (strip && DROP[c] === 1))) break;
  }
  if (i === n) return s;
  const out8 = scratchBytes(n);
  let k = 0;
  let j = 0;
  for (; j < n; j++) {
    let c = units[j]!;
    if (c > 127) {
      if (strip && DROP[c] === 1) continue;
      if (fold && FOLD[c] !== 0) c = FOLD[c]!;
      else if (c > 255) break;
    }
    out8[k++] = c;
  }
  if (j === n) return bufferOver(out8).toString('latin1', 0, k);
  // a character past Latin-1 stays: continue in a two-byte buffer
  const out = widenScratch(out8, k, n);
  for (; j < n; j++) {
    const c = units[j]!;
    if (c > 127) {
      if (strip && DROP[c] === 1) continue;
      if (fold && FOLD[c] !== 0) { out[k++] = FOLD[c]!; continue; }
    }
    out[k++] = c;
  }
  return bufferOver(out).toString('utf16le', 0, k * 2);
}

/** The code units of \s (WhiteSpace and LineTerminator): what collapseWhitespace folds and trim() removes. */
const SPACE = new Uint8Array(65536);
for (const c of [9, 10, 11, 12, 13, 32, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]) SPACE[c] = 1;
SPACE.fill(1, 0x2000, 0x200b);

/**
 * collapseWhitespace(normalizeUnicode(s)) for s already in NFKC: invisible characters dropped, confusables folded and
 * whitespace runs collapsed (ends trimmed) in one pass over code units, instead of three passes and two intermediate
 * strings. One-byte (latin1) result when every kept unit fits, as foldAndStrip's.
 */
export function foldStripCollapse(s: string): string {
  const n = s.length;
  // read from a typed array (one native copy): charCodeAt's per-call representation checks cost about as much again
  const units = unitsOf(s);
  const out8 = scratchBytes(n);
  let k = 0;
  let pending = false;
  let j = 0;
  for (; j < n; j++) {
    let c = units[j]!;
    // printable ASCII other than a space, most of any prose: copied, after the space a run before it left
    if (c > 32 && c < 127) {
      if (pending) {
        if (k > 0) out8[k++] = 32;
        pending = false;
      }
      out8[k++] = c;
      continue;
    }
    if (c > 127) {
      if (DROP[c] === 1) continue;
      if (FOLD[c] !== 0) c = FOLD[c]!;
      else if (c > 255) break;
    }
    if (SPACE[c] === 1) {
      pending = true;
      continue;
    }
    if (pending && k > 0) out8[k++] = 32;
    pending = false;
    out8[k++] = c;
  }
  if (j === n) return bufferOver(out8).toString('latin1', 0, k);
  // a unit past Latin-1 stays: continue in a two-byte buffer
  const out = widenScratch(out8, k, n);
  for (; j < n; j++) {
    let c = units[j]!;
    if (c > 127) {
      if (DROP[c] === 1) continue;
      if (FOLD[c] !== 0) c = FOLD[c]!;
    }
    if (SPACE[c] === 1) {
      pending = true;
      continue;
    }
    if (pending && k > 0) out[k++] = 32;
    pending = false;
    out[k++] = c;
  }
  return bufferOver(out).toString('utf16le', 0, k * 2);
}

/** collapseWhitespace(normalizeUnicode(s)), with the folding and the collapsing in one pass on text that is not plain ASCII. */
export function normalizeText(s: string): string {
  return isPlainAscii(s) ? collapseWhitespace(s) : foldStripCollapse(s.normalize('NFKC'));
}


/** From this length foldsLetters reads code units from one native copy. */
const FOLDS_UNITS_MIN = 1024;

/** True when confusable folding would change a letter of s (not only quotes or dashes). */
export function foldsLetters(s: string): boolean {
  const n = s.length;
  if (n >= FOLDS_UNITS_MIN) {
    // a long text (64 KB of prose with one curly apostrophe is two-byte): its units from one native copy, read from a
    // typed array instead of by charCodeAt
    const units = codeUnits(s);
    for (let i = 0; i < n; i++) {
      const c = units[i]!;
      if (c > 127 && foldsLetterTable()[c] === 1) return true;
    }
    return false;
  }
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 127 && foldsLetterTable()[c] === 1) return true;
  }
  return false;
}

export function foldConfusables(s: string): string {
  return foldAndStrip(s, true, false);
}

// One regex test instead of a charCodeAt loop: irregexp's compiled scan is about 3x faster per character here.
const NOT_PLAIN_ASCII = /[^\t\n\r\x20-\x7e]/;
/** False when any character is outside printable ASCII plus tab/newline (the fast path skips NFKC). */
export function isPlainAscii(s: string): boolean {
  return !NOT_PLAIN_ASCII.test(s);
}

/** NFKC, invisible characters removed, confusables folded. Identity (and cheap) on plain ASCII. */
export function normalizeUnicode(s: string): string {
  if (isPlainAscii(s)) return s;
  return foldAndStrip(s.normalize('NFKC'), true, true);
}

// Only runs of 2+ whitespace characters and whitespace other than a plain space need replacing: prose,
// whose words are separated by single spaces, then costs one scan and no allocation.
const WS_RUN = /\s{2,}|[^\S ]/g;

/**
 * Every run of whitespace as one space, the ends trimmed (what s.replace(WS_RUN, ' ').trim() gives). ASCII text of
 * COLLAPSE_BYTES characters or more is collapsed as bytes (one native copy in, one pass, one latin1 string out): the
 * regex replace builds one piece per run, and a megabyte of short lines spent most of its time in the garbage
 * collector. Shorter or non-ASCII text keeps the native replace, which is faster where runs are few.
 */
export function collapseWhitespace(s: string): string {
  const n = s.length;
  if (n >= COLLAPSE_BYTES) {
    const bytes = asciiBytes(s);
    if (bytes !== null) return collapseAsciiBytes(s, bytes, n);
  }
  return s.replace(WS_RUN, ' ').trim();
}
const COLLAPSE_BYTES = 4096;
let collapseOut = new Uint8Array(4096);

/** collapseWhitespace over the ASCII bytes of s (in the thread's scratch buffer); s itself when nothing changes. */
function collapseAsciiBytes(s: string, bytes: Uint8Array, n: number): string {
  let out = collapseOut;
  if (out.length < n) {
    out = new Uint8Array(n);
    if (n <= KEEP_SCRATCH) collapseOut = out;
  }
  let k = 0;
  let pending = false;
  let changed = false;
  for (let i = 0; i < n; i++) {
    const c = bytes[i]!;
    // ASCII whitespace for \s: tab, line feed, vertical tab, form feed, carriage return, space
    if (c === 32 || (c >= 9 && c <= 13)) {
      if (c !== 32 || pending || k === 0) changed = true;
      pending = true;
      continue;
    }
    if (pending && k > 0) out[k++] = 32;
    pending = false;
    out[k++] = c;
  }
  if (pending) changed = true;
  if (!changed) return s;
  return Buffer.from(out.buffer, out.byteOffset, k).toString('latin1');
}

/** Decodes %XX escapes (up to `rounds` times, for double encoding); malformed sequences stay as they are. */
export function percentDecode(s: string, rounds = 2): string {
  let out = s;
  for (let r = 0; r < rounds; r++) {
    const first = out.indexOf('%');
    if (first < 0) break;
    const next = decodePercentOnce(out, first);
    if (next === out) break;
    out = next;
  }
  return out;
}

let percentScratch = new Uint16Array(4096);
const hexValue = (c: number): number => (c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1);

/**
 * One round of %XX decoding, left to right like a global replace of /%([0-9a-fA-F]{2})/, in one pass over code units: a replace callback
 * per escape made a string per escape, and a megabyte of escapes spent most of its time in the garbage collector.
 */
export function decodePercentOnce(s: string, first: number): string {
  const n = s.length;
  let buf = percentScratch;
  if (buf.length < n) {
    buf = new Uint16Array(n);
    if (n <= KEEP_SCRATCH) percentScratch = buf;
  }
  let k = 0;
  let wide = false;
  for (let i = 0; i < first; i++) {
    const c = s.charCodeAt(i);
    if (c > 255) wide = true;
    buf[k++] = c;
  }
  let i = first;
  let decoded = false;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c === 37 && i + 2 < n) {
      const hi = hexValue(s.charCodeAt(i + 1));
      const lo = hi < 0 ? -1 : hexValue(s.charCodeAt(i + 2));
      if (lo >= 0) {
        buf[k++] = hi * 16 + lo;
        i += 3;
        decoded = true;
        continue;
      }
    }
    if (c > 255) wide = true;
    buf[k++] = c;
    i++;
  }
  if (!decoded) return s;
  if (wide) return Buffer.from(buf.buffer, buf.byteOffset, k * 2).toString('utf16le');
  const bytes = scratchBytes(k);
  for (let j = 0; j < k; j++) bytes[j] = buf[j]!;
  return Buffer.from(bytes.buffer, bytes.byteOffset, k).toString('latin1');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', sol: '/', colon: ':', lpar: '(', rpar: ')',
  period: '.', comma: ',', tab: '\t', newline: '\n', grave: '`', equals: '=', excl: '!', num: '#', percnt: '%',
};
const ENTITY = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-zA-Z]{2,8}));?/g;
/** Decodes HTML character references (numeric, and the named ones that matter for evasion). */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(ENTITY, (m, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    const code = hex !== undefined ? parseInt(hex, 16) : dec !== undefined ? parseInt(dec, 10) : -1;
    if (code >= 0) return code <= 0x10ffff ? String.fromCodePoint(code) : m;
    return NAMED_ENTITIES[name!.toLowerCase()] ?? m;
  });
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', '$': 's', '!': 'i', '|': 'l' };
const LEET_CLASS = /[013457@$!|]/g;
/** Leetspeak digits and symbols folded to letters (apply to a lower-cased copy used for matching only). */
export function foldLeet(s: string): string {
  return s.replace(LEET_CLASS, (c) => LEET[c] ?? c);
}

const isAsciiLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isAsciiDigit = (c: number): boolean => c >= 48 && c <= 57;
const isAsciiAlnum = (c: number): boolean => isAsciiLetter(c) || isAsciiDigit(c);
/** LEET by character code: the letter's code, 0 for a character that is no leet character. */
const LEET_CODE = new Uint8Array(128);
for (const [ch, to] of Object.entries(LEET)) LEET_CODE[ch.charCodeAt(0)] = to.charCodeAt(0);
/** The leet characters, for a native search from one to the next (test() with lastIndex: no match object). */
const LEET_NEXT = /[013457@$!|]/g;
/** How many characters after a leet character are read one by one before the native search takes over. */
const NEAR_LEET = 16;
/** How many folds are written as slices of the text; from this many on, into a copy of the text patched in place. */
const SLICED_FOLDS = 32;
/**
 * Leetspeak folded only where it spells a word: a leet character with a letter right beside it ("1gn0re", "p4ssw0rd",
 * "j0hn@x"). Numbers stay numbers: a time "12:41" or a date "2021-04-14" folded would spell "ia:ai" and "ia",
 * words of the lexicons (the Spanish and Italian "IA", the English "AI").
 *
 * The leet characters are found by a native search (after one, the next few characters are read directly: in "1.1.1."
 * or a base64 run they come every few characters, where a search call each cost more than the characters it skipped),
 * and each fold replaces one character by one: the first few are
 * written as slices of the text, and a text with many (a base64 run has a digit every few characters) is copied once
 * and patched in place, where a slice and a join per fold cost three times the pass itself.
 */
export function foldLeetInWords(s: string): string {
  const n = s.length;
  let at: number[] | null = null;
  let copy: Buffer | null = null;
  let wide = false;
  // the letters of the current run of letters and digits (counted once per run, so the pass stays linear)
  let runEnd = -1;
  let runLetters = 0;
  for (let i = -1; ;) {
    // the next leet character: a few characters read here, then (in text where they are rare) the native search
    let j = i + 1;
    const stop = j + NEAR_LEET < n ? j + NEAR_LEET : n;
    for (; j < stop; j++) {
      const c = s.charCodeAt(j);
      if (c < 128 && LEET_CODE[c] !== 0) break;
    }
    if (j === stop) {
      if (stop >= n) break;
      LEET_NEXT.lastIndex = stop;
      if (!LEET_NEXT.test(s)) break;
      j = LEET_NEXT.lastIndex - 1;
    }
    i = j;
    if (!(isAsciiLetter(s.charCodeAt(i - 1)) || isAsciiLetter(s.charCodeAt(i + 1)))) continue;
    // a label of one letter and digits ("Q4", "H1", "P0", "v2") is a period, priority or version, not a word spelled in digits
    if (isAsciiDigit(s.charCodeAt(i))) {
      if (i >= runEnd) {
        let a = i;
        while (a > 0 && isAsciiAlnum(s.charCodeAt(a - 1))) a--;
        runEnd = i;
        runLetters = 0;
        for (let k = a; k < runEnd; k++) if (isAsciiLetter(s.charCodeAt(k))) runLetters++;
        while (runEnd < n && isAsciiAlnum(s.charCodeAt(runEnd))) { if (isAsciiLetter(s.charCodeAt(runEnd))) runLetters++; runEnd++; }
      }
      if (runLetters < 2) continue;
    }
    if (copy !== null) {
      if (wide) copy.writeUInt16LE(LEET_CODE[s.charCodeAt(i)]!, i * 2);
      else copy[i] = LEET_CODE[s.charCodeAt(i)]!;
      continue;
    }
    (at ??= []).push(i);
    if (at.length < SLICED_FOLDS) continue;
    wide = NOT_LATIN1.test(s);
    copy = Buffer.from(s, wide ? 'utf16le' : 'latin1');
    for (const k of at) {
      if (wide) copy.writeUInt16LE(LEET_CODE[s.charCodeAt(k)]!, k * 2);
      else copy[k] = LEET_CODE[s.charCodeAt(k)]!;
    }
  }
  LEET_NEXT.lastIndex = 0;
  if (copy !== null) return copy.toString(wide ? 'utf16le' : 'latin1');
  if (at === null) return s;
  const out: string[] = [];
  let from = 0;
  for (const k of at) {
    out.push(s.slice(from, k), LEET[s[k]!]!);
    from = k + 1;
  }
  out.push(s.slice(from));
  return out.join('');
}

const B64_RUN = /[A-Za-z0-9+/_-]{16,}={0,2}/g;
/**
 * Decodes base64 runs (standard or URL alphabet, ≥ 16 chars) that decode to mostly printable text.
 * Returns at most `limit` decoded strings; used to look inside encoded payloads.
 */
export function decodeBase64Runs(s: string, limit = 8, maxRunLength = 65536): string[] {
  const out: string[] = [];
  B64_RUN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < limit && (m = B64_RUN.exec(s)) !== null) {
    const run = m[0];
    if (run.length > maxRunLength) continue;
    if (!looksEncoded(run)) continue;
    const decoded = Buffer.from(run, run.includes('-') || run.includes('_') ? 'base64url' : 'base64').toString('latin1');
    if (decoded.length >= 8 && printableRatio(decoded) > 0.9) out.push(decoded);
  }
  B64_RUN.lastIndex = 0;
  return out;
}

/** A run of letters only in one case is a word, not an encoding: require digits/symbols or mixed case. */
function looksEncoded(run: string): boolean {
  let upper = false;
  let lower = false;
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    if (c >= 65 && c <= 90) upper = true;
    else if (c >= 97 && c <= 122) lower = true;
    else return true;
    if (upper && lower) return true;
  }
  return false;
}

function printableRatio(s: string): number {
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 9 || c === 10 || c === 13) ok++;
  }
  return ok / s.length;
}

/** Hex-escape runs (\x41\x42 …) decoded, for payloads hidden as escapes. */
const HEX_ESCAPES = /(?:\\x[0-9a-fA-F]{2}){4,}/g;
const HEX_ONE = /\\x([0-9a-fA-F]{2})/g;
export function decodeHexEscapes(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(HEX_ESCAPES)) {
    out.push(m[0].replace(HEX_ONE, (_x, h: string) => String.fromCharCode(parseInt(h, 16))));
    if (out.length >= 8) break;
  }
  return out;
}


/**
 * The metadata of a check that has none: one shared frozen object, so the metadata readers answer "not set" at once
 * for it (most checks carry no metadata) instead of looking every key up.
 */
export const EMPTY_METADATA: Readonly<Record<string, never>> = Object.freeze({});

/**
 * One metadata field, read through a Map of the object's fields built on the first read of that object in a check.
 * Rules read metadata by name, `metadata[k]`, over objects that each have a shape of their own: such a lookup is
 * megamorphic, served by V8's shared lookup cache, and these shape-and-name pairs kept missing it (0.72 misses per
 * corpus check, each a call into the runtime; auth's key list alone missed about 20 times per check with metadata).
 * A Map answers by the name's hash. The Map holds what `for…in` lists (every field of a plain object); an object with
 * more than MAX_FIELDS fields is read directly. analyzeAction starts every check with resetMetaFields(), so an object
 * changed between two checks is read afresh.
 */
export function metaField(metadata: Metadata, k: string): unknown {
  // most checks carry no metadata: no Map for them
  if (metadata === EMPTY_METADATA) return undefined;
  if (metadata !== fieldsOf) {
    fieldsOf = metadata;
    fields = new Map<string, unknown>();
    let n = 0;
    for (const key in metadata) {
      if (++n > MAX_FIELDS) {
        fields = null;
        break;
      }
      fields.set(key, metadata[key]);
    }
  }
  return fields === null ? metadata[k] : fields.get(k);
}
const MAX_FIELDS = 256;
let fieldsOf: Metadata | null = null;
let fields: Map<string, unknown> | null = null;

/** Forgets metaField's Map (see there). */
export function resetMetaFields(): void {
  fieldsOf = null;
  fields = null;
}

/** Reads a metadata field as a string (numbers converted), or undefined. */
export function metaString(metadata: Readonly<Record<string, unknown>>, ...keys: string[]): string | undefined {
  if (metadata === EMPTY_METADATA) return undefined;
  for (const k of keys) {
    const v = metaField(metadata, k);
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    if (typeof v === 'boolean') return String(v);
  }
  return undefined;
}

const NUMBER_NOISE = /[,_\s]/g;
const CURRENCY_PREFIX = /^[^\d.-]+/;

/** The metadata has at least one key (most checks carry none: a cheap test before looking keys up). */
export function hasKeys(metadata: Readonly<Record<string, unknown>>): boolean {
  for (const _k in metadata) return true;
  return false;
}

/** Reads a metadata field as a finite number (numeric strings accepted, "1,200.50" too), or undefined. */
export function metaNumber(metadata: Readonly<Record<string, unknown>>, ...keys: string[]): number | undefined {
  if (metadata === EMPTY_METADATA) return undefined;
  for (const k of keys) {
    const v = metaField(metadata, k);
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string') {
      const n = Number(v.replace(NUMBER_NOISE, '').replace(CURRENCY_PREFIX, ''));
      if (v.trim() !== '' && Number.isFinite(n)) return n;
    }
  }
  return undefined;
}

/** The regexes of this module, for the ReDoS audit. */
export const NORMALIZE_PATTERNS: readonly RegExp[] = [
  NOT_PLAIN_ASCII, NOT_LATIN1, INVISIBLE, BIDI, CONFUSABLE_CLASS, WS_RUN, ENTITY, LEET_CLASS, B64_RUN, HEX_ESCAPES, HEX_ONE, NUMBER_NOISE, CURRENCY_PREFIX,
];
