/**
 * The wire format of a scoring task: what the front thread's pool sends a worker and what comes back. Both sides
 * import it from here, so neither depends on the other's module.
 */
import { LEVELS, PRIMITIVES, type CheckInput, type Level, type Primitive } from '../engine/types.js';
import { internedList } from './interned.js';

export interface ScoreTask {
  inputs: CheckInput[];
  /** Asks the worker for its threat catalogue instead of scores (sent once at start; inputs are then empty). */
  catalogue?: true;
  /**
   * The distinct account policies this task's inputs are scored under; absent when none is. A policy travels by key
   * alone (`source` absent) once workers may have compiled it: a worker that has not answers `missingPolicies`
   * instead of scoring, and the pool sends the task again with the sources (see ScoringPool.send).
   */
  policies?: TaskPolicy[];
  /** Parallel to inputs: an index into `policies`, or -1 for an input no policy applies to. Absent with `policies`. */
  policyOf?: number[];
  /** A readiness probe: the worker answers at once with no outcomes (it has compiled its tables by then). */
  probe?: true;
  /** Parallel to inputs: NOTE bits, what the observers will need of each value; absent when no input needs anything. */
  notes?: number[];
}

/**
 * What the observers need of a checked value beyond its result, asked per input (bits): its SHA-256 (webhook
 * payloads, session history, feed indicators) and the session's facts about it. The worker computes them beside the
 * scoring, where the value already is, so the front thread neither hashes nor scans values.
 */
export const NOTE = { hash: 1, session: 2 } as const;

/** The notes of one value (see NOTE); only what was asked for is present. */
export interface ValueNotes {
  /** SHA-256 hex of the value. */
  valueHash?: string;
  /** With NOTE.session: what a session's history entry keeps (see src/sessions/notes.ts). */
  session?: SessionNotes;
}

export interface SessionNotes {
  /** Short redacted preview of the value. */
  preview: string;
  /** Keys of the chain steps ("H04.2") the action satisfies (shared between checks: never mutated). */
  marks: readonly string[];
  /** 32-bit hashes of the paths, hosts and recipients the value names. */
  objects: number[];
  /** Data-flow FACT bits. */
  facts: number;
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

/** A policy as a task names it: its key, and its source when the worker may not have compiled it yet. */
export interface TaskPolicy {
  key: string;
  source?: string;
}

/** Threat id → its name and primitive, as the worker's rule tables declare them. */
export type ThreatCatalogue = Record<string, { name: string; primitive: Primitive }>;

/**
 * The few facts of a result that the front thread acts on after the reply (usage, sessions, webhooks, feed counts,
 * metrics), so it never has to parse the JSON it forwards.
 */
export interface ActionSummary {
  score: number;
  level: Level;
  /** The primitive of the strongest threat; null when nothing was found. */
  primitive: Primitive | null;
  /**
   * The primitive of the rules' strongest finding (learned/ids.ts rulesPrimitiveOf): `primitive`, unless the learned
   * second opinion's reading of the effect leads. The session chains and data-flow facts read this one.
   */
  rulesPrimitive: Primitive | null;
  /** Threat ids, strongest first (shared between checks: never mutated). */
  threats: readonly string[];
}

/**
 * One JSON-encoded CheckResult per input; or `!` + an error message for an input the engine refused (invalid input);
 * or `#` + a JSON ScoreFailure when scoring threw on a valid input (a defect in a rule).
 */
export type ScoreOutcome = string;

/** What the worker reports when scoring one valid input threw: the id it is answered and logged under. */
export interface ScoreFailure {
  errorId: string;
  /** The error's stack (or message), for the log only; never sent to the client. */
  stack: string;
}

export interface ScoreReply {
  /**
   * Every action's outcome, back to back, then every action's threat ids (comma-separated), back to back; where each
   * ends is in `marks`. One string and one typed array cross the thread boundary far more cheaply than an array of
   * strings and one summary object per action (structured clone writes every property name of every object): for a
   * task of 30 bench actions, 1.0 against 7.0 µs per action to encode and decode (v8.serialize, loaded machine).
   */
  text: string;
  /** MARKS numbers per action (see the M_ offsets). */
  marks: Int32Array;
  /**
   * Wall-clock microseconds this task spent scoring and encoding, measured around the loop (two clock reads per
   * task). It includes any time the thread was preempted mid-task; the rest of a worker's time is the hand-off.
   */
  micros: number;
  /**
   * When the task asked for notes: their text (see packed-notes.ts), and where their numbers begin in `marks` (appended
   * to the results' marks: a second typed array cost 3-4 µs more per reply to clone, measured on postMessage, 16
   * actions). The text travels as a string of its own, not appended to `text`: a preview may hold a character beyond
   * Latin-1 (its ellipsis does), and one such character would turn the whole joined text, every result in it, into a
   * two-byte string, twice the bytes to flatten and clone, and replies the front thread encodes from two-byte text;
   * on its own it is also what a session keeps slices of, with no copy needed to let the results go.
   */
  notesText?: string;
  notesNums?: number;
  /** Present only in the answer to a catalogue task. */
  catalogue?: ThreatCatalogue;
  /**
   * The keys of the task's policies this worker has not compiled and the task did not carry the source of: nothing
   * was scored (text and marks are empty); the pool sends the task again with the sources.
   */
  missingPolicies?: string[];
}

const MARKS = 6;
/** Where the action's outcome ends in the reply's text (it begins where the previous one ends, or at 0). */
const M_OUTCOME_END = 0;
/** Where its threat ids end (they begin where the previous action's end, or after the last outcome). */
const M_THREATS_END = 1;
const M_SCORE = 2;
/** The level's index in LEVELS, or -1 where the outcome is a refusal or a failure (no summary). */
const M_LEVEL = 3;
/** The strongest threat's primitive, as its index in PRIMITIVES, or -1 when nothing was found. */
const M_PRIMITIVE = 4;
/** The rules' strongest finding's primitive (ActionSummary.rulesPrimitive), the same way. */
const M_RULES_PRIMITIVE = 5;

/** The reply to a task, from its outcomes and their summaries (parallel arrays) and the time spent. */
export function encodeReply(outcomes: readonly ScoreOutcome[], summaries: readonly (ActionSummary | null)[], micros: number): ScoreReply {
  const n = outcomes.length;
  const marks = new Int32Array(n * MARKS);
  let end = 0;
  for (let k = 0; k < n; k++) {
    end += outcomes[k]!.length;
    marks[k * MARKS + M_OUTCOME_END] = end;
  }
  const ids: string[] = [];
  for (let k = 0; k < n; k++) {
    const s = summaries[k];
    const m = k * MARKS;
    if (s !== null && s !== undefined) {
      if (s.threats.length > 0) {
        const joined = s.threats.join(',');
        ids.push(joined);
        end += joined.length;
      }
      marks[m + M_SCORE] = s.score;
      marks[m + M_LEVEL] = LEVELS.indexOf(s.level);
      marks[m + M_PRIMITIVE] = s.primitive === null ? -1 : PRIMITIVES.indexOf(s.primitive);
      marks[m + M_RULES_PRIMITIVE] = s.rulesPrimitive === null ? -1 : PRIMITIVES.indexOf(s.rulesPrimitive);
    } else {
      marks[m + M_LEVEL] = -1;
    }
    marks[m + M_THREATS_END] = end;
  }
  return { text: ids.length === 0 ? outcomes.join('') : outcomes.join('') + ids.join(''), marks, micros };
}

/** How many actions a reply answers. */
export function replySize(reply: ScoreReply): number {
  return (reply.notesNums ?? reply.marks.length) / MARKS;
}

/** The k-th action's outcome. */
export function outcomeAt(reply: ScoreReply, k: number): ScoreOutcome {
  return reply.text.slice(k === 0 ? 0 : reply.marks[(k - 1) * MARKS + M_OUTCOME_END]!, reply.marks[k * MARKS + M_OUTCOME_END]!);
}

/** The k-th action's summary; null where its outcome is a refusal or a failure. */
export function summaryAt(reply: ScoreReply, k: number): ActionSummary | null {
  const marks = reply.marks;
  const m = k * MARKS;
  const level = marks[m + M_LEVEL]!;
  if (level < 0) return null;
  const from = k === 0 ? marks[(replySize(reply) - 1) * MARKS + M_OUTCOME_END]! : marks[m - MARKS + M_THREATS_END]!;
  const to = marks[m + M_THREATS_END]!;
  const primitive = marks[m + M_PRIMITIVE]!;
  const rulesPrimitive = marks[m + M_RULES_PRIMITIVE]!;
  return {
    score: marks[m + M_SCORE]!,
    level: LEVELS[level]!,
    primitive: primitive < 0 ? null : PRIMITIVES[primitive]!,
    rulesPrimitive: rulesPrimitive < 0 ? null : PRIMITIVES[rulesPrimitive]!,
    threats: internedList(to > from ? reply.text.slice(from, to) : ''),
  };
}

/**
 * A scored action as the pool hands it to routes: the encoded result and its summary. In a batch, an action whose
 * scoring threw carries `failure`; its `json` is then the error object answered in its place
 * ({error, code: INTERNAL_ERROR, errorId}) and its summary is FAILED_SUMMARY. Observers never see such an action.
 */
export interface ScoredAction {
  json: string;
  summary: ActionSummary;
  failure?: { errorId: string };
  /**
   * What the worker noted of the value (asked with NOTE bits). Session notes describe the result the worker produced:
   * a step that rewrites the result on the front thread (the LLM enhancement) keeps only the value's hash.
   */
  notes?: ValueNotes;
}

/** The summary of an action whose scoring failed: no score was produced. */
export const FAILED_SUMMARY: Readonly<ActionSummary> = Object.freeze({ score: 0, level: 'SAFE', primitive: null, rulesPrimitive: null, threats: [] as string[] }) as ActionSummary;

/** A JSON-encoded result starts with `{`; the worker marks an input the engine refused with `!`. */
export function isRefusal(o: ScoreOutcome): boolean {
  return o.charCodeAt(0) === 33 /* ! */;
}

export function isFailure(o: ScoreOutcome): boolean {
  return o.charCodeAt(0) === 35 /* # */;
}

export function encodeFailure(f: ScoreFailure): ScoreOutcome {
  return `#${JSON.stringify(f)}`;
}

export function decodeFailure(o: ScoreOutcome): ScoreFailure {
  return JSON.parse(o.slice(1)) as ScoreFailure;
}

/** A single check whose scoring threw (a defect in a rule, not an outage): the pool rejects with it; answered 500. */
export class ScoringFailure extends Error {
  constructor(readonly errorId: string) {
    super(`scoring failed with error id ${errorId}`);
  }
}

/** The error object answered for an action whose scoring failed (the whole reply for a single check). */
export function failureBody(errorId: string): { error: string; code: 'INTERNAL_ERROR'; errorId: string } {
  return { error: `internal error while scoring this action (error id ${errorId})`, code: 'INTERNAL_ERROR', errorId };
}
