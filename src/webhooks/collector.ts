/**
 * The check observer that feeds the outbox. On the front thread, right after a reply went out, it only looks up
 * the account's active webhooks and, when one wants the level, keeps a reference to the action; every `flushMs`
 * the gathered actions are turned into facts (see facts.ts) and appended to the outbox in one LMDB write. The value's hash is the
 * one the worker took beside the scoring (NOTE.hash), so the front thread does not hash values. Each action of a
 * batch is a delivery of its own, like a single check.
 */
import type { CheckEvent } from '../checks/observers.js';
import { valueHashOf } from '../checks/value-hash.js';
import type { ScoredAction } from '../pool/wire.js';
import type { Logger } from '../log.js';
import type { NewSegment, Outbox } from './outbox.js';
import { FactsWriter } from './facts.js';
import { reasonsJson } from './payload.js';
import type { WebhookRegistry } from './registry.js';
import { wantsLevel } from './types.js';

interface Gathered {
  webhookIds: string[];
  type: string;
  value: string;
  /** The scored action: its result, and its value's hash when the worker (or another observer) took it. */
  scored: ScoredAction;
  at: number;
}

/** Gathered actions that trigger an immediate flush instead of waiting for the timer. */
const EAGER_FLUSH = 4096;

export class DeliveryCollector {
  private gathered: Gathered[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Outbox writes not yet committed. */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly registry: WebhookRegistry,
    private readonly outbox: Outbox,
    private readonly outboxMax: number,
    private readonly flushMs: number,
    private readonly onAppended: () => void,
    private readonly log: Logger,
  ) {}

  readonly observe = (event: CheckEvent): void => {
    if (event.key === undefined) return;
    const webhooks = this.registry.activeFor(event.key.accountId);
    if (webhooks === undefined) return;
    const { inputs, results } = event;
    for (let i = 0; i < results.length; i++) {
      const summary = results[i]?.summary;
      if (!summary) continue;
      let ids: string[] | undefined;
      for (const w of webhooks) if (wantsLevel(w.events, summary.level)) (ids ??= []).push(w.id);
      if (ids === undefined) continue;
      this.gathered.push({ webhookIds: ids, type: inputs[i]!.type, value: inputs[i]!.value, scored: results[i]!, at: event.at });
    }
    if (this.gathered.length >= EAGER_FLUSH) this.schedule(0);
    else if (this.gathered.length > 0) this.schedule(this.flushMs);
  };

  private schedule(ms: number): void {
    if (this.timer !== undefined) {
      if (ms > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
  }

  /**
   * Appends what has gathered and resolves once it is committed. Batches are written as soon as they are cut, not
   * after the previous commit: LMDB keeps them in order, and the checks' data is released right away.
   */
  flush(): Promise<void> {
    const batch = this.gathered;
    this.gathered = [];
    if (this.timer !== undefined) { clearTimeout(this.timer); this.timer = undefined; }
    if (batch.length === 0) return Promise.all(this.writing).then(() => {});
    let committed: Promise<void>;
    try {
      committed = this.write(batch);
    } catch (err) {
      committed = Promise.reject(err);
    }
    const tracked = committed.catch((err) => { this.log.error('webhook outbox write failed', { error: String(err) }); });
    this.writing.add(tracked);
    void tracked.then(() => this.writing.delete(tracked));
    return Promise.all(this.writing).then(() => {});
  }

  private write(batch: Gathered[]): Promise<void> {
    const { segment, overflow } = this.toSegment(batch, Date.now());
    batch.length = 0;
    const { dropped, committed } = this.outbox.append(segment);
    for (const [id, n] of overflow) dropped.set(id, (dropped.get(id) ?? 0) + n);
    for (const [id, n] of dropped) this.registry.addDropped(id, n);
    return committed.then(this.onAppended);
  }

  /**
   * One segment for a batch: each action's facts once, and per webhook the actions it gets, oldest first. Walking from
   * the newest, a webhook takes at most `outboxMax`: older ones would only push each other out of its outbox, so they
   * are counted as dropped and never stored.
   */
  private toSegment(batch: Gathered[], at: number): { segment: NewSegment; overflow: Map<string, number> } {
    const overflow = new Map<string, number>();
    const newestFirst = new Map<string, number[]>();
    const facts = new FactsWriter(at);
    for (let i = batch.length - 1; i >= 0; i--) {
      const g = batch[i]!;
      let index = -1;
      for (const webhookId of g.webhookIds) {
        if (this.registry.get(webhookId)?.active !== true) continue; // deactivated or deleted since the check
        let taken = newestFirst.get(webhookId);
        if (taken === undefined) newestFirst.set(webhookId, (taken = []));
        if (taken.length >= this.outboxMax) { overflow.set(webhookId, (overflow.get(webhookId) ?? 0) + 1); continue; }
        if (index < 0) {
          const { summary, json } = g.scored;
          index = facts.add(g.at, g.type, summary.level, summary.score, valueHashOf(g.value, g.scored), reasonsJson(json));
        }
        taken.push(index);
      }
    }
    // Actions were added newest first; the targets list them oldest first so queue order is check order.
    const targets = new Map<string, number[]>();
    for (const [webhookId, taken] of newestFirst) if (taken.length > 0) targets.set(webhookId, taken.reverse());
    return { segment: { at, facts: facts.facts, hashes: facts.concatenatedHashes(), strings: facts.strings, targets }, overflow };
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
