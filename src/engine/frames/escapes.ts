import { codeUnits, latin1BytesToPatch } from '../normalize.js';

/**
 * Literal "\n", "\t", "\r" and '\"' escapes (JSON in tool output) read as the spaces and quotes they stand for, and
 * underscores as spaces (identifiers such as insulin_pump or on_behalf_of carry words). Lengths are kept.
 */
export function cleanEscapes(s: string): string {
  if (!s.includes('\\')) return s.includes('_') ? s.replace(UNDERSCORE, ' ') : s;
  // three native passes, the same result as one left-to-right loop: no escape pair overlaps another (a pair's second
  // character is never a backslash) and no replacement makes a backslash or an underscore
  if (s.length < LOOP_MIN) return s.replace(UNDERSCORE, ' ').replace(LINE_ESCAPE, '\n ').replace(QUOTE_ESCAPE, ' "');
  return cleanedCopy(s);
}
const UNDERSCORE = /_/g;
const LINE_ESCAPE = /\\[ntr]/g;
const QUOTE_ESCAPE = /\\"/g;
/**
 * From this length on, one copy patched in place: a global replace keeps a piece per match, and a megabyte dense with
 * escapes allocated about 7 MB per check in the three replaces (6 ms, against 2 ms for the copy).
 */
const LOOP_MIN = 1024;

/** The three replaces of cleanEscapes as one pass over a copy of s's code units (bytes when s fits in Latin-1). */
function cleanedCopy(s: string): string {
  const n = s.length;
  const bytes = latin1BytesToPatch(s);
  if (bytes !== null) {
    patchEscapes(bytes, n);
    return Buffer.from(bytes.buffer, bytes.byteOffset, n).toString('latin1');
  }
  const units = codeUnits(s);
  patchEscapes(units, n);
  return Buffer.from(units.buffer, units.byteOffset, n * 2).toString('utf16le');
}

/** Rewrites the first n units in place: "_" → " ", "\n" "\t" "\r" → newline + space, '\"' → ' "'. */
function patchEscapes(u: Uint8Array | Uint16Array, n: number): void {
  for (let i = 0; i < n; i++) {
    const c = u[i]!;
    if (c === 95) u[i] = 32;
    else if (c === 92 && i + 1 < n) {
      const d = u[i + 1]!;
      if (d === 110 || d === 116 || d === 114) {
        u[i] = 10;
        u[++i] = 32;
      } else if (d === 34) {
        u[i++] = 32;
      }
    }
  }
}
