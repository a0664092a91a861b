/**
 * node dist/bench/feed-observer.js: what the threat feed's check observer costs per scored action, measured directly
 * on the bench's body mix (scored once by the engine, then counted over and over), against the time the engine
 * takes to score the same actions. The HTTP bench's on/off pair shows the same cost end to end, within its noise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// lmdb before the engine: the engine's V8 regex flag (regexp-tuning.ts), once set, makes loading lmdb's native
// module crash the process (segfault, Node 20)
import { openStore } from '../src/store/store.js';
import { summarize } from '../src/sessions/result.js';
import { check } from '../src/engine/engine.js';
import { ThreatIntel } from '../src/intel/intel.js';
import { createLogger } from '../src/log.js';
import type { CheckEvent } from '../src/checks/observers.js';
import type { KeyRecord } from '../src/auth/keys.js';
import { BENCH_ACTIONS } from './bodies.js';

const ROUNDS = Number(process.env.ROUNDS ?? 200_000);
const dir = mkdtempSync(join(tmpdir(), 'safegate-feed-bench-'));
const store = openStore(dir);
const intel = new ThreatIntel(store, { cacheSeconds: 300, minAccounts: 2, flushMs: 3_600_000 }, createLogger('silent'));
const keys = ['acct_a', 'acct_b', 'acct_c'].map((accountId) => ({ id: `key_${accountId}`, accountId }) as KeyRecord);
const scored = BENCH_ACTIONS.map((input) => {
  const r = check(input);
  return { input, result: { json: JSON.stringify(r), summary: summarize(r) } };
});
const events: CheckEvent[] = scored.map(({ input, result }, i) => ({ key: keys[i % 3], ip: '', route: 'check', sessionId: undefined, agentId: undefined, inputs: [input], results: [result], at: Date.now() }));

let t = performance.now();
for (let i = 0; i < ROUNDS; i++) for (const { input } of scored) check(input);
const engineUs = ((performance.now() - t) * 1000) / (ROUNDS * scored.length);
t = performance.now();
for (let i = 0; i < ROUNDS; i++) for (const e of events) { e.at = Date.now(); intel.observe(e); }
const observeUs = ((performance.now() - t) * 1000) / (ROUNDS * events.length);
// worst case: every DANGER value new (no repeat reuses its hash), each a fresh string as JSON.parse would give
const fresh = Math.max(1, Math.floor(ROUNDS / 10));
const freshEvents: CheckEvent[] = [];
for (let i = 0; i < fresh; i++) for (const e of events) freshEvents.push({ ...e, inputs: [{ ...e.inputs[0]!, value: `${e.inputs[0]!.value} #${i}` }] });
t = performance.now();
for (const e of freshEvents) { e.at = Date.now(); intel.observe(e); }
const freshUs = ((performance.now() - t) * 1000) / (fresh * events.length);
const danger = scored.filter((s) => s.result.summary.level === 'DANGER').length;
console.log(`${scored.length} bench actions (${danger} DANGER), ${ROUNDS} rounds`);
console.log(`engine scoring: ${engineUs.toFixed(2)} µs per action`);
console.log(`feed observer, the bench mix repeating: ${observeUs.toFixed(3)} µs per action (${((observeUs / engineUs) * 100).toFixed(2)} % of scoring)`);
console.log(`feed observer, every value new: ${freshUs.toFixed(3)} µs per action (${((freshUs / engineUs) * 100).toFixed(2)} % of scoring)`);
await intel.close();
await store.close();
rmSync(dir, { recursive: true, force: true });
