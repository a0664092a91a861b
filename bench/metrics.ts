/**
 * node dist/bench/metrics.js [rounds] [seconds]: what counting for GET /metrics costs. Two SafeGate processes, one
 * with METRICS=true (the default) and one with METRICS=false, take the bench's POST /v2/check mix in alternating
 * rounds (their order swapped every round); prints throughput on/off per round with the median, and the front
 * thread's CPU per request of each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { listeningPort } from './listening.js';
import { BENCH_BODIES } from './bodies.js';
import { cpuSeconds, median } from './stats.js';

const ADMIN = 'sg_live_benchmarkbenchmarkbenchmark00';
const ROUNDS = Number(process.argv[2] ?? 8);
const SECONDS = Number(process.argv[3] ?? 3);

interface Server { proc: ChildProcess; port: number; dir: string }

async function launch(metrics: boolean): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-bench-metrics-'));
  const proc = spawn(process.execPath, [resolve('dist/src/main.js')], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, ADMIN_API_KEY: ADMIN, METRICS: String(metrics), RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 1e8, perDay: 1e9 } }) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await listeningPort(proc);
  return { proc, port, dir };
}

async function load(server: Server, seconds: number): Promise<{ rps: number; frontUs: number }> {
  const before = cpuSeconds(server.proc.pid!, true);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}/v2/check`, connections: 64, duration: seconds,
    requests: BENCH_BODIES.map((body) => ({ method: 'POST', path: '/v2/check', headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` }, body })),
  });
  const total = result.requests.average * seconds;
  return { rps: total / seconds, frontUs: ((cpuSeconds(server.proc.pid!, true) - before) * 1e6) / Math.max(1, total) };
}

async function main(): Promise<void> {
  const on = await launch(true);
  const off = await launch(false);
  try {
    await load(on, 2);
    await load(off, 2);
    const ratios: number[] = [];
    const frontOn: number[] = [];
    const frontOff: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const first = round % 2 === 0 ? on : off;
      const a = await load(first, SECONDS);
      const b = await load(first === on ? off : on, SECONDS);
      const [withMetrics, without] = first === on ? [a, b] : [b, a];
      ratios.push(withMetrics.rps / without.rps);
      frontOn.push(withMetrics.frontUs);
      frontOff.push(without.frontUs);
    }
    console.log(`metrics on / METRICS=false throughput, per round: ${ratios.map((x) => x.toFixed(3)).join(', ')}; median ${median(ratios).toFixed(3)} (target >= 0.97)`);
    console.log(`front thread CPU per request: on ${median(frontOn).toFixed(2)} µs, off ${median(frontOff).toFixed(2)} µs (medians of ${ROUNDS} rounds of ${SECONDS} s)`);
  } finally {
    for (const s of [on, off]) {
      s.proc.kill('SIGKILL');
      rmSync(s.dir, { recursive: true, force: true });
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
