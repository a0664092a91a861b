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
 * Per-key daily check counts. The day's counts of every key counted since start live in memory (this process is the
 * only writer of its DATA_DIR, so memory is the truth and reads never race a flush), and the changed ones are written
 * to LMDB every flush interval (and at shutdown), so a crash loses at most one interval of counts.
 */
export class UsageCounter {
  private readonly days = new Map<string, UsageDay>();
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly store: Store, flushMs: number, private readonly now: () => number = Date.now) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  record(keyId: string, type: string, count = 1): void {
    const id = `${keyId}:${utcDay(this.now())}`;
    const day = this.loaded(id);
    day.total += count;
    day.by_type[type] = (day.by_type[type] ?? 0) + count;
    this.dirty.add(id);
  }

  /** Today's usage of a key: the in-memory day when this process counted it, else what is stored. */
  today(keyId: string): UsageDay {
    const id = `${keyId}:${utcDay(this.now())}`;
    return copy(this.days.get(id) ?? this.store.db<UsageDay>('usage').get(id));
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeDirty());
    return this.flushing;
  }

  /** The day's counts, read from LMDB the first time this process counts for it. */
  private loaded(id: string): UsageDay {
    let day = this.days.get(id);
    if (!day) {
      day = copy(this.store.db<UsageDay>('usage').get(id));
      this.days.set(id, day);
    }
    return day;
  }

  private async writeDirty(): Promise<void> {
    if (this.dirty.size === 0) return;
    // absolute values copied now: counts added while the transaction is in flight stay dirty for the next flush
    const batch: Array<[string, UsageDay]> = [];
    for (const id of this.dirty) batch.push([id, copy(this.days.get(id))]);
    this.dirty.clear();
    const db = this.store.db<UsageDay>('usage');
    await this.store.root.transaction(() => {
      for (const [id, day] of batch) db.put(id, day);
    });
    // earlier days are final once written: keep only today's in memory
    const today = utcDay(this.now());
    for (const id of this.days.keys()) if (!id.endsWith(today) && !this.dirty.has(id)) this.days.delete(id);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

function copy(day: UsageDay | undefined): UsageDay {
  return { total: day?.total ?? 0, by_type: { ...day?.by_type } };
}
