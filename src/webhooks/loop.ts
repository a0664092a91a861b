/**
 * The background delivery loop: drains the outbox with bounded concurrency (overall and per webhook), applies the
 * failure rules of spec part 3 and retries failed deliveries with capped exponential backoff and jitter until the
 * retry window closes. It runs on the front thread's event loop but only ever does a little work per attempt
 * (read the body, sign, hand the request to undici), so checks never wait for it.
 */
import type { WebhookConfig } from '../config.js';
import type { Logger } from '../log.js';
import type { AttemptOutcome, DeliveryClient } from './client.js';
import type { Outbox, OutboxEntry, Pending } from './outbox.js';
import type { WebhookRegistry } from './registry.js';
import { deliveryHeaders } from './signing.js';
import type { WebhookRecord } from './types.js';

/** The delay before retry number `attempt` (1 = first retry): base·2^(attempt−1), capped, times a jitter in [0.5, 1). */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 40));
  return Math.max(1, Math.round(raw * (0.5 + random() * 0.5)));
}

export class DeliveryLoop {
  private inFlight = 0;
  private readonly running = new Set<Promise<void>>();
  private pumpScheduled = false;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private stopped = false;

  constructor(
    private readonly config: WebhookConfig,
    private readonly registry: WebhookRegistry,
    private readonly outbox: Outbox,
    private readonly client: DeliveryClient,
    private readonly log: Logger,
  ) {}

  /** Something became ready (new deliveries, a finished attempt): run the scheduler once, soon. */
  kick(): void {
    if (this.pumpScheduled || this.stopped) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.stopped) return;
    const now = Date.now();
    this.outbox.promoteDue(now);
    while (this.inFlight < this.config.concurrency) {
      const p = this.outbox.take(this.config.perWebhookConcurrency);
      if (p === undefined) break;
      this.launch(p);
    }
    this.armTimer();
  }

  private armTimer(): void {
    const at = this.outbox.nextRetryAt();
    if (at === undefined || at >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      this.pump();
    }, Math.max(0, at - Date.now()));
    this.timer.unref();
  }

  private launch(p: Pending): void {
    this.inFlight++;
    const run = this.attempt(p).catch((err) => {
      this.log.error('webhook delivery attempt failed unexpectedly', { error: String(err) });
      this.outbox.abandon(p);
    }).finally(() => {
      this.inFlight--;
      this.running.delete(run);
      this.kick();
    });
    this.running.add(run);
  }

  private async attempt(p: Pending): Promise<void> {
    const entry = this.outbox.load(p);
    const webhook = this.registry.get(p.webhookId);
    if (entry === undefined || webhook === undefined || !webhook.active) {
      this.outbox.finish(p);
      return;
    }
    const outcome = await this.send(webhook, entry);
    this.apply(p, entry, outcome);
  }

  /** One attempt against a webhook's current URL and secret. Used by the loop and by the test endpoint. */
  send(webhook: WebhookRecord, entry: Pick<OutboxEntry, 'id' | 'event' | 'body'>): Promise<AttemptOutcome> {
    let url: URL;
    try {
      url = new URL(webhook.url);
    } catch {
      return Promise.resolve({ kind: 'failed', status: 0, retryAfterMs: undefined, error: 'invalid url' });
    }
    return this.client.post(url, deliveryHeaders(entry.event, entry.body, entry.id, webhook.secret), entry.body);
  }

  private apply(p: Pending, entry: OutboxEntry, outcome: AttemptOutcome): void {
    const now = Date.now();
    if (outcome.kind === 'aborted') return this.outbox.abandon(p);
    if (outcome.kind === 'delivered') {
      this.outbox.finish(p);
      this.registry.recordSuccess(entry.webhookId, now);
      return;
    }
    if (outcome.status === 410) {
      this.outbox.finish(p);
      this.registry.deactivateNow(entry.webhookId);
      this.log.warn('webhook answered 410 Gone; deactivated', { webhook: entry.webhookId });
      return;
    }
    if (!entry.counted) {
      entry.counted = true;
      if (this.registry.recordFailure(entry.webhookId) === 'deactivated') {
        this.log.warn('webhook deactivated after consecutive failures', { webhook: entry.webhookId, status: outcome.status, error: outcome.error });
      }
    }
    if (!this.registry.get(entry.webhookId)?.active) return this.outbox.finish(p);
    entry.attempts++;
    const delay = outcome.retryAfterMs ?? backoffMs(entry.attempts, this.config.retryBaseMs, this.config.retryMaxDelayMs);
    if (now + delay > entry.queuedAt + this.config.retryWindowMs) {
      this.log.warn('webhook delivery given up after its retry window', { webhook: entry.webhookId, delivery: entry.id, attempts: entry.attempts, status: outcome.status, error: outcome.error });
      return this.outbox.finish(p);
    }
    entry.nextAt = now + delay;
    this.outbox.retry(p, entry);
    this.armTimer();
  }

  /**
   * Shutdown: no new attempts start; attempts in flight get until `deadline` to finish, then are cut short and stay
   * queued. Either way every undelivered delivery is still in the outbox for the next start.
   */
  async drain(deadline: number): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const left = deadline - Date.now();
    if (this.running.size > 0 && left > 0) {
      let expire: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.running]), new Promise((r) => { expire = setTimeout(r, left); })]);
      clearTimeout(expire);
    }
    this.client.abortAll();
    await Promise.allSettled([...this.running]);
  }
}
