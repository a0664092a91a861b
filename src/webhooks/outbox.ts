/**
 * The delivery outbox: every pending delivery is a record in LMDB (so it survives kill -9 and is sent after a
 * restart), mirrored in memory by a small index per webhook (a "lane") that the delivery loop schedules from.
 * Bodies stay on disk and are read once per attempt. A lane holds at most `max` deliveries: appending to a full
 * lane drops its oldest pending ones, which the caller counts on the webhook.
 */
import type { Database } from 'lmdb';
import type { Store } from '../store/store.js';

export interface OutboxEntry {
  /** The delivery's id (webhook-id header), the same on every attempt. */
  id: string;
  webhookId: string;
  event: string;
  body: string;
  queuedAt: number;
  attempts: number;
  nextAt: number;
  /** Whether this delivery's failure has been added to failure_count (once, at its first failed attempt). */
  counted: boolean;
}

/**
 * The in-memory side of a delivery. Its retry state lives here and is written through to LMDB: a read from LMDB
 * could return a value whose last write has not committed yet.
 */
export interface Pending {
  key: string;
  webhookId: string;
  queuedAt: number;
  attempts: number;
  nextAt: number;
  counted: boolean;
  inFlight: boolean;
}

interface Lane {
  /** Insertion order is queue order (oldest first): eviction takes from the front. */
  entries: Map<string, Pending>;
  ready: string[];
  readyHead: number;
  inFlight: number;
}

export interface NewDelivery {
  id: string;
  webhookId: string;
  event: string;
  body: string;
}

/** Outbox keys sort by webhook, then by a sequence number that grows across restarts. */
function outboxKey(webhookId: string, seq: number): string {
  return `${webhookId}/${seq.toString().padStart(17, '0')}`;
}

export class Outbox {
  private readonly db: Database<OutboxEntry, string>;
  private readonly lanes = new Map<string, Lane>();
  /** Lanes that have ready deliveries, in round-robin order. */
  private readonly withWork = new Set<string>();
  private readonly retries = new RetryHeap();
  private seq: number;

  constructor(store: Store, private readonly max: number) {
    this.db = store.db<OutboxEntry>('outbox');
    this.seq = Date.now() * 1000;
    const now = Date.now();
    for (const { key, value } of this.db.getRange()) {
      const seq = Number(key.slice(key.lastIndexOf('/') + 1));
      if (seq >= this.seq) this.seq = seq + 1;
      const p: Pending = { key, webhookId: value.webhookId, queuedAt: value.queuedAt, attempts: value.attempts, nextAt: value.nextAt, counted: value.counted, inFlight: false };
      this.lane(value.webhookId).entries.set(key, p);
      if (value.nextAt <= now) this.markReady(p);
      else this.retries.push(p);
    }
  }

  private lane(webhookId: string): Lane {
    let lane = this.lanes.get(webhookId);
    if (!lane) {
      lane = { entries: new Map(), ready: [], readyHead: 0, inFlight: 0 };
      this.lanes.set(webhookId, lane);
    }
    return lane;
  }

  get size(): number {
    let n = 0;
    for (const lane of this.lanes.values()) n += lane.entries.size;
    return n;
  }

  pendingFor(webhookId: string): number {
    return this.lanes.get(webhookId)?.entries.size ?? 0;
  }

  /**
   * Appends deliveries (oldest first) and resolves once they are committed; they become ready then. Returns how
   * many older pending deliveries each webhook lost to its bound.
   */
  async append(items: readonly NewDelivery[], now: number): Promise<Map<string, number>> {
    const dropped = new Map<string, number>();
    if (items.length === 0) return dropped;
    const added: Pending[] = [];
    let last: Promise<boolean> | undefined;
    for (const item of items) {
      const lane = this.lane(item.webhookId);
      if (lane.entries.size >= this.max && this.evictOldest(lane)) dropped.set(item.webhookId, (dropped.get(item.webhookId) ?? 0) + 1);
      const key = outboxKey(item.webhookId, this.seq++);
      const entry: OutboxEntry = { ...item, queuedAt: now, attempts: 0, nextAt: now, counted: false };
      last = this.db.put(key, entry);
      const p: Pending = { key, webhookId: item.webhookId, queuedAt: now, attempts: 0, nextAt: now, counted: false, inFlight: false };
      lane.entries.set(key, p);
      added.push(p);
    }
    await last;
    for (const p of added) if (this.lanes.get(p.webhookId)?.entries.get(p.key) === p) this.markReady(p);
    return dropped;
  }

  private evictOldest(lane: Lane): boolean {
    for (const [key, p] of lane.entries) {
      if (p.inFlight) continue;
      lane.entries.delete(key);
      this.db.remove(key).catch(() => {});
      return true;
    }
    return false;
  }

  private markReady(p: Pending): void {
    const lane = this.lane(p.webhookId);
    lane.ready.push(p.key);
    this.withWork.add(p.webhookId);
  }

  /** Moves retries that are due into their lanes' ready queues. */
  promoteDue(now: number): void {
    for (let p = this.retries.popDue(now); p !== undefined; p = this.retries.popDue(now)) {
      if (this.lanes.get(p.webhookId)?.entries.get(p.key) === p && !p.inFlight) this.markReady(p);
    }
  }

  /** When the earliest scheduled retry falls due, or undefined. */
  nextRetryAt(): number | undefined {
    return this.retries.peekAt();
  }

  /** The next ready delivery of a lane below `perLane` attempts in flight, lanes taken in turn. */
  take(perLane: number): Pending | undefined {
    for (const webhookId of this.withWork) {
      const lane = this.lanes.get(webhookId);
      if (!lane) { this.withWork.delete(webhookId); continue; }
      if (lane.inFlight >= perLane) continue;
      const p = this.popReady(lane);
      this.withWork.delete(webhookId);
      if (p === undefined) continue;
      if (lane.readyHead < lane.ready.length) this.withWork.add(webhookId); // to the back: round robin
      p.inFlight = true;
      lane.inFlight++;
      return p;
    }
    return undefined;
  }

  private popReady(lane: Lane): Pending | undefined {
    while (lane.readyHead < lane.ready.length) {
      const key = lane.ready[lane.readyHead++]!;
      const p = lane.entries.get(key);
      if (p !== undefined && !p.inFlight) return p;
    }
    lane.ready = [];
    lane.readyHead = 0;
    return undefined;
  }

  /** The stored delivery (its body) with the retry state as the memory side knows it. */
  load(p: Pending): OutboxEntry | undefined {
    const stored = this.db.get(p.key);
    return stored && { ...stored, queuedAt: p.queuedAt, attempts: p.attempts, nextAt: p.nextAt, counted: p.counted };
  }

  /** The attempt is over and the delivery leaves the outbox (delivered, given up, or its webhook is gone). */
  finish(p: Pending): void {
    this.release(p);
    const lane = this.lanes.get(p.webhookId);
    if (lane?.entries.get(p.key) === p) lane.entries.delete(p.key);
    this.db.remove(p.key).catch(() => {});
    this.dropEmptyLane(p.webhookId);
  }

  /** The attempt failed and the delivery is retried at `entry.nextAt`. */
  retry(p: Pending, entry: OutboxEntry): void {
    this.release(p);
    const lane = this.lanes.get(p.webhookId);
    if (lane?.entries.get(p.key) !== p) return; // dropped while in flight
    p.nextAt = entry.nextAt;
    p.attempts = entry.attempts;
    p.counted = entry.counted;
    this.db.put(p.key, entry).catch(() => {});
    this.retries.push(p);
  }

  /** The attempt was cut short by shutdown: the delivery stays queued as stored, for the next start. */
  abandon(p: Pending): void {
    this.release(p);
  }

  private release(p: Pending): void {
    if (!p.inFlight) return;
    p.inFlight = false;
    const lane = this.lanes.get(p.webhookId);
    if (lane) lane.inFlight--;
  }

  /** Drops every pending delivery of a webhook; attempts in flight finish and are then removed. */
  dropAll(webhookId: string): number {
    const lane = this.lanes.get(webhookId);
    if (!lane) return 0;
    let n = 0;
    for (const [key, p] of lane.entries) {
      lane.entries.delete(key);
      this.db.remove(key).catch(() => {});
      if (!p.inFlight) n++;
    }
    lane.ready = [];
    lane.readyHead = 0;
    this.withWork.delete(webhookId);
    this.dropEmptyLane(webhookId);
    return n;
  }

  private dropEmptyLane(webhookId: string): void {
    const lane = this.lanes.get(webhookId);
    if (lane && lane.entries.size === 0 && lane.inFlight === 0) {
      this.lanes.delete(webhookId);
      this.withWork.delete(webhookId);
    }
  }

  inFlightFor(webhookId: string): number {
    return this.lanes.get(webhookId)?.inFlight ?? 0;
  }
}

/** A binary min-heap of pending deliveries by nextAt. */
class RetryHeap {
  private readonly items: Pending[] = [];

  push(p: Pending): void {
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

  popDue(now: number): Pending | undefined {
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
