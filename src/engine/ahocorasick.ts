/**
 * Aho–Corasick automaton over UTF-16 code units: one linear pass reports which keyword groups occur.
 * ASCII transitions are a dense table (the common case); other code units use a per-state map
 * with failure-link fallback.
 *
 * The ASCII table's columns are character classes, not characters: every ASCII character that occurs in some
 * keyword has a class of its own, all others share class 0 (from any state they lead back to the root). A
 * rule set's keywords use 30–50 distinct characters, so rows are about a third of 128 columns wide; with 18
 * analyzers interleaved, the tables take far less cache (12.5 MB with 128 columns, 4.2 MB by class).
 */
export class KeywordAutomaton {
  /** ASCII character -> column. */
  private readonly classOf: Uint8Array;
  /** Columns per row. */
  private readonly width: number;
  /** The DFA's ASCII transitions, encoded for the scan loop (see the constructor). */
  private readonly next: Int32Array;
  private readonly wide: Array<Map<number, number> | undefined>;
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
    this.fail = new Int32Array(n);
    this.wide = new Array(n);
    const queue: number[] = [];
    for (let c = 0; c < 128; c++) {
      const s = gotoAscii[0]![c];
      if (s !== undefined) { ascii[c] = s; this.fail[s] = 0; queue.push(s); }
    }
    for (const s of gotoWide[0]!.values()) { this.fail[s] = 0; queue.push(s); }
    for (let head = 0; head < queue.length; head++) {
      const r = queue[head]!;
      for (const g of out[this.fail[r]!]!) out[r]!.add(g);
      for (let c = 0; c < 128; c++) {
        const s = gotoAscii[r]![c];
        if (s !== undefined) {
          this.fail[s] = ascii[this.fail[r]! * 128 + c]!;
          ascii[r * 128 + c] = s;
          queue.push(s);
        } else {
          ascii[r * 128 + c] = ascii[this.fail[r]! * 128 + c]!;
        }
      }
      for (const [c, s] of gotoWide[r]!) {
        this.fail[s] = this.stepWide(this.fail[r]!, c, gotoWide);
        queue.push(s);
      }
    }
    for (let s = 0; s < n; s++) {
      if (gotoWide[s]!.size > 0) this.wide[s] = gotoWide[s];
    }
    this.outputs = out.map((set) => (set.size > 0 ? [...set] : undefined));
    // The scan loop reads one table entry per character: store each ASCII transition, by class, as the next
    // state's row offset (state * width), bit-inverted when that state reports keywords, so the common step is two
    // loads and a sign test, with no multiply and no output lookup. Column 0 (characters in no keyword) stays all
    // zero: from any state such a character leads back to the root, whose row offset is 0 and which reports nothing.
    const next = new Int32Array(n * width);
    for (let c = 0; c < 128; c++) {
      const k = classOf[c]!;
      if (k === 0) continue;
      for (let s = 0; s < n; s++) {
        const t = ascii[s * 128 + c]!;
        next[s * width + k] = this.outputs[t] !== undefined ? ~(t * width) : t * width;
      }
    }
    this.next = next;
  }

  private stepWide(state: number, c: number, table: Array<Map<number, number> | undefined>): number {
    for (;;) {
      const next = table[state]?.get(c);
      if (next !== undefined) return next;
      if (state === 0) return 0;
      state = this.fail[state]!;
    }
  }

  /** Marks found[group] = 1 for every group with a keyword occurring in text. */
  scan(text: string, found: Uint8Array): void {
    const next = this.next;
    const classOf = this.classOf;
    const width = this.width;
    let row = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        const v = next[row + classOf[c]!]!;
        if (v >= 0) {
          row = v;
          continue;
        }
        row = ~v;
      } else {
        row = this.stepWide((row / width) | 0, c, this.wide) * width;
      }
      const o = this.outputs[(row / width) | 0];
      if (o !== undefined) for (let k = 0; k < o.length; k++) found[o[k]!] = 1;
    }
  }
}
