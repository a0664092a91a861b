/**
 * node dist/bench/session-cost.js: what recording a check in a session costs the front thread, on the bench bodies
 * spread over 1 000 sessions (as `npm run bench`'s session scenario sends them), in CPU time per check: the whole
 * recording (hash, preview, facts, chain steps, chain search, and the parse and re-encode of results a chain raised),
 * and its SHA-256 alone. The engine runs once up front; only the session work is timed.
 */
import { createHash } from 'node:crypto';
import { check } from '../src/engine/engine.js';
import type { ScoredAction } from '../src/pool/wire.js';
import { newSession, recordAction } from '../src/sessions/record.js';
import { summarize } from '../src/sessions/result.js';
import type { Session } from '../src/sessions/types.js';
import { BENCH_ACTIONS } from './bodies.js';
import { SESSION_COUNT } from './policy-setup.js';

const scored: ScoredAction[] = BENCH_ACTIONS.map((input) => {
  const result = check(input);
  return { json: JSON.stringify(result), summary: summarize(result) };
});
const sessions: Session[] = Array.from({ length: SESSION_COUNT }, (_, i) => newSession('a:bench', `bench-session-${i}`, undefined, Date.now()));
const CHECKS = 24_000;

let fired = 0;
let next = 0;
/** CPU microseconds per check over one block; check i goes to session i mod 1 000 with body i mod 12, like the bench. */
function recordBlock(): number {
  const started = process.cpuUsage();
  const now = Date.now();
  for (let k = 0; k < CHECKS; k++, next++) {
    const a = next % BENCH_ACTIONS.length;
    fired += recordAction(sessions[next % SESSION_COUNT]!, BENCH_ACTIONS[a]!, scored[a]!, `agent-${next % 10}`, now).fired.length;
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / CHECKS;
}

function hashBlock(): number {
  const started = process.cpuUsage();
  for (let k = 0; k < CHECKS; k++) createHash('sha256').update(BENCH_ACTIONS[k % BENCH_ACTIONS.length]!.value).digest('hex');
  const used = process.cpuUsage(started);
  return (used.user + used.system) / CHECKS;
}

for (let i = 0; i < 3; i++) { recordBlock(); hashBlock(); }
fired = 0;
const record: number[] = [];
const hash: number[] = [];
for (let i = 0; i < 10; i++) {
  record.push(recordBlock());
  hash.push(hashBlock());
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const bytes = BENCH_ACTIONS.reduce((n, a) => n + a.value.length, 0) / BENCH_ACTIONS.length;
console.log(`per check, ${BENCH_ACTIONS.length} bench bodies (mean ${Math.round(bytes)} characters) over ${SESSION_COUNT} sessions: recording ${median(record).toFixed(2)} µs, of which SHA-256 of the value ${median(hash).toFixed(2)} µs; chains completed on ${((fired / (10 * CHECKS)) * 100).toFixed(1)} % of checks (each of those parses and re-encodes its result)`);
