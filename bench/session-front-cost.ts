/**
 * node dist/bench/session-front-cost.js [checkout…]: what the policy + sessions scenario costs the serving thread per
 * check for its sessions, as the server does it and with the bench's traffic: session i receives body i mod 12 (as
 * autocannon's connections walk the 1 000 request entries), the notes come packed from a worker-shaped task of 25
 * actions and are decoded as the pool decodes them, `recordChecks` records them, and the session store flushes once
 * per simulated second (five checks per session in between, the scenario's rate) and compacts every 30.
 * Each built checkout (default: this one) runs in child processes of its own, with flushes and without, alternating
 * across checkouts; per checkout it prints CPU µs per check of the main thread with and without flushes (their
 * difference is persistence) and of every other thread (LMDB's writer, the collector's helpers). The notes (the
 * worker's part) are taken and packed before the clock starts, and each task reads a fresh copy of its packed text, as
 * each reply brings one: what is timed is the serving thread's part. NOTES_IN_LOOP=1 takes the notes in the timed loop
 * instead (in the same thread, as a worker would; counted in both modes: compare differences, not the totals).
 * PAIRS (3), ROUNDS (60 simulated seconds after 40 of warm-up), PER_FLUSH (5 checks per session per simulated second;
 * the quiet `npm run bench` runs 16-21).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cpuMsSince, threadCpuMs } from './thread-cpu.js';
import { detached } from '../src/pool/interned.js';
import { median } from './stats.js';

const PER_FLUSH = Math.max(1, Number(process.env.PER_FLUSH ?? 5));
const SESSIONS = 1000;
const TASK = 25;
const notesInLoop = process.env.NOTES_IN_LOOP === '1';

/** Modules of another checkout, loaded by path: typed loosely. */
async function child(checkout: string, flush: boolean, rounds: number): Promise<void> {
  const load = (path: string): Promise<any> => import(pathToFileURL(join(checkout, 'dist', path)).href);
  const [{ check }, { BENCH_ACTIONS }, { summarize }, { notesOf }, { packNotes, notesAt }, { recordChecks }, { SessionStore }, { openStore }, { createLogger }, { NOTE }] = await Promise.all([
    load('src/engine/engine.js'), load('bench/bodies.js'), load('src/sessions/result.js'), load('src/checks/value-notes.js'), load('src/pool/packed-notes.js'),
    load('src/sessions/check-context.js'), load('src/sessions/session-store.js'), load('src/store/store.js'), load('src/log.js'), load('src/pool/wire.js'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'safegate-front-cost-'));
  const store = openStore(dir);
  let now = Date.now();
  const sessions = new SessionStore(store, { ttlMs: 86_400_000, perAccount: 10_000, flushMs: 3_600_000 }, createLogger('error'), () => now);
  const inputs = (BENCH_ACTIONS as Array<{ type: string; value: string; metadata?: unknown }>).map((a) => (a.metadata ? a : { type: a.type, value: a.value }));
  const summaries = inputs.map((a) => summarize(check(a)));
  const jsons = inputs.map((a) => JSON.stringify(check(a)));
  const ctx = { key: { accountId: 'bench' }, ip: '127.0.0.1' };
  const ids = Array.from({ length: SESSIONS }, (_, i) => `bench-session-${i}`);
  const notesFor = (first: number) => packNotes(Array.from({ length: TASK }, (_, k) => notesOf(inputs[(first + k) % inputs.length], summaries[(first + k) % inputs.length], NOTE.session)));
  // one task's packed notes per group of TASK sessions (session i always gets body i mod 12), taken before the clock
  const packs = notesInLoop ? [] : Array.from({ length: Math.ceil(SESSIONS / TASK) }, (_, t) => notesFor(t * TASK));
  // a reply's text arrives as a string of its own: a copy, so nothing a session keeps refers to the shared one
  const fresh = (shared: { text: string }) => ({ ...shared, text: detached(shared.text) });
  const round = async (): Promise<void> => {
    for (let rep = 0; rep < PER_FLUSH; rep++) {
      for (let first = 0; first < SESSIONS; first += TASK) {
        const packed = notesInLoop ? notesFor(first) : fresh(packs[first / TASK]);
        for (let k = 0; k < TASK; k++) {
          const s = first + k;
          const b = s % inputs.length;
          recordChecks(sessions, ctx, ids[s], `agent-${s % 10}`, [inputs[b]], [{ json: jsons[b], summary: summaries[b], notes: notesAt(packed, k) }]);
        }
      }
    }
    now += 1000;
    if (flush) await sessions.flush();
    else await new Promise((r) => setImmediate(r));
  };
  for (let i = 0; i < 40; i++) await round();
  const before = threadCpuMs();
  for (let i = 0; i < rounds; i++) await round();
  const { main, rest } = cpuMsSince(before);
  const checks = rounds * PER_FLUSH * SESSIONS;
  process.stdout.write(JSON.stringify({ main: (main * 1000) / checks, rest: (rest * 1000) / checks }));
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

function parent(checkouts: string[]): void {
  const self = fileURLToPath(import.meta.url);
  const pairs = Math.max(1, Number(process.env.PAIRS ?? 3));
  const rounds = Math.max(1, Number(process.env.ROUNDS ?? 60));
  const run = (dir: string, flush: boolean) => JSON.parse(execFileSync(process.execPath, [self, '--child', dir, flush ? 'flush' : 'none', String(rounds)], { encoding: 'utf8' })) as { main: number; rest: number };
  const figures = checkouts.map(() => ({ flush: [] as number[], none: [] as number[], rest: [] as number[] }));
  for (let pair = 0; pair < pairs; pair++) {
    checkouts.forEach((dir, i) => {
      const withFlush = run(dir, true);
      const without = run(dir, false);
      figures[i]!.flush.push(withFlush.main);
      figures[i]!.none.push(without.main);
      figures[i]!.rest.push(withFlush.rest - without.rest);
    });
  }
  const list = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');
  console.log(`${SESSIONS} sessions (session i gets bench body i mod 12), ${PER_FLUSH} checks each per simulated second, ${rounds} s, notes ${notesInLoop ? 'taken in the timed loop' : 'taken before the clock'}; CPU µs per check, median of ${pairs} pairs; load average at the end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  checkouts.forEach((dir, i) => {
    const f = figures[i]!;
    const persistence = f.flush.map((x, k) => x - f.none[k]!);
    console.log(`${dir}: main thread with flushes ${median(f.flush).toFixed(2)} (${list(f.flush)}), without ${median(f.none).toFixed(2)} (${list(f.none)}); persistence: main ${median(persistence).toFixed(2)} (${list(persistence)}), other threads ${median(f.rest).toFixed(2)} (${list(f.rest)})`);
  });
}

if (process.argv[2] === '--child') await child(process.argv[3]!, process.argv[4] === 'flush', Number(process.argv[5]));
else parent(process.argv.length > 2 ? process.argv.slice(2).map((d) => resolve(d)) : [resolve('.')]);
