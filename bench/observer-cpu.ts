/**
 * node dist/bench/observer-cpu.js <feed|hook> [checkout…]: what a check observer costs the serving thread, in CPU time,
 * for builds compared in the same minutes. Each checkout (default: this one; another's `dist` is loaded by path) runs
 * in child processes of its own, alternating across checkouts, PAIRS times (default 5); the median is printed.
 *
 * - feed: the threat feed's observer over the bench's body mix, each event carrying values that are strings of their
 *   own (as JSON.parse gives each request), keyed by three accounts, with the value hash the worker sends (NOTE.hash)
 *   when HASHED=1; µs per action.
 * - hook: the webhook collector with two webhooks subscribed to `all`: µs per action of its observer, and the CPU of
 *   one synchronous flush of a segment of SEGMENT actions (default 1 500: 100 ms at 15 000 checks/s), the part the
 *   serving thread does before LMDB's writer thread takes over (max and median over the flushes of a child).
 *
 * CPU time is process.cpuUsage around synchronous stretches (garbage collector helpers included), so the figures hold
 * on a loaded machine where wall-clock time would not; the load average is printed beside them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median } from './stats.js';

const PART = process.argv[2] === 'hook' ? 'hook' : 'feed';
const SEGMENT = Math.max(1, Number(process.env.SEGMENT ?? 1500));

const cpuUs = (since: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(since);
  return d.user + d.system;
};

/** A copy of s that shares nothing with it (no cached hash), as each request's JSON.parse gives. */
const fresh = (s: string): string => `${s}\0`.slice(0, -1);

type Loaded = (path: string) => Promise<any>;

async function scoredMix(load: Loaded): Promise<Array<{ input: { type: string; value: string }; json: string; summary: any; hash: string }>> {
  // lmdb before the engine (see feed-observer.ts)
  const [{ check }, { BENCH_ACTIONS }, { sha256Hex }] = await Promise.all([load('src/engine/engine.js'), load('bench/bodies.js'), load('src/checks/value-hash.js')]);
  return (BENCH_ACTIONS as Array<{ type: string; value: string }>).map((input) => {
    const r = check(input);
    return { input, json: JSON.stringify(r), summary: { score: r.score, level: r.level, primitive: r.threats[0]?.primitive ?? null, threats: r.threats.map((t: { id: string }) => t.id) }, hash: sha256Hex(input.value) };
  });
}

async function feedChild(load: Loaded, dir: string): Promise<Record<string, number>> {
  const [{ openStore }, { ThreatIntel }, { createLogger }] = await Promise.all([load('src/store/store.js'), load('src/intel/intel.js'), load('src/log.js')]);
  const store = openStore(dir);
  const intel = new ThreatIntel(store, { cacheSeconds: 300, minAccounts: 2, flushMs: 3_600_000 }, createLogger('silent'));
  const mix = await scoredMix(load);
  const hashed = process.env.HASHED === '1';
  const keys = ['acct_a', 'acct_b', 'acct_c'].map((accountId) => ({ id: `key_${accountId}`, accountId }));
  const chunk = 2000;
  const make = () => Array.from({ length: chunk * mix.length }, (_, i) => {
    const s = mix[i % mix.length]!;
    const result = { json: s.json, summary: s.summary, notes: hashed ? { valueHash: fresh(s.hash) } : undefined };
    return { key: keys[i % 3], ip: '', route: 'check', sessionId: undefined, agentId: undefined, inputs: [{ type: s.input.type, value: fresh(s.input.value) }], results: [result], at: Date.now() };
  });
  const run = (chunks: number): number => {
    let us = 0;
    for (let c = 0; c < chunks; c++) {
      const events = make();
      const t = process.cpuUsage();
      for (const e of events) intel.observe(e);
      us += cpuUs(t);
    }
    return us / (chunks * chunk * mix.length);
  };
  run(10);
  const perAction = run(Number(process.env.CHUNKS ?? 40));
  await intel.close();
  await store.close();
  return { perAction };
}

async function hookChild(load: Loaded, dir: string): Promise<Record<string, number>> {
  const [{ openStore }, { WebhookRegistry }, { Outbox }, { DeliveryCollector }] = await Promise.all([
    load('src/store/store.js'), load('src/webhooks/registry.js'), load('src/webhooks/outbox.js'), load('src/webhooks/collector.js'),
  ]);
  const store = openStore(dir);
  const registry = new WebhookRegistry(store);
  const outbox = new Outbox(store, 10_000, (id: string) => registry.get(id)?.active === true);
  outbox.carried = () => false;
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  const collector = new DeliveryCollector(registry, outbox, 10_000, 3_600_000, () => {}, quiet);
  for (let i = 0; i < 2; i++) await registry.create('bench', { url: `http://127.0.0.1:9/h${i}`, events: ['all'] });
  const mix = await scoredMix(load);
  const key = { id: 'k', accountId: 'bench' };
  const observeUs: number[] = [];
  const flushUs: number[] = [];
  for (let round = 0; round < Number(process.env.FLUSHES ?? 60); round++) {
    const events = Array.from({ length: SEGMENT }, (_, i) => {
      const s = mix[i % mix.length]!;
      // a reply's JSON and the worker's hash arrive as strings of their own
      return { key, ip: '', route: 'check', sessionId: undefined, agentId: undefined, inputs: [s.input], results: [{ json: fresh(s.json), summary: s.summary, notes: { valueHash: fresh(s.hash) } }], at: Date.now() };
    });
    let t = process.cpuUsage();
    for (const e of events) collector.observe(e);
    observeUs.push(cpuUs(t) / SEGMENT);
    t = process.cpuUsage();
    const committed = collector.flush();
    flushUs.push(cpuUs(t));
    await committed;
  }
  // the first rounds warm the code up; the outbox keeps at most 10 000 per webhook (older ones dropped, as a slow receiver would)
  const kept = (xs: number[]) => xs.slice(10).sort((a, b) => a - b);
  const o = kept(observeUs);
  const f = kept(flushUs);
  await collector.close();
  await store.close();
  return { observe: median(o), flushMedian: median(f), flushP90: f[Math.floor(f.length * 0.9)]!, flushMax: f[f.length - 1]! };
}

async function child(checkout: string): Promise<void> {
  const load: Loaded = (path) => import(pathToFileURL(join(checkout, 'dist', path)).href);
  const dir = mkdtempSync(join(tmpdir(), 'safegate-observer-cpu-'));
  try {
    const figures = PART === 'feed' ? await feedChild(load, dir) : await hookChild(load, dir);
    process.stdout.write(JSON.stringify(figures));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}

function parent(checkouts: string[]): void {
  const self = fileURLToPath(import.meta.url);
  const pairs = Math.max(1, Number(process.env.PAIRS ?? 5));
  const runs = checkouts.map(() => [] as Array<Record<string, number>>);
  const loadStart = loadavg()[0]!;
  for (let pair = 0; pair < pairs; pair++) {
    checkouts.forEach((dir, i) => {
      runs[i]!.push(JSON.parse(execFileSync(process.execPath, [self, PART, '--child', dir], { encoding: 'utf8' })) as Record<string, number>);
    });
  }
  console.log(`${PART}: CPU µs (${PART === 'hook' ? `observe per action; one flush of ${SEGMENT} actions` : 'per action'}), median of ${pairs} alternating runs; load average ${loadStart.toFixed(1)} at the start, ${loadavg().map((x) => x.toFixed(1)).join(' ')} at the end`);
  checkouts.forEach((dir, i) => {
    const names = Object.keys(runs[i]![0]!);
    console.log(`${dir}: ${names.map((n) => `${n} ${median(runs[i]!.map((r) => r[n]!)).toFixed(2)} (${runs[i]!.map((r) => r[n]!.toFixed(2)).join(', ')})`).join('; ')}`);
  });
}

if (process.argv[3] === '--child') await child(process.argv[4]!);
else parent(process.argv.length > 3 ? process.argv.slice(3).map((d) => resolve(d)) : [resolve('.')]);
