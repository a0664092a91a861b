import { ApiError } from '../http/errors.js';
import type { RequestContext, Route } from '../http/router.js';
import { compileSchema } from '../schemas/validate.js';
import { CreateWebhookBody, UpdateWebhookBody } from '../schemas/webhooks.js';
import type { Services } from '../services.js';

const parseCreate = compileSchema(CreateWebhookBody);
const parseUpdate = compileSchema(UpdateWebhookBody);

/** Webhooks belong to the account of the calling key; every route needs a key (spec part 5). */
const account = (ctx: RequestContext): string => ctx.key!.accountId;
const id = (ctx: RequestContext): string => ctx.params.id ?? '';

export function webhookRoutes(services: Services): Route[] {
  const { webhooks } = services;
  const base = { access: 'required', limited: true } as const;
  return [
    {
      ...base, method: 'POST', path: '/v2/webhooks', body: true,
      handler: async (ctx) => ({ status: 201, body: await webhooks.create(account(ctx), parseCreate(ctx.body)) }),
    },
    {
      ...base, method: 'GET', path: '/v2/webhooks', body: false,
      handler: (ctx) => ({ status: 200, body: { webhooks: webhooks.list(account(ctx)) } }),
    },
    {
      ...base, method: 'GET', path: '/v2/webhooks/:id', body: false,
      handler: (ctx) => ({ status: 200, body: webhooks.get(account(ctx), id(ctx)) }),
    },
    {
      ...base, method: 'PUT', path: '/v2/webhooks/:id', body: true,
      handler: async (ctx) => {
        const changes = parseUpdate(ctx.body);
        if (Object.values(changes).every((v) => v === undefined)) {
          throw new ApiError('INVALID_REQUEST', 'body: give at least one of url, events, secret, active');
        }
        return { status: 200, body: await webhooks.update(account(ctx), id(ctx), changes) };
      },
    },
    {
      ...base, method: 'DELETE', path: '/v2/webhooks/:id', body: false,
      handler: async (ctx) => {
        await webhooks.remove(account(ctx), id(ctx));
        return { status: 200, body: { id: id(ctx), deleted: true } };
      },
    },
    {
      ...base, method: 'POST', path: '/v2/webhooks/:id/test', body: false,
      handler: async (ctx) => ({ status: 200, body: await webhooks.test(account(ctx), id(ctx)) }),
    },
  ];
}
