/**
 * Tallies in five-minute buckets over two weeks: the feed's windows (last hour, day, week) and the windows before
 * them (for trending) are sums of whole buckets. Everything lives in memory; the store keeps a copy of each bucket
 * written every flush interval.
 */
import type { Database } from 'lmdb';
import { addTally, emptyTally, loadTally, storeTally, type StoredTally, type Tally } from './tally.js';

export const BUCKET_MS = 5 * 60_000;
export const WINDOWS = { hour: 3_600_000, day: 86_400_000, week: 604_800_000 } as const;
export type WindowName = keyof typeof WINDOWS;
export const WINDOW_NAMES = Object.keys(WINDOWS) as WindowName[];
/** Two weeks: the last week and the week before it. */
const KEEP_BUCKETS = (2 * WINDOWS.week) / BUCKET_MS;

export interface Bucket {
  global: Tally;
  accounts: Map<string, Tally>;
}

interface StoredBucket {
  global: StoredTally;
  accounts: Array<[string, StoredTally]>;
}

export type WindowSums = Record<WindowName, { current: Tally; previous: Tally }>;

export class TallySeries {
  private readonly buckets = new Map<number, Bucket>();
  /** Buckets changed since the last flush (the current one is tracked by a flag: it changes on every check). */
  private readonly dirty = new Set<number>();
  private currentIndex = -1;
  private current: Bucket = { global: emptyTally(), accounts: new Map() };
  private currentDirty = false;

  /** The bucket holding time `at`, created when missing; marks it changed. */
  bucketAt(at: number): Bucket {
    const index = Math.floor(at / BUCKET_MS);
    if (index === this.currentIndex) {
      this.currentDirty = true;
      return this.current;
    }
    let bucket = this.buckets.get(index);
    if (bucket === undefined) {
      bucket = { global: emptyTally(), accounts: new Map() };
      this.buckets.set(index, bucket);
    }
    if (index > this.currentIndex) {
      if (this.currentDirty) this.dirty.add(this.currentIndex);
      this.currentIndex = index;
      this.current = bucket;
      this.currentDirty = true;
    } else {
      this.dirty.add(index);
    }
    return bucket;
  }

  accountTally(bucket: Bucket, accountId: string): Tally {
    let tally = bucket.accounts.get(accountId);
    if (tally === undefined) {
      tally = emptyTally();
      bucket.accounts.set(accountId, tally);
    }
    return tally;
  }

  /** Sums of each window ending now and of the window before it; `pick` chooses the global or one account's tally. */
  sums(now: number, pick: (b: Bucket) => Tally | undefined): WindowSums {
    const sums = {} as WindowSums;
    for (const w of WINDOW_NAMES) sums[w] = { current: emptyTally(), previous: emptyTally() };
    const newest = Math.floor(now / BUCKET_MS);
    for (const [index, bucket] of this.buckets) {
      const age = newest - index;
      if (age < 0 || age >= KEEP_BUCKETS) continue;
      const tally = pick(bucket);
      if (tally === undefined) continue;
      for (const w of WINDOW_NAMES) {
        const span = WINDOWS[w] / BUCKET_MS;
        if (age < span) addTally(sums[w].current, tally);
        else if (age < 2 * span) addTally(sums[w].previous, tally);
      }
    }
    return sums;
  }

  /** Writes changed buckets and deletes expired ones, in one transaction. */
  async persist(db: Database<StoredBucket, string>, now: number): Promise<void> {
    const changed = [...this.dirty];
    this.dirty.clear();
    if (this.currentDirty && this.currentIndex >= 0) changed.push(this.currentIndex);
    this.currentDirty = false;
    const oldest = Math.floor(now / BUCKET_MS) - KEEP_BUCKETS;
    const expired = [...this.buckets.keys()].filter((i) => i < oldest);
    for (const i of expired) this.buckets.delete(i);
    if (changed.length === 0 && expired.length === 0) return;
    const rows = changed.filter((i) => this.buckets.has(i)).map((i) => [i, serialise(this.buckets.get(i)!)] as const);
    await db.transaction(() => {
      for (const [i, stored] of rows) db.put(bucketKey(i), stored);
      for (const i of expired) db.remove(bucketKey(i));
    });
  }

  /** Loads the stored buckets still inside the two weeks. */
  load(db: Database<StoredBucket, string>, now: number): void {
    const oldest = Math.floor(now / BUCKET_MS) - KEEP_BUCKETS;
    for (const { key, value } of db.getRange({ start: 'b:', end: 'b;' })) {
      const index = Number(key.slice(2));
      if (!Number.isInteger(index) || index < oldest || value === null || typeof value !== 'object') continue;
      const accounts = new Map<string, Tally>();
      if (Array.isArray(value.accounts)) for (const [id, t] of value.accounts) if (typeof id === 'string') accounts.set(id, loadTally(t));
      this.buckets.set(index, { global: loadTally(value.global), accounts });
    }
  }
}

/** Zero-padded so that keys sort by time. */
function bucketKey(index: number): string {
  return `b:${String(index).padStart(12, '0')}`;
}

function serialise(b: Bucket): StoredBucket {
  return { global: storeTally(b.global), accounts: [...b.accounts].map(([id, t]) => [id, storeTally(t)]) };
}
