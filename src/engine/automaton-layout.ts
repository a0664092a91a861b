/**
 * How a keyword automaton's ASCII transitions are laid out for the scan (docs/engine-automaton.md): which states get a
 * dense row, how the states are numbered, and the rows and edge lists themselves. automaton-build.ts builds the trie,
 * its failure links and the complete DFA; this module decides what of the DFA is stored.
 *
 * A dense row holds a state's transition on every character class, so the scan's step is one load. An automaton of up
 * to DenseLimits.states states (every analyzer's: 2 000-3 000) is all rows, in 16-bit entries. A larger one (the merged
 * frame terms: 43 000 states of 58 columns, 10 MB of 32-bit rows) would cost its size in every process that reads it
 * and in cache. It keeps rows for its shallow states only, where ordinary text spends most steps (on prose, 80 % of the
 * frame terms' steps end at depth 5 or less), and gives every other state one edge and one failure target:
 *
 * - a state gets a row when it is at most `level` characters deep, when it has more than one ASCII child, or when it
 *   is the failure target of a state without a row;
 * - a state without a row ("sparse") then has at most one trie edge (edgeClass, edgeTo) and a failure target with a
 *   row (edgeFail): its transition on class k is its edge when k is the edge's class, else the failure target's row
 *   entry for k. That is the complete DFA's entry (Aho and Corasick's transition: the child, else the failure
 *   target's transition), found in two loads and a compare: still one step per character, as with rows only.
 *
 * States are numbered with the rows first, breadth-first (the shallow states, which ordinary text visits nearly all
 * the time, sit together at the start of the table), then the sparse states some row leads to, then the others, so
 * that every number a row holds fits 16 bits. The deepest `level` whose rows fit DenseLimits.entries, with 16-bit
 * entries, is taken.
 */

/** How many states get a dense row. The defaults are the engine's; tests and the cache's probe pass small ones. */
export interface DenseLimits {
  /** An automaton of at most this many states is all rows. */
  readonly states: number;
  /** Past that, the rows of a layout hold at most this many entries in all. */
  readonly entries: number;
}
export const DENSE_LIMITS: DenseLimits = { states: 0x7fff, entries: 1 << 19 };

/** The states' numbering: state i is the trie's order[i]; states 0 .. dense - 1 have rows. */
export interface Plan {
  readonly order: Int32Array;
  readonly dense: number;
}

/** The stored transitions (see AutomatonTables in automaton-build.ts). */
export interface Layout {
  readonly dense: number;
  readonly next: Int16Array | Int32Array;
  readonly edgeClass: Uint8Array;
  readonly edgeTo: Int32Array;
  readonly edgeFail: Uint16Array;
}

/**
 * The numbering of the states. `dfa` is the complete DFA over the trie's own numbering (`width` columns by class),
 * `depth` and `link` (failure links) likewise, `bfs` the trie's states breadth-first.
 */
export function planLayout(dfa: Int32Array, depth: Uint16Array, bfs: Int32Array, link: Int32Array, width: number, limits: DenseLimits): Plan {
  const n = bfs.length;
  const allRows: Plan = { order: bfs, dense: n };
  if (n <= limits.states) return allRows;
  const several = branching(dfa, depth, width);
  let best: Plan | null = null;
  for (let level = 1; ; level++) {
    const plan = planAt(level, dfa, depth, bfs, link, width, several);
    if (plan === null || plan.dense * width > limits.entries) break;
    best = plan;
    if (plan.dense === n) break;
  }
  // no level fits: all rows, in 32-bit entries past 32 767 states
  return best ?? allRows;
}

/** 1 for each trie state with more than one ASCII child (a child is a transition one level deeper). */
function branching(dfa: Int32Array, depth: Uint16Array, width: number): Uint8Array {
  const n = depth.length;
  const several = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    const deeper = depth[s]! + 1;
    let children = 0;
    for (let k = 1, row = s * width; k < width; k++) if (depth[dfa[row + k]!] === deeper) children++;
    if (children > 1) several[s] = 1;
  }
  return several;
}

/** The plan with rows for the states up to `level` deep and those the rules above add; null when rows would need 32 bits. */
function planAt(level: number, dfa: Int32Array, depth: Uint16Array, bfs: Int32Array, link: Int32Array, width: number, several: Uint8Array): Plan | null {
  const n = bfs.length;
  const hasRow = new Uint8Array(n);
  for (let s = 0; s < n; s++) if (depth[s]! <= level || several[s] === 1) hasRow[s] = 1;
  // deepest first: every state whose failure target is t is deeper than t, so t's own row is settled before it is read
  for (let b = n - 1; b > 0; b--) if (hasRow[bfs[b]!] === 0) hasRow[link[bfs[b]!]!] = 1;
  const led = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    if (hasRow[s] === 0) continue;
    for (let k = 1, row = s * width; k < width; k++) if (hasRow[dfa[row + k]!] === 0) led[dfa[row + k]!] = 1;
  }
  const order = new Int32Array(n);
  let at = 0;
  for (let b = 0; b < n; b++) if (hasRow[bfs[b]!] === 1) order[at++] = bfs[b]!;
  const dense = at;
  for (let b = 0; b < n; b++) if (led[bfs[b]!] === 1) order[at++] = bfs[b]!;
  if (at - 1 > 0x7fff) return null;
  for (let b = 0; b < n; b++) if (hasRow[bfs[b]!] === 0 && led[bfs[b]!] === 0) order[at++] = bfs[b]!;
  return { order, dense };
}

/**
 * The rows and edge lists of a plan. Each entry is the next state's number, bit-inverted when that state reports
 * keywords, so the scan's common step is a load, a sign test and a multiply, with no output lookup; 16 bits when every
 * number a row holds fits. Column 0 (characters in no keyword) stays all zero: from any state such a character leads
 * back to the root, state 0, which reports nothing.
 */
export function layoutTables(dfa: Int32Array, width: number, plan: Plan, rank: Int32Array, reports: Uint8Array, depth: Uint16Array, fail: Int32Array): Layout {
  const { order, dense } = plan;
  const n = order.length;
  const encoded = (t: number): number => (reports[t] === 1 ? ~t : t);
  let deepest = 0;
  for (let i = 0; i < dense; i++) for (let k = 1, row = order[i]! * width; k < width; k++) deepest = Math.max(deepest, rank[dfa[row + k]!]!);
  const next = deepest > 0x7fff ? new Int32Array(dense * width) : new Int16Array(dense * width);
  for (let i = 0; i < dense; i++) {
    const row = order[i]! * width;
    for (let k = 1; k < width; k++) next[i * width + k] = encoded(rank[dfa[row + k]!]!);
  }
  const edgeClass = new Uint8Array(n - dense);
  const edgeTo = new Int32Array(n - dense);
  // a failure target with a row: under 0x8000 (planAt)
  const edgeFail = new Uint16Array(n - dense);
  for (let i = dense; i < n; i++) {
    const j = i - dense;
    if (fail[i]! >= dense) throw new Error('automaton layout: a sparse state\'s failure target has no row');
    edgeFail[j] = fail[i]!;
    for (let k = 1, row = order[i]! * width; k < width; k++) {
      const t = rank[dfa[row + k]!]!;
      if (depth[t] !== depth[i]! + 1) continue;
      if (edgeClass[j] !== 0) throw new Error('automaton layout: a sparse state with two edges');
      edgeClass[j] = k;
      edgeTo[j] = encoded(t);
    }
  }
  return { dense, next, edgeClass, edgeTo, edgeFail };
}
