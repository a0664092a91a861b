import { Type } from '@sinclair/typebox';

/** Session ids travel in URL paths: visible ASCII without / ? # % or spaces, at most 128 characters. */
export const SESSION_ID_PATTERN = '^[A-Za-z0-9._~:@!$&*+=-]{1,128}$';
export const SessionId = Type.String({ pattern: SESSION_ID_PATTERN, description: '1-128 characters: letters, digits and ._~:@!$&*+=-' });
export const AgentId = Type.String({ minLength: 1, maxLength: 128, description: '1-128 characters' });

export const CreateSessionBody = Type.Object({
  id: SessionId,
  agentId: Type.Optional(AgentId),
});

const Level = Type.Union([Type.Literal('SAFE'), Type.Literal('CAUTION'), Type.Literal('DANGER')]);
const Primitive = Type.Union(['DESTRUCTION', 'EXFILTRATION', 'ESCALATION', 'PERSISTENCE', 'MANIPULATION'].map((p) => Type.Literal(p)));

export const ChainDetection = Type.Object({
  chainId: Type.String({ description: 'H and two digits' }),
  name: Type.String(),
  matchedSteps: Type.Array(Type.String(), { description: 'labels of the matched steps, in order' }),
  scoreBoost: Type.Number({ description: 'points added to the chain\'s primitive on the completing action (linked steps add 2)' }),
});

export const SessionState = Type.Object({
  id: Type.String(),
  sessionId: Type.String({ description: 'the same as id (the Surfinguard SDK\'s name)' }),
  agentId: Type.Union([Type.String(), Type.Null()], { description: 'the agentId of the latest action or creation that named one' }),
  createdAt: Type.String({ description: 'ISO 8601' }),
  startedAt: Type.Number({ description: 'creation time, epoch milliseconds' }),
  lastActivityAt: Type.Number({ description: 'epoch milliseconds' }),
  expiresAt: Type.String({ description: 'ISO 8601: lastActivityAt plus SESSION_TTL_S' }),
  actionCount: Type.Number({ description: 'actions recorded since creation or the last reset' }),
  peakScore: Type.Number(),
  riskTrend: Type.Union([Type.Literal('rising'), Type.Literal('stable'), Type.Literal('declining')]),
  activeChains: Type.Array(Type.String(), { description: 'ids of the chains found, without repeats' }),
  history: Type.Array(Type.Object({
    seq: Type.Number(), type: Type.String(), valueHash: Type.String({ description: 'SHA-256 of the value, hex' }),
    preview: Type.String({ description: 'at most 60 characters, secret-looking parts replaced by [redacted]' }),
    score: Type.Number(), level: Level, primitive: Type.Union([Primitive, Type.Null()]), threats: Type.Array(Type.String()),
    agentId: Type.Union([Type.String(), Type.Null()]), at: Type.Number({ description: 'epoch milliseconds' }),
  }), { description: 'the newest 100 actions, oldest first' }),
  chains: Type.Array(Type.Object({
    chainId: Type.String(), name: Type.String(), matchedSteps: Type.Array(Type.String()), steps: Type.Array(Type.Number(), { description: 'seq of each matched action' }),
    scoreBoost: Type.Number(), reason: Type.String(), linked: Type.Boolean({ description: 'a later step reused an earlier step\'s path, host or recipient' }), at: Type.Number(),
  }), { description: 'the newest 50 chain detections, oldest first' }),
});
