/**
 * Instructions per check of the main thread on the eval's mixed corpus (every corpus input of 1 KB or less, one type
 * after another, as check-loop.js runs it), for comparing builds on a loaded machine (Linux, `perf`):
 *
 *   node dist/bench/corpus-insns.js [checkout…]      (default: this one; each checkout built)
 *
 * One child process per checkout and round, the checkouts alternating (ROUNDS, default 2): the child loads the
 * checkout's engine, runs WARM passes over the corpus (default 30), then has `perf stat -e instructions:u -t <its
 * main thread>` count COUNT passes (default 10) and reads its main thread's CPU time around them
 * (/proc/thread-self/schedstat). Printed per checkout: the median over rounds of the thousand instructions and of the
 * CPU µs per check. Only the main thread is counted: V8's compiler threads, which after 30 passes still optimise the
 * long tail of rule code for the first time, are left out (bench/counted-checks.ts counts every thread). Between
 * runs of one build the count moves by about 1 % (the JIT's choices); CPU time moves with the machine's load.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CheckInput, CheckResult } from '../src/engine/types.js';
import { median } from './stats.js';

interface Count { insns: number; micros: number }

async function child(root: string, warm: number, count: number): Promise<void> {
  const load = async <T>(p: string): Promise<T> => (await import(pathToFileURL(resolve(root, 'dist', p)).href)) as T;
  const { check } = await load<{ check: (i: CheckInput) => CheckResult }>('src/engine/engine.js');
  const { ACTION_TYPES } = await load<{ ACTION_TYPES: readonly string[] }>('src/engine/types.js');
  const { loadCorpus } = await load<{ loadCorpus: (t: string) => Array<{ value: string; metadata?: Record<string, unknown> }> }>('test/support/corpus.js');
  const inputs: CheckInput[] = [];
  for (const type of ACTION_TYPES) for (const c of loadCorpus(type)) if (c.value.length <= 1024) inputs.push({ type, value: c.value, metadata: c.metadata });
  for (let p = 0; p < warm; p++) for (const input of inputs) check(input);
  const cpu = (): number => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  const perf = spawn('perf', ['stat', '-x,', '-e', 'instructions:u', '-t', String(process.pid)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let report = '';
  perf.stderr.on('data', (b: Buffer) => (report += b.toString()));
  // perf attaches while this thread sleeps
  await new Promise((ok) => setTimeout(ok, 300));
  const start = cpu();
  for (let p = 0; p < count; p++) for (const input of inputs) check(input);
  const micros = (cpu() - start) / 1000;
  perf.kill('SIGINT');
  await new Promise((ok) => perf.on('close', ok));
  const line = report.split('\n').find((l) => l.includes('instructions'));
  if (line === undefined) throw new Error(`perf stat said: ${report}`);
  const checks = count * inputs.length;
  console.log(JSON.stringify({ insns: Number(line.split(',')[0]) / checks, micros: micros / checks }));
}

if (process.env.CORPUS_INSNS_CHILD !== undefined) {
  await child(process.env.CORPUS_INSNS_CHILD, Number(process.env.WARM ?? 30), Number(process.env.COUNT ?? 10));
} else {
  const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [process.cwd()];
  const rounds = Number(process.env.ROUNDS ?? 2);
  const counts = new Map<string, Count[]>(roots.map((r) => [r, []]));
  for (let round = 0; round < rounds; round++) {
    for (const root of round % 2 === 0 ? roots : [...roots].reverse()) {
      const run = spawnSync(process.execPath, [new URL(import.meta.url).pathname], { env: { ...process.env, CORPUS_INSNS_CHILD: resolve(root) }, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`${root}: ${run.stderr}`);
      const c = JSON.parse(run.stdout.trim().split('\n').pop()!) as Count;
      counts.get(root)!.push(c);
      console.log(`round ${round + 1} ${root}: ${(c.insns / 1000).toFixed(1)} k instructions, ${c.micros.toFixed(1)} µs per check`);
    }
  }
  for (const [root, cs] of counts) {
    console.log(`${root}: median ${(median(cs.map((c) => c.insns)) / 1000).toFixed(1)} k instructions, ${median(cs.map((c) => c.micros)).toFixed(1)} µs CPU per check (main thread)`);
  }
}
