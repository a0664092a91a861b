/**
 * The first checks after a start: starts the server of each given checkout (one scoring worker), waits for
 * `GET /v2/ready` (what an orchestrator waits for), then sends the first N checks, CONCURRENCY at a time (default 1),
 * and prints the latency of each start's first N (p50, p99, max, ms) and the time from spawn to ready. Builds
 * alternate start by start; per build it prints the median over its starts.
 *
 *   node dist/bench/first-checks.js [N] [starts] [checkout…]        (default: 300 checks, 5 starts, this checkout)
 *
 * The bodies: the HTTP bench's mix, the prose mix (18 types, 2-8 KB) and 170 corpus inputs, shuffled with a fixed
 * seed (the same order every start). DELAY_MS waits that long after ready before the first check. Checks 2N+1 to 3N
 * (the same bodies again, warmer) are printed beside them, for scale.
 *
 * INPROC=1: no server; each start is a child process that loads the checkout's scoring worker module
 * (dist/workers/score.js: the rule tables' compile and, where the build has one, its warm-up) and calls its task
 * function with one check per task, and "ready" is the module's load. It prints each check's CPU time (the process's:
 * V8's compiler threads included) beside the wall clock: on a loaded machine the CPU figures scatter far less.
 * INSNS=1 (with INPROC=1; Linux, `perf`): each start runs twice more under `perf stat -e instructions:u` (every
 * thread of the process), counting only the first N checks and only checks 2N+1-3N, and prints thousands of
 * instructions per check of each.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ACTION_TYPES } from '../src/engine/types.js';
import { loadCorpus } from '../test/support/corpus.js';
import { BENCH_BODIES, PROSE_BODIES } from './bodies.js';
import { median } from './stats.js';
import { listeningPort } from './listening.js';

const N = process.argv[2] === '--child' ? Number(process.env.FIRST_N ?? 300) : Number(process.argv[2] ?? 300);
const STARTS = Number(process.argv[3] ?? 5);
const checkouts = process.argv.slice(4);
if (checkouts.length === 0) checkouts.push('.');
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1);
const DELAY_MS = Number(process.env.DELAY_MS ?? 0);
const ADMIN = 'sg_live_benchmarkbenchmarkbenchmark00';

const corpus: string[] = [];
for (const type of ACTION_TYPES) for (const c of loadCorpus(type)) if (c.value.length <= 1024) corpus.push(JSON.stringify({ type, value: c.value, metadata: c.metadata }));
const bodies = [...BENCH_BODIES, ...PROSE_BODIES];
for (let i = 0; i < 170; i++) bodies.push(corpus[Math.floor((i * corpus.length) / 170)]!);
let seed = 4242;
for (let i = bodies.length - 1; i > 0; i--) {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  const j = seed % (i + 1);
  [bodies[i], bodies[j]] = [bodies[j]!, bodies[i]!];
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function oneStart(checkout: string): Promise<{ readyMs: number; first: number[]; later: number[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'safegate-first-'));
  const spawned = performance.now();
  const proc = spawn(process.execPath, [resolve(checkout, 'dist/src/main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WORKERS: '1', ADMIN_API_KEY: ADMIN, LOG_LEVEL: 'info', RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 1e8, perDay: 1e9 } }) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    const port = await listeningPort(proc);
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      const r = await fetch(`${base}/v2/ready`).catch(() => null);
      if (r !== null) await r.arrayBuffer();
      if (r?.status === 200) break;
      await new Promise((ok) => setTimeout(ok, 10));
    }
    const readyMs = performance.now() - spawned;
    if (DELAY_MS > 0) await new Promise((ok) => setTimeout(ok, DELAY_MS));
    const times: number[] = new Array(3 * N);
    let next = 0;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` };
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < 3 * N) {
        const k = next++;
        const t0 = performance.now();
        const r = await fetch(`${base}/v2/check`, { method: 'POST', headers, body: bodies[k % bodies.length]! });
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error(`check ${k}: ${r.status}`);
        times[k] = performance.now() - t0;
      }
    }));
    return { readyMs, first: times.slice(0, N), later: times.slice(2 * N) };
  } finally {
    proc.kill('SIGKILL');
    await new Promise((ok) => (proc.exitCode !== null || proc.signalCode !== null ? ok(null) : proc.once('exit', ok)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** INPROC child: one start of the worker module, its checks timed one by one; prints one JSON line. */
async function child(checkout: string): Promise<void> {
  const cpu = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const t0 = performance.now();
  const worker = (await import(pathToFileURL(resolve(checkout, 'dist/workers/score.js')).href)) as { default: (task: { inputs: unknown[] }) => unknown };
  const readyMs = performance.now() - t0;
  const inputs = bodies.map((b) => JSON.parse(b) as unknown);
  const wall: number[] = [];
  const cpus: number[] = [];
  // under perf stat's control FIFOs: counters on only for checks [COUNT_FROM, COUNT_TO)
  const ctl = process.env.CTL;
  const ack = process.env.ACK;
  const command = ctl !== undefined && ack !== undefined ? perfControl(ctl, ack) : null;
  const from = Number(process.env.COUNT_FROM ?? -1);
  const to = Number(process.env.COUNT_TO ?? -1);
  for (let k = 0; k < Math.max(3 * N, to); k++) {
    if (k === from) command?.('enable');
    if (k === to) command?.('disable');
    const c = cpu();
    const w = performance.now();
    worker.default({ inputs: [inputs[k % inputs.length]] });
    wall.push(performance.now() - w);
    cpus.push(cpu() - c);
  }
  if (to >= 3 * N) command?.('disable');
  console.log(JSON.stringify({ readyMs, wall, cpus }));
}

function perfControl(ctl: string, ack: string): (what: string) => void {
  const control = openSync(ctl, 'w');
  const acknowledge = openSync(ack, 'r');
  const reply = Buffer.alloc(16);
  return (what) => {
    writeSync(control, `${what}\n`);
    readSync(acknowledge, reply);
  };
}

/** Thousands of instructions per check of checks [from, to) of one INPROC start, counted by perf stat. */
function countedChild(checkout: string, from: number, to: number): number {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-first-perf-'));
  try {
    const ctl = join(dir, 'ctl');
    const ack = join(dir, 'ack');
    execFileSync('mkfifo', [ctl, ack]);
    const r = spawnSync('perf', ['stat', '-x', ',', '-D', '-1', '--control', `fifo:${ctl},${ack}`, '-e', 'instructions:u', process.execPath, fileURLToPath(import.meta.url), '--child', checkout], {
      encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, FIRST_N: String(N), CTL: ctl, ACK: ack, COUNT_FROM: String(from), COUNT_TO: String(to) },
    });
    const line = r.stderr.split('\n').find((l) => l.includes('instructions'));
    if (line === undefined) throw new Error(`perf stat: ${r.stderr.slice(-500)}`);
    return Number(line.split(',')[0]) / (to - from) / 1000;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  await child(process.argv[3]!);
  process.exit(0);
}

async function oneChild(checkout: string): Promise<{ readyMs: number; first: number[]; later: number[]; firstCpu: number[]; laterCpu: number[] }> {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', checkout, String(N)], { encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, FIRST_N: String(N) } });
  const { readyMs, wall, cpus } = JSON.parse(out.trim().split('\n').pop()!) as { readyMs: number; wall: number[]; cpus: number[] };
  return { readyMs, first: wall.slice(0, N), later: wall.slice(2 * N), firstCpu: cpus.slice(0, N), laterCpu: cpus.slice(2 * N) };
}

const INPROC = process.env.INPROC === '1';
const INSNS = INPROC && process.env.INSNS === '1';
type Row = { readyMs: number; p50: number; p99: number; max: number; laterP99: number; cpuP99: number; cpuMax: number; cpuSum: number; laterCpuP99: number; insFirst: number; insLater: number };
const rows = new Map<string, Row[]>();
for (let s = 0; s < STARTS; s++) {
  // the order of builds turns each start
  for (let b = 0; b < checkouts.length; b++) {
    const checkout = checkouts[(b + s) % checkouts.length]!;
    const run = INPROC ? await oneChild(checkout) : { ...(await oneStart(checkout)), firstCpu: [NaN], laterCpu: [NaN] };
    const { readyMs, first, later, firstCpu, laterCpu } = run;
    const row: Row = {
      readyMs, p50: pct(first, 50), p99: pct(first, 99), max: Math.max(...first), laterP99: pct(later, 99),
      cpuP99: pct(firstCpu, 99), cpuMax: Math.max(...firstCpu), cpuSum: firstCpu.reduce((a, x) => a + x, 0), laterCpuP99: pct(laterCpu, 99),
      insFirst: INSNS ? countedChild(checkout, 0, N) : NaN, insLater: INSNS ? countedChild(checkout, 2 * N, 3 * N) : NaN,
    };
    (rows.get(checkout) ?? rows.set(checkout, []).get(checkout)!).push(row);
    const cpuPart = (INPROC ? `; CPU first ${N}: p99 ${row.cpuP99.toFixed(2)} max ${row.cpuMax.toFixed(2)} sum ${row.cpuSum.toFixed(0)} ms, checks ${2 * N + 1}-${3 * N} p99 ${row.laterCpuP99.toFixed(2)}` : '')
      + (INSNS ? `; k instructions per check: first ${N} ${row.insFirst.toFixed(0)}, checks ${2 * N + 1}-${3 * N} ${row.insLater.toFixed(0)}` : '');
    console.log(`${checkout.padEnd(24)} start ${s + 1}: ready ${row.readyMs.toFixed(0)} ms; first ${N}: p50 ${row.p50.toFixed(2)} p99 ${row.p99.toFixed(2)} max ${row.max.toFixed(2)} ms; checks ${2 * N + 1}-${3 * N}: p99 ${row.laterP99.toFixed(2)} ms${cpuPart}`);
  }
}
for (const [checkout, rs] of rows) {
  const m = (f: (r: Row) => number) => median(rs.map(f)).toFixed(2);
  const cpuPart = (INPROC ? `; CPU first ${N}: p99 ${m((r) => r.cpuP99)} max ${m((r) => r.cpuMax)} sum ${m((r) => r.cpuSum)} ms, checks ${2 * N + 1}-${3 * N} p99 ${m((r) => r.laterCpuP99)}` : '')
    + (INSNS ? `; k instructions per check: first ${N} ${m((r) => r.insFirst)}, checks ${2 * N + 1}-${3 * N} ${m((r) => r.insLater)}` : '');
  console.log(`${checkout.padEnd(24)} median of ${rs.length} starts: ready ${m((r) => r.readyMs)} ms; first ${N}: p50 ${m((r) => r.p50)} p99 ${m((r) => r.p99)} max ${m((r) => r.max)} ms; checks ${2 * N + 1}-${3 * N}: p99 ${m((r) => r.laterP99)} ms${cpuPart}`);
}
