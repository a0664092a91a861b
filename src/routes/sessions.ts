import { ApiError } from '../http/errors.js';
import type { RequestContext, Route } from '../http/router.js';
import { CreateSessionBody, SESSION_ID_PATTERN, SessionState } from '../schemas/sessions.js';
import { compileSchema } from '../schemas/validate.js';
import type { Services } from '../services.js';
import type { Session } from '../sessions/types.js';
import { ownerOf, viewSession } from '../sessions/view.js';

const parseCreate = compileSchema(CreateSessionBody);
const ID_SHAPE = new RegExp(SESSION_ID_PATTERN);

/** The caller's own session named in the path; another namespace's session with the same id is simply not found. */
function ownSession(services: Services, ctx: RequestContext): Session {
  const id = ctx.params.id ?? '';
  if (!ID_SHAPE.test(id)) throw new ApiError('INVALID_REQUEST', 'id: a session id is 1-128 characters: letters, digits and ._~:@!$&*+=-');
  const session = services.sessions.get(ownerOf(ctx.key, ctx.ip), id);
  if (!session) throw new ApiError('NOT_FOUND', `session ${id} not found`);
  return session;
}

export function sessionRoutes(services: Services): Route[] {
  const { sessions } = services;
  const ttlMs = sessions.limits.ttlMs;
  return [
    {
      // Creating an id that exists answers 200 with its state: clients may create before every run without checking.
      method: 'POST', path: '/v2/sessions', access: 'optional', body: true, limited: true,
      doc: {
        tag: 'sessions', summary: 'Create a session (200 with its state when the id exists)', body: CreateSessionBody, status: 201, response: SessionState,
        description: 'Sessions belong to the key\'s account, or to the client address of an anonymous caller. Checks that name a sessionId create it too.',
        example: { request: { id: 'run-2024-06-01', agentId: 'coder' } },
      },
      handler: async (ctx) => {
        const body = parseCreate(ctx.body);
        const { session, created } = sessions.obtain(ownerOf(ctx.key, ctx.ip), body.id, body.agentId);
        if (!created) {
          if (body.agentId !== undefined) session.agentId = body.agentId;
          session.lastActivityAt = Date.now();
          sessions.touch(session);
        }
        await sessions.persist(session);
        return { status: created ? 201 : 200, body: viewSession(session, ttlMs) };
      },
    },
    {
      method: 'GET', path: '/v2/sessions/:id', access: 'optional', body: false, limited: true,
      doc: { tag: 'sessions', summary: 'A session\'s state: counters, history and the chains found', response: SessionState, errors: ['NOT_FOUND'] },
      handler: (ctx) => ({ status: 200, body: viewSession(ownSession(services, ctx), ttlMs) }),
    },
    {
      method: 'DELETE', path: '/v2/sessions/:id', access: 'optional', body: false, limited: true,
      doc: { tag: 'sessions', summary: 'Reset a session: it stays, with an empty history and no chains', response: SessionState, errors: ['NOT_FOUND'] },
      handler: async (ctx) => {
        const session = ownSession(services, ctx);
        await sessions.reset(session);
        return { status: 200, body: { ...viewSession(session, ttlMs), reset: true } };
      },
    },
  ];
}
