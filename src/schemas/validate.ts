import type { TSchema, Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ApiError } from '../http/errors.js';

/** A TypeBox schema compiled once; `parse` answers 400 INVALID_REQUEST naming the first offending field. */
export function compileSchema<T extends TSchema>(schema: T): (value: unknown) => Static<T> {
  const checker = TypeCompiler.Compile(schema);
  return (value: unknown) => {
    if (checker.Check(value)) return value as Static<T>;
    const first = checker.Errors(value).First();
    const field = first?.path ? first.path.slice(1).replace(/\//g, '.') : 'body';
    throw new ApiError('INVALID_REQUEST', `${field || 'body'}: ${describe(first?.message ?? 'invalid value', first?.schema)}`);
  };
}

function describe(message: string, schema: TSchema | undefined): string {
  if (schema && typeof (schema as { description?: unknown }).description === 'string') return `${message} (${(schema as { description: string }).description})`;
  return message;
}

/** Metadata may be any JSON object, but not a deep tree: depth and key count are bounded. */
export function checkMetadataShape(metadata: unknown, field = 'metadata', maxDepth = 8, maxNodes = 10_000): void {
  if (metadata === undefined) return;
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) throw new ApiError('INVALID_REQUEST', `${field}: must be an object`);
  let nodes = 0;
  const walk = (v: unknown, depth: number): void => {
    if (v === null || typeof v !== 'object') return;
    if (depth > maxDepth) throw new ApiError('INVALID_REQUEST', `${field}: nested deeper than ${maxDepth} levels`);
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (++nodes > maxNodes) throw new ApiError('INVALID_REQUEST', `${field}: more than ${maxNodes} values`);
      walk(child, depth + 1);
    }
  };
  walk(metadata, 1);
}
