import { Type } from '@sinclair/typebox';

export const CreateKeyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, description: 'a label of 1-100 characters' }),
  tier: Type.Optional(Type.Union([Type.Literal('free'), Type.Literal('developer'), Type.Literal('business'), Type.Literal('enterprise')], { description: 'free, developer, business or enterprise' })),
  environment: Type.Optional(Type.Union([Type.Literal('live'), Type.Literal('test')], { description: 'live (sg_live_) or test (sg_test_)' })),
  account_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  admin: Type.Optional(Type.Boolean()),
  result_format: Type.Optional(Type.Union([Type.Literal('spec'), Type.Literal('surfinguard')], { description: 'spec (the spec\'s result fields) or surfinguard (adds allow, primitive, primitiveScores, alternatives, latencyMs)' })),
});
