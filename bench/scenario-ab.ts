/**
 * node dist/bench/scenario-ab.js <checkout> [checkout…]: the `npm run bench` policy + sessions scenario against its
 * plain baseline (both with 1 000 request entries, as in the bench), for several builds at once: one SafeGate process
 * per built checkout (its dist/src/main.js), and in every round, for each build in turn, the plain run then the
 * scenario run. Prints per build the scenario / plain throughput per round and its median, and the CPU per request of
 * the server (front thread and the rest), and of this process's client. The builds see the same minutes of a shared
 * machine; compare their ratios, not their req/s. BENCH_SECONDS (3), BENCH_ROUNDS (5).
 * INSNS=1 (Linux with `perf`): each run is also counted by `perf stat -e instructions --per-thread` on the server and
 * this process, and per build it prints the median over rounds of the instructions per request of the server's front
 * thread, its busiest other thread (the scoring worker), its remaining threads and the client, plain and scenario, and the scenario's extra: on a loaded machine the CPU
 * time per request of a build moves with its neighbours (cache, frequency, preemption), its instruction count far less.
 */
import { readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { plainBodies, sessionBodies, SESSION_COUNT } from './policy-setup.js';
import { ADMIN, loadChecks, startScenarioServer, countInstructions, type ScenarioServer } from './scenario-server.js';
import { cpuSeconds, median } from './stats.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const INSNS = process.env.INSNS === '1';

/** Instructions of the front thread, the busiest other server thread (the scoring worker), the server's remaining threads and the client. */
interface Insns { front: number; worker: number; rest: number; client: number }

function splitInstructions(counts: Map<string, number>, server: number): Insns {
  const serverTids = new Set(readdirSync(`/proc/${server}/task`));
  const x: Insns = { front: 0, worker: 0, rest: 0, client: 0 };
  for (const [tid, n] of counts) {
    if (tid === String(server)) x.front += n;
    else if (serverTids.has(tid)) {
      // with one worker (2 cores) the busiest thread after the front one is it; with several, the busiest of them
      if (n > x.worker) { x.rest += x.worker; x.worker = n; } else x.rest += n;
    } else x.client += n;
  }
  return x;
}

type Build = ScenarioServer & { dir: string };
interface Tally { requests: number; seconds: number; server: number; front: number; client: number; ratios: number[]; extra: number[]; insns: Insns[] }

async function start(dir: string): Promise<Build> {
  return { dir, ...(await startScenarioServer({ keyName: 'ab', tmpPrefix: 'safegate-ab-', checkout: dir })) };
}

async function run(build: Build, key: string, bodies: readonly string[], seconds: number, warmUp = false) {
  const pid = build.proc.pid!;
  const server0 = cpuSeconds(pid, false);
  const front0 = cpuSeconds(pid, true);
  const client0 = process.cpuUsage();
  const counter = INSNS ? countInstructions([pid, process.pid]) : undefined;
  // perf attaches within a few milliseconds; the load starts after it
  if (counter) await new Promise((ok) => setTimeout(ok, 100));
  const r = await loadChecks(build.port, key, bodies, seconds);
  const counted = counter ? splitInstructions(await counter.stop(), pid) : undefined;
  if (r.non2xx > 0) throw new Error(`${build.dir}: ${r.non2xx} non-2xx`);
  // a request timed out (10 s): the warm-up's first, while the workers compile; later, a machine overloaded by others
  if (r.errors > 0 && !warmUp) console.log(`  (${build.dir}: ${r.errors} client errors, in a run of ${Math.round(r.requests.average * seconds)} requests)`);
  const client = process.cpuUsage(client0);
  const requests = r.requests.average * seconds;
  return {
    insns: counted ? { front: counted.front / requests, worker: counted.worker / requests, rest: counted.rest / requests, client: counted.client / requests } : undefined,
    requests: r.requests.average * seconds, seconds, server: cpuSeconds(pid, false) - server0, front: cpuSeconds(pid, true) - front0,
    client: (client.user + client.system) / 1e6,
  };
}

function add(t: Tally, x: Awaited<ReturnType<typeof run>>): void {
  t.requests += x.requests; t.seconds += x.seconds; t.server += x.server; t.front += x.front; t.client += x.client;
  if (x.insns) t.insns.push(x.insns);
}

/** Median instructions per request over the rounds, in thousands: front thread, the server's other threads, client. */
function insnsLine(t: Tally): string {
  const k = (f: (x: Insns) => number) => (median(t.insns.map(f)) / 1000).toFixed(1);
  const rounds = t.insns.map((x) => ((x.front + x.worker + x.rest) / 1000).toFixed(0)).join(', ');
  return `front ${k((x) => x.front)}, worker ${k((x) => x.worker)}, rest ${k((x) => x.rest)}, server ${k((x) => x.front + x.worker + x.rest)} (rounds ${rounds}), client ${k((x) => x.client)}`;
}

const perRequest = (t: Tally) => `server ${((t.server / t.requests) * 1e6).toFixed(1)} µs (front ${((t.front / t.requests) * 1e6).toFixed(1)}, rest ${(((t.server - t.front) / t.requests) * 1e6).toFixed(1)}), client ${((t.client / t.requests) * 1e6).toFixed(1)} µs`;

async function main(): Promise<void> {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) throw new Error('usage: scenario-ab.js <checkout> [checkout…]');
  const builds: Build[] = [];
  try {
    for (const dir of dirs) builds.push(await start(dir));
    const plain = plainBodies(SESSION_COUNT);
    const sessions = sessionBodies();
    const tallies = builds.map(() => ({ plain: { requests: 0, seconds: 0, server: 0, front: 0, client: 0, ratios: [], extra: [], insns: [] } as Tally, scenario: { requests: 0, seconds: 0, server: 0, front: 0, client: 0, ratios: [], extra: [], insns: [] } as Tally }));
    for (const b of builds) { await run(b, ADMIN, plain, 2, true); await run(b, b.policyKey, sessions, 2, true); }
    for (let round = 0; round < ROUNDS; round++) {
      // the builds' order turns every round, so neither always runs in the same part of a minute
      for (let k = 0; k < builds.length; k++) {
        const i = (k + round) % builds.length;
        const p = await run(builds[i]!, ADMIN, plain, SECONDS);
        const s = await run(builds[i]!, builds[i]!.policyKey, sessions, SECONDS);
        add(tallies[i]!.plain, p);
        add(tallies[i]!.scenario, s);
        tallies[i]!.scenario.ratios.push(s.requests / s.seconds / (p.requests / p.seconds));
        // the scenario's extra server CPU per request over the plain run just before it: steadier than req/s under load
        tallies[i]!.scenario.extra.push(((s.server / s.requests) - (p.server / p.requests)) * 1e6);
      }
    }
    console.log(`policy + sessions / plain, ${ROUNDS} rounds of ${SECONDS} s, load average at the end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    builds.forEach((b, i) => {
      const { plain: p, scenario: s } = tallies[i]!;
      const median = [...s.ratios].sort((x, y) => x - y)[s.ratios.length >> 1]!;
      const extra = [...s.extra].sort((x, y) => x - y)[s.extra.length >> 1]!;
      console.log(`${b.dir}: median ${median.toFixed(3)} (rounds ${s.ratios.map((x) => x.toFixed(3)).join(', ')}); extra server CPU per request, median of rounds ${extra.toFixed(1)} µs (${s.extra.map((x) => x.toFixed(1)).join(', ')})`);
      console.log(`  plain     ${Math.round(p.requests / p.seconds)} req/s, ${perRequest(p)}`);
      console.log(`  scenario  ${Math.round(s.requests / s.seconds)} req/s, ${perRequest(s)}`);
      if (INSNS && p.insns.length > 0) {
        console.log(`  thousand instructions per request, median of rounds: plain ${insnsLine(p)}`);
        console.log(`                                                     scenario ${insnsLine(s)}`);
      }
    });
  } finally {
    for (const b of builds) {
      b.proc.kill('SIGKILL');
      rmSync(b.data, { recursive: true, force: true });
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
