/** The scoring worker's compiled policies, by id and revision: compiled on first use, reused afterwards. */
import type { PolicyRef } from '../pool/wire.js';
import { compilePolicy, type CompiledPolicy, type PolicySource } from './matcher.js';

const MAX_CACHED = 256;
const cache = new Map<string, CompiledPolicy>();

export function compiledPolicy(ref: PolicyRef): CompiledPolicy {
  let compiled = cache.get(ref.key);
  if (compiled === undefined) {
    // an older revision of a policy is never asked for again once its successor is active; a full cache starts over
    if (cache.size >= MAX_CACHED) cache.clear();
    compiled = compilePolicy(JSON.parse(ref.source) as PolicySource);
    cache.set(ref.key, compiled);
  }
  return compiled;
}
