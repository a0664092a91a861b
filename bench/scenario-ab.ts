/**
 * node dist/bench/scenario-ab.js <checkout> [checkout…]: the `npm run bench` policy + sessions scenario against its
 * plain baseline (both with 1 000 request entries, as in the bench), for several builds at once: one SafeGate process
 * per built checkout (its dist/src/main.js), and in every round, for each build in turn, the plain run then the
 * scenario run. Prints per build the scenario / plain throughput per round and its median, and the CPU per request of
 * the server (front thread and the rest), and of this process's client. The builds see the same minutes of a shared
 * machine; compare their ratios, not their req/s. BENCH_SECONDS (3), BENCH_ROUNDS (5).
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { plainBodies, sessionBodies, SESSION_COUNT } from './policy-setup.js';
import { ADMIN, loadChecks, startScenarioServer, type ScenarioServer } from './scenario-server.js';
import { cpuSeconds } from './stats.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));

type Build = ScenarioServer & { dir: string };
interface Tally { requests: number; seconds: number; server: number; front: number; client: number; ratios: number[]; extra: number[] }

async function start(dir: string): Promise<Build> {
  return { dir, ...(await startScenarioServer({ keyName: 'ab', tmpPrefix: 'safegate-ab-', checkout: dir })) };
}

async function run(build: Build, key: string, bodies: readonly string[], seconds: number) {
  const pid = build.proc.pid!;
  const server0 = cpuSeconds(pid, false);
  const front0 = cpuSeconds(pid, true);
  const client0 = process.cpuUsage();
  const r = await loadChecks(build.port, key, bodies, seconds);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${build.dir}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const client = process.cpuUsage(client0);
  return {
    requests: r.requests.average * seconds, seconds, server: cpuSeconds(pid, false) - server0, front: cpuSeconds(pid, true) - front0,
    client: (client.user + client.system) / 1e6,
  };
}

function add(t: Tally, x: Awaited<ReturnType<typeof run>>): void {
  t.requests += x.requests; t.seconds += x.seconds; t.server += x.server; t.front += x.front; t.client += x.client;
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
    const tallies = builds.map(() => ({ plain: { requests: 0, seconds: 0, server: 0, front: 0, client: 0, ratios: [], extra: [] } as Tally, scenario: { requests: 0, seconds: 0, server: 0, front: 0, client: 0, ratios: [], extra: [] } as Tally }));
    for (const b of builds) { await run(b, ADMIN, plain, 2); await run(b, b.policyKey, sessions, 2); }
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
