/**
 * node dist/bench/worker-task-cost.js: the scoring worker's cost per action for the bench's session scenario, in one
 * thread: the task function on tasks of TASK bodies, the task and the reply each crossing as a structured clone (what
 * postMessage does), plain / notes only / policy only / both, in alternating blocks (minimum of the blocks; PER_TASK=1:
 * minimum per task, see perTaskMinima). BLOCKS (20), TASK (24).
 */
import { deserialize, serialize } from 'node:v8';
import { NOTE, type PolicyRef, type ScoreTask } from '../src/pool/wire.js';
import scoreBatch from '../workers/score.js';
import { benchPolicy, sessionBodies } from './policy-setup.js';

const TASK = Number(process.env.TASK ?? 24);
const inputs = sessionBodies().map((b) => {
  const { type, value, metadata } = JSON.parse(b) as { type: string; value: string; metadata?: Record<string, unknown> };
  return metadata === undefined ? { type, value } : { type, value, metadata };
});
const tasks: Array<typeof inputs> = [];
for (let i = 0; i + TASK <= inputs.length; i += TASK) tasks.push(inputs.slice(i, i + TASK));
const policy: PolicyRef = { key: 'bench:1', source: JSON.stringify({ id: 'pol_bench', ...benchPolicy() }) };
// the worker compiles the policy from its first task; later tasks name it by key alone, as the pool sends them
scoreBatch({ inputs: inputs.slice(0, 1), policies: [policy], policyOf: [0] });

function taskOf(batch: typeof inputs, notes: boolean, withPolicy: boolean): ScoreTask {
  const t: ScoreTask = { inputs: batch };
  if (withPolicy) { t.policies = [{ key: policy.key }]; t.policyOf = batch.map(() => 0); }
  if (notes) t.notes = batch.map(() => NOTE.session);
  return t;
}

let oneByte = true;
function block(notes: boolean, withPolicy: boolean): number {
  const started = process.cpuUsage();
  let n = 0;
  for (const batch of tasks) {
    const task = deserialize(serialize(taskOf(batch, notes, withPolicy))) as ScoreTask;
    const reply = deserialize(serialize(scoreBatch(task))) as { text: string };
    if (notes && withPolicy && n === 0) oneByte = !/[^\x00-\xff]/.test(reply.text);
    n += batch.length;
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / n;
}
/**
 * PER_TASK=1: each task timed on its own, and per variant the sum over tasks of each task's lowest CPU time across
 * BLOCKS passes, per action. On a loaded machine a task (a few ms) often runs without being preempted where a block of
 * a thousand actions never does, so these minima scatter far less than the blocks' (the same tasks every pass).
 */
function perTaskMinima(variants: ReadonlyArray<[string, boolean, boolean]>, passes: number): number[] {
  const best = variants.map(() => tasks.map(() => Infinity));
  for (let p = 0; p < passes + 3; p++) {
    variants.forEach(([, notes, withPolicy], v) => {
      tasks.forEach((batch, t) => {
        const started = process.cpuUsage();
        deserialize(serialize(scoreBatch(deserialize(serialize(taskOf(batch, notes, withPolicy))) as ScoreTask)));
        const used = process.cpuUsage(started);
        if (p >= 3) best[v]![t] = Math.min(best[v]![t]!, used.user + used.system);
      });
    });
  }
  return best.map((b) => b.reduce((a, x) => a + x, 0) / (tasks.length * TASK));
}

const variants: Array<[string, boolean, boolean]> = [['plain', false, false], ['notes', true, false], ['policy', false, true], ['both', true, true]];
if (process.env.PER_TASK === '1') {
  const per = perTaskMinima(variants, Number(process.env.BLOCKS ?? 20));
  console.log(`tasks of ${TASK}, CPU µs per action (sum of per-task minima): ${variants.map(([name], v) => `${name} ${per[v]!.toFixed(2)}`).join(', ')}; over plain: ${variants.slice(1).map(([name], v) => `${name} ${per[v + 1]! - per[0]! >= 0 ? '+' : ''}${(per[v + 1]! - per[0]!).toFixed(2)}`).join(', ')}`);
} else {
  for (let i = 0; i < 3; i++) for (const [, a, b] of variants) block(a, b);
  const best = variants.map(() => Infinity);
  for (let i = 0; i < Number(process.env.BLOCKS ?? 20); i++) variants.forEach(([, a, b], v) => { best[v] = Math.min(best[v]!, block(a, b)); });
  console.log(`tasks of ${TASK}, CPU µs per action (min of blocks): ${variants.map(([name], v) => `${name} ${best[v]!.toFixed(2)}`).join(', ')}; reply text one-byte: ${oneByte}`);
}
