/**
 * node dist/bench/profile-scenario.js <plain|sessions|sessions-only|policy-only|both> [seconds] [outdir]: one SafeGate process started under
 * --cpu-prof (front thread and scoring workers each write a .cpuprofile into outdir), driven by autocannon with the
 * bench's plain bodies (1 000 entries, admin key) or its policy + sessions scenario, then stopped with SIGTERM.
 * Read the profiles with `node dist/bench/profile-top.js outdir`.
 */
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadChecks, scenarioVariants, startScenarioServer } from './scenario-server.js';

const which = process.argv[2] ?? 'sessions';
const seconds = Number(process.argv[3] ?? 8);
const outDir = resolve(process.argv[4] ?? 'profiles');

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  // SERVER_ARGS replaces the profiler's flags (e.g. "--trace-gc"); the server's stdout then goes to outdir/stdout.txt
  const args = process.env.SERVER_ARGS !== undefined ? process.env.SERVER_ARGS.split(' ').filter(Boolean) : ['--cpu-prof', '--cpu-prof-interval', process.env.PROF_INTERVAL ?? '250', '--cpu-prof-dir', outDir];
  const { proc, port, policyKey, data } = await startScenarioServer({
    keyName: 'profile', tmpPrefix: 'safegate-profile-', nodeArgs: args,
    stdout: process.env.SERVER_ARGS !== undefined ? openSync(join(outDir, 'stdout.txt'), 'w') : 'ignore',
  });
  try {
    const wanted: Record<string, string[]> = {
      plain: ['plain', 'both'], 'sessions only': ['sessions-only'], 'policy only': ['policy-only'], 'policy + sessions': ['sessions', 'both'],
    };
    const runs = scenarioVariants(policyKey).filter(([name]) => wanted[name]!.includes(which));
    for (const [name, key, bodies] of runs) {
      const r = await loadChecks(port, key, bodies, seconds);
      console.log(`${name}: ${Math.round(r.requests.average)} req/s, ${r.requests.average * seconds} requests, non-2xx ${r.non2xx}`);
    }
  } finally {
    proc.kill('SIGTERM');
    await new Promise((ok) => proc.once('exit', ok));
    rmSync(data, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
