/**
 * node dist/bench/scenario-threads.js: where the policy + sessions scenario's extra CPU lands, thread by thread. One
 * SafeGate process of this checkout runs the plain bodies (admin key) and the scenario (policy key, 1 000 sessions),
 * both with 1 000 request entries, in alternating rounds; per variant it prints the CPU per request of the serving
 * (main) thread, of each other thread that used at least 0.5 µs per request in either variant (the scoring workers;
 * the thread ids are printed, /proc gives them no better names), of all remaining threads together (V8's helpers,
 * LMDB's writer, libuv), and of this process's load generator. CPU time per request, not req/s: on a shared machine
 * it is the steadier figure. BENCH_SECONDS (4), BENCH_ROUNDS (3).
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { plainBodies, sessionBodies, SESSION_COUNT } from './policy-setup.js';
import { ADMIN, loadChecks, startScenarioServer } from './scenario-server.js';
import { threadCpuMs } from './thread-cpu.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** A thread is shown on its own line from this many µs per request on. */
const SHOWN_FROM_US = 0.5;

/** CPU seconds of each thread of process `pid`, by thread id. */
function threadSeconds(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const [tid, ms] of threadCpuMs(pid)) out.set(tid, ms / 1000);
  return out;
}

interface Tally { requests: number; client: number; threads: Map<string, number> }

async function main(): Promise<void> {
  const server = await startScenarioServer({ keyName: 'threads', tmpPrefix: 'safegate-threads-' });
  const pid = server.proc.pid!;
  try {
    const variants: Array<[string, string, string[]]> = [['plain', ADMIN, plainBodies(SESSION_COUNT)], ['policy + sessions', server.policyKey, sessionBodies()]];
    const tallies: Tally[] = variants.map(() => ({ requests: 0, client: 0, threads: new Map() }));
    for (const [, key, bodies] of variants) await loadChecks(server.port, key, bodies, 2);
    for (let round = 0; round < ROUNDS; round++) {
      for (let v = 0; v < variants.length; v++) {
        const [, key, bodies] = variants[v]!;
        const before = threadSeconds(pid);
        const client0 = process.cpuUsage();
        const r = await loadChecks(server.port, key, bodies, SECONDS);
        if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
        const client = process.cpuUsage(client0);
        const t = tallies[v]!;
        t.requests += r.requests.average * SECONDS;
        t.client += (client.user + client.system) / 1e6;
        for (const [tid, s] of threadSeconds(pid)) t.threads.set(tid, (t.threads.get(tid) ?? 0) + s - (before.get(tid) ?? 0));
      }
    }
    const us = (t: Tally, seconds: number) => (seconds / t.requests) * 1e6;
    const main = String(pid);
    const shown = [...new Set(tallies.flatMap((t) => [...t.threads].filter(([tid, s]) => tid !== main && us(t, s) >= SHOWN_FROM_US).map(([tid]) => tid)))];
    console.log(`CPU µs per request, ${ROUNDS} alternating rounds of ${SECONDS} s, load average at the end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    const row = (label: string, of: (t: Tally) => number) => console.log(`${label.padEnd(28)}${tallies.map((t) => us(t, of(t)).toFixed(2).padStart(20)).join('')}`);
    console.log(`${''.padEnd(28)}${variants.map(([name]) => name.padStart(20)).join('')}`);
    row('serving (main) thread', (t) => t.threads.get(main) ?? 0);
    for (const tid of shown) row(`thread ${tid}`, (t) => t.threads.get(tid) ?? 0);
    row('all other threads', (t) => [...t.threads].reduce((a, [tid, s]) => (tid === main || shown.includes(tid) ? a : a + s), 0));
    row('load generator (client)', (t) => t.client);
    console.log(`${'req/s'.padEnd(28)}${tallies.map((t) => String(Math.round(t.requests / (ROUNDS * SECONDS))).padStart(20)).join('')}`);
  } finally {
    server.proc.kill('SIGKILL');
    rmSync(server.data, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
