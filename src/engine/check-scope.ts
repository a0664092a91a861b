/**
 * Memos that hold one check's objects (the last context and its reading) register how to forget them here;
 * findThreats calls every one when a check returns. A memo left holding a megabyte text's context kept about 10 MB
 * of young objects reachable until the next check replaced it, and that check's first scavenge copied them all:
 * agent_comm's 100 KB unicode mix took 21 ms after a 1 MB check instead of 8.
 */
const forgetters: Array<() => void> = [];

/** Registers a function that drops what a module kept of the check just ended. */
export function forgetAfterCheck(forget: () => void): void {
  forgetters.push(forget);
}

/** Runs every registered forgetter (findThreats, as a check returns). */
export function checkEnded(): void {
  for (let i = 0; i < forgetters.length; i++) forgetters[i]!();
}

/**
 * Answers computed once per check and object (a parsed line, a statement's view), by the object's identity, forgotten
 * when the check returns. Used instead of a module-level WeakMap keyed by the check's objects: V8's scavenges keep a
 * WeakMap's values alive whatever becomes of their keys, so every answer kept there (on git's 4 KB prose check, tens
 * of KB of parsed words per check) was promoted to the old generation and left to the next full collection; git's
 * 4 KB prose check spent about 40 % of its CPU time in the garbage collector. A Map cleared after each check did the
 * same in another way: clear() leaves the old table holding its entries, and once that table is in the old
 * generation the entries it held stay reachable for scavenges. Here the slots are overwritten, so nothing of a check
 * is reachable from the memo once it has returned. Few objects per check ask (one context, a query's statements):
 * a linear search, newest first.
 */
export class CheckMemo<K extends object, V> {
  private readonly keys: Array<K | undefined> = [];
  private readonly values: Array<V | undefined> = [];
  private count = 0;
  constructor() {
    forgetAfterCheck(() => {
      for (let i = 0; i < this.count; i++) {
        this.keys[i] = undefined;
        this.values[i] = undefined;
      }
      this.count = 0;
    });
  }
  private indexOf(key: K): number {
    const keys = this.keys;
    for (let i = this.count - 1; i >= 0; i--) if (keys[i] === key) return i;
    return -1;
  }
  get(key: K): V | undefined {
    const i = this.indexOf(key);
    return i < 0 ? undefined : this.values[i];
  }
  has(key: K): boolean { return this.indexOf(key) >= 0; }
  set(key: K, value: V): void {
    const i = this.indexOf(key);
    if (i >= 0) { this.values[i] = value; return; }
    this.keys[this.count] = key;
    this.values[this.count] = value;
    this.count++;
  }
}

/**
 * A fact about the whole value (ctx.raw) that rules read from every window of a long text: computed once per check
 * and value, forgotten when the check returns. On the windowed path (windows.ts) every window's context carries the
 * whole value as `raw`, so a detect function that reads ctx.raw itself re-reads the whole value once per window — a
 * cost that grows with the square of the text (G89 read a 64 KB text once per window: 391 ms). A rule that needs the
 * value read whole asks one of these instead (or is marked scope 'whole'); test/engine-rule-scope.test.ts holds every
 * windowed rule to it. `compute` must be a pure function of the value: the memo then changes no result.
 */
export class ValueFact<T> {
  private raw: string | null = null;
  private value: T | undefined = undefined;
  constructor(private readonly compute: (raw: string) => T) {
    forgetAfterCheck(() => {
      this.raw = null;
      this.value = undefined;
    });
  }
  /** The fact for ctx.raw (computed on the first read of a check, then kept until the check returns). */
  read(ctx: { readonly raw: string }): T {
    return this.of(ctx.raw);
  }
  /** The fact for a text a reader holds itself (the same memo: one text per check, forgotten when it returns). */
  of(raw: string): T {
    if (raw !== this.raw) {
      // set after computing: a nested check inside compute (a command judged inside infra) ends with checkEnded
      const value = this.compute(raw);
      this.raw = raw;
      this.value = value;
    }
    return this.value!;
  }
}
