/** The public JSON of a session (field names follow the Surfinguard SDK's SessionInfo where it has one). */
import type { KeyRecord } from '../auth/keys.js';
import { riskTrend } from './record.js';
import type { Session } from './types.js';

/** Whose namespace a request's sessions live in: the key's account, or the client address of an anonymous caller. */
export function ownerOf(key: KeyRecord | undefined, ip: string): string {
  return key ? `a:${key.accountId}` : `ip:${ip}`;
}

export function viewSession(s: Session, ttlMs: number) {
  const chainIds = new Set(s.chains.map((c) => c.chainId));
  return {
    id: s.id,
    sessionId: s.id,
    agentId: s.agentId ?? null,
    createdAt: new Date(s.createdAt).toISOString(),
    startedAt: s.createdAt,
    lastActivityAt: s.lastActivityAt,
    expiresAt: new Date(s.lastActivityAt + ttlMs).toISOString(),
    actionCount: s.actionCount,
    peakScore: s.peakScore,
    riskTrend: riskTrend(s.history),
    activeChains: [...chainIds],
    history: s.history.map((e) => ({
      seq: e.seq, type: e.type, valueHash: e.valueHash, preview: e.preview, score: e.score, level: e.level, primitive: e.primitive,
      threats: e.threats, agentId: e.agentId ?? null, at: e.at,
    })),
    chains: s.chains.map((c) => ({ chainId: c.chainId, name: c.name, matchedSteps: c.matchedSteps, steps: c.steps, scoreBoost: c.scoreBoost, reason: c.reason, linked: c.linked, at: c.at })),
  };
}
