import { asciiBytes } from '../normalize.js';

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

/** Below this length the character loop is as quick as the native copy's call. */
const ASCII_TEST_MIN = 32;

/**
 * The folded text (the same string when nothing folds): one pass to find the first change, one to map. All-ASCII text
 * (most of it) is recognised by one native copy instead (asciiBytes), about twenty times faster than the first pass.
 */
export function foldAccents(s: string): string {
  if (s.length >= ASCII_TEST_MIN && asciiBytes(s) !== null) return s;
  let first = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xa0 && c < 0x2040 && TABLE[c] !== c) { first = i; break; }
  }
  if (first < 0) return s;
  const out = new Uint16Array(s.length);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out[i] = c < 0x2040 ? TABLE[c]! : c;
  }
  // Buffer's decoding keeps nothing between calls; a TextDecoder kept for reuse holds a native handle, and the single
  // binary's startup snapshot, whose build folds the lexicon's terms, cannot contain one
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength).toString('utf16le');
}
