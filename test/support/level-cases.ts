import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../../src/engine/engine.js';
import type { ActionType, Metadata } from '../../src/engine/types.js';

/** One action of a concept table: what must stay SAFE or must be flagged. */
export interface ConceptCase { type: string; value: string; metadata?: Metadata }
const level = (c: ConceptCase): string => check({ type: c.type, value: c.value, metadata: c.metadata } as never).level;

/**
 * A `concept(name, pass, flag)` that registers one test named `<prefix> concept: <name>`: every pass case must be
 * SAFE, every flag case must be CAUTION or DANGER.
 */
export function conceptTests(prefix: string): (name: string, pass: ConceptCase[], flag: ConceptCase[]) => void {
  return (name, pass, flag) => {
    test(`${prefix} concept: ${name}`, () => assertConcept(pass, flag));
  };
}

/** Every pass case is SAFE and every flag case is CAUTION or DANGER. */
export function assertConcept(pass: readonly ConceptCase[], flag: readonly ConceptCase[]): void {
  for (const c of pass) assert.equal(level(c), 'SAFE', `should pass: ${c.type} ${c.value.slice(0, 120)}`);
  for (const c of flag) assert.notEqual(level(c), 'SAFE', `should flag: ${c.type} ${c.value.slice(0, 120)}`);
}

/** One action as a tuple: type, value, optional metadata. */
export type LevelCase = readonly [ActionType, string, (Record<string, unknown> | undefined)?];

function wrongLevels(cases: readonly LevelCase[], want: (level: string) => boolean): string[] {
  return cases.map(([type, value, metadata]) => `${check({ type, value, metadata }).level} ${type}: ${value}`).filter((l) => !want(l.split(' ')[0]!));
}
export const assertSafe = (cases: readonly LevelCase[]): void => assert.deepEqual(wrongLevels(cases, (l) => l === 'SAFE'), [], 'routine actions flagged');
export const assertFlagged = (cases: readonly LevelCase[]): void => assert.deepEqual(wrongLevels(cases, (l) => l !== 'SAFE'), [], 'dangerous actions missed');
export const assertDanger = (cases: readonly LevelCase[]): void => assert.deepEqual(wrongLevels(cases, (l) => l === 'DANGER'), [], 'dangerous actions not DANGER');

/** One action of a flag/pass table, with the threat id it must carry when one is named. */
export interface JudgedCase { type: ActionType; value: string; metadata?: Metadata; flag: boolean; id?: string }

/** Every case is flagged (CAUTION or DANGER) exactly when `flag` says so, and carries `id` among its threats when named. */
export function judge(cases: readonly JudgedCase[]): void {
  for (const c of cases) {
    const r = check({ type: c.type, value: c.value, metadata: c.metadata });
    const ids = r.threats.map((t) => t.id);
    assert.equal(r.level !== 'SAFE', c.flag, `${c.type}: ${c.value} -> ${r.level} ${ids.join(',')}`);
    if (c.id !== undefined) assert.ok(ids.includes(c.id), `${c.type}: ${c.value} -> expected ${c.id}, got ${ids.join(',')}`);
  }
}
