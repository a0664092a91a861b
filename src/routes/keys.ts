import { viewKey, type KeyRecord } from '../auth/keys.js';
import { ApiError } from '../http/errors.js';
import type { RequestContext, Route } from '../http/router.js';
import { CreateKeyBody } from '../schemas/keys.js';
import { AnyObject } from '../schemas/results.js';
import { compileSchema } from '../schemas/validate.js';
import type { Services } from '../services.js';

const parseCreate = compileSchema(CreateKeyBody);

function keyFor(services: Services, ctx: RequestContext): KeyRecord {
  const record = services.keys.get(ctx.params.id ?? '');
  if (!record) throw new ApiError('NOT_FOUND', `key ${String(ctx.params.id).slice(0, 64)} not found`);
  return record;
}

export function keyRoutes(services: Services): Route[] {
  const { keys, usage } = services;
  return [
    {
      method: 'POST', path: '/v2/keys', access: 'admin', body: true, limited: true,
      doc: { tag: 'keys', summary: 'Create an API key (the secret is in this reply only)', status: 201, body: CreateKeyBody, response: AnyObject, example: { request: { name: 'ci-agent', tier: 'developer' } } },
      handler: async (ctx) => {
        const body = parseCreate(ctx.body);
        if (body.account_id !== undefined && !keys.hasAccount(body.account_id)) throw new ApiError('INVALID_REQUEST', `account_id: no account ${body.account_id}`);
        const { record, secret } = await keys.create({
          name: body.name,
          tier: body.tier ?? 'developer',
          environment: body.environment ?? 'live',
          admin: body.admin ?? false,
          accountId: body.account_id,
          resultFormat: body.result_format,
        });
        return { status: 201, body: { ...viewKey(record), key: secret } };
      },
    },
    {
      method: 'GET', path: '/v2/keys', access: 'admin', body: false, limited: true,
      doc: { tag: 'keys', summary: 'List keys (never their secrets)', response: AnyObject },
      handler: (ctx) => {
        const account = new URLSearchParams(ctx.query).get('account_id') ?? undefined;
        return { status: 200, body: { keys: keys.list(account).map(viewKey) } };
      },
    },
    {
      method: 'DELETE', path: '/v2/keys/:id', access: 'admin', body: false, limited: true,
      doc: { tag: 'keys', summary: 'Revoke a key', response: AnyObject, errors: ['CONFLICT'] },
      handler: async (ctx) => {
        const record = keyFor(services, ctx);
        if (record.admin && record.revoked_at === undefined && keys.list().filter((k) => k.admin && k.revoked_at === undefined).length === 1) {
          throw new ApiError('CONFLICT', 'cannot revoke the last active administrative key; create another admin key first');
        }
        const revoked = await keys.revoke(record.id);
        return { status: 200, body: { id: record.id, revoked: true, revoked_at: revoked!.revoked_at } };
      },
    },
    {
      // An admin reads any key's usage; any other key reads the usage of keys in its own account.
      method: 'GET', path: '/v2/keys/:id/usage', access: 'required', body: false, limited: true,
      doc: { tag: 'keys', summary: 'Today\'s usage of a key, by action type', response: AnyObject },
      handler: (ctx) => {
        const record = services.keys.get(ctx.params.id ?? '');
        const caller = ctx.key!;
        // Another account's key answers exactly like a missing one: ids do not leak across accounts.
        if (!record || (!caller.admin && record.accountId !== caller.accountId)) {
          throw new ApiError('NOT_FOUND', `key ${String(ctx.params.id).slice(0, 64)} not found`);
        }
        return { status: 200, body: { key_id: record.id, today: usage.today(record.id) } };
      },
    },
  ];
}
