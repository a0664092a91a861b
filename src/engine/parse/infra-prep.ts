/**
 * Shared preparation for the descriptive action types (infra, ui_action, data_pipeline, iot): their values are
 * commands or short English descriptions plus metadata, so one normaliser serves all four. Linear and pure.
 */
import { collapseWhitespace, decodeEntities, EMPTY_METADATA, foldLeet, isPlainAscii, metaField, normalizeText, normalizeUnicode, percentDecode, unitsToString } from '../normalize.js';
import type { BaseContext, Metadata } from '../types.js';
import { leadExec } from '../lead-search.js';
import { envOfName, envOfWords } from './environment.js';

/** Structure (environment, spaced letters, leet copies) is only derived from the first 64 KB. */
export const PARSE_LIMIT = 64 * 1024;
const META_LIMIT = 4096;
const COPY_LIMIT = 8192;

export type Env = 'prod' | 'nonprod' | 'unknown';

export interface PrepContext extends BaseContext {
  /** Lower-cased first PARSE_LIMIT characters of text (value, metadata and evasion-folded copies). */
  readonly head: string;
  readonly env: Env;
}

/**
 * A unified diff (`--- a/x` then `+++ b/x`) says what the change makes: its removed lines are the state before it, so
 * `-  enable_log_file_validation = false` / `+  … = true` switches a control on, not off. Returns the value without
 * the removed lines of its file sections (headers, context and added lines kept), or the value itself when it is no
 * diff. A section runs from a `+++ ` line while lines carry a diff's marks (space, +, -, @, backslash, empty); any
 * other line ends it, so a diff header written above a manifest or a script hides none of its lines. One pass.
 */
export function diffAfter(value: string): string {
  const head = value.startsWith('--- ') ? 0 : value.indexOf('\n--- ');
  if (head === -1 || value.indexOf('\n+++ ', head) === -1) return value;
  const kept: string[] = [];
  let inDiff = false;
  let st = 0;
  for (;;) {
    const nl = value.indexOf('\n', st);
    const end = nl === -1 ? value.length : nl;
    const c = end > st ? value.charCodeAt(st) : 32;
    if (value.startsWith('+++ ', st)) inDiff = true;
    // a diff's lines open with a space, +, -, @ or a backslash (or are empty)
    else if (c !== 32 && c !== 43 && c !== 45 && c !== 64 && c !== 92) inDiff = false;
    if (!(inDiff && c === 45 && !value.startsWith('---', st))) kept.push(value.slice(st, end));
    if (nl === -1) break;
    st = nl + 1;
  }
  return kept.join('\n');
}

/** Reads a metadata field as text: strings, numbers, booleans and short arrays of them. */
export function metaText(metadata: Metadata, ...keys: string[]): string | undefined {
  if (metadata === EMPTY_METADATA) return undefined;
  for (const k of keys) {
    const v = metaField(metadata, k);
    if (typeof v === 'string') return v.length > META_LIMIT ? v.slice(0, META_LIMIT) : v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    if (typeof v === 'boolean') return String(v);
    if (Array.isArray(v)) {
      const parts: string[] = [];
      for (let i = 0; i < v.length && i < 64; i++) {
        const e: unknown = v[i];
        if (typeof e === 'string' || typeof e === 'number' || typeof e === 'boolean') parts.push(String(e).slice(0, 256));
      }
      if (parts.length > 0) return parts.join(', ');
    }
  }
  return undefined;
}

// Small capitals and other letter-likes that NFKC leaves alone but read as Latin ("ᴅᴇʟᴇᴛᴇ").
const SMALL_CAPS: Record<string, string> = {
  'ᴀ': 'a', 'ʙ': 'b', 'ᴄ': 'c', 'ᴅ': 'd', 'ᴇ': 'e', 'ꜰ': 'f', 'ɢ': 'g', 'ʜ': 'h', 'ɪ': 'i', 'ᴊ': 'j', 'ᴋ': 'k', 'ʟ': 'l', 'ᴍ': 'm',
  'ɴ': 'n', 'ᴏ': 'o', 'ᴘ': 'p', 'ǫ': 'q', 'ʀ': 'r', 'ꜱ': 's', 'ᴛ': 't', 'ᴜ': 'u', 'ᴠ': 'v', 'ᴡ': 'w', 'ʏ': 'y', 'ᴢ': 'z',
};
const SMALL_CAPS_CLASS = /[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ]/g;
// Punctuation inside a word ("Del-ete acc-ount", "un.lock"): a copy without it is added for prose-like types.
const INNER_PUNCT = /([a-z])[-_.·]([a-z])/g;
const HAS_INNER_PUNCT = /[a-z][-_.·][a-z]/;

// A letter glued to a leet digit/symbol ("d3lete", "acc0unt", "pa$$word"): worth a folded copy.
const LEETISH = /[a-z][013457@$|!][a-z0-9@$|!]|[013457@$][a-z]{2}/i;
// Four single letters in a row separated by spaces/dots/dashes ("d e l e t e", "u.n.l.o.c.k").
const SPACED = /\b[a-z][ ._-][a-z][ ._-][a-z][ ._-][a-z]\b/i;

/**
 * Positions of units to drop, filled by the folds below (a scratch array of the thread, read only within one call).
 * Text where a fold drops many units ("a.a.a.a…", "d e l e t e" over kilobytes) is built unit by unit in a buffer and
 * decoded once (dropUnits), not as one slice per kept run.
 */
let dropAt = new Int32Array(256);
let unitBuffer = new Uint16Array(1024);
/** Drops up to this many units by slicing around them; more are dropped by copying the kept units (dropUnits). */
const SLICED_DROPS = 32;

/** Adds position `at` (past every position added before) to the k drops so far; answers the new count. */
export function noteDrop(k: number, at: number): number {
  if (k === dropAt.length) {
    const grown = new Int32Array(k * 2);
    grown.set(dropAt);
    dropAt = grown;
  }
  dropAt[k] = at;
  return k + 1;
}

/** s without the units at dropAt[0 .. k) (ascending, each once). */
export function dropUnits(s: string, k: number): string {
  if (k === 0) return s;
  if (k <= SLICED_DROPS) {
    let out = '';
    let from = 0;
    for (let j = 0; j < k; j++) {
      const at = dropAt[j]!;
      out += s.slice(from, at);
      from = at + 1;
    }
    return out + s.slice(from);
  }
  const n = s.length;
  if (unitBuffer.length < n) unitBuffer = new Uint16Array(Math.max(n, unitBuffer.length * 2));
  const buf = unitBuffer;
  let m = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    if (next < k && dropAt[next] === i) {
      next++;
      continue;
    }
    buf[m++] = s.charCodeAt(i);
  }
  return unitsToString(buf, m);
}

/** Joins runs of single-letter tokens ("d e l e t e account" → "delete account"); linear scan. */
export function joinSpacedLetters(s: string): string {
  const n = s.length;
  // a run: single letters (no letter on either side) with one separator (space . - _) between each and the next; its
  // letters are kept and the separators between them dropped. c0 c1 c2 are the units at i-1, i, i+1 (0 outside s).
  let k = 0;
  let c0 = 0;
  let c1 = n > 0 ? s.charCodeAt(0) : 0;
  let c2 = n > 1 ? s.charCodeAt(1) : 0;
  for (let i = 0; i + 2 < n; ) {
    // s[i] a single letter, s[i+1] a separator, s[i+2] a single letter
    if (isAsciiLetter(c1) && !isAsciiLetter(c0) && isSpacedSep(c2)) {
      const c3 = s.charCodeAt(i + 2);
      if (isAsciiLetter(c3) && (i + 3 >= n || !isAsciiLetter(s.charCodeAt(i + 3)))) {
        k = noteDrop(k, i + 1);
        // go on from the letter at i + 2, which is single (its left neighbour a separator)
        i += 2;
        c0 = c2;
        c1 = c3;
        c2 = i + 1 < n ? s.charCodeAt(i + 1) : 0;
        continue;
      }
    }
    i++;
    c0 = c1;
    c1 = c2;
    c2 = i + 1 < n ? s.charCodeAt(i + 1) : 0;
  }
  return dropUnits(s, k);
}
const isAsciiLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isSpacedSep = (c: number): boolean => c === 32 || c === 46 || c === 45 || c === 95;

/** Two passes, so runs like "d-e-l" lose every separator (each pass joins every other gap). */
export function joinInnerPunctuation(s: string): string {
  return s.replace(INNER_PUNCT, '$1$2').replace(INNER_PUNCT, '$1$2');
}

// The evasion tests above as global searches, for where in the text they hold.
export const LEETISH_AT = new RegExp(LEETISH.source, 'gi');
export const INNER_AT = new RegExp(HAS_INNER_PUNCT.source, 'g');
export const SPACED_AT = new RegExp(SPACED.source, 'gi');
const LEET_TRIGGERS = [LEETISH_AT];
const INNER_TRIGGERS = [INNER_AT];
const SPACED_TRIGGERS = [SPACED_AT];
const BOTH_TRIGGERS = [INNER_AT, SPACED_AT];

/** The evasions a text holds, as bits: prepText finds them with its tests, a caller may with a faster scan of its own. */
export const COPY_LEET = 1;
export const COPY_INNER = 2;
export const COPY_SPACED = 4;

/** A fold that joins inner punctuation (joinInnerPunctuation, or a one-scan equivalent of it). */
export type InnerJoin = (s: string) => string;

/** A pure string function that remembers its last two answers (for the folds of one evasionCopies call). */
function lastAnswers(f: (s: string) => string): (s: string) => string {
  let in0: string | null = null;
  let out0 = '';
  let in1: string | null = null;
  let out1 = '';
  return (s) => {
    if (s === in0) return out0;
    if (s === in1) return out1;
    const out = f(s);
    in1 = in0;
    out1 = out0;
    in0 = s;
    out0 = out;
    return out;
  };
}

/**
 * The evasion-folded copies of `start` for the evasions in `found` (COPY_* bits), each after ' || ' ('' when no fold
 * changed anything): leet folded, inner punctuation joined, spaced letters joined, and both joins at once ("un-lock the
 * f r o n t door") when each alone changed something. Each copy holds only the sentences around the evasion
 * (foldedStretches), so prose with one hyphenated word is not read twice.
 */
export function evasionCopies(start: string, found: number, innerFold: InnerJoin = joinInnerPunctuation): string {
  // the joins of inner punctuation and of spaced letters, and both at once, fold the same stretches where the evasions
  // share sentences, and both is then tested against each alone: within this call each fold's last answers are kept
  // (the folds are pure), so no stretch is folded the same way twice
  const join = lastAnswers(innerFold);
  const spaced = lastAnswers(joinSpacedLetters);
  const both = (s: string): string => spaced(join(s));
  const bothChanged = (s: string, folded: string): boolean => folded !== join(s) && folded !== spaced(s);
  let extra = '';
  if ((found & COPY_LEET) !== 0) {
    const folded = foldedStretches(start, LEET_TRIGGERS, foldLeet);
    if (folded !== '') extra += ` || ${folded}`;
  }
  let innerJoined = false;
  if ((found & COPY_INNER) !== 0) {
    const joined = foldedStretches(start, INNER_TRIGGERS, join);
    if (joined !== '') {
      extra += ` || ${joined}`;
      innerJoined = true;
    }
  }
  if ((found & COPY_SPACED) !== 0) {
    const joined = foldedStretches(start, SPACED_TRIGGERS, spaced);
    if (joined !== '') {
      extra += ` || ${joined}`;
      if (innerJoined) {
        const folded = foldedStretches(start, BOTH_TRIGGERS, both, bothChanged);
        if (folded !== '') extra += ` || ${folded}`;
      }
    }
  }
  return extra;
}

/**
 * An evasion-folded copy of the sentences of `s` where one of `triggers` (global regexes) matches, each with the
 * sentence before and after it (so a rule reading a verb in one sentence and its object or safeguard in the next
 * still finds both, as the frame reader's neighbourhood does), folded by `fold`. Stretches that meet are one stretch,
 * stretches are joined by ' || ', and a stretch the fold leaves unchanged is left out ('' when none changed).
 * Sentences end at a newline or at . ! ? before a space: every fold here reads only a character's neighbours, and
 * none joins across a space after a stop or a newline, so a stretch folds to what the same characters become in a
 * fold of the whole text.
 */
export function foldedStretches(s: string, triggers: readonly RegExp[], fold: (x: string) => string, changed = (x: string, folded: string): boolean => folded !== x): string {
  const at = evasionSentences(s, triggers);
  const n = s.length;
  const parts: string[] = [];
  let from = -1;
  let to = -1;
  const flush = (): void => {
    const piece = s.slice(from, to < n ? to - 1 : n);
    const folded = fold(piece);
    if (changed(piece, folded)) parts.push(folded);
  };
  for (let i = 0; i < at.length; i++) {
    // the sentence with the evasion, the one before and the one after: [start of the one before, start of the one after that)
    const start = at[i]!;
    const end = sentenceAfter(s, start);
    const first = start > 0 ? sentenceStart(s, start - 1) : 0;
    const last = end < n ? sentenceAfter(s, end) : n;
    if (from >= 0 && first <= to) to = Math.max(to, last);
    else {
      if (from >= 0) flush();
      from = first;
      to = last;
    }
  }
  if (from >= 0) flush();
  return parts.join(' || ');
}

/** Where the sentences holding a match of one of the triggers begin, ascending, each once. */
function evasionSentences(s: string, triggers: readonly RegExp[]): number[] {
  const out: number[] = [];
  for (const trigger of triggers) {
    trigger.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = trigger.exec(s)) !== null) {
      out.push(sentenceStart(s, m.index));
      // the rest of this sentence adds nothing: go on from the next one
      const next = sentenceAfter(s, m.index);
      if (next >= s.length) break;
      trigger.lastIndex = Math.max(trigger.lastIndex, next);
    }
    trigger.lastIndex = 0;
  }
  if (triggers.length > 1) out.sort((x, y) => x - y);
  return out.filter((x, i) => i === 0 || x !== out[i - 1]);
}

/** Sentence edges: a sentence begins at 0, after a newline, and after . ! or ? followed by a space. */
const beginsSentence = (s: string, i: number): boolean => {
  const p = s.charCodeAt(i - 1);
  return p === 10 || (p === 32 && i >= 2 && isStop(s.charCodeAt(i - 2)));
};
/** Where the sentence holding position p begins. */
function sentenceStart(s: string, p: number): number {
  for (let i = p; i > 0; i--) if (beginsSentence(s, i)) return i;
  return 0;
}
/** Where the sentence after the one holding position p begins, or s.length. */
function sentenceAfter(s: string, p: number): number {
  for (let i = p + 1; i < s.length; i++) if (beginsSentence(s, i)) return i;
  return s.length;
}
const isStop = (c: number): boolean => c === 46 || c === 33 || c === 63;

/**
 * Normalises the value (percent and entity decoding, NFKC, invisible characters, confusables, whitespace),
 * appends the listed metadata fields, and appends folded copies when the text shows leetspeak or spaced letters,
 * so every rule sees the evasion-free spelling too.
 */
export function prepText(value: string, metadata: Metadata, metaKeys: readonly string[], joinInnerPunct = false): PreparedText {
  let v = value;
  if (v.includes('%')) v = percentDecode(v);
  if (v.includes('&')) v = decodeEntities(v);
  // plain ASCII stays plain when its whitespace collapses (what normalizeText does to it): only other text needs the
  // second test, which on a megabyte was a whole extra scan
  const plain = isPlainAscii(v);
  let text = plain ? collapseWhitespace(v) : normalizeText(v);
  if (!plain && text.length > 0 && !isPlainAscii(text)) text = text.replace(SMALL_CAPS_CLASS, (c) => SMALL_CAPS[c] ?? c);
  const parts: string[] = [];
  for (const k of metaKeys) {
    const s = metaText(metadata, k);
    if (s !== undefined && s !== '') parts.push(`${k}: ${s}`);
  }
  if (parts.length > 0) text += ` || ${collapseWhitespace(normalizeUnicode(decodeEntities(parts.join(' | '))))}`;
  let lower = text.toLowerCase();
  // only 'İ' lower-cases to two units; the copies appended below are lower-case and go to both
  const lowerCased = lower.length === text.length;
  let head = lower.length > PARSE_LIMIT ? lower.slice(0, PARSE_LIMIT) : lower;
  // Evasion-folded copies only of the first COPY_LIMIT characters: real instructions are short, and this keeps
  // hostile megabyte inputs from doubling the work of every rule.
  const start = head.length > COPY_LIMIT ? head.slice(0, COPY_LIMIT) : head;
  const found = (LEETISH.test(start) ? COPY_LEET : 0) | (joinInnerPunct && HAS_INNER_PUNCT.test(start) ? COPY_INNER : 0) | (SPACED.test(start) ? COPY_SPACED : 0);
  const extra = found === 0 ? '' : evasionCopies(start, found);
  const copiesAt = lower.length;
  if (extra !== '') {
    text += extra;
    lower += extra;
    head += extra;
  }
  return { text, lower, head, lowerCased, copiesAt };
}

/** What prepText makes of a value: the text, its lower-cased haystack (see BaseContext.lowerCased) and head. */
export interface PreparedText {
  text: string; lower: string; head: string; lowerCased: boolean;
  /** Where in `lower` the appended evasion-folded copies start (its length when none): the text as written ends there. */
  copiesAt?: number;
}

/** Production, non-production or unknown: metadata decides when present, else the words of the value. */
export function envOf(metadata: Metadata, head: string): Env {
  const m = metaText(metadata, 'environment', 'env', 'stage', 'tier', 'workspace', 'cluster', 'namespace', 'context', 'account', 'profile', 'project', 'subscription');
  if (m !== undefined) {
    const e = envOfName(m);
    if (e !== '') return e;
  }
  return envOfWords(head) || 'unknown';
}

export const PREP_PATTERNS: readonly RegExp[] = [SMALL_CAPS_CLASS, INNER_PUNCT, HAS_INNER_PUNCT, LEETISH, SPACED, LEETISH_AT, INNER_AT, SPACED_AT];

/**
 * First occurrence of `target` (a global regex) that has `near` within `window` characters on either side.
 * Replaces "verb … gap … object" patterns, which the ReDoS audit cannot prove linear; at most `maxHits` targets.
 */
export function findNear(text: string, target: RegExp, near: RegExp, window = 100, maxHits = 16, after = window): { hit: RegExpExecArray; near: RegExpExecArray } | undefined {
  target.lastIndex = 0;
  let m: RegExpExecArray | null;
  let hits = 0;
  try {
    // leadExec answers as target.exec does (tried at its leads only when the analyzer lists it, lead-search.ts)
    while (hits++ < maxHits && (m = leadExec(target, text)) !== null) {
      const around = text.slice(Math.max(0, m.index - window), m.index + m[0].length + after);
      const n = near.exec(around);
      if (n) return { hit: m, near: n };
      if (m[0].length === 0) target.lastIndex++;
    }
    return undefined;
  } finally {
    target.lastIndex = 0;
  }
}
