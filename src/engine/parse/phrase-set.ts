import { KeywordAutomaton } from '../ahocorasick.js';
import { HitList } from '../hit-list.js';

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
 * The first of `words` (in list order) that occurs in `s`, or '': for a short list read once, where building an
 * automaton (PhraseSet) would cost more than the few `includes` it saves.
 */
export function firstIncluded(s: string, words: readonly string[]): string {
  for (const w of words) if (s.includes(w)) return w;
  return '';
}

/**
 * A fixed list of literal phrases found in one pass of a keyword automaton, instead of one `includes` per phrase
 * (a list of 70 phrases read a 20 KB text 70 times). `first(text)` answers exactly what
 * `phrases.find((p) => text.includes(p))` answers: the earliest phrase of the list that occurs anywhere.
 */
export class PhraseSet {
  /** Built on first use: loading a rule table costs nothing until a check reads the list. */
  private automaton: KeywordAutomaton | null = null;
  /** Scratch flags and occurrences of one scan, cleared as they are read (scans are synchronous). */
  private readonly found: Uint8Array;
  private readonly hits = new HitList();
  private readonly groups: Int32Array;

  constructor(readonly phrases: readonly string[]) {
    this.found = new Uint8Array(phrases.length);
    this.groups = new Int32Array(phrases.length);
  }

  /** The first phrase of the list that occurs in text, or undefined. */
  first(text: string): string | undefined {
    (this.automaton ??= new KeywordAutomaton(this.phrases.map((keyword, group) => ({ keyword, group })))).scanHitsInParts(text, this.found, this.hits);
    return foundGroups(this.found, this.hits, this.groups) === 0 ? undefined : this.phrases[this.groups[0]!];
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

export class PhraseLists {
  /** Built on first use (see PhraseSet). */
  private automaton: KeywordAutomaton | null = null;
  private readonly entries: ReadonlyArray<{ keyword: string; group: number }>;
  private readonly found: Uint8Array;
  private readonly hits = new HitList();
  private readonly groups: Int32Array;
  /** Per group (a phrase of some list, in list order), its list and its text. */
  private readonly listOf: Int32Array;
  private readonly phrases: readonly string[];
  private readonly lists: number;

  constructor(lists: readonly (readonly string[])[]) {
    const entries: Array<{ keyword: string; group: number }> = [];
    const listOf: number[] = [];
    lists.forEach((list, k) => {
      for (const keyword of list) {
        entries.push({ keyword, group: entries.length });
        listOf.push(k);
      }
    });
    this.entries = entries;
    this.found = new Uint8Array(entries.length);
    this.groups = new Int32Array(entries.length);
    this.listOf = Int32Array.from(listOf);
    this.phrases = entries.map((e) => e.keyword);
    this.lists = lists.length;
  }

  /** Per list, its phrases that occur in text, in list order (one shared empty list where none occurs). */
  foundOfEach(text: string): Array<readonly string[]> {
    const out: Array<readonly string[]> = new Array<readonly string[]>(this.lists).fill(NONE);
    (this.automaton ??= new KeywordAutomaton(this.entries)).scanHitsInParts(text, this.found, this.hits);
    const groups = this.groups;
    for (let i = 0, m = foundGroups(this.found, this.hits, groups); i < m; i++) {
      const g = groups[i]!;
      const k = this.listOf[g]!;
      if (out[k] === NONE) out[k] = [];
      (out[k] as string[]).push(this.phrases[g]!);
    }
    return out;
  }
}
