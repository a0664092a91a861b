import { Piscina } from 'piscina';
import { notesAt, notesOfReply, type PackedNotes } from './packed-notes.js';
import type { CheckInput } from '../engine/types.js';
import { decodeFailure, FAILED_SUMMARY, failureBody, isFailure, isRefusal, outcomeAt, ScoringFailure, summaryAt, type PolicyRef, type ScoredAction, type ScoreFailure, type ScoreReply, type ScoreTask, type TaskPolicy, type ThreatCatalogue } from './wire.js';

interface Waiting {
  inputs: CheckInput[];
  /** The policy every input of this request is scored under, if any. */
  policy: PolicyRef | undefined;
  /** NOTE bits for every input of this request (0: none). */
  notes: number;
  resolve: (results: ScoredAction[]) => void;
  reject: (err: Error) => void;
}

export interface PoolStats {
  tasks: number;
  actions: number;
  /** Microseconds the workers spent scoring these actions (wall clock inside their scoring loops). */
  scoringMicros: number;
}

/** How often the pool probes its workers, and how long a probe may go unanswered before the pool is not ready. */
const PROBE_EVERY_MS = 2_000;
const PROBE_TIMEOUT_MS = 5_000;

const WORKER_FILE = new URL('../../workers/score.js', import.meta.url).href;

/**
 * The scoring pool with micro-batching: checks that arrive within one turn of the event loop travel to a
 * worker as ONE task (bounded by action count and bytes), and the results fan back out. A Piscina round
 * trip costs far more than scoring a typical action, so this is what keeps hand-off cost per action low.
 *
 * The pool keeps its own queue of sealed batches and never hands Piscina more tasks than its workers take
 * at once, so Piscina's queue limit can never turn a burst into refused checks.
 */
export class ScoringPool {
  private readonly piscina: Piscina<ScoreTask, ScoreReply>;
  /** The batch still gathering checks. */
  private gathering: Waiting[] = [];
  private gatheringActions = 0;
  private gatheringBytes = 0;
  /** Full batches waiting for a free slot, oldest first. */
  private readonly sealed: Waiting[][] = [];
  private sealedHead = 0;
  private scheduled = false;
  private inFlight = 0;
  private readonly maxInFlight: number;
  /** close() waiting for every admitted check to be scored. */
  private idleWaiters: (() => void)[] = [];
  readonly stats: PoolStats = { tasks: 0, actions: 0, scoringMicros: 0 };
  private probeSentAt = 0;
  private probeAnsweredAt = 0;
  private probePending = false;
  /** A task or probe was rejected (a worker died): not ready until the next probe is answered. */
  private faulted = false;
  private readonly prober: NodeJS.Timeout;
  /**
   * How many tasks have carried each policy's source. A policy's source (its lists as JSON, 14 KB for 500 patterns)
   * is cloned into every task that carries it, on both threads; once every worker has likely compiled it, tasks name
   * it by key alone, and a worker that lacks it asks for it (see run). Bounded: cleared when full.
   */
  private readonly sourcesSent = new Map<string, number>();
  /** Told about every action whose scoring threw, with its stack: main.ts logs it under the error id. */
  onFailure: (failure: ScoreFailure, input: CheckInput) => void = () => undefined;

  constructor(threads: number, private readonly maxActions = 256, private readonly maxBytes = 1024 * 1024) {
    // Two tasks per thread: the second waits in the worker's own port, so a worker goes straight from one
    // batch to the next instead of idling for a round trip through the front thread.
    const perWorker = 2;
    this.piscina = new Piscina<ScoreTask, ScoreReply>({
      filename: WORKER_FILE,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 2 ** 31 - 1,
      concurrentTasksPerWorker: perWorker,
      // The pool's own queue holds the backlog; only close() ever hands Piscina more than it runs at once.
      maxQueue: Infinity,
    });
    this.maxInFlight = threads * perWorker;
    this.probe();
    this.prober = setInterval(() => this.probe(), PROBE_EVERY_MS);
    this.prober.unref();
  }

  /** Sends a probe task unless one is outstanding; a worker answers it once it has compiled its rule tables and warmed up. */
  private probe(): void {
    if (this.probePending) return;
    this.probePending = true;
    this.probeSentAt = Date.now();
    this.piscina.run({ inputs: [], probe: true }).then(
      () => { this.probePending = false; this.faulted = false; this.probeAnsweredAt = Date.now(); },
      () => { this.probePending = false; this.faulted = true; },
    );
  }

  /**
   * Ready to score: a worker has answered a probe, nothing has failed since the last answered probe, and no probe
   * has been outstanding for longer than PROBE_TIMEOUT_MS (a wedged or overwhelmed pool).
   */
  get ready(): boolean {
    if (this.probeAnsweredAt === 0 || this.faulted) return false;
    return !(this.probePending && Date.now() - this.probeSentAt > PROBE_TIMEOUT_MS);
  }

  get threads(): number {
    return this.piscina.threads.length;
  }

  /**
   * Scores one action or a whole batch request (which stays one unit inside a micro-batch).
   * Resolves to the scored actions (JSON-encoded CheckResult and its summary), in input order. With `policy`, the
   * worker applies that account policy to each result before encoding it. With `notes` (NOTE bits), each scored
   * action also carries what the observers need of its value (its hash, the session's facts).
   */
  score(inputs: CheckInput[], policy?: PolicyRef, notes = 0): Promise<ScoredAction[]> {
    return new Promise<ScoredAction[]>((resolve, reject) => {
      let bytes = 0;
      for (const i of inputs) bytes += i.value.length;
      if (this.gathering.length > 0 && (this.gatheringActions + inputs.length > this.maxActions || this.gatheringBytes + bytes > this.maxBytes)) {
        this.seal();
        this.pump();
      }
      this.gathering.push({ inputs, policy, notes, resolve, reject });
      this.gatheringActions += inputs.length;
      this.gatheringBytes += bytes;
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.flush);
      }
    });
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    // While every worker slot is taken, keep gathering: the batch leaves when a task completes.
    if (this.inFlight < this.maxInFlight) {
      this.seal();
      this.pump();
    }
  };

  private seal(): void {
    if (this.gathering.length === 0) return;
    this.sealed.push(this.gathering);
    this.gathering = [];
    this.gatheringActions = 0;
    this.gatheringBytes = 0;
  }

  /** Sends sealed batches while a worker slot is free; with none sealed, the gathering batch goes. */
  private pump(): void {
    while (this.inFlight < this.maxInFlight) {
      if (this.sealedHead === this.sealed.length) {
        this.sealed.length = 0;
        this.sealedHead = 0;
        if (this.gathering.length === 0 || this.scheduled) return;
        this.seal();
      }
      const group = this.sealed[this.sealedHead]!;
      this.sealed[this.sealedHead++] = undefined as unknown as Waiting[];
      this.send(group);
    }
  }

  /** Whether a task naming this policy should still carry its source: the first few times, one or two per worker. */
  private carriesSource(key: string): boolean {
    const sent = this.sourcesSent.get(key) ?? 0;
    if (sent >= this.maxInFlight) return false;
    if (this.sourcesSent.size >= 1024) this.sourcesSent.clear();
    this.sourcesSent.set(key, sent + 1);
    return true;
  }

  private send(group: Waiting[]): void {
    const inputs = group.length === 1 ? group[0]!.inputs : group.flatMap((w) => w.inputs);
    this.stats.tasks++;
    this.stats.actions += inputs.length;
    this.inFlight++;
    this.run(group, inputs, false);
  }

  /**
   * Runs the group's task in the slot send took. A worker that lacked a policy the task named by key alone gets the
   * same task again, every source carried, in the same slot (the task counts once). A task that carried its sources
   * cannot lack them; should a worker say so anyway, its checks fail (503) rather than loop.
   */
  private run(group: Waiting[], inputs: CheckInput[], withSources: boolean): void {
    this.piscina.run(taskOf(group, inputs, (key) => withSources || this.carriesSource(key))).then(
      (reply) => {
        if (reply.missingPolicies !== undefined) {
          if (!withSources) return this.run(group, inputs, true);
          return this.fail(group, new Error(`a scoring worker could not take the policies ${reply.missingPolicies.join(', ')}`));
        }
        this.inFlight--;
        this.pump();
        this.notifyIdle();
        this.stats.scoringMicros += reply.micros;
        let offset = 0;
        const notes = notesOfReply(reply);
        for (const w of group) {
          this.deliver(w, reply, notes, offset);
          offset += w.inputs.length;
        }
      },
      (err: Error) => this.fail(group, err),
    );
  }

  /** The task failed: its slot is freed, the pool counts as faulted until the next probe, and its checks are rejected. */
  private fail(group: readonly Waiting[], err: Error): void {
    this.inFlight--;
    this.faulted = true;
    this.pump();
    this.notifyIdle();
    for (const w of group) w.reject(err);
  }

  /** The workers' threat catalogue (id → name, primitive): one task outside the micro-batches, asked once at start. */
  async catalogue(): Promise<ThreatCatalogue> {
    const reply = await this.piscina.run({ inputs: [], catalogue: true });
    return reply.catalogue ?? {};
  }

  /**
   * Hands one request its share of a task's reply. A refusal rejects the request; a failure rejects a single check
   * (ScoringFailure) and, in a batch, takes only its own slot.
   */
  private deliver(w: Waiting, reply: ScoreReply, packedNotes: PackedNotes | undefined, offset: number): void {
    const n = w.inputs.length;
    const mine: ScoredAction[] = new Array(n);
    for (let k = 0; k < n; k++) {
      const json = outcomeAt(reply, offset + k);
      if (isRefusal(json)) return w.reject(new Error(json.slice(1)));
      if (isFailure(json)) {
        const failure = decodeFailure(json);
        try {
          this.onFailure(failure, w.inputs[k]!);
        } catch {
          /* a failing logger must not strand the other requests of this task */
        }
        if (n === 1) return w.reject(new ScoringFailure(failure.errorId));
        mine[k] = { json: JSON.stringify(failureBody(failure.errorId)), summary: FAILED_SUMMARY, failure: { errorId: failure.errorId } };
        continue;
      }
      const notes = packedNotes !== undefined ? notesAt(packedNotes, offset + k) : undefined;
      const summary = summaryAt(reply, offset + k)!;
      mine[k] = notes ? { json, summary, notes } : { json, summary };
    }
    w.resolve(mine);
  }

  /** Check requests (a batch counts once) admitted and waiting for a worker slot. */
  get queued(): number {
    let n = this.gathering.length;
    for (let i = this.sealedHead; i < this.sealed.length; i++) n += this.sealed[i]!.length;
    return n;
  }

  /** Tasks handed to the workers and not yet answered. */
  get tasksInFlight(): number {
    return this.inFlight;
  }

  /** Checks admitted but not yet scored: gathering, sealed and waiting, or with a worker. */
  get backlog(): number {
    return this.gathering.length + (this.sealed.length - this.sealedHead) + this.inFlight;
  }

  private notifyIdle(): void {
    if (this.idleWaiters.length === 0 || this.backlog > 0) return;
    const waiting = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiting) resolve();
  }

  /**
   * Scores everything already admitted, then stops the workers. Piscina's own close would abort tasks still in its
   * queue, so the pool's queue drains through the usual slots first.
   */
  async close(): Promise<void> {
    clearInterval(this.prober);
    if (this.backlog > 0) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    await this.piscina.close();
  }
}

/**
 * The task for a group: its inputs, the policies they are scored under and the notes asked, when any request has them.
 * A policy carries its source only where `withSource` says so (see ScoringPool.carriesSource).
 */
function taskOf(group: readonly Waiting[], inputs: CheckInput[], withSource: (key: string) => boolean): ScoreTask {
  let anyPolicy = false;
  let anyNotes = false;
  for (const w of group) {
    if (w.policy !== undefined) anyPolicy = true;
    if (w.notes !== 0) anyNotes = true;
  }
  const task: ScoreTask = { inputs };
  if (anyPolicy) {
    const policies: TaskPolicy[] = [];
    const policyOf: number[] = new Array(inputs.length);
    let offset = 0;
    for (const w of group) {
      let index = -1;
      const policy = w.policy;
      if (policy !== undefined) {
        index = policies.findIndex((p) => p.key === policy.key);
        if (index === -1) index = policies.push(withSource(policy.key) ? { key: policy.key, source: policy.source } : { key: policy.key }) - 1;
      }
      for (let k = 0; k < w.inputs.length; k++) policyOf[offset + k] = index;
      offset += w.inputs.length;
    }
    task.policies = policies;
    task.policyOf = policyOf;
  }
  if (anyNotes) {
    const notes: number[] = new Array(inputs.length);
    let offset = 0;
    for (const w of group) {
      for (let k = 0; k < w.inputs.length; k++) notes[offset + k] = w.notes;
      offset += w.inputs.length;
    }
    task.notes = notes;
  }
  return task;
}
