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
