import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { check } from 'recheck';
import { ANALYZERS } from '../../src/engine/rules/index.js';
import { NORMALIZE_PATTERNS } from '../../src/engine/normalize.js';
import { SCORE_PATTERNS } from '../../src/engine/score.js';
import { ACTION_TYPES } from '../../src/engine/types.js';
import { sourceRegexLiterals } from './regex-literals.js';

export const RECHECK_VERSION: string = (createRequire(import.meta.url)('recheck/package.json') as { version: string }).version;
export const PROOFS_PATH = resolve(process.cwd(), 'test', 'redos-proofs.json');

export interface Proofs {
  recheck: string;
  /** sha256(flags + "/" + source) → the recheck checker that proved the pattern safe. */
  proofs: Record<string, 'automaton' | 'fuzz'>;
}

export interface Labelled {
  owner: string;
  re: RegExp;
}

/** Every regex that runs on input: rule patterns, analyzers' helper patterns, normalisation, and every regex literal in src/. */
export function collectPatterns(): Labelled[] {
  const out: Labelled[] = [...NORMALIZE_PATTERNS, ...SCORE_PATTERNS].map((re) => ({ owner: 'engine core', re }));
  for (const type of ACTION_TYPES) {
    const a = ANALYZERS[type];
    for (const rule of a.rules) if (rule.pattern) out.push({ owner: `${type} ${rule.id}`, re: rule.pattern });
    for (const re of a.auxPatterns ?? []) out.push({ owner: `${type} aux`, re });
  }
  // and every regex literal written anywhere in src/ (the engine and the server), inline ones in functions included
  out.push(...sourceRegexLiterals(resolve(process.cwd(), 'src')));
  return out;
}

const flagsOf = (re: RegExp) => re.flags.replace(/[gyd]/g, '');

export function patternKey(re: RegExp): string {
  return createHash('sha256').update(`${flagsOf(re)}/${re.source}`).digest('hex').slice(0, 32);
}

export function loadProofs(): Proofs {
  if (!existsSync(PROOFS_PATH)) return { recheck: RECHECK_VERSION, proofs: {} };
  const p = JSON.parse(readFileSync(PROOFS_PATH, 'utf8')) as Proofs;
  // Proofs from another recheck version are not trusted.
  return p.recheck === RECHECK_VERSION ? p : { recheck: RECHECK_VERSION, proofs: {} };
}

export type Verdict = { safe: true; checker: 'automaton' | 'fuzz' } | { safe: false; detail: string };

/**
 * Proves one pattern linear: recheck's automaton checker first (deterministic), then its fuzzer with a fixed
 * seed for patterns the automaton cannot decide in time (large bounded repeats). Run one at a time: recheck's
 * timeouts count from submission, so concurrent checks make verdicts depend on load.
 */
export async function provePattern(re: RegExp): Promise<Verdict> {
  const auto = await check(re.source, flagsOf(re), { checker: 'automaton', timeout: 5_000 });
  if (auto.status === 'safe') return { safe: true, checker: 'automaton' };
  if (auto.status === 'vulnerable') return { safe: false, detail: `vulnerable (${auto.complexity.type}), attack ${JSON.stringify(auto.attack.pattern).slice(0, 80)}` };
  const fuzz = await check(re.source, flagsOf(re), { checker: 'fuzz', timeout: 30_000, randomSeed: 20261122 });
  if (fuzz.status === 'safe') return { safe: true, checker: 'fuzz' };
  return { safe: false, detail: fuzz.status === 'vulnerable' ? `vulnerable (${fuzz.complexity.type})` : `not proven (${fuzz.error.kind})` };
}
