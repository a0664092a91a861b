/**
 * node dist/bench/webhook-cost.js [webhooks=2]: the CPU a check costs the webhook path, measured in-process without
 * HTTP: the check observer, the outbox writes (LMDB's writer thread included) and the delivery loop, for a flood of
 * checks against webhooks subscribed to `all` whose receiver answers after 200 ms (so the outbox fills and drops).
 * Checks come at BENCH_RATE per second (default 15 000) for BENCH_SECONDS (default 5) after a second of warm-up;
 * BENCH_RECEIVER_MS sets how long the receiver takes to answer (default 200).
 * Prints microseconds of process CPU per check, and of the main thread alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
// lmdb before the engine: the engine sets V8 flags when it loads, and lmdb's native module loaded after that
// crashes the process (the server never has both on one thread).
import { openStore } from '../src/store/store.js';
import { WebhookService } from '../src/webhooks/service.js';
import { loadConfig } from '../src/config.js';
import { check } from '../src/engine/engine.js';
import type { CheckEvent } from '../src/checks/observers.js';
import { BENCH_ACTIONS } from './bodies.js';

const HOOKS = Number(process.argv[2] ?? 2);
const RATE = Number(process.env.BENCH_RATE ?? 15_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function mainThreadMicros(): number {
  const f = readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10_000;
}

async function main(): Promise<void> {
  const receiver = spawn(process.execPath, ['dist/bench/slow-receiver.js'], { env: { SLOW_MS: process.env.BENCH_RECEIVER_MS ?? '200' }, stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((ok) => receiver.stderr!.once('data', (d: Buffer) => ok((JSON.parse(String(d)) as { port: number }).port)));
  const dir = mkdtempSync(join(tmpdir(), 'safegate-hookcost-'));
  const store = openStore(dir);
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  const webhooks = new WebhookService(store, loadConfig({ ...process.env, WEBHOOK_ALLOW_PRIVATE: 'true' }).webhooks, quiet);
  for (let i = 0; i < HOOKS; i++) await webhooks.create('bench', { url: `http://127.0.0.1:${port}/h${i}`, events: ['all'] });
  const key = { id: 'k', accountId: 'bench' } as CheckEvent['key'];
  const scored = BENCH_ACTIONS.map((a) => {
    const r = check(a);
    return { input: a, result: { json: JSON.stringify(r), summary: { score: r.score, level: r.level, primitive: null, rulesPrimitive: null, threats: [] } } };
  });
  // Checks arrive at RATE per second, a few per millisecond, as a busy server's replies would: flushes, commits and
  // deliveries interleave with them at the sizes the server sees (a flood fed without pauses writes fewer, larger
  // segments and hides the per-transaction cost).
  const run = async (seconds: number) => {
    const cpu0 = process.cpuUsage();
    const main0 = mainThreadMicros();
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < seconds * 1000) {
      const due = Math.floor(((performance.now() - t0) / 1000) * RATE);
      for (; n < due; n++) {
        const s = scored[n % scored.length]!;
        webhooks.observer({ key, ip: '', route: 'check', sessionId: undefined, agentId: undefined, inputs: [s.input], results: [s.result], at: Date.now() });
      }
      await new Promise((r) => setTimeout(r, 1));
    }
    await new Promise((r) => setTimeout(r, 200));
    const cpu = process.cpuUsage(cpu0);
    return { n, all: (cpu.user + cpu.system) / n, main: (mainThreadMicros() - main0) / n };
  };
  await run(1);
  const r = await run(SECONDS);
  const state = webhooks.list('bench');
  console.log(`webhook path, ${HOOKS} webhooks subscribed to all, ${r.n} checks at ${RATE}/s: ${r.all.toFixed(2)} µs of process CPU per check (main thread ${r.main.toFixed(2)} µs); outboxes ${state.map((w) => w.pending_deliveries).join('/')} pending, ${state.map((w) => w.dropped_deliveries).join('/')} dropped; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  receiver.kill('SIGKILL');
  await webhooks.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
