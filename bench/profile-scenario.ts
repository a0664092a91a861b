/**
 * node dist/bench/profile-scenario.js <plain|sessions|sessions-only|policy-only|both> [seconds] [outdir]: one SafeGate process started under
 * --cpu-prof (front thread and scoring workers each write a .cpuprofile into outdir), driven by autocannon with the
 * bench's plain bodies (1 000 entries, admin key) or its policy + sessions scenario, then stopped with SIGTERM.
 * Read the profiles with `node dist/bench/profile-top.js outdir`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { listeningPort } from './listening.js';
import { benchPolicy, plainBodies, sessionBodies, SESSION_COUNT } from './policy-setup.js';

const ADMIN = 'sg_live_benchmarkbenchmarkbenchmark00';
const which = process.argv[2] ?? 'sessions';
const seconds = Number(process.argv[3] ?? 8);
const outDir = resolve(process.argv[4] ?? 'profiles');

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'safegate-profile-'));
    // SERVER_ARGS replaces the profiler's flags (e.g. "--trace-gc"); the server's stdout then goes to outdir/stdout.txt
  const args = process.env.SERVER_ARGS !== undefined ? process.env.SERVER_ARGS.split(' ').filter(Boolean) : ['--cpu-prof', '--cpu-prof-interval', process.env.PROF_INTERVAL ?? '250', '--cpu-prof-dir', outDir];
  const proc = spawn(process.execPath, [...args, resolve('dist/src/main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, ADMIN_API_KEY: ADMIN, LOG_LEVEL: 'info', RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 1e8, perDay: 1e9 } }) },
    stdio: ['ignore', process.env.SERVER_ARGS !== undefined ? openSync(join(outDir, 'stdout.txt'), 'w') : 'ignore', 'pipe'],
  });
  try {
    const port = await listeningPort(proc);
    const call = async (method: string, path: string, key: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const policyKey = String((await call('POST', '/v2/keys', ADMIN, { name: 'profile', tier: 'enterprise' })).key);
    const policy = await call('POST', '/v2/policies', policyKey, benchPolicy());
    await call('PUT', `/v2/policies/${String(policy.id)}/activate`, policyKey);
    const runs: Array<[string, string, string[]]> = [];
    if (which === 'plain' || which === 'both') runs.push(['plain', ADMIN, plainBodies(SESSION_COUNT)]);
    if (which === 'sessions-only') runs.push(['sessions only', ADMIN, sessionBodies()]);
    if (which === 'policy-only') runs.push(['policy only', policyKey, plainBodies(SESSION_COUNT)]);
    if (which === 'sessions' || which === 'both') runs.push(['policy + sessions', policyKey, sessionBodies()]);
    for (const [name, key, bodies] of runs) {
      const r = await autocannon({
        url: `http://127.0.0.1:${port}/v2/check`, connections: 64, duration: seconds,
        requests: bodies.map((body) => ({ method: 'POST', path: '/v2/check', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body })),
      });
      console.log(`${name}: ${Math.round(r.requests.average)} req/s, ${r.requests.average * seconds} requests, non-2xx ${r.non2xx}`);
    }
  } finally {
    proc.kill('SIGTERM');
    await new Promise((ok) => proc.once('exit', ok));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
