/**
 * The eval's adversarial table (per type and size the worst time over test/support/adversarial.ts, growth from 100 KB
 * to 1 MB), also runnable alone: node dist/bench/adversarial.js [type,type...] [input name,input name...]
 * With --each it prints every input's warm times and growth instead of the per-type worst, for finding which input
 * grows superlinearly.
 */
import { fileURLToPath } from 'node:url';
import { check } from '../src/engine/engine.js';
import { ACTION_TYPES, isActionType, type ActionType } from '../src/engine/types.js';
import { adversarialInputs } from '../test/support/adversarial.js';
import { cpuMicros } from './prose-table.js';

export const SIZES = [10 * 1024, 100 * 1024, 1024 * 1024] as const;
export const BOUNDS_MS = [2, 10, 100] as const;
export const MAX_GROWTH = 12;
/** Passes over every input of a size before its inputs are timed (ADV_WARM_PASSES overrides, for comparing). */
const WARM_PASSES = Number(process.env.ADV_WARM_PASSES ?? 3);

/** CPU ms of one run (CPU time, as everywhere here: wall time on this shared machine swings with the neighbours' load). */
function timed(run: () => void): number {
  const s = cpuMicros();
  run();
  return (cpuMicros() - s) / 1e3;
}

/** Seven runs: the first (cold), the median of the last five (warm) and their fastest (best). */
function runs(run: () => void): { cold: number; warm: number; best: number } {
  const t = Array.from({ length: 7 }, () => timed(run));
  const warm = t.slice(2).sort((a, b) => a - b);
  return { cold: t[0]!, warm: warm[2]!, best: warm[0]! };
}

interface InputTimes { name: string; warm: number[]; best: number[]; cold1m: number }

/** Warm times of every chosen input of one type at the three sizes. */
function timeType(type: ActionType, names?: ReadonlySet<string>): InputTimes[] {
  const [small, mid, large] = SIZES.map((size) => adversarialInputs(size).filter((a) => !names || names.has(a.name)));
  // warm: every input of the size WARM_PASSES times before any is timed, so the type's code has met all these shapes
  // (timing an input right after the JIT first met it counted its background compilation and the deoptimisations
  // of the previous shape, which process.cpuUsage counts: 10 KB checks of 0.6 ms measured 2-8 ms; after one pass
  // query's 10 KB inputs still measured 0.8-1.5 ms against 0.5 ms after three, and 0.5-0.65 ms in a loop of the
  // input alone); 1 MB inputs keep only their own two warm-up runs
  const warmUp = (inputs: typeof small) => { for (let p = 0; p < WARM_PASSES; p++) for (const a of inputs!) check({ type, value: a.value }); };
  warmUp(small);
  const rows = small!.map((a) => {
    const input = { type, value: a.value };
    const r = runs(() => check(input));
    return { name: a.name, warm: [r.warm], best: [r.best], cold1m: 0 };
  });
  warmUp(mid);
  // 100 KB and 1 MB runs of an input alternate, so the growth (a ratio) compares runs taken in the same moments: timed
  // one size after the other, a change in the neighbours' load between the two phases moved growth figures by ×2-3
  rows.forEach((row, j) => {
    const at100k = { type, value: mid![j]!.value };
    const at1m = { type, value: large![j]!.value };
    const t100k: number[] = [];
    const t1m: number[] = [];
    for (let i = 0; i < 7; i++) {
      t100k.push(timed(() => check(at100k)));
      t1m.push(timed(() => check(at1m)));
    }
    for (const t of [t100k, t1m]) {
      const warm = t.slice(2).sort((a, b) => a - b);
      row.warm.push(warm[2]!);
      row.best.push(warm[0]!);
    }
    row.cold1m = t1m[0]!;
  });
  return rows;
}

// growth only where the 1 MB time is large enough to mean something (a 0.05 ms input is noise either way), from each
// size's fastest warm run: the ratio of two medians swings with the neighbours' load
const growthOf = (r: InputTimes): number => (r.best[2]! >= 1 ? r.best[2]! / Math.max(r.best[1]!, 0.01) : 0);
const f = (n: number, w = 9) => n.toFixed(2).padStart(w);

/**
 * Prints one row per type (the worst warm time per size, the worst growth, the slowest input) and the slowest check;
 * returns how many types are over a bound.
 */
export function printAdversarialTable(types: readonly ActionType[] = ACTION_TYPES, names?: ReadonlySet<string>): number {
  console.log(`\nadversarial worst case (ms, warm)  10 KB   100 KB     1 MB   growth   cold 1 MB   slowest input (bounds ${BOUNDS_MS.join(' / ')} ms, growth ≤ ×${MAX_GROWTH})`);
  let over = 0;
  let slowest = { ms: 0, where: '' };
  for (const type of types) {
    const rows = timeType(type, names);
    const warm = [0, 1, 2].map((k) => Math.max(...rows.map((r) => r.warm[k]!)));
    const worstAt = (k: number) => rows.find((r) => r.warm[k] === warm[k])!.name;
    const growthRow = rows.reduce((b, r) => (growthOf(r) > growthOf(b) ? r : b));
    const growth = growthOf(growthRow);
    for (const r of rows) r.warm.forEach((ms, k) => { if (ms > slowest.ms) slowest = { ms, where: `${type} / ${r.name} / ${SIZES[k]! >> 10} KB` }; });
    const isOver = warm.some((w, k) => w > BOUNDS_MS[k]!) || growth > MAX_GROWTH;
    if (isOver) over++;
    const worst = warm.map((w, k) => w / BOUNDS_MS[k]!).reduce((b, x, k, xs) => (x > xs[b]! ? k : b), 0);
    const cold1m = Math.max(...rows.map((r) => r.cold1m));
    console.log(`${type.padEnd(30)}${f(warm[0]!, 7)}${f(warm[1]!)}${f(warm[2]!)}  ${`×${growth.toFixed(1)}`.padStart(7)}${f(cold1m, 12)}   ${worstAt(worst)} (${SIZES[worst]! >> 10} KB)${growth > MAX_GROWTH ? `; growth: ${growthRow.name}` : ''}${isOver ? '  OVER BOUND' : ''}`);
  }
  console.log(`slowest adversarial check: ${slowest.ms.toFixed(2)} ms (${slowest.where})`);
  return over;
}

/** Every input's warm times and growth, one line each, for the chosen types. */
function printEach(types: readonly ActionType[], names?: ReadonlySet<string>): void {
  for (const type of types) {
    for (const r of timeType(type, names)) {
      console.log(`${type.padEnd(14)} ${r.name.padEnd(20)}${f(r.warm[0]!, 7)}${f(r.warm[1]!)}${f(r.warm[2]!)}  ×${growthOf(r).toFixed(1)}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const types = args[0] && args[0] !== 'all' ? args[0].split(',').filter(isActionType) : ACTION_TYPES;
  const names = args[1] ? new Set(args[1].split(',')) : undefined;
  if (process.argv.includes('--each')) printEach(types, names);
  else process.exitCode = printAdversarialTable(types, names) ? 1 : 0;
}
