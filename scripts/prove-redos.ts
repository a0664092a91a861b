/**
 * Records which patterns recheck has proven linear (test/redos-proofs.json), so the test suite re-proves only
 * patterns that are new or changed. Run after adding or changing rules: `npm run redos:prove`.
 * Stale entries (patterns no longer in the code) are dropped.
 */
import { writeFileSync } from 'node:fs';
import { collectPatterns, loadProofs, patternKey, PROOFS_PATH, provePattern, RECHECK_VERSION, type Proofs } from '../test/support/redos.js';

const known = loadProofs();
const next: Proofs = { recheck: RECHECK_VERSION, proofs: {} };
const failures: string[] = [];
const seen = new Set<string>();
let proved = 0;
for (const { owner, re } of collectPatterns()) {
  const key = patternKey(re);
  if (seen.has(key)) continue;
  seen.add(key);
  const cached = known.proofs[key];
  if (cached && !process.env.REDOS_FULL) { next.proofs[key] = cached; continue; }
  const verdict = await provePattern(re);
  if (verdict.safe) { next.proofs[key] = verdict.checker; proved++; }
  else failures.push(`${owner}: /${re.source.slice(0, 100)}/${re.flags}: ${verdict.detail}`);
}
const sorted = Object.fromEntries(Object.entries(next.proofs).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(PROOFS_PATH, `${JSON.stringify({ recheck: next.recheck, proofs: sorted }, null, 1)}\n`);
console.log(`${seen.size} unique patterns, ${proved} newly proven, ${failures.length} not proven`);
for (const f of failures) console.log(`  ${f}`);
process.exit(failures.length ? 1 : 0);
