/**
 * The four-chain scan loop of a KeywordAutomaton (ahocorasick.ts) as a small WebAssembly function, for long texts.
 *
 * The loop is the one the automaton runs in JavaScript (scanHitsInParts, scanQuarters and their code-unit forms): four
 * chains of table steps side by side over the four quarters of the text, each step one row load (or, for a state
 * without a row, its edge or its failure target's row: docs/engine-automaton.md). Compiled by V8 from JavaScript,
 * every step costs about 13 instructions (bounds checks and loads of each typed array's length and base); here about
 * 5, and the scan of a long text takes a third of the instructions and about half the time. What a reporting step
 * means (its keyword groups, word-start tests, hit lists) stays in JavaScript: the function writes each reporting step
 * as an event (the encoded entry and the end of the keyword) into one list per chain, and returns when a list is full,
 * at the end, or (over code units) at a step where some chain reads a unit past ASCII, which the caller takes itself
 * (its wide step); the caller then resumes it. Each chain's events come in order of position, as the JavaScript loop
 * makes them, so the caller's hit lists are the same.
 *
 * One memory holds, from address 0: the header (the loop's inputs and state, below), the four event lists, the tables
 * of each automaton that has scanned a long text (copied on its first such scan and kept), then the text of the current
 * scan. Scans are synchronous, so one memory serves every automaton of the thread.
 *
 * The module is written here byte by byte (the binary format of the WebAssembly core specification): it is a few hundred
 * bytes, and a compiler for it would be a build dependency. Where WebAssembly is missing or fails to compile, wasmScanner()
 * answers null and the automaton keeps its JavaScript loops.
 */

import { TABLE_UNITS, type AutomatonTables } from './automaton-build.js';

/** Header slots (32-bit words from address 0). */
const H = {
  q: 0, i: 1, a: 2, b: 3, c: 4, d: 5, classOf: 6, next: 7, edgeClass: 8, edgeTo: 9, edgeFail: 10, dense: 11, width: 12,
  text: 13, events: 14, cap: 15, na: 16, nb: 17, nc: 18, nd: 19, wideUsed: 20, memo: 21,
} as const;
const HEADER_BYTES = 128;
/** Events per chain before the function returns to have them read: (entry, end) pairs. */
export const EVENT_CAP = 1024;
const EVENTS_AT = HEADER_BYTES;
const TABLES_AT = EVENTS_AT + 4 * EVENT_CAP * 8;
/** Bytes of copied tables kept before the copies start over (every automaton of the engine together: about 6 MB). */
const TABLES_BUDGET = 24 << 20;
/**
 * Each placed automaton's memo of steps on units past ASCII: MEMO_SLOTS direct-mapped (state, unit, entry) triples,
 * filled by the caller (remember) where the loop stopped for such a step, and read by the loop, which stops only where
 * the memo does not hold the step, so text thick with such units (Cyrillic, look-alike letters) stops it only at
 * steps not met before instead of at nearly every step.
 */
const MEMO_BITS = 12;
const MEMO_SLOTS = 1 << MEMO_BITS;
const MEMO_HASH_STATE = 0x9e3779b1 | 0;
const MEMO_HASH_UNIT = 0x85ebca6b | 0;
/** The byte offset of (state, unit)'s slot within a memo. */
const memoSlot = (state: number, unit: number): number => ((Math.imul(state, MEMO_HASH_STATE) + Math.imul(unit, MEMO_HASH_UNIT)) >>> (32 - MEMO_BITS)) * 12;

// ---- a minimal assembler for the one function -------------------------------------------------------------------

const uleb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
};
const sleb = (n: number): number[] => {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
};
const section = (id: number, body: number[]): number[] => [id, ...uleb(body.length), ...body];
const vector = (items: number[][]): number[] => [...uleb(items.length), ...items.flat()];
const name = (s: string): number[] => [...uleb(s.length), ...Array.from(s, (c) => c.charCodeAt(0))];

const OP = {
  block: 0x02, loop: 0x03, if: 0x04, else: 0x05, end: 0x0b, br: 0x0c, brIf: 0x0d, get: 0x20, set: 0x21, tee: 0x22,
  load: 0x28, load8u: 0x2d, load16s: 0x2e, load16u: 0x2f, store: 0x36, const: 0x41,
  eqz: 0x45, eq: 0x46, ltS: 0x48, ltU: 0x49, geU: 0x4f, add: 0x6a, sub: 0x6b, mul: 0x6c, or: 0x72, xor: 0x73, shl: 0x74, shrS: 0x75,
  void: 0x40, i32: 0x7f,
} as const;
const get = (l: number): number[] => [OP.get, l];
const set = (l: number): number[] => [OP.set, l];
const i32 = (n: number): number[] => [OP.const, ...sleb(n)];
/** A load from the header slot into a local, and back. */
const loadSlot = (slot: number, l: number): number[] => [...i32(0), OP.load, 2, slot * 4, ...set(l)];
const storeSlot = (slot: number, l: number): number[] => [...i32(0), ...get(l), OP.store, 2, slot * 4];

// locals: 0..19 mirror the header slots; then scratch
const L = { ...H, k: 22, va: 23, vb: 24, vc: 25, vd: 26, j: 27, ua: 28, ub: 29, uc: 30, ud: 31, wa: 32, wb: 33, wc: 34, wd: 35 } as const;
const LOCALS = 36;

/**
 * The function `scan`: runs the loop from header.i while i < q, for text of bytes (`units` false) or of 16-bit code units,
 * over a `next` of 16- or 32-bit entries.
 */
function scanFunction(units: boolean, wide: boolean): number[] {
  const shift = units ? 1 : 0;
  const loadUnit = units ? [OP.load16u, 1, 0] : [OP.load8u, 0, 0];
  const loadEntry = wide ? [OP.load, 2, 0] : [OP.load16s, 1, 0];
  const entryShift = wide ? 2 : 1;
  // u<X> = text[i + X q]
  const unit = (x: number, into: number): number[] => [
    ...get(L.text), ...get(L.i), ...(x > 0 ? [...get(L.q), ...i32(x), OP.mul, OP.add] : []), ...(shift ? [...i32(shift), OP.shl] : []), OP.add,
    ...loadUnit, ...set(into),
  ];
  const entryAt = (row: number[]): number[] => [...get(L.next), ...row, ...get(L.width), OP.mul, ...get(L.k), OP.add, ...i32(entryShift), OP.shl, OP.add, ...loadEntry];
  // v = s < dense ? next[s * width + k] : edgeClass[j] === k ? edgeTo[j] : next[edgeFail[j] * width + k], j = s - dense
  const tableStep = (s: number, u: number): number[] => [
    ...get(L.classOf), ...get(u), OP.add, OP.load8u, 0, 0, ...set(L.k),
    ...get(s), ...get(L.dense), OP.ltU,
    OP.if, OP.i32,
    ...entryAt(get(s)),
    OP.else,
    ...get(s), ...get(L.dense), OP.sub, ...set(L.j),
    ...get(L.edgeClass), ...get(L.j), OP.add, OP.load8u, 0, 0, ...get(L.k), OP.eq,
    OP.if, OP.i32,
    ...get(L.edgeTo), ...get(L.j), ...i32(2), OP.shl, OP.add, OP.load, 2, 0,
    OP.else,
    ...entryAt([...get(L.edgeFail), ...get(L.j), ...i32(1), OP.shl, OP.add, OP.load16u, 1, 0]),
    OP.end,
    OP.end,
  ];
  // over code units, a unit past ASCII takes the entry found in the memo before the step (wideEntry), the root's 0 for
  // a unit in no keyword
  const step = (s: number, u: number, v: number, w: number): number[] => units
    ? [...get(u), ...i32(TABLE_UNITS), OP.ltU, OP.if, OP.i32, ...tableStep(s, u), OP.else, ...get(w), OP.end, ...set(v)]
    : [...tableStep(s, u), ...set(v)];
  // wideUsed's bit for unit u (u past ASCII)
  const used = (u: number): number[] => [
    ...get(L.wideUsed), ...get(u), ...i32(5), 0x76 /* i32.shr_u */, ...i32(2), OP.shl, OP.add, OP.load, 2, 0,
    ...i32(1), ...get(u), ...i32(31), 0x71 /* i32.and */, OP.shl, 0x71 /* i32.and */,
  ];
  // w = the entry for chain (s, u) when u is past ASCII: 0 for a unit in no keyword, else the memo's entry; where the
  // memo does not hold the step, the loop ends here (br 5: out of the three ifs below, the one around them, the loop)
  // and the caller takes the step
  const wideEntry = (s: number, u: number, w: number): number[] => [
    ...get(u), ...i32(TABLE_UNITS), OP.geU, OP.if, OP.void,
    ...used(u), OP.if, OP.void,
    ...get(L.memo),
    ...get(s), ...i32(MEMO_HASH_STATE), OP.mul, ...get(u), ...i32(MEMO_HASH_UNIT), OP.mul, OP.add, ...i32(32 - MEMO_BITS), 0x76 /* i32.shr_u */,
    ...i32(12), OP.mul, OP.add, ...set(L.j),
    ...get(L.j), OP.load, 2, 0, ...get(s), OP.eq, ...get(L.j), OP.load, 2, 4, ...get(u), OP.eq, 0x71 /* i32.and */,
    OP.if, OP.void,
    ...get(L.j), OP.load, 2, 8, ...set(w),
    OP.else,
    OP.br, 5,
    OP.end,
    OP.else,
    ...i32(0), ...set(w),
    OP.end,
    OP.end,
  ];
  // events of chain x: (v, end) at events + (x cap + n) 8, end = i + x q + 1
  const event = (x: number, v: number, n: number): number[] => [
    ...get(v), ...i32(0), OP.ltS, OP.if, OP.void,
    ...get(L.events), ...get(L.cap), ...i32(x), OP.mul, ...get(n), OP.add, ...i32(3), OP.shl, OP.add, ...set(L.j),
    ...get(L.j), ...get(v), OP.store, 2, 0,
    ...get(L.j), ...get(L.i), ...(x > 0 ? [...get(L.q), ...i32(x), OP.mul, OP.add] : []), ...i32(1), OP.add, OP.store, 2, 4,
    ...get(n), ...i32(1), OP.add, ...set(n),
    OP.end,
  ];
  const decode = (s: number, v: number): number[] => [...get(v), ...get(v), ...i32(31), OP.shrS, OP.xor, ...set(s)];
  const full = (n: number): number[] => [...get(n), ...get(L.cap), OP.geU];
  const body = [
    ...Object.values(H).flatMap((slot) => loadSlot(slot, slot)),
    OP.block, OP.void, OP.loop, OP.void,
    ...get(L.i), ...get(L.q), OP.geU, OP.brIf, 1,
    ...unit(0, L.ua), ...unit(1, L.ub), ...unit(2, L.uc), ...unit(3, L.ud),
    // a chain reading a unit past ASCII that some keyword holds: the memo's entry, or (not there) the caller's step
    ...(units ? [
      ...get(L.ua), ...get(L.ub), OP.or, ...get(L.uc), OP.or, ...get(L.ud), OP.or, ...i32(TABLE_UNITS), OP.geU,
      OP.if, OP.void,
      ...wideEntry(L.a, L.ua, L.wa), ...wideEntry(L.b, L.ub, L.wb), ...wideEntry(L.c, L.uc, L.wc), ...wideEntry(L.d, L.ud, L.wd),
      OP.end,
    ] : []),
    ...step(L.a, L.ua, L.va, L.wa), ...step(L.b, L.ub, L.vb, L.wb), ...step(L.c, L.uc, L.vc, L.wc), ...step(L.d, L.ud, L.vd, L.wd),
    ...decode(L.a, L.va), ...decode(L.b, L.vb), ...decode(L.c, L.vc), ...decode(L.d, L.vd),
    ...get(L.va), ...get(L.vb), OP.or, ...get(L.vc), OP.or, ...get(L.vd), OP.or, ...i32(0), OP.ltS,
    OP.if, OP.void,
    ...event(0, L.va, L.na), ...event(1, L.vb, L.nb), ...event(2, L.vc, L.nc), ...event(3, L.vd, L.nd),
    ...get(L.i), ...i32(1), OP.add, ...set(L.i),
    ...full(L.na), ...full(L.nb), OP.or, ...full(L.nc), OP.or, ...full(L.nd), OP.or, OP.brIf, 2,
    OP.br, 1,
    OP.end,
    ...get(L.i), ...i32(1), OP.add, ...set(L.i),
    OP.br, 0,
    OP.end, OP.end,
    ...[L.i, L.a, L.b, L.c, L.d, L.na, L.nb, L.nc, L.nd].flatMap((l) => storeSlot(l, l)),
    OP.end,
  ];
  return [...vector([[...uleb(LOCALS), OP.i32]]), ...body];
}

/** A module importing its memory as m.mem and exporting `bytes` and `units` (the scan over each kind of text). */
function moduleBytes(wide: boolean): Uint8Array {
  const fns = [scanFunction(false, wide), scanFunction(true, wide)];
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vector([[0x60, 0x00, 0x00]])),
    ...section(2, vector([[...name('m'), ...name('mem'), 0x02, 0x00, 0x01]])),
    ...section(3, vector([[0x00], [0x00]])),
    ...section(7, vector([[...name('bytes'), 0x00, 0x00], [...name('units'), 0x00, 0x01]])),
    ...section(10, vector(fns.map((f) => [...uleb(f.length), ...f]))),
  ]);
}

/** The part of the WebAssembly API used here (the project's type libraries do not declare it). */
interface WasmMemory { readonly buffer: ArrayBuffer; grow(pages: number): number }
interface WasmApi {
  Memory: new (d: { initial: number }) => WasmMemory;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: object };
}
const WASM = (globalThis as unknown as { WebAssembly?: WasmApi }).WebAssembly;

// ---- the scanner ------------------------------------------------------------------------------------------------

/** What of an automaton the loop reads: its transition tables, and the non-ASCII code units some keyword holds. */
export type ScanTables = Pick<AutomatonTables, 'width' | 'dense' | 'next' | 'edgeClass' | 'edgeTo' | 'edgeFail'> & {
  /** One bit per code unit (2 048 words). */
  readonly wideUsed: Int32Array;
};

interface Placed {
  readonly next: number; readonly edgeClass: number; readonly edgeTo: number; readonly edgeFail: number; readonly wideUsed: number; readonly memo: number; readonly wide: boolean;
}

type Scan = () => void;

export class WasmScanner {
  private readonly memory: WasmMemory;
  private readonly scans: { bytes: Scan; units: Scan }[];
  private placed = new WeakMap<ScanTables, Placed>();
  /** Where the next automaton's tables go; the text of a scan is put past them. */
  private top = TABLES_AT;
  /** Views of the memory, made again after it grows. */
  private words!: Int32Array;
  private u8!: Uint8Array;
  private u16!: Uint16Array;

  constructor(api: WasmApi) {
    this.memory = new api.Memory({ initial: Math.ceil(TABLES_AT / 65536) + 1 });
    const imports = { m: { mem: this.memory } };
    this.scans = [false, true].map((wide) => {
      const e = new api.Instance(new api.Module(moduleBytes(wide)), imports).exports as { bytes: Scan; units: Scan };
      return { bytes: e.bytes, units: e.units };
    });
    this.views();
  }

  private views(): void {
    this.words = new Int32Array(this.memory.buffer);
    this.u8 = new Uint8Array(this.memory.buffer);
    this.u16 = new Uint16Array(this.memory.buffer);
  }

  private ensure(bytes: number): void {
    const have = this.memory.buffer.byteLength;
    if (bytes <= have) return;
    this.memory.grow(Math.ceil((bytes - have) / 65536));
    this.views();
  }

  private align(at: number): number {
    return (at + 7) & ~7;
  }

  /** The automaton's tables in the memory (copied on its first scan). */
  private place(t: ScanTables): Placed {
    const known = this.placed.get(t);
    if (known !== undefined) return known;
    const wide = t.next instanceof Int32Array;
    // the copies are a cache: past the budget (automata made and dropped, e.g. a policy's matchers rebuilt), start over
    const size = t.next.byteLength + t.edgeClass.byteLength + t.edgeTo.byteLength + t.edgeFail.byteLength + t.wideUsed.byteLength + MEMO_SLOTS * 12 + 48;
    if (this.top > TABLES_AT && this.top + size > TABLES_AT + TABLES_BUDGET) {
      this.placed = new WeakMap();
      this.top = TABLES_AT;
    }
    const next = this.align(this.top);
    const edgeClass = this.align(next + t.next.byteLength);
    const edgeTo = this.align(edgeClass + t.edgeClass.byteLength);
    const edgeFail = this.align(edgeTo + t.edgeTo.byteLength);
    const wideUsed = this.align(edgeFail + t.edgeFail.byteLength);
    const memo = this.align(wideUsed + t.wideUsed.byteLength);
    const end = this.align(memo + MEMO_SLOTS * 12);
    this.ensure(end);
    const buffer = this.memory.buffer;
    (wide ? new Int32Array(buffer, next, t.next.length) : new Int16Array(buffer, next, t.next.length)).set(t.next);
    this.u8.set(t.edgeClass, edgeClass);
    new Int32Array(buffer, edgeTo, t.edgeTo.length).set(t.edgeTo);
    new Uint16Array(buffer, edgeFail, t.edgeFail.length).set(t.edgeFail);
    new Int32Array(buffer, wideUsed, t.wideUsed.length).set(t.wideUsed);
    // no slot holds a step yet (a state is never -1)
    new Int32Array(buffer, memo, MEMO_SLOTS * 3).fill(-1);
    this.top = end;
    const p = { next, edgeClass, edgeTo, edgeFail, wideUsed, memo, wide };
    this.placed.set(t, p);
    return p;
  }

  /**
   * Sets up a scan of `src` (its first 4 q units: the caller runs the rest) with `classOf` (its 256 columns), the four
   * chains starting from the root. Then run() and the event accessors.
   */
  start(t: ScanTables, src: Uint8Array | Uint16Array, q: number, classOf: Uint8Array): void {
    const p = this.place(t);
    const classAt = this.top;
    const text = this.align(classAt + 256);
    const bytes = src instanceof Uint8Array;
    // the first 4 q units only: src is often a scratch buffer longer than the text
    this.ensure(text + (bytes ? 4 * q : 8 * q));
    this.u8.set(classOf, classAt);
    const w = this.words;
    if (bytes) this.u8.set(src.subarray(0, 4 * q), text);
    else this.u16.set(src.subarray(0, 4 * q), text >> 1);
    w[H.q] = q;
    w[H.i] = 0;
    w[H.a] = w[H.b] = w[H.c] = w[H.d] = 0;
    w[H.classOf] = classAt;
    w[H.next] = p.next;
    w[H.edgeClass] = p.edgeClass;
    w[H.edgeTo] = p.edgeTo;
    w[H.edgeFail] = p.edgeFail;
    w[H.wideUsed] = p.wideUsed;
    w[H.memo] = p.memo;
    w[H.dense] = t.dense;
    w[H.width] = t.width;
    w[H.text] = text;
    w[H.events] = EVENTS_AT;
    w[H.cap] = EVENT_CAP;
    w[H.na] = w[H.nb] = w[H.nc] = w[H.nd] = 0;
    this.wide = p.wide;
    this.units = !bytes;
  }

  private wide = false;
  private units = false;

  /** Runs the loop on from the header's position until it ends, an event list fills, or (code units) a unit past ASCII. */
  run(): void {
    const s = this.scans[this.wide ? 1 : 0]!;
    if (this.units) s.units();
    else s.bytes();
  }

  /**
   * Puts the step from `state` on unit u (past ASCII, held by some keyword) into the current scan's memo: `entry` is
   * the state it leads to, bit-inverted when that state reports (as the table's entries are).
   */
  remember(state: number, unit: number, entry: number): void {
    const at = (this.words[H.memo]! + memoSlot(state, unit)) >> 2;
    const w = this.words;
    w[at] = state;
    w[at + 1] = unit;
    w[at + 2] = entry;
  }

  /** The loop's position and the chains' states (chain 0..3). */
  get at(): number {
    return this.words[H.i]!;
  }
  set at(i: number) {
    this.words[H.i] = i;
  }
  state(chain: number): number {
    return this.words[H.a + chain]!;
  }
  setState(chain: number, s: number): void {
    this.words[H.a + chain] = s;
  }
  /** How many events chain x has; event e's encoded entry and end. The caller resets the counts after reading them. */
  count(chain: number): number {
    return this.words[H.na + chain]!;
  }
  get eventWords(): Int32Array {
    return this.words;
  }
  eventIndex(chain: number, e: number): number {
    return (EVENTS_AT >> 2) + (chain * EVENT_CAP + e) * 2;
  }
  clearEvents(): void {
    const w = this.words;
    w[H.na] = w[H.nb] = w[H.nc] = w[H.nd] = 0;
  }
}

let scanner: WasmScanner | null | undefined;
let off = false;
/** The thread's scanner, made on first use; null where WebAssembly is missing, or with SAFEGATE_NO_WASM set. */
export function wasmScanner(): WasmScanner | null {
  if (off) return null;
  if (scanner !== undefined) return scanner;
  try {
    scanner = WASM !== undefined && process.env.SAFEGATE_NO_WASM === undefined ? new WasmScanner(WASM) : null;
  } catch {
    scanner = null;
  }
  return scanner;
}

/** Tests: scans run in JavaScript only while `on` is false (to compare the two loops on the same automaton). */
export function useWasmForTest(on: boolean): void {
  off = !on;
}
