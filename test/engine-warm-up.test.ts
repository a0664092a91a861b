import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import { PROSE_TYPES } from '../src/engine/frames/prose-types.js';
import { ACTION_TYPES, type CheckInput } from '../src/engine/types.js';
import { warmUp, warmUpInputs } from '../src/engine/warm-up.js';
import { loadCorpus } from './support/corpus.js';

test('the warm-up reaches every action type with short examples and a few KB of prose, benign and with one of its rule examples inside', () => {
  const inputs = warmUpInputs();
  for (const type of ACTION_TYPES) {
    const mine = inputs.filter((i) => i.type === type);
    assert.ok(mine.some((i) => i.value.length < 400), `${type}: a short example`);
    const prose = new Set(mine.filter((i) => i.value.length >= 2048).map((i) => i.value));
    assert.equal(prose.size, 2, `${type}: benign prose and prose with an example inside`);
  }
  // the breadth pass comes first: every type is reached within its first 3 × 18 checks, whatever the budget then cuts
  const head = new Set(inputs.slice(0, 3 * ACTION_TYPES.length).map((i) => i.type));
  assert.equal(head.size, ACTION_TYPES.length);
  // and the attack inside the prose types' texts is seen somewhere in them
  const flagged = PROSE_TYPES.filter((type) => check(inputs.find((i) => i.type === type && i.value.length >= 2048)!).level !== 'SAFE');
  assert.ok(flagged.length >= PROSE_TYPES.length / 2, `flagged: ${flagged.join(', ')}`);
});

test('a zero budget runs nothing; a warm-up changes no later result', () => {
  assert.deepEqual(warmUp(0), { checks: 0, ms: 0, complete: false });
  const sample: CheckInput[] = [];
  for (const type of ACTION_TYPES) loadCorpus(type).slice(0, 12).forEach((c) => sample.push({ type, value: c.value, metadata: c.metadata }));
  const before = sample.map((i) => JSON.stringify(check(i)));
  const report = warmUp(60_000);
  assert.equal(report.complete, true);
  assert.equal(report.checks, warmUpInputs().length);
  assert.deepEqual(sample.map((i) => JSON.stringify(check(i))), before);
});
