/**
 * node dist/bench/cost-placement.js [µs]: where a microsecond of work per check costs the most throughput. Three
 * SafeGate processes of this build run the bench's plain bodies (1 000 request entries, as the policy + sessions
 * scenario's baseline): one as built, one whose serving thread burns `µs` (default 10) of CPU more per check, one
 * whose scoring worker burns as much more per action. Rounds alternate the three (their order turning), and per
 * variant it prints the throughput against the unchanged build in the same round, and the CPU per request of the
 * server (front thread and the rest) and of this client.
 *
 * If the serving thread limited throughput, the same microseconds would cost far more there than in the worker; if the
 * cores do (server and client together), they cost about the same wherever they run, and moving work between the
 * threads gains nothing: only less work does. The burn is a fixed loop of integer steps, calibrated here in CPU time,
 * written into temporary copies of dist (nothing in the source knows of it). BENCH_SECONDS (3), BENCH_ROUNDS (6).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { plainBodies, SESSION_COUNT } from './policy-setup.js';
import { ADMIN, loadChecks, startScenarioServer, type ScenarioServer } from './scenario-server.js';
import { cpuSeconds, median } from './stats.js';

const MICROS = Number(process.argv[2] ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 6));

function burn(steps: number): number {
  let x = 1;
  for (let i = 0; i < steps; i++) x = (Math.imul(x, 1103515245) + 12345) | 0;
  return x;
}

/** Loop steps per µs of this thread's CPU (the copies run the same loop). */
function stepsPerMicro(): number {
  burn(1e6);
  let best = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = process.cpuUsage();
    burn(2e7);
    const t = process.cpuUsage(t0);
    best = Math.max(best, 2e7 / (t.user + t.system));
  }
  return best;
}

/** Inserts `line` after the first line holding `anchor` in a copied dist file; fails loudly if the build has changed. */
function patch(file: string, anchor: string, line: string): void {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`${file}: "${anchor}" not found; update bench/cost-placement.ts`);
  const end = text.indexOf('\n', at);
  writeFileSync(file, `${text.slice(0, end + 1)}${line}\n${text.slice(end + 1)}`);
}

/** A copy of this checkout's dist with the burn written in where `where` says. */
function variant(where: 'front' | 'worker', steps: number): string {
  const dir = mkdtempSync(join(tmpdir(), `safegate-placement-${where}-`));
  cpSync(resolve('dist'), join(dir, 'dist'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  cpSync(resolve('package.json'), join(dir, 'package.json'));
  const loop = `{ let x = 1; for (let i = 0; i < ${steps}; i++) x = (Math.imul(x, 1103515245) + 12345) | 0; globalThis.__placementSink = x; }`;
  if (where === 'front') patch(join(dir, 'dist/src/routes/checks.js'), 'function scoreAndReply(', `    ${loop}`);
  else patch(join(dir, 'dist/workers/score.js'), 'let result = check(inputs[i]);', `            ${loop}`);
  return dir;
}

interface Run { requests: number; seconds: number; server: number; front: number; client: number }

async function run(server: ScenarioServer, bodies: readonly string[]): Promise<Run> {
  const pid = server.proc.pid!;
  const s0 = cpuSeconds(pid, false);
  const f0 = cpuSeconds(pid, true);
  const c0 = process.cpuUsage();
  const r = await loadChecks(server.port, ADMIN, bodies, SECONDS);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
  const c = process.cpuUsage(c0);
  return { requests: r.requests.average * SECONDS, seconds: SECONDS, server: cpuSeconds(pid, false) - s0, front: cpuSeconds(pid, true) - f0, client: (c.user + c.system) / 1e6 };
}

async function main(): Promise<void> {
  const steps = Math.round(stepsPerMicro() * MICROS);
  const dirs = [resolve('.'), variant('front', steps), variant('worker', steps)];
  const names = ['as built', `front thread +${MICROS} µs per check`, `worker +${MICROS} µs per action`];
  const servers: ScenarioServer[] = [];
  try {
    for (const dir of dirs) servers.push(await startScenarioServer({ keyName: 'placement', tmpPrefix: 'safegate-placement-data-', checkout: dir }));
    const bodies = plainBodies(SESSION_COUNT);
    for (const s of servers) await run(s, bodies);
    const runs: Run[][] = servers.map(() => []);
    const ratios: number[][] = servers.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      const got: Run[] = new Array(servers.length);
      for (let k = 0; k < servers.length; k++) {
        const i = (k + round) % servers.length;
        got[i] = await run(servers[i]!, bodies);
        runs[i]!.push(got[i]!);
      }
      got.forEach((g, i) => ratios[i]!.push(g.requests / got[0]!.requests));
    }
    console.log(`burn of ${MICROS} µs = ${steps} loop steps; ${ROUNDS} rounds of ${SECONDS} s, plain bodies with ${SESSION_COUNT} entries; load average at the end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    const base = runs[0]!.reduce((a, r) => a + r.requests, 0);
    names.forEach((name, i) => {
      const sum = (f: (r: Run) => number) => runs[i]!.reduce((a, r) => a + f(r), 0);
      const n = sum((r) => r.requests);
      const us = (f: (r: Run) => number) => ((sum(f) / n) * 1e6).toFixed(1);
      const rounds = ratios[i]!.map((x) => x.toFixed(3)).join(', ');
      console.log(`${name.padEnd(30)} throughput / as built: median ${median(ratios[i]!).toFixed(3)} (rounds ${rounds}; all rounds summed ${(n / base).toFixed(3)}); ${Math.round(n / sum((r) => r.seconds))} req/s; server ${us((r) => r.server)} µs per request (front ${us((r) => r.front)}), client ${us((r) => r.client)}`);
    });
  } finally {
    for (const s of servers) {
      s.proc.kill('SIGKILL');
      rmSync(s.data, { recursive: true, force: true });
    }
    for (const dir of dirs.slice(1)) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
