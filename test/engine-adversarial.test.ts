import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import { ACTION_TYPES } from '../src/engine/types.js';
import { adversarialInputs } from './support/adversarial.js';

// Completion and well-formed output on hostile 100 KB inputs; the time bound is checked by `npm run eval`.
for (const type of ACTION_TYPES) {
  test(`${type}: 100 KB adversarial inputs produce well-formed results`, () => {
    for (const { name, value } of adversarialInputs(100 * 1024)) {
      const r = check({ type, value });
      assert.ok(r.score >= 0 && r.score <= 10, `${type}/${name}`);
      assert.equal(r.threats.length, r.reasons.length, `${type}/${name}`);
    }
  });
}
