/**
 * Builds the tables of a KeywordAutomaton (ahocorasick.ts) from its keyword entries.
 *
 * Everything is built in flat typed arrays: the trie's ASCII children by character class, the failure links and the
 * DFA in one Int32Array row per state, and the merged outputs of all states in two flat arrays indexed by state
 * (mergeOutputs). A short-lived process (the CLI's
 * check, the Claude Code hook) builds its automata once, mostly in the interpreter: per-state arrays, Maps and Sets
 * made the prose types' term automaton (about 19 000 states) take 300 ms of CPU there, most of it allocation and GC.
 * The tables equal the per-state build's entry for entry (a test compares them on every rule set).
 */

import { DENSE_LIMITS, layoutTables, planLayout, type DenseLimits } from './automaton-layout.js';

/**
 * Code units below this have table columns (character classes): ASCII and Latin-1, so that accented European text
 * steps through the same rows as ASCII text and can be scanned as bytes. Units from here on take per-state maps.
 */
export const TABLE_UNITS = 256;

export interface KeywordEntry {
  readonly keyword: string;
  readonly group: number;
  /** Reported only where no ASCII letter or digit precedes the keyword. */
  readonly wordStart?: boolean;
}

/**
 * Per-state numbers (state numbers, offsets into the outputs) in 16 bits when they all fit, as they do for every
 * automaton of the engine: half the bytes of a table file and of cache for these arrays (narrowed).
 */
export type StateNumbers = Int32Array | Uint16Array;

/** What a KeywordAutomaton scans with (see its field comments). */
export interface AutomatonTables {
  readonly classOf: Uint8Array;
  readonly width: number;
  /** States 0 .. dense - 1 have a row in `next`, the others one edge and a failure target (automaton-layout.ts). */
  readonly dense: number;
  readonly next: Int16Array | Int32Array;
  /** State dense + j's one trie edge (class 0 and target 0 when it has none), and its failure target, which has a row. */
  readonly edgeClass: Uint8Array;
  readonly edgeTo: Int32Array;
  readonly edgeFail: Uint16Array;
  readonly wide: Array<Map<number, number> | undefined>;
  readonly wideUsed: Int32Array;
  readonly wideFirst: Int32Array;
  readonly wideFrom: StateNumbers;
  readonly fail: StateNumbers;
  readonly depth: Uint16Array;
  readonly reports: Uint8Array;
  readonly plainFrom: StateNumbers;
  readonly plain: Int32Array;
  readonly startFrom: StateNumbers;
  readonly starts: Int32Array;
  readonly groupCount: number;
}

/** The keyword trie, numbered in insertion order. Children are 0 when absent (the root is nobody's child). */
interface Trie {
  states: number;
  /** Children on units below TABLE_UNITS ("ASCII" in the names here), `width` columns per state (column = character class). */
  readonly child: Int32Array;
  /** Per state, how many ASCII children it has (counted to 2) and the class of the last one (automaton-layout.ts). */
  readonly children: Uint8Array;
  readonly childClass: Uint8Array;
  readonly depth: Uint16Array;
  /** Edges on units from TABLE_UNITS on: state * 0x10000 + code unit -> child; and, per state, its edges in insertion order. */
  readonly wideEdge: Map<number, number>;
  readonly wideList: Array<number[] | undefined>;
  /** Own outputs per state, in insertion order: groups, and word-start entries as (group, keyword length) pairs. */
  readonly own: Array<number[] | undefined>;
  readonly ownStart: Array<number[] | undefined>;
  readonly wideUsed: Int32Array;
  readonly wideFirst: Int32Array;
  groupCount: number;
}

/**
 * How the states are made. `wordStates`: a word-start keyword is entered only at a word start (not after an ASCII
 * letter or digit, as KeywordAutomaton's word-start test reads it), so inside a word the scan stays in one state (the
 * second root, MID_WORD) instead of walking the trie along every suffix of the word; only the other keywords are
 * followed from inside a word (a copy of their paths under that root). The scan still tests each word-start
 * occurrence's start as before, so the same occurrences are reported; the automaton must then be scanned with
 * `strictEnd` at the text's end (frames/scan.ts, whose terms are nearly all word-start ones: on prose, most steps
 * inside words walked states deep in its large trie, each a likely cache miss).
 */
export interface BuildOptions {
  readonly wordStates?: boolean;
}

/** The second root of an automaton built with word states: inside a word, where only keywords that are not word-start ones begin. */
export const MID_WORD = 1;

/** ASCII letters and digits: after one of them no word-start keyword begins (KeywordAutomaton's word-start test). */
const isWordUnit = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);

/** Builds the automaton's tables; throws on an empty keyword or one over 65 535 characters. */
export function buildTables(entries: ReadonlyArray<KeywordEntry>, limits: DenseLimits = DENSE_LIMITS, options: BuildOptions = {}): AutomatonTables {
  const wordStates = options.wordStates === true;
  const { classOf, width, charOrder } = characterClasses(entries, wordStates);
  const trie = buildTrie(entries, classOf, width, wordStates);
  const n = trie.states;
  const { order: bfs, link } = linkStates(trie, width, charOrder, wordStates ? wordClasses(classOf, width) : null);
  // States are renumbered (rows first, breadth-first: automaton-layout.ts): the shallow states, which ordinary text
  // visits nearly all the time, then sit together at the start of the table instead of scattered through it in keyword
  // order, so the scan's one dependent load per character mostly hits cache lines that are already warm.
  const plan = planLayout(trie.child, trie.depth, trie.children, trie.childClass, bfs, link, width, limits);
  const rank = new Int32Array(n);
  for (let i = 0; i < n; i++) rank[plan.order[i]!] = i;
  const outputs = mergeOutputs(trie, bfs, plan.order, link);
  const fail = new Int32Array(n);
  const depth = new Uint16Array(n);
  const wide: Array<Map<number, number> | undefined> = new Array(n);
  const wideFrom = new Int32Array(n);
  // breadth-first, where a state's failure target (shallower) comes before it
  for (let b = 0; b < n; b++) {
    const s = bfs[b]!;
    const i = rank[s]!;
    depth[i] = trie.depth[s]!;
    fail[i] = rank[link[s]!]!;
    const edges = trie.wideList[s];
    if (edges !== undefined) wide[i] = new Map(edges.map((c) => [c, rank[trie.wideEdge.get(s * 0x10000 + c)!]!]));
    if (b > 0) wideFrom[i] = wide[i] !== undefined ? i : wideFrom[fail[i]!]!;
  }
  const layout = layoutTables(trie.child, width, plan, rank, outputs.reports, trie.childClass);
  return {
    classOf, width, ...layout, wide, wideUsed: trie.wideUsed, wideFirst: trie.wideFirst, wideFrom: narrowed(wideFrom), fail: narrowed(fail),
    depth, ...outputs, groupCount: trie.groupCount,
  };
}

/** The numbers in a Uint16Array when they all fit, else as they are. */
function narrowed(numbers: Int32Array): StateNumbers {
  for (let i = 0; i < numbers.length; i++) if (numbers[i]! >>> 0 > 0xffff) return numbers;
  return Uint16Array.from(numbers);
}

/**
 * Every ASCII or Latin-1 character (below TABLE_UNITS) that occurs in some keyword gets a column of its own, numbered from 1 in order of first
 * appearance; all others share column 0. `charOrder` lists the columns in character order (the order the trie's
 * children are numbered breadth-first in).
 */
function characterClasses(entries: ReadonlyArray<KeywordEntry>, wordStates: boolean): { classOf: Uint8Array; width: number; charOrder: Int32Array } {
  const classOf = new Uint8Array(TABLE_UNITS);
  let width = 1;
  for (const { keyword } of entries) {
    for (let i = 0; i < keyword.length; i++) {
      const c = keyword.charCodeAt(i);
      if (c < TABLE_UNITS && classOf[c] === 0) classOf[c] = width++;
    }
  }
  // with word states, the letters and digits no keyword holds share one more column (no trie edge is on it): they
  // lead inside a word (MID_WORD), the other characters of column 0 out of it (the root)
  if (wordStates) {
    const other = width;
    for (let c = 0; c < 128; c++) if (classOf[c] === 0 && isWordUnit(c)) classOf[c] = other;
    if (classOf.includes(other)) width++;
  }
  const charOrder = new Int32Array(width - 1);
  let k = 0;
  for (let c = 0; c < TABLE_UNITS; c++) if (classOf[c] !== 0 && !charOrder.subarray(0, k).includes(classOf[c]!)) charOrder[k++] = classOf[c]!;
  return { classOf, width, charOrder };
}

/** Per column, 1 when its characters are letters or digits (a column holds one kind only: characterClasses). */
function wordClasses(classOf: Uint8Array, width: number): Uint8Array {
  const word = new Uint8Array(width);
  for (let c = 0; c < 128; c++) if (isWordUnit(c)) word[classOf[c]!] = 1;
  return word;
}

function buildTrie(entries: ReadonlyArray<KeywordEntry>, classOf: Uint8Array, width: number, wordStates: boolean): Trie {
  let capacity = 1;
  for (const { keyword } of entries) capacity += keyword.length;
  // the second root and the paths of the keywords that are not word-start ones under it
  if (wordStates) for (const { keyword, wordStart } of entries) if (wordStart !== true) capacity += keyword.length;
  if (wordStates) capacity++;
  const trie: Trie = {
    states: 1, child: new Int32Array(capacity * width), children: new Uint8Array(capacity), childClass: new Uint8Array(capacity),
    depth: new Uint16Array(capacity), wideEdge: new Map(), wideList: [],
    own: [], ownStart: [], wideUsed: new Int32Array(2048), wideFirst: new Int32Array(2048), groupCount: 0,
  };
  if (wordStates) trie.states++; // MID_WORD
  for (const { keyword, group, wordStart } of entries) {
    if (keyword.length === 0) throw new Error('empty keyword');
    if (keyword.length > 0xffff) throw new Error('keyword longer than 65 535 characters');
    if (group + 1 > trie.groupCount) trie.groupCount = group + 1;
    if (wordStart === true) addOwn(trie.ownStart, insert(trie, keyword, classOf, width, 0), [group, keyword.length]);
    else {
      addOwn(trie.own, insert(trie, keyword, classOf, width, 0), [group]);
      if (wordStates) addOwn(trie.own, insert(trie, keyword, classOf, width, MID_WORD), [group]);
    }
  }
  return trie;
}

/** Adds a keyword's path to the trie from `root`; returns its last state. */
function insert(trie: Trie, keyword: string, classOf: Uint8Array, width: number, root: number): number {
  let state = root;
  for (let i = 0; i < keyword.length; i++) {
    const c = keyword.charCodeAt(i);
    let next = c < TABLE_UNITS ? trie.child[state * width + classOf[c]!]! : trie.wideEdge.get(state * 0x10000 + c) ?? 0;
    if (next === 0) {
      next = trie.states++;
      trie.depth[next] = i + 1;
      if (c < TABLE_UNITS) {
        const k = classOf[c]!;
        trie.child[state * width + k] = next;
        if (trie.children[state]! < 2) trie.children[state]!++;
        trie.childClass[state] = k;
      } else {
        addWideEdge(trie, state, c, next);
      }
    }
    state = next;
  }
  return state;
}

function addWideEdge(trie: Trie, state: number, c: number, to: number): void {
  trie.wideEdge.set(state * 0x10000 + c, to);
  (trie.wideList[state] ??= []).push(c);
  trie.wideUsed[c >>> 5]! |= 1 << (c & 31);
  if (state === 0) trie.wideFirst[c >>> 5]! |= 1 << (c & 31);
}

/** Appends an output (a group, or a (group, length) pair) to a state's list unless it is there already. */
function addOwn(lists: Array<number[] | undefined>, state: number, item: readonly number[]): void {
  const list = (lists[state] ??= []);
  if (!ownHas(list, item, 0, item.length as 1 | 2)) list.push(...item);
}

/**
 * Failure links, breadth-first (ASCII children in character order, then non-ASCII ones in insertion order), and the
 * trie's ASCII rows turned into the DFA in place: a missing child becomes the failure target's transition, whose
 * row (shallower, so earlier in the queue) is complete by then.
 */
function linkStates(trie: Trie, width: number, charOrder: Int32Array, word: Uint8Array | null): { order: Int32Array; link: Int32Array } {
  const n = trie.states;
  const dfa = trie.child;
  const link = new Int32Array(n);
  const order = new Int32Array(n);
  let tail = 1;
  // with word states (BuildOptions), both roots: from either, a letter or digit that begins no path there leads inside a
  // word (MID_WORD), any other character out of it (the root); a path's failure target past its first character is
  // the other paths' (along which its own characters tell whether each suffix begins inside a word)
  if (word !== null) order[tail++] = MID_WORD;
  const roots = word === null ? 1 : 2;
  for (let head = 0; head < tail; head++) {
    const r = order[head]!;
    const row = r * width;
    const fallback = link[r]! * width;
    for (let j = 0; j < charOrder.length; j++) {
      const k = charOrder[j]!;
      const s = dfa[row + k]!;
      if (s !== 0) {
        link[s] = r < roots ? (word !== null && word[k] === 1 ? MID_WORD : 0) : dfa[fallback + k]!;
        order[tail++] = s;
      } else if (r >= roots) {
        dfa[row + k] = dfa[fallback + k]!;
      } else if (word !== null && word[k] === 1) {
        dfa[row + k] = MID_WORD;
      }
    }
    const edges = trie.wideList[r];
    if (edges === undefined) continue;
    for (const c of edges) {
      const s = trie.wideEdge.get(r * 0x10000 + c)!;
      link[s] = r < roots ? 0 : stepTrie(trie.wideEdge, link, link[r]!, c);
      order[tail++] = s;
    }
  }
  return { order, link };
}

/** While building: the trie's transition on a non-ASCII code unit, from `state` or along its failure links. */
function stepTrie(wideEdge: Map<number, number>, link: Int32Array, state: number, c: number): number {
  for (;;) {
    const next = wideEdge.get(state * 0x10000 + c);
    if (next !== undefined) return next;
    if (state === 0) return 0;
    state = link[state]!;
  }
}

/**
 * Each state's outputs: its own, then its failure target's (already merged, as the target comes earlier
 * breadth-first), without repeats; a state with none of its own shares its target's lists while merging. Laid out
 * flat by the final numbers (`order`): state i's plain groups are plain[plainFrom[i]] to plain[plainFrom[i + 1] - 1],
 * its word-start pairs likewise in `starts`; reports[i] is 1 when it has either. Flat, so that a process that reads the
 * tables from a file (automaton-cache.ts) takes them as they are instead of making a list per state.
 */
function mergeOutputs(trie: Trie, bfs: Int32Array, order: Int32Array, link: Int32Array): Pick<AutomatonTables, 'reports' | 'plainFrom' | 'plain' | 'startFrom' | 'starts'> {
  const n = trie.states;
  const plainOf: Array<readonly number[] | undefined> = new Array(n);
  const startOf: Array<readonly number[] | undefined> = new Array(n);
  for (let b = 1; b < n; b++) {
    const s = bfs[b]!;
    plainOf[s] = merged(trie.own[s], plainOf[link[s]!], 1);
    startOf[s] = merged(trie.ownStart[s], startOf[link[s]!], 2);
  }
  const reports = new Uint8Array(n);
  const plainFrom = new Int32Array(n + 1);
  const startFrom = new Int32Array(n + 1);
  const plain: number[] = [];
  const starts: number[] = [];
  for (let i = 1; i < n; i++) {
    const s = order[i]!;
    plainFrom[i] = plain.length;
    startFrom[i] = starts.length;
    for (const g of plainOf[s] ?? NONE) plain.push(g);
    for (const v of startOf[s] ?? NONE) starts.push(v);
    if (plainOf[s] !== undefined || startOf[s] !== undefined) reports[i] = 1;
  }
  plainFrom[n] = plain.length;
  startFrom[n] = starts.length;
  return { reports, plainFrom: narrowed(plainFrom), plain: Int32Array.from(plain), startFrom: narrowed(startFrom), starts: Int32Array.from(starts) };
}

const NONE: readonly number[] = [];

function merged(own: readonly number[] | undefined, inherited: readonly number[] | undefined, size: 1 | 2): readonly number[] | undefined {
  if (own === undefined) return inherited;
  if (inherited === undefined) return own;
  const list = own.slice();
  for (let i = 0; i < inherited.length; i += size) {
    if (!ownHas(own, inherited, i, size)) for (let k = 0; k < size; k++) list.push(inherited[i + k]!);
  }
  return list;
}

/** Whether `own` holds the item of `size` numbers at `from[at]`. */
function ownHas(own: readonly number[], from: readonly number[], at: number, size: 1 | 2): boolean {
  for (let i = 0; i < own.length; i += size) {
    if (own[i] === from[at] && (size === 1 || own[i + 1] === from[at + 1])) return true;
  }
  return false;
}
