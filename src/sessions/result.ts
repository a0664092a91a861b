/**
 * Raises a check's result for the chains its action completed. Only called when something fired, so the JSON the
 * worker encoded is parsed and re-encoded for those checks alone.
 */
import { rulesPrimitiveOf } from '../engine/learned/ids.js';
import { PRIMITIVES, type CheckResult, type ThreatMatch } from '../engine/types.js';
import type { ActionSummary, ScoredAction } from '../pool/wire.js';
import { levelOf } from './chains.js';
import type { FiredChain } from './matcher.js';

/** Adds each chain as a threat (its boost to its primitive, capped at 10) and a reason; threats stay strongest first. */
export function raiseResult(result: CheckResult, fired: readonly FiredChain[]): CheckResult {
  const rows: Array<{ threat: ThreatMatch; reason: string }> = result.threats.map((threat, i) => ({ threat, reason: result.reasons[i] ?? threat.name }));
  for (const f of fired) {
    result.primitives[f.primitive] = Math.min(10, result.primitives[f.primitive] + f.scoreBoost);
    rows.push({ threat: { id: f.chainId, name: f.name, score: f.scoreBoost, primitive: f.primitive }, reason: f.reason });
  }
  // stable: engine threats keep their order among equals, chains follow them
  rows.sort((a, b) => b.threat.score - a.threat.score);
  let score = 0;
  for (const p of PRIMITIVES) score = Math.max(score, result.primitives[p]);
  return { ...result, score, level: levelOf(score), threats: rows.map((r) => r.threat), reasons: rows.map((r) => r.reason) };
}

export function summarize(r: CheckResult): ActionSummary {
  return { score: r.score, level: r.level, primitive: r.threats.length > 0 ? r.threats[0]!.primitive : null, rulesPrimitive: rulesPrimitiveOf(r.threats), threats: r.threats.map((t) => t.id) };
}

/** The scored action with the chains applied: a new JSON encoding and summary. */
export function raiseScored(scored: ScoredAction, fired: readonly FiredChain[]): ScoredAction {
  const raised = raiseResult(JSON.parse(scored.json) as CheckResult, fired);
  // the value's notes still hold (its hash stays the one the webhooks and the feed use)
  return scored.notes ? { json: JSON.stringify(raised), summary: summarize(raised), notes: scored.notes } : { json: JSON.stringify(raised), summary: summarize(raised) };
}
