/**
 * Piscina scoring worker. Importing the engine compiles every rule table once, when the thread starts;
 * each task is a micro-batch of actions gathered by the front thread. Results travel back already
 * JSON-encoded, so the front thread never stringifies a CheckResult.
 */
import { check } from '../src/engine/engine.js';
import type { CheckInput } from '../src/engine/types.js';

export interface ScoreTask {
  inputs: CheckInput[];
}

/** One JSON-encoded CheckResult per input, or `!` + an error message for an input the engine refused. */
export type ScoreOutcome = string;

export default function scoreBatch(task: ScoreTask): ScoreOutcome[] {
  const out: ScoreOutcome[] = new Array(task.inputs.length);
  for (let i = 0; i < task.inputs.length; i++) {
    try {
      out[i] = JSON.stringify(check(task.inputs[i]!));
    } catch (err) {
      out[i] = `!${(err as Error).message}`;
    }
  }
  return out;
}
