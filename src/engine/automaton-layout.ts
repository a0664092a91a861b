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
 * - a state gets a row when it is at most `level` characters deep, when it has more than one ASCII child, or when a
 *   state without a row falls back on it (below);
 * - a state without a row ("sparse") then has at most one trie edge (edgeClass, edgeTo) and a state with a row it falls
 *   back on (edgeFail): its transition on class k is its edge when k is the edge's class, else that state's row entry
 *   for k. The state fallen back on is its failure target, or further along the failure chain past targets whose own
 *   transitions on every other class are their failure target's (rowsOf). That is the complete DFA's entry (Aho and
 *   Corasick's transition: the child, else the failure target's transition), found in two loads and a compare: still
 *   one step per character, as with rows only.
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
  /** How many state numbers a 16-bit row may hold (0x8000; tests pass fewer to reach the 32-bit rows below). */
  readonly numbers?: number;
}
// 3 << 19 entries (3 MB of 16-bit rows): at 1 << 20 the term automaton's level-1 rows filled the budget in session 22
// (116 000 states, 17 255 rows of 61 entries), when every failure target of a sparse state had a row; since sparse
// states fall back past targets that add nothing (rowsOf) its level-4 rows are about 14 000, and the 16-bit numbering
// (about 30 000 of 32 768 numbers at level 4, 27 000 at level 1) binds before this budget
export const DENSE_LIMITS: DenseLimits = { states: 0x7fff, entries: 3 << 19 };

/**
 * The states' numbering: state i is the trie's order[i]; states 0 .. dense - 1 have rows, and what a row holds is a
 * state below `reach`.
 */
export interface Plan {
  readonly order: Int32Array;
  readonly dense: number;
  readonly reach: number;
  /** Rows in 32-bit entries: the numbers they hold do not fit 16 bits. */
  readonly wide: boolean;
  /** Per trie state without a row, the state whose row it falls back on (rowsOf); null with rows for every state. */
  readonly via: Int32Array | null;
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
 * `depth`, `children` (ASCII children, counted to 2) and `link` (failure links) likewise, `bfs` the trie's states
 * breadth-first.
 */
export function planLayout(dfa: Int32Array, depth: Uint16Array, children: Uint8Array, childClass: Uint8Array, bfs: Int32Array, link: Int32Array, width: number, limits: DenseLimits): Plan {
  const n = bfs.length;
  const allRows: Plan = { order: bfs, dense: n, reach: n, wide: n > 0x8000, via: null };
  const trie: TrieShape = { depth, children, childClass, link };
  if (n <= limits.states) return allRows;
  // A level's rows are at least its states: from the deepest level whose states alone fit, shallower until the rows
  // (with the states the other rules add) fit too, and every number they hold fits 16 bits.
  const upTo = new Int32Array(0x10000);
  for (let s = 0; s < n; s++) upTo[depth[s]!]!++;
  let level = 0;
  for (let rows = upTo[0]!; level < 0xffff && rows < n && (rows + upTo[level + 1]!) * width <= limits.entries; level++) rows += upTo[level + 1]!;
  const numbers = limits.numbers ?? 0x8000;
  for (let l = level; l > 0; l--) {
    const plan = planAt(l, dfa, trie, bfs, width, limits.entries, numbers, false);
    if (plan !== null) return plan;
  }
  // no level's numbers fit 16 bits: the deepest level whose rows fit, in 32-bit entries (twice the bytes of 16-bit
  // rows, a fraction of all rows' 32-bit ones: the term automaton's level-3 rows are 4.5 MB, all its rows 28 MB)
  for (let l = level; l > 0; l--) {
    const plan = planAt(l, dfa, trie, bfs, width, limits.entries, numbers, true);
    if (plan !== null) return plan;
  }
  // no level fits: all rows, in 32-bit entries past 32 767 states
  return allRows;
}

/** What the layout reads of the trie, in its own numbering (planLayout's arguments). */
interface TrieShape {
  readonly depth: Uint16Array;
  readonly children: Uint8Array;
  readonly childClass: Uint8Array;
  readonly link: Int32Array;
}

/**
 * Which states get a row at `level` (1 in `hasRow`): those up to that depth, those with several children, and the
 * state each other one falls back on (`via`). A state without a row has at most one ASCII child, on class c (0 for
 * none); its transition on any other class is its failure target's. That target's transition on a class other than c
 * is in turn its own failure target's when it has no child but on c (or none): such a target is passed over, so
 * `via` is the first state along the failure chain that either has a row anyway (up to `level` deep; the root is)
 * or has a child on a class other than c. Its row then holds the state's transition on every class but c. Long
 * phrases share suffixes (the frame terms' "... the password" and "password ..."), and most failure targets are
 * passed over this way: the term automaton's level-3 rows were 12 017 instead of 18 456 when this came in, and its rows
 * held 28 375 state numbers instead of 32 731.
 */
function rowsOf(level: number, trie: TrieShape, n: number): { hasRow: Uint8Array; via: Int32Array } {
  const { depth, children, childClass, link } = trie;
  const hasRow = new Uint8Array(n);
  const via = new Int32Array(n);
  for (let s = 0; s < n; s++) if (depth[s]! <= level || children[s]! > 1) hasRow[s] = 1;
  for (let s = 1; s < n; s++) {
    if (hasRow[s] === 1) continue;
    const c = children[s] === 0 ? 0 : childClass[s]!;
    let g = link[s]!;
    // each step is to a shallower state: at most the state's depth in steps
    while (depth[g]! > level && children[g]! <= 1 && (children[g] === 0 || childClass[g] === c)) g = link[g]!;
    via[s] = g;
    hasRow[g] = 1;
  }
  return { hasRow, via };
}

/**
 * The plan with rows for the states up to `level` deep and those the rules above add; null when the rows hold more
 * than `entries` entries, or when they would need 32 bits (more than `numbers` numbers) and `wide` does not allow it.
 */
function planAt(level: number, dfa: Int32Array, trie: TrieShape, bfs: Int32Array, width: number, entries: number, numbers: number, wide: boolean): Plan | null {
  const n = bfs.length;
  const { hasRow, via } = rowsOf(level, trie, n);
  let rows = 0;
  for (let s = 0; s < n; s++) rows += hasRow[s]!;
  if (rows * width > entries) return null;
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
  if (at > numbers && !wide) return null;
  // a failure target's number is kept in 16 bits (edgeFail): every row's state must be numbered below 65 536
  if (dense > 0xffff) return null;
  const reach = at;
  for (let b = 0; b < n; b++) if (hasRow[bfs[b]!] === 0 && led[bfs[b]!] === 0) order[at++] = bfs[b]!;
  return { order, dense, reach, wide: reach > numbers, via };
}

/**
 * The rows and edges of a plan. Each entry is the next state's number, bit-inverted when that state reports
 * keywords, so the scan's common step is a load, a sign test and a multiply, with no output lookup; 16 bits when every
 * number a row holds fits. Column 0 (characters in no keyword) stays all zero: from any state such a character leads
 * back to the root, state 0, which reports nothing. `childClass` is each trie state's last ASCII child's class (its
 * only one, for a sparse state).
 */
export function layoutTables(dfa: Int32Array, width: number, plan: Plan, rank: Int32Array, reports: Uint8Array, childClass: Uint8Array): Layout {
  const { order, dense, via } = plan;
  const n = order.length;
  const encoded = (t: number): number => (reports[t] === 1 ? ~t : t);
  const next = plan.wide ? new Int32Array(dense * width) : new Int16Array(dense * width);
  for (let i = 0; i < dense; i++) {
    const row = order[i]! * width;
    for (let k = 1; k < width; k++) next[i * width + k] = encoded(rank[dfa[row + k]!]!);
  }
  const edgeClass = new Uint8Array(n - dense);
  const edgeTo = new Int32Array(n - dense);
  // the state whose row holds the other transitions: under 0x10000 (planAt)
  const edgeFail = new Uint16Array(n - dense);
  for (let i = dense; i < n; i++) {
    const j = i - dense;
    const back = rank[via![order[i]!]!]!;
    if (back >= dense) throw new Error('automaton layout: a sparse state falls back on a state without a row');
    edgeFail[j] = back;
    // a trie child is never overwritten by the DFA's fallback transitions, so the DFA's entry for its class is the child
    const k = childClass[order[i]!]!;
    if (k === 0) continue;
    edgeClass[j] = k;
    edgeTo[j] = encoded(rank[dfa[order[i]! * width + k]!]!);
  }
  return { dense, next, edgeClass, edgeTo, edgeFail };
}
