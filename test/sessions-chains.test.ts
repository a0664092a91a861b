/**
 * The chain table's own examples, run through the real engine and the session recorder: every example completes
 * its chain on its last action, and no look-alike completes it at all.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check } from '../src/engine/engine.js';
import { SECOND_OPINION_IDS } from '../src/engine/learned/ids.js';
import { PRIMITIVES, type ActionType, type CheckInput, type CheckResult } from '../src/engine/types.js';
import { CHAINS, FLOW_CHAIN } from '../src/sessions/chains.js';
import { recordAction, newSession } from '../src/sessions/record.js';
import { summarize } from '../src/sessions/result.js';
import type { FiredChain } from '../src/sessions/matcher.js';

/** Records the actions one by one in a fresh session, one second apart; returns what fired on each. */
export function runSequence(actions: readonly CheckInput[], rewrite: (input: CheckInput, r: CheckResult) => CheckResult = (_, r) => r): FiredChain[][] {
  const session = newSession('a:test', 's1', undefined, 1_000_000);
  return actions.map((input, i) => {
    const result = rewrite(input, check(input));
    return recordAction(session, input, { json: JSON.stringify(result), summary: summarize(result) }, undefined, 1_000_000 + i * 1000).fired;
  });
}

/**
 * The result as the second opinion's reading of the effect would make it (score.ts leadWithEffect), whatever the
 * current weights read: on a flagged action, a finding of its type's second-opinion id at the action's score, naming
 * a primitive no finding names, leads; score and level stay.
 */
function withEffectLeading(input: CheckInput, r: CheckResult): CheckResult {
  if (r.level === 'SAFE') return r;
  const named = new Set(r.threats.map((t) => t.primitive));
  const effect = PRIMITIVES.find((p) => !named.has(p));
  if (effect === undefined) return r;
  const id = SECOND_OPINION_IDS[input.type as ActionType];
  return {
    ...r, primitives: { ...r.primitives, [effect]: r.score },
    threats: [{ id, name: 'Resembles labelled attacks (learned second opinion)', score: r.score, primitive: effect }, ...r.threats],
    reasons: [`Resembles labelled attacks (learned second opinion): the effect it reads: ${effect}`, ...r.reasons],
  };
}

describe('chain table', () => {
  it('holds at least 16 declared chains with unique H ids, each with examples and look-alikes', () => {
    assert.ok(CHAINS.length >= 16, `${CHAINS.length} chains`);
    const ids = new Set(CHAINS.map((c) => c.id));
    assert.equal(ids.size, CHAINS.length);
    assert.ok(!ids.has(FLOW_CHAIN.id));
    for (const c of CHAINS) {
      assert.match(c.id, /^H\d\d$/);
      assert.ok(c.examples.length >= 1 && c.lookalikes.length >= 1, c.id);
      assert.ok(c.steps.length >= 2, c.id);
    }
  });

  for (const chain of CHAINS) {
    it(`${chain.id} ${chain.name}: every example completes it on its last action`, () => {
      for (const example of chain.examples) {
        const fired = runSequence(example);
        const last = fired[fired.length - 1]!.map((f) => f.chainId);
        assert.ok(last.includes(chain.id), `${chain.id} did not fire on ${JSON.stringify(example.map((a) => a.value))}; fired: ${JSON.stringify(fired.map((f) => f.map((x) => x.chainId)))}`);
      }
    });
    it(`${chain.id} ${chain.name}: its examples complete it when the second opinion's effect leads each flagged step`, () => {
      for (const example of chain.examples) {
        const fired = runSequence(example, withEffectLeading);
        const last = fired[fired.length - 1]!.map((f) => f.chainId);
        assert.ok(last.includes(chain.id), `${chain.id} did not fire with the effect leading on ${JSON.stringify(example.map((a) => a.value))}`);
      }
    });
    it(`${chain.id} ${chain.name}: no look-alike completes it`, () => {
      for (const lookalike of chain.lookalikes) {
        const fired = runSequence(lookalike);
        const any = fired.flat().filter((f) => f.chainId === chain.id);
        assert.equal(any.length, 0, `${chain.id} fired on look-alike ${JSON.stringify(lookalike.map((a) => a.value))}`);
      }
    });
  }
});
