import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import { ACTION_TYPES } from '../src/engine/types.js';
import { isBenign, loadCorpus } from './support/corpus.js';

for (const type of ACTION_TYPES) {
  const cases = loadCorpus(type);

  test(`${type}: corpus has ≥ 60 cases, at least half benign, a third of those hard look-alikes, with evasions`, () => {
    const benign = cases.filter(isBenign);
    const lookalike = cases.filter((c) => c.kind === 'lookalike');
    assert.ok(cases.length >= 60, `${type}: ${cases.length} cases`);
    assert.ok(benign.length * 2 >= cases.length, `${type}: ${benign.length} benign of ${cases.length}`);
    assert.ok(lookalike.length * 3 >= benign.length, `${type}: ${lookalike.length} look-alikes of ${benign.length} benign`);
    assert.ok(cases.some((c) => c.kind === 'evasion'), `${type}: no evasion variants`);
    for (const c of cases) {
      assert.ok(c.open === undefined || c.open.length > 0, `${type}:${c.line}: an open case says why`);
      assert.ok(['SAFE', 'CAUTION', 'DANGER'].includes(c.level), `${type}:${c.line} level`);
      assert.ok(isBenign(c) === (c.level === 'SAFE'), `${type}:${c.line}: benign cases are SAFE, attacks are not`);
    }
  });

  test(`${type}: every corpus case gets its labelled level, and its dominant primitive where it names one`, () => {
    const wrong: string[] = [];
    for (const c of cases) {
      if (c.open !== undefined) continue;
      const r = check({ type, value: c.value, metadata: c.metadata });
      const threatOk = c.threat === undefined || r.threats.some((t) => t.id === c.threat);
      const primitiveOk = c.primitive === undefined || r.threats[0]?.primitive === c.primitive;
      if (r.level !== c.level || !threatOk || !primitiveOk) {
        wrong.push(`line ${c.line} [${c.kind}] expected ${c.level}${c.threat ? ` with ${c.threat}` : ''}${c.primitive ? ` (${c.primitive})` : ''}, got ${r.level} ${r.score} ${JSON.stringify(r.threats.map((t) => `${t.id} ${t.primitive}`))}: ${JSON.stringify(c.value).slice(0, 120)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

}

test('corpus: recall ≥ 0.99 and false-positive rate ≤ 0.01 over every case of every type, open ones included', () => {
  let attacks = 0;
  let caught = 0;
  let benign = 0;
  let flagged = 0;
  for (const type of ACTION_TYPES) {
    for (const c of loadCorpus(type)) {
      const level = check({ type, value: c.value, metadata: c.metadata }).level;
      if (isBenign(c)) { benign++; if (level !== 'SAFE') flagged++; }
      else { attacks++; if (level !== 'SAFE') caught++; }
    }
  }
  assert.ok(caught / attacks >= 0.99, `recall ${caught}/${attacks}`);
  assert.ok(flagged / benign <= 0.01, `false positives ${flagged}/${benign}`);
});
