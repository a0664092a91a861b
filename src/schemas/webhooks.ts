import { Type } from '@sinclair/typebox';

const EventName = Type.Union([Type.Literal('danger'), Type.Literal('caution'), Type.Literal('safe'), Type.Literal('all')], { description: 'danger, caution, safe or all' });
const Events = Type.Array(EventName, { minItems: 1, maxItems: 16, description: 'a non-empty list of danger, caution, safe, all' });
const Url = Type.String({ minLength: 1, maxLength: 2048, description: 'an http or https URL of at most 2048 characters' });
const Secret = Type.String({ minLength: 1, maxLength: 512, description: 'a string of 1-512 characters' });

export const CreateWebhookBody = Type.Object({
  url: Url,
  events: Type.Optional(Events),
  secret: Type.Optional(Secret),
});

export const UpdateWebhookBody = Type.Object({
  url: Type.Optional(Url),
  events: Type.Optional(Events),
  /** null removes the secret (deliveries are then unsigned). */
  secret: Type.Optional(Type.Union([Secret, Type.Null()], { description: 'a string of 1-512 characters, or null to remove it' })),
  active: Type.Optional(Type.Boolean()),
});

const SpecTime = Type.String({ description: 'YYYY-MM-DD HH:MM:SS (UTC)' });

export const WebhookResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  events: Type.Array(EventName),
  active: Type.Boolean(),
  has_secret: Type.Boolean({ description: 'whether deliveries are signed; the secret itself is never returned' }),
  created_at: SpecTime,
  last_triggered_at: Type.Union([SpecTime, Type.Null()], { description: 'last 2xx delivery; null before the first' }),
  failure_count: Type.Integer({ description: 'consecutive failed deliveries; 10 deactivates' }),
  pending_deliveries: Type.Integer({ description: 'deliveries in the outbox now' }),
  dropped_deliveries: Type.Integer({ description: 'pending deliveries discarded because the outbox was full' }),
});

export const WebhookListResponse = Type.Object({ webhooks: Type.Array(WebhookResponse) });
export const WebhookDeletedResponse = Type.Object({ id: Type.String(), deleted: Type.Literal(true) });
export const WebhookTestResponse = Type.Object({
  sent: Type.Boolean({ description: 'true when the receiver answered 2xx' }),
  status: Type.Integer({ description: "the receiver's HTTP status; 0 when no answer came (refused, timed out, unreachable)" }),
  error: Type.Optional(Type.String({ description: 'why no answer came' })),
});
