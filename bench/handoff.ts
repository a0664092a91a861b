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

main().catch((err) => { console.error(err); process.exit(1); });
