import { KeywordAutomaton } from '../ahocorasick.js';

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
  /** Scratch flags of one scan, cleared as they are read (scans are synchronous). */
  private readonly found: Uint8Array;

  constructor(readonly phrases: readonly string[]) {
    this.found = new Uint8Array(phrases.length);
  }

  /** The first phrase of the list that occurs in text, or undefined. */
  first(text: string): string | undefined {
    const found = this.found;
    (this.automaton ??= new KeywordAutomaton(this.phrases.map((keyword, group) => ({ keyword, group })))).scan(text, found);
    let first: string | undefined;
    for (let i = 0; i < found.length; i++) {
      if (found[i] === 1) {
        found[i] = 0;
        first ??= this.phrases[i];
      }
    }
    return first;
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
    this.listOf = Int32Array.from(listOf);
    this.phrases = entries.map((e) => e.keyword);
    this.lists = lists.length;
  }

  /** Per list, its phrases that occur in text, in list order (one shared empty list where none occurs). */
  foundOfEach(text: string): Array<readonly string[]> {
    const out: Array<readonly string[]> = new Array<readonly string[]>(this.lists).fill(NONE);
    const found = this.found;
    (this.automaton ??= new KeywordAutomaton(this.entries)).scan(text, found);
    for (let g = 0; g < found.length; g++) {
      if (found[g] === 1) {
        found[g] = 0;
        const k = this.listOf[g]!;
        if (out[k] === NONE) out[k] = [];
        (out[k] as string[]).push(this.phrases[g]!);
      }
    }
    return out;
  }
}
