/**
 * The wire format of a scoring task: what the front thread's pool sends a worker and what comes back. Both sides
 * import it from here, so neither depends on the other's module.
 */
import type { CheckInput, Level, Primitive } from '../engine/types.js';

export interface ScoreTask {
  inputs: CheckInput[];
  /** The distinct account policies this task's inputs are scored under; absent when none is. */
  policies?: PolicyRef[];
  /** Parallel to inputs: an index into `policies`, or -1 for an input no policy applies to. Absent with `policies`. */
  policyOf?: number[];
}

/**
 * An account's active policy as a task carries it. `source` is the policy's JSON (a PolicySource, see
 * src/policies/matcher.ts), built once per policy change; a worker compiles it once per `key` (id and revision) and
 * reuses the compiled matchers for every later task, so the string is only copied, never parsed, on the hot path.
 */
export interface PolicyRef {
  key: string;
  source: string;
}

/**
 * The few facts of a result that the front thread acts on after the reply (usage, sessions, webhooks, feed counts,
 * metrics), so it never has to parse the JSON it forwards.
 */
export interface ActionSummary {
  score: number;
  level: Level;
  /** The primitive of the strongest threat; null when nothing was found. */
  primitive: Primitive | null;
  /** Threat ids, strongest first. */
  threats: string[];
}

/** One JSON-encoded CheckResult per input, or `!` + an error message for an input the engine refused. */
export type ScoreOutcome = string;

export interface ScoreReply {
  outcomes: ScoreOutcome[];
  /** Parallel to outcomes; null where the outcome is a refusal. */
  summaries: (ActionSummary | null)[];
  /**
   * Wall-clock microseconds this task spent scoring and encoding, measured around the loop (two clock reads per
   * task). It includes any time the thread was preempted mid-task; the rest of a worker's time is the hand-off.
   */
  micros: number;
}

/** A scored action as the pool hands it to routes: the encoded result and its summary. */
export interface ScoredAction {
  json: string;
  summary: ActionSummary;
}

/** A JSON-encoded result starts with `{`; the worker marks an input the engine refused with `!`. */
export function isRefusal(o: ScoreOutcome): boolean {
  return o.charCodeAt(0) === 33 /* ! */;
}
