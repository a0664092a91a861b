/**
 * npm run eval: detection quality and engine speed, single thread.
 * Per type over test/corpus: recall on attacks (CAUTION or DANGER expected, non-SAFE answered), false-positive
 * rate on benign cases (SAFE expected, non-SAFE answered), exact-level accuracy, and checks/s.
 * Then mixed-corpus throughput and p50/p99 per check, long-text MB/s, and the worst time on adversarial
 * 100 KB and 1 MB inputs per type (bounds: 10 ms and 100 ms on warm runs; the cold first run is shown too).
 */
import { check } from '../src/engine/engine.js';
import { ACTION_TYPES, type CheckInput } from '../src/engine/types.js';
import { adversarialInputs } from '../test/support/adversarial.js';
import { isBenign, loadCorpus } from '../test/support/corpus.js';

const ns = () => process.hrtime.bigint();

function throughput(inputs: CheckInput[], minMs = 300): number {
  let n = 0;
  const start = ns();
  const budget = BigInt(minMs) * 1_000_000n;
  while (ns() - start < budget) {
    for (const i of inputs) check(i);
    n += inputs.length;
  }
  return (n / Number(ns() - start)) * 1e9;
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
const windows = (): number[] => Array.from({ length: 5 }, () => throughput(typical, 400)).sort((a, b) => a - b);
throughput(typical, 3000);
const early = windows();
throughput(typical, Math.max(0, WARMUP_MS - 5000));
const settled = windows();
const cps = settled[2]!;
const samples: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const input of typical) {
    const t = ns();
    check(input);
    samples.push(Number(ns() - t) / 1000);
  }
}
samples.sort((a, b) => a - b);
const p50 = percentile(samples, 50);
const p99 = percentile(samples, 99);
const speedMissed: string[] = [];
if (cps < 100_000) speedMissed.push('mixed checks/s');
if (p50 > 20) speedMissed.push('p50');
if (p99 > 200) speedMissed.push('p99');
console.log(`\nmixed corpus (${typical.length} inputs ≤ 1 KB): ${Math.round(cps)} checks/s, p50 ${p50.toFixed(1)} µs, p99 ${p99.toFixed(1)} µs (targets ≥ 100000, ≤ 20, ≤ 200)${speedMissed.length ? '  MISSED' : ''}`);
console.log(`  checks/s after ${(WARMUP_MS / 1000).toFixed(0)} s: median ${Math.round(cps)} of windows ${Math.round(settled[0]!)}-${Math.round(settled[4]!)}; after 3 s: median ${Math.round(early[2]!)} of ${Math.round(early[0]!)}-${Math.round(early[4]!)}`);

// Long texts: MB/s on realistic prose of 64 KB, warm like the mixed corpus (200 ms of warm-up, as the paths
// only long inputs reach are compiled on their first runs), then the median of three 200 ms windows, so one
// stall of this shared machine does not decide the figure.
const prose = 'The committee reviewed the migration plan, the rollback steps and the customer notices; nothing in the change touches billing. '.repeat(520).slice(0, 64 * 1024);
for (const type of ['text', 'message', 'document', 'command'] as const) {
  const input = { type, value: prose };
  const window = (ms: number): number => {
    const t = ns();
    let n = 0;
    while (Number(ns() - t) < ms * 1e6) { check(input); n++; }
    return (n * prose.length) / (Number(ns() - t) / 1e9) / 1e6;
  };
  window(200);
  const mbps = [window(200), window(200), window(200)].sort((a, b) => a - b)[1]!;
  if (mbps < 50) speedMissed.push(`long ${type} MB/s`);
  console.log(`long ${type} (64 KB): ${mbps.toFixed(1)} MB/s (target ≥ 50)${mbps < 50 ? '  MISSED' : ''}`);
}

// Adversarial inputs: per type, the worst over all hostile inputs at 100 KB and 1 MB. The bound is checked on
// warm runs (the median of runs 3-5 of the same input), as in a long-running worker whose JIT has met the
// shape before; the first, cold run is printed beside it for information: it includes V8 compiling the
// code paths that only huge inputs reach, and one-off GC pauses of this shared machine.
console.log('\nadversarial worst case (ms)       warm 100 KB   warm 1 MB   cold 100 KB   cold 1 MB');
const runs = (run: () => void): { cold: number; warm: number } => {
  const t: number[] = [];
  for (let i = 0; i < 5; i++) {
    const s = ns();
    run();
    t.push(Number(ns() - s) / 1e6);
  }
  return { cold: t[0]!, warm: t.slice(2).sort((a, b) => a - b)[1]! };
};
for (const type of ACTION_TYPES) {
  const worst = [100 * 1024, 1024 * 1024].map((size) => {
    let warm = 0;
    let cold = 0;
    let name = '';
    for (const a of adversarialInputs(size)) {
      const input = { type, value: a.value };
      const r = runs(() => check(input));
      if (r.warm > warm) { warm = r.warm; name = a.name; }
      cold = Math.max(cold, r.cold);
    }
    return { warm, cold, name };
  });
  const over = worst[0]!.warm > 10 || worst[1]!.warm > 100;
  if (over) failures++;
  const f = (n: number) => n.toFixed(2).padStart(12);
  console.log(`${type.padEnd(30)}${f(worst[0]!.warm)}${f(worst[1]!.warm)}${f(worst[0]!.cold)}${f(worst[1]!.cold)}${over ? `  OVER BOUND (${worst[0]!.name} / ${worst[1]!.name})` : ''}`);
}
// Throughput figures move with the load of this shared machine: a miss here is worth a rerun on a quiet host.
failures += speedMissed.length;
console.log(failures ? `\n${failures} target(s) missed${speedMissed.length ? ` (speed: ${speedMissed.join(', ')})` : ''}` : '\nall quality, speed and time targets met');
