import { Type } from '@sinclair/typebox';

/** Session ids travel in URL paths: visible ASCII without / ? # % or spaces, at most 128 characters. */
export const SESSION_ID_PATTERN = '^[A-Za-z0-9._~:@!$&*+=-]{1,128}$';
export const SessionId = Type.String({ pattern: SESSION_ID_PATTERN, description: '1-128 characters: letters, digits and ._~:@!$&*+=-' });
export const AgentId = Type.String({ minLength: 1, maxLength: 128, description: '1-128 characters' });

export const CreateSessionBody = Type.Object({
  id: SessionId,
  agentId: Type.Optional(AgentId),
});
