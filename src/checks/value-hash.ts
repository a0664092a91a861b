import { createHash, hash } from 'node:crypto';
import type { ScoredAction } from '../pool/wire.js';

/**
 * SHA-256 hex of a checked value (session history, webhook payloads, feed indicators). crypto.hash (Node 20.12+)
 * hashes in one call without a Hash object, about half the cost on short values; createHash where it is missing.
 * A named import, not a namespace one: bundled into the single binary, a namespace import copies every export of
 * node:crypto at load (webcrypto included), which breaks its startup snapshot.
 */
export function sha256Hex(value: string): string {
  return typeof hash === 'function' ? hash('sha256', value, 'hex') : createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * The hash of a scored action's value, computed at most once per check: the worker's (asked with NOTE.hash or
 * NOTE.session), else hashed here and kept on the action for the next observer (session, webhooks, feed).
 */
export function valueHashOf(value: string, scored: ScoredAction): string {
  const known = scored.notes?.valueHash;
  if (known !== undefined) return known;
  const computed = sha256Hex(value);
  if (scored.notes === undefined) scored.notes = { valueHash: computed };
  else scored.notes.valueHash = computed;
  return computed;
}
