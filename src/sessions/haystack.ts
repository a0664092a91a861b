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
  /** The ids found, ascending (most values hold none or a few). */
  hits: number[];
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

/**
 * The found table of the latest haystack: reused, so a scan allocates no table (ids × 1 byte) per action. Its length
 * is a multiple of four, read four ids at a time through `words` when collecting hits (most of the table is zero).
 */
let scratch = new Uint8Array(0);
let words = new Int32Array(0);

/**
 * The haystack of a value. Its `found` table is shared with the next haystackOf call: read a haystack before making
 * the next (the notes of one action are taken synchronously, one haystack at a time).
 */
export function haystackOf(value: string): Haystack {
  const head = value.length > HAYSTACK_CHARS ? value.slice(0, HAYSTACK_CHARS) : value;
  const text = ` ${head.toLowerCase().replace(SEPARATORS, ' ')} `;
  automaton ??= new KeywordAutomaton([...ids].map(([keyword, group]) => ({ keyword, group })));
  const size = (ids.size + 3) & ~3;
  if (scratch.length !== size) {
    scratch = new Uint8Array(size);
    words = new Int32Array(scratch.buffer);
  } else scratch.fill(0);
  const found = scratch;
  automaton.scan(text, found);
  const hits: number[] = [];
  for (let w = 0; w < words.length; w++) {
    if (words[w] === 0) continue;
    for (let id = w * 4; id < w * 4 + 4; id++) if (found[id] === 1) hits.push(id);
  }
  return { text, found, hits };
}

/**
 * A pattern list compiled once (lists are constants of the chain table and the fact forms): per pattern id, the
 * alternatives that hold it, so a test walks the few ids the value holds instead of every pattern of the list.
 * An alternative with a part nobody declared is tested by plain searches instead.
 */
interface CompiledList {
  /** Pattern id → the alternatives (their parts' ids) that contain it; an array indexed by id, most slots empty. */
  containing: Array<Int32Array[] | undefined>;
  /** Alternatives with an undeclared part, as strings. */
  undeclared: string[][];
}

/** A pattern list compiled for matchesList: what a constant list of the chain table or the fact forms is kept as. */
export type ValueList = CompiledList;

const compiledLists = new WeakMap<readonly ValuePattern[], CompiledList>();

/** Compiles a constant pattern list once (its parts declared first, see registerPatterns), for matchesList. */
export function valueList(patterns: readonly ValuePattern[]): ValueList {
  registerPatterns(patterns);
  return compileList(patterns);
}

function compileList(patterns: readonly ValuePattern[]): CompiledList {
  const containing: Array<Int32Array[] | undefined> = [];
  const undeclared: string[][] = [];
  for (const p of patterns) {
    const parts = typeof p === 'string' ? [p] : [...p];
    const partIds = parts.map((part) => ids.get(part) ?? -1);
    if (partIds.includes(-1)) { undeclared.push(parts); continue; }
    const alternative = Int32Array.from(partIds);
    for (const id of new Set(partIds)) {
      while (containing.length <= id) containing.push(undefined);
      const list = containing[id];
      if (list) list.push(alternative);
      else containing[id] = [alternative];
    }
  }
  return { containing, undeclared };
}

/** Whether any pattern of the list occurs (every part of an array pattern). */
export function matchesAny(h: Haystack, patterns: readonly ValuePattern[]): boolean {
  let list = compiledLists.get(patterns);
  if (list === undefined) compiledLists.set(patterns, (list = compileList(patterns)));
  return matchesList(h, list);
}

/** matchesAny for a list compiled ahead (valueList): no look-up of the list's compiled form per test. */
export function matchesList(h: Haystack, list: ValueList): boolean {
  for (const id of h.hits) {
    const alternatives = id < list.containing.length ? list.containing[id] : undefined;
    if (alternatives === undefined) continue;
    for (const alternative of alternatives) {
      let all = true;
      for (let i = 0; all && i < alternative.length; i++) all = h.found[alternative[i]!] === 1;
      if (all) return true;
    }
  }
  for (const parts of list.undeclared) if (parts.every((part) => h.text.includes(part))) return true;
  return false;
}
