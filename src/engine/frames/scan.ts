import { LEXICON, type LexiconGroup } from './lexicon.js';

/**
 * The lexicon compiled into a word-start keyword index: one pass over the lower-cased text visits each word start
 * once, looks its first three characters up in a table, and checks only the few terms that begin with them. A term
 * is a whole word or phrase, or a stem (`*`); terms in scripts without spaces are tried at every character of that
 * script. The cost is one table probe per word, so it grows with the text's length and the terms it contains,
 * never with the size of the lexicon or with a regex over the whole text.
 */

export interface Term {
  readonly text: string;
  /** Stem: no word edge needed after it. */
  readonly stem: boolean;
  /** Leading punctuation (".env"): the term starts one character before a word start. */
  readonly lead: number;
  /** Indices into TAGS. */
  readonly tags: readonly number[];
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

/** Scripts written without spaces between words: every character may start a term. */
export const isUnspacedScript = (c: number): boolean => (c >= 0x3040 && c < 0xa000) || (c >= 0xac00 && c < 0xd800);

/**
 * The terms as a trie anchored at word starts: one global transition map keyed by state and character (small
 * integers, so V8 keeps them unboxed). A walk from a word start follows the text as far as some term continues,
 * so a word costs one probe per character it shares with a term prefix, whatever the lexicon's size.
 */
class TermTrie {
  /** ASCII transitions, dense: [state * width + classOf[c]]; 0 is "none" (the root is never a target). */
  ascii: Uint16Array = new Uint16Array(0);
  readonly classOf = new Uint8Array(128);
  width = 1;
  /** Other transitions, per state. */
  private readonly wide: Array<Map<number, number> | undefined> = [];
  /** The terms, and for each state the index of the term that ends there (-1: none). */
  readonly terms: Term[] = [];
  termAt: Int32Array = new Int32Array(0);
  /** Characters that start a term with leading punctuation (".env", "#general", "--all"). */
  readonly leads = new Set<number>();
  longest = 0;

  constructor(groups: readonly LexiconGroup[]) {
    const terms = mergeTerms(groups);
    for (const t of terms) {
      for (let i = 0; i < t.text.length; i++) {
        const c = t.text.charCodeAt(i);
        if (c < 128 && this.classOf[c] === 0) this.classOf[c] = this.width++;
      }
    }
    // states are numbered as they are created; the table grows with them
    const edges: Array<Map<number, number>> = [new Map()];
    const ends = new Map<number, number>();
    for (const term of terms) {
      if (term.lead > 0) this.leads.add(term.text.charCodeAt(0));
      let state = 0;
      for (let i = 0; i < term.text.length; i++) {
        const c = term.text.charCodeAt(i);
        let to = edges[state]!.get(c);
        if (to === undefined) {
          to = edges.length;
          edges.push(new Map());
          edges[state]!.set(c, to);
        }
        state = to;
      }
      ends.set(state, this.terms.length);
      this.terms.push(term);
      this.longest = Math.max(this.longest, term.text.length);
    }
    if (edges.length >= 0xffff) throw new Error('frame lexicon too large for 16-bit states');
    this.termAt = new Int32Array(edges.length).fill(-1);
    for (const [state, t] of ends) this.termAt[state] = t;
    this.ascii = new Uint16Array(edges.length * this.width);
    edges.forEach((m, state) => {
      for (const [c, to] of m) {
        if (c < 128) this.ascii[state * this.width + this.classOf[c]!] = to;
        else (this.wide[state] ??= new Map()).set(c, to);
      }
    });
  }

  /** The state after `c`, or -1. */
  step(state: number, c: number): number {
    if (c < 128) {
      const k = this.classOf[c]!;
      if (k === 0) return -1;
      const to = this.ascii[state * this.width + k]!;
      return to === 0 ? -1 : to;
    }
    return this.wide[state]?.get(c) ?? -1;
  }
}

function mergeTerms(groups: readonly LexiconGroup[]): Term[] {
  const merged = new Map<string, Set<number>>();
  for (const g of groups) {
    const tag = tagId(g.tag);
    for (const list of Object.values(g.terms)) {
      for (const raw of list ?? []) {
        const t = raw.toLowerCase();
        const set = merged.get(t) ?? new Set<number>();
        set.add(tag);
        merged.set(t, set);
      }
    }
  }
  const out: Term[] = [];
  for (const [raw, tags] of merged) {
    const stem = raw.endsWith('*');
    const text = stem ? raw.slice(0, -1) : raw;
    let lead = 0;
    while (lead < text.length && !isWordCode(text.charCodeAt(lead))) lead++;
    if (text.length === 0 || lead === text.length) continue;
    out.push({ text, stem, lead, tags: [...tags] });
  }
  return out;
}

const TRIE = new TermTrie(LEXICON);

/** The longest term, in characters. */
export const LONGEST_TERM = TRIE.longest;

/**
 * All lexicon terms in `lower` between `from` and `to`, in text order of their starts. Linear in the span: each
 * word start (and each character of an unspaced script) begins one bounded walk down the trie.
 */
export function scanTerms(lower: string, from = 0, to = lower.length): TermHit[] {
  const hits: TermHit[] = [];
  const table = TRIE.ascii;
  const classOf = TRIE.classOf;
  const width = TRIE.width;
  const termAt = TRIE.termAt;
  let prevWord = from > 0 && isWordCode(lower.charCodeAt(from - 1));
  for (let i = from; i < to; i++) {
    const c = lower.charCodeAt(i);
    if (c < 128) {
      const word = ASCII_WORD[c] === 1;
      if (word && !prevWord) {
        // the ASCII walk, inlined: most words leave the trie within a few characters
        const k0 = classOf[c]!;
        let state = k0 === 0 ? 0 : table[k0]!;
        for (let j = i + 1; state !== 0; j++) {
          const t = termAt[state]!;
          if (t >= 0) record(lower, i, j, TRIE.terms[t]!, hits);
          if (j >= lower.length) break;
          const d = lower.charCodeAt(j);
          if (d >= 128) {
            const next = TRIE.step(state, d);
            state = next < 0 ? 0 : next;
          } else {
            const k = classOf[d]!;
            state = k === 0 ? 0 : table[state * width + k]!;
          }
        }
      } else if (!word && TRIE.leads.has(c) && !prevWord) walk(lower, i, hits);
      prevWord = word;
    } else {
      const word = isWordCode(c);
      if (word && (!prevWord || isUnspacedScript(c))) walk(lower, i, hits);
      prevWord = word;
    }
  }
  return hits;
}

function record(lower: string, start: number, end: number, term: Term, hits: TermHit[]): void {
  const last = lower.charCodeAt(end - 1);
  if (!term.stem && end < lower.length && isWordCode(lower.charCodeAt(end)) && isWordCode(last) && !isUnspacedScript(last)) return;
  hits.push({ start, end, tags: term.tags });
}

function walk(lower: string, start: number, hits: TermHit[]): void {
  let state = 0;
  const n = lower.length;
  for (let j = start; j < n; j++) {
    state = TRIE.step(state, lower.charCodeAt(j));
    if (state < 0) return;
    const t = TRIE.termAt[state]!;
    if (t >= 0) record(lower, start, j + 1, TRIE.terms[t]!, hits);
  }
}
