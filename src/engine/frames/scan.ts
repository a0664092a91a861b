import { HitList, KeywordAutomaton } from '../ahocorasick.js';
import { buildTables, type KeywordEntry } from '../automaton-build.js';
import { DENSE_LIMITS } from '../automaton-layout.js';
import { cachedRecord, tablesIdentity } from '../automaton-cache.js';
import { setTagScanner } from '../learned/features.js';
import { foldAccents } from './fold.js';
import { PROSE_TYPES } from './prose-types.js';
import { INFLECTION_IDENTITY, inflectedTail, inflectsAs, langBit, opensCompound } from './inflection.js';
import { LEXICON, type Lang, type LexiconGroup } from './lexicon.js';

/**
 * The lexicon compiled into a word-start keyword index: one pass over the lower-cased text visits each word start
 * once, looks its first three characters up in a table, and checks only the few terms that begin with them. A term
 * is a whole word or phrase, or a stem (`*`); terms in scripts without spaces are tried at every character of that
 * script. The cost is one table probe per word, so it grows with the text's length and the terms it contains,
 * never with the size of the lexicon or with a regex over the whole text.
 */

interface Term {
  readonly text: string;
  /** Stem: no word edge needed after it. */
  readonly stem: boolean;
  /** Leading punctuation (".env"): the term starts one character before a word start. */
  readonly lead: number;
  /** Indices into TAGS. */
  readonly tags: readonly number[];
  /** The term ends in a letter of a spaced script: a whole-word term then needs a word edge after it. */
  readonly wordEnd: boolean;
  /** Languages (inflection.ts bits) whose noun or verb endings a whole-word term takes, and those whose compounds it may open. */
  readonly nouns: number;
  readonly verbs: number;
  readonly compounds: number;
}

export interface TermHit {
  readonly start: number;
  readonly end: number;
  readonly tags: readonly number[];
}

/** Every tag the lexicon knows, in a fixed order (a tag's index is its id in a reading). */
export const TAGS: readonly string[] = [...new Set(LEXICON.map((g) => g.tag))];
const TAG_INDEX = new Map(TAGS.map((t, i) => [t, i]));
export function tagId(tag: string): number {
  const id = TAG_INDEX.get(tag);
  if (id === undefined) throw new Error(`unknown frame tag ${tag}`);
  return id;
}

const ASCII_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_WORD[c] = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) ? 1 : 0;

/** Letters and digits of any script (underscores are not: identifiers are read as words). */
export const isWordCode = (c: number): boolean =>
  c < 128 ? ASCII_WORD[c] === 1 : (c >= 0xc0 && c < 0x2000 && c !== 0xd7 && c !== 0xf7) || (c >= 0x3040 && c < 0xa000) || (c >= 0xac00 && c < 0xd800);

/** The word that ends right before `pos` past any spaces, at most `max` characters of it (its tail when longer). */
export function wordBefore(s: string, pos: number, max: number): string {
  let e = pos;
  while (e > 0 && s.charCodeAt(e - 1) === 32) e--;
  let b = e;
  while (b > 0 && e - b < max && isWordCode(s.charCodeAt(b - 1))) b--;
  return s.slice(b, e);
}

/** Scripts written without spaces between words: every character may start a term. */
export const isUnspacedScript = (c: number): boolean => (c >= 0x3040 && c < 0xa000) || (c >= 0xac00 && c < 0xd800);

/**
 * Russian and Ukrainian inflect nouns, adjectives and verbs by their endings (case, number, person, mood): a whole-word
 * term in Cyrillic is read as its stem followed by any ending, so one entry covers its forms. The stem is the word
 * without its longest ending that leaves at least CYRILLIC_STEM_MIN letters (shorter stems would run into other words:
 * "сотри" stays whole, or it would find "сотрудник"); of a phrase, its last word is stemmed (down to three letters: the
 * words before it hold it in place). Null when nothing strips.
 */
export function cyrillicStem(term: string): string | null {
  const space = term.lastIndexOf(' ');
  const last = term.slice(space + 1);
  for (let i = 0; i < last.length; i++) {
    const c = last.charCodeAt(i);
    if (c < 0x400 || c > 0x4ff) return null;
  }
  // the last word of a phrase is held in place by the words before it: a shorter stem is safe there ("личную почт*")
  const min = space < 0 ? CYRILLIC_STEM_MIN : CYRILLIC_PHRASE_STEM_MIN;
  for (const ending of CYRILLIC_ENDINGS) {
    if (last.endsWith(ending) && last.length - ending.length >= min) return `${term.slice(0, term.length - ending.length)}*`;
  }
  return null;
}
const CYRILLIC_STEM_MIN = 5;
const CYRILLIC_PHRASE_STEM_MIN = 3;
/** Endings of Russian and Ukrainian word forms, longest first (infinitives, imperatives, case and number endings). */
const CYRILLIC_ENDINGS = ['ить', 'ать', 'ять', 'еть', 'ите', 'іть', 'йте', 'ьте', 'ть', 'те', 'ей', 'ий', 'ый', 'ой', 'ая', 'ое', 'ые', 'ие', 'ую', 'ою', 'ь', 'й', 'и', 'і', 'ї', 'а', 'я', 'ы', 'е', 'у', 'ю', 'о'];

/** Terms by their text: a stem and a whole word of the same text are one stem when they tell the same tags. */
function mergeTerms(groups: readonly LexiconGroup[]): Term[] {
  const stems = new Map<string, Set<number>>();
  const words = new Map<string, Set<number>>();
  // a whole word's inflection: the languages whose endings it takes, and those whose compounds it opens
  const nouns = new Map<string, number>();
  const verbs = new Map<string, number>();
  const compounds = new Map<string, number>();
  for (const g of groups) {
    const tag = tagId(g.tag);
    for (const [lang, list] of Object.entries(g.terms)) {
      for (const raw of list ?? []) {
        const folded = foldAccents(raw.toLowerCase());
        // an inflected Cyrillic word is read by its stem: "пароль" finds "пароли", "паролей"; "удалить" finds "удалите"
        const t = folded.endsWith('*') ? folded : cyrillicStem(folded) ?? folded;
        const stem = t.endsWith('*');
        const text = stem ? t.slice(0, -1) : t;
        const into = stem ? stems : words;
        const set = into.get(text) ?? new Set<number>();
        set.add(tag);
        into.set(text, set);
        const as = stem ? null : inflectsAs(text, g.tag);
        if (as !== null) {
          const bit = langBit(lang as Lang);
          if (as.noun) nouns.set(text, (nouns.get(text) ?? 0) | bit);
          if (as.verb) verbs.set(text, (verbs.get(text) ?? 0) | bit);
          if (as.noun && opensCompound([g.tag])) compounds.set(text, (compounds.get(text) ?? 0) | bit);
        }
      }
    }
  }
  const out: Term[] = [];
  const add = (text: string, stem: boolean, tags: Set<number>): void => {
    let lead = 0;
    while (lead < text.length && !isWordCode(text.charCodeAt(lead))) lead++;
    const last = text.charCodeAt(text.length - 1);
    const wordEnd = isWordCode(last) && !isUnspacedScript(last);
    const inflect = !stem && wordEnd && last < 128;
    if (text.length > 0 && lead < text.length && tags.size > 0) {
      const mask = (m: Map<string, number>): number => (inflect ? m.get(text) ?? 0 : 0);
      out.push({ text, stem, lead, tags: [...tags], wordEnd, nouns: mask(nouns), verbs: mask(verbs), compounds: mask(compounds) });
    }
  };
  for (const [text, tags] of stems) add(text, true, tags);
  for (const [text, tags] of words) {
    const covered = stems.get(text);
    add(text, false, new Set([...tags].filter((t) => !covered?.has(t))));
  }
  return out;
}

/**
 * What a scan reads of each term, by term (the automaton's group): columns rather than objects, so that a process which
 * keeps them in a file (automaton-cache.ts's cachedRecord: the CLI's check and hook) reads a few typed arrays instead of
 * merging the lexicon again, which is most of this module's load time.
 */
interface TermTable {
  /** Length in characters. */
  readonly length: Uint16Array;
  /** Term.lead. */
  readonly lead: Uint16Array;
  /** STEM and WORD_END bits (Term.stem, Term.wordEnd). */
  readonly flags: Uint8Array;
  /** Term.nouns, Term.verbs and Term.compounds: language bits of inflection.ts. */
  readonly nouns: Uint8Array;
  readonly verbs: Uint8Array;
  readonly compounds: Uint8Array;
  /** Term i's tags are tagValues[tagStart[i] .. tagStart[i + 1]). */
  readonly tagStart: Int32Array;
  readonly tagValues: Int32Array;
  /** The longest term, in characters. */
  readonly longest: number;
}
const STEM = 1;
const WORD_END = 2;

function termTable(terms: readonly Term[]): TermTable {
  const tagStart = new Int32Array(terms.length + 1);
  const tagValues: number[] = [];
  terms.forEach((t, i) => {
    tagStart[i] = tagValues.length;
    tagValues.push(...t.tags);
  });
  tagStart[terms.length] = tagValues.length;
  return {
    length: Uint16Array.from(terms, (t) => t.text.length),
    lead: Uint16Array.from(terms, (t) => t.lead),
    flags: Uint8Array.from(terms, (t) => (t.stem ? STEM : 0) | (t.wordEnd ? WORD_END : 0)),
    nouns: Uint8Array.from(terms, (t) => t.nouns),
    verbs: Uint8Array.from(terms, (t) => t.verbs),
    compounds: Uint8Array.from(terms, (t) => t.compounds),
    tagStart,
    tagValues: Int32Array.from(tagValues),
    longest: terms.reduce((m, t) => Math.max(m, t.text.length), 0),
  };
}

/** The automaton's entries: word-start terms as word-start entries, one group per term. */
const entriesOf = (terms: readonly Term[]): KeywordEntry[] =>
  terms.map((t, group) => ({ keyword: t.text, group, wordStart: t.lead === 0 && !isUnspacedScript(t.text.charCodeAt(0)) }));

/** Exercises the merge: case, accents, a stem covering a word's tag, leading punctuation, an unspaced script, an empty term. */
const probeLexicon = (): LexiconGroup[] => [
  { tag: TAGS[0]!, terms: { en: ['Éxport*', 'export', 'a b', '.env', 'x', '*'], other: ['送信', 'отправ*'] }, examples: [] },
  { tag: TAGS[1]!, terms: { en: ['export', 'ÉXPORT*', 'send', 'l\u2019ami'], de: ['übertrag*', 'straße'], other: ['пароль', 'личную почту'] }, examples: [] },
];

/**
 * Everything the merged terms depend on: the lexicon's tags and terms in full, and what this module's merge makes of
 * a probe lexicon (so a changed merge, fold or word test gives a different identity, not a stale record).
 */
function termsIdentity(): string {
  const probe = mergeTerms(probeLexicon());
  return JSON.stringify([probe, entriesOf(probe), LEXICON.map((g) => [g.tag, g.terms]), INFLECTION_IDENTITY]);
}

let identity: string | null = null;
const identityOnce = (): string => (identity ??= termsIdentity());
/** The merged terms when this process merged them (no record kept, or none matched), until the automaton is built from them. */
let merged: readonly Term[] | null = null;
const TERMS: TermTable = cachedRecord('frame-terms', identityOnce, () => termTable((merged = mergeTerms(LEXICON))));
/** Each term's tags as the list a hit carries, made on the term's first hit (one list per term, so hits of one term share it). */
const TAG_LISTS = new Array<readonly number[] | undefined>(TERMS.length.length);
const tagsOf = (term: number): readonly number[] =>
  (TAG_LISTS[term] ??= Array.from(TERMS.tagValues.subarray(TERMS.tagStart[term]!, TERMS.tagStart[term + 1]!)));

/** The longest term, in characters. */
export const LONGEST_TERM = TERMS.longest;

/** The same terms in the engine's keyword automaton (entriesOf). */
let automaton: KeywordAutomaton | null = null;
/** Built on first use: a process that never reads prose (a one-type CLI check of a command) never pays for it. */
export function termAutomaton(): KeywordAutomaton {
  if (automaton === null) {
    // word states (automaton-build.ts BuildOptions): its terms are nearly all word-start ones, and every scan of it
    // reads to the text's end (strictEnd is never set short)
    const tables = cachedRecord('frame-term-automaton', () => `${identityOnce()}\n${tablesIdentity()}\nword-states`, () => buildTables(entriesOf(merged ?? mergeTerms(LEXICON)), DENSE_LIMITS, { wordStates: true }));
    automaton = new KeywordAutomaton(tables);
    merged = null;
  }
  return automaton;
}
const FOUND = new Uint8Array(TERMS.length.length);
const POSITIONS = new HitList();

/** The term automaton's keyword entries, merged afresh (a test builds them with more terms). */
export const termEntriesForTest = (): KeywordEntry[] => entriesOf(mergeTerms(LEXICON));

/** The merged terms and their tags as the reader sees them (tests compare a kept record with a fresh merge). */
export function termsForTest(): { fresh: TermTable; loaded: TermTable } {
  return { fresh: termTable(mergeTerms(LEXICON)), loaded: TERMS };
}

/**
 * All lexicon terms in `lower` (lower-cased and accent-folded, see fold.ts), in text order of their starts: one pass of the keyword automaton (a DFA over
 * character classes), then each occurrence's edges are checked (a whole-word term must end at a word edge, a term
 * with leading punctuation must not follow a letter). Linear in the text; the automaton's scratch lists are reused
 * and left empty (scans are synchronous).
 */
export function scanTerms(lower: string): TermHit[] {
  return termHits(lower, lower.length >= ONE_CHAIN_BELOW);
}

/** scanTerms by the one chain and by the four, whatever the length (a test compares them). */
export const scanTermsByPathForTest = (lower: string, parts: boolean): TermHit[] => termHits(lower, parts);

function termHits(lower: string, parts: boolean): TermHit[] {
  POSITIONS.length = 0;
  if (parts) termAutomaton().scanHitsInParts(lower, FOUND, POSITIONS);
  else termAutomaton().scanHits(lower, FOUND, POSITIONS);
  const data = POSITIONS.data;
  const count = POSITIONS.length;
  const n = lower.length;
  const hits: TermHit[] = [];
  for (let k = 0; k < count; k += 2) {
    const group = data[k]!;
    FOUND[group] = 0;
    const end = data[k + 1]!;
    const start = end - TERMS.length[group]!;
    if (!edgesHold(lower, group, start, end, n)) continue;
    const tags = tagsOf(group);
    // occurrences come in order of their ends (within each part of the scan): move this one back past terms that start later
    let at = hits.length;
    while (at > 0 && hits[at - 1]!.start > start) at--;
    if (reported(hits, at, start, end, tags)) continue;
    if (at === hits.length) hits.push({ start, end, tags });
    else hits.splice(at, 0, { start, end, tags });
  }
  POSITIONS.length = 0;
  return hits;
}

/**
 * Below this length a text is scanned in one chain (scanHits) rather than four (scanHitsInParts, from BYTES_MIN on):
 * on texts of 48-95 characters (a third of the corpus's values) the four chains' set-up, the byte copy and the chains
 * run on past their parts inside the long phrase terms cost more than the overlapped cache misses save (corpus values,
 * one process, the two paths alternating: 0.85 against 1.16 µs per scan warm, 3.5 against 4.5 with 2 MB of other
 * work between scans); from about 128 characters the four chains are as fast or faster. The occurrences are the same
 * (each is inserted by its start below, and a part's order is by ends like the one chain's).
 */
const ONE_CHAIN_BELOW = 96;

/** A term's occurrence at [start, end) stands at the word edges it needs. */
function edgesHold(lower: string, group: number, start: number, end: number, n: number): boolean {
  const lead = TERMS.lead[group]!;
  const flags = TERMS.flags[group]!;
  if (start > 0 && lead > 0 && isWordCode(lower.charCodeAt(start - 1))) return false;
  // the automaton's word-start test knows ASCII letters only
  if (start > 0 && lead === 0 && lower.charCodeAt(start - 1) >= 128 && isWordCode(lower.charCodeAt(start - 1)) && !isUnspacedScript(lower.charCodeAt(start))) return false;
  if ((flags & STEM) !== 0 || end >= n || (flags & WORD_END) === 0 || !isWordCode(lower.charCodeAt(end))) return true;
  // a whole word that goes on: one of its language's endings or a compound's tail (inflection.ts), or another word
  const noun = TERMS.nouns[group]!;
  const verb = TERMS.verbs[group]!;
  const compound = TERMS.compounds[group]!;
  return (noun | verb | compound) !== 0 && inflectedTail(lower, start, end, { noun, verb, compound }, isWordCode);
}

/**
 * The tags of the phrases in `lower` (terms whose text holds a space), added to `into`: the occurrences scanTerms
 * reports, read without making its hit list (a structured reader asks only for object phrases among identifier words).
 */
export function phraseTermTags(lower: string, into: Set<number>): void {
  POSITIONS.length = 0;
  termAutomaton().scanHitsInParts(lower, FOUND, POSITIONS);
  const data = POSITIONS.data;
  const count = POSITIONS.length;
  const n = lower.length;
  for (let k = 0; k < count; k += 2) {
    const group = data[k]!;
    FOUND[group] = 0;
    const end = data[k + 1]!;
    const start = end - TERMS.length[group]!;
    const space = lower.indexOf(' ', start);
    if (space < 0 || space >= end || !edgesHold(lower, group, start, end, n)) continue;
    for (let i = TERMS.tagStart[group]!; i < TERMS.tagStart[group + 1]!; i++) into.add(TERMS.tagValues[i]!);
  }
  POSITIONS.length = 0;
}

/** The automaton may report one keyword twice at one end (a word-start entry reached along two failure paths). */
function reported(hits: readonly TermHit[], at: number, start: number, end: number, tags: readonly number[]): boolean {
  for (let i = at - 1; i >= 0 && hits[i]!.start === start; i--) if (hits[i]!.end === end && hits[i]!.tags === tags) return true;
  return false;
}

// the learned second opinion reads the lexicon's tags of a prose action as features (learned/features.ts)
// (an ASCII text, which folding leaves as it is, goes to the scan unfolded)
setTagScanner((lower) => scanTerms(foldAccents(lower)), TAGS, PROSE_TYPES, scanTerms);
