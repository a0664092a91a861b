import type { CheckEvent } from '../checks/observers.js';
import { isActionType, type CheckInput } from '../engine/types.js';
import { ApiError } from '../http/errors.js';
import type { Reply, RequestContext, Route } from '../http/router.js';
import type { ScoredAction } from '../pool/wire.js';
import { BatchBody, CheckBody, TypedBody } from '../schemas/checks.js';
import { checkMetadataShape, compileSchema } from '../schemas/validate.js';
import type { Services } from '../services.js';
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
  /** `enhance: true`: CAUTION results get the LLM's second opinion before the reply. */
  enhance?: boolean;
}

/** Scores inputs in the pool; the observers (usage and the rest) run after the reply has gone out. */
function scoreAndReply(services: Services, ctx: RequestContext, req: CheckRequest, shape: (results: ScoredAction[]) => string): Promise<Reply> {
  const reply = (results: ScoredAction[]): Reply => ({
    status: 200,
    body: undefined,
    json: shape(results),
    after: () => {
      const event: CheckEvent = { key: ctx.key, ip: ctx.ip, route: req.route, sessionId: req.sessionId, agentId: req.agentId, inputs: req.inputs, results, at: Date.now() };
      for (const observe of services.checkObservers) {
        try {
          observe(event);
        } catch (err) {
          services.log.error('check observer failed', { error: String(err) });
        }
      }
    },
  });
  return services.pool.score(req.inputs).then(
    // The LLM pass runs only when enhance is set and a result is CAUTION; otherwise the reply is built at once.
    (results) => (req.enhance === true && results.some((r) => r.summary.level === 'CAUTION')
      ? Promise.all(results.map((r, i) => services.enhancer.enhance(req.inputs[i]!, r))).then(reply)
      : reply(results)),
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
      return scoreAndReply(services, ctx, { route: 'check', sessionId: body.sessionId, agentId: body.agentId, inputs, enhance: body.enhance }, single);
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
      if (inputs.length === 0) return { status: 200, body: { results: [] } };
      const shape = (results: ScoredAction[]) => `{"results":[${results.map((r) => r.json).join(',')}]}`;
      return scoreAndReply(services, ctx, { route: 'batch', sessionId: body.sessionId, agentId: body.agentId, inputs, enhance: body.enhance }, shape);
    },
  };
  const typed: Route[] = TYPED_ENDPOINTS.map((endpoint) => ({
    method: 'POST', path: `/v2/check/${endpoint.path}`, access: 'optional', body: true, limited: true,
    handler: (ctx: RequestContext) => {
      const body = parseTyped(ctx.body) as Record<string, unknown> & { sessionId?: string; agentId?: string; enhance?: boolean };
      const input = typedInput(endpoint, body);
      checkMetadataShape(input.metadata);
      return scoreAndReply(services, ctx, { route: 'typed', sessionId: body.sessionId, agentId: body.agentId, inputs: [input], enhance: body.enhance === true }, single);
    },
  }));
  const file: Route = {
    method: 'POST', path: '/v2/check/file', access: 'optional', body: true, limited: true,
    handler: (ctx) => {
      const body = parseTyped(ctx.body) as Record<string, unknown> & { sessionId?: string; agentId?: string; enhance?: boolean };
      const input = fileInput(body);
      checkMetadataShape(input.metadata);
      return scoreAndReply(services, ctx, { route: 'file', sessionId: body.sessionId, agentId: body.agentId, inputs: [input], enhance: body.enhance === true }, single);
    },
  };
  return [universal, batch, file, ...typed];
}
