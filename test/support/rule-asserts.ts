import assert from 'node:assert/strict';
import { check } from '../../src/engine/engine.js';
import type { ActionType } from '../../src/engine/types.js';

/**
 * The assertions the look-alike and attack files of each round share: an action checked with the whole engine, and
 * what its answer must hold (a level, one rule's finding and primitive, or that rule's silence).
 */
export type Case = { type: ActionType; value: string; metadata?: Record<string, unknown> };
type Level = 'CAUTION' | 'DANGER';
const RANK = { SAFE: 0, CAUTION: 1, DANGER: 2 } as const;

export const run = (c: Case) => check({ type: c.type, value: c.value, metadata: c.metadata ?? {} });
export const ids = (c: Case): string => run(c).threats.map((t) => t.id).join(',');

/** The whole answer is SAFE. */
export const safe = (c: Case): void => {
  const r = run(c);
  assert.equal(r.level, 'SAFE', `${c.type}: ${c.value} -> ${r.level} ${ids(c)}`);
};

/** The rule `id` does not fire (the learned second opinion may still speak: it is judged by its own tests). */
export const quiet = (c: Case, id: string): void => {
  const r = run(c);
  assert.ok(!r.threats.some((t) => t.id === id), `${id} unexpected on ${c.value}: ${r.level} ${ids(c)}`);
};

/** No rule fires at CAUTION or above (score 3 or more); the learned second opinion is judged by its own tests. */
export const rulesQuiet = (c: Case): void => {
  const r = run(c).threats.filter((t) => (t.score ?? 0) >= 3);
  assert.deepEqual(r.map((t) => t.id), [], `${c.type}: ${c.value}`);
};

/**
 * The rule `id` fires (with `primitive` when given) and the answer is `level`; with `atLeast`, the answer is `level`
 * or higher (the learned second opinion, refitted by others, may only add to the rules' answer).
 */
export const flags = (c: Case, level: Level, id: string, primitive?: string, atLeast = false): void => {
  const r = run(c);
  if (atLeast) assert.ok(RANK[r.level] >= RANK[level], `${c.type}: ${c.value} -> ${r.level} ${ids(c)}`);
  else assert.equal(r.level, level, `${c.type}: ${c.value} -> ${r.level} ${ids(c)}`);
  const t = r.threats.find((x) => x.id === id);
  assert.ok(t !== undefined, `${id} expected on ${c.value}: ${ids(c)}`);
  if (primitive !== undefined) assert.equal(t.primitive, primitive, `${id} primitive on ${c.value}`);
};

/**
 * The rule `id` fires with the primitive given, at a score in `level`'s band (CAUTION 3–6, DANGER 7–10), and the answer
 * is at least that level (the learned second opinion, refitted by others, may only add to it).
 */
export const flagsInBand = (c: Case, level: Level, id: string, primitive?: string): void => {
  const r = run(c);
  const t = r.threats.find((x) => x.id === id);
  assert.ok(t !== undefined, `${id} expected on ${c.value}: ${r.level} ${ids(c)}`);
  const band = (t.score ?? 0) >= 7 ? 'DANGER' : (t.score ?? 0) >= 3 ? 'CAUTION' : 'SAFE';
  assert.equal(band, level, `${id} score ${t.score} on ${c.value}`);
  assert.ok(r.level === 'DANGER' || r.level === level, `${c.type}: ${c.value} -> ${r.level} ${ids(c)}`);
  if (primitive !== undefined) assert.equal(t.primitive, primitive, `${id} primitive on ${c.value}`);
};
