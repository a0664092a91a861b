/**
 * The check observer that feeds the outbox. On the front thread, right after a reply went out, it looks up the
 * account's active webhooks and, when one wants the level, adds the action's facts (see facts.ts) to the segment being
 * gathered and its index to each such webhook's list; no request data is held past the observer, so nothing of the
 * check lives long enough to reach V8's old generation. Every `flushMs` the gathered segment is appended to the
 * outbox in one LMDB write, in the same transaction as the outbox's pending state writes and the delivery counters.
 * The value's hash is the one the worker took beside the scoring (NOTE.hash), so the front thread does not hash
 * values. Each action of a batch is a delivery of its own, like a single check.
 */
import type { CheckEvent } from '../checks/observers.js';
import { valueHashOf } from '../checks/value-hash.js';
import type { Logger } from '../log.js';
import { FactsWriter } from './facts.js';
import type { NewSegment, Outbox } from './outbox.js';
import { reasonsJson } from './payload.js';
import type { WebhookRegistry } from './registry.js';
import { wantsLevel } from './types.js';

/** Gathered actions that trigger an immediate flush instead of waiting for the timer. */
const EAGER_FLUSH = 4096;

export class DeliveryCollector {
  /** The segment being gathered, and per webhook the indexes of its actions that webhook gets, oldest first. */
  private facts: FactsWriter | undefined;
  private gathered = new Map<string, number[]>();
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
      const scored = results[i];
      const summary = scored?.summary;
      if (!summary) continue;
      let index = -1;
      for (const w of webhooks) {
        if (!wantsLevel(w.events, summary.level)) continue;
        if (index < 0) {
          const input = inputs[i]!;
          this.facts ??= new FactsWriter(event.at);
          index = this.facts.add(event.at, input.type, summary.level, summary.score, valueHashOf(input.value, scored), reasonsJson(scored.json));
        }
        let list = this.gathered.get(w.id);
        if (list === undefined) this.gathered.set(w.id, (list = []));
        list.push(index);
      }
    }
    if (this.facts === undefined) return;
    this.schedule(this.facts.size >= EAGER_FLUSH ? 0 : this.flushMs);
  };

  /** Whether a segment is gathering: its flush is due within `flushMs`. */
  get gathering(): boolean {
    return this.facts !== undefined;
  }

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
   * Appends what has gathered and resolves once it is committed. Segments are written as soon as they are cut, not
   * after the previous commit: LMDB keeps them in order.
   */
  flush(): Promise<void> {
    if (this.timer !== undefined) { clearTimeout(this.timer); this.timer = undefined; }
    const facts = this.facts;
    const gathered = this.gathered;
    this.facts = undefined;
    this.gathered = new Map();
    if (facts === undefined) return Promise.all(this.writing).then(() => {});
    let committed: Promise<void>;
    try {
      committed = this.write(facts, gathered);
    } catch (err) {
      committed = Promise.reject(err);
    }
    const tracked = committed.catch((err) => { this.log.error('webhook outbox write failed', { error: String(err) }); });
    this.writing.add(tracked);
    void tracked.then(() => this.writing.delete(tracked));
    return Promise.all(this.writing).then(() => {});
  }

  /** One LMDB transaction: the segment, the outbox's pending state writes (in append) and the counters (here). */
  private write(facts: FactsWriter, gathered: Map<string, number[]>): Promise<void> {
    const { segment, overflow } = this.toSegment(facts, gathered);
    const { dropped, committed } = this.outbox.append(segment);
    for (const [id, n] of overflow) dropped.set(id, (dropped.get(id) ?? 0) + n);
    for (const [id, n] of dropped) this.registry.addDropped(id, n);
    void this.registry.writeCounters();
    return committed.then(this.onAppended);
  }

  /**
   * Per webhook, at most `outboxMax` of the gathered actions, the newest: older ones would only push each other out of
   * its outbox, so they are counted as dropped. Webhooks deactivated or deleted since the check get nothing.
   */
  private toSegment(facts: FactsWriter, gathered: Map<string, number[]>): { segment: NewSegment; overflow: Map<string, number> } {
    const overflow = new Map<string, number>();
    const targets = new Map<string, number[]>();
    for (const [webhookId, list] of gathered) {
      if (this.registry.get(webhookId)?.active !== true) continue;
      const over = list.length - this.outboxMax;
      if (over > 0) overflow.set(webhookId, over);
      targets.set(webhookId, over > 0 ? list.slice(over) : list);
    }
    return { segment: { at: facts.at, facts: facts.factBytes(), hashes: facts.concatenatedHashes(), strings: facts.strings, targets }, overflow };
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
