/**
 * node dist/bench/session-http.js: sessions alone over HTTP. One SafeGate process; autocannon alternates the bench
 * bodies without a session (1 000 request entries) and the same bodies each naming one of 1 000 sessions (the
 * `npm run bench` policy scenario without its policy), 4 rounds of 4 s, and prints req/s, the server's CPU per request
 * and p99 per round, and the throughput ratio.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { listeningPort } from './listening.js';
import { plainBodies, sessionBodies } from './policy-setup.js';
import { cpuSeconds, median } from './stats.js';

const ADMIN = 'sg_live_benchmarkbenchmarkbenchmark00';
const dir = mkdtempSync(join(tmpdir(), 'safegate-session-http-'));
const proc = spawn(process.execPath, ['dist/src/main.js'], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, ADMIN_API_KEY: ADMIN, RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 1e8, perDay: 1e9 } }) },
  stdio: ['ignore', 'ignore', 'pipe'],
});

async function run(port: number, bodies: readonly string[], seconds: number) {
  const cpu0 = cpuSeconds(proc.pid!);
  const r = await autocannon({
    url: `http://127.0.0.1:${port}/v2/check`, connections: 64, duration: seconds,
    requests: bodies.map((body) => ({ method: 'POST', path: '/v2/check', headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` }, body })),
  });
  const n = r.requests.average * seconds;
  return { rps: r.requests.average, us: ((cpuSeconds(proc.pid!) - cpu0) / n) * 1e6, p99: r.latency.p99 };
}

async function main(): Promise<void> {
  const port = await listeningPort(proc);
  const plain = plainBodies(1000);
  const sessions = sessionBodies();
  await run(port, plain, 2);
  await run(port, sessions, 2);
  const ratios: number[] = [];
  for (let round = 0; round < 4; round++) {
    const p = await run(port, plain, 4);
    const s = await run(port, sessions, 4);
    ratios.push(s.rps / p.rps);
    console.log(`round ${round}: plain ${Math.round(p.rps)} req/s, ${p.us.toFixed(1)} µs/req, p99 ${p.p99} ms | sessions ${Math.round(s.rps)} req/s, ${s.us.toFixed(1)} µs/req, p99 ${s.p99} ms | ratio ${(s.rps / p.rps).toFixed(3)}`);
  }
  console.log(`sessions / plain, median of rounds: ${median(ratios).toFixed(3)}`);
}

main().catch((err) => { console.error(err); process.exitCode = 1; }).finally(() => {
  proc.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
