// Usage: CASES=cases.jsonl node scripts/inject-public-score.mjs <checkout> [type=text] [--misses=fit] [--cat] (after npx tsc -p tsconfig.json)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dir = args[0] ?? '/work/main';
const type = args[1] ?? 'text';
const missArg = process.argv.find((a) => a.startsWith('--misses'));
const missSplit = missArg ? missArg.split('=')[1] ?? 'fit' : null;
const { check } = await import(join(resolve(dir), 'dist/src/engine/engine.js'));
const cases = readFileSync(process.env.CASES ?? '/work/pubdata/inject/cases.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const agg = new Map();
const bump = (k, c, hit) => { const a = agg.get(k) ?? { a: 0, c: 0, b: 0, fp: 0 }; if (c.label === 'attack') { a.a++; if (hit) a.c++; } else { a.b++; if (hit) a.fp++; } agg.set(k, a); };
const out = [];
const t0 = process.cpuUsage();
for (const c of cases) {
  const meta = type === 'agent_comm' ? { ...c.metadata, from: 'web_tool', to: 'assistant' } : type === 'message' ? { ...c.metadata, channel: 'email' } : c.metadata;
  const r = check({ type, value: c.value, metadata: meta });
  const hit = r.level !== 'SAFE';
  bump(`${c.split}  ALL`, c, hit); bump(`${c.split}  ${c.corpus}`, c, hit);
  if (process.argv.includes('--cat') && c.cat) bump(`${c.split}  cat ${c.cat}`, c, hit);
  if (process.argv.includes('--cat') && c.tmpl) bump(`${c.split}  tmpl ${c.tmpl}`, c, hit);
  if (missSplit && c.split === missSplit && hit !== (c.label === 'attack')) out.push(`${c.label === 'attack' ? 'MISS' : 'FP  '} ${c.corpus} ${c.cat ?? c.tmpl ?? ''} ${hit ? r.threats.map((t) => t.id + ':' + t.score).join(',') : ''} ${JSON.stringify(c.value).slice(0, 900)}`);
}
const cpu = process.cpuUsage(t0);
for (const k of [...agg.keys()].sort()) { const a = agg.get(k); console.log(`${k.padEnd(48)} attacks ${String(a.a).padStart(4)} recall ${(a.c / (a.a || 1)).toFixed(3)}  benign ${String(a.b).padStart(4)} FPR ${(a.fp / (a.b || 1)).toFixed(3)}`); }
console.log(`cpu ${((cpu.user + cpu.system) / 1e6).toFixed(2)}s`);
if (out.length) console.log(out.join('\n'));
