/**
 * node dist/bench/scenario-split.js: the bench's policy + sessions scenario taken apart, in one SafeGate process:
 * the plain path, sessions only, the policy only and both, each driven with the same 1 000 request entries, in
 * alternating rounds. Prints req/s and the server's CPU per request, whole process and front thread alone, so each
 * half's cost shows where it lands (the front thread is the one that limits throughput).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { listeningPort } from './listening.js';
import { benchPolicy, plainBodies, sessionBodies, SESSION_COUNT } from './policy-setup.js';

const ADMIN = 'sg_live_benchmarkbenchmarkbenchmark00';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

/** User + system CPU seconds of the whole process, or of its main thread alone. */
function cpuSeconds(pid: number, mainOnly: boolean): number {
  const fields = readFileSync(mainOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-split-'));
  const proc = spawn(process.execPath, [resolve('dist/src/main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, ADMIN_API_KEY: ADMIN, LOG_LEVEL: 'info', RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 1e8, perDay: 1e9 } }) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    const port = await listeningPort(proc);
    const call = async (method: string, path: string, key: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const policyKey = String((await call('POST', '/v2/keys', ADMIN, { name: 'split', tier: 'enterprise' })).key);
    const policy = await call('POST', '/v2/policies', policyKey, benchPolicy());
    await call('PUT', `/v2/policies/${String(policy.id)}/activate`, policyKey);
    const variants: Array<[string, string, string[]]> = [
      ['plain', ADMIN, plainBodies(SESSION_COUNT)],
      ['sessions only', ADMIN, sessionBodies()],
      ['policy only', policyKey, plainBodies(SESSION_COUNT)],
      ['policy + sessions', policyKey, sessionBodies()],
    ];
    console.log(`${SESSION_COUNT} request entries each, ${ROUNDS} rounds of ${SECONDS} s after a warm-up round\n`);
    for (let round = 0; round <= ROUNDS; round++) {
      for (const [name, key, bodies] of variants) {
        const cpu0 = cpuSeconds(proc.pid!, false);
        const front0 = cpuSeconds(proc.pid!, true);
        const r = await autocannon({
          url: `http://127.0.0.1:${port}/v2/check`, connections: 64, duration: round === 0 ? 2 : SECONDS,
          requests: bodies.map((body) => ({ method: 'POST', path: '/v2/check', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body })),
        });
        if (round === 0) continue;
        const n = r.requests.average * SECONDS;
        const server = ((cpuSeconds(proc.pid!, false) - cpu0) / n) * 1e6;
        const front = ((cpuSeconds(proc.pid!, true) - front0) / n) * 1e6;
        console.log(`round ${round}  ${name.padEnd(18)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  server ${server.toFixed(1).padStart(6)} µs/req  front thread ${front.toFixed(1).padStart(6)} µs/req  non-2xx ${r.non2xx}`);
      }
    }
  } finally {
    proc.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
