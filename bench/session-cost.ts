/**
 * node dist/bench/session-cost.js: what recording a check in a session costs, on the bench bodies spread over 1 000
 * sessions (as `npm run bench`'s session scenario sends them), in CPU time per check of one thread:
 * - front thread: the recording as the server does it, from the notes the worker took beside the scoring (the chain
 *   search, the history entry, the counters, and the parse and re-encode of results a chain raised);
 * - worker: taking those notes (SHA-256, preview, data-flow facts, chain steps, objects);
 * - both on one thread: the recording without notes (the path of a result the LLM enhancement rewrote);
 * - worker, notes beside the scoring: the worker's own task function on tasks of 16 bench bodies, with and without
 *   notes asked, the reply crossing as a structured clone. This is what the server pays: scored alone in a loop, the
 *   notes find every table they read already in the cache; beside the engine, they and the engine evict each other
 *   (about twice the cost of the notes alone).
 * The engine runs once up front for the first three; only the session work is timed.
 */
import { deserialize, serialize } from 'node:v8';
import { notesOf } from '../src/checks/value-notes.js';
import { check } from '../src/engine/engine.js';
import { NOTE, type ScoredAction } from '../src/pool/wire.js';
import { newSession, recordAction } from '../src/sessions/record.js';
import { summarize } from '../src/sessions/result.js';
import type { Session } from '../src/sessions/types.js';
import { BENCH_ACTIONS } from './bodies.js';
import scoreBatch from '../workers/score.js';
import { SESSION_COUNT, sessionBodies } from './policy-setup.js';
import { median } from './stats.js';

const results = BENCH_ACTIONS.map((input) => check(input));
const CHECKS = 24_000;

let fired = 0;
let next = 0;

/** CPU microseconds per check over one block; check i goes to session i mod 1 000 with body i mod 12, like the bench. */
function recordBlock(sessions: Session[], withNotes: boolean): number {
  // a fresh ScoredAction per check, as the pool hands them out (a recorded hash is kept on it)
  const scored = (a: number): ScoredAction => {
    const json = JSON.stringify(results[a]);
    const summary = summarize(results[a]!);
    return withNotes ? { json, summary, notes: notesOf(BENCH_ACTIONS[a]!, summary, NOTE.session) } : { json, summary };
  };
  const prepared = Array.from({ length: CHECKS }, (_, k) => scored((next + k) % BENCH_ACTIONS.length));
  const started = process.cpuUsage();
  const now = Date.now();
  for (let k = 0; k < CHECKS; k++, next++) {
    const a = next % BENCH_ACTIONS.length;
    fired += recordAction(sessions[next % SESSION_COUNT]!, BENCH_ACTIONS[a]!, prepared[k]!, `agent-${next % 10}`, now).fired.length;
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / CHECKS;
}

function notesBlock(): number {
  const summaries = results.map((r) => summarize(r));
  const started = process.cpuUsage();
  for (let k = 0; k < CHECKS; k++) {
    const a = k % BENCH_ACTIONS.length;
    notesOf(BENCH_ACTIONS[a]!, summaries[a]!, NOTE.session);
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / CHECKS;
}

/** CPU µs per action of the worker's task function on 16-action tasks of the session bodies, the reply cloned. */
const TASKS = (() => {
  const inputs = sessionBodies().map((b) => {
    const { type, value, metadata } = JSON.parse(b) as { type: string; value: string; metadata?: Record<string, unknown> };
    return metadata === undefined ? { type, value } : { type, value, metadata };
  });
  const out: Array<typeof inputs> = [];
  for (let i = 0; i + 16 <= inputs.length; i += 16) out.push(inputs.slice(i, i + 16));
  return out;
})();
function taskBlock(withNotes: boolean): number {
  const started = process.cpuUsage();
  let n = 0;
  for (const inputs of TASKS) {
    deserialize(serialize(scoreBatch(withNotes ? { inputs, notes: inputs.map(() => NOTE.session) } : { inputs })));
    n += inputs.length;
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / n;
}
for (let i = 0; i < 3; i++) { taskBlock(false); taskBlock(true); }
// measured first, in a heap without the sessions below (their hundred thousand entries would make every
// collection of the notes' garbage dearer than in a worker); the least disturbed block of each (a shared machine preempts whole blocks; the minimum is the one it left alone)
let plainBest = Infinity;
let notedBest = Infinity;
for (let i = 0; i < 40; i++) {
  plainBest = Math.min(plainBest, taskBlock(false));
  notedBest = Math.min(notedBest, taskBlock(true));
}
const besideLine = `worker, notes beside the scoring (tasks of 16, reply cloned; minimum of 40 alternating blocks): ${(notedBest - plainBest).toFixed(2)} µs per action (scoring alone ${plainBest.toFixed(2)}, with notes ${notedBest.toFixed(2)})`;

const fresh = () => Array.from({ length: SESSION_COUNT }, (_, i) => newSession('a:bench', `bench-session-${i}`, undefined, Date.now()));
const front = fresh();
const alone = fresh();
for (let i = 0; i < 3; i++) { recordBlock(front, true); recordBlock(alone, false); notesBlock(); }
fired = 0;
const figures = { front: [] as number[], worker: [] as number[], alone: [] as number[] };
for (let i = 0; i < 8; i++) {
  figures.front.push(recordBlock(front, true));
  figures.worker.push(notesBlock());
  figures.alone.push(recordBlock(alone, false));
}
const bytes = BENCH_ACTIONS.reduce((n, a) => n + a.value.length, 0) / BENCH_ACTIONS.length;
console.log(`per check, ${BENCH_ACTIONS.length} bench bodies (mean ${Math.round(bytes)} characters) over ${SESSION_COUNT} sessions, CPU µs (median of 8 blocks of ${CHECKS}):`);
console.log(`  front thread, recording from the worker's notes: ${median(figures.front).toFixed(2)}`);
console.log(`  worker, taking the notes (hash, preview, facts, steps, objects): ${median(figures.worker).toFixed(2)}`);
console.log(`  one thread, recording without notes: ${median(figures.alone).toFixed(2)}`);
console.log(`chains completed on ${((fired / (16 * CHECKS)) * 100).toFixed(1)} % of checks (each of those parses and re-encodes its result)`);
console.log(besideLine);
