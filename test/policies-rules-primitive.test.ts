import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyPolicy } from '../src/policies/apply.js';
import { compilePolicy } from '../src/policies/matcher.js';
import { summarize } from '../src/sessions/result.js';
import type { CheckResult } from '../src/engine/types.js';

// A result whose leading finding is the second opinion's reading of the effect (C96, EXFILTRATION) beside the rules'
// own finding (C01, DESTRUCTION): the policy's own threats are named after what the rules found, so the sessions'
// chains (which read the summary's first finding that is not the second opinion's) still read DESTRUCTION.
const led = (): CheckResult => ({
  score: 5, level: 'CAUTION',
  primitives: { DESTRUCTION: 5, EXFILTRATION: 5, ESCALATION: 0, PERSISTENCE: 0, MANIPULATION: 0 },
  reasons: ['effect', 'rule'],
  threats: [{ id: 'C96', name: 'Second opinion', score: 5, primitive: 'EXFILTRATION' }, { id: 'C01', name: 'Recursive delete', score: 5, primitive: 'DESTRUCTION' }],
});
const input = { type: 'command', value: 'rm -rf ./build/cache' };
const policy = (mode: 'strict' | 'permissive' | 'balanced', blocklist: string[] = []) =>
  compilePolicy({ id: 'p', name: 'p', mode, actionTypes: ['command'], allowlist: [], blocklist });

test('policy threats name the rules’ primitive where the second opinion’s effect leads (X01, X03, X04)', () => {
  const blocked = applyPolicy(led(), input, policy('balanced', ['command:rm -rf *']));
  assert.equal(blocked.level, 'DANGER');
  assert.equal(blocked.threats[0]!.id, 'X01');
  assert.equal(blocked.threats[0]!.primitive, 'DESTRUCTION');
  assert.equal(summarize(blocked).rulesPrimitive, 'DESTRUCTION');

  const raised = applyPolicy(led(), input, policy('strict'));
  assert.equal(raised.level, 'DANGER');
  const x04 = raised.threats.find((t) => t.id === 'X04');
  assert.equal(x04?.primitive, 'DESTRUCTION');
  assert.equal(raised.primitives.DESTRUCTION, 7);

  const lowered = applyPolicy(led(), input, policy('permissive'));
  assert.equal(lowered.level, 'SAFE');
  assert.equal(lowered.threats.find((t) => t.id === 'X03')?.primitive, 'DESTRUCTION');
});
