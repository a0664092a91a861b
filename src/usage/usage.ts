import type { Store } from '../store/store.js';

export interface UsageDay {
  total: number;
  by_type: Record<string, number>;
}

let cachedDay = -1;
let cachedDayString = '';

/** YYYY-MM-DD of a timestamp in UTC (memoised per day: it is asked on every counted check). */
export function utcDay(t: number): string {
  const day = Math.floor(t / 86_400_000);
  if (day !== cachedDay) {
    cachedDay = day;
    cachedDayString = new Date(day * 86_400_000).toISOString().slice(0, 10);
  }
  return cachedDayString;
}

/**
 * Per-key daily check counts. Increments land in memory and are merged into LMDB every flush interval
 * (and at shutdown), so a crash loses at most one interval of counts.
 */
export class UsageCounter {
  private pending = new Map<string, UsageDay>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly store: Store, flushMs: number, private readonly now: () => number = Date.now) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  record(keyId: string, type: string, count = 1): void {
    const id = `${keyId}:${utcDay(this.now())}`;
    let day = this.pending.get(id);
    if (!day) { day = { total: 0, by_type: {} }; this.pending.set(id, day); }
    day.total += count;
    day.by_type[type] = (day.by_type[type] ?? 0) + count;
  }

  /** Today's usage of a key: what is stored plus what is still pending. */
  today(keyId: string): UsageDay {
    const id = `${keyId}:${utcDay(this.now())}`;
    const stored = this.store.db<UsageDay>('usage').get(id);
    const result: UsageDay = { total: stored?.total ?? 0, by_type: { ...stored?.by_type } };
    const pending = this.pending.get(id);
    if (pending) merge(result, pending);
    return result;
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const db = this.store.db<UsageDay>('usage');
    await this.store.root.transaction(() => {
      for (const [id, add] of batch) {
        const current = db.get(id) ?? { total: 0, by_type: {} };
        merge(current, add);
        db.put(id, current);
      }
    });
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

function merge(into: UsageDay, add: UsageDay): void {
  into.total += add.total;
  for (const [t, n] of Object.entries(add.by_type)) into.by_type[t] = (into.by_type[t] ?? 0) + n;
}
