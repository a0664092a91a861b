import { ApiError } from '../http/errors.js';
import type { RequestContext, Route } from '../http/router.js';
import { compileSchema } from '../schemas/validate.js';
import { CreateWebhookBody, UpdateWebhookBody, WebhookDeletedResponse, WebhookListResponse, WebhookResponse, WebhookTestResponse } from '../schemas/webhooks.js';
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
      doc: {
        tag: 'webhooks', summary: 'Register a webhook for check results of this account', status: 201, body: CreateWebhookBody, response: WebhookResponse, errors: ['CONFLICT'],
        description: 'Private, loopback and link-local targets are refused unless WEBHOOK_ALLOW_PRIVATE=true. 409 past the per-account limit.',
        example: { request: { url: 'https://hooks.example.com/safegate', events: ['danger', 'caution'], secret: 'a-long-random-secret' } },
      },
      handler: async (ctx) => ({ status: 201, body: await webhooks.create(account(ctx), parseCreate(ctx.body)) }),
    },
    {
      ...base, method: 'GET', path: '/v2/webhooks', body: false,
      doc: { tag: 'webhooks', summary: "This account's webhooks, with failure_count and last_triggered_at", response: WebhookListResponse },
      handler: (ctx) => ({ status: 200, body: { webhooks: webhooks.list(account(ctx)) } }),
    },
    {
      ...base, method: 'GET', path: '/v2/webhooks/:id', body: false,
      doc: { tag: 'webhooks', summary: 'One webhook', response: WebhookResponse, errors: ['NOT_FOUND'] },
      handler: (ctx) => ({ status: 200, body: webhooks.get(account(ctx), id(ctx)) }),
    },
    {
      ...base, method: 'PUT', path: '/v2/webhooks/:id', body: true,
      doc: { tag: 'webhooks', summary: 'Change the fields given; active: true re-enables and resets failure_count', body: UpdateWebhookBody, response: WebhookResponse, errors: ['NOT_FOUND'] },
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
      doc: { tag: 'webhooks', summary: 'Remove a webhook and its pending deliveries', response: WebhookDeletedResponse, errors: ['NOT_FOUND'] },
      handler: async (ctx) => {
        await webhooks.remove(account(ctx), id(ctx));
        return { status: 200, body: { id: id(ctx), deleted: true } };
      },
    },
    {
      ...base, method: 'POST', path: '/v2/webhooks/:id/test', body: false,
      doc: { tag: 'webhooks', summary: 'Send event test now and report what the receiver answered', response: WebhookTestResponse, errors: ['NOT_FOUND'] },
      handler: async (ctx) => ({ status: 200, body: await webhooks.test(account(ctx), id(ctx)) }),
    },
  ];
}
