import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkEnded, ValueFact } from '../src/engine/check-scope.js';
import { compileAnalyzer } from '../src/engine/compile.js';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { evaluate } from '../src/engine/score.js';
import type { Analyzer, BaseContext, Example } from '../src/engine/types.js';
import { benignProse } from './support/prose.js';

/**
 * On a long text, an analyzer that narrows its context (Analyzer.narrow) confirms its keyword rules in windows
 * around their keywords, and every window's context still carries the whole value as `raw`. A rule that reads
 * ctx.raw in a window re-reads the whole value once per window: a cost that grows with the square of the text
 * (G89 took 391 ms on 64 KB of prose so). A windowed rule reads the value only through a ValueFact (computed once per
 * check and value), or is marked scope 'whole'. This probe runs every windowed rule on a window of each of its
 * examples set into prose, the window's context behind a proxy that records who reads `raw`.
 */

const example = (e: Example): { value: string; metadata: Record<string, unknown> } =>
  typeof e === 'string' ? { value: e, metadata: {} } : { value: e.value, metadata: e.metadata ?? {} };

/** The function that read `raw` from a window context (the frame below the proxy's trap). */
function reader(): string {
  const frames = (new Error().stack ?? '').split('\n');
  // frames[0] "Error", [1] this function, [2] the trap, [3] the reader
  return (frames[3] ?? '').trim().replace(/^at /, '').replace(/ \(.*$/, '');
}

test('no rule confirmed in windows reads the whole value (ctx.raw) from a window except through a ValueFact', () => {
  const offenders = new Map<string, string>();
  const prose = benignProse(1200, 7);
  let probed = 0;
  for (const [type, analyzer] of Object.entries(ANALYZERS) as Array<[string, Analyzer<BaseContext>]>) {
    const narrow = analyzer.narrow;
    if (narrow === undefined) continue;
    const compiled = compileAnalyzer(analyzer);
    let current: string | null = null;
    const windowOf = (ctx: BaseContext): BaseContext => new Proxy(narrow.call(analyzer, ctx, 0, ctx.text.length), {
      get(target, p, receiver) {
        if (p === 'raw' && current !== null) {
          const who = reader();
          if (!who.startsWith('ValueFact.read')) offenders.set(`${type} ${current}`, who);
        }
        return Reflect.get(target, p, receiver);
      },
    });
    // every keyword rule that confirms in windows, on a window of each of its examples set into prose, as windows.ts
    // runs it there (its pattern, detect and veto)
    for (const rule of compiled.gated) {
      if (rule.whole) continue;
      for (const e of [...rule.source.examples.flag, ...rule.source.examples.pass]) {
        const { value, metadata } = example(e);
        const window = windowOf(compiled.prepare(`${prose}\n\n${value}\n\n${prose}`, metadata));
        current = rule.id;
        try {
          evaluate(rule, window, window.text, []);
        } finally {
          current = null;
          checkEnded();
        }
        probed++;
      }
    }
  }
  assert.ok(probed > 1000, `only ${probed} windows probed`);
  assert.deepEqual([...offenders].map(([k, who]) => `${k} (read in ${who})`), []);
});

test('a value fact is computed once per check and value, and forgotten when the check ends', () => {
  let computed = 0;
  const fact = new ValueFact((raw) => { computed++; return raw.length; });
  const whole = { raw: 'x'.repeat(5000) };
  // windows of one check: each carries the same value
  for (let k = 0; k < 10; k++) assert.equal(fact.read({ raw: whole.raw }), 5000);
  assert.equal(computed, 1);
  assert.equal(fact.read({ raw: 'other' }), 5);
  assert.equal(computed, 2);
  checkEnded();
  assert.equal(fact.read({ raw: 'other' }), 5);
  assert.equal(computed, 3);
});
