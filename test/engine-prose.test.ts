import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import type { ActionType, CheckResult } from '../src/engine/types.js';
import { ATTACK_SENTENCES, benignProse, proseWithAttack } from './support/prose.js';

/**
 * Ordinary business prose (test/support/prose.ts: five vocabularies in four languages, dense in the words rules key
 * on) must not be flagged by the prose types, at any length, while the one attack sentence placed in its middle is.
 * A long text is judged by what its sentences order, never by an operation in one paragraph combined with objects
 * or destinations from another.
 */
const PROSE_TYPES: readonly ActionType[] = ['text', 'message', 'agent_comm', 'data_pipeline', 'document', 'ui_action'];
const SIZES: ReadonlyArray<[number, number]> = [[4 * 1024, 7], [64 * 1024, 11], [16 * 1024, 2], [16 * 1024, 5], [16 * 1024, 12], [16 * 1024, 29]];

const brief = (r: CheckResult): string => `${r.level} ${r.threats.map((t) => t.id).join(',')}: ${r.reasons.join(' / ')}`;

for (const type of PROSE_TYPES) {
  test(`prose: ${type} answers ordinary business prose SAFE at 4 KB, 16 KB and 64 KB`, () => {
    for (const [size, seed] of SIZES) {
      const r = check({ type, value: benignProse(size, seed) });
      assert.equal(r.level, 'SAFE', `${size} B (seed ${seed}): ${brief(r)}`);
    }
  });

  test(`prose: ${type} catches its attack sentence alone and inside 64 KB of prose`, () => {
    const alone = check({ type, value: ATTACK_SENTENCES[type]! });
    assert.notEqual(alone.level, 'SAFE', `alone: ${brief(alone)}`);
    const inside = check({ type, value: proseWithAttack(type, 64 * 1024, 11) });
    assert.notEqual(inside.level, 'SAFE', `inside prose: ${brief(inside)}`);
  });
}
