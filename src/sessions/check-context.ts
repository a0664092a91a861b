/**
 * The session side of a check: records a request's scored actions, in order, in the caller's session (created on
 * first use) and hands back the results to answer, raised where a chain completed.
 */
import type { CheckInput, Level } from '../engine/types.js';
import type { RequestContext } from '../http/router.js';
import type { ScoredAction } from '../pool/wire.js';
import type { FiredChain } from './matcher.js';
import { recordInto } from './record.js';
import type { SessionStore } from './session-store.js';
import { ownerOf } from './view.js';

export interface SessionOutcome {
  results: ScoredAction[];
  fired: FiredChain[];
  /** The batch reply's session fields, as JSON members to append after `results` (leading comma included). */
  batchFields(): string;
}

const LEVEL_ORDER: Record<Level, number> = { SAFE: 0, CAUTION: 1, DANGER: 2 };

/** A request's outcome; batchFields on the prototype, so a single check allocates no closure for a batch reply it never makes. */
class Outcome implements SessionOutcome {
  constructor(readonly results: ScoredAction[], readonly fired: FiredChain[], private readonly sessionId: string) {}

  batchFields(): string {
    let overallScore = 0;
    let overallLevel: Level = 'SAFE';
    for (const r of this.results) {
      if (r.summary.score > overallScore) overallScore = r.summary.score;
      if (LEVEL_ORDER[r.summary.level] > LEVEL_ORDER[overallLevel]) overallLevel = r.summary.level;
    }
    const chainDetections = this.fired.map((f) => ({ chainId: f.chainId, name: f.name, matchedSteps: f.matchedSteps, scoreBoost: f.scoreBoost }));
    return `,"sessionId":${JSON.stringify(this.sessionId)},"chainDetections":${JSON.stringify(chainDetections)},"overallLevel":"${overallLevel}","overallScore":${overallScore}`;
  }
}

export function recordChecks(
  sessions: SessionStore, ctx: RequestContext, sessionId: string, agentId: string | undefined, inputs: readonly CheckInput[], scored: readonly ScoredAction[],
): SessionOutcome {
  const session = sessions.session(ownerOf(ctx.key, ctx.ip), sessionId, agentId);
  const now = Date.now();
  const results: ScoredAction[] = new Array(scored.length);
  const fired: FiredChain[] = [];
  for (let i = 0; i < scored.length; i++) {
    // an action whose scoring failed has no result to record: it is answered as the error it is
    if (scored[i]!.failure !== undefined) { results[i] = scored[i]!; continue; }
    results[i] = recordInto(session, inputs[i]!, scored[i]!, agentId, now, fired);
  }
  if (scored.length === 0 && agentId !== undefined) session.agentId = agentId;
  session.lastActivityAt = now;
  sessions.touch(session);
  return new Outcome(results, fired, sessionId);
}
