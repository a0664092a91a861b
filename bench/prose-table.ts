/** Per-type speed on realistic prose: µs per 4 KB check, MB/s on 64 KB, MB/s on 64 KB carrying one attack sentence. */
import { openSync, readSync } from 'node:fs';
import { check } from '../src/engine/engine.js';
import { ACTION_TYPES, type ActionType, type CheckResult } from '../src/engine/types.js';
import { benignProse, proseWithAttack } from '../test/support/prose.js';


/** CPU microseconds this process has used (all threads): unlike wall time, not inflated when other work shares the cores. */
export const cpuMicros = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/**
 * CPU microseconds the calling thread has used by itself (Linux: /proc/thread-self/schedstat, kept by the scheduler at tick
 * granularity, so for windows of many checks, not for one), or null where
 * that file is missing. cpuMicros counts every thread of the process, V8's compiler and GC threads included: after
 * the eval's 15 s warm-up they still take about a third of the process's CPU (compiling functions that run once per
 * pass over the corpus), and on two cores they run beside a check and add to its measured time.
 */
export const threadMicros: (() => number) | null = (() => {
  try {
    const fd = openSync('/proc/thread-self/schedstat', 'r');
    const buf = Buffer.alloc(64);
    const read = (): number => {
      const n = readSync(fd, buf, 0, buf.length, 0);
      return Number(buf.toString('latin1', 0, n).split(' ', 1)[0]) / 1000;
    };
    return Number.isFinite(read()) ? read : null;
  } catch {
    return null;
  }
})();

/**
 * Median over three windows of `ms` (CPU time) of the mean CPU time per check, in µs, after a first check and one warm-up window. CPU
 * time, not wall time: on this shared machine the wall time of a window swings with the neighbours' load.
 */
export function microsPerCheck(type: ActionType, value: string, ms: number): number {
  const input = { type, value };
  const window = (): number => {
    const t = cpuMicros();
    let n = 0;
    while (cpuMicros() - t < ms * 1e3) { check(input); n++; }
    return (cpuMicros() - t) / n;
  };
  // the first check of a type compiles its rule table (the first prose check also builds the frame term automaton),
  // and V8 settles on optimised code only after about 150 calls: a 4 KB text checked first in a fresh process costs
  // 16 ms at its 2nd to 10th check, 8 ms to its 40th, 2 ms to its 150th, then 1.5 ms. Warm-up: 200 checks, or 1.5 s
  // of CPU for inputs too slow for that, after the first check, before the measured windows.
  check(input);
  const warmStart = cpuMicros();
  for (let i = 0; i < 200 && cpuMicros() - warmStart < 1.5e6; i++) check(input);
  window();
  return [window(), window(), window()].sort((a, b) => a - b)[1]!;
}

export interface ProseRow { type: ActionType; us4k: number; mbps64k: number; mbpsAttack: number; benignLevel: string; attackLevel: string }

export function proseTable(ms = 150, types: readonly ActionType[] = ACTION_TYPES): ProseRow[] {
  const small = benignProse(4 * 1024, 7);
  const large = benignProse(64 * 1024, 11);
  return types.map((type) => {
    const attacked = proseWithAttack(type, 64 * 1024, 11);
    const level = (v: string): string => (check({ type, value: v }) as CheckResult).level;
    return {
      type,
      us4k: microsPerCheck(type, small, ms),
      mbps64k: large.length / microsPerCheck(type, large, ms),
      mbpsAttack: attacked.length / microsPerCheck(type, attacked, ms),
      benignLevel: `${level(small)}/${level(large)}`,
      attackLevel: level(attacked),
    };
  });
}

export function printProseTable(rows: readonly ProseRow[]): string[] {
  const missed: string[] = [];
  console.log('prose speed by type      4 KB µs  64 KB MB/s  with attack MB/s   levels (4K/64K benign, attack)');
  for (const r of rows) {
    const over = r.us4k > 100 || r.mbps64k < 50 || r.mbpsAttack < 30;
    if (over) missed.push(`prose ${r.type}`);
    console.log(`${r.type.padEnd(22)} ${r.us4k.toFixed(1).padStart(9)} ${r.mbps64k.toFixed(1).padStart(11)} ${r.mbpsAttack.toFixed(1).padStart(17)}   ${r.benignLevel}, ${r.attackLevel}${over ? '  MISSED' : ''}`);
  }
  return missed;
}

if (process.argv[1]?.endsWith('prose-table.js')) {
  const only = process.argv.slice(2) as ActionType[];
  printProseTable(proseTable(Number(process.env.PROSE_MS ?? 150), only.length ? only : ACTION_TYPES));
}
