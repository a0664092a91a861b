/**
 * CPU time of this process's threads, read from /proc, for benches that split the serving (main) thread's share from
 * that of every other thread (LMDB's writer, the garbage collector's helpers).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** CPU milliseconds per thread of process `pid` (default: this one), by thread id. */
export function threadCpuMs(pid = process.pid): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      // the fields after the thread's name (the name is in parentheses and may hold any character)
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(tid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      /* the thread ended meanwhile */
    }
  }
  return out;
}

/** CPU milliseconds used since `before` (a threadCpuMs reading) by the main thread and by all the others together. */
export function cpuMsSince(before: Map<string, number>): { main: number; rest: number } {
  let main = 0;
  let rest = 0;
  for (const [tid, ms] of threadCpuMs()) {
    const used = ms - (before.get(tid) ?? 0);
    if (tid === String(process.pid)) main += used;
    else rest += used;
  }
  return { main, rest };
}
