/**
 * Aho–Corasick automaton over UTF-16 code units: one linear pass reports which keyword groups occur.
 * ASCII transitions are a dense table (the common case); other code units use a per-state map
 * with failure-link fallback.
 */
export class KeywordAutomaton {
  private readonly ascii: Int32Array;
  /** ascii, encoded for the scan loop (see the constructor). */
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
    this.ascii = new Int32Array(n * 128);
    this.fail = new Int32Array(n);
    this.wide = new Array(n);
    // Breadth-first: complete the ASCII table into a DFA, compute failure links, merge outputs.
    const queue: number[] = [];
    for (let c = 0; c < 128; c++) {
      const s = gotoAscii[0]![c];
      if (s !== undefined) { this.ascii[c] = s; this.fail[s] = 0; queue.push(s); }
    }
    for (const s of gotoWide[0]!.values()) { this.fail[s] = 0; queue.push(s); }
    for (let head = 0; head < queue.length; head++) {
      const r = queue[head]!;
      for (const g of out[this.fail[r]!]!) out[r]!.add(g);
      for (let c = 0; c < 128; c++) {
        const s = gotoAscii[r]![c];
        if (s !== undefined) {
          this.fail[s] = this.ascii[this.fail[r]! * 128 + c]!;
          this.ascii[r * 128 + c] = s;
          queue.push(s);
        } else {
          this.ascii[r * 128 + c] = this.ascii[this.fail[r]! * 128 + c]!;
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
    // The scan loop reads one table entry per character: store each ASCII transition as the next state's row
    // offset (state * 128), bit-inverted when that state reports keywords, so the common step is one load and a
    // sign test, with no multiply and no output lookup.
    const next = new Int32Array(n * 128);
    for (let k = 0; k < next.length; k++) {
      const s = this.ascii[k]!;
      next[k] = this.outputs[s] !== undefined ? ~(s * 128) : s * 128;
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
    let row = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        const v = next[row + c]!;
        if (v >= 0) {
          row = v;
          continue;
        }
        row = ~v;
      } else {
        row = this.stepWide(row >> 7, c, this.wide) * 128;
      }
      const o = this.outputs[row >> 7];
      if (o !== undefined) for (let k = 0; k < o.length; k++) found[o[k]!] = 1;
    }
  }
}
