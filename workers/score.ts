/**
 * Piscina scoring worker. Importing the engine compiles every rule table once, when the thread starts;
 * each task is a micro-batch of actions gathered by the front thread.
 */
import { check } from '../src/engine/engine.js';
import type { CheckInput, CheckResult } from '../src/engine/types.js';

export interface ScoreTask {
  inputs: CheckInput[];
}

export type ScoreOutcome = CheckResult | { error: string };

export default function scoreBatch(task: ScoreTask): ScoreOutcome[] {
  const out: ScoreOutcome[] = new Array(task.inputs.length);
  for (let i = 0; i < task.inputs.length; i++) {
    try {
      out[i] = check(task.inputs[i]!);
    } catch (err) {
      out[i] = { error: (err as Error).message };
    }
  }
  return out;
}
