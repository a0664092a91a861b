import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { check, ruleCount } from '../src/engine/engine.js';
import { ACTION_TYPES, PRIMITIVES, type Example } from '../src/engine/types.js';

const asInput = (type: string, ex: Example) =>
  typeof ex === 'string' ? { type, value: ex } : { type, value: ex.value, metadata: ex.metadata };
const show = (ex: Example) => JSON.stringify(typeof ex === 'string' ? ex : ex).slice(0, 160);

for (const type of ACTION_TYPES) {
  const analyzer = ANALYZERS[type];
  test(`${type}: analyzer has at least 5 well-formed threats with a shared letter`, () => {
    assert.equal(analyzer.type, type);
    assert.ok(analyzer.rules.length >= 5, `${type} has ${analyzer.rules.length} threats`);
    for (const rule of analyzer.rules) {
      assert.match(rule.id, new RegExp(`^${analyzer.letter}[0-9]{2}$`));
      assert.ok(PRIMITIVES.includes(rule.primitive));
      assert.ok(rule.name.length >= 4, `${rule.id} needs a name`);
      assert.ok(rule.examples.flag.length >= 1, `${rule.id} needs an input it must flag`);
      assert.ok(rule.examples.pass.length >= 1, `${rule.id} needs a look-alike it must not flag`);
    }
  });

  for (const rule of analyzer.rules) {
    test(`${type}: ${rule.id} ${rule.name} flags its examples and passes its look-alikes`, () => {
      for (const ex of rule.examples.flag) {
        const result = check(asInput(type, ex));
        // a rule that speaks only where the rules found nothing (the learned second opinion, afterRules) has its flag
        // examples answered once a rule flags them: its examples were picked among the rules' misses when it was fitted
        const answered = rule.afterRules === true && result.level !== 'SAFE' && result.threats.some((t) => t.id !== rule.id);
        assert.ok(answered || result.threats.some((t) => t.id === rule.id), `${rule.id} should flag ${show(ex)}; got ${JSON.stringify(result.threats)}`);
        assert.ok(result.reasons.length >= 1);
      }
      for (const ex of rule.examples.pass) {
        const result = check(asInput(type, ex));
        assert.ok(!result.threats.some((t) => t.id === rule.id), `${rule.id} must not flag ${show(ex)}; got ${JSON.stringify(result.reasons)}`);
      }
    });
  }
}

test('engine: at least 160 threats in all, ids unique across analyzers', () => {
  assert.ok(ruleCount() >= 160, `only ${ruleCount()} threats`);
  const ids = ACTION_TYPES.flatMap((t) => ANALYZERS[t].rules.map((r) => r.id));
  assert.equal(new Set(ids).size, ids.length);
});
