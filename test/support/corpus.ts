import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ActionType, Level } from '../../src/engine/types.js';

export type CaseKind = 'benign' | 'lookalike' | 'attack' | 'evasion';

export interface CorpusCase {
  value: string;
  metadata?: Record<string, unknown>;
  /** Exact expected level. */
  level: Level;
  kind: CaseKind;
  /** Optional threat id that must be among the matched threats. */
  threat?: string;
  /** Optional dominant primitive (the effect on the victim): the first threat of the result must carry it. */
  primitive?: string;
  /** A known gap, with why: the case counts in recall and false-positive rate but its level is not asserted. */
  open?: string;
  note?: string;
  line: number;
}

/** Corpus files live in test/corpus/<type>.jsonl relative to the project root (npm runs from there). */
export function corpusPath(type: ActionType): string {
  return resolve(process.cwd(), 'test', 'corpus', `${type}.jsonl`);
}

export function loadCorpus(type: ActionType): CorpusCase[] {
  const path = corpusPath(type);
  if (!existsSync(path)) return [];
  const cases: CorpusCase[] = [];
  readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const parsed = JSON.parse(line) as Omit<CorpusCase, 'line'>;
    cases.push({ ...parsed, line: i + 1 });
  });
  return cases;
}

export const isBenign = (c: CorpusCase): boolean => c.kind === 'benign' || c.kind === 'lookalike';
