/**
 * npm run eval: detection quality and engine speed, single thread.
 * Per type over test/corpus: recall on attacks (CAUTION or DANGER expected, non-SAFE answered), false-positive
 * rate on benign cases (SAFE expected, non-SAFE answered), exact-level accuracy, and checks/s.
 * Then mixed-corpus throughput and p50/p99 per check, per-type speed on realistic prose (4 KB µs, 64 KB MB/s, 64 KB
 * with one attack sentence), and per type the worst time on adversarial 10 KB, 100 KB and 1 MB inputs with the growth
 * from 100 KB to 1 MB (bounds: 2, 10 and 100 ms on warm runs, growth ≤ ×12; the cold first run is shown too).
 */
import { check } from '../src/engine/engine.js';
import { ACTION_TYPES, type CheckInput } from '../src/engine/types.js';
import { printAdversarialTable } from './adversarial.js';
import { isBenign, loadCorpus } from '../test/support/corpus.js';
import { cpuMicros, printProseTable, proseTable, threadMicros } from './prose-table.js';

/**
 * Checks per second of the process's CPU time (every thread) over at least minMs of it. CPU time, not wall time: this machine is
 * shared, and under its neighbours' load a wall-clock window measures the scheduler more than the engine.
 */
function throughput(inputs: CheckInput[], minMs = 300, own?: number[]): number {
  let n = 0;
  const start = cpuMicros();
  const thread = threadMicros?.() ?? 0;
  while (cpuMicros() - start < minMs * 1000) {
    for (const i of inputs) check(i);
    n += inputs.length;
  }
  const used = cpuMicros() - start;
  // beside it, this thread's own CPU time over the same checks (see threadMicros): checks, thread µs, process µs
  if (own !== undefined && threadMicros !== null) own.push(n, threadMicros() - thread, used);
  return (n / used) * 1e6;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
let failures = 0;

console.log('type            cases  attacks  recall   benign   FPR     exact    checks/s');
const all: CheckInput[] = [];
const totals = { attacks: 0, caught: 0, benign: 0, fp: 0, cases: 0, exact: 0 };
for (const type of ACTION_TYPES) {
  const cases = loadCorpus(type);
  const inputs = cases.map((c) => ({ type, value: c.value, metadata: c.metadata }));
  all.push(...inputs);
  let attacks = 0, caught = 0, benign = 0, fp = 0, exact = 0;
  cases.forEach((c, i) => {
    const r = check(inputs[i]!);
    if (r.level === c.level) exact++;
    if (isBenign(c)) { benign++; if (r.level !== 'SAFE') fp++; } else { attacks++; if (r.level !== 'SAFE') caught++; }
  });
  const recall = attacks ? caught / attacks : NaN;
  const fpr = benign ? fp / benign : NaN;
  if (!(recall >= 0.97) || !(fpr <= 0.02)) failures++;
  Object.assign(totals, { attacks: totals.attacks + attacks, caught: totals.caught + caught, benign: totals.benign + benign, fp: totals.fp + fp, cases: totals.cases + cases.length, exact: totals.exact + exact });
  const cps = inputs.length ? Math.round(throughput(inputs, 150)) : 0;
  console.log(`${type.padEnd(14)} ${pad(cases.length, 6)} ${pad(attacks, 8)}  ${recall.toFixed(3)}  ${pad(benign, 7)}  ${fpr.toFixed(3)}   ${(cases.length ? exact / cases.length : NaN).toFixed(3)}  ${pad(cps, 10)}`);
}
console.log(`${'ALL'.padEnd(14)} ${pad(totals.cases, 6)} ${pad(totals.attacks, 8)}  ${(totals.caught / totals.attacks).toFixed(3)}  ${pad(totals.benign, 7)}  ${(totals.fp / totals.benign).toFixed(3)}   ${(totals.exact / totals.cases).toFixed(3)}`);

// Mixed corpus, one thread: throughput and per-check latency for typical (≤ 1 KB) inputs.
const typical = all.filter((i) => i.value.length <= 1024);
if (typical.length === 0) typical.push({ type: 'command', value: 'ls -la' });
// A worker is long-lived: measure it warm. Throughput climbs from a fifth to most of its plateau over the first 3 s,
// but V8 goes on optimising for much longer: a rule function only some inputs reach is compiled once it has run often
// enough, which for one that runs once per pass over the corpus takes tens of seconds (20-60 compilations a second were
// still landing 10-19 s in). Until then it runs unoptimised and the compiler threads share the 2 cores. So the figure
// judged comes after EVAL_WARMUP_MS (15 s by default); the one after 3 s is printed beside it. Each is the median of
// five 400 ms windows, as the machine's neighbours make single windows swing by a third.
const WARMUP_MS = Math.max(3000, Number(process.env.EVAL_WARMUP_MS ?? 15_000));
const windows = (own?: number[]): number[] => Array.from({ length: 5 }, () => throughput(typical, 400, own)).sort((a, b) => a - b);
throughput(typical, 3000);
const early = windows();
throughput(typical, Math.max(0, WARMUP_MS - 5000));
const ownWindows: number[] = [];
const settled = windows(ownWindows);
const cps = settled[2]!;
// Per-check cost as CPU time (two cpuUsage calls around each check, their own cost measured and taken off): a
// wall-clock sample that the scheduler preempted would stand for the neighbours' load, not for the check.
const probe: number[] = [];
for (let i = 0; i < 2000; i++) {
  const t = cpuMicros();
  probe.push(cpuMicros() - t);
}
const overhead = probe.sort((a, b) => a - b)[1000]!;
const samples: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const input of typical) {
    const t = cpuMicros();
    check(input);
    samples.push(Math.max(0, cpuMicros() - t - overhead));
  }
}
samples.sort((a, b) => a - b);
const p50 = percentile(samples, 50);
const p99 = percentile(samples, 99);
const speedMissed: string[] = [];
if (cps < 150_000) speedMissed.push('mixed checks/s');
if (p50 > 20) speedMissed.push('p50');
if (p99 > 100) speedMissed.push('p99');
console.log(`\nmixed corpus (${typical.length} inputs ≤ 1 KB, CPU time of the process): ${Math.round(cps)} checks/s, p50 ${p50.toFixed(1)} µs, p99 ${p99.toFixed(1)} µs (targets ≥ 150000, ≤ 20, ≤ 100)${speedMissed.length ? '  MISSED' : ''}`);
console.log(`  checks/s after ${(WARMUP_MS / 1000).toFixed(0)} s: median ${Math.round(cps)} of windows ${Math.round(settled[0]!)}-${Math.round(settled[4]!)}; after 3 s: median ${Math.round(early[2]!)} of ${Math.round(early[0]!)}-${Math.round(early[4]!)}`);
if (threadMicros !== null && ownWindows.length > 0) {
  // process.cpuUsage counts every thread of the process: V8's compiler threads, still optimising functions that run
  // once per pass over the corpus, and its GC helpers add their CPU time to the windows and to any check they overlap.
  // The thread's own time is read at the scheduler's granularity (milliseconds), enough for a window, not for one check.
  const ownCps: number[] = [];
  let threadUs = 0;
  let processUs = 0;
  for (let k = 0; k < ownWindows.length; k += 3) {
    ownCps.push((ownWindows[k]! / ownWindows[k + 1]!) * 1e6);
    threadUs += ownWindows[k + 1]!;
    processUs += ownWindows[k + 2]!;
  }
  ownCps.sort((a, b) => a - b);
  console.log(`  on this thread's own CPU time (V8's compiler and GC threads left out): median ${Math.round(ownCps[2]!)} checks/s; the other threads took ${(100 * (1 - threadUs / processUs)).toFixed(0)} % of the process's CPU in the windows (for information)`);
}

// Long texts: per type, µs per 4 KB check and MB/s on 64 KB of realistic, keyword-rich benign prose, and MB/s when
// that prose carries one attack sentence (bench/prose-table.ts; the prose comes from test/support/prose.ts).
console.log('');
speedMissed.push(...printProseTable(proseTable()));

// Adversarial inputs: per type and size, the worst over all hostile inputs (bench/adversarial.ts; run that file alone
// to time only this part). The bound is checked on warm runs (the median of runs 3-7 of the same input, after three
// runs of each input of that size at 10 and 100 KB), as in a long-running worker whose JIT has met the shape before;
// the first, cold run is printed beside it for information (V8 compiling the code paths only huge inputs reach,
// one-off GC pauses of this shared machine). Growth is the worst ratio of an input's 1 MB time to its 100 KB time
// (linear: ×10), each the fastest of the warm runs, the two sizes' runs alternated.
failures += printAdversarialTable();

// Throughput figures move with the load of this shared machine: a miss here is worth a rerun on a quiet host.
failures += speedMissed.length;
console.log(failures ? `\n${failures} target(s) missed${speedMissed.length ? ` (speed: ${speedMissed.join(', ')})` : ''}` : '\nall quality, speed and time targets met');
