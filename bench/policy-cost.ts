/**
 * node dist/bench/policy-cost.js: what applying the bench's 500-pattern policy adds to scoring one action, in one
 * thread, on the bench bodies, in CPU time. Alternates blocks of plain scoring and scoring plus policy (10 pairs after a warm-up)
 * and prints the median of each, so drift on a shared machine hits both sides alike.
 */
import { check, parsedUrlOf } from '../src/engine/engine.js';
import { applyPolicy } from '../src/policies/apply.js';
import { compilePolicy, type PolicyMode } from '../src/policies/matcher.js';
import { BENCH_ACTIONS } from './bodies.js';
import { benchPolicy } from './policy-setup.js';
import { median } from './stats.js';

const policy = compilePolicy({ id: 'bench', ...benchPolicy(), mode: 'strict' as PolicyMode });
const ROUNDS = 200;

/** CPU time, not wall time: the machine is shared, and a preempted block would count time it did not run. */
function block(withPolicy: boolean): number {
  const started = process.cpuUsage();
  for (let r = 0; r < ROUNDS; r++) {
    for (const input of BENCH_ACTIONS) {
      const result = check(input);
      // as the worker does: a url check's destination is read from the engine's parse
      if (withPolicy) applyPolicy(result, input, policy, input.type === 'url' ? parsedUrlOf(input.value) : null);
    }
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / (ROUNDS * BENCH_ACTIONS.length);
}

for (let i = 0; i < 5; i++) { block(false); block(true); }
const plain: number[] = [];
const withPolicy: number[] = [];
for (let i = 0; i < 10; i++) {
  plain.push(block(false));
  withPolicy.push(block(true));
}
const p = median(plain);
const q = median(withPolicy);
let compileMs = performance.now();
for (let i = 0; i < 20; i++) compilePolicy({ id: 'bench', ...benchPolicy(), mode: 'strict' as PolicyMode });
compileMs = (performance.now() - compileMs) / 20;
console.log(`per action, ${BENCH_ACTIONS.length} bench bodies: engine ${p.toFixed(2)} µs, engine + 500-pattern policy ${q.toFixed(2)} µs (+${(q - p).toFixed(2)} µs, ${(((q - p) / p) * 100).toFixed(1)} %); compiling the policy ${compileMs.toFixed(2)} ms`);

/**
 * applyPolicy alone on each body's engine result: the minimum of 7 blocks per body (the least disturbed by neighbours);
 * `engineParse`: a url body's destination read from the engine's parse (as the worker does), else parsed again.
 */
function applyAlone(engineParse: boolean): number[] {
  return BENCH_ACTIONS.map((input) => {
    // the parse is read right after its own check, as the worker reads it
    const result = check(input);
    const parse = engineParse && input.type === 'url' ? parsedUrlOf(input.value) : null;
    for (let w = 0; w < 500; w++) applyPolicy(result, input, policy, parse);
    let best = Infinity;
    for (let b = 0; b < 7; b++) {
      const started = process.cpuUsage();
      for (let r = 0; r < 500; r++) applyPolicy(result, input, policy, parse);
      const used = process.cpuUsage(started);
      best = Math.min(best, (used.user + used.system) / 500);
    }
    return best;
  });
}
for (const engineParse of [true, false]) {
  const alone = applyAlone(engineParse);
  const mean = (alone.reduce((a, b) => a + b, 0) / alone.length).toFixed(2);
  console.log(`applying the policy alone, url destinations ${engineParse ? "from the engine's parse" : 'parsed again'}, per body (µs, minimum of 7 blocks): mean ${mean}; ${BENCH_ACTIONS.map((a, i) => `${a.type} ${alone[i]!.toFixed(2)}`).join(', ')}`);
}
