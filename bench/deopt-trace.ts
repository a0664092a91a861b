/**
 * V8's deoptimisations and optimisations in a server under load: starts the server of each given checkout under
 * `--trace-deopt --trace-opt` (the flags reach the scoring workers: V8's flags are per process), drives `POST /v2/check`
 * with autocannon for a while, and counts per function the deopts (with their reasons) and the optimised compiles.
 *
 *   node dist/bench/deopt-trace.js [seconds] [checkout…]        (default: 10 s, this checkout)
 *
 * The body mix: the HTTP bench's bodies, the prose mix (18 types, 2-8 KB each) and every corpus input of 1 KB or
 * less, so every analyzer runs as it does for a fleet. MIX=bench|prose|corpus keeps one of them. The counts of the
 * first second (compiling the rule tables and the first checks) are printed apart from the rest, which is the steady
 * state a long-running worker sees. Each deopt is named by its function, its reason and the source position of the
 * innermost inlined frame (`--trace-deopt-verbose`); TRACE_ARGS replaces the V8 flags.
 *
 * INPROC=1: the same count of work for every build, where a loaded machine makes a timed run's request counts differ
 * by a factor of three: a child process under the flags loads the checkout's scoring worker module
 * (dist/workers/score.js: its compile and, where the build has one, its warm-up) and runs `CHECKS` checks (default
 * 12 000) of the mix through its task function, 8 per task; the first argument is then ignored. It prints the counts
 * after the module loaded, for the first and the second half of the checks apart (marker functions that V8 optimises,
 * so that the markers stand in V8's own output stream, in order).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ACTION_TYPES } from '../src/engine/types.js';
import { loadCorpus } from '../test/support/corpus.js';
import { BENCH_BODIES, PROSE_BODIES } from './bodies.js';
import { listeningPort } from './listening.js';

const ADMIN = 'sg_live_benchmarkbenchmarkbenchmark00';
const seconds = Number(process.argv[2] ?? 10);
const checkouts = process.argv.slice(3);
if (checkouts.length === 0) checkouts.push('.');
const flags = (process.env.TRACE_ARGS ?? '--trace-deopt-verbose --trace-opt').split(/\s+/).filter(Boolean);
const mix = process.env.MIX ?? 'all';

const bodies: string[] = [];
if (mix === 'all' || mix === 'bench') bodies.push(...BENCH_BODIES);
if (mix === 'all' || mix === 'prose') bodies.push(...PROSE_BODIES);
if (mix === 'all' || mix === 'corpus') {
  for (const type of ACTION_TYPES) for (const c of loadCorpus(type)) if (c.value.length <= 1024) bodies.push(JSON.stringify({ type, value: c.value, metadata: c.metadata }));
}

// a seeded shuffle: the types arrive mixed, as from a fleet, in the same order every run
let seed = 12345;
for (let i = bodies.length - 1; i > 0; i--) {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  const j = seed % (i + 1);
  [bodies[i], bodies[j]] = [bodies[j]!, bodies[i]!];
}

interface Event { at: number; line: string }

const CHECKS = Number(process.env.CHECKS ?? 12_000);

/** A line in V8's --trace-opt output naming `name`, in order with V8's other lines (needs --allow-natives-syntax). */
function marker(name: string): void {
  const f = new Function(`return function ${name}() { return 1; }`)() as () => number;
  const optimise = new Function('f', '%PrepareFunctionForOptimization(f); f(); f(); %OptimizeFunctionOnNextCall(f); f();') as (f: () => number) => void;
  optimise(f);
}

if (process.argv[2] === '--child') {
  const worker = (await import(pathToFileURL(resolve(process.argv[3]!, 'dist/workers/score.js')).href)) as { default: (task: { inputs: unknown[] }) => unknown };
  marker('readyMarker');
  const inputs = bodies.map((b) => JSON.parse(b) as unknown);
  for (let k = 0; k < CHECKS; k += 8) {
    if (k === Math.floor(CHECKS / 16) * 8) marker('halfMarker');
    const task: unknown[] = [];
    for (let j = k; j < k + 8; j++) task.push(inputs[j % inputs.length]);
    worker.default({ inputs: task });
  }
  marker('doneMarker');
  process.exit(0);
}

/** INPROC: the child's V8 output in phases: 0 the module's load, 1 the first half of the checks, 2 the second. */
function tracedInProcess(checkout: string): Event[] {
  const out = execFileSync(process.execPath, [...flags, '--allow-natives-syntax', fileURLToPath(import.meta.url), '--child', checkout], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const events: Event[] = [];
  let phase = 0;
  for (const line of out.split('\n')) {
    if (line.startsWith('[manually marking') && /<JSFunction (readyMarker|halfMarker|doneMarker) /.test(line)) {
      phase++;
      continue;
    }
    if (line.startsWith('[bailout (') || line.startsWith('[completed compiling')) events.push({ at: phase, line });
    else if (events.length > 0 && events[events.length - 1]!.line.startsWith('[bailout (')) {
      const m = /^\s*;;; deoptimize at <([^>]*)>/.exec(line);
      if (m) events[events.length - 1]!.line += ` @ ${m[1]!.replace(/^.*\/dist\//, '')}`;
    }
  }
  return events;
}

async function traced(checkout: string): Promise<{ events: Event[]; requests: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'safegate-deopt-'));
  const proc = spawn(process.execPath, [...flags, resolve(checkout, 'dist/src/main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_API_KEY: ADMIN, LOG_LEVEL: 'info', RATE_LIMITS: JSON.stringify({ enterprise: { perMinute: 1e8, perDay: 1e9 } }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: Event[] = [];
  let loadStart = 0;
  let rest = '';
  proc.stdout!.on('data', (d: Buffer) => {
    const text = rest + d.toString();
    const lines = text.split('\n');
    rest = lines.pop()!;
    const at = loadStart === 0 ? -1 : (performance.now() - loadStart) / 1000;
    for (const line of lines) {
      if (line.startsWith('[bailout (') || line.startsWith('[completed compiling')) events.push({ at, line });
      else if (events.length > 0 && events[events.length - 1]!.line.startsWith('[bailout (')) {
        // --trace-deopt-verbose: where the deopt happened (the innermost inlined frame's source position)
        const m = /^\s*;;; deoptimize at <([^>]*)>/.exec(line);
        if (m) events[events.length - 1]!.line += ` @ ${m[1]!.replace(/^.*\/dist\//, '')}`;
      }
    }
  });
  const port = await listeningPort(proc);
  // wait for readiness: the workers have compiled their rule tables
  for (;;) {
    const r = await fetch(`http://127.0.0.1:${port}/v2/ready`).catch(() => null);
    if (r?.status === 200) break;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  let next = 0;
  loadStart = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/v2/check`,
    connections: 16,
    duration: seconds,
    // one request whose body is the next of the shared list: every connection takes the next body, so the run covers
    // the whole list instead of each connection starting again at its start
    requests: [{ method: 'POST', path: '/v2/check', headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` }, setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length]! }) }],
  });
  proc.kill('SIGTERM');
  await new Promise((ok) => proc.once('exit', ok));
  rmSync(dataDir, { recursive: true, force: true });
  return { events, requests: Math.round(result.requests.average * seconds) };
}

const fnOf = (line: string): string => /<JSFunction (\S*) ?\(sfi/.exec(line)?.[1] || '(anonymous)';

const INPROC = process.env.INPROC === '1';
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
for (const checkout of checkouts) {
  let events: Event[];
  let title: string;
  if (INPROC) {
    events = tracedInProcess(checkout);
    title = `${checkout}: ${CHECKS} checks in process`;
  } else {
    const run = await traced(checkout);
    events = run.events;
    title = `${checkout}: ${run.requests} requests in ${seconds} s`;
  }
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, events.map((e) => `${e.at.toFixed(3)} ${e.line}`).join('\n'));
  // timed: phase 0 before the load, 1 its first second, 2 the rest; INPROC: the module's load, the first half, the second
  const phaseOf = (at: number): number => (INPROC ? at : at < 0 ? 0 : at < 1 ? 1 : 2);
  const deopts = [0, 0, 0];
  const compiles = [0, 0, 0];
  const deoptSites = new Map<string, number>();
  const compiled = new Map<string, number>();
  for (const { at, line } of events) {
    const phase = Math.min(2, phaseOf(at));
    if (line.startsWith('[bailout')) {
      deopts[phase]!++;
      if (phase === 0) continue;
      const reason = /reason: (.*?)\): begin/.exec(line)?.[1] ?? '?';
      const where = / @ (.*)$/.exec(line)?.[1] ?? '';
      const key = `${fnOf(line)}: ${reason}${where ? ` @ ${where}` : ''}`;
      deoptSites.set(key, (deoptSites.get(key) ?? 0) + 1);
    } else if (line.startsWith('[completed compiling')) {
      compiles[phase]!++;
      if (phase === 0) continue;
      compiled.set(fnOf(line), (compiled.get(fnOf(line)) ?? 0) + 1);
    }
  }
  const names = INPROC ? ['module load', 'first half', 'second half'] : ['before the load', 'first second', 'after'];
  console.log(`${title}; deopts ${names.map((n, i) => `${n} ${deopts[i]}`).join(', ')}; optimised compiles ${names.map((n, i) => `${n} ${compiles[i]}`).join(', ')}`);
  for (const [k, v] of top(deoptSites, 25)) console.log(`  deopt ${String(v).padStart(4)}  ${k}`);
  for (const [k, v] of top(compiled, 25)) console.log(`  opt   ${String(v).padStart(4)}  ${k}`);
}
