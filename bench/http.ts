/**
 * npm run bench: autocannon against POST /v2/check with a realistic body mix, in one run against
 * (1) a bare uWebSockets.js server answering a canned CheckResult — the transport's ceiling here —,
 * (2) SafeGate's full path (validation, auth, limits, micro-batched pool, engine, usage), and
 * (3) the same engine inline behind node:http, (4) SafeGate through a policy and sessions, and (5) SafeGate with the
 * threat feed's counting switched off (FEED_ENABLED=false), and (6) SafeGate with webhooks subscribed to `all` and a slow
 * receiver. Prints req/s, p50, p99, ratios and peak RSS. Then a second
 * body mix, every type sending a 2-8 KB realistic text, against the ceiling: the ratio and the scoring cost per action
 * and per KB.
 *
 * The targets are measured in alternating rounds (ceiling, SafeGate, node:http, then again), and the ratios are
 * taken within each round: this shared machine drifts by a third within minutes, and a ratio of two runs taken
 * seconds apart drifts far less than one of runs taken a minute apart. The table sums the rounds per target.
 * A scenario's verdict is the median of its per-round ratios over BENCH_ROUNDS (5) rounds, printed with their spread,
 * so no single noisy round decides it; within each compared pair the order turns from round to round, so neither side
 * always runs first (after the other's garbage, flushes or compactions). node:http + engine, compared with nothing in
 * a target, runs in the first three rounds only, and the prose mix in three rounds of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BENCH_BODIES, PROSE_ACTIONS, PROSE_BODIES } from './bodies.js';
import { timedRun } from './latency.js';
import { benchPolicy, plainBodies, POLICY_PATTERNS, SESSION_COUNT, sessionBodies } from './policy-setup.js';
import { SLOW_MS, subscribeAll, WEBHOOK_COUNT, webhookFigures } from './webhook-setup.js';
import { cpuSeconds, median } from './stats.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
/** Rounds of what no target compares (node:http + engine) and of the prose mix: context, not verdicts. */
const CONTEXT_ROUNDS = Math.min(ROUNDS, 3);
/** Warm-up per target before the rounds (JIT, pool threads, connections, and the sessions' first records). */
const WARM_UP_S = 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const PIPELINING = Number(process.env.BENCH_PIPELINING ?? 1);
const ADMIN = 'sg_live_benchmarkbenchmarkbenchmark00';

interface Target { name: string; proc: ChildProcess; port: number }

async function launch(name: string, script: string, env: Record<string, string> = {}): Promise<Target> {
  const proc = spawn(process.execPath, [resolve(script)], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((ok, fail) => {
    let err = '';
    proc.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /"msg":"listening"[^\n]*"port":(\d+)/.exec(err);
      if (m) ok(Number(m[1]));
    });
    proc.on('exit', (code) => fail(new Error(`${name} exited ${code}: ${err}`)));
  });
  return { name, proc, port };
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
function machineJiffies(): { busy: number; total: number } {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/ +/).slice(1, 9).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - f[3]! - f[4]!, total };
}

function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

async function load(target: Target, headers: Record<string, string>, seconds: number, bodies: readonly string[] = BENCH_BODIES) {
  const cpu0 = cpuSeconds(target.proc.pid!);
  const main0 = cpuSeconds(target.proc.pid!, true);
  const client0 = process.cpuUsage();
  const machine0 = machineJiffies();
  const { result, p99: p99Exact } = await timedRun({
    url: `http://127.0.0.1:${target.port}/v2/check`,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    duration: seconds,
    requests: bodies.map((body) => ({ method: 'POST', path: '/v2/check', headers: { 'content-type': 'application/json', ...headers }, body })),
  });
  const cpu = cpuSeconds(target.proc.pid!) - cpu0;
  const mainCpu = cpuSeconds(target.proc.pid!, true) - main0;
  const client =  process.cpuUsage(client0);
  const machine1 = machineJiffies();
  return {
    requests: result.requests.average * seconds,
    seconds,
    cpu,
    mainCpu,
    clientCpu: (client.user + client.system) / 1e6,
    busyJiffies: machine1.busy - machine0.busy,
    totalJiffies: Math.max(1, machine1.total - machine0.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    /** From every answer's time (autocannon's p99 is in whole milliseconds: one step is 13 % at 8 ms). */
    p99Exact,
    failed: result.non2xx + result.errors,
  };
}

type Sample = Awaited<ReturnType<typeof load>>;

/** The spread of a scenario's per-round figures beside its median: lowest–highest, and how many rounds met the target. */
function spread(xs: readonly number[], digits: number, meets: (x: number) => boolean): string {
  return `rounds ${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}, ${xs.filter(meets).length} of ${xs.length} within the target`;
}

/** One target's rounds summed: req/s over all measured time, CPU per request over all requests. */
function summarise(name: string, target: Target, samples: Sample[]) {
  const sum = (f: (x: Sample) => number) => samples.reduce((a, x) => a + f(x), 0);
  const total = sum((x) => x.requests);
  const middle = (f: (x: Sample) => number) => median(samples.map(f));
  return {
    name,
    rps: Math.round(total / sum((x) => x.seconds)),
    // CPU per request is steadier than req/s on a shared machine: it does not depend on who else runs.
    cpuUs: total > 0 ? (sum((x) => x.cpu) / total) * 1e6 : NaN,
    mainUs: total > 0 ? (sum((x) => x.mainCpu) / total) * 1e6 : NaN,
    // The load generator runs in this process and shares the cores: its cost per request is part of the story.
    clientUs: total > 0 ? (sum((x) => x.clientCpu) / total) * 1e6 : NaN,
    machineBusy: sum((x) => x.busyJiffies) / sum((x) => x.totalJiffies),
    p50: middle((x) => x.p50),
    p99: middle((x) => x.p99),
    failed: sum((x) => x.failed),
    rssMb: peakRssMb(target.proc.pid!),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'safegate-bench-'));
  const feedOffDir = mkdtempSync(join(tmpdir(), 'safegate-bench-feed-off-'));
  const hookDir = mkdtempSync(join(tmpdir(), 'safegate-bench-hooks-'));
  let receiver: Target | undefined;
  const targets: Array<{ name: string; target: Target; headers: Record<string, string>; bodies?: readonly string[] }> = [];
  try {
    targets.push({ name: 'canned uWS (ceiling)', target: await launch('canned uWS (ceiling)', 'dist/bench/canned-server.js'), headers: {} });
    targets.push({
      name: 'SafeGate full path',
      target: await launch('SafeGate full path', 'dist/src/main.js', {
        PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_API_KEY: ADMIN, LOG_LEVEL: 'info',
        RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 100_000_000, perDay: 1_000_000_000 } }),
      }),
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    targets.push({ name: 'engine behind node:http', target: await launch('engine behind node:http', 'dist/bench/plain-server.js'), headers: {} });
    // the same SafeGate process, through an account with an active 500-pattern policy, every check in a session
    const policyKey = await policyAccount(targets[1]!.target.port);
    targets.push({ name: 'SafeGate +policy +sessions', target: targets[1]!.target, headers: { authorization: `Bearer ${policyKey}` }, bodies: sessionBodies() });
    // its baseline: the plain path driven with as many distinct request entries (autocannon's own CPU per request
    // grows with the number of entries it cycles through, and it shares the cores with the server)
    targets.push({ name: 'SafeGate, 1 000 entries', target: targets[1]!.target, headers: targets[1]!.headers, bodies: plainBodies(SESSION_COUNT) });
    // the same server with the threat feed's counting switched off: the pair shows what counting costs
    targets.push({
      name: 'SafeGate, feed counting off',
      target: await launch('SafeGate, feed counting off', 'dist/src/main.js', {
        PORT: '0', HOST: '127.0.0.1', DATA_DIR: feedOffDir, ADMIN_API_KEY: ADMIN, LOG_LEVEL: 'info', FEED_ENABLED: 'false',
        RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 100_000_000, perDay: 1_000_000_000 } }),
      }),
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    // (6) a SafeGate process like (1), whose account has webhooks subscribed to `all` and a receiver answering slowly
    receiver = await launch('slow receiver', 'dist/bench/slow-receiver.js', { SLOW_MS: String(SLOW_MS) });
    const hooked = await launch('SafeGate +webhooks', 'dist/src/main.js', {
      PORT: '0', HOST: '127.0.0.1', DATA_DIR: hookDir, ADMIN_API_KEY: ADMIN, LOG_LEVEL: 'info', WEBHOOK_ALLOW_PRIVATE: 'true',
      RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 100_000_000, perDay: 1_000_000_000 } }),
    });
    await subscribeAll(hooked.port, ADMIN, receiver.port);
    targets.push({ name: `SafeGate +${WEBHOOK_COUNT} webhooks`, target: hooked, headers: { authorization: `Bearer ${ADMIN}` } });
    for (const { target, headers, bodies } of targets) await load(target, headers, WARM_UP_S, bodies); // warm-up: JIT, pool threads, connections
    const samples: Sample[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      // every compared pair runs back to back, so both sides see the same machine: the ceiling (0), feed counting off
      // (5) and the webhook scenario (6) beside the plain path (1), the policy scenario (3) beside the plain path with as
      // many request entries (4); the pairs' order turns each round (one side runs first in even rounds, the other in odd)
      const order = round % 2 === 0 ? [0, 5, 1, 6, 4, 3] : [0, 6, 1, 5, 3, 4];
      if (round < CONTEXT_ROUNDS) order.push(2);
      for (const t of order) samples[t]!.push(await load(targets[t]!.target, targets[t]!.headers, DURATION, targets[t]!.bodies));
    }
    const rows = targets.map(({ name, target }, t) => summarise(name, target, samples[t]!));
    const ceiling = rows[0]!.rps;
    const rate = (x: Sample) => x.requests / x.seconds;
    const roundRatios = samples[1]!.map((x, r) => rate(x) / rate(samples[0]![r]!));
    const medianRatio = median(roundRatios);
    console.log(`\nPOST /v2/check, ${BENCH_BODIES.length} mixed bodies, ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${ROUNDS} alternating rounds of ${DURATION} s per target (node:http + engine ${CONTEXT_ROUNDS}), ${process.env.WORKERS ?? 'default'} workers\n`);
    console.log('target                      req/s    p50 ms  p99 ms  vs ceiling  server CPU µs/req  client CPU µs/req  machine busy  non-2xx  peak RSS MB');
    for (const r of rows) {
      console.log(`${r.name.padEnd(26)} ${String(r.rps).padStart(7)}  ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)}  ${((r.rps / ceiling) * 100).toFixed(1).padStart(8)} %  ${r.cpuUs.toFixed(1).padStart(17)}  ${r.clientUs.toFixed(1).padStart(17)}  ${(r.machineBusy * 100).toFixed(0).padStart(10)} %  ${String(r.failed).padStart(7)}  ${String(r.rssMb).padStart(10)}`);
    }
    const full = rows[1]!;
    const plain = rows[2]!;
    console.log(`\nSafeGate CPU per request: front thread ${full.mainUs.toFixed(1)} µs, scoring workers and V8 helper threads ${(full.cpuUs - full.mainUs).toFixed(1)} µs; the client ${full.clientUs.toFixed(1)} µs; at ${(full.cpuUs + full.clientUs).toFixed(1)} µs per request in all, ${availableParallelism()} cores allow at most ${Math.round((availableParallelism() * 1e6) / (full.cpuUs + full.clientUs))} req/s`);
    console.log(`\nthroughput  SafeGate / ceiling, per round: ${roundRatios.map((x) => x.toFixed(3)).join(', ')}; median ${medianRatio.toFixed(3)} (all rounds summed: ${(full.rps / ceiling).toFixed(3)})   SafeGate / node:http+engine: ${(full.rps / plain.rps).toFixed(3)}`);
    console.log(`CPU per request  ceiling / SafeGate: ${(rows[0]!.cpuUs / full.cpuUs).toFixed(3)}   node:http+engine / SafeGate: ${(plain.cpuUs / full.cpuUs).toFixed(3)}`);
    const verdicts: string[] = [];
    for (const [base, label] of [[4, `the plain path with ${SESSION_COUNT} entries`], [1, 'the plain path with 12 entries']] as const) {
      const ratios = samples[3]!.map((x, r) => rate(x) / rate(samples[base]![r]!));
      const policyRatio = median(ratios);
      if (base === 4) verdicts.push(`policy + sessions / plain (both with ${SESSION_COUNT} request entries): throughput ${policyRatio.toFixed(3)} (${spread(ratios, 3, (x) => x >= 0.9)}; target >= 0.9: ${policyRatio >= 0.9 ? 'met' : 'NOT met'}); front thread ${rows[3]!.mainUs.toFixed(1)} against ${rows[4]!.mainUs.toFixed(1)} µs per request`);
      console.log(`policy + sessions (${POLICY_PATTERNS} patterns, ${SESSION_COUNT} sessions) / ${label}, per round: ${ratios.map((x) => x.toFixed(3)).join(', ')}; median ${policyRatio.toFixed(3)} (${spread(ratios, 3, (x) => x >= 0.9)}; all rounds summed: ${(rows[3]!.rps / rows[base]!.rps).toFixed(3)}); server CPU per request ${rows[3]!.cpuUs.toFixed(1)} against ${rows[base]!.cpuUs.toFixed(1)} µs, client ${rows[3]!.clientUs.toFixed(1)} against ${rows[base]!.clientUs.toFixed(1)} µs`);
    }
    const feedRatios = samples[1]!.map((x, r) => rate(x) / rate(samples[5]![r]!));
    const feedMedian = median(feedRatios);
    console.log(`threat-feed counting on / off, per round: ${feedRatios.map((x) => x.toFixed(3)).join(', ')}; median ${feedMedian.toFixed(3)} (${spread(feedRatios, 3, (x) => x >= 0.97)}; all rounds summed: ${(full.rps / rows[5]!.rps).toFixed(3)}; target >= 0.97); server CPU per request ${full.cpuUs.toFixed(1)} against ${rows[5]!.cpuUs.toFixed(1)} µs, front thread ${full.mainUs.toFixed(1)} against ${rows[5]!.mainUs.toFixed(1)} µs`);
    const hookRatios = samples[6]!.map((x, r) => rate(x) / rate(samples[1]![r]!));
    const hookP99 = samples[6]!.map((x, r) => x.p99Exact / samples[1]![r]!.p99Exact);
    const hookP99Whole = samples[6]!.map((x, r) => x.p99 / samples[1]![r]!.p99);
    console.log(`webhooks (${WEBHOOK_COUNT} subscribed to all, receiver answering after ${SLOW_MS} ms) / plain SafeGate, throughput per round: ${hookRatios.map((x) => x.toFixed(3)).join(', ')}; median ${median(hookRatios).toFixed(3)}; p99 per round: ${hookP99.map((x) => x.toFixed(2)).join(', ')}; median ${median(hookP99).toFixed(2)} (from autocannon's whole milliseconds: ${hookP99Whole.map((x) => x.toFixed(2)).join(', ')}) (target: throughput >= 0.9, p99 <= 1.1); server CPU per request ${rows[6]!.cpuUs.toFixed(1)} against ${rows[1]!.cpuUs.toFixed(1)} µs`);
    console.log(`  ${await webhookFigures(targets[6]!.target.port, ADMIN, receiver.port)}`);
    const hookThroughput = median(hookRatios);
    const hookTail = median(hookP99);
    verdicts.push(`webhooks / plain: throughput ${hookThroughput.toFixed(3)} (${spread(hookRatios, 3, (x) => x >= 0.9)}; target >= 0.9: ${hookThroughput >= 0.9 ? 'met' : 'NOT met'}), p99 ${hookTail.toFixed(2)} (${spread(hookP99, 2, (x) => x <= 1.1)}; target <= 1.1: ${hookTail <= 1.1 ? 'met' : 'NOT met'}); front thread ${rows[6]!.mainUs.toFixed(1)} against ${rows[1]!.mainUs.toFixed(1)} µs per request`);
    verdicts.push(`threat-feed counting on / off: throughput ${feedMedian.toFixed(3)} (${spread(feedRatios, 3, (x) => x >= 0.97)}; target >= 0.97: ${feedMedian >= 0.97 ? 'met' : 'NOT met'})`);
    const health = await poolFigures(targets[1]!.target.port);
    if (health.pool && health.pool.tasks > 0) {
      const { tasks, actions, scoringMicros } = health.pool;
      console.log(`micro-batching: ${actions} actions in ${tasks} pool tasks (${(actions / tasks).toFixed(1)} actions per hand-off)`);
      // wall time inside the workers' scoring loops, warm-up included: against the workers' CPU above, what is left is the hand-off
      console.log(`scoring inside the workers: ${(scoringMicros / actions).toFixed(1)} µs per action (wall clock of the scoring loops, preemption included)`);
    }
    await proseMix(targets[0]!.target, targets[1]!.target, targets[1]!.headers);
    // the scenario targets once more, together, where a reader of the whole output looks last (medians of the rounds)
    console.log(`\nscenario targets (medians of ${ROUNDS} alternating rounds, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}):`);
    for (const line of verdicts) console.log(`  ${line}`);
  } finally {
    for (const { target } of targets) if (target.proc.exitCode === null) target.proc.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(feedOffDir, { recursive: true, force: true });
    receiver?.proc.kill('SIGKILL');
    rmSync(hookDir, { recursive: true, force: true });
  }
}

type PoolFigures = { pool?: { tasks: number; actions: number; scoringMicros: number } };
async function poolFigures(port: number): Promise<PoolFigures> {
  return (await (await fetch(`http://127.0.0.1:${port}/v2/health`)).json()) as PoolFigures;
}

/**
 * The prose mix (every type sends a 2-8 KB text), in alternating rounds against the ceiling like the main mix: the
 * throughput ratio, and from the workers' own timing the scoring cost per action and per KB of text.
 */
async function proseMix(ceiling: Target, safegate: Target, headers: Record<string, string>): Promise<void> {
  await load(safegate, headers, 2, PROSE_BODIES); // warm-up: the long-text code paths
  const before = (await poolFigures(safegate.port)).pool;
  const ratios: number[] = [];
  let requests = 0;
  for (let round = 0; round < CONTEXT_ROUNDS; round++) {
    const c = await load(ceiling, {}, DURATION, PROSE_BODIES);
    const s = await load(safegate, headers, DURATION, PROSE_BODIES);
    ratios.push(s.requests / s.seconds / (c.requests / c.seconds));
    requests += s.requests;
  }
  const after = (await poolFigures(safegate.port)).pool;
  const kb = PROSE_ACTIONS.reduce((a, x) => a + x.value.length, 0) / PROSE_ACTIONS.length / 1024;
  const ratio = median(ratios);
  console.log(`\nprose mix: ${PROSE_BODIES.length} bodies (one per type, ${kb.toFixed(1)} KB of text on average), ${Math.round(requests / (CONTEXT_ROUNDS * DURATION))} req/s`);
  console.log(`throughput  SafeGate / ceiling, per round: ${ratios.map((x) => x.toFixed(3)).join(', ')}; median ${ratio.toFixed(3)}`);
  if (before && after && after.actions > before.actions) {
    const us = (after.scoringMicros - before.scoringMicros) / (after.actions - before.actions);
    console.log(`scoring inside the workers: ${us.toFixed(1)} µs per action, ${(us / kb).toFixed(1)} µs per KB (${((kb * 1024) / us).toFixed(1)} MB/s; wall clock of the scoring loops, preemption included)`);
  }
}

/** A key of a new account whose active policy is the bench policy. */
async function policyAccount(port: number): Promise<string> {
  const call = async (method: string, path: string, key: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const key = String((await call('POST', '/v2/keys', ADMIN, { name: 'bench policy account', tier: 'enterprise' })).key);
  const policy = await call('POST', '/v2/policies', key, benchPolicy());
  await call('PUT', `/v2/policies/${String(policy.id)}/activate`, key);
  return key;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
