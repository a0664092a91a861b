/**
 * Telemetry records: what a client reports about a check it ran itself (the value only as its SHA-256). Each record
 * is committed to LMDB before the API acknowledges it, keyed by time so that the retention sweep deletes the oldest
 * first with a range scan.
 */
import { randomBytes } from 'node:crypto';
import type { Level } from '../engine/types.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/store.js';

export interface TelemetryRecord {
  id: string;
  account_id: string;
  type: string;
  value_hash: string;
  score: number;
  level: Level;
  received_at: string;
}

/** The most records one sweep deletes (one write transaction); the next sweep continues. */
const SWEEP_BATCH = 10_000;

export class TelemetryStore {
  private readonly timer: NodeJS.Timeout;
  private sweeping: Promise<number> = Promise.resolve(0);

  constructor(private readonly store: Store, readonly retentionMs: number, private readonly log: Logger, private readonly now: () => number = Date.now) {
    // Sweep often enough that nothing outlives its retention by more than a tenth of it (at most every hour).
    const every = Math.max(200, Math.min(3_600_000, Math.floor(retentionMs / 10)));
    this.timer = setInterval(() => void this.sweep(), every);
    this.timer.unref();
    void this.sweep();
  }

  /** Stores one record; resolves once committed. */
  async add(accountId: string, fields: { type: string; value_hash: string; score: number; level: Level }): Promise<TelemetryRecord> {
    const at = this.now();
    const record: TelemetryRecord = {
      id: `tel_${randomBytes(12).toString('base64url')}`,
      account_id: accountId,
      type: fields.type,
      value_hash: fields.value_hash,
      score: fields.score,
      level: fields.level,
      received_at: new Date(at).toISOString(),
    };
    await this.store.db<TelemetryRecord>('telemetry').put(recordKey(at, record.id), record);
    return record;
  }

  /** Deletes records older than the retention; resolves to how many went. */
  sweep(): Promise<number> {
    this.sweeping = this.sweeping.then(async () => {
      const db = this.store.db<TelemetryRecord>('telemetry');
      const cutoff = recordKey(this.now() - this.retentionMs, '');
      const old = [...db.getKeys({ end: cutoff, limit: SWEEP_BATCH })];
      if (old.length === 0) return 0;
      await db.transaction(() => {
        for (const k of old) db.remove(k);
      });
      return old.length;
    }).catch((err: unknown) => {
      this.log.error('telemetry retention sweep failed', { error: String(err) });
      return 0;
    });
    return this.sweeping;
  }

  close(): Promise<number> {
    clearInterval(this.timer);
    return this.sweeping;
  }
}

/** Millisecond timestamp, zero-padded, then the id: keys sort by arrival time. */
function recordKey(at: number, id: string): string {
  return `${String(at).padStart(15, '0')}:${id}`;
}
