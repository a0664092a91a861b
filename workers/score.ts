/**
 * Piscina scoring worker. Importing the engine compiles every rule table once, when the thread starts;
 * each task is a micro-batch of actions gathered by the front thread. Results travel back already
 * JSON-encoded, so the front thread never stringifies a CheckResult, packed into one string (wire.ts encodeReply).
 */
import { randomBytes } from 'node:crypto';
import { check, compileAll, parsedUrlOf, validateCheckInput } from '../src/engine/engine.js';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { canonicalInput } from '../src/engine/sdk-input.js';
import { ACTION_TYPES } from '../src/engine/types.js';
import { warmUp } from '../src/engine/warm-up.js';
import { warmUpMsOf } from '../src/config.js';
import type { CheckInput, CheckResult } from '../src/engine/types.js';
import type { ParsedUrl } from '../src/engine/parse/url-parse.js';
import { applyPolicy } from '../src/policies/apply.js';
import type { CompiledPolicy } from '../src/policies/matcher.js';
import { compiledPolicy } from '../src/policies/worker-cache.js';
import { notesOf } from '../src/checks/value-notes.js';
import { summarize } from '../src/sessions/result.js';
import { attachNotes, packNotes } from '../src/pool/packed-notes.js';
import { encodeFailure, encodeReply, type ActionSummary, type ScoreOutcome, type ScoreReply, type ScoreTask, type ThreatCatalogue, type ValueNotes } from '../src/pool/wire.js';

export type { ScoreOutcome, ScoreReply, ScoreTask } from '../src/pool/wire.js';

// every rule table compiles when the thread starts, so no check pays for a first compile
compileAll();
// then the warm-up (src/engine/warm-up.ts): the lazily built tables, V8's first compiles and the type feedback of every
// type's paths come from checks of its own, bounded by WARM_UP_MS of wall clock, not from the first real requests. The
// module finishes loading after it, so the worker answers its first probe (readiness) warm; checks that arrive before
// wait for it as they wait for the compile.
warmUp(warmUpMsOf(process.env));

/**
 * TEST ONLY: when SAFEGATE_TEST_FAULT_VALUE is set, scoring throws for any input whose value contains it, the way a
 * defective rule would. The black-box tests use it to reach the failure path; never set it in production.
 */
const TEST_FAULT = process.env.SAFEGATE_TEST_FAULT_VALUE || undefined;

/** Every threat the rule tables declare: the front thread names threats from this without loading the engine. */
function threatCatalogue(): ThreatCatalogue {
  const catalogue: ThreatCatalogue = {};
  for (const type of ACTION_TYPES) for (const rule of ANALYZERS[type].rules) catalogue[rule.id] = { name: rule.name, primitive: rule.primitive };
  return catalogue;
}

export default function scoreBatch(task: ScoreTask): ScoreReply {
  if (task.catalogue === true) return { ...encodeReply([], [], 0), catalogue: threatCatalogue() };
  if (task.probe) return encodeReply([], [], 0);
  const started = performance.now();
  const inputs = task.inputs;
  const n = inputs.length;
  const out: ScoreOutcome[] = new Array(n);
  const summaries: (ActionSummary | null)[] = new Array(n);
  // Actions of one type are scored one after another: each analyzer's code and tables are then warm for the rest of
  // its run instead of being evicted by the other types in between (on the corpus, interleaving every type costs
  // about twice the time of running each type as a block). Results keep the input order.
  const policies = policiesOf(task);
  if (policies !== null && !Array.isArray(policies)) return { ...encodeReply([], [], 0), missingPolicies: policies.missing };
  const order = n > 2 ? byType(inputs) : null;
  if (policies === null) {
    for (let k = 0; k < n; k++) {
      const i = order === null ? k : order[k]!;
      try {
        const result = check(checkable(inputs[i]!));
        out[i] = JSON.stringify(result);
        summaries[i] = summarize(result);
      } catch (err) {
        out[i] = failureOrRefusal(inputs[i]!, err);
        summaries[i] = null;
      }
    }
  } else scoreUnderPolicies(task, policies, order, out, summaries);
  const reply = encodeReply(out, summaries, (performance.now() - started) * 1000);
  if (task.notes !== undefined) attachNotes(reply, packNotes(notesFor(task, summaries, order)));
  return reply;
}

/** The input, or the injected test fault (SAFEGATE_TEST_FAULT_VALUE) thrown as a defective rule would throw it. */
function checkable(input: CheckInput): CheckInput {
  if (TEST_FAULT !== undefined && input.value.includes(TEST_FAULT)) throw new Error('injected test fault (SAFEGATE_TEST_FAULT_VALUE)');
  return input;
}

/**
 * Scores a task some of whose inputs an account policy applies to: the engine runs over every input first, then the
 * policies act on the results, before each is encoded (the reply and its summary agree). Two passes rather than the
 * policy right after each check: the engine's tables and the policy's matchers then evict each other once per task
 * instead of once per action. A url check's destination is matched on the engine's own parse of it (the url
 * analyzer's), taken right after its check, while the engine's slot still holds it, instead of parsed again.
 */
function scoreUnderPolicies(task: ScoreTask, policies: readonly CompiledPolicy[], order: readonly number[] | null, out: ScoreOutcome[], summaries: (ActionSummary | null)[]): void {
  const inputs = task.inputs;
  const n = inputs.length;
  const results: (CheckResult | null)[] = new Array(n).fill(null);
  const parsed: (ParsedUrl | null)[] = new Array(n).fill(null);
  for (let k = 0; k < n; k++) {
    const i = order === null ? k : order[k]!;
    const input = inputs[i]!;
    try {
      results[i] = check(checkable(input));
      if (input.type === 'url' && task.policyOf![i]! >= 0) parsed[i] = parsedUrlOf(input.value);
    } catch (err) {
      out[i] = failureOrRefusal(input, err);
      summaries[i] = null;
    }
  }
  for (let k = 0; k < n; k++) {
    const i = order === null ? k : order[k]!;
    let result = results[i];
    if (result === null || result === undefined) continue;
    try {
      const p = task.policyOf![i]!;
      if (p >= 0) result = applyPolicy(result, inputs[i]!, policies[p]!, parsed[i]!);
      out[i] = JSON.stringify(result);
      summaries[i] = summarize(result);
    } catch (err) {
      out[i] = failureOrRefusal(inputs[i]!, err);
      summaries[i] = null;
    }
  }
}

/**
 * The notes the task asked for, per scored input. A note that cannot be taken is left out (null): the front thread
 * then computes it itself, so a defect here never fails a check that was scored. Taken in the scoring's order (by
 * type), for the same reason: one type's chain steps and fact patterns stay warm for the rest of its run.
 */
function notesFor(task: ScoreTask, summaries: readonly (ActionSummary | null)[], order: readonly number[] | null): (ValueNotes | null)[] {
  const notes: (ValueNotes | null)[] = new Array(summaries.length).fill(null);
  for (let k = 0; k < summaries.length; k++) {
    const i = order === null ? k : order[k]!;
    const bits = task.notes![i]!;
    if (bits === 0 || summaries[i] === null) continue;
    try {
      notes[i] = notesOf(task.inputs[i]!, summaries[i]!, bits);
    } catch {
      notes[i] = null;
    }
  }
  return notes;
}

/** An invalid input is a refusal (its message names the field); a valid one that threw is a failure with an id. */
function failureOrRefusal(input: CheckInput, err: unknown): ScoreOutcome {
  try {
    validateCheckInput(canonicalInput(input));
  } catch (invalid) {
    return `!${(invalid as Error).message}`;
  }
  return encodeFailure({ errorId: `err_${randomBytes(6).toString('hex')}`, stack: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}

/**
 * The task's policies compiled (from the worker's cache after their first task); null when it carries none; the keys
 * this worker lacks when the task named some by key alone (the pool then sends their sources).
 */
function policiesOf(task: ScoreTask): CompiledPolicy[] | { missing: string[] } | null {
  if (task.policies === undefined || task.policies.length === 0 || task.policyOf === undefined) return null;
  const compiled: CompiledPolicy[] = [];
  let missing: string[] | undefined;
  for (const ref of task.policies) {
    const policy = compiledPolicy(ref);
    if (policy !== undefined) compiled.push(policy);
    else (missing ??= []).push(ref.key);
  }
  return missing === undefined ? compiled : { missing };
}

/**
 * Input indexes grouped by action type, types in order of first appearance, inputs in order within a type; null when
 * that is the input order already (one type, or every input of its own type).
 */
function byType(inputs: readonly CheckInput[]): number[] | null {
  const groups = new Map<unknown, number[]>();
  for (let i = 0; i < inputs.length; i++) {
    const t = (inputs[i] as { type?: unknown } | null)?.type;
    const g = groups.get(t);
    if (g === undefined) groups.set(t, [i]);
    else g.push(i);
  }
  if (groups.size === 1 || groups.size === inputs.length) return null;
  const order: number[] = [];
  for (const g of groups.values()) for (const i of g) order.push(i);
  return order;
}
