/**
 * node dist/bench/batch-sizes.js [seconds]: actions per pool task (the micro-batch size) and the server's CPU per
 * request under the bench's plain bodies, sessions alone, the policy alone and both, in one SafeGate process, read
 * from GET /v2/health's pool counters around each run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { listeningPort } from './listening.js';
import { benchPolicy, plainBodies, sessionBodies, SESSION_COUNT } from './policy-setup.js';

const ADMIN = 'sg_live_benchmarkbenchmarkbenchmark00';
const SECONDS = Number(process.argv[2] ?? 4);

function cpuSeconds(pid: number, mainOnly: boolean): number {
  const fields = readFileSync(mainOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-batch-'));
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
    const pool = async () => ((await call('GET', '/v2/health', ADMIN)) as { pool: { tasks: number; actions: number } }).pool;
    const policyKey = String((await call('POST', '/v2/keys', ADMIN, { name: 'batch', tier: 'enterprise' })).key);
    const policy = await call('POST', '/v2/policies', policyKey, benchPolicy());
    await call('PUT', `/v2/policies/${String(policy.id)}/activate`, policyKey);
    const variants: Array<[string, string, string[]]> = [
      ['plain', ADMIN, plainBodies(SESSION_COUNT)],
      ['sessions only', ADMIN, sessionBodies()],
      ['policy only', policyKey, plainBodies(SESSION_COUNT)],
      ['policy + sessions', policyKey, sessionBodies()],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [name, key, bodies] of variants) {
        const before = await pool();
        const cpu0 = cpuSeconds(proc.pid!, false);
        const front0 = cpuSeconds(proc.pid!, true);
        const r = await autocannon({
          url: `http://127.0.0.1:${port}/v2/check`, connections: 64, duration: SECONDS,
          requests: bodies.map((body) => ({ method: 'POST', path: '/v2/check', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body })),
        });
        const after = await pool();
        const n = r.requests.average * SECONDS;
        console.log(`round ${round}  ${name.padEnd(18)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  ${((after.actions - before.actions) / Math.max(1, after.tasks - before.tasks)).toFixed(1).padStart(5)} actions/task  server ${(((cpuSeconds(proc.pid!, false) - cpu0) / n) * 1e6).toFixed(1)} µs/req  front ${(((cpuSeconds(proc.pid!, true) - front0) / n) * 1e6).toFixed(1)} µs/req`);
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
