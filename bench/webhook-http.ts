/**
 * node dist/bench/webhook-http.js: the webhook scenario of `npm run bench` alone. Two SafeGate processes, one whose
 * account has BENCH_WEBHOOKS webhooks (default 2) subscribed to `all` with a receiver answering after 200 ms, one
 * without; autocannon alternates between them (BENCH_ROUNDS rounds of BENCH_SECONDS s) and prints per round req/s,
 * p50/p99 (exact, from every answer's time: see latency.ts), the server's CPU per request (all threads, and the front thread alone) and, with BENCH_THREADS=1, the
 * CPU per request of each kind of thread; then the median ratios against the targets (throughput >= 0.9,
 * p99 <= 1.1) and the load average. On a loaded machine the CPU per request is the steadier comparison.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_BODIES } from './bodies.js';
import { timedRun } from './latency.js';
import { listeningPort } from './listening.js';
import { SLOW_MS, subscribeAll, WEBHOOK_COUNT, webhookFigures } from './webhook-setup.js';
import { cpuSeconds, median, statCpuSeconds } from './stats.js';

const ADMIN = 'sg_live_benchmarkbenchmarkbenchmark00';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
const THREADS = process.env.BENCH_THREADS === '1';

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** CPU seconds so far per thread name (the front thread as `front`; exited threads are not counted). */
function threadSeconds(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = tid === String(pid) ? 'front' : readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      out.set(name, (out.get(name) ?? 0) + statCpuSeconds(`/proc/${pid}/task/${tid}/stat`));
    } catch { /* the thread ended */ }
  }
  return out;
}

interface Figures { rps: number; p50: number; p99: number; p99ms: number; serverUs: number; frontUs: number; threads: Map<string, number> }

async function run(proc: ChildProcess, port: number, seconds: number): Promise<Figures> {
  const pid = proc.pid!;
  const all0 = cpuSeconds(pid);
  const threads0 = threadSeconds(pid);
  const { result: r, p50, p99 } = await timedRun({
    url: `http://127.0.0.1:${port}/v2/check`, connections: 64, duration: seconds,
    requests: BENCH_BODIES.map((body) => ({ method: 'POST', path: '/v2/check', headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` }, body })),
  });
  const n = r.requests.average * seconds;
  const threads = new Map<string, number>();
  for (const [name, s] of threadSeconds(pid)) threads.set(name, ((s - (threads0.get(name) ?? 0)) / n) * 1e6);
  return { rps: r.requests.average, p50, p99, p99ms: r.latency.p99, serverUs: ((cpuSeconds(pid) - all0) / n) * 1e6, frontUs: threads.get('front') ?? NaN, threads };
}

const line = (x: Figures) => `${Math.round(x.rps)} req/s, p50 ${x.p50.toFixed(2)} ms, p99 ${x.p99.toFixed(2)} ms (autocannon ${x.p99ms}), server ${x.serverUs.toFixed(1)} µs/req (front ${x.frontUs.toFixed(1)})`;
const threadLine = (x: Figures) => [...x.threads].filter(([, us]) => us >= 0.05).map(([name, us]) => `${name} ${us.toFixed(1)}`).join(', ');
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

async function main(): Promise<void> {
  const dirs = [mkdtempSync(join(tmpdir(), 'safegate-hooks-')), mkdtempSync(join(tmpdir(), 'safegate-plain-'))];
  const base = { PORT: '0', HOST: '127.0.0.1', ADMIN_API_KEY: ADMIN, WEBHOOK_ALLOW_PRIVATE: 'true', RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 1e8, perDay: 1e9 } }) };
  const receiver = start('dist/bench/slow-receiver.js', { SLOW_MS: String(SLOW_MS) });
  const hooked = start('dist/src/main.js', { ...base, DATA_DIR: dirs[0]! });
  const plain = start('dist/src/main.js', { ...base, DATA_DIR: dirs[1]! });
  try {
    const [receiverPort, hookedPort, plainPort] = await Promise.all([listeningPort(receiver), listeningPort(hooked), listeningPort(plain)]);
    await subscribeAll(hookedPort, ADMIN, receiverPort);
    await run(plain, plainPort, 2);
    await run(hooked, hookedPort, 2);
    const throughput: number[] = [];
    const p99: number[] = [];
    const p99ms: number[] = [];
    const server: Array<[number, number]> = [];
    const front: Array<[number, number]> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const p = await run(plain, plainPort, SECONDS);
      const h = await run(hooked, hookedPort, SECONDS);
      throughput.push(h.rps / p.rps);
      p99.push(h.p99 / p.p99);
      p99ms.push(h.p99ms / p.p99ms);
      server.push([h.serverUs, p.serverUs]);
      front.push([h.frontUs, p.frontUs]);
      console.log(`round ${round + 1} (load ${load()}): plain ${line(p)} | webhooks ${line(h)}`);
      if (THREADS) console.log(`  threads, µs/req: plain ${threadLine(p)} | webhooks ${threadLine(h)}`);
    }
    const m = (xs: Array<[number, number]>, i: 0 | 1) => median(xs.map((x) => x[i])).toFixed(1);
    console.log(`webhooks (${WEBHOOK_COUNT} on all, receiver answering after ${SLOW_MS} ms) / plain: throughput median ${median(throughput).toFixed(3)} (target >= 0.9), p99 median ${median(p99).toFixed(2)} (target <= 1.1; from autocannon's whole milliseconds ${median(p99ms).toFixed(2)}); server CPU median ${m(server, 0)} against ${m(server, 1)} µs/req, front thread ${m(front, 0)} against ${m(front, 1)}; load average ${load()}`);
    console.log(`  ${await webhookFigures(hookedPort, ADMIN, receiverPort)}`);
  } finally {
    for (const p of [receiver, hooked, plain]) p.kill('SIGKILL');
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

main().catch((err) => { console.error(err); process.exitCode = 1; });
