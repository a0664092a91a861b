import { Type } from '@sinclair/typebox';
import { ACTION_TYPES } from '../engine/types.js';
import { AgentId, SessionId } from './sessions.js';

const ActionTypeName = Type.String({ minLength: 1, maxLength: 64, description: `one of: ${ACTION_TYPES.join(', ')}` });
const Metadata = Type.Record(Type.String(), Type.Unknown(), { description: 'an object' });

export const CheckBody = Type.Object({
  type: ActionTypeName,
  value: Type.String({ description: 'the content to analyze' }),
  metadata: Type.Optional(Metadata),
  enhance: Type.Optional(Type.Boolean()),
  sessionId: Type.Optional(SessionId),
  agentId: Type.Optional(AgentId),
});

export const MAX_BATCH = 100;

export const BatchBody = Type.Object({
  actions: Type.Array(
    Type.Object({
      type: ActionTypeName,
      value: Type.String(),
      metadata: Type.Optional(Metadata),
    }),
    { maxItems: MAX_BATCH, description: `at most ${MAX_BATCH} actions` },
  ),
  enhance: Type.Optional(Type.Boolean()),
  sessionId: Type.Optional(SessionId),
  agentId: Type.Optional(AgentId),
});

/** Typed endpoints: any JSON object; their own field table decides what is required. */
export const TypedBody = Type.Object({
  metadata: Type.Optional(Metadata),
  enhance: Type.Optional(Type.Boolean()),
  sessionId: Type.Optional(SessionId),
  agentId: Type.Optional(AgentId),
});
