/**
 * Which inputs make the mixed corpus's tail: every corpus input of 1 KB or less (the eval's mixed corpus), warmed in a
 * loop, then timed one check at a time (CPU time, the cost of the two cpuUsage calls taken off) over several rounds.
 * Prints p50/p99 over all samples, the slowest inputs by their median with how many of their samples reached the p99,
 * and the samples at or over the p99 by type.
 *
 *   node dist/bench/corpus-tail.js [warm seconds = 10] [rounds = 20] [top = 20]
 */
import { check } from '../src/engine/engine.js';
import { ACTION_TYPES, type CheckInput } from '../src/engine/types.js';
import { loadCorpus } from '../test/support/corpus.js';
import { cpuMicros } from './prose-table.js';

const [warmS, roundsArg, topArg] = process.argv.slice(2).map(Number);
const rounds = roundsArg || 20;
const named: Array<{ input: CheckInput; where: string }> = [];
for (const type of ACTION_TYPES) for (const c of loadCorpus(type)) if (c.value.length <= 1024) named.push({ input: { type, value: c.value, metadata: c.metadata }, where: `${type}:${c.line}` });

const until = Date.now() + (warmS || 10) * 1000;
while (Date.now() < until) for (const n of named) check(n.input);
const probe: number[] = [];
for (let i = 0; i < 2000; i++) {
  const t = cpuMicros();
  probe.push(cpuMicros() - t);
}
const overhead = probe.sort((a, b) => a - b)[1000]!;
const per = named.map(() => [] as number[]);
for (let r = 0; r < rounds; r++) {
  named.forEach((n, k) => {
    const t = cpuMicros();
    check(n.input);
    per[k]!.push(Math.max(0, cpuMicros() - t - overhead));
  });
}
const all = per.flat().sort((a, b) => a - b);
const at = (p: number): number => all[Math.min(all.length - 1, Math.floor((p / 100) * all.length))]!;
const p99 = at(99);
console.log(`${named.length} inputs × ${rounds} rounds: p50 ${at(50).toFixed(1)} µs, p99 ${p99.toFixed(1)} µs`);
const rows = per.map((s, k) => {
  const sorted = [...s].sort((a, b) => a - b);
  return { k, median: sorted[sorted.length >> 1]!, min: sorted[0]!, over: s.filter((x) => x >= p99).length };
}).sort((a, b) => b.median - a.median);
for (const r of rows.slice(0, topArg || 20)) {
  const n = named[r.k]!;
  console.log(`${r.median.toFixed(0).padStart(6)} µs (min ${r.min.toFixed(0).padStart(5)})  ≥p99 ${String(r.over).padStart(2)}/${rounds}  ${n.where.padEnd(18)} ${JSON.stringify(n.input.value).slice(0, 70)}`);
}
const byType = new Map<string, number>();
rows.forEach((r) => byType.set(named[r.k]!.input.type, (byType.get(named[r.k]!.input.type) ?? 0) + r.over));
console.log(`samples ≥ p99 by type: ${[...byType].filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]).map(([t, v]) => `${t} ${v}`).join(', ')}`);
