import { Type } from '@sinclair/typebox';
import { ACTION_TYPES } from '../engine/types.js';

const ActionTypeName = Type.String({ minLength: 1, maxLength: 64, description: `one of: ${ACTION_TYPES.join(', ')}` });

/**
 * POST /v2/telemetry. `action_type` is the spelling the Surfinguard SDK sends for `type`; the SDK's other fields
 * (primitive, reasons, threat_ids, sdk_version) are accepted and discarded, never stored.
 */
export const TelemetryBody = Type.Object({
  type: Type.Optional(ActionTypeName),
  action_type: Type.Optional(ActionTypeName),
  value_hash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'the SHA-256 of the checked value: 64 lowercase hex characters' }),
  score: Type.Number({ minimum: 0, maximum: 10, description: 'a number from 0 to 10' }),
  level: Type.Union([Type.Literal('SAFE'), Type.Literal('CAUTION'), Type.Literal('DANGER')], { description: 'SAFE, CAUTION or DANGER' }),
});
