/**
 * The set-up the scenario benches share (batch-sizes, scenario-split, profile-scenario, scenario-ab): one SafeGate
 * process with a fresh data directory and unlimited enterprise rates, an account whose active policy is the bench
 * policy, the four variants of the policy + sessions scenario, an autocannon run of POST /v2/check over given bodies,
 * and the CPU seconds of the process read from /proc.
 */
import { spawn, type ChildProcess, type StdioNull } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { listeningPort } from './listening.js';
import { benchPolicy, plainBodies, sessionBodies, SESSION_COUNT } from './policy-setup.js';

export const ADMIN = 'sg_live_benchmarkbenchmarkbenchmark00';

export type Call = (method: string, path: string, key: string, body?: unknown) => Promise<Record<string, unknown>>;

export interface ScenarioServer {
  proc: ChildProcess;
  port: number;
  /** The key of the account whose active policy is the bench policy. */
  policyKey: string;
  /** The process's data directory (the caller removes it once the process is stopped). */
  data: string;
  call: Call;
}

/** Starts dist/src/main.js of `checkout` (default: this one) and sets up the policy account named `keyName`. */
export async function startScenarioServer(opts: { keyName: string; tmpPrefix: string; checkout?: string; nodeArgs?: string[]; stdout?: StdioNull | number }): Promise<ScenarioServer> {
  const data = mkdtempSync(join(tmpdir(), opts.tmpPrefix));
  const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), resolve(opts.checkout ?? '.', 'dist/src/main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: data, ADMIN_API_KEY: ADMIN, LOG_LEVEL: 'info', RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 1e8, perDay: 1e9 } }) },
    stdio: ['ignore', opts.stdout ?? 'ignore', 'pipe'],
  });
  try {
    const port = await listeningPort(proc);
    const call: Call = async (method, path, key, body) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const policyKey = String((await call('POST', '/v2/keys', ADMIN, { name: opts.keyName, tier: 'enterprise' })).key);
    const policy = await call('POST', '/v2/policies', policyKey, benchPolicy());
    await call('PUT', `/v2/policies/${String(policy.id)}/activate`, policyKey);
    return { proc, port, policyKey, data, call };
  } catch (err) {
    proc.kill('SIGKILL');
    rmSync(data, { recursive: true, force: true });
    throw err;
  }
}

/** The policy + sessions scenario taken apart: name, key and the 1 000 request bodies of each variant. */
export function scenarioVariants(policyKey: string): Array<[string, string, string[]]> {
  return [
    ['plain', ADMIN, plainBodies(SESSION_COUNT)],
    ['sessions only', ADMIN, sessionBodies()],
    ['policy only', policyKey, plainBodies(SESSION_COUNT)],
    ['policy + sessions', policyKey, sessionBodies()],
  ];
}

/** 64 connections of POST /v2/check for `seconds`, cycling through `bodies` with `key`. */
export function loadChecks(port: number, key: string, bodies: readonly string[], seconds: number): ReturnType<typeof autocannon> {
  return autocannon({
    url: `http://127.0.0.1:${port}/v2/check`, connections: 64, duration: seconds,
    requests: bodies.map((body) => ({ method: 'POST', path: '/v2/check', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body })),
  });
}

/** Instructions per thread id, counted by perf stat over `pids` until the returned stop() (SIGINT) is called. */
export function countInstructions(pids: number[]): { stop: () => Promise<Map<string, number>> } {
  const perf = spawn('perf', ['stat', '-e', 'instructions:u', '--per-thread', '-x', ',', '-p', pids.join(',')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  perf.stderr!.on('data', (d: Buffer) => { err += d.toString(); });
  const exited = new Promise<void>((ok) => perf.once('exit', () => ok()));
  return {
    stop: async () => {
      perf.kill('SIGINT');
      await exited;
      const out = new Map<string, number>();
      for (const line of err.split('\n')) {
        // comm-tid,count,unit,event,…
        const m = /-(\d+),(\d+),[^,]*,instructions:u/.exec(line);
        if (m) out.set(m[1]!, Number(m[2]));
      }
      return out;
    },
  };
}
