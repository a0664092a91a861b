/**
 * node dist/bench/scenario-split.js: the bench's policy + sessions scenario taken apart, in one SafeGate process:
 * the plain path, sessions only, the policy only and both, each driven with the same 1 000 request entries, in
 * alternating rounds. Prints req/s and the server's CPU per request, whole process and front thread alone, so each
 * half's cost shows where it lands (the front thread is the one that limits throughput).
 */
import { rmSync } from 'node:fs';
import { SESSION_COUNT } from './policy-setup.js';
import { loadChecks, scenarioVariants, startScenarioServer } from './scenario-server.js';
import { cpuSeconds } from './stats.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

async function main(): Promise<void> {
  const { proc, port, policyKey, data } = await startScenarioServer({ keyName: 'split', tmpPrefix: 'safegate-split-' });
  try {
    const variants = scenarioVariants(policyKey);
    console.log(`${SESSION_COUNT} request entries each, ${ROUNDS} rounds of ${SECONDS} s after a warm-up round\n`);
    for (let round = 0; round <= ROUNDS; round++) {
      for (const [name, key, bodies] of variants) {
        const cpu0 = cpuSeconds(proc.pid!, false);
        const front0 = cpuSeconds(proc.pid!, true);
        const r = await loadChecks(port, key, bodies, round === 0 ? 2 : SECONDS);
        if (round === 0) continue;
        const n = r.requests.average * SECONDS;
        const server = ((cpuSeconds(proc.pid!, false) - cpu0) / n) * 1e6;
        const front = ((cpuSeconds(proc.pid!, true) - front0) / n) * 1e6;
        console.log(`round ${round}  ${name.padEnd(18)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  server ${server.toFixed(1).padStart(6)} µs/req  front thread ${front.toFixed(1).padStart(6)} µs/req  non-2xx ${r.non2xx}`);
      }
    }
  } finally {
    proc.kill('SIGKILL');
    rmSync(data, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
