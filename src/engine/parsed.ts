/**
 * What the engine parsed of the action it checked last, kept for the code that acts on the result next (an account
 * policy, in the scoring worker) so that it reads the engine's parse instead of parsing the value a second time. The
 * engine only writes here and imports nothing of its readers. A reader names the value it is about to judge and gets
 * the parse only when the engine's was of that very value; anything else is its own to parse.
 *
 * One slot, overwritten by the next url check and cleared when any check starts: at most one value and its parsed
 * URL stay reachable between checks (the scoring worker's task holds its values until it ends anyway).
 */
import type { ParsedUrl } from './parse/url-parse.js';

let urlValue: string | null = null;
let url: ParsedUrl | null = null;

/** The url analyzer's parse of `value` (the whole value of a url check, cleaned as cleanUrlText cleans it). */
export function noteParsedUrl(value: string, parsed: ParsedUrl): void {
  urlValue = value;
  url = parsed;
}

/** Forgets the previous check's parse (a check starting). */
export function forgetParsed(): void {
  urlValue = null;
  url = null;
}

/**
 * The engine's parse of `value` as one URL, what parseUrl(cleanUrlText(value)) gives; null when the last check did
 * not parse that value as a URL (another type, another value).
 */
export function parsedUrlOf(value: string): ParsedUrl | null {
  return url !== null && urlValue === value ? url : null;
}
