import { levelOfScore } from '../intel/levels.js';
import { ApiError } from '../http/errors.js';
import type { RequestContext, Route } from '../http/router.js';
import { isActionType } from '../engine/types.js';
import { TelemetryBody } from '../schemas/intel.js';
import { AnyObject } from '../schemas/results.js';
import { compileSchema } from '../schemas/validate.js';
import type { Services } from '../services.js';

const parseTelemetry = compileSchema(TelemetryBody);

function feedEnabled(services: Services): void {
  if (!services.config.feed.enabled) throw new ApiError('SERVICE_UNAVAILABLE', 'the threat feed is switched off on this server (FEED_ENABLED=false)');
}

/** GET /v2/threat-feed (never a key), /v2/threat-feed/stats (key optional unless AUTH_REQUIRED), POST /v2/telemetry (key required). */
export function intelRoutes(services: Services): Route[] {
  const { intel, telemetry } = services;
  return [
    {
      method: 'GET', path: '/v2/threat-feed', access: 'none', body: false, limited: true,
      doc: { tag: 'threat-feed', summary: 'Threats and repeated indicators seen across all accounts, anonymised; cached 5 minutes (ETag, 304)', response: AnyObject, errors: ['SERVICE_UNAVAILABLE'] },
      handler: (ctx: RequestContext) => {
        feedEnabled(services);
        const feed = intel.feed();
        const headers = { 'Cache-Control': `public, max-age=${intel.cacheSeconds}`, ETag: feed.etag };
        if (ctx.ifNoneMatch !== undefined && ctx.ifNoneMatch.split(',').some((t) => t.trim() === feed.etag)) return { status: 304, body: undefined, headers };
        return { status: 200, body: undefined, json: feed.json, headers };
      },
    },
    {
      method: 'GET', path: '/v2/threat-feed/stats', access: 'optional', body: false, limited: true,
      doc: { tag: 'threat-feed', summary: 'Checks by type and level, top threats and primitives, DANGER share per hour, day and week; with a key also the caller\'s own account', response: AnyObject, errors: ['SERVICE_UNAVAILABLE'] },
      handler: (ctx: RequestContext) => {
        feedEnabled(services);
        const cache = ctx.key === undefined ? `public, max-age=${intel.cacheSeconds}` : 'private, no-store';
        return { status: 200, body: intel.stats(ctx.key?.accountId), headers: { 'Cache-Control': cache } };
      },
    },
    {
      method: 'POST', path: '/v2/telemetry', access: 'required', body: true, limited: true,
      doc: {
        tag: 'telemetry', summary: 'Report a check run elsewhere (the value only as its SHA-256); acknowledged with an id', status: 201, body: TelemetryBody, response: AnyObject,
        example: { request: { type: 'command', value_hash: 'a'.repeat(64), score: 9, level: 'DANGER' } },
      },
      handler: async (ctx: RequestContext) => {
        const body = parseTelemetry(ctx.body);
        const type = body.type ?? body.action_type;
        if (type === undefined) throw new ApiError('INVALID_REQUEST', 'type: required (one of the 18 action types)');
        if (!isActionType(type)) throw new ApiError('INVALID_REQUEST', `type: unknown action type "${type.slice(0, 40)}"`);
        const expected = levelOfScore(body.score);
        if (body.level !== expected) throw new ApiError('INVALID_REQUEST', `level: ${body.level} does not match score ${body.score} (that score is ${expected}: SAFE 0-2, CAUTION 3-6, DANGER 7-10)`);
        const accountId = ctx.key!.accountId;
        const record = await telemetry.add(accountId, { type, value_hash: body.value_hash, score: body.score, level: body.level });
        intel.recordTelemetry(accountId, type, body.level, Date.parse(record.received_at));
        return { status: 201, body: { id: record.id, accepted: true, received_at: record.received_at, retention_days: Math.round((telemetry.retentionMs / 86_400_000) * 1000) / 1000 } };
      },
    },
  ];
}
