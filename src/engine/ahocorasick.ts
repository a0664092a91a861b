import { TABLE_UNITS, type AutomatonTables, type KeywordEntry, type StateNumbers } from './automaton-build.js';
import { tablesFor } from './automaton-cache.js';
import { wasmScanner, type ScanTables, type WasmScanner } from './automaton-wasm.js';
import { HitList } from './hit-list.js';
import { asciiBytesOfParts, codeUnits, latin1Bytes } from './normalize.js';

export { HitList };

/**
 * Aho–Corasick automaton over UTF-16 code units: one linear pass reports which keyword groups occur.
 * Transitions on ASCII and Latin-1 units (below TABLE_UNITS, "table units" below; the loops' "ASCII" means these) are
 * a dense table (the common case); other code units use a per-state map with failure-link fallback. An automaton too
 * large for 16-bit rows keeps rows for its shallow states only; each other state has one edge and a failure target
 * with a row (automaton-layout.ts, edgeNext; docs/engine-automaton.md).
 *
 * The table's columns are character classes, not characters: every table unit that occurs in some keyword has a class
 * of its own, all others share class 0 (from any state they lead back to the root). A rule set's keywords use 30–70
 * distinct characters, so rows are a fraction of 256 columns wide; with 18 analyzers interleaved, the tables take far
 * less cache (12.5 MB with 128 columns and 32-bit entries, 4.2 MB by class, 2.2 MB with 16-bit entries). States are
 * numbered breadth-first (automaton-build.ts builds the tables).
 *
 * A text of HALVES_MIN characters or more is cut into two parts (under BYTES_MIN) or four (from BYTES_MIN on) scanned
 * side by side (as bytes when bytesOf allows: text of table units only, ASCII or accented Latin-1 prose), each part's
 * chain running on past its end only while it may be inside a keyword that began in its part (scanHalves,
 * scanQuarters). From 1 024 units on, the four chains' loop runs in WebAssembly (automaton-wasm.ts).
 */
export class KeywordAutomaton {
  /** Code unit below TABLE_UNITS (ASCII and Latin-1) -> column. */
  private readonly classOf: Uint8Array;
  /** classOf with each ASCII capital given its small letter's column (scanAsciiCaseless). */
  private readonly caselessClassOf: Uint8Array;
  /** Columns per row. */
  private readonly width: number;
  /** States below this have a row in `next`; the others one edge and a failure target (edgeNext). */
  private readonly dense: number;
  /** The DFA's ASCII transitions from states 0 .. dense - 1, encoded for the scan loop (see layoutTables in automaton-layout.ts). */
  private readonly next: Int16Array | Int32Array;
  /** State dense + j's one trie edge (its class, 0 for none, and encoded target) and its failure target, which has a row. */
  private readonly edgeClass: Uint8Array;
  private readonly edgeTo: Int32Array;
  private readonly edgeFail: Uint16Array;
  private readonly wide: Array<Map<number, number> | undefined>;
  /** The non-ASCII code units that occur in some keyword, one bit each: any other one leads back to the root. */
  private readonly wideUsed: Int32Array;
  /** The non-ASCII code units that begin some keyword (the root's own non-ASCII transitions), one bit each. */
  private readonly wideFirst: Int32Array;
  /** For each state, the first state on its failure chain (itself included) with non-ASCII transitions; else 0. */
  private readonly wideFrom: StateNumbers;
  private readonly fail: StateNumbers;
  /** Each state's depth in the keyword trie: how many characters of a keyword it has matched. */
  private readonly depth: Uint16Array;
  /** 1 for each state that reports a keyword (of either kind below). */
  private readonly reports: Uint8Array;
  /** State s reports the groups plain[plainFrom[s]] to plain[plainFrom[s + 1] - 1] unconditionally. */
  private readonly plainFrom: StateNumbers;
  private readonly plain: Int32Array;
  /** State s's word-start entries, (group, keyword length) pairs from starts[startFrom[s]] to starts[startFrom[s + 1] - 1]: reported only where no letter or digit precedes. */
  private readonly startFrom: StateNumbers;
  private readonly starts: Int32Array;
  /** Parallel to `plain`: each group's shortest keyword ending in that state (made on the first scanHitsInParts). */
  private shortest: Int32Array | null = null;
  /** The second to fourth parts' hit lists of scanHitsInParts, reused (scans are synchronous). */
  private readonly partHits = [new HitList(), new HitList(), new HitList()] as const;
  readonly groupCount: number;
  /** stepWide's remembered answers: (state, unit, next state) triples, made on the first non-ASCII step. */
  private wideMemo: Int32Array | null = null;
  /** Where word-start keywords may begin anywhere (set by each scan; scans are synchronous). */
  private strictEnd = 0;
  /** The tables the WebAssembly loop reads (automaton-wasm.ts; one object, the key of their copy there). */
  private readonly scanTables: ScanTables;

  /** Over keyword entries, or from tables built for them before (automaton-cache.ts's cachedRecord). */
  constructor(entries: ReadonlyArray<KeywordEntry> | AutomatonTables) {
    const t = 'classOf' in entries ? entries : tablesFor(entries);
    const classOf = new Uint8Array(TABLE_UNITS);
    classOf.set(t.classOf.subarray(0, TABLE_UNITS));
    this.classOf = classOf;
    const caseless = classOf.slice();
    for (let c = 65; c <= 90; c++) caseless[c] = classOf[c + 32]!;
    this.caselessClassOf = caseless;
    this.width = t.width;
    this.dense = t.dense;
    this.next = t.next;
    this.edgeClass = t.edgeClass;
    this.edgeTo = t.edgeTo;
    this.edgeFail = t.edgeFail;
    this.wide = t.wide;
    this.wideUsed = t.wideUsed;
    this.wideFirst = t.wideFirst;
    this.wideFrom = t.wideFrom;
    this.fail = t.fail;
    this.depth = t.depth;
    this.reports = t.reports;
    this.plainFrom = t.plainFrom;
    this.plain = t.plain;
    this.startFrom = t.startFrom;
    this.starts = t.starts;
    this.groupCount = t.groupCount;
    this.scanTables = { width: t.width, dense: t.dense, next: t.next, edgeClass: t.edgeClass, edgeTo: t.edgeTo, edgeFail: t.edgeFail, wideUsed: t.wideUsed };
  }

  /**
   * Marks found[group] = 1 for every group with a keyword occurring in text. Word-start keywords must begin at a word
   * start only before `strictEnd` (past it, e.g. in appended de-obfuscated copies whose words run together, anywhere).
   */
  scan(text: string, found: Uint8Array, strictEnd = text.length): void {
    this.strictEnd = strictEnd;
    const n = text.length;
    if (n >= BYTES_MIN) {
      // Text of ASCII and Latin-1 units (nearly all of it) is scanned as bytes (bytesOf)
      const bytes = this.bytesOf(text);
      if (bytes !== null) this.scanQuarters(bytes, n, found, this.classOf);
      else this.scanUnitQuarters(codeUnits(text), n, found);
      return;
    } else if (n >= HALVES_MIN && this.scanHalves(text, n, found)) {
      return;
    }
    const next = this.next;
    const classOf = this.classOf;
    const width = this.width;
    const dense = this.dense;
    let s = 0;
    let i = 0;
    for (;;) {
      // The ASCII steps run in a loop of their own that a non-ASCII code unit leaves: with the wide step inside the
      // same loop body, the compiled loop ran twice as slowly per character on short texts (16 against 7.5 ns).
      for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c >= TABLE_UNITS) break;
        const v = s < dense ? next[Math.imul(s, width) + classOf[c]!]! : this.edgeNext(s, classOf[c]!);
        s = v >= 0 ? v : this.report(~v, found, text, i + 1);
      }
      if (i >= n) return;
      const state = this.stepWide(s, text.charCodeAt(i));
      s = this.reports[state] === 1 ? this.report(state, found, text, i + 1) : state;
      i++;
    }
  }

  /**
   * scan((head + tail).toLowerCase(), found, strictEnd) without that copy and without joining the parts, for all-ASCII
   * text of BYTES_MIN characters or more: its bytes are read with each capital in its small letter's column, which
   * for ASCII is exactly what lower-casing does. Returns false, having scanned nothing, for any other text (the
   * caller scans its lower-cased copy). For a giant command the copy and the join each cost a fresh megabyte per
   * check (about 0.4 ms each at 1 MB against 5 us at 100 KB: large-object pages).
   */
  scanAsciiCaseless(head: string, tail: string, found: Uint8Array, strictEnd: number): boolean {
    const n = head.length + tail.length;
    if (n < BYTES_MIN) return false;
    const bytes = asciiBytesOfParts(head, tail);
    if (bytes === null) return false;
    this.strictEnd = strictEnd;
    this.scanQuarters(bytes, n, found, this.caselessClassOf);
    return true;
  }

  /**
   * Like scan, and also records where each keyword group occurs: for every keyword occurrence, the pair (group,
   * index just past its end) is appended to `hits`, in text order. The windowed scorer (score.ts) reads the positions
   * to confirm a rule only around its own keywords. One chain, as the positions must come out in order. The engine
   * calls it through scanHitsInParts, which takes long text as bytes itself where it can (bytesOf) and in four chains
   * over code units where it cannot: what comes here is short, so the chain reads code units.
   */
  scanHits(text: string, found: Uint8Array, hits: HitList, strictEnd = text.length): void {
    this.strictEnd = strictEnd;
    const next = this.next;
    const classOf = this.classOf;
    const width = this.width;
    const dense = this.dense;
    const n = text.length;
    let s = 0;
    let i = 0;
    for (;;) {
      for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c >= TABLE_UNITS) break;
        const v = s < dense ? next[Math.imul(s, width) + classOf[c]!]! : this.edgeNext(s, classOf[c]!);
        s = v >= 0 ? v : this.record(~v, found, hits, i + 1, text);
      }
      if (i >= n) return;
      const state = this.stepWide(s, text.charCodeAt(i));
      s = this.reports[state] === 1 ? this.record(state, found, hits, i + 1, text) : state;
      i++;
    }
  }

  /** report() that also appends each group's (group, end) pair to the hit list. */
  private record(state: number, found: Uint8Array, hits: HitList, end: number, text: string | Uint8Array | Uint16Array): number {
    const plain = this.plain;
    for (let k = this.plainFrom[state]!, last = this.plainFrom[state + 1]!; k < last; k++) {
      found[plain[k]!] = 1;
      hits.push(plain[k]!, end);
    }
    const starts = this.starts;
    for (let k = this.startFrom[state]!, last = this.startFrom[state + 1]!; k < last; k += 2) {
      if (!this.atWordStart(text, end - starts[k + 1]!)) continue;
      found[starts[k]!] = 1;
      hits.push(starts[k]!, end);
    }
    return state;
  }

  /**
   * scanHits for a caller that puts occurrences in order itself (frames/scan.ts): a text of BYTES_MIN characters or
   * more is cut into four parts scanned side by side (as in scan, for the same reason: overlapping
   * cache misses), each part's occurrences appended in order of their ends, the parts in text order. Every
   * occurrence is listed once, by the part in which it begins; one that begins in a part and ends in the next comes
   * after that part's others, so the list is in order of starts between parts but not of ends. With `ordered`, the
   * few occurrences that cross a boundary are then moved into place: the list is in order of ends, as scanHits's
   * (occurrences with the same end may come in another order).
   */
  scanHitsInParts(text: string, found: Uint8Array, hits: HitList, strictEnd = text.length, ordered = false): void {
    const n = text.length;
    if (n < BYTES_MIN) return this.scanHits(text, found, hits, strictEnd);
    const bytes = this.bytesOf(text);
    if (bytes === null) return this.scanUnitHitsInParts(codeUnits(text), n, found, hits, strictEnd, ordered);
    this.strictEnd = strictEnd;
    const next = this.next;
    const classOf = this.classOf;
    const width = this.width;
    const dense = this.dense;
    const edgeClass = this.edgeClass;
    const edgeTo = this.edgeTo;
    const edgeFail = this.edgeFail;
    const [hb, hc, hd] = this.partHits;
    hb.length = hc.length = hd.length = 0;
    const q = n >> 2;
    const q2 = q + q;
    const q3 = q2 + q;
    // the WebAssembly loop, or the part of it that it took (the loop below goes on from there in the same states)
    const from = this.quartersByWasm(bytes, q, classOf, found, [hits, hb, hc, hd]);
    let a = CHAINS[0]!;
    let b = CHAINS[1]!;
    let c = CHAINS[2]!;
    let d = CHAINS[3]!;
    for (let i = from; i < q; i++) {
      const ka = classOf[bytes[i]!]!;
      const kb = classOf[bytes[i + q]!]!;
      const kc = classOf[bytes[i + q2]!]!;
      const kd = classOf[bytes[i + q3]!]!;
      // a state with a row, else (deeper, less often) its edge or its failure target's row (edgeNext)
      const va = a < dense ? next[Math.imul(a, width) + ka]!
        : edgeClass[a - dense] === ka ? edgeTo[a - dense]! : next[Math.imul(edgeFail[a - dense]!, width) + ka]!;
      const vb = b < dense ? next[Math.imul(b, width) + kb]!
        : edgeClass[b - dense] === kb ? edgeTo[b - dense]! : next[Math.imul(edgeFail[b - dense]!, width) + kb]!;
      const vc = c < dense ? next[Math.imul(c, width) + kc]!
        : edgeClass[c - dense] === kc ? edgeTo[c - dense]! : next[Math.imul(edgeFail[c - dense]!, width) + kc]!;
      const vd = d < dense ? next[Math.imul(d, width) + kd]!
        : edgeClass[d - dense] === kd ? edgeTo[d - dense]! : next[Math.imul(edgeFail[d - dense]!, width) + kd]!;
      if ((va | vb | vc | vd) < 0) {
        if (va < 0) this.record(~va, found, hits, i + 1, bytes);
        if (vb < 0) this.record(~vb, found, hb, i + q + 1, bytes);
        if (vc < 0) this.record(~vc, found, hc, i + q2 + 1, bytes);
        if (vd < 0) this.record(~vd, found, hd, i + q3 + 1, bytes);
      }
      // a negative entry is a reporting state's number, bit-inverted: v ^ (v >> 31) is the state either way
      a = va ^ (va >> 31);
      b = vb ^ (vb >> 31);
      c = vc ^ (vc >> 31);
      d = vd ^ (vd >> 31);
    }
    for (let i = q3 + q; i < n; i++) {
      const vd = this.step(d, classOf[bytes[i]!]!);
      d = vd >= 0 ? vd : this.record(~vd, found, hd, i + 1, bytes);
    }
    this.finishChainHits(bytes, q, n, a, found, hits);
    this.finishChainHits(bytes, q2, n, b, found, hb);
    this.finishChainHits(bytes, q3, n, c, found, hc);
    hits.append(hb);
    hits.append(hc);
    hits.append(hd);
    if (ordered) hits.sortByEnd();
  }

  /**
   * The text as bytes for the byte paths, or null (the code-unit paths then read it): text of ASCII and Latin-1 units,
   * every one of which has a table column (TABLE_UNITS).
   */
  private bytesOf(text: string): Uint8Array | null {
    return latin1Bytes(text);
  }

  /**
   * scanHitsInParts for text the byte path cannot read (bytesOf), over its code units (codeUnits): the same four chains
   * and the same order of occurrences. A step where some chain reads a non-ASCII code unit (rare in such text: accents,
   * curly quotes) takes that chain's wide step (unitStepHit); the others stay on the table. Against the one-chain
   * charCodeAt loop, this keeps the overlapping cache misses and reads a typed array.
   */
  private scanUnitHitsInParts(units: Uint16Array, n: number, found: Uint8Array, hits: HitList, strictEnd: number, ordered: boolean): void {
    this.strictEnd = strictEnd;
    const next = this.next;
    const classOf = this.classOf;
    const width = this.width;
    const dense = this.dense;
    const edgeClass = this.edgeClass;
    const edgeTo = this.edgeTo;
    const edgeFail = this.edgeFail;
    const [hb, hc, hd] = this.partHits;
    hb.length = hc.length = hd.length = 0;
    const q = n >> 2;
    const q2 = q + q;
    const q3 = q2 + q;
    // the WebAssembly loop, or the part of it that it took (the loop below goes on from there in the same states)
    const from = this.quartersByWasm(units, q, classOf, found, [hits, hb, hc, hd]);
    let a = CHAINS[0]!;
    let b = CHAINS[1]!;
    let c = CHAINS[2]!;
    let d = CHAINS[3]!;
    for (let i = from; i < q; i++) {
      const ua = units[i]!;
      const ub = units[i + q]!;
      const uc = units[i + q2]!;
      const ud = units[i + q3]!;
      if ((ua | ub | uc | ud) >= TABLE_UNITS) {
        // each chain's own step: the table for a chain that reads ASCII, the wide step only for one that does not
        a = this.unitStepHit(a, ua, found, hits, i + 1, units);
        b = this.unitStepHit(b, ub, found, hb, i + q + 1, units);
        c = this.unitStepHit(c, uc, found, hc, i + q2 + 1, units);
        d = this.unitStepHit(d, ud, found, hd, i + q3 + 1, units);
        continue;
      }
      const ka = classOf[ua]!;
      const kb = classOf[ub]!;
      const kc = classOf[uc]!;
      const kd = classOf[ud]!;
      // a state with a row, else (deeper, less often) its edge or its failure target's row (edgeNext)
      const va = a < dense ? next[Math.imul(a, width) + ka]!
        : edgeClass[a - dense] === ka ? edgeTo[a - dense]! : next[Math.imul(edgeFail[a - dense]!, width) + ka]!;
      const vb = b < dense ? next[Math.imul(b, width) + kb]!
        : edgeClass[b - dense] === kb ? edgeTo[b - dense]! : next[Math.imul(edgeFail[b - dense]!, width) + kb]!;
      const vc = c < dense ? next[Math.imul(c, width) + kc]!
        : edgeClass[c - dense] === kc ? edgeTo[c - dense]! : next[Math.imul(edgeFail[c - dense]!, width) + kc]!;
      const vd = d < dense ? next[Math.imul(d, width) + kd]!
        : edgeClass[d - dense] === kd ? edgeTo[d - dense]! : next[Math.imul(edgeFail[d - dense]!, width) + kd]!;
      if ((va | vb | vc | vd) < 0) {
        if (va < 0) this.record(~va, found, hits, i + 1, units);
        if (vb < 0) this.record(~vb, found, hb, i + q + 1, units);
        if (vc < 0) this.record(~vc, found, hc, i + q2 + 1, units);
        if (vd < 0) this.record(~vd, found, hd, i + q3 + 1, units);
      }
      a = va ^ (va >> 31);
      b = vb ^ (vb >> 31);
      c = vc ^ (vc >> 31);
      d = vd ^ (vd >> 31);
    }
    for (let i = q3 + q; i < n; i++) d = this.unitStepHit(d, units[i]!, found, hd, i + 1, units);
    this.finishUnitChainHits(units, q, n, a, found, hits);
    this.finishUnitChainHits(units, q2, n, b, found, hb);
    this.finishUnitChainHits(units, q3, n, c, found, hc);
    hits.append(hb);
    hits.append(hc);
    hits.append(hd);
    if (ordered) hits.sortByEnd();
  }

  /** One chain's step on code unit u ending at `end`, recording a reporting state. */
  private unitStepHit(s: number, u: number, found: Uint8Array, hits: HitList, end: number, units: Uint16Array): number {
    const v = this.unitNext(s, u);
    return v >= 0 ? v : this.record(~v, found, hits, end, units);
  }

  /** The state after code unit u from state s, bit-inverted when it reports (as the table's entries are). */
  private unitNext(s: number, u: number): number {
    if (u < TABLE_UNITS) return this.step(s, this.classOf[u]!);
    const state = this.stepWide(s, u);
    return this.reports[state] === 1 ? ~state : state;
  }

  /** The ASCII transition from state s on class k, encoded as a table entry: its row's entry, or edgeNext's answer. */
  private step(s: number, k: number): number {
    return s < this.dense ? this.next[Math.imul(s, this.width) + k]! : this.edgeNext(s, k);
  }

  /**
   * The ASCII transition from a state without a row on class k, encoded as a table entry: its one trie edge when k is
   * the edge's class, else its failure target's row entry (automaton-layout.ts makes every such target one with a
   * row). On a character in no keyword (class 0), either is the root: a state without an edge has class 0 and target 0.
   */
  private edgeNext(s: number, k: number): number {
    const j = s - this.dense;
    return this.edgeClass[j] === k ? this.edgeTo[j]! : this.next[Math.imul(this.edgeFail[j]!, this.width) + k]!;
  }

  /** finishChainHits over code units. */
  private finishUnitChainHits(units: Uint16Array, from: number, n: number, s: number, found: Uint8Array, hits: HitList): void {
    const depth = this.depth;
    for (let i = from; i < n && depth[s]! > i - from; i++) {
      const v = this.unitNext(s, units[i]!);
      s = v ^ (v >> 31);
      if (v < 0) this.recordBefore(s, i + 1, from, units, found, hits);
    }
  }

  /** The occurrences a reporting state has at `end` that began before `from` (finishChainHits's reporting step). */
  private recordBefore(state: number, end: number, from: number, src: Uint8Array | Uint16Array, found: Uint8Array, hits: HitList): void {
    const plain = this.plain;
    const first = this.plainFrom[state]!;
    const last = this.plainFrom[state + 1]!;
    const shortest = first < last ? (this.shortest ??= shortestKeywords(this.plainFrom, plain, this.fail, this.depth)) : plain;
    // a group is the next part's when its shortest keyword ending here begins there
    for (let k = first; k < last; k++) {
      if (end - shortest[k]! >= from) continue;
      found[plain[k]!] = 1;
      hits.push(plain[k]!, end);
    }
    const starts = this.starts;
    for (let k = this.startFrom[state]!, stop = this.startFrom[state + 1]!; k < stop; k += 2) {
      const begin = end - starts[k + 1]!;
      if (begin >= from || !this.atWordStart(src, begin)) continue;
      found[starts[k]!] = 1;
      hits.push(starts[k]!, end);
    }
  }

  /** scanQuarters for text that is not all ASCII, over its code units (see scanUnitHitsInParts). */
  private scanUnitQuarters(units: Uint16Array, n: number, found: Uint8Array): void {
    const next = this.next;
    const classOf = this.classOf;
    const width = this.width;
    const dense = this.dense;
    const edgeClass = this.edgeClass;
    const edgeTo = this.edgeTo;
    const edgeFail = this.edgeFail;
    const q = n >> 2;
    const q2 = q + q;
    const q3 = q2 + q;
    // the WebAssembly loop, or the part of it that it took (the loop below goes on from there in the same states)
    const from = this.quartersByWasm(units, q, classOf, found, null);
    let a = CHAINS[0]!;
    let b = CHAINS[1]!;
    let c = CHAINS[2]!;
    let d = CHAINS[3]!;
    for (let i = from; i < q; i++) {
      const ua = units[i]!;
      const ub = units[i + q]!;
      const uc = units[i + q2]!;
      const ud = units[i + q3]!;
      if ((ua | ub | uc | ud) >= TABLE_UNITS) {
        // each chain's own step: the table for a chain that reads ASCII, the wide step only for one that does not
        a = this.unitStep(a, ua, found, i + 1, units);
        b = this.unitStep(b, ub, found, i + q + 1, units);
        c = this.unitStep(c, uc, found, i + q2 + 1, units);
        d = this.unitStep(d, ud, found, i + q3 + 1, units);
        continue;
      }
      const ka = classOf[ua]!;
      const kb = classOf[ub]!;
      const kc = classOf[uc]!;
      const kd = classOf[ud]!;
      // a state with a row, else (deeper, less often) its edge or its failure target's row (edgeNext)
      const va = a < dense ? next[Math.imul(a, width) + ka]!
        : edgeClass[a - dense] === ka ? edgeTo[a - dense]! : next[Math.imul(edgeFail[a - dense]!, width) + ka]!;
      const vb = b < dense ? next[Math.imul(b, width) + kb]!
        : edgeClass[b - dense] === kb ? edgeTo[b - dense]! : next[Math.imul(edgeFail[b - dense]!, width) + kb]!;
      const vc = c < dense ? next[Math.imul(c, width) + kc]!
        : edgeClass[c - dense] === kc ? edgeTo[c - dense]! : next[Math.imul(edgeFail[c - dense]!, width) + kc]!;
      const vd = d < dense ? next[Math.imul(d, width) + kd]!
        : edgeClass[d - dense] === kd ? edgeTo[d - dense]! : next[Math.imul(edgeFail[d - dense]!, width) + kd]!;
      if ((va | vb | vc | vd) < 0) this.reportFour(va, vb, vc, vd, found, units, i + 1, q);
      a = va ^ (va >> 31);
      b = vb ^ (vb >> 31);
      c = vc ^ (vc >> 31);
      d = vd ^ (vd >> 31);
    }
    for (let i = q3 + q; i < n; i++) d = this.unitStep(d, units[i]!, found, i + 1, units);
    this.finishUnitChain(units, q, n, a, found);
    this.finishUnitChain(units, q2, n, b, found);
    this.finishUnitChain(units, q3, n, c, found);
  }

  /** unitStepHit without positions. */
  private unitStep(s: number, u: number, found: Uint8Array, end: number, units: Uint16Array): number {
    const v = this.unitNext(s, u);
    return v >= 0 ? v : this.report(~v, found, units, end);
  }

  /** finishChain over code units. */
  private finishUnitChain(units: Uint16Array, from: number, n: number, s: number, found: Uint8Array): void {
    const depth = this.depth;
    for (let i = from; i < n && depth[s]! > i - from; i++) s = this.unitStep(s, units[i]!, found, i + 1, units);
  }

  /** finishChain that records what it finds, only the occurrences that began before `from` (the next part has the rest). */
  private finishChainHits(bytes: Uint8Array, from: number, n: number, s: number, found: Uint8Array, hits: HitList): void {
    const depth = this.depth;
    const classOf = this.classOf;
    for (let i = from; i < n && depth[s]! > i - from; i++) {
      const v = this.step(s, classOf[bytes[i]!]!);
      s = v ^ (v >> 31);
      if (v < 0) this.recordBefore(s, i + 1, from, bytes, found, hits);
    }
  }

  /**
   * A short text as two halves scanned side by side, for ASCII text: two independent chains of table loads instead of
   * one, so the processor waits for two cache misses at once (between two checks of a type, the checks of other types
   * evict its table from the nearer caches, and the scan waits on nearly every load). The first half's chain then
   * goes on past the middle only while it may be inside a keyword that began before the middle: a keyword that
   * begins in the second half is the second chain's. Returns false at the first non-ASCII code unit, having set only
   * flags of keywords that do occur; the caller then scans the whole text the usual way.
   */
  private scanHalves(text: string, n: number, found: Uint8Array): boolean {
    const next = this.next;
    const classOf = this.classOf;
    const width = this.width;
    const dense = this.dense;
    const half = n >> 1;
    let a = 0;
    let b = 0;
    for (let i = 0; i < half; i++) {
      const c = text.charCodeAt(i);
      const d = text.charCodeAt(i + half);
      if ((c | d) >= TABLE_UNITS) return false;
      const v = a < dense ? next[Math.imul(a, width) + classOf[c]!]! : this.edgeNext(a, classOf[c]!);
      const w = b < dense ? next[Math.imul(b, width) + classOf[d]!]! : this.edgeNext(b, classOf[d]!);
      a = v >= 0 ? v : this.report(~v, found, text, i + 1);
      b = w >= 0 ? w : this.report(~w, found, text, i + half + 1);
    }
    if ((n & 1) === 1) {
      // the second half is one character longer
      const d = text.charCodeAt(n - 1);
      if (d >= TABLE_UNITS) return false;
      const w = this.step(b, classOf[d]!);
      if (w < 0) this.report(~w, found, text, n);
    }
    // Before character i, the first chain's state has matched the last depth characters of some keyword: while that
    // is more than the i - half characters it has read past the middle, the keyword began before the middle.
    const depth = this.depth;
    for (let i = half; i < n && depth[a]! > i - half; i++) {
      const c = text.charCodeAt(i);
      if (c >= TABLE_UNITS) return false;
      const v = this.step(a, classOf[c]!);
      a = v >= 0 ? v : this.report(~v, found, text, i + 1);
    }
    return true;
  }

  /**
   * ASCII text as bytes, its four quarters scanned side by side: four independent chains of table loads whose cache
   * misses overlap (see scanHalves; a larger rule set's table is 200-260 KB). Against one chain, 64 KB prose scored
   * 1.03-1.12x faster by type (alternating processes). Each chain then runs on into the next quarter while it may be
   * inside a keyword that began in its own (finishChain).
   */
  private scanQuarters(bytes: Uint8Array, n: number, found: Uint8Array, classOf: Uint8Array): void {
    const next = this.next;
    const width = this.width;
    const dense = this.dense;
    const edgeClass = this.edgeClass;
    const edgeTo = this.edgeTo;
    const edgeFail = this.edgeFail;
    const q = n >> 2;
    const q2 = q + q;
    const q3 = q2 + q;
    // the WebAssembly loop, or the part of it that it took (the loop below goes on from there in the same states)
    const from = this.quartersByWasm(bytes, q, classOf, found, null);
    let a = CHAINS[0]!;
    let b = CHAINS[1]!;
    let c = CHAINS[2]!;
    let d = CHAINS[3]!;
    for (let i = from; i < q; i++) {
      const ka = classOf[bytes[i]!]!;
      const kb = classOf[bytes[i + q]!]!;
      const kc = classOf[bytes[i + q2]!]!;
      const kd = classOf[bytes[i + q3]!]!;
      // a state with a row, else (deeper, less often) its edge or its failure target's row (edgeNext)
      const va = a < dense ? next[Math.imul(a, width) + ka]!
        : edgeClass[a - dense] === ka ? edgeTo[a - dense]! : next[Math.imul(edgeFail[a - dense]!, width) + ka]!;
      const vb = b < dense ? next[Math.imul(b, width) + kb]!
        : edgeClass[b - dense] === kb ? edgeTo[b - dense]! : next[Math.imul(edgeFail[b - dense]!, width) + kb]!;
      const vc = c < dense ? next[Math.imul(c, width) + kc]!
        : edgeClass[c - dense] === kc ? edgeTo[c - dense]! : next[Math.imul(edgeFail[c - dense]!, width) + kc]!;
      const vd = d < dense ? next[Math.imul(d, width) + kd]!
        : edgeClass[d - dense] === kd ? edgeTo[d - dense]! : next[Math.imul(edgeFail[d - dense]!, width) + kd]!;
      if ((va | vb | vc | vd) < 0) this.reportFour(va, vb, vc, vd, found, bytes, i + 1, q);
      // a negative entry is a reporting state's number, bit-inverted: v ^ (v >> 31) is the state either way
      a = va ^ (va >> 31);
      b = vb ^ (vb >> 31);
      c = vc ^ (vc >> 31);
      d = vd ^ (vd >> 31);
    }
    for (let i = q3 + q; i < n; i++) {
      const vd = this.step(d, classOf[bytes[i]!]!);
      d = vd >= 0 ? vd : this.report(~vd, found, bytes, i + 1);
    }
    this.finishChain(bytes, q, n, a, found, classOf);
    this.finishChain(bytes, q2, n, b, found, classOf);
    this.finishChain(bytes, q3, n, c, found, classOf);
  }

  /** The reporting steps among four table entries (kept out of the scan loop, whose body stays small). */
  private reportFour(va: number, vb: number, vc: number, vd: number, found: Uint8Array, bytes: Uint8Array | Uint16Array, end: number, q: number): void {
    if (va < 0) this.report(~va, found, bytes, end);
    if (vb < 0) this.report(~vb, found, bytes, end + q);
    if (vc < 0) this.report(~vc, found, bytes, end + 2 * q);
    if (vd < 0) this.report(~vd, found, bytes, end + 3 * q);
  }

  /**
   * The four chains' loop over src[0 .. 4q) (the main loop of scanHitsInParts, scanQuarters and their code-unit forms)
   * run by the WebAssembly scanner (automaton-wasm.ts), the chains' final states left in CHAINS; false, having done
   * nothing, for a short text or where there is no scanner (the caller then runs its own loop). Each chain's
   * reporting steps are recorded in its list of `lists` (record), or only reported without lists (report), in order of
   * position as the loop makes them; a step where some chain reads a code unit past ASCII is taken here, as the loop
   * takes it (unitStepHit, unitStep).
   */
  private quartersByWasm(src: Uint8Array | Uint16Array, q: number, classOf: Uint8Array, found: Uint8Array, lists: readonly HitList[] | null): number {
    // four stores: TypedArray fill is a call into C++, on every scan of 48 units or more
    CHAINS[0] = 0;
    CHAINS[1] = 0;
    CHAINS[2] = 0;
    CHAINS[3] = 0;
    if (q < WASM_QUARTER_MIN || q > WASM_QUARTER_MAX) return 0;
    const w = wasmScanner();
    if (w === null) return 0;
    w.start(this.scanTables, src, q, classOf);
    let stops = 0;
    for (;;) {
      w.run();
      this.drain(w, src, found, lists);
      const i = w.at;
      if (i >= q) break;
      // else the step at i reads a unit past ASCII that some keyword holds (or an event list filled just before it)
      if ((src[i]! | src[i + q]! | src[i + 2 * q]! | src[i + 3 * q]!) < TABLE_UNITS) continue;
      // text thick with such units (Cyrillic, Greek) would stop the loop every few units: the caller's loop, which
      // takes those steps without leaving JavaScript, goes on from here in the chains' states
      if (++stops > WIDE_STOPS_MIN && stops * WIDE_STOP_SPACING > i) {
        for (let x = 0; x < 4; x++) CHAINS[x] = w.state(x);
        return i;
      }
      for (let x = 0; x < 4; x++) {
        const s = w.state(x);
        const at = i + x * q;
        const u = src[at]!;
        const v = this.unitNext(s, u);
        // the loop reads this step from its memo from now on
        if (u >= TABLE_UNITS && this.holdsWide(u)) w.remember(s, u, v);
        w.setState(x, v >= 0 ? v : lists !== null ? this.record(~v, found, lists[x]!, at + 1, src) : this.report(~v, found, src, at + 1));
      }
      w.at = i + 1;
    }
    for (let x = 0; x < 4; x++) CHAINS[x] = w.state(x);
    return q;
  }

  /** The scanner's events, recorded or reported chain by chain (quartersByWasm), and cleared. */
  private drain(w: WasmScanner, src: Uint8Array | Uint16Array, found: Uint8Array, lists: readonly HitList[] | null): void {
    const ev = w.eventWords;
    for (let x = 0; x < 4; x++) {
      const n = w.count(x);
      if (n === 0) continue;
      const list = lists === null ? null : lists[x]!;
      for (let e = 0, at = w.eventIndex(x, 0); e < n; e++, at += 2) {
        if (list !== null) this.record(~ev[at]!, found, list, ev[at + 1]!, src);
        else this.report(~ev[at]!, found, src, ev[at + 1]!);
      }
    }
    w.clearEvents();
  }

  /** Whether some keyword holds non-ASCII code unit c (wideUsed's bit for it). */
  private holdsWide(c: number): boolean {
    return (this.wideUsed[c >>> 5]! & (1 << (c & 31))) !== 0;
  }

  /**
   * The transition on a non-ASCII code unit: none when no keyword holds it, else the first state on the failure chain
   * that has one on it (only states with non-ASCII transitions are visited), else the root's (a bit test first).
   * Answers are remembered in a small direct-mapped table (wideMemo): in text thick with such units (Cyrillic, Greek)
   * the walk and its Map lookups were a third of a scan's cost.
   */
  private stepWide(state: number, c: number): number {
    if (!this.holdsWide(c)) return 0;
    const memo = this.wideMemo ??= new Int32Array(WIDE_MEMO_SLOTS * 3).fill(-1);
    const slot = ((Math.imul(state, 0x9e3779b1) + Math.imul(c, 0x85ebca6b)) >>> (32 - WIDE_MEMO_BITS)) * 3;
    if (memo[slot] === state && memo[slot + 1] === c) return memo[slot + 2]!;
    const next = this.walkWide(state, c);
    memo[slot] = state;
    memo[slot + 1] = c;
    memo[slot + 2] = next;
    return next;
  }

  /** stepWide's answer, from the failure chain. */
  private walkWide(state: number, c: number): number {
    let s = this.wideFrom[state]!;
    for (;;) {
      if (s === 0) return (this.wideFirst[c >>> 5]! & (1 << (c & 31))) === 0 ? 0 : this.wide[0]!.get(c)!;
      const next = this.wide[s]?.get(c);
      if (next !== undefined) return next;
      s = this.wideFrom[this.fail[s]!]!;
    }
  }

  /** True when a word-start keyword may begin at `start`: not after an ASCII letter or digit, or past strictEnd. */
  private atWordStart(src: string | Uint8Array | Uint16Array, start: number): boolean {
    if (start <= 0 || start >= this.strictEnd) return true;
    const c = typeof src === 'string' ? src.charCodeAt(start - 1) : src[start - 1]!;
    return !((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90));
  }

  /** Marks a reporting state's groups (for a keyword ending at `end` of src); returns the state. */
  private report(state: number, found: Uint8Array, src: string | Uint8Array | Uint16Array, end: number): number {
    const plain = this.plain;
    for (let k = this.plainFrom[state]!, last = this.plainFrom[state + 1]!; k < last; k++) found[plain[k]!] = 1;
    const starts = this.starts;
    for (let k = this.startFrom[state]!, last = this.startFrom[state + 1]!; k < last; k += 2) {
      if (this.atWordStart(src, end - starts[k + 1]!)) found[starts[k]!] = 1;
    }
    return state;
  }

  /**
   * Runs a chain that stopped at `from` (in state s) on, while it may be inside a keyword that began before `from`:
   * before character i, its state has matched the last depth characters of some keyword, and once that is no more
   * than the i - from characters read past `from`, any keyword still open began at `from` or later, where the next
   * chain started from the root.
   */
  private finishChain(bytes: Uint8Array, from: number, n: number, s: number, found: Uint8Array, classOf: Uint8Array): void {
    const depth = this.depth;
    for (let i = from; i < n && depth[s]! > i - from; i++) {
      const v = this.step(s, classOf[bytes[i]!]!);
      s = v >= 0 ? v : this.report(~v, found, bytes, i + 1);
    }
  }
}

/** The final states of quartersByWasm's four chains (scans are synchronous). */
const CHAINS = new Int32Array(4);
/**
 * Quarters of at least this many units are scanned by the WebAssembly loop: below it, setting the scan up (copying the
 * text into its memory, the call, reading the events) costs about what the JavaScript loop does.
 */
const WASM_QUARTER_MIN = 256;
/** And at most this many (texts up to 2 M units): the memory keeps the largest text it has held, so a giant one stays in JavaScript. */
const WASM_QUARTER_MAX = 1 << 19;
/**
 * Past this many stops on units past ASCII, a scan that stopped once in every WIDE_STOP_SPACING units or more often
 * leaves the WebAssembly loop (a call, a drain and four state copies per stop) for the JavaScript one.
 */
const WIDE_STOPS_MIN = 64;
const WIDE_STOP_SPACING = 16;

/** stepWide's table: 4 096 slots (48 KB, made only for an automaton that meets non-ASCII text). */
const WIDE_MEMO_BITS = 12;
const WIDE_MEMO_SLOTS = 1 << WIDE_MEMO_BITS;

/** Texts shorter than this are scanned in one chain (two would save little against the setup). */
export const HALVES_MIN = 16;
/**
 * Shorter texts take the charCodeAt loops, longer all-ASCII ones the native copy and four chains: on the mixed corpus
 * 48 ran 1.03x faster than 128 (alternating processes; 24 was no better than 48).
 */
export const BYTES_MIN = 48;

/**
 * Parallel to `plain`: the length of each group's shortest keyword that ends in that state: the state's own depth,
 * unless its failure target (a shorter suffix, so done before it in order of depth) reports the group too.
 */
function shortestKeywords(plainFrom: StateNumbers, plain: Int32Array, fail: StateNumbers, depth: Uint16Array): Int32Array {
  const out = new Int32Array(plain.length);
  for (const i of byDepth(depth)) {
    if (i === 0) continue;
    const f = fail[i]!;
    for (let k = plainFrom[i]!; k < plainFrom[i + 1]!; k++) {
      let at = -1;
      for (let j = plainFrom[f]!; j < plainFrom[f + 1]! && at < 0; j++) if (plain[j] === plain[k]) at = j;
      out[k] = at < 0 ? depth[i]! : out[at]!;
    }
  }
  return out;
}

/** The states in order of depth (a counting sort: the numbering puts some deeper states before shallower ones). */
function byDepth(depth: Uint16Array): Int32Array {
  let deepest = 0;
  for (let i = 0; i < depth.length; i++) deepest = Math.max(deepest, depth[i]!);
  const start = new Int32Array(deepest + 2);
  for (let i = 0; i < depth.length; i++) start[depth[i]! + 1]!++;
  for (let d = 1; d < start.length; d++) start[d]! += start[d - 1]!;
  const out = new Int32Array(depth.length);
  for (let i = 0; i < depth.length; i++) out[start[depth[i]!]!++] = i;
  return out;
}
