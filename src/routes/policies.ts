import { ApiError } from '../http/errors.js';
import type { RequestContext, Route } from '../http/router.js';
import { assertCompiles, fieldsOf } from '../policies/fields.js';
import { PolicyLimitError, viewPolicy, type PolicyRecord } from '../policies/policy-store.js';
import { ActivatedPolicy, DeletedPolicy, POLICY_EXAMPLE, PolicyBody, PolicyList, PolicyView } from '../schemas/policies.js';
import { compileSchema } from '../schemas/validate.js';
import type { Services } from '../services.js';

const parseBody = compileSchema(PolicyBody);

const activateDoc = { tag: 'policies', summary: 'Make this the account\'s one active policy (every other becomes inactive)', response: ActivatedPolicy };

const missing = (ctx: RequestContext) => new ApiError('NOT_FOUND', `policy ${String(ctx.params.id).slice(0, 64)} not found`);

/** Policies belong to the key's account: every route needs a key, and another account's id answers 404. */
export function policyRoutes(services: Services): Route[] {
  const { policies } = services;
  const account = (ctx: RequestContext) => ctx.key!.accountId;
  const found = (ctx: RequestContext, p: PolicyRecord | undefined): PolicyRecord => {
    if (p === undefined) throw missing(ctx);
    return p;
  };
  const activate = async (ctx: RequestContext) => {
    const record = found(ctx, await policies.activate(account(ctx), ctx.params.id ?? ''));
    // `ok` is what the Surfinguard SDK reads from this call
    return { status: 200, body: { ok: true, ...viewPolicy(record) } };
  };
  return [
    {
      method: 'POST', path: '/v2/policies', access: 'required', body: true, limited: true,
      doc: { tag: 'policies', summary: 'Create a policy of the key\'s account (inactive until activated)', status: 201, body: PolicyBody, response: PolicyView, example: { request: POLICY_EXAMPLE }, errors: ['CONFLICT'] },
      handler: async (ctx) => {
        const fields = fieldsOf(parseBody(ctx.body), true);
        assertCompiles(fields);
        try {
          return { status: 201, body: viewPolicy(await policies.create(account(ctx), fields)) };
        } catch (err) {
          if (err instanceof PolicyLimitError) throw new ApiError('CONFLICT', err.message);
          throw err;
        }
      },
    },
    {
      method: 'GET', path: '/v2/policies', access: 'required', body: false, limited: true,
      doc: { tag: 'policies', summary: 'List the account\'s policies and which one is active', response: PolicyList },
      handler: (ctx) => {
        const list = policies.list(account(ctx));
        return { status: 200, body: { policies: list.map(viewPolicy), active: list.find((p) => p.active)?.id ?? null } };
      },
    },
    {
      method: 'GET', path: '/v2/policies/:id', access: 'required', body: false, limited: true,
      doc: { tag: 'policies', summary: 'Read a policy', response: PolicyView },
      handler: (ctx) => ({ status: 200, body: viewPolicy(found(ctx, policies.get(account(ctx), ctx.params.id ?? ''))) }),
    },
    {
      method: 'PUT', path: '/v2/policies/:id', access: 'required', body: true, limited: true,
      doc: { tag: 'policies', summary: 'Change the fields sent; an active policy applies its new revision from the next check', body: PolicyBody, response: PolicyView, example: { request: { blocklist: ['*.tk', '*.zip'] } } },
      handler: async (ctx) => {
        const current = found(ctx, policies.get(account(ctx), ctx.params.id ?? ''));
        const changes = fieldsOf(parseBody(ctx.body), false);
        assertCompiles({ ...current, ...changes }, current);
        return { status: 200, body: viewPolicy(found(ctx, await policies.update(account(ctx), current.id, changes))) };
      },
    },
    {
      method: 'DELETE', path: '/v2/policies/:id', access: 'required', body: false, limited: true,
      doc: { tag: 'policies', summary: 'Delete a policy (deleting the active one leaves the account with none)', response: DeletedPolicy },
      handler: async (ctx) => {
        const removed = found(ctx, await policies.remove(account(ctx), ctx.params.id ?? ''));
        return { status: 200, body: { id: removed.id, deleted: true } };
      },
    },
    { method: 'PUT', path: '/v2/policies/:id/activate', access: 'required', body: false, limited: true, handler: activate, doc: activateDoc },
    // the Surfinguard SDK activates with POST
    { method: 'POST', path: '/v2/policies/:id/activate', access: 'required', body: false, limited: true, handler: activate, doc: activateDoc },
  ];
}
