/**
 * The delivery outbox. Each flush of the check observer writes ONE LMDB record, a segment: the facts of the
 * actions checked in that interval (bodies are built from them at attempt time) and, per webhook, which of them it gets. So a burst of checks costs one write per
 * flush, not one per delivery. What happens to a single delivery later is written as a small state record beside
 * its segment (retry state, or done while other deliveries of the segment are still pending); a segment and its
 * state records are removed when none of its deliveries is pending any more.
 *
 * In memory, each webhook has a lane: its pending deliveries in queue order, the ready ones, and how many are in
 * flight. A lane holds at most `max` deliveries; appending to a full lane drops its oldest. Drops are not written:
 * after a restart the same bound, applied to the same queue, drops the same deliveries again.
 */
import type { Database } from 'lmdb';
import type { Store } from '../store/store.js';
import { SEGMENT_PREFIX, STATE_PREFIX, segmentKey, stateKey, type Chunk, type Lane, type NewSegment, type OutboxEntry, type Pending, type Segment, type SegmentRecord, type StateRecord } from './outbox-records.js';
import { deliveryOf, indexBytes, readSegment } from './facts.js';
import { RetryHeap } from './retry-heap.js';

export type { NewSegment, OutboxEntry, Pending } from './outbox-records.js';

const ignore = () => {};
const WRITE_DELAY_MS = 100;

export class Outbox {
  private readonly db: Database<SegmentRecord | StateRecord, string>;
  private readonly lanes = new Map<string, Lane>();
  /** Lanes that have ready deliveries, in round-robin order. */
  private readonly withWork = new Set<string>();
  private readonly retries = new RetryHeap<Pending>();
  private seq: number;
  /** State writes and removals, applied together (one LMDB transaction) with the next segment or within WRITE_DELAY_MS. */
  private queued: Array<[string, StateRecord | undefined]> = [];
  private writeTimer: NodeJS.Timeout | undefined;

  /** Restores what a previous run left; `wanted` says which webhooks still take deliveries. */
  constructor(store: Store, private readonly max: number, wanted: (webhookId: string) => boolean) {
    this.db = store.db<SegmentRecord | StateRecord>('outbox');
    this.seq = Date.now() * 1000;
    this.restore(wanted);
  }

  private restore(wanted: (webhookId: string) => boolean): void {
    const states = new Map<string, StateRecord>();
    for (const { key, value } of this.db.getRange({ start: STATE_PREFIX, end: `${STATE_PREFIX}~` })) states.set(key, value as StateRecord);
    const now = Date.now();
    for (const { key, value } of this.db.getRange({ start: SEGMENT_PREFIX, end: `${SEGMENT_PREFIX}~` })) {
      const record = readSegment(value as SegmentRecord);
      const seq = Number(key.slice(SEGMENT_PREFIX.length));
      if (seq >= this.seq) this.seq = seq + 1;
      const segment: Segment = { key, seq, at: record.at, live: 0, stateKeys: new Set() };
      record.targets.forEach(([webhookId, bodies], target) => {
        const plain: number[] = [];
        for (const body of bodies) {
          const stKey = `${STATE_PREFIX}${seq}.${target}.${body}`;
          const state = states.get(stKey);
          if (state) { segment.stateKeys.add(stKey); states.delete(stKey); }
          if (state?.done || !wanted(webhookId)) continue;
          if (!state) { plain.push(body); continue; }
          this.restoreTaken({ segment, target, body, webhookId, attempts: state.attempts, nextAt: state.nextAt, counted: state.counted, inFlight: false, gone: false }, now);
        }
        if (plain.length > 0) {
          this.addChunk(this.lane(webhookId), { segment, target, bodies: plain, next: 0, committed: true });
          this.withWork.add(webhookId);
        }
      });
      if (segment.live === 0) this.removeSegment(segment);
    }
    for (const key of states.keys()) this.write(key, undefined); // states whose segment is gone
    // The bound applies after a restart exactly as before it: the oldest past it go (already counted then).
    for (const [webhookId, lane] of this.lanes) {
      const over = this.pendingFor(webhookId) - this.max;
      if (over > 0) this.evict(lane, over);
    }
  }

  private lane(webhookId: string): Lane {
    let lane = this.lanes.get(webhookId);
    if (!lane) {
      lane = { chunks: [], chunkHead: 0, untaken: 0, taken: [], takenHead: 0, takenLive: 0, due: [], dueHead: 0, inFlight: 0 };
      this.lanes.set(webhookId, lane);
    }
    return lane;
  }

  /** A delivery restored with retry state: taken, waiting for its time. */
  private restoreTaken(p: Pending, now: number): void {
    const lane = this.lane(p.webhookId);
    lane.taken.push(p);
    lane.takenLive++;
    p.segment.live++;
    if (p.nextAt <= now) this.markDue(lane, p);
    else this.retries.push(p);
  }

  private addChunk(lane: Lane, chunk: Chunk): void {
    lane.chunks.push(chunk);
    lane.untaken += chunk.bodies.length;
    chunk.segment.live += chunk.bodies.length;
  }

  pendingFor(webhookId: string): number {
    const lane = this.lanes.get(webhookId);
    return lane ? lane.untaken + lane.takenLive : 0;
  }

  /**
   * Writes a segment. Answers at once how many older pending deliveries each webhook lost to its bound, and a
   * promise of the commit, after which the new deliveries are ready. Nothing of the batch is kept past this call
   * (LMDB encodes it here), so request data never lives long enough to burden the garbage collector.
   */
  append(batch: NewSegment): { dropped: Map<string, number>; committed: Promise<void> } {
    const dropped = new Map<string, number>();
    this.flushWrites();
    if (batch.targets.size === 0) return { dropped, committed: Promise.resolve() };
    const seq = this.seq++;
    const segment: Segment = { key: segmentKey(seq), seq, at: batch.at, live: 0, stateKeys: new Set() };
    const targets = [...batch.targets];
    const stored = targets.map(([webhookId, bodies]): [string, Uint8Array] => [webhookId, indexBytes(bodies)]);
    const written = this.db.put(segment.key, { at: batch.at, facts: batch.facts, hashes: batch.hashes, strings: batch.strings, targets: stored } satisfies SegmentRecord);
    const chunks: Array<[string, Chunk]> = [];
    targets.forEach(([webhookId, bodies], target) => {
      const lane = this.lane(webhookId);
      const over = this.pendingFor(webhookId) + bodies.length - this.max;
      if (over > 0) dropped.set(webhookId, this.evict(lane, over));
      const chunk: Chunk = { segment, target, bodies, next: 0, committed: false };
      this.addChunk(lane, chunk);
      chunks.push([webhookId, chunk]);
    });
    const committed = written.then(() => {
      for (const [webhookId, chunk] of chunks) {
        chunk.committed = true;
        if (chunk.next < chunk.bodies.length) this.withWork.add(webhookId);
      }
    });
    return { dropped, committed };
  }

  /** Drops the `n` oldest pending deliveries of a lane: taken ones first (an attempt in flight then changes nothing). */
  private evict(lane: Lane, n: number): number {
    let done = 0;
    while (done < n && lane.takenHead < lane.taken.length) {
      const p = lane.taken[lane.takenHead++]!;
      if (p.gone) continue;
      this.release(p, false);
      done++;
    }
    while (done < n && lane.chunkHead < lane.chunks.length) {
      const chunk = lane.chunks[lane.chunkHead]!;
      const k = Math.min(n - done, chunk.bodies.length - chunk.next);
      chunk.next += k;
      lane.untaken -= k;
      done += k;
      this.segmentLoses(chunk.segment, k);
      if (chunk.next >= chunk.bodies.length) lane.chunkHead++;
    }
    this.compact(lane);
    return done;
  }

  private compact(lane: Lane): void {
    if (lane.chunkHead > 256 && lane.chunkHead * 2 > lane.chunks.length) { lane.chunks = lane.chunks.slice(lane.chunkHead); lane.chunkHead = 0; }
    if (lane.takenHead > 256 && lane.takenHead * 2 > lane.taken.length) { lane.taken = lane.taken.slice(lane.takenHead); lane.takenHead = 0; }
    if (lane.dueHead > 256 && lane.dueHead * 2 > lane.due.length) { lane.due = lane.due.slice(lane.dueHead); lane.dueHead = 0; }
  }

  private segmentLoses(s: Segment, n: number): void {
    s.live -= n;
    if (s.live === 0) this.removeSegment(s);
  }

  private markDue(lane: Lane, p: Pending): void {
    lane.due.push(p);
    this.withWork.add(p.webhookId);
  }

  /** Moves retries that are due into their lanes' queues. */
  promoteDue(now: number): void {
    for (let p = this.retries.popDue(now); p !== undefined; p = this.retries.popDue(now)) {
      const lane = this.lanes.get(p.webhookId);
      if (lane && !p.gone && !p.inFlight) this.markDue(lane, p);
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
      const p = this.nextOf(lane, webhookId);
      this.withWork.delete(webhookId);
      if (p === undefined) continue;
      this.withWork.add(webhookId); // to the back: round robin (dropped on the next turn if nothing is left)
      p.inFlight = true;
      lane.inFlight++;
      return p;
    }
    return undefined;
  }

  /** A due retry, else the oldest delivery never attempted. */
  private nextOf(lane: Lane, webhookId: string): Pending | undefined {
    while (lane.dueHead < lane.due.length) {
      const p = lane.due[lane.dueHead++]!;
      if (!p.gone && !p.inFlight) return p;
    }
    while (lane.chunkHead < lane.chunks.length) {
      const chunk = lane.chunks[lane.chunkHead]!;
      if (!chunk.committed) return undefined;
      if (chunk.next >= chunk.bodies.length) { lane.chunkHead++; continue; }
      const body = chunk.bodies[chunk.next++]!;
      lane.untaken--;
      if (chunk.next >= chunk.bodies.length) lane.chunkHead++;
      const p: Pending = { segment: chunk.segment, target: chunk.target, body, webhookId, attempts: 0, nextAt: chunk.segment.at, counted: false, inFlight: false, gone: false };
      lane.taken.push(p);
      lane.takenLive++;
      this.compact(lane);
      return p;
    }
    return undefined;
  }

  /** The delivery with its body, built from the segment's facts (the segment is read and decoded once). */
  load(p: Pending): OutboxEntry | undefined {
    const s = p.segment;
    if (s.record === undefined) {
      const stored = this.db.get(s.key) as SegmentRecord | undefined;
      if (stored !== undefined) s.record = readSegment(stored);
    }
    const delivery = s.record && deliveryOf(s.record, p.body);
    if (delivery === undefined) return undefined;
    return {
      id: `msg_${s.seq.toString(16)}-${p.target}-${p.body}`, webhookId: p.webhookId, event: delivery.event, body: delivery.body,
      queuedAt: s.at, attempts: p.attempts, nextAt: p.nextAt, counted: p.counted,
    };
  }

  /** The attempt is over and the delivery leaves the outbox (delivered, given up, or its webhook is gone). */
  finish(p: Pending): void {
    this.endAttempt(p);
    if (!p.gone) this.release(p, true);
    this.pruneLane(p.webhookId);
  }

  /** The attempt failed and the delivery is retried at `entry.nextAt`. */
  retry(p: Pending, entry: OutboxEntry): void {
    this.endAttempt(p);
    if (p.gone) return this.pruneLane(p.webhookId);
    p.attempts = entry.attempts;
    p.nextAt = entry.nextAt;
    p.counted = entry.counted;
    const key = stateKey(p);
    p.segment.stateKeys.add(key);
    this.write(key, { attempts: p.attempts, nextAt: p.nextAt, counted: p.counted });
    this.retries.push(p);
  }

  /** The attempt was cut short by shutdown: the delivery stays queued as stored, for the next start. */
  abandon(p: Pending): void {
    this.endAttempt(p);
  }

  private endAttempt(p: Pending): void {
    if (!p.inFlight) return;
    p.inFlight = false;
    const lane = this.lanes.get(p.webhookId);
    if (lane) lane.inFlight--;
  }

  /** Forgets a lane with nothing pending and nothing in flight. */
  private pruneLane(webhookId: string): void {
    const lane = this.lanes.get(webhookId);
    if (lane && lane.untaken === 0 && lane.takenLive === 0 && lane.inFlight === 0) {
      this.lanes.delete(webhookId);
      this.withWork.delete(webhookId);
    }
  }

  /**
   * A taken delivery stops being pending. `remember` writes that it is done when its segment lives on, so a restart
   * does not bring it back (drops by the bound need no record: the bound drops them again).
   */
  private release(p: Pending, remember: boolean): void {
    p.gone = true;
    const lane = this.lanes.get(p.webhookId);
    if (lane) lane.takenLive--;
    if (remember && p.segment.live > 1) this.rememberDone(p.segment, stateKey(p));
    this.segmentLoses(p.segment, 1);
  }

  private rememberDone(s: Segment, key: string): void {
    s.stateKeys.add(key);
    this.write(key, { done: true });
  }

  private removeSegment(s: Segment): void {
    this.write(s.key, undefined);
    for (const key of s.stateKeys) this.write(key, undefined);
    s.stateKeys.clear();
    s.record = undefined;
  }

  /**
   * What happens to a delivery after queuing is written lazily, with the next segment or after WRITE_DELAY_MS when none
   * is gathering: losing the last WRITE_DELAY_MS + flush interval of it in a crash only
   * means a delivery is sent again (under its id) or retried early, never that one is lost.
   */
  private write(key: string, value: StateRecord | undefined): void {
    this.queued.push([key, value]);
    if (this.writeTimer === undefined) this.writeTimer = setTimeout(() => this.writeLater(), WRITE_DELAY_MS);
  }

  /** Whether a segment is being gathered: its append (due within the collector's flush interval) carries the pending writes. */
  carried: () => boolean = () => false;

  private writeLater(): void {
    this.writeTimer = undefined;
    // One transaction instead of two: every LMDB commit costs the process a few hundred microseconds of CPU.
    if (!this.carried()) void this.flushWrites();
  }

  /** Applies the queued writes in one transaction; resolves once committed. */
  flushWrites(): Promise<void> {
    if (this.writeTimer !== undefined) { clearTimeout(this.writeTimer); this.writeTimer = undefined; }
    const queued = this.queued;
    this.queued = [];
    let last: Promise<boolean> | undefined;
    for (const [key, value] of queued) last = value === undefined ? this.db.remove(key) : this.db.put(key, value);
    return last === undefined ? Promise.resolve() : last.then(ignore, ignore);
  }

  /** Drops every pending delivery of a webhook (deactivated or deleted); attempts in flight change nothing. */
  dropAll(webhookId: string): number {
    const lane = this.lanes.get(webhookId);
    if (!lane) return 0;
    let n = 0;
    for (let i = lane.takenHead; i < lane.taken.length; i++) {
      const p = lane.taken[i]!;
      if (p.gone) continue;
      this.release(p, true);
      n++;
    }
    for (let c = lane.chunkHead; c < lane.chunks.length; c++) {
      const chunk = lane.chunks[c]!;
      for (; chunk.next < chunk.bodies.length; chunk.next++) {
        if (chunk.segment.live > 1) this.rememberDone(chunk.segment, `${STATE_PREFIX}${chunk.segment.seq}.${chunk.target}.${chunk.bodies[chunk.next]}`);
        this.segmentLoses(chunk.segment, 1);
        n++;
      }
    }
    lane.chunks = [];
    lane.chunkHead = 0;
    lane.untaken = 0;
    lane.taken = [];
    lane.takenHead = 0;
    this.withWork.delete(webhookId);
    this.pruneLane(webhookId);
    return n;
  }
}
