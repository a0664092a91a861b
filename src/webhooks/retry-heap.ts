/** The delivery loop's schedule of retries. */
/** A binary min-heap of pending deliveries by nextAt. */
export class RetryHeap<T extends { nextAt: number }> {
  private readonly items: T[] = [];

  push(p: T): void {
    const a = this.items;
    a.push(p);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (a[parent]!.nextAt <= a[i]!.nextAt) break;
      [a[parent], a[i]] = [a[i]!, a[parent]!];
      i = parent;
    }
  }

  peekAt(): number | undefined {
    return this.items[0]?.nextAt;
  }

  popDue(now: number): T | undefined {
    const a = this.items;
    if (a.length === 0 || a[0]!.nextAt > now) return undefined;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && a[l]!.nextAt < a[m]!.nextAt) m = l;
        if (r < a.length && a[r]!.nextAt < a[m]!.nextAt) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i]!, a[m]!];
        i = m;
      }
    }
    return top;
  }
}
