/** The public JSON of a session (field names follow the Surfinguard SDK's SessionInfo where it has one). */
import type { KeyRecord } from '../auth/keys.js';
import { keptHistory, riskTrend } from './record.js';
import type { Session } from './types.js';

/** Account namespaces made so far: one string per account, its hash computed once, not one new string per check. */
const ACCOUNT_SPACES = new Map<string, string>();

/** Whose namespace a request's sessions live in: the key's account, or the client address of an anonymous caller. */
export function ownerOf(key: KeyRecord | undefined, ip: string): string {
  if (!key) return `ip:${ip}`;
  let ns = ACCOUNT_SPACES.get(key.accountId);
  if (ns === undefined) {
    // bounded like the account table it mirrors: a full table starts over
    if (ACCOUNT_SPACES.size >= 100_000) ACCOUNT_SPACES.clear();
    ACCOUNT_SPACES.set(key.accountId, (ns = `a:${key.accountId}`));
  }
  return ns;
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
    history: keptHistory(s).map((e) => ({
      seq: e.seq, type: e.type, valueHash: e.valueHash, preview: e.preview, score: e.score, level: e.level, primitive: e.primitive,
      threats: e.threats, agentId: e.agentId ?? null, at: e.at,
    })),
    chains: s.chains.map((c) => ({ chainId: c.chainId, name: c.name, matchedSteps: c.matchedSteps, steps: c.steps, scoreBoost: c.scoreBoost, reason: c.reason, linked: c.linked, at: c.at })),
  };
}
