/**
 * The engine's check() in a loop on one thread, for profiling (node --cpu-prof) and for comparing builds in
 * alternating processes: CPU µs per check on the HTTP bench's body mix (bench/bodies.ts) and on the eval's mixed
 * corpus (every corpus input of 1 KB or less). Usage: node dist/bench/check-loop.js [bench|corpus|both] [seconds]
 */
import { check } from '../src/engine/engine.js';
import { ACTION_TYPES, type CheckInput } from '../src/engine/types.js';
import { loadCorpus } from '../test/support/corpus.js';
import { BENCH_ACTIONS } from './bodies.js';
import { cpuMicros } from './prose-table.js';

function microsPerCheck(inputs: readonly CheckInput[], ms: number): number {
  let n = 0;
  // the clock is read after at least 256 checks: on a loaded machine a cpuUsage call can cost as much as a dozen checks
  const passes = Math.max(1, Math.ceil(256 / inputs.length));
  const start = cpuMicros();
  while (cpuMicros() - start < ms * 1000) {
    for (let p = 0; p < passes; p++) for (const i of inputs) check(i);
    n += inputs.length * passes;
  }
  return (cpuMicros() - start) / n;
}

const which = process.argv[2] ?? 'both';
const seconds = Number(process.argv[3] ?? 6);
const bench = BENCH_ACTIONS as CheckInput[];
const corpus: CheckInput[] = [];
for (const type of ACTION_TYPES) for (const c of loadCorpus(type)) if (c.value.length <= 1024) corpus.push({ type, value: c.value, metadata: c.metadata });

const sets: Array<[string, readonly CheckInput[]]> = [];
if (which !== 'corpus') sets.push(['bench mix', bench]);
if (which !== 'bench') sets.push(['corpus ≤1 KB', corpus]);
for (const [name, inputs] of sets) {
  microsPerCheck(inputs, seconds * 400);
  const windows = Array.from({ length: 5 }, () => microsPerCheck(inputs, seconds * 120)).sort((a, b) => a - b);
  console.log(`${name.padEnd(14)} ${windows[2]!.toFixed(2)} µs/check (windows ${windows[0]!.toFixed(2)}-${windows[4]!.toFixed(2)}), ${Math.round(1e6 / windows[2]!)} checks/s`);
  if (process.env.CHECK_LOOP_JSON) console.log(JSON.stringify({ set: name, min: windows[0], median: windows[2] }));
}

if (process.argv.includes('--types')) {
  const rows: Array<[string, number, number]> = [];
  for (const type of ACTION_TYPES) {
    const inputs = corpus.filter((i) => i.type === type);
    microsPerCheck(inputs, 150);
    const us = microsPerCheck(inputs, 300);
    rows.push([type, inputs.length, us]);
  }
  for (const [t, n, us] of rows.sort((a, b) => b[2] * b[1] - a[2] * a[1])) console.log(`${t.padEnd(14)} ${String(n).padStart(5)} inputs ${us.toFixed(1).padStart(7)} µs/check  share ${(us * n).toFixed(0)}`);
}
