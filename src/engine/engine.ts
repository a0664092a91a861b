// first: V8 regex settings must be in place before the rule modules build their patterns
import './regexp-tuning.js';
import { compileAnalyzer, type CompiledAnalyzer } from './compile.js';
import { ANALYZERS } from './rules/index.js';
import { EMPTY_METADATA, resetMetaFields } from './normalize.js';
import { buildResult, findThreats, type Hit } from './score.js';
import { ACTION_TYPES, isActionType, type ActionType, type CheckInput, type CheckResult, type Metadata } from './types.js';


/** Rule tables compiled once, when the module loads (in each worker thread, and in the library). */
const COMPILED = Object.fromEntries(
  ACTION_TYPES.map((t) => [t, compileAnalyzer(ANALYZERS[t])]),
) as Record<ActionType, CompiledAnalyzer>;

export { isActionType };

/** Throws an Error naming the offending field when the input is not a valid check input. */
export function validateCheckInput(input: unknown): asserts input is CheckInput {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new Error('input must be an object with type and value');
  const { type, value, metadata } = input as Record<string, unknown>;
  if (typeof type !== 'string') throw new Error('type must be a string naming one of the 18 action types');
  if (!isActionType(type)) throw new Error(`type: unknown action type "${type.slice(0, 40)}"`);
  if (typeof value !== 'string') throw new Error('value must be a string');
  if (metadata !== undefined && (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))) {
    throw new Error('metadata must be an object');
  }
}

/** The raw findings of one action (sessions and policies add their own before building a result). */
export function analyzeAction(type: ActionType, value: string, metadata: Metadata | undefined): Hit[] {
  resetMetaFields();
  return findThreats(COMPILED[type], value, metadata ?? EMPTY_METADATA);
}

/** Scores one action. Pure and synchronous; deterministic for the same input. */
export function check(input: CheckInput): CheckResult {
  validateCheckInput(input);
  return buildResult(analyzeAction(input.type as ActionType, input.value, input.metadata));
}

/** Analyzers that carry at least one rule (what health reports as `analyzers`). */
export function analyzerCount(): number {
  return ACTION_TYPES.filter((t) => ANALYZERS[t].rules.length > 0).length;
}

export function ruleCount(): number {
  return ACTION_TYPES.reduce((n, t) => n + ANALYZERS[t].rules.length, 0);
}
