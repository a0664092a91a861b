import { Type, type Static } from '@sinclair/typebox';

/**
 * The body of POST /v2/policies and PUT /v2/policies/:id. Every field is optional here (an update changes only the
 * fields present); creation's own rules, and what each list entry may be, are checked in src/policies/fields.ts so
 * that errors name the entry and say what is wrong with it.
 */
export const PolicyBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'a name of 1-100 characters' })),
  mode: Type.Optional(Type.String({ maxLength: 40, description: 'monitor, permissive, balanced or strict' })),
  /** The Surfinguard SDK's spelling of mode. */
  level: Type.Optional(Type.String({ maxLength: 40, description: 'monitor, permissive, balanced or strict' })),
  allowlist: Type.Optional(Type.Array(Type.Unknown(), { description: 'an array of patterns' })),
  blocklist: Type.Optional(Type.Array(Type.Unknown(), { description: 'an array of patterns' })),
  actionTypes: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 18, description: 'action types (at most the 18)' })),
  /** The SDK's custom rules are not supported; an empty list is accepted so its default calls work. */
  rules: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 0, description: 'custom rules are not supported; use mode, actionTypes, allowlist and blocklist' })),
}, { additionalProperties: false });

export type PolicyBodyT = Static<typeof PolicyBody>;

/** A policy as the API answers it. */
export const PolicyView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  mode: Type.Union([Type.Literal('monitor'), Type.Literal('permissive'), Type.Literal('balanced'), Type.Literal('strict')]),
  allowlist: Type.Array(Type.String()),
  blocklist: Type.Array(Type.String()),
  actionTypes: Type.Array(Type.String()),
  active: Type.Boolean({ description: 'true for the one policy of the account that applies to its checks' }),
  revision: Type.Integer({ description: 'counts changes' }),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const PolicyList = Type.Object({
  policies: Type.Array(PolicyView),
  active: Type.Union([Type.String(), Type.Null()], { description: 'id of the active policy; null before any activation' }),
});

export const ActivatedPolicy = Type.Composite([Type.Object({ ok: Type.Literal(true) }), PolicyView]);

export const DeletedPolicy = Type.Object({ id: Type.String(), deleted: Type.Literal(true) });

export const POLICY_EXAMPLE = {
  name: 'production agents',
  mode: 'strict',
  actionTypes: ['url', 'command'],
  allowlist: ['*.corp.example', 'https://wiki.example.com/*', 'command:npm ci'],
  blocklist: ['*.tk', 'command:terraform destroy *', 'query:DROP TABLE *', 'iot:unlock *'],
};
