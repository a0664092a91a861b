import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkEnded, ValueFact } from '../src/engine/check-scope.js';
import { compileAnalyzer } from '../src/engine/compile.js';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { findThreats } from '../src/engine/score.js';
import type { Analyzer, BaseContext, Example, ThreatRule } from '../src/engine/types.js';
import { benignProse } from './support/prose.js';

/**
 * On a long text, an analyzer that narrows its context (Analyzer.narrow) confirms its keyword rules in windows
 * around their keywords, and every window's context still carries the whole value as `raw`. A rule that reads
 * ctx.raw in a window re-reads the whole value once per window: a cost that grows with the square of the text
 * (G89 took 391 ms on 64 KB of prose so). A windowed rule reads the value only through a ValueFact (computed once per
 * check and value), or is marked scope 'whole'. This probe runs every windowed rule on long texts built from every
 * rule example set into prose, with each window's context behind a proxy that records who reads `raw`.
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
  for (const [type, analyzer] of Object.entries(ANALYZERS) as Array<[string, Analyzer<BaseContext>]>) {
    const narrow = analyzer.narrow;
    if (narrow === undefined) continue;
    let current: string | null = null;
    let windows = 0;
    const rules = analyzer.rules.map((r): ThreatRule<BaseContext> => {
      if (r.keywords === undefined || r.keywords.length === 0 || r.scope === 'whole') return r;
      const as = <F extends (...a: any[]) => any>(f: F | undefined): F | undefined => f && ((...a: any[]) => {
        const outer = current;
        current = r.id;
        try { return f(...a); } finally { current = outer; }
      }) as F;
      return { ...r, detect: as(r.detect), veto: as(r.veto) };
    });
    const probed: Analyzer<BaseContext> = {
      ...analyzer,
      rules,
      narrow(ctx, start, end) {
        windows++;
        return new Proxy(narrow.call(analyzer, ctx, start, end), {
          get(target, p, receiver) {
            if (p === 'raw' && current !== null) {
              const who = reader();
              if (!who.startsWith('ValueFact.read')) offenders.set(`${type} ${current}`, who);
            }
            return Reflect.get(target, p, receiver);
          },
        });
      },
    };
    const compiled = compileAnalyzer(probed);
    for (const r of analyzer.rules) {
      for (const e of [...r.examples.flag, ...r.examples.pass]) {
        const { value, metadata } = example(e);
        findThreats(compiled, `${prose}\n\n${value}\n\n${prose}`, metadata, true);
      }
    }
    assert.ok(windows > 0, `${type}: the probe confirmed nothing in windows`);
  }
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
