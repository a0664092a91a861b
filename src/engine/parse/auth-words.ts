/**
 * Word-level reading of free-text actions (auth, transaction): phrase folding so synonyms and spellings
 * collapse to one token ("two-factor" / "2FA" / "multi factor" → mfa), then verb→object proximity checks,
 * which survive word order and filler words far better than one regex per phrasing.
 */

export interface Words {
  readonly list: readonly string[];
}

const WORD_SPLIT = /[^a-z0-9_*:.@'$€£+-]+/;
const LEAD = new Set(["'", '"', '.', ':', ',', '(']);
const TRAIL = new Set(["'", '"', '.', ':', ',', ')', '!', '?']);

function trimPunct(p: string): string {
  let a = 0;
  let b = p.length;
  while (a < b && LEAD.has(p[a]!)) a++;
  while (b > a && TRAIL.has(p[b - 1]!)) b--;
  return a === 0 && b === p.length ? p : p.slice(a, b);
}
const MAX_WORDS = 3000;

/** Splits folded lower-case text into words (bounded). */
export function toWords(folded: string): Words {
  const parts = folded.slice(0, 32768).split(WORD_SPLIT);
  const list: string[] = [];
  for (const p of parts) {
    if (list.length >= MAX_WORDS) break;
    const w = trimPunct(p);
    if (w !== '') list.push(w);
  }
  return { list };
}

export function applyPhrases(lower: string, phrases: ReadonlyArray<readonly [RegExp, string]>): string {
  let out = lower;
  for (const [re, rep] of phrases) out = out.replace(re, rep);
  return out;
}

function matchesAny(word: string, prefixes: readonly string[]): string | undefined {
  for (const p of prefixes) if (word.startsWith(p)) return p;
  return undefined;
}

/**
 * The first verb (by prefix) followed within `window` words by an object (by prefix).
 * Returns [verb word, object word] or undefined. Linear: O(words × window).
 */
export function near(w: Words, verbs: readonly string[], objects: readonly string[], window = 6): [string, string] | undefined {
  const list = w.list;
  for (let i = 0; i < list.length; i++) {
    if (matchesAny(list[i]!, verbs) === undefined) continue;
    const end = Math.min(list.length, i + 1 + window);
    for (let j = i + 1; j < end; j++) {
      if (matchesAny(list[j]!, objects) !== undefined) return [list[i]!, list[j]!];
    }
  }
  return undefined;
}

/** Like `near`, but returns the word indexes [verb, object]. */
export function nearAt(w: Words, verbs: readonly string[], objects: readonly string[], window = 6, accept?: (j: number) => boolean): [number, number] | undefined {
  const list = w.list;
  for (let i = 0; i < list.length; i++) {
    if (matchesAny(list[i]!, verbs) === undefined) continue;
    const end = Math.min(list.length, i + 1 + window);
    for (let j = i + 1; j < end; j++) {
      if (matchesAny(list[j]!, objects) !== undefined && (accept === undefined || accept(j))) return [i, j];
    }
  }
  return undefined;
}

/** The first word starting with one of the prefixes. */
export function firstWord(w: Words, prefixes: readonly string[]): string | undefined {
  for (const word of w.list) if (matchesAny(word, prefixes) !== undefined) return word;
  return undefined;
}

/** Whether any word is exactly one of `set`. */
export function hasWord(w: Words, set: ReadonlySet<string>): string | undefined {
  for (const word of w.list) if (set.has(word)) return word;
  return undefined;
}

export const WORD_PATTERNS: readonly RegExp[] = [WORD_SPLIT];
