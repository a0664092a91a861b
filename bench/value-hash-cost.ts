/**
 * node dist/bench/value-hash-cost.js: what hashing a checked value costs per action on the session scenario's bodies,
 * for the SHA-256 a session's history (and webhook payloads, feed indicators) keeps, and for the cheaper-looking
 * alternatives: a keyed HMAC-SHA-256 and the sessions' own 32-bit FNV-1a (what objects are compared by). CPU time of
 * this thread, the minimum of 20 blocks, over all bodies and split into the short ones (< 100 characters) and the
 * 2-8 KB texts.
 */
import { createHmac } from 'node:crypto';
import { sha256Hex } from '../src/checks/value-hash.js';
import { objectHash } from '../src/sessions/facts.js';
import { sessionBodies } from './policy-setup.js';

const values = sessionBodies().map((b) => (JSON.parse(b) as { value: string }).value);
const short = values.filter((v) => v.length < 100);
const long = values.filter((v) => v.length >= 1000);
const key = Buffer.alloc(32, 7);

function micros(hash: (v: string) => unknown, of: readonly string[]): string {
  let best = Infinity;
  for (let block = 0; block < 20; block++) {
    const started = process.cpuUsage();
    for (let r = 0; r < 5; r++) for (const v of of) hash(v);
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / (5 * of.length));
  }
  return best.toFixed(2);
}

const kinds: Array<[string, (v: string) => unknown]> = [
  ['SHA-256 hex (node:crypto)', sha256Hex],
  ['HMAC-SHA-256 hex (keyed)', (v) => createHmac('sha256', key).update(v).digest('hex')],
  ['FNV-1a 32-bit (JavaScript)', objectHash],
];
const bytes = values.reduce((a, v) => a + Buffer.byteLength(v), 0) / values.length;
console.log(`µs per value (${values.length} bodies, ${bytes.toFixed(0)} bytes on average): all / short (< 100 chars) / 2-8 KB texts`);
for (const [name, hash] of kinds) console.log(`${name.padEnd(28)}${micros(hash, values).padStart(8)}${micros(hash, short).padStart(8)}${micros(hash, long).padStart(8)}`);
