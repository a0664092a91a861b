import { Piscina } from 'piscina';
import type { CheckInput } from '../engine/types.js';
import type { ScoreOutcome, ScoreTask } from '../../workers/score.js';

interface Waiting {
  inputs: CheckInput[];
  resolve: (results: string[]) => void;
  reject: (err: Error) => void;
}

export interface PoolStats {
  tasks: number;
  actions: number;
}

const WORKER_FILE = new URL('../../workers/score.js', import.meta.url).href;

/**
 * The scoring pool with micro-batching: checks that arrive within one turn of the event loop travel to a
 * worker as ONE task (bounded by action count and bytes), and the results fan back out. A Piscina round
 * trip costs far more than scoring a typical action, so this is what keeps hand-off cost per action low.
 */
export class ScoringPool {
  private readonly piscina: Piscina<ScoreTask, ScoreOutcome[]>;
  private waiting: Waiting[] = [];
  private waitingActions = 0;
  private waitingBytes = 0;
  private scheduled = false;
  private inFlight = 0;
  private readonly maxInFlight: number;
  readonly stats: PoolStats = { tasks: 0, actions: 0 };

  constructor(threads: number, private readonly maxActions = 256, private readonly maxBytes = 1024 * 1024) {
    this.piscina = new Piscina<ScoreTask, ScoreOutcome[]>({
      filename: WORKER_FILE,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 2 ** 31 - 1,
      // Several batches may be in flight on one thread, so the front never waits on a single task.
      concurrentTasksPerWorker: 1,
      maxQueue: 'auto',
    });
    // Two tasks per thread keep every worker fed while the next micro-batch gathers on the front thread.
    this.maxInFlight = threads * 2;
  }

  get threads(): number {
    return this.piscina.threads.length;
  }

  /**
   * Scores one action or a whole batch request (which stays one unit inside a micro-batch).
   * Resolves to JSON-encoded CheckResults, in input order.
   */
  score(inputs: CheckInput[]): Promise<string[]> {
    return new Promise<string[]>((resolve, reject) => {
      let bytes = 0;
      for (const i of inputs) bytes += i.value.length;
      if (this.waiting.length > 0 && (this.waitingActions + inputs.length > this.maxActions || this.waitingBytes + bytes > this.maxBytes)) {
        this.dispatch();
      }
      this.waiting.push({ inputs, resolve, reject });
      this.waitingActions += inputs.length;
      this.waitingBytes += bytes;
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.flush);
      }
    });
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    // While every worker is busy, keep gathering: the batch leaves when a task completes.
    if (this.waiting.length > 0 && this.inFlight < this.maxInFlight) this.dispatch();
  };

  private dispatch(): void {
    const group = this.waiting;
    this.waiting = [];
    this.waitingActions = 0;
    this.waitingBytes = 0;
    const inputs = group.length === 1 ? group[0]!.inputs : group.flatMap((w) => w.inputs);
    this.stats.tasks++;
    this.stats.actions += inputs.length;
    this.inFlight++;
    const settled = () => {
      this.inFlight--;
      if (this.waiting.length > 0 && !this.scheduled) this.dispatch();
    };
    this.piscina.run({ inputs }).then(
      (outcomes) => {
        settled();
        let offset = 0;
        for (const w of group) {
          const n = w.inputs.length;
          const mine = n === outcomes.length ? outcomes : outcomes.slice(offset, offset + n);
          offset += n;
          const refused = mine.find(isRefusal);
          if (refused === undefined) w.resolve(mine);
          else w.reject(new Error(refused.slice(1)));
        }
      },
      (err: Error) => {
        settled();
        for (const w of group) w.reject(err);
      },
    );
  }

  async close(): Promise<void> {
    if (this.waiting.length > 0) this.dispatch();
    await this.piscina.close();
  }
}

/** A JSON-encoded result starts with `{`; the worker marks an input the engine refused with `!`. */
function isRefusal(o: ScoreOutcome): boolean {
  return o.charCodeAt(0) === 33 /* ! */;
}
