/** Small helpers the benches share: the median of their rounds and a process's CPU time from /proc. */
import { readFileSync } from 'node:fs';

/** The median of xs (of an even count, the upper of the two middle values); xs is not reordered. */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** User + system CPU seconds in a /proc stat file (a process's, or one of its threads'). */
export function statCpuSeconds(path: string): number {
  const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** User + system CPU seconds process `pid` has used so far: all its threads, or its main thread alone. */
export function cpuSeconds(pid: number, mainOnly = false): number {
  return statCpuSeconds(mainOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`);
}
