/**
 * Threat intelligence from what this service observes: a check observer counts every scored action into the current
 * five-minute bucket (a few array increments; DANGER results also note their indicators), the feed and stats are
 * sums over buckets, and a timer copies changed buckets to LMDB. A crash loses the counts of at most one flush
 * interval (FEED_FLUSH_MS, default 60 s); a clean shutdown loses nothing.
 */
import { createHash } from 'node:crypto';
import type { CheckEvent } from '../checks/observers.js';
import { valueHashOf } from '../checks/value-hash.js';
import type { Level } from '../engine/types.js';
import type { Logger } from '../log.js';
import type { ThreatCatalogue } from '../pool/wire.js';
import type { Store } from '../store/store.js';
import { IndicatorBook } from './indicators.js';
import { accountWindows, feedBody, statsWindows } from './reports.js';
import { TallySeries } from './series.js';
import { countCheck, countTelemetry, typeIndex } from './tally.js';

export interface IntelOptions {
  cacheSeconds: number;
  minAccounts: number;
  flushMs: number;
}

/** A body computed once per cache window: the same bytes and ETag until the window ends. */
export interface CachedBody {
  json: string;
  etag: string;
  expires: number;
}

export class ThreatIntel {
  private readonly series = new TallySeries();
  private readonly indicators: IndicatorBook;
  private catalogue: ThreatCatalogue = {};
  private feedCache: CachedBody | undefined;
  private statsCache: { body: ReturnType<typeof statsWindows>; generatedAt: string; expires: number } | undefined;
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly store: Store, private readonly options: IntelOptions, private readonly log: Logger, private readonly now: () => number = Date.now) {
    this.indicators = new IndicatorBook(options.minAccounts);
    const db = store.db<never>('feed');
    this.series.load(db, now());
    this.indicators.load(db);
    this.timer = setInterval(() => void this.flush(), options.flushMs);
    this.timer.unref();
  }

  /** Names threats in the feed and stats; the workers send it once at start. */
  setCatalogue(catalogue: ThreatCatalogue): void {
    this.catalogue = catalogue;
  }

  /** The check observer: runs after each reply has gone out. */
  readonly observe = (event: CheckEvent): void => {
    const bucket = this.series.bucketAt(event.at);
    const account = event.key === undefined ? undefined : this.series.accountTally(bucket, event.key.accountId);
    const { inputs, results } = event;
    for (let i = 0; i < results.length; i++) {
      const input = inputs[i]!;
      const type = typeIndex(input.type);
      if (type === undefined) continue;
      const summary = results[i]!.summary;
      countCheck(bucket.global, type, summary);
      if (account !== undefined) countCheck(account, type, summary);
      // indicators only from accounts: anonymous traffic could never vouch for one, and would only cost hashing
      if (summary.level === 'DANGER' && event.key !== undefined) this.indicators.recordDanger(input.type, input.value, event.key.accountId, event.at, () => valueHashOf(input.value, results[i]!));
    }
  };

  /** Telemetry counts only in the reporting account's own figures, never in the global feed or stats. */
  recordTelemetry(accountId: string, type: string, level: Level, at: number): void {
    const t = typeIndex(type);
    if (t === undefined) return;
    countTelemetry(this.series.accountTally(this.series.bucketAt(at), accountId), t, level);
  }

  feed(): CachedBody {
    const now = this.now();
    if (this.feedCache !== undefined && now < this.feedCache.expires) return this.feedCache;
    const body = feedBody(this.series.sums(now, (b) => b.global), this.catalogue, this.indicators, this.options.minAccounts, now);
    const json = JSON.stringify(body);
    this.feedCache = { json, etag: etagOf(json), expires: now + this.options.cacheSeconds * 1000 };
    return this.feedCache;
  }

  /** Global figures (cached like the feed) and, for a caller with a key, its own account's figures (always live). */
  stats(accountId: string | undefined): Record<string, unknown> {
    const now = this.now();
    if (this.statsCache === undefined || now >= this.statsCache.expires) {
      this.statsCache = {
        body: statsWindows(this.series.sums(now, (b) => b.global), this.catalogue),
        generatedAt: new Date(now).toISOString(),
        expires: now + this.options.cacheSeconds * 1000,
      };
    }
    const out: Record<string, unknown> = { generated_at: this.statsCache.generatedAt, scope: 'global', global: this.statsCache.body };
    if (accountId !== undefined) {
      out.scope = 'global+account';
      out.account = { generated_at: new Date(now).toISOString(), windows: accountWindows(this.series.sums(now, (b) => b.accounts.get(accountId)), this.catalogue) };
    }
    return out;
  }

  get cacheSeconds(): number {
    return this.options.cacheSeconds;
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const db = this.store.db<never>('feed');
      const now = this.now();
      await this.series.persist(db, now);
      await this.indicators.persist(db, now);
    }).catch((err: unknown) => this.log.error('threat feed flush failed', { error: String(err) }));
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

function etagOf(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}
