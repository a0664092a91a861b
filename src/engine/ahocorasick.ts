import { asciiBytes } from './normalize.js';

/**
 * Aho–Corasick automaton over UTF-16 code units: one linear pass reports which keyword groups occur.
 * ASCII transitions are a dense table (the common case); other code units use a per-state map
 * with failure-link fallback.
 *
 * The ASCII table's columns are character classes, not characters: every ASCII character that occurs in some
 * keyword has a class of its own, all others share class 0 (from any state they lead back to the root). A
 * rule set's keywords use 30–50 distinct characters, so rows are about a third of 128 columns wide; with 18
 * analyzers interleaved, the tables take far less cache (12.5 MB with 128 columns and 32-bit entries, 4.2 MB by
 * class, 2.2 MB with 16-bit entries). States are numbered breadth-first (see the constructor).
 */
export class KeywordAutomaton {
  /** ASCII character -> column. */
  private readonly classOf: Uint8Array;
  /** Columns per row. */
  private readonly width: number;
  /** The DFA's ASCII transitions, encoded for the scan loop (see the constructor). */
  private readonly next: Int16Array;
  private readonly wide: Array<Map<number, number> | undefined>;
  /** `next` with row offsets in place of state numbers, for long texts (built on the first one; twice next's size). */
  private offsets: Int32Array | null = null;
  private readonly fail: Int32Array;
  private readonly outputs: Array<readonly number[] | undefined>;
  readonly groupCount: number;

  constructor(entries: ReadonlyArray<{ keyword: string; group: number }>) {
    const gotoAscii: number[][] = [[]];
    const gotoWide: Array<Map<number, number>> = [new Map()];
    const out: Array<Set<number>> = [new Set()];
    let groups = 0;
    for (const { keyword, group } of entries) {
      if (keyword.length === 0) throw new Error('empty keyword');
      groups = Math.max(groups, group + 1);
      let state = 0;
      for (let i = 0; i < keyword.length; i++) {
        const c = keyword.charCodeAt(i);
        let next = c < 128 ? gotoAscii[state]![c] : gotoWide[state]!.get(c);
        if (next === undefined) {
          next = gotoAscii.length;
          gotoAscii.push([]);
          gotoWide.push(new Map());
          out.push(new Set());
          if (c < 128) gotoAscii[state]![c] = next;
          else gotoWide[state]!.set(c, next);
        }
        state = next;
      }
      out[state]!.add(group);
    }
    const n = gotoAscii.length;
    this.groupCount = groups;
    const classOf = new Uint8Array(128);
    let width = 1;
    for (const { keyword } of entries) {
      for (let i = 0; i < keyword.length; i++) {
        const c = keyword.charCodeAt(i);
        if (c < 128 && classOf[c] === 0) classOf[c] = width++;
      }
    }
    this.classOf = classOf;
    this.width = width;
    // The full 128-column DFA while building (dropped afterwards); failure links; merged outputs.
    const ascii = new Int32Array(n * 128);
    const link = new Int32Array(n);
    const queue: number[] = [];
    for (let c = 0; c < 128; c++) {
      const s = gotoAscii[0]![c];
      if (s !== undefined) { ascii[c] = s; link[s] = 0; queue.push(s); }
    }
    for (const s of gotoWide[0]!.values()) { link[s] = 0; queue.push(s); }
    for (let head = 0; head < queue.length; head++) {
      const r = queue[head]!;
      for (const g of out[link[r]!]!) out[r]!.add(g);
      for (let c = 0; c < 128; c++) {
        const s = gotoAscii[r]![c];
        if (s !== undefined) {
          link[s] = ascii[link[r]! * 128 + c]!;
          ascii[r * 128 + c] = s;
          queue.push(s);
        } else {
          ascii[r * 128 + c] = ascii[link[r]! * 128 + c]!;
        }
      }
      for (const [c, s] of gotoWide[r]!) {
        link[s] = stepWide(link, gotoWide, link[r]!, c);
        queue.push(s);
      }
    }
    // Renumber the states breadth-first: the shallow states, which ordinary text visits nearly all the time, then
    // sit together at the start of the table instead of scattered through it in keyword order, so the scan's one
    // dependent load per character mostly hits cache lines that are already warm.
    const order = [0, ...queue];
    const rank = new Int32Array(n);
    for (let i = 0; i < n; i++) rank[order[i]!] = i;
    const fail = new Int32Array(n);
    const wide: Array<Map<number, number> | undefined> = new Array(n);
    const outputs: Array<readonly number[] | undefined> = new Array(n);
    for (let i = 0; i < n; i++) {
      const s = order[i]!;
      fail[i] = rank[link[s]!]!;
      const w = gotoWide[s]!;
      if (w.size > 0) wide[i] = new Map([...w].map(([c, t]) => [c, rank[t]!]));
      outputs[i] = out[s]!.size > 0 ? [...out[s]!] : undefined;
    }
    this.fail = fail;
    this.wide = wide;
    this.outputs = outputs;
    // The scan loop reads one table entry per character: store each ASCII transition, by class, as the next
    // state's number in 16 bits, bit-inverted when that state reports keywords, so the common step is two loads, a
    // sign test and a multiply, with no output lookup. Sixteen bits halve the table against row offsets in 32 (the
    // larger rule sets have 2 000-3 000 states): checks of all 18 types interleave, and the scan's one dependent
    // load per character is what waits on cache misses. Column 0 (characters in no keyword) stays all zero: from
    // any state such a character leads back to the root, state 0, which reports nothing.
    if (n > 0x7fff) throw new Error(`keyword automaton too large: ${n} states (at most 32767)`);
    const next = new Int16Array(n * width);
    for (let c = 0; c < 128; c++) {
      const k = classOf[c]!;
      if (k === 0) continue;
      for (let i = 0; i < n; i++) {
        const t = rank[ascii[order[i]! * 128 + c]!]!;
        next[i * width + k] = outputs[t] !== undefined ? ~t : t;
      }
    }
    this.next = next;
  }

  /** Marks found[group] = 1 for every group with a keyword occurring in text. */
  scan(text: string, found: Uint8Array): void {
    const n = text.length;
    if (n >= BYTES_MIN) {
      // All-ASCII text (most of it) is scanned as bytes
      const bytes = asciiBytes(text);
      if (bytes !== null) {
        if (n >= OFFSETS_MIN) this.scanLong(bytes, n, found);
        else this.scanAscii(bytes, n, found);
        return;
      }
    }
    const next = this.next;
    const classOf = this.classOf;
    const width = this.width;
    let row = 0;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      let state: number;
      if (c < 128) {
        const v = next[row + classOf[c]!]!;
        if (v >= 0) {
          row = Math.imul(v, width);
          continue;
        }
        state = ~v;
      } else {
        state = stepWide(this.fail, this.wide, (row / width) | 0, c);
      }
      row = Math.imul(state, width);
      const o = this.outputs[state];
      if (o !== undefined) for (let k = 0; k < o.length; k++) found[o[k]!] = 1;
    }
  }

  /**
   * scanAscii with the offset table: each entry is the next row's offset, or (negative) the bit-inverted number of a
   * state that reports, as in `next`; only those steps multiply.
   */
  private scanLong(bytes: Uint8Array, n: number, found: Uint8Array): void {
    const width = this.width;
    // built apart: a table-building loop here would have V8 compile this function mid-loop (on-stack replacement)
    // for that loop, and the scan then ran half as fast in some processes
    const offsets = this.offsets ?? this.buildOffsets();
    const classOf = this.classOf;
    const outputs = this.outputs;
    let row = 0;
    for (let i = 0; i < n; i++) {
      const v = offsets[row + classOf[bytes[i]!]!]!;
      if (v >= 0) {
        row = v;
        continue;
      }
      const state = ~v;
      row = Math.imul(state, width);
      const o = outputs[state]!;
      for (let k = 0; k < o.length; k++) found[o[k]!] = 1;
    }
  }

  private buildOffsets(): Int32Array {
    const next = this.next;
    const width = this.width;
    const offsets = new Int32Array(next.length);
    for (let i = 0; i < next.length; i++) {
      const v = next[i]!;
      offsets[i] = v >= 0 ? v * width : v;
    }
    this.offsets = offsets;
    return offsets;
  }

  /** The scan over the first n bytes of ASCII text. */
  private scanAscii(bytes: Uint8Array, n: number, found: Uint8Array): void {
    const next = this.next;
    const classOf = this.classOf;
    const width = this.width;
    const outputs = this.outputs;
    let row = 0;
    for (let i = 0; i < n; i++) {
      const v = next[row + classOf[bytes[i]!]!]!;
      if (v >= 0) {
        row = Math.imul(v, width);
        continue;
      }
      const state = ~v;
      row = Math.imul(state, width);
      const o = outputs[state]!;
      for (let k = 0; k < o.length; k++) found[o[k]!] = 1;
    }
  }
}

/**
 * Texts this long are scanned with row offsets (Int32) instead of state numbers (Int16): the step loses its multiply,
 * the one operation besides the load in the chain from one character to the next (about 1.3x faster per byte). The
 * table is twice the size, so it is built only for an automaton that meets a long text, and short texts, where
 * cache footprint decides, keep the compact one.
 */
const OFFSETS_MIN = 1024;
/** Shorter texts take the charCodeAt loop: the native copy's fixed cost would eat what it saves. */
const BYTES_MIN = 128;

/** The transition on a non-ASCII code unit: the state's own map, else along failure links (the root loops). */
function stepWide(fail: Int32Array, table: ReadonlyArray<Map<number, number> | undefined>, state: number, c: number): number {
  for (;;) {
    const next = table[state]?.get(c);
    if (next !== undefined) return next;
    if (state === 0) return 0;
    state = fail[state]!;
  }
}
