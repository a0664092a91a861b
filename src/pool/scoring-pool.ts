import { Piscina } from 'piscina';
import type { CheckInput } from '../engine/types.js';
import { isRefusal, type ScoredAction, type ScoreReply, type ScoreTask, type ThreatCatalogue } from './wire.js';

interface Waiting {
  inputs: CheckInput[];
  resolve: (results: ScoredAction[]) => void;
  reject: (err: Error) => void;
}

export interface PoolStats {
  tasks: number;
  actions: number;
  /** Microseconds the workers spent scoring these actions (wall clock inside their scoring loops). */
  scoringMicros: number;
}

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
  readonly stats: PoolStats = { tasks: 0, actions: 0, scoringMicros: 0 };

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
  }

  get threads(): number {
    return this.piscina.threads.length;
  }

  /**
   * Scores one action or a whole batch request (which stays one unit inside a micro-batch).
   * Resolves to the scored actions (JSON-encoded CheckResult and its summary), in input order.
   */
  score(inputs: CheckInput[]): Promise<ScoredAction[]> {
    return new Promise<ScoredAction[]>((resolve, reject) => {
      let bytes = 0;
      for (const i of inputs) bytes += i.value.length;
      if (this.gathering.length > 0 && (this.gatheringActions + inputs.length > this.maxActions || this.gatheringBytes + bytes > this.maxBytes)) {
        this.seal();
        this.pump();
      }
      this.gathering.push({ inputs, resolve, reject });
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

  private send(group: Waiting[]): void {
    const inputs = group.length === 1 ? group[0]!.inputs : group.flatMap((w) => w.inputs);
    this.stats.tasks++;
    this.stats.actions += inputs.length;
    this.inFlight++;
    this.piscina.run({ inputs }).then(
      (reply) => {
        this.inFlight--;
        this.pump();
        const { outcomes, summaries } = reply;
        this.stats.scoringMicros += reply.micros;
        let offset = 0;
        for (const w of group) {
          const n = w.inputs.length;
          let refused: string | undefined;
          const mine: ScoredAction[] = new Array(n);
          for (let k = 0; k < n; k++) {
            const json = outcomes[offset + k]!;
            if (isRefusal(json)) { refused = json; break; }
            mine[k] = { json, summary: summaries[offset + k]! };
          }
          offset += n;
          if (refused === undefined) w.resolve(mine);
          else w.reject(new Error(refused.slice(1)));
        }
      },
      (err: Error) => {
        this.inFlight--;
        this.pump();
        for (const w of group) w.reject(err);
      },
    );
  }

  /** The workers' threat catalogue (id → name, primitive): one task outside the micro-batches, asked once at start. */
  async catalogue(): Promise<ThreatCatalogue> {
    const reply = await this.piscina.run({ inputs: [], catalogue: true });
    return reply.catalogue ?? {};
  }

  async close(): Promise<void> {
    this.seal();
    // Whatever is still queued goes now: close() waits for Piscina's queue to drain.
    while (this.sealedHead < this.sealed.length) this.send(this.sealed[this.sealedHead++]!);
    this.sealed.length = 0;
    this.sealedHead = 0;
    await this.piscina.close();
  }
}
