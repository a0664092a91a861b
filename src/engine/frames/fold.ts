import { asciiBytes, codeUnits, latin1BytesToPatch } from '../normalize.js';

/**
 * Accent folding for term matching: Latin letters with diacritics become their base letter (é → e, ß → s, ø → o),
 * typographic apostrophes and quotes become ASCII ones, a no-break space a space. One code unit for one, so every
 * position in the folded text is the position in the original. European prose then stays on the keyword
 * automaton's ASCII path instead of its per-character map lookups, and "löschen", "loschen" and "loeschen"-free
 * lexicons need one spelling per word.
 */

const TABLE = new Uint16Array(0x2040);
for (let c = 0; c < TABLE.length; c++) TABLE[c] = c;
// Latin-1 Supplement and Latin Extended-A letters: the base letter of their canonical decomposition (written out:
// no Unicode normalisation runs while the module loads, which a startup snapshot could not hold)
const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž';
const BASE = 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZz';
for (let i = 0; i < ACCENTED.length; i++) TABLE[ACCENTED.charCodeAt(i)] = BASE.charCodeAt(i);
const SPECIAL: Record<string, string> = {
  'ß': 's', 'ø': 'o', 'Ø': 'O', 'đ': 'd', 'Đ': 'D', 'ł': 'l', 'Ł': 'L', 'ı': 'i', 'œ': 'o', 'Œ': 'O', 'æ': 'a', 'Æ': 'A',
  '\u00a0': ' ', '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'", '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u00ab': '"', '\u00bb': '"',
};
for (const [from, to] of Object.entries(SPECIAL)) TABLE[from.charCodeAt(0)] = to.charCodeAt(0);
// foldAccents folds Latin-1 text as bytes in place: every unit below 256 must fold to one
for (let c = 0; c < 256; c++) if (TABLE[c]! > 0xff) throw new Error('fold: a Latin-1 unit folds past Latin-1');

/** Below this length the character loop is as quick as the native copy's call. */
const ASCII_TEST_MIN = 32;

/**
 * The folded text (the same string when nothing folds). All-ASCII text (most of it) is recognised by one native copy
 * (asciiBytes), about twenty times faster than a pass of its own; longer text is read from a typed array (codeUnits).
 * When every folded unit fits in Latin-1 (accented European prose folds to ASCII) the result is a one-byte string,
 * which the term scan and every regex over the reading then read as bytes.
 */
export function foldAccents(s: string): string {
  const n = s.length;
  if (n < ASCII_TEST_MIN) return foldShort(s);
  if (asciiBytes(s) !== null) return s;
  // Latin-1 text (accented European prose, and every text the injection view folded): its bytes (one native copy)
  // folded in place in one pass; every Latin-1 unit folds to a Latin-1 unit
  const bytes = latin1BytesToPatch(s);
  if (bytes !== null) {
    let folded = false;
    for (let i = 0; i < n; i++) {
      const c = bytes[i]!;
      if (c >= 0xa0 && TABLE[c] !== c) {
        bytes[i] = TABLE[c]!;
        folded = true;
      }
    }
    return folded ? Buffer.from(bytes.buffer, bytes.byteOffset, n).toString('latin1') : s;
  }
  const units = codeUnits(s);
  let first = -1;
  let wide = false;
  for (let i = 0; i < n; i++) {
    const c = units[i]!;
    if (c >= 0xa0 && c < 0x2040 && TABLE[c] !== c) { first = i; break; }
    if (c > 0xff) wide = true;
  }
  if (first < 0) return s;
  if (!wide) {
    const out8 = scratchOut(n);
    out8.set(units.subarray(0, first));
    let i = first;
    for (; i < n; i++) {
      const c = units[i]!;
      const f = c < 0x2040 ? TABLE[c]! : c;
      if (f > 0xff) break;
      out8[i] = f;
    }
    if (i === n) return Buffer.from(out8.buffer, out8.byteOffset, n).toString('latin1');
  }
  const out = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const c = units[i]!;
    out[i] = c < 0x2040 ? TABLE[c]! : c;
  }
  // Buffer's decoding keeps nothing between calls; a TextDecoder kept for reuse holds a native handle, and the single
  // binary's startup snapshot, whose build folds the lexicon's terms, cannot contain one
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength).toString('utf16le');
}

/**
 * This module's output buffer, at least n bytes, reused (the result string is a copy): a fresh typed array per call
 * allocated a backing store each time, which showed as garbage-collector time on every prose check.
 */
function scratchOut(n: number): Uint8Array {
  if (outScratch.length >= n) return outScratch;
  const grown = new Uint8Array(n);
  if (n <= KEEP_OUT) outScratch = grown;
  return grown;
}
let outScratch = new Uint8Array(4096);
const KEEP_OUT = 1 << 21;

/** foldAccents of a short string (a lexicon term, a word): charCodeAt, no copy. */
function foldShort(s: string): string {
  let first = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xa0 && c < 0x2040 && TABLE[c] !== c) { first = i; break; }
  }
  if (first < 0) return s;
  let out = s.slice(0, first);
  for (let i = first; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += String.fromCharCode(c < 0x2040 ? TABLE[c]! : c);
  }
  return out;
}
