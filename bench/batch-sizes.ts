/**
 * node dist/bench/batch-sizes.js [seconds]: actions per pool task (the micro-batch size) and the server's CPU per
 * request under the bench's plain bodies, sessions alone, the policy alone and both, in one SafeGate process, read
 * from GET /v2/health's pool counters around each run.
 */
import { rmSync } from 'node:fs';
import { ADMIN, loadChecks, scenarioVariants, startScenarioServer } from './scenario-server.js';
import { cpuSeconds } from './stats.js';

const SECONDS = Number(process.argv[2] ?? 4);

async function main(): Promise<void> {
  const { proc, port, policyKey, data, call } = await startScenarioServer({ keyName: 'batch', tmpPrefix: 'safegate-batch-' });
  try {
    const pool = async () => ((await call('GET', '/v2/health', ADMIN)) as { pool: { tasks: number; actions: number } }).pool;
    const variants = scenarioVariants(policyKey);
    for (let round = 0; round < 3; round++) {
      for (const [name, key, bodies] of variants) {
        const before = await pool();
        const cpu0 = cpuSeconds(proc.pid!, false);
        const front0 = cpuSeconds(proc.pid!, true);
        const r = await loadChecks(port, key, bodies, SECONDS);
        const after = await pool();
        const n = r.requests.average * SECONDS;
        console.log(`round ${round}  ${name.padEnd(18)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  ${((after.actions - before.actions) / Math.max(1, after.tasks - before.tasks)).toFixed(1).padStart(5)} actions/task  server ${(((cpuSeconds(proc.pid!, false) - cpu0) / n) * 1e6).toFixed(1)} µs/req  front ${(((cpuSeconds(proc.pid!, true) - front0) / n) * 1e6).toFixed(1)} µs/req`);
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
