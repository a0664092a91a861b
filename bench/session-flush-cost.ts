/**
 * node dist/bench/session-flush-cost.js [actions per session per flush, default 3]: what persisting sessions costs per
 * recorded action. The session store runs on a simulated clock (one flush per simulated second, a compaction every 30)
 * over 1 000 sessions receiving the bench bodies; a child process records with flushes and another without, in
 * alternating pairs, and the difference of their CPU time per action is printed for the main thread (the serving
 * thread in the server) and for every other thread together (LMDB's writer, the garbage collector's helpers).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notesOf } from '../src/checks/value-notes.js';
import { check } from '../src/engine/engine.js';
import { createLogger } from '../src/log.js';
import { NOTE } from '../src/pool/wire.js';
import { recordAction } from '../src/sessions/record.js';
import { summarize } from '../src/sessions/result.js';
import { SessionStore } from '../src/sessions/session-store.js';
import { openStore } from '../src/store/store.js';
import { BENCH_ACTIONS } from './bodies.js';
import { SESSION_COUNT } from './policy-setup.js';
import { cpuMsSince, threadCpuMs } from './thread-cpu.js';
import { median } from './stats.js';

const ROUNDS = 60;

async function child(perFlush: number, flush: boolean): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-flush-cost-'));
  const store = openStore(dir);
  let now = Date.now();
  const sessions = new SessionStore(store, { ttlMs: 86_400_000, perAccount: 10_000, flushMs: 3_600_000 }, createLogger('error'), () => now);
  const scored = BENCH_ACTIONS.map((input) => {
    const result = check(input);
    const summary = summarize(result);
    return { json: JSON.stringify(result), summary, notes: notesOf(input, summary, NOTE.session) };
  });
  let k = 0;
  const rounds = async (n: number) => {
    for (let round = 0; round < n; round++) {
      for (let i = 0; i < SESSION_COUNT; i++) {
        const { session } = sessions.obtain('a:bench', `bench-session-${i}`, 'agent');
        for (let j = 0; j < perFlush; j++, k++) recordAction(session, BENCH_ACTIONS[k % BENCH_ACTIONS.length]!, { ...scored[k % scored.length]! }, 'agent', now);
        sessions.touch(session);
      }
      now += 1000;
      if (flush) await sessions.flush();
      else await new Promise((r) => setImmediate(r));
    }
  };
  await rounds(5);
  const before = threadCpuMs();
  await rounds(ROUNDS);
  const { main, rest } = cpuMsSince(before);
  const actions = ROUNDS * perFlush * SESSION_COUNT;
  process.stdout.write(JSON.stringify({ main: (main * 1000) / actions, rest: (rest * 1000) / actions }));
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

function parent(perFlush: number): void {
  const self = fileURLToPath(import.meta.url);
  const run = (flush: boolean) => JSON.parse(execFileSync(process.execPath, [self, String(perFlush), flush ? 'child-flush' : 'child-none'], { encoding: 'utf8' })) as { main: number; rest: number };
  const main: number[] = [];
  const rest: number[] = [];
  for (let pair = 0; pair < 3; pair++) {
    const withFlush = run(true);
    const without = run(false);
    main.push(withFlush.main - without.main);
    rest.push(withFlush.rest - without.rest);
  }
  console.log(`${SESSION_COUNT} sessions, ${perFlush} new actions each per flush, a compaction every 30 flushes; persistence CPU per action (median of 3 pairs):`);
  console.log(`  main thread ${median(main).toFixed(2)} µs (pairs: ${main.map((x) => x.toFixed(2)).join(', ')})`);
  console.log(`  other threads ${median(rest).toFixed(2)} µs (pairs: ${rest.map((x) => x.toFixed(2)).join(', ')})`);
}

const perFlush = Number(process.argv[2] ?? 3);
if (process.argv[3] === 'child-flush') await child(perFlush, true);
else if (process.argv[3] === 'child-none') await child(perFlush, false);
else parent(perFlush);
