import { randomUUID } from 'node:crypto';
import type { Database } from 'lmdb';
import type { Store } from '../store/store.js';
import { MAX_CONSECUTIVE_FAILURES, specTimestamp, type WebhookEvent, type WebhookRecord } from './types.js';

export interface WebhookChanges {
  url?: string;
  events?: WebhookEvent[];
  /** null removes the secret. */
  secret?: string | null;
  active?: boolean;
}

/** What a delivery outcome did to its webhook. */
export type FailureEffect = 'counted' | 'deactivated';

/** How long the delivery loop's counter updates gather before one write. */
const COUNTER_WRITE_MS = 100;

/**
 * Webhook records: LMDB is the record of truth, with every record in memory (a check's observer looks up its
 * account's active webhooks without touching the disk). API writes are awaited before the reply. The delivery
 * loop's counter updates (failure_count, last_triggered_at, dropped_deliveries) are gathered and written together
 * within COUNTER_WRITE_MS, one put per webhook (not one LMDB transaction per delivery on the serving thread), in the
 * transaction of the next outbox segment when one is gathering; so a crash can lose the last 100 ms + the outbox's
 * flush interval of counts, never a webhook; a deactivation is written at once.
 */
export class WebhookRegistry {
  private readonly db: Database<WebhookRecord, string>;
  private readonly byId = new Map<string, WebhookRecord>();
  /** Active webhooks per account: the check observer's one lookup. */
  private readonly activeByAccount = new Map<string, WebhookRecord[]>();

  /** Webhooks whose counters changed since the last write. */
  private unwritten = new Set<string>();
  private counterTimer: NodeJS.Timeout | undefined;

  /** Called when a webhook stops taking deliveries (deactivated or deleted): its pending deliveries are dropped. */
  onDeactivate: (id: string) => void = () => {};

  constructor(store: Store) {
    this.db = store.db<WebhookRecord>('webhooks');
    for (const { value } of this.db.getRange()) this.byId.set(value.id, value);
    for (const w of this.byId.values()) this.reindex(w.accountId);
  }

  private reindex(accountId: string): void {
    const active = [...this.byId.values()].filter((w) => w.accountId === accountId && w.active);
    if (active.length > 0) this.activeByAccount.set(accountId, active);
    else this.activeByAccount.delete(accountId);
  }

  activeFor(accountId: string): readonly WebhookRecord[] | undefined {
    return this.activeByAccount.get(accountId);
  }

  get(id: string): WebhookRecord | undefined {
    return this.byId.get(id);
  }

  /** A webhook of this account, or undefined: another account's webhook is treated as missing. */
  owned(accountId: string, id: string): WebhookRecord | undefined {
    const w = this.byId.get(id);
    return w && w.accountId === accountId ? w : undefined;
  }

  list(accountId: string): WebhookRecord[] {
    return [...this.byId.values()].filter((w) => w.accountId === accountId).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  }

  countFor(accountId: string): number {
    let n = 0;
    for (const w of this.byId.values()) if (w.accountId === accountId) n++;
    return n;
  }

  all(): IterableIterator<WebhookRecord> {
    return this.byId.values();
  }

  async create(accountId: string, fields: { url: string; events: WebhookEvent[]; secret?: string }): Promise<WebhookRecord> {
    const record: WebhookRecord = {
      id: randomUUID(), accountId, url: fields.url, events: fields.events, active: true,
      created_at: specTimestamp(Date.now()), last_triggered_at: null, failure_count: 0, dropped_deliveries: 0,
      ...(fields.secret !== undefined ? { secret: fields.secret } : {}),
    };
    await this.db.put(record.id, record);
    this.byId.set(record.id, record);
    this.reindex(accountId);
    return record;
  }

  /** Applies only the fields present; `active: true` re-enables and clears the failure count. */
  async update(id: string, changes: WebhookChanges): Promise<WebhookRecord | undefined> {
    const w = this.byId.get(id);
    if (!w) return undefined;
    if (changes.url !== undefined) w.url = changes.url;
    if (changes.events !== undefined) w.events = changes.events;
    if (changes.secret === null) delete w.secret;
    else if (changes.secret !== undefined) w.secret = changes.secret;
    if (changes.active === true) {
      w.active = true;
      w.failure_count = 0;
    } else if (changes.active === false && w.active) {
      w.active = false;
      this.onDeactivate(id);
    }
    this.unwritten.delete(id);
    await this.db.put(id, w);
    this.reindex(w.accountId);
    return w;
  }

  async remove(id: string): Promise<boolean> {
    const w = this.byId.get(id);
    if (!w) return false;
    this.byId.delete(id);
    this.unwritten.delete(id);
    this.reindex(w.accountId);
    this.onDeactivate(id);
    await this.db.remove(id);
    return true;
  }

  /** A 2xx: the consecutive-failure count starts over and the delivery time is recorded. */
  recordSuccess(id: string, at: number): void {
    const w = this.byId.get(id);
    if (!w) return;
    w.failure_count = 0;
    w.last_triggered_at = specTimestamp(at);
    this.persistSoon(w);
  }

  /** A failed delivery (counted once, at its first failed attempt); the 10th in a row deactivates. */
  recordFailure(id: string): FailureEffect | undefined {
    const w = this.byId.get(id);
    if (!w || !w.active) return undefined;
    w.failure_count++;
    if (w.failure_count >= MAX_CONSECUTIVE_FAILURES) {
      this.deactivate(w);
      return 'deactivated';
    }
    this.persistSoon(w);
    return 'counted';
  }

  /** 410 Gone: the receiver says the endpoint is gone for good. */
  deactivateNow(id: string): void {
    const w = this.byId.get(id);
    if (w && w.active) this.deactivate(w);
  }

  addDropped(id: string, n: number): void {
    const w = this.byId.get(id);
    if (!w || n === 0) return;
    w.dropped_deliveries += n;
    this.persistSoon(w);
  }

  private deactivate(w: WebhookRecord): void {
    w.active = false;
    this.reindex(w.accountId);
    this.onDeactivate(w.id);
    this.persist(w);
  }

  private persist(w: WebhookRecord): void {
    this.unwritten.delete(w.id); // this write carries the counters too
    // lmdb-js encodes the value during put(), so later in-place changes do not race this write.
    this.db.put(w.id, w).catch(() => {});
  }

  private persistSoon(w: WebhookRecord): void {
    this.unwritten.add(w.id);
    if (this.counterTimer === undefined) {
      this.counterTimer = setTimeout(() => this.writeCountersLater(), COUNTER_WRITE_MS);
      this.counterTimer.unref();
    }
  }

  /** Whether an outbox append, which writes the counters too, is due (a segment is gathering). */
  carried: () => boolean = () => false;

  private writeCountersLater(): void {
    this.counterTimer = undefined;
    // One transaction instead of two: every LMDB commit costs the process a few hundred microseconds of CPU.
    if (!this.carried()) void this.writeCounters();
  }

  /** Writes the gathered counter updates (at shutdown too); a webhook deleted meanwhile is not written back. */
  writeCounters(): Promise<void> {
    if (this.counterTimer !== undefined) { clearTimeout(this.counterTimer); this.counterTimer = undefined; }
    const ids = this.unwritten;
    this.unwritten = new Set();
    let last: Promise<boolean> | undefined;
    for (const id of ids) {
      const w = this.byId.get(id);
      if (w) last = this.db.put(id, w);
    }
    return last === undefined ? Promise.resolve() : last.then(() => {}, () => {});
  }
}
