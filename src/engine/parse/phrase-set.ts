import { KeywordAutomaton } from '../ahocorasick.js';
import { HitList } from '../hit-list.js';
import { heldOccurrences, lowerBound, type Held, type ScanSet } from '../lead-search.js';

/**
 * The groups a scan found, each once, in ascending order, their flags cleared: read from the scan's occurrence list
 * rather than from every flag (code's lexicon has 1 821 phrases, and a short snippet holds a handful of them: the loop
 * over every flag was most of a codeFrame call). Returns how many groups were written to `out`.
 */
function foundGroups(found: Uint8Array, hits: HitList, out: Int32Array): number {
  const data = hits.data;
  let m = 0;
  for (let k = 0; k < hits.length; k += 2) {
    const g = data[k]!;
    if (found[g] !== 1) continue;
    found[g] = 0;
    // insertion into place: few groups per scan
    let j = m++;
    while (j > 0 && out[j - 1]! > g) { out[j] = out[j - 1]!; j--; }
    out[j] = g;
  }
  hits.length = 0;
  return m;
}

/**
 * foundGroups from the occurrences the check's own keyword pass found (lead-search.ts heldOccurrences) instead of a
 * scan of its own: the entries that occur inside `text` (which stands at held.offset of the pass's haystack), each
 * once, ascending. An occurrence counts when it lies wholly inside the text, as the text's own scan would find it.
 */
function heldGroups(held: Held, lengths: Int32Array, text: string, found: Uint8Array, out: Int32Array): number {
  const from = held.offset;
  const to = from + text.length;
  const starts = held.starts;
  const entry = held.entry;
  let m = 0;
  for (let i = lowerBound(starts, from); i < starts.length && starts[i]! < to; i++) {
    const g = entry[i]!;
    if (found[g] === 1 || starts[i]! + lengths[g]! > to) continue;
    found[g] = 1;
    let j = m++;
    while (j > 0 && out[j - 1]! > g) { out[j] = out[j - 1]!; j--; }
    out[j] = g;
  }
  for (let i = 0; i < m; i++) found[out[i]!] = 0;
  return m;
}

/** A phrase list's entries as a scan set's (ScanSet.entries: plain entries, one group each, in list order). */
const setEntries = (phrases: readonly string[]): ReadonlyArray<{ readonly keyword: string; readonly wordStart: boolean }> =>
  phrases.map((keyword) => ({ keyword, wordStart: false }));

/**
 * The first of `words` (in list order) that occurs in `s`, or '': for a short list read once, where building an
 * automaton (PhraseSet) would cost more than the few `includes` it saves.
 */
export function firstIncluded(s: string, words: readonly string[]): string {
  for (const w of words) if (s.includes(w)) return w;
  return '';
}

const LETTER = /\p{L}/u;
/** Scripts that write spaces between words: a word of these opens where no letter precedes it. */
const SPACED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * The first of `words` (in list order) that occurs where a word begins, or '': an occurrence preceded by a letter is
 * inside another word ("stamp" in "timestamp", "seal" in "unsealed") and does not count. A word that does not open
 * with a Latin, Cyrillic or Greek letter (punctuation, a digit, a script written without spaces such as Japanese
 * or Chinese) is taken anywhere, as firstIncluded takes it.
 */
export function firstAtWordStart(s: string, words: readonly string[]): string {
  for (const w of words) {
    for (let at = s.indexOf(w); at >= 0; at = s.indexOf(w, at + 1)) {
      if (!insideWord(s, at, w)) return w;
    }
  }
  return '';
}

/**
 * `w`, found in `s` at `at`, stands inside another word: it opens with a letter of a script written with spaces and a
 * letter precedes it ("stamp" in "timestamp"). One test for firstAtWordStart and the readers that walk occurrences.
 */
export function insideWord(s: string, at: number, w: string): boolean {
  return at > 0 && SPACED.test(w[0] ?? '') && LETTER.test(s[at - 1]!);
}

/**
 * A fixed list of literal phrases found in one pass of a keyword automaton, instead of one `includes` per phrase
 * (a list of 70 phrases read a 20 KB text 70 times). `first(text)` answers exactly what
 * `phrases.find((p) => text.includes(p))` answers: the earliest phrase of the list that occurs anywhere.
 */
export class PhraseSet implements ScanSet {
  /** Built on first use: loading a rule table costs nothing until a check reads the list. */
  private automaton: KeywordAutomaton | null = null;
  /** Scratch flags and occurrences of one scan, cleared as they are read (scans are synchronous). */
  private readonly found: Uint8Array;
  private readonly hits = new HitList();
  private readonly groups: Int32Array;
  private readonly lengths: Int32Array;
  private readonly listed: ReadonlyArray<{ readonly keyword: string; readonly wordStart: boolean }>;

  constructor(readonly phrases: readonly string[]) {
    this.found = new Uint8Array(phrases.length);
    this.groups = new Int32Array(phrases.length);
    this.lengths = Int32Array.from(phrases, (p) => p.length);
    this.listed = setEntries(phrases);
  }

  /**
   * The phrases as a scan set (lead-search.ts): an analyzer that lists the set (Analyzer.scanSets) finds them in its
   * own keyword pass, and `first` then reads that pass's occurrences for the check's haystack and its windows.
   */
  entries(): ReadonlyArray<{ readonly keyword: string; readonly wordStart: boolean }> {
    return this.listed;
  }

  /** The first phrase of the list that occurs in text, or undefined. */
  first(text: string): string | undefined {
    const held = heldOccurrences(this, text);
    const m = held !== null && held.entries === this.listed ? heldGroups(held, this.lengths, text, this.found, this.groups)
      : this.scanned(text);
    return m === 0 ? undefined : this.phrases[this.groups[0]!];
  }

  private scanned(text: string): number {
    (this.automaton ??= new KeywordAutomaton(this.phrases.map((keyword, group) => ({ keyword, group })))).scanHitsInParts(text, this.found, this.hits);
    return foundGroups(this.found, this.hits, this.groups);
  }

  /** True when some phrase of the list occurs in text. */
  any(text: string): boolean {
    return this.first(text) !== undefined;
  }
}

/**
 * Several phrase lists found in one automaton pass: `foundOfEach(text)[k]` lists the phrases of list k that occur,
 * in list order (its first is what `PhraseSet.first` would answer for list k alone). For a frame read from many
 * lexicon lists at once.
 */
const NONE: readonly string[] = [];

export class PhraseLists implements ScanSet {
  /** Built on first use (see PhraseSet). */
  private automaton: KeywordAutomaton | null = null;
  private readonly keywordEntries: ReadonlyArray<{ keyword: string; group: number }>;
  private readonly found: Uint8Array;
  private readonly hits = new HitList();
  private readonly groups: Int32Array;
  /** Per group (a phrase of some list, in list order), its list and its text. */
  private readonly listOf: Int32Array;
  private readonly phrases: readonly string[];
  private readonly lists: number;
  private readonly lengths: Int32Array;
  private readonly listed: ReadonlyArray<{ readonly keyword: string; readonly wordStart: boolean }>;

  constructor(lists: readonly (readonly string[])[]) {
    const entries: Array<{ keyword: string; group: number }> = [];
    const listOf: number[] = [];
    lists.forEach((list, k) => {
      for (const keyword of list) {
        entries.push({ keyword, group: entries.length });
        listOf.push(k);
      }
    });
    this.keywordEntries = entries;
    this.found = new Uint8Array(entries.length);
    this.groups = new Int32Array(entries.length);
    this.listOf = Int32Array.from(listOf);
    this.phrases = entries.map((e) => e.keyword);
    this.lists = lists.length;
    this.lengths = Int32Array.from(this.phrases, (p) => p.length);
    this.listed = setEntries(this.phrases);
  }

  /** Every list's phrases, in order, as a scan set (see PhraseSet.entries). */
  entries(): ReadonlyArray<{ readonly keyword: string; readonly wordStart: boolean }> {
    return this.listed;
  }

  /** Per list, its phrases that occur in text, in list order (one shared empty list where none occurs). */
  foundOfEach(text: string): Array<readonly string[]> {
    const out: Array<readonly string[]> = new Array<readonly string[]>(this.lists).fill(NONE);
    const groups = this.groups;
    const held = heldOccurrences(this, text);
    let m: number;
    if (held !== null && held.entries === this.listed) m = heldGroups(held, this.lengths, text, this.found, groups);
    else {
      (this.automaton ??= new KeywordAutomaton(this.keywordEntries)).scanHitsInParts(text, this.found, this.hits);
      m = foundGroups(this.found, this.hits, groups);
    }
    for (let i = 0; i < m; i++) {
      const g = groups[i]!;
      const k = this.listOf[g]!;
      if (out[k] === NONE) out[k] = [];
      (out[k] as string[]).push(this.phrases[g]!);
    }
    return out;
  }
}
