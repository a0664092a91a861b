/** Schemas of what the API answers: the OpenAPI document describes replies with them. */
import { Type } from '@sinclair/typebox';
import { ACTION_TYPES, PRIMITIVES } from '../engine/types.js';
import { ERROR_KINDS } from '../http/errors.js';
import { ChainDetection } from './sessions.js';

const Primitive = Type.Union(PRIMITIVES.map((p) => Type.Literal(p)));
export const Level = Type.Union([Type.Literal('SAFE'), Type.Literal('CAUTION'), Type.Literal('DANGER')], { description: 'SAFE 0-2, CAUTION 3-6, DANGER 7-10' });

export const ThreatMatch = Type.Object({
  id: Type.String({ pattern: '^[A-Z][0-9]{2}$', description: 'one letter (the analyzer, H session chain, X policy) and two digits' }),
  name: Type.String(),
  score: Type.Number({ minimum: 0, maximum: 10, description: 'this threat\'s contribution' }),
  primitive: Primitive,
});

export const CheckResult = Type.Object({
  score: Type.Number({ minimum: 0, maximum: 10 }),
  level: Level,
  primitives: Type.Object(Object.fromEntries(PRIMITIVES.map((p) => [p, Type.Number({ minimum: 0, maximum: 10 })]))),
  reasons: Type.Array(Type.String()),
  threats: Type.Array(ThreatMatch),
}, { additionalProperties: true, description: 'Keys created with result_format surfinguard also get allow, primitive, primitiveScores, alternatives and latencyMs; sessions, policies and enhancement add their own fields (see the README).' });

export const BatchResult = Type.Object({
  results: Type.Array(CheckResult),
  sessionId: Type.Optional(Type.String({ description: 'with a sessionId: the session the actions were recorded in' })),
  chainDetections: Type.Optional(Type.Array(ChainDetection, { description: 'with a sessionId: chains these actions completed' })),
  overallLevel: Type.Optional(Level),
  overallScore: Type.Optional(Type.Number({ description: 'the highest score of the results' })),
}, { additionalProperties: true });

export const ErrorBody = Type.Object({
  error: Type.String({ description: 'what was wrong, naming the field or header' }),
  code: Type.Union(Object.keys(ERROR_KINDS).map((c) => Type.Literal(c))),
}, { additionalProperties: true });

/** Anything this document does not spell out field by field (it still names the shape). */
export const AnyObject = Type.Object({}, { additionalProperties: true });

export const ActionTypeEnum = Type.Union(ACTION_TYPES.map((t) => Type.Literal(t)));
