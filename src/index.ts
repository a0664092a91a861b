/** SafeGate library entry: the same engine the server's workers run. */
export { check, analyzeAction, validateCheckInput, isActionType, analyzerCount, ruleCount } from './engine/engine.js';
export { ACTION_TYPES, PRIMITIVES } from './engine/types.js';
export type { ActionType, CheckInput, CheckResult, Level, Primitive, ThreatMatch } from './engine/types.js';
