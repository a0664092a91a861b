/**
 * Webhooks as the routes see them: management with the account scope, the per-account limit and the SSRF guard,
 * the test delivery, and the check observer and delivery loop behind them.
 */
import type { CheckObserver } from '../checks/observers.js';
import type { WebhookConfig } from '../config.js';
import { ApiError } from '../http/errors.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/store.js';
import { DeliveryClient } from './client.js';
import { DeliveryCollector } from './collector.js';
import { DeliveryLoop } from './loop.js';
import { Outbox } from './outbox.js';
import { newMessageId, testPayload } from './payload.js';
import { WebhookRegistry, type WebhookChanges } from './registry.js';
import { checkTarget } from './ssrf.js';
import { viewWebhook, type WebhookEvent, type WebhookView } from './types.js';

export interface TestDelivery {
  sent: boolean;
  status: number;
  error?: string;
}

export class WebhookService {
  private readonly registry: WebhookRegistry;
  private readonly outbox: Outbox;
  private readonly client: DeliveryClient;
  private readonly loop: DeliveryLoop;
  private readonly collector: DeliveryCollector;
  readonly observer: CheckObserver;

  constructor(store: Store, private readonly config: WebhookConfig, log: Logger) {
    this.registry = new WebhookRegistry(store);
    this.outbox = new Outbox(store, config.outboxMax, (id) => this.registry.get(id)?.active === true);
    this.client = new DeliveryClient(config.timeoutMs, !config.allowPrivate, config.perWebhookConcurrency);
    this.loop = new DeliveryLoop(config, this.registry, this.outbox, this.client, log);
    this.collector = new DeliveryCollector(this.registry, this.outbox, config.outboxMax, config.flushMs, () => this.loop.kick(), log);
    this.observer = this.collector.observe;
    // The outbox's state writes and the delivery counters ride along with the next segment when one is gathering.
    this.outbox.carried = () => this.collector.gathering;
    this.registry.carried = () => this.collector.gathering;
    this.registry.onDeactivate = (id) => { this.outbox.dropAll(id); };
    // Deliveries left in the outbox by the previous run (crash or shutdown) go out now.
    this.loop.kick();
  }

  /** Whether the account has an active webhook (its checks' values will be hashed for delivery bodies). */
  hasActive(accountId: string): boolean {
    return this.registry.activeFor(accountId) !== undefined;
  }

  private view(id: string): WebhookView {
    return viewWebhook(this.registry.get(id)!, this.outbox.pendingFor(id));
  }

  private owned(accountId: string, id: string) {
    const w = this.registry.owned(accountId, id);
    if (!w) throw new ApiError('NOT_FOUND', `webhook ${id.slice(0, 64)} not found`);
    return w;
  }

  private async guardUrl(url: string): Promise<void> {
    const verdict = await checkTarget(url, this.config.allowPrivate);
    if (!verdict.ok) throw new ApiError('INVALID_REQUEST', verdict.reason);
  }

  async create(accountId: string, fields: { url: string; events?: WebhookEvent[]; secret?: string }): Promise<WebhookView> {
    if (this.registry.countFor(accountId) >= this.config.maxPerAccount) {
      throw new ApiError('CONFLICT', `this account already has ${this.config.maxPerAccount} webhooks (the limit); delete one first`);
    }
    await this.guardUrl(fields.url);
    const record = await this.registry.create(accountId, { url: fields.url, events: dedupe(fields.events ?? ['danger']), secret: fields.secret });
    return this.view(record.id);
  }

  list(accountId: string): WebhookView[] {
    return this.registry.list(accountId).map((w) => viewWebhook(w, this.outbox.pendingFor(w.id)));
  }

  get(accountId: string, id: string): WebhookView {
    return this.view(this.owned(accountId, id).id);
  }

  async update(accountId: string, id: string, changes: WebhookChanges): Promise<WebhookView> {
    this.owned(accountId, id);
    if (changes.url !== undefined) await this.guardUrl(changes.url);
    await this.registry.update(id, { ...changes, events: changes.events && dedupe(changes.events) });
    return this.view(id);
  }

  async remove(accountId: string, id: string): Promise<void> {
    this.owned(accountId, id);
    await this.registry.remove(id);
  }

  /**
   * Sends event `test` now and answers what the receiver said. It counts like any delivery (part 3: a 2xx resets
   * failure_count, a failure adds one) but is never retried; an inactive webhook is sent to without changing state.
   */
  async test(accountId: string, id: string): Promise<TestDelivery> {
    const webhook = this.owned(accountId, id);
    const outcome = await this.loop.send(webhook, { id: newMessageId(), event: 'test', body: testPayload(Date.now()) });
    if (outcome.kind === 'delivered') {
      if (webhook.active) this.registry.recordSuccess(id, Date.now());
      return { sent: true, status: outcome.status };
    }
    if (outcome.kind === 'failed' && outcome.status === 410) this.registry.deactivateNow(id);
    else if (webhook.active) this.registry.recordFailure(id);
    const status = outcome.kind === 'failed' ? outcome.status : 0;
    return { sent: false, status, ...(outcome.kind === 'failed' && outcome.error ? { error: outcome.error } : {}) };
  }

  /** Shutdown, first half: stop starting attempts and let those in flight finish until `deadline` (epoch ms). */
  drain(deadline: number): Promise<void> {
    return this.loop.drain(deadline);
  }

  /** Shutdown, second half (after the HTTP server has stopped): commit what the last checks queued. */
  async close(): Promise<void> {
    await this.collector.close();
    await this.outbox.flushWrites();
    await this.registry.writeCounters();
    await this.client.close();
  }
}

function dedupe(events: WebhookEvent[]): WebhookEvent[] {
  return [...new Set(events)];
}
