/**
 * node dist/bench/scenario-insns.js [checkout…]: the policy + sessions scenario taken apart in user-space instructions
 * per request, thread by thread (Linux, `perf`). One SafeGate process per built checkout (default: this one); every
 * round runs, for each checkout in turn, the four variants of `scenario-server.ts` (plain, sessions only, policy only,
 * both; 1 000 request entries each) under `perf stat -e instructions:u --per-thread`, and prints per checkout and
 * variant the median over rounds of the thousand instructions per request of the front thread, the scoring worker
 * (the busiest other thread), the server's remaining threads (V8's helpers, LMDB's writer, libuv) and the load
 * generator, with each variant's difference to plain. Instructions, not CPU time: on a shared machine CPU time per
 * request moves with the neighbours, instruction counts far less (they still follow the throughput a little: fewer
 * answers per event-loop turn and per hand-off as it falls). BENCH_SECONDS (3), BENCH_ROUNDS (3), VARIANTS (a comma
 * list of variant numbers 0-3, default all).
 */
import { readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { loadChecks, scenarioVariants, startScenarioServer, countInstructions, type ScenarioServer } from './scenario-server.js';
import { median } from './stats.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

interface Insns { front: number; worker: number; rest: number; client: number; rps: number; byThread: Map<string, number> }

async function run(server: ScenarioServer, key: string, bodies: readonly string[], seconds: number): Promise<Insns> {
  const pid = server.proc.pid!;
  const counter = countInstructions([pid, process.pid]);
  await new Promise((ok) => setTimeout(ok, 100));
  const r = await loadChecks(server.port, key, bodies, seconds);
  const counts = await counter.stop();
  if (r.non2xx > 0) throw new Error(`${r.non2xx} non-2xx`);
  const requests = r.requests.average * seconds;
  const serverTids = new Set(readdirSync(`/proc/${pid}/task`));
  const x: Insns = { front: 0, worker: 0, rest: 0, client: 0, rps: requests / seconds, byThread: new Map() };
  for (const [tid, n] of counts) {
    if (serverTids.has(tid)) x.byThread.set(tid, n / requests);
    if (tid === String(pid)) x.front += n;
    else if (serverTids.has(tid)) {
      if (n > x.worker) { x.rest += x.worker; x.worker = n; } else x.rest += n;
    } else x.client += n;
  }
  x.front /= requests; x.worker /= requests; x.rest /= requests; x.client /= requests;
  return x;
}

async function main(): Promise<void> {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['.'];
  const servers: ScenarioServer[] = [];
  try {
    for (const dir of dirs) servers.push(await startScenarioServer({ keyName: 'insns', tmpPrefix: 'safegate-insns-', checkout: dir }));
    const chosen = process.env.VARIANTS ? process.env.VARIANTS.split(',').map(Number) : [0, 1, 2, 3];
    const variants = servers.map((s) => scenarioVariants(s.policyKey).filter((_, i) => chosen.includes(i)));
    for (let b = 0; b < servers.length; b++) for (const [, key, bodies] of variants[b]!) await loadChecks(servers[b]!.port, key, bodies, 2);
    const samples: Insns[][][] = servers.map(() => variants[0]!.map(() => []));
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < servers.length; k++) {
        const b = (k + round) % servers.length;
        for (let v = 0; v < variants[b]!.length; v++) {
          const [, key, bodies] = variants[b]![v]!;
          samples[b]![v]!.push(await run(servers[b]!, key, bodies, SECONDS));
        }
      }
    }
    console.log(`thousand user-space instructions per request, median of ${ROUNDS} rounds of ${SECONDS} s, load average at the end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    const fields: Array<'front' | 'worker' | 'rest' | 'client'> = ['front', 'worker', 'rest', 'client'];
    dirs.forEach((dir, b) => {
      console.log(`${dir}`);
      console.log(`  ${'variant'.padEnd(20)}${fields.map((f) => f.padStart(10)).join('')}${'server'.padStart(10)}${'req/s'.padStart(9)}   (difference to the first variant)`);
      const med = samples[b]!.map((xs) => ({
        ...Object.fromEntries(fields.map((f) => [f, median(xs.map((x) => x[f]))])),
        server: median(xs.map((x) => x.front + x.worker + x.rest)),
        rps: median(xs.map((x) => x.rps)),
      }) as Record<string, number>);
      variants[b]!.forEach(([name], v) => {
        const m = med[v]!;
        const d = (f: string) => (v === 0 ? '' : ` ${m[f]! - med[0]![f]! >= 0 ? '+' : ''}${((m[f]! - med[0]![f]!) / 1000).toFixed(1)}`);
        console.log(`  ${name.padEnd(20)}${[...fields, 'server'].map((f) => (m[f]! / 1000).toFixed(1).padStart(10)).join('')}${String(Math.round(m.rps!)).padStart(9)}   ${[...fields, 'server'].map((f) => d(f)).join('')}`);
      });
      if (process.env.THREADS === '1') {
        // every server thread's median over rounds, per variant (thread ids are the process's own: one line per thread)
        const tids = [...new Set(samples[b]!.flatMap((xs) => xs.flatMap((x) => [...x.byThread.keys()])))];
        for (const tid of tids) {
          const per = samples[b]!.map((xs) => median(xs.map((x) => x.byThread.get(tid) ?? 0)) / 1000);
          if (per.every((k) => k < 1)) continue;
          console.log(`    thread ${tid.padEnd(10)}${per.map((k) => k.toFixed(1).padStart(10)).join('')}`);
        }
      }
    });
  } finally {
    for (const s of servers) {
      s.proc.kill('SIGKILL');
      rmSync(s.data, { recursive: true, force: true });
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
