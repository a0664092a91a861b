/**
 * The text that chain steps and data-flow facts match their value patterns against, scanned once per action by one
 * Aho–Corasick automaton over every pattern string (the engine's automaton class; nothing of the rule tables): each
 * pattern test is then a table lookup, and the cost of an action is one linear pass, whatever the number of patterns.
 */
import { KeywordAutomaton } from '../engine/ahocorasick.js';
import type { ValuePattern } from './types.js';

/** Patterns read the first 16 KB of a value (commands and calls are far shorter; the engine reads it all). */
const HAYSTACK_CHARS = 16_384;
const SEPARATORS = /[\s;|&()`<>'",]+/g;

export interface Haystack {
  /** Lower-cased value, separators folded to single spaces, a space at each end (see ValuePattern). */
  text: string;
  /** found[id] is 1 when the pattern string with that id occurs in text. */
  found: Uint8Array;
}

const ids = new Map<string, number>();
let automaton: KeywordAutomaton | undefined;

/** Declares pattern strings (modules declare theirs when they load; the automaton is built at the first scan). */
export function registerPatterns(patterns: readonly ValuePattern[]): void {
  for (const p of patterns) {
    for (const part of typeof p === 'string' ? [p] : p) {
      if (part.length === 0) throw new Error('empty value pattern');
      if (!ids.has(part)) { ids.set(part, ids.size); automaton = undefined; }
    }
  }
}

export function haystackOf(value: string): Haystack {
  const head = value.length > HAYSTACK_CHARS ? value.slice(0, HAYSTACK_CHARS) : value;
  const text = ` ${head.toLowerCase().replace(SEPARATORS, ' ')} `;
  automaton ??= new KeywordAutomaton([...ids].map(([keyword, group]) => ({ keyword, group })));
  const found = new Uint8Array(ids.size);
  automaton.scan(text, found);
  return { text, found };
}

function occurs(h: Haystack, s: string): boolean {
  const id = ids.get(s);
  // a pattern nobody declared still answers correctly, by a plain search
  return id !== undefined ? h.found[id] === 1 : h.text.includes(s);
}

export function matchesPattern(h: Haystack, p: ValuePattern): boolean {
  if (typeof p === 'string') return occurs(h, p);
  for (const part of p) if (!occurs(h, part)) return false;
  return true;
}

export function matchesAny(h: Haystack, patterns: readonly ValuePattern[]): boolean {
  for (const p of patterns) if (matchesPattern(h, p)) return true;
  return false;
}
