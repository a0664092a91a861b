import type { CheckEvent } from '../checks/observers.js';
import { isActionType, type CheckInput } from '../engine/types.js';
import { ApiError } from '../http/errors.js';
import type { Reply, RequestContext, Route } from '../http/router.js';
import type { ScoredAction } from '../pool/wire.js';
import { BatchBody, CheckBody, TypedBody } from '../schemas/checks.js';
import { checkMetadataShape, compileSchema } from '../schemas/validate.js';
import type { Services } from '../services.js';
import { recordChecks, type SessionOutcome } from '../sessions/check-context.js';
import { fileInput, TYPED_ENDPOINTS, typedInput } from './typed-checks.js';

const parseCheck = compileSchema(CheckBody);
const parseBatch = compileSchema(BatchBody);
const parseTyped = compileSchema(TypedBody);

function assertType(type: string, field: string): void {
  if (!isActionType(type)) throw new ApiError('INVALID_REQUEST', `${field}: unknown action type "${type.slice(0, 40)}"`);
}

interface CheckRequest {
  route: CheckEvent['route'];
  sessionId: string | undefined;
  agentId: string | undefined;
  inputs: CheckInput[];
}

function inSession(services: Services, ctx: RequestContext, req: CheckRequest, scored: ScoredAction[]): SessionOutcome | undefined {
  try {
    return recordChecks(services.sessions, ctx, req.sessionId!, req.agentId, req.inputs, scored);
  } catch (err) {
    // the check itself succeeded: answer it unraised rather than fail it
    services.log.error('session recording failed', { error: String(err) });
    return undefined;
  }
}

type Shape = (results: ScoredAction[], session: SessionOutcome | undefined) => string;

/**
 * Scores inputs in the pool; a check naming a session is recorded there before the reply is shaped (a chain it
 * completes raises its result). The observers (usage and the rest) run after the reply has gone out.
 */
function scoreAndReply(services: Services, ctx: RequestContext, req: CheckRequest, shape: Shape): Promise<Reply> {
  const scoring = req.inputs.length === 0 ? Promise.resolve<ScoredAction[]>([]) : services.pool.score(req.inputs);
  return scoring.then(
    (scored): Reply => {
      const session = req.sessionId === undefined ? undefined : inSession(services, ctx, req, scored);
      const results = session ? session.results : scored;
      return {
        status: 200,
        body: undefined,
        json: shape(results, session),
        after: () => {
          const event: CheckEvent = {
            key: ctx.key, ip: ctx.ip, route: req.route, sessionId: req.sessionId, agentId: req.agentId, inputs: req.inputs, results, at: Date.now(),
            ...(session && session.fired.length > 0 ? { chains: session.fired } : {}),
          };
          for (const observe of services.checkObservers) {
            try {
              observe(event);
            } catch (err) {
              services.log.error('check observer failed', { error: String(err) });
            }
          }
        },
      };
    },
    (err: unknown) => {
      services.log.error('scoring failed', { error: String(err) });
      throw new ApiError('SERVICE_UNAVAILABLE', 'scoring is temporarily unavailable; retry');
    },
  );
}

const single = (r: ScoredAction[]): string => r[0]!.json;

export function checkRoutes(services: Services): Route[] {
  const universal: Route = {
    method: 'POST', path: '/v2/check', access: 'optional', body: true, limited: true,
    handler: (ctx) => {
      const body = parseCheck(ctx.body);
      assertType(body.type, 'type');
      checkMetadataShape(body.metadata);
      const inputs = [{ type: body.type, value: body.value, metadata: body.metadata }];
      return scoreAndReply(services, ctx, { route: 'check', sessionId: body.sessionId, agentId: body.agentId, inputs }, single);
    },
  };
  const batch: Route = {
    method: 'POST', path: '/v2/check/batch', access: 'optional', body: true, limited: true,
    handler: (ctx) => {
      const body = parseBatch(ctx.body);
      const inputs = body.actions.map((a, i) => {
        assertType(a.type, `actions.${i}.type`);
        checkMetadataShape(a.metadata, `actions.${i}.metadata`);
        return { type: a.type, value: a.value, metadata: a.metadata };
      });
      if (inputs.length === 0 && body.sessionId === undefined) return { status: 200, body: { results: [] } };
      const shape: Shape = (results, session) => `{"results":[${results.map((r) => r.json).join(',')}]${session ? session.batchFields() : ''}}`;
      return scoreAndReply(services, ctx, { route: 'batch', sessionId: body.sessionId, agentId: body.agentId, inputs }, shape);
    },
  };
  const typed: Route[] = TYPED_ENDPOINTS.map((endpoint) => ({
    method: 'POST', path: `/v2/check/${endpoint.path}`, access: 'optional', body: true, limited: true,
    handler: (ctx: RequestContext) => {
      const body = parseTyped(ctx.body) as Record<string, unknown> & { sessionId?: string; agentId?: string };
      const input = typedInput(endpoint, body);
      checkMetadataShape(input.metadata);
      return scoreAndReply(services, ctx, { route: 'typed', sessionId: body.sessionId, agentId: body.agentId, inputs: [input] }, single);
    },
  }));
  const file: Route = {
    method: 'POST', path: '/v2/check/file', access: 'optional', body: true, limited: true,
    handler: (ctx) => {
      const body = parseTyped(ctx.body) as Record<string, unknown> & { sessionId?: string; agentId?: string };
      const input = fileInput(body);
      checkMetadataShape(input.metadata);
      return scoreAndReply(services, ctx, { route: 'file', sessionId: body.sessionId, agentId: body.agentId, inputs: [input] }, single);
    },
  };
  return [universal, batch, file, ...typed];
}
