/**
 * Hardware counters of `check()` alone, for comparing builds on a loaded machine (docs/benchmarks.md, "Method"):
 * warms one type up on the benchmark prose, then has `perf stat` count only the k checks that follow, by writing to
 * its control FIFO (the counters start disabled). Instructions move by well under 1 % between runs of one build where
 * CPU time moves by 30 %; cycles show cache effects but scatter with the load.
 *
 *   mkfifo /tmp/ctl /tmp/ack
 *   CTL=/tmp/ctl ACK=/tmp/ack perf stat -D -1 --control fifo:/tmp/ctl,/tmp/ack -e instructions:u,cycles:u \
 *     node --single-threaded dist/bench/counted-checks.js <type> [size] [k] [attack]
 *
 * `corpus` as the type counts k passes over the eval's mixed corpus instead (every test/corpus input of 1 KB or less,
 * check-loop's set; `corpus:<type>` that type's part of it) after WARM passes (default 3); it prints how many checks
 * one pass holds.
 *
 * Divide the counts by k. `FLAT=1` checks a flat copy of the prose (JSON.parse of a request body gives a flat string;
 * the generator's is a slice or a concatenation, which character loops read through one more indirection: about 2 % of
 * a 64 KB check). `WARM` sets the warm-up checks (40: with --single-threaded, V8 compiles on the main thread,
 * and fewer left that compiling inside the counted checks). `ENGINE` names another build's engine.js.
 */
import { openSync, readSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACTION_TYPES, type CheckInput, type CheckResult } from '../src/engine/types.js';
import { benignProse, proseWithAttack } from '../test/support/prose.js';
import { loadCorpus } from '../test/support/corpus.js';

const [type = 'text', sizeArg = '65536', kArg = '12', attack] = process.argv.slice(2);
const enginePath = process.env.ENGINE ? pathToFileURL(resolve(process.env.ENGINE)).href : '../src/engine/engine.js';
const { check } = (await import(enginePath)) as { check: (input: CheckInput) => CheckResult };
const inputs: CheckInput[] = [];
if (type === 'corpus' || type.startsWith('corpus:')) {
  const only = type.slice('corpus:'.length);
  for (const t of ACTION_TYPES) if (only === '' || only === t) for (const c of loadCorpus(t)) if (c.value.length <= 1024) inputs.push({ type: t, value: c.value, metadata: c.metadata });
  console.log(`${inputs.length} checks per pass`);
  for (let i = 0, warm = Number(process.env.WARM ?? 3); i < warm; i++) for (const input of inputs) check(input);
} else {
  const size = Number(sizeArg);
  const made = attack !== undefined ? proseWithAttack(type, size, 11) : benignProse(size, size === 4096 ? 7 : 11);
  // FLAT=1: the value as a flat string, as JSON.parse of a request body gives it (the prose generator returns a slice or a concatenation)
  const value = process.env.FLAT === '1' ? (JSON.parse(JSON.stringify(made)) as string) : made;
  inputs.push({ type, value });
  for (let i = 0, warm = Number(process.env.WARM ?? 40); i < warm; i++) check(inputs[0]!);
}

const ctl = process.env.CTL;
const ack = process.env.ACK;
if (ctl === undefined || ack === undefined) throw new Error('CTL and ACK must name perf stat\'s control FIFOs');
const control = openSync(ctl, 'w');
const acknowledge = openSync(ack, 'r');
const reply = Buffer.alloc(16);
const command = (what: string): void => {
  writeSync(control, `${what}\n`);
  readSync(acknowledge, reply);
};
command('enable');
for (let i = 0, k = Number(kArg); i < k; i++) for (const input of inputs) check(input);
command('disable');
