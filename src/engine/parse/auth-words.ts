/**
 * Word-level reading of free-text actions (auth, transaction): phrase folding so synonyms and spellings
 * collapse to one token ("two-factor" / "2FA" / "multi factor" → mfa), then verb→object proximity checks,
 * which survive word order and filler words far better than one regex per phrasing.
 */

export interface Words {
  readonly list: readonly string[];
}

const WORD_SPLIT = /[^a-z0-9_*:.@'$€£+-]+/;
const MAX_WORDS = 3000;

// Word characters of WORD_SPLIT's complement, as a code-unit table: the hand-written scan below produces the
// same words as split(WORD_SPLIT) + trimPunct without the intermediate array of parts.
const WORD_CHAR = new Uint8Array(65536);
for (const ch of "abcdefghijklmnopqrstuvwxyz0123456789_*:.@'$€£+-") WORD_CHAR[ch.charCodeAt(0)] = 1;
// inside a part only these LEAD/TRAIL characters can occur (the others are separators)
const isEdgePunct = (c: number): boolean => c === 39 /* ' */ || c === 46 /* . */ || c === 58 /* : */;

/** Splits folded lower-case text into words (bounded). */
export function toWords(folded: string): Words {
  const n = Math.min(folded.length, 32768);
  const list: string[] = [];
  let i = 0;
  while (i < n && list.length < MAX_WORDS) {
    while (i < n && WORD_CHAR[folded.charCodeAt(i)] === 0) i++;
    let a = i;
    while (i < n && WORD_CHAR[folded.charCodeAt(i)] === 1) i++;
    let b = i;
    while (a < b && isEdgePunct(folded.charCodeAt(a))) a++;
    while (b > a && isEdgePunct(folded.charCodeAt(b - 1))) b--;
    if (a < b) list.push(folded.slice(a, b));
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
 * Prefixes bucketed by first code unit (& 31): a word is only compared with the few prefixes that can
 * start it. Built once per prefix array (the analyzers keep their lists as module constants).
 */
type PrefixIndex = ReadonlyArray<readonly string[] | undefined>;
const INDEXES = new WeakMap<readonly string[], PrefixIndex>();
const EMPTY_PREFIX: readonly string[] = [''];

function indexOf(prefixes: readonly string[]): PrefixIndex {
  let ix = INDEXES.get(prefixes);
  if (ix !== undefined) return ix;
  const buckets: Array<string[] | undefined> = new Array(32).fill(undefined);
  for (const p of prefixes) {
    if (p.length === 0) {
      // an empty prefix matches every word: every bucket holds it
      for (let k = 0; k < 32; k++) buckets[k] = [...(buckets[k] ?? []), ...EMPTY_PREFIX];
      continue;
    }
    const k = p.charCodeAt(0) & 31;
    (buckets[k] ??= []).push(p);
  }
  ix = buckets;
  INDEXES.set(prefixes, ix);
  return ix;
}

function matchesIndexed(word: string, ix: PrefixIndex): boolean {
  const bucket = ix[word.charCodeAt(0) & 31];
  if (bucket === undefined) return false;
  for (let k = 0; k < bucket.length; k++) if (word.startsWith(bucket[k]!)) return true;
  return false;
}

/**
 * The first verb (by prefix) followed within `window` words by an object (by prefix).
 * Returns [verb word, object word] or undefined. Linear: O(words × window).
 */
export function near(w: Words, verbs: readonly string[], objects: readonly string[], window = 6): [string, string] | undefined {
  const list = w.list;
  const vx = indexOf(verbs);
  const ox = indexOf(objects);
  for (let i = 0; i < list.length; i++) {
    if (!matchesIndexed(list[i]!, vx)) continue;
    const end = Math.min(list.length, i + 1 + window);
    for (let j = i + 1; j < end; j++) {
      if (matchesIndexed(list[j]!, ox)) return [list[i]!, list[j]!];
    }
  }
  return undefined;
}

/** Like `near`, but returns the word indexes [verb, object]. */
export function nearAt(w: Words, verbs: readonly string[], objects: readonly string[], window = 6, accept?: (j: number) => boolean): [number, number] | undefined {
  const list = w.list;
  const vx = indexOf(verbs);
  const ox = indexOf(objects);
  for (let i = 0; i < list.length; i++) {
    if (!matchesIndexed(list[i]!, vx)) continue;
    const end = Math.min(list.length, i + 1 + window);
    for (let j = i + 1; j < end; j++) {
      if (matchesIndexed(list[j]!, ox) && (accept === undefined || accept(j))) return [i, j];
    }
  }
  return undefined;
}

/** Whether any word starts with one of the prefixes (the object test of near/nearAt alone, in one pass). */
export function anyWord(w: Words, prefixes: readonly string[]): boolean {
  const list = w.list;
  const ix = indexOf(prefixes);
  for (let i = 0; i < list.length; i++) if (matchesIndexed(list[i]!, ix)) return true;
  return false;
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
