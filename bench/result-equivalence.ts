/**
 * Result equivalence between two builds: writes the JSON of check() for every input a speed change must not alter
 * (every corpus case, every first-sight case, every rule example, the benchmark bodies, the eval's realistic prose
 * with and without an attack sentence), one line per input, from the engine of the given build.
 *
 *   node dist/bench/result-equivalence.js <out.jsonl> [engine.js of another build] [--embed] [--adversarial] [--warm]
 *
 * --embed adds every rule example of the types that confirm in windows, set into the middle of 4 KB and 64 KB of the
 * benchmark prose: the inputs where a change to windows, pre-tests or per-occurrence confirmation would show.
 *
 * --adversarial adds the eval's adversarial inputs (test/support/adversarial.ts) at 10 KB and 100 KB over every type.
 * --without <set> leaves out a first-sight set (repeatable): a held-out round is not read by speed work.
 * --warm runs that build's worker warm-up (src/engine/warm-up.ts, beside the engine.js named) before the first check,
 * as a scoring worker does at start: its results must equal a cold engine's.
 *
 * Run it once against the old build's engine and once against the new one, then `cmp` the two files. A thrown error
 * is written as the result (its message), so a change in what throws shows up too.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { ACTION_TYPES, type CheckInput, type CheckResult } from '../src/engine/types.js';
import { loadCorpus } from '../test/support/corpus.js';
import { adversarialInputs } from '../test/support/adversarial.js';
import { benignProse, proseWithAttack } from '../test/support/prose.js';
import { BENCH_ACTIONS, PROSE_ACTIONS } from './bodies.js';

const argv = process.argv.slice(2);
const without = new Set(argv.flatMap((a, i) => (a === '--without' && argv[i + 1] !== undefined ? [argv[i + 1]!] : [])));
const args = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--without');
const embed = process.argv.includes('--embed');
const out = args[0];
if (out === undefined) throw new Error('usage: result-equivalence.js <out.jsonl> [engine.js] [--embed]');
const enginePath = args[1] ? pathToFileURL(resolve(args[1])).href : '../src/engine/engine.js';
const { check } = (await import(enginePath)) as { check: (input: CheckInput) => CheckResult };
if (process.argv.includes('--warm')) {
  const { warmUp } = (await import(new URL('warm-up.js', enginePath).href)) as { warmUp: (ms: number) => { checks: number; complete: boolean } };
  const report = warmUp(600_000);
  console.log(`warm-up: ${report.checks} checks${report.complete ? '' : ' (cut short)'}`);
}

const inputs: Array<[string, CheckInput]> = [];
for (const type of ACTION_TYPES) loadCorpus(type).forEach((c) => inputs.push([`corpus ${type}:${c.line}`, { type, value: c.value, metadata: c.metadata }]));
const sights = resolve(process.cwd(), 'test', 'firstsight');
for (const set of readdirSync(sights).sort()) {
  if (without.has(set)) continue;
  for (const file of readdirSync(resolve(sights, set)).filter((f) => f.endsWith('.jsonl')).sort()) {
    const type = file.replace(/\.jsonl$/, '');
    readFileSync(resolve(sights, set, file), 'utf8').split('\n').forEach((line, i) => {
      if (line.trim() === '') return;
      const c = JSON.parse(line) as { value: string; metadata?: Record<string, unknown>; type?: string };
      inputs.push([`firstsight ${set}/${file}:${i + 1}`, { type: c.type ?? type, value: c.value, metadata: c.metadata }]);
    });
  }
}
for (const type of ACTION_TYPES) {
  for (const rule of ANALYZERS[type].rules) {
    const examples = [...rule.examples.flag, ...rule.examples.pass];
    examples.forEach((e, i) => inputs.push([`example ${rule.id}#${i}`, typeof e === 'string' ? { type, value: e } : { type, value: e.value, metadata: e.metadata }]));
  }
}
if (embed) {
  for (const type of ACTION_TYPES) {
    if (ANALYZERS[type].narrow === undefined) continue;
    for (const size of [4096, 65536]) {
      const prose = benignProse(size, size + 1);
      const mid = prose.indexOf(' ', prose.length >> 1) + 1;
      for (const rule of ANALYZERS[type].rules) {
        [...rule.examples.flag, ...rule.examples.pass].forEach((e, i) => {
          const value = typeof e === 'string' ? e : e.value;
          const metadata = typeof e === 'string' ? undefined : e.metadata;
          inputs.push([`embed ${size} ${rule.id}#${i}`, { type, value: `${prose.slice(0, mid)}${value} ${prose.slice(mid)}`, metadata }]);
        });
      }
    }
  }
}
BENCH_ACTIONS.forEach((a, i) => inputs.push([`bench ${i}`, a]));
PROSE_ACTIONS.forEach((a, i) => inputs.push([`bench prose ${i}`, a]));
for (const type of ACTION_TYPES) {
  for (const size of [600, 4096, 65536]) {
    inputs.push([`prose ${type} ${size}`, { type, value: benignProse(size, size) }]);
    inputs.push([`prose+attack ${type} ${size}`, { type, value: proseWithAttack(type, size, size) }]);
  }
}

if (process.argv.includes('--adversarial')) {
  for (const size of [10_240, 102_400]) {
    for (const { name, value } of adversarialInputs(size)) for (const type of ACTION_TYPES) inputs.push([`adversarial ${type} ${size} ${name}`, { type, value }]);
  }
}

const lines: string[] = [];
for (const [name, input] of inputs) {
  let result: string;
  try {
    result = JSON.stringify(check(input));
  } catch (err) {
    result = `throws ${(err as Error).message}`;
  }
  lines.push(`${name}\t${result}`);
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${inputs.length} inputs written to ${out}`);
