import { foldAccents } from './fold.js';
import { LEXICON } from './lexicon.js';
import { indexOfNear } from '../near-index.js';

/**
 * Which sentences of a long prose value are instructions. Analyzers built for terse actions (auth, transaction,
 * iot) read a value as one action; a long value is prose, and a sentence of it is an action only when it opens
 * with an imperative ("Grant …", "Please transfer …", "Okta: assign …"). "The board approved the admin rota" and
 * "The nursing staff adjusted the insulin schedule" describe; their words must not be read as a grant or a dose.
 *
 * The imperatives are the single-word operation and plain-imperative terms of the frame lexicon (lexicon.ts
 * `op:*` and `imp`), so every language the lexicon knows is known here. Linear: one pass over the text, a few
 * words looked at per sentence.
 */

const VERBS = new Set<string>();
const STEMS = new Set<string>();
for (const g of LEXICON) {
  if (!g.tag.startsWith('op:') && g.tag !== 'imp') continue;
  for (const list of Object.values(g.terms)) for (const term of list ?? []) {
    if (term.includes(' ') || term.length < 2) continue;
    const t = foldAccents(term);
    if (t.endsWith('*')) STEMS.add(t.slice(0, -1));
    else VERBS.add(t);
  }
}
/** The lengths stems come in: a word is tested by its prefixes of these lengths (a few set lookups). */
const STEM_LENGTHS = [...new Set([...STEMS].map((t) => t.length))].sort((a, b) => a - b);
/** The first three code units of every verb and stem (shorter ones whole), as numbers: most words leave here. */
const HEADS = new Set<number>();
const headKey = (s: string, at: number, end: number): number => {
  let k = 0;
  for (let i = at; i < at + 3 && i < end; i++) k = k * 65536 + s.charCodeAt(i);
  return k;
};
for (const t of [...VERBS, ...STEMS]) HEADS.add(headKey(t, 0, t.length));

/** Words that may stand before an instruction's verb: requests, adverbs, greetings, the addressee "you". */
const LEAD = new Set(foldAccents([
  'please', 'pls', 'plz', 'kindly', 'now', 'then', 'also', 'and', 'so', 'just', 'immediately', 'urgently', 'quickly', 'asap', 'first', 'next', 'finally',
  'can', 'could', 'would', 'will', 'you', 'need', 'want', 'to', 'must', 'should', 'go', 'ahead', 'hi', 'hey', 'ok', 'okay', 'team', 'all',
  'bitte', 'jetzt', 'dann', 'sofort', 'vous', 'merci', 'de', 'por', 'favor', 'ahora', 'necesito', 'que', 'preciso', 'agora', 'per', 'favore', 'subito',
  'alsjeblieft', 'graag', 'nu', 'veuillez',
].join(' ')).split(' '));

const LEAD_HEADS = new Set([...LEAD, 'i'].map((t) => headKey(t, 0, t.length)));
/**
 * The first two code units (the one of a one-letter word, beside 0) of every verb, stem and lead word that starts with
 * two ASCII units, one byte per pair: a word whose pair is not marked has none of their heads, and leaves without the
 * two set lookups above (of a number that is mostly past 2^31, a boxed double: 30 ns each, most of a short sentence).
 */
const ASCII_PAIRS = new Uint8Array(128 * 128);
for (const t of [...VERBS, ...STEMS, ...LEAD, 'i']) {
  const c0 = t.charCodeAt(0);
  const c1 = t.length > 1 ? t.charCodeAt(1) : 0;
  if (c0 < 128 && c1 < 128) ASCII_PAIRS[c0 * 128 + c1] = 1;
}
/** The shortest verb or stem: a sentence shorter than it cannot open with one. */
const SHORTEST = Math.min(...[...VERBS, ...STEMS].map((t) => t.length));
const REQUEST_AFTER_I = new Set(['need', 'want', 'would', 'authorize', 'authorise', 'instruct']);
const MAX_LEAD = 6;
/** A label before the instruction ("Okta:", "Agent B:", "Admin Console >"): at most this many characters. */
const MAX_LABEL = 40;

const isWordChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 39 || (c >= 0xc0 && c < 0x2000);

function isImperative(word: string): boolean {
  if (VERBS.has(word)) return true;
  for (const n of STEM_LENGTHS) {
    if (n > word.length) break;
    if (STEMS.has(word.slice(0, n))) return true;
  }
  return false;
}

/**
 * The sentence of lower-cased `s` that starts at `start` (ends before `end`) opens with an imperative. `labels`: a ':'
 * or '>' may stand within MAX_LABEL characters of the start (false when the caller knows none does, which spares
 * looking for a label after every sentence's first word).
 */
export function opensInstruction(s: string, start: number, end: number, labels = true): boolean {
  if (end - start < SHORTEST) return false;
  let i = start;
  let label = true;
  for (let n = 0; n <= MAX_LEAD && i < end;) {
    while (i < end && !isWordChar(s.charCodeAt(i))) {
      // a label ends at a colon or '>' near the sentence start: the instruction follows it
      const c = s.charCodeAt(i);
      if ((c === 58 || c === 62) && label && i - start <= MAX_LABEL) { n = 0; label = false; }
      i++;
    }
    let e = i;
    while (e < end && isWordChar(s.charCodeAt(e))) e++;
    if (e === i) return false;
    const ascii = s.charCodeAt(i) < 128 && s.charCodeAt(Math.min(e, i + 3) - 1) < 128;
    const second = e > i + 1 ? s.charCodeAt(i + 1) : 0;
    const word = ascii && ((second < 128 && ASCII_PAIRS[s.charCodeAt(i) * 128 + second] === 0) || (!HEADS.has(headKey(s, i, e)) && !LEAD_HEADS.has(headKey(s, i, e)))) ? ''
      : ascii ? s.slice(i, e) : foldAccents(s.slice(i, e));
    if (word !== '' && isImperative(word)) return true;
    // "I need you to …" asks; "I reset my settings" reports
    const asks = word === 'i' && REQUEST_AFTER_I.has(nextWord(s, e, end));
    // (LEAD holds no empty word)
    if ((word === '' || !LEAD.has(word)) && !asks) {
      // not a lead word: only a label may still follow ("Okta: …", "Agent B: …")
      if (!labels) return false;
      const colon = labelEnd(s, e, end, start);
      if (colon < 0) return false;
      i = colon;
      label = false;
      n = 0;
      continue;
    }
    n++;
    i = e;
  }
  return false;
}

function nextWord(s: string, from: number, end: number): string {
  let i = from;
  while (i < end && s.charCodeAt(i) === 32) i++;
  let e = i;
  while (e < end && e - i < 16 && isWordChar(s.charCodeAt(e))) e++;
  return s.slice(i, e);
}

/** Where a label that the word before `from` belongs to ends (after its ':' or '>'), or -1. */
function labelEnd(s: string, from: number, end: number, start: number): number {
  const stop = Math.min(end, start + MAX_LABEL);
  for (let i = from; i < stop; i++) {
    const c = s.charCodeAt(i);
    if (c === 58 || c === 62) return i + 1;
    if (c === 46 || c === 44 || c === 59 || c === 10) return -1;
  }
  return -1;
}

/** Where the sentence holding `pos` starts (after . ! ? ; or a newline), looking back at most 600 characters. */
function sentenceStart(s: string, pos: number): number {
  const limit = Math.max(0, pos - 600);
  for (let i = pos - 1; i >= limit; i--) {
    const c = s.charCodeAt(i);
    if (c === 10) return i + 1;
    if ((c === 46 || c === 33 || c === 63 || c === 59) && s.charCodeAt(i + 1) === 32) return i + 2;
  }
  return limit;
}

/** The sentence holding `pos` of lower-cased `s` opens with an imperative. */
export function inInstruction(s: string, pos: number): boolean {
  const start = sentenceStart(s, pos);
  return opensInstruction(s, start, Math.min(s.length, start + 400));
}

/**
 * Calls `keep(start, end)` for each sentence of lower-cased prose `s` that opens with an imperative. The sentence ends
 * and label marks are found by native searches (indexOf per kind of character, each resumed past its last find): a
 * loop over every character cost this pass 2-3 ns a character, most of a long value's preparation in the terse types.
 */
function eachInstruction(s: string, keep: (start: number, end: number) => void): void {
  const n = s.length;
  // the next occurrence of each sentence-ending character at or after the scan (n: none left)
  const next = ENDING.map((ch) => found(s.indexOf(ch), n));
  // the next ':' and '>' (a label may end there) at or after the current sentence's start
  let colon = found(s.indexOf(':'), n);
  let arrow = found(s.indexOf('>'), n);
  let start = 0;
  for (;;) {
    let k = 0;
    for (let j = 1; j < next.length; j++) if (next[j]! < next[k]!) k = j;
    const i = next[k]!;
    if (i < n) {
      next[k] = nextOf(s, k, i + 1, n);
      // . ! ? ; end a sentence only before a space or the end
      if (k !== 0 && i + 1 < n && s.charCodeAt(i + 1) !== 32) continue;
    }
    while (start < i && s.charCodeAt(start) === 32) start++;
    if (colon < start) colon = found(s.indexOf(':', start), n);
    if (arrow < start) arrow = found(s.indexOf('>', start), n);
    const mark = Math.min(colon, arrow);
    if (i > start && opensInstruction(s, start, i, mark < i && mark < start + MAX_LABEL)) keep(start, i);
    if (i >= n) return;
    start = i + 1;
  }
}
/** A newline first (it ends a sentence wherever it stands), then . ! ? ; */
const ENDING = ['\n', '.', '!', '?', ';'];
const ENDING_CODES = ENDING.map((ch) => ch.charCodeAt(0));
const found = (at: number, n: number): number => (at < 0 ? n : at);
/** The next ENDING[k] at or after `from` (n: none). */
const nextOf = (s: string, k: number, from: number, n: number): number => found(indexOfNear(s, ENDING[k]!, ENDING_CODES[k]!, from), n);


/**
 * The sentences of lower-cased prose `s` that open with an imperative, joined by ". " (empty when none does).
 * For a value that is one terse action, call it only above a length (the callers use PROSE_MIN).
 */
export function instructionSentences(s: string): string {
  const kept: string[] = [];
  eachInstruction(s, (a, b) => kept.push(s.slice(a, b)));
  return kept.join('. ');
}

/**
 * `s` with every sentence that is not an instruction blanked out (same length, so positions found in `s` hold
 * here). Values up to PROSE_MIN characters are one terse action and come back unchanged.
 */
export function instructionMask(s: string): string {
  if (s.length <= PROSE_MIN) return s;
  const kept: number[] = [];
  eachInstruction(s, (a, b) => {
    kept.push(a, b);
  });
  if (!NOT_LATIN1.test(s)) {
    // a Latin-1 value (one byte a unit): its bytes with the gaps between kept sentences blanked, one string out
    const n = s.length;
    if (maskScratch === null || maskScratch.length < n) maskScratch = Buffer.allocUnsafe(Math.max(n, 4096));
    const bytes = maskScratch;
    bytes.write(s, 0, n, 'latin1');
    let copied = 0;
    for (let k = 0; k < kept.length; k += 2) {
      bytes.fill(32, copied, kept[k]!);
      copied = kept[k + 1]!;
    }
    bytes.fill(32, copied, n);
    const out = bytes.toString('latin1', 0, n);
    // a buffer grown for a huge value is not kept
    if (bytes.length > KEEP_MASK) maskScratch = null;
    return out;
  }
  let out = '';
  let copied = 0;
  for (let k = 0; k < kept.length; k += 2) {
    out += ' '.repeat(kept[k]! - copied) + s.slice(kept[k]!, kept[k + 1]!);
    copied = kept[k + 1]!;
  }
  return out + ' '.repeat(s.length - copied);
}
const NOT_LATIN1 = /[^\x00-\xff]/;
/** The mask's bytes, reused (the result string is a copy); made on first use, not when the module loads. */
let maskScratch: Buffer | null = null;
const KEEP_MASK = 1 << 21;

/** A value longer than this is read as prose: only its instruction sentences are actions. */
export const PROSE_MIN = 600;
/** How much of a prose value is searched for instructions. */
export const PROSE_MAX = 1 << 20;

/**
 * A long value cut to its first `head` and last `tail` characters, with the instruction sentences of the part
 * between kept (at most `head` characters of them): an analyzer that reads a bounded value still sees an
 * instruction placed in the middle of a long document.
 */
export function boundedProse(value: string, head = 16384, tail = 4096): string {
  if (value.length <= head + tail) return value;
  const middle = value.slice(head, Math.min(value.length - tail, PROSE_MAX));
  const kept = keptOriginal(middle, head);
  return `${value.slice(0, head)}\n${kept}${kept === '' ? '' : '\n'}${value.slice(value.length - tail)}`;
}

/** The instruction sentences of `s` in their original case (lower-casing keeps the length of nearly all text). */
function keptOriginal(s: string, max: number): string {
  const lower = s.toLowerCase();
  if (lower.length !== s.length) return instructionSentences(lower).slice(0, max);
  const kept: string[] = [];
  let size = 0;
  eachInstruction(lower, (a, b) => {
    if (size < max) kept.push(s.slice(a, b));
    size += b - a + 2;
  });
  return kept.join('. ');
}
