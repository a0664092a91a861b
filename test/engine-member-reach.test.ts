import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import { memberReachForTest } from '../src/engine/parse/text-injection.js';
import { ANALYZERS } from '../src/engine/rules/index.js';
import type { ActionType, CheckInput } from '../src/engine/types.js';
import { benignProse, proseWithAttack } from './support/prose.js';

// A verb member's window is cut only where an object member may stand within its reach (text-injection.ts, Reach):
// a speed change only if the findings are those of cutting every member's window. Checked on every rule example of
// the types whose finders read member windows, set into long prose (where the windows are cut), with the test on
// and off.

const TYPES: readonly ActionType[] = ['text', 'agent_comm'];

function inputsOf(type: ActionType, size: number, every: number): CheckInput[] {
  const prose = benignProse(size, size + 3);
  const mid = prose.indexOf(' ', prose.length >> 1) + 1;
  const out: CheckInput[] = [{ type, value: prose }, { type, value: proseWithAttack(type, size, 5) }];
  let k = 0;
  for (const rule of ANALYZERS[type].rules) {
    for (const e of [...rule.examples.flag, ...rule.examples.pass]) {
      if (k++ % every !== 0) continue;
      const value = typeof e === 'string' ? e : e.value;
      const metadata = typeof e === 'string' ? undefined : e.metadata;
      out.push({ type, value: `${prose.slice(0, mid)}${value} ${prose.slice(mid)}`, metadata });
    }
  }
  return out;
}

const resultOf = (input: CheckInput, reach: boolean): string => {
  memberReachForTest(reach);
  try {
    return JSON.stringify(check(input));
  } finally {
    memberReachForTest(true);
  }
};

test('member windows cut only within reach of an object give the same results as every window', () => {
  let flagged = 0;
  let checked = 0;
  for (const type of TYPES) {
    for (const [size, every] of [[4096, 2], [65536, 100]] as const) {
      for (const input of inputsOf(type, size, every)) {
        const on = resultOf(input, true);
        assert.equal(on, resultOf(input, false), `${type} ${size}: ${input.value.slice(size >> 1, (size >> 1) + 120)}`);
        if ((JSON.parse(on) as { level: string }).level !== 'SAFE') flagged++;
        checked++;
      }
    }
  }
  // the inputs reach the finders: most embedded attack examples are flagged
  assert.ok(checked > 400, `${checked} inputs`);
  assert.ok(flagged > 150, `${flagged} flagged`);
});
