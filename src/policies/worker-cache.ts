/**
 * The scoring worker's compiled policies, by id and revision: compiled on first use, reused afterwards. A task names a
 * policy by key alone once the pool has sent its source (see TaskPolicy in src/pool/wire.ts); a key this worker has
 * not compiled (another worker got the source, or the cache started over) is reported back instead.
 */
import type { TaskPolicy } from '../pool/wire.js';
import { compilePolicy, type CompiledPolicy, type PolicySource } from './matcher.js';

const MAX_CACHED = 256;
const cache = new Map<string, CompiledPolicy>();

/** The compiled policy, compiled from its source on first sight; undefined when neither cached nor carried. */
export function compiledPolicy(ref: TaskPolicy): CompiledPolicy | undefined {
  let compiled = cache.get(ref.key);
  if (compiled === undefined) {
    if (ref.source === undefined) return undefined;
    // an older revision of a policy is never asked for again once its successor is active; a full cache starts over
    if (cache.size >= MAX_CACHED) cache.clear();
    compiled = compilePolicy(JSON.parse(ref.source) as PolicySource);
    cache.set(ref.key, compiled);
  }
  return compiled;
}
