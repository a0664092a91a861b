/**
 * Hand-off cost between the front thread and a Piscina worker, per action, against the engine's own time:
 * sequential round trips (idle latency) and micro-batches of B actions, structured clone vs msgpackr buffers.
 */
import { performance } from 'node:perf_hooks';
import { Piscina } from 'piscina';
import { pack, unpack } from 'msgpackr';
import { check } from '../src/engine/engine.js';
import type { CheckInput } from '../src/engine/types.js';
import { BENCH_ACTIONS } from './bodies.js';

const ns = () => Number(process.hrtime.bigint()) / 1000;
const ACTIONS: CheckInput[] = BENCH_ACTIONS as CheckInput[];

function engineMicros(): number {
  for (let i = 0; i < 2000; i++) check(ACTIONS[i % ACTIONS.length]!);
  const t = ns();
  const n = 20_000;
  for (let i = 0; i < n; i++) JSON.stringify(check(ACTIONS[i % ACTIONS.length]!));
  return (ns() - t) / n;
}

async function main(): Promise<void> {
  const pool = new Piscina({ filename: new URL('./handoff-worker.js', import.meta.url).href, minThreads: 1, maxThreads: 1, idleTimeout: 60_000 });
  const engine = engineMicros();
  console.log(`engine alone: ${engine.toFixed(2)} µs per action (score + JSON encode, this mix)`);
  console.log('batch  mode      front µs/action  round trip µs  hand-off µs/action');
  for (const batch of [1, 8, 32, 128]) {
    const inputs = Array.from({ length: batch }, (_, i) => ACTIONS[i % ACTIONS.length]!);
    for (const mode of ['clone', 'msgpackr'] as const) {
      const send = async () => {
        if (mode === 'clone') return (await pool.run({ inputs })) as string[];
        const packed = pack(inputs);
        const out = (await pool.run({ packed }, { transferList: [packed.buffer as ArrayBuffer] })) as Uint8Array;
        return unpack(out) as string[];
      };
      for (let i = 0; i < 200; i++) await send(); // warm-up
      const rounds = Math.max(200, Math.floor(4000 / batch));
      const elu0 = performance.eventLoopUtilization();
      const t = ns();
      for (let i = 0; i < rounds; i++) await send();
      const wall = (ns() - t) / rounds;
      // Front-thread busy time (event-loop utilisation) is what the hand-off costs the thread that serves HTTP.
      const elu = performance.eventLoopUtilization(elu0);
      const frontPerAction = (elu.active * 1000) / rounds / batch;
      const handoff = (wall - engine * batch) / batch;
      console.log(`${String(batch).padStart(5)}  ${mode.padEnd(9)} ${frontPerAction.toFixed(2).padStart(15)}  ${wall.toFixed(1).padStart(13)}  ${handoff.toFixed(2).padStart(18)}`);
    }
  }
  await pool.close();
}


/**
 * The production path: ScoringPool (micro-batching over the real worker). Under load, 64 single-action checks
 * in flight at a time, as 64 busy connections would send them; idle, one check at a time. Compared with the
 * raw Piscina round trip, the idle figure shows what micro-batching adds when nothing else is waiting.
 */
async function productionPool(): Promise<void> {
  const { ScoringPool } = await import('../src/pool/scoring-pool.js');
  const pool = new ScoringPool(1);
  const raw = new Piscina({ filename: new URL('../workers/score.js', import.meta.url).href, minThreads: 1, maxThreads: 1, idleTimeout: 60_000 });
  const one = [ACTIONS[0]!];
  const engine = engineMicros();
  for (let i = 0; i < 2000; i++) await pool.score(one);
  const total = 40_000;
  const elu0 = performance.eventLoopUtilization();
  const t = ns();
  let next = 0;
  const lane = async () => {
    while (next < total) {
      const i = next++;
      await pool.score([ACTIONS[i % ACTIONS.length]!]);
    }
  };
  await Promise.all(Array.from({ length: 64 }, lane));
  const wall = (ns() - t) / total;
  const elu = performance.eventLoopUtilization(elu0);
  console.log(`\nScoringPool under load (64 in flight): ${(1e6 / wall).toFixed(0)} actions/s, front-thread busy ${((elu.active * 1000) / total).toFixed(2)} µs per action, ${(pool.stats.actions / pool.stats.tasks).toFixed(1)} actions per task (engine alone ${engine.toFixed(2)} µs per action)`);
  const idle = async (f: () => Promise<unknown>) => {
    for (let i = 0; i < 300; i++) await f();
    const samples: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const s = ns();
      await f();
      samples.push(ns() - s);
    }
    samples.sort((a, b) => a - b);
    return samples[1000]!;
  };
  const viaPool = await idle(() => pool.score(one));
  const viaRaw = await idle(() => raw.run({ inputs: one }));
  console.log(`idle round trip p50: ScoringPool ${viaPool.toFixed(1)} µs, raw piscina.run ${viaRaw.toFixed(1)} µs (micro-batching adds ${(viaPool - viaRaw).toFixed(1)} µs)`);
  await pool.close();
  await raw.close();
}

await main();
await productionPool();
