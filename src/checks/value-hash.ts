import { createHash, hash } from 'node:crypto';

/**
 * SHA-256 hex of a checked value (session history, webhook payloads, feed indicators). crypto.hash (Node 20.12+)
 * hashes in one call without a Hash object, about half the cost on short values; createHash where it is missing.
 * A named import, not a namespace one: bundled into the single binary, a namespace import copies every export of
 * node:crypto at load (webcrypto included), which breaks its startup snapshot.
 */
export function sha256Hex(value: string): string {
  return typeof hash === 'function' ? hash('sha256', value, 'hex') : createHash('sha256').update(value, 'utf8').digest('hex');
}
