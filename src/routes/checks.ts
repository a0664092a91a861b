import { isActionType } from '../engine/engine.js';
import type { CheckInput } from '../engine/types.js';
import { ApiError } from '../http/errors.js';
import type { Reply, RequestContext, Route } from '../http/router.js';
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

/** Scores inputs in the pool; usage is counted after the reply has gone out. */
function scoreAndReply(services: Services, ctx: RequestContext, inputs: CheckInput[], shape: (results: string[]) => string): Promise<Reply> {
  const key = ctx.key;
  return services.pool.score(inputs).then(
    (results): Reply => ({
      status: 200,
      body: undefined,
      json: shape(results),
      after: key ? () => { for (const i of inputs) services.usage.record(key.id, i.type); } : undefined,
    }),
    (err: unknown) => {
      services.log.error('scoring failed', { error: String(err) });
      throw new ApiError('SERVICE_UNAVAILABLE', 'scoring is temporarily unavailable; retry');
    },
  );
}

export function checkRoutes(services: Services): Route[] {
  const universal: Route = {
    method: 'POST', path: '/v2/check', access: 'optional', body: true, limited: true,
    handler: (ctx) => {
      const body = parseCheck(ctx.body);
      assertType(body.type, 'type');
      checkMetadataShape(body.metadata);
      return scoreAndReply(services, ctx, [{ type: body.type, value: body.value, metadata: body.metadata }], (r) => r[0]!);
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
      return scoreAndReply(services, ctx, inputs, (results) => `{"results":[${results.join(',')}]}`);
    },
  };
  const typed: Route[] = TYPED_ENDPOINTS.map((endpoint) => ({
    method: 'POST', path: `/v2/check/${endpoint.path}`, access: 'optional', body: true, limited: true,
    handler: (ctx: RequestContext) => {
      const body = parseTyped(ctx.body) as Record<string, unknown>;
      const input = typedInput(endpoint, body);
      checkMetadataShape(input.metadata);
      return scoreAndReply(services, ctx, [input], (r) => r[0]!);
    },
  }));
  const file: Route = {
    method: 'POST', path: '/v2/check/file', access: 'optional', body: true, limited: true,
    handler: (ctx) => {
      const input = fileInput(parseTyped(ctx.body) as Record<string, unknown>);
      checkMetadataShape(input.metadata);
      return scoreAndReply(services, ctx, [input], (r) => r[0]!);
    },
  };
  return [universal, batch, file, ...typed];
}
