import { TYPE_ALIASES } from './sdk-input.js';
import { ACTION_TYPES, isActionType, type CheckInput } from './types.js';

/** Throws an Error naming the offending field when the input is not a valid check input. */
export function validateCheckInput(input: unknown): asserts input is CheckInput {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new Error('input must be an object with type and value');
  const { type, value, metadata } = input as Record<string, unknown>;
  if (typeof type !== 'string') throw new Error('type must be a string naming one of the 18 action types');
  if (!isActionType(type)) throw new Error(`type: unknown action type "${type.slice(0, 40)}" (one of ${ACTION_TYPES.join(', ')}, or an SDK name: ${Object.keys(TYPE_ALIASES).join(', ')})`);
  if (typeof value !== 'string') throw new Error('value must be a string');
  if (metadata !== undefined && (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))) {
    throw new Error('metadata must be an object');
  }
}
