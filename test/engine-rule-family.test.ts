import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileAnalyzer } from '../src/engine/compile.js';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { PROSE_TYPES } from '../src/engine/frames/rows.js';
import { checkEnded } from '../src/engine/check-scope.js';
import type { BaseContext, ThreatRule } from '../src/engine/types.js';
import { loadCorpus } from './support/corpus.js';

// The scorer runs only the frame rows their family admits (ThreatRule.family). That is a speed change only if every
// row it leaves out would have found nothing: checked here row by row on every corpus input of the prose types.

test('each prose analyzer marks its frame rows as one family standing together', () => {
  for (const type of PROSE_TYPES) {
    const compiled = compileAnalyzer(ANALYZERS[type]);
    const heads = compiled.alwaysRun.filter((r) => r.familyHead !== null);
    const members = compiled.alwaysRun.filter((r) => r.source.family !== undefined);
    assert.equal(heads.length, 1, type);
    assert.ok(members.length > 20, `${type}: ${members.length} frame rows`);
    assert.equal(heads[0]!.familySize, members.length, type);
    assert.equal(heads[0]!.familySize, heads[0]!.familyHead!.size, type);
  }
});

test('a frame row its family does not admit finds nothing', () => {
  let skipped = 0;
  let admittedFound = 0;
  for (const type of PROSE_TYPES) {
    const analyzer = ANALYZERS[type];
    const rows = analyzer.rules.filter((r) => r.family !== undefined) as ThreatRule<BaseContext>[];
    const family = rows[0]!.family!;
    for (const c of loadCorpus(type)) {
      const ctx = analyzer.prepare(c.value, c.metadata ?? {});
      const admitted = family.admitted(ctx);
      assert.equal(admitted.length, rows.length);
      rows.forEach((rule, k) => {
        const finding = rule.detect!(ctx, null);
        if (admitted[k] === 1) {
          if (finding) admittedFound++;
          return;
        }
        skipped++;
        assert.ok(!finding, `${type} ${rule.id} skipped but finds ${JSON.stringify(finding)} on ${JSON.stringify(c.value).slice(0, 120)}`);
      });
      checkEnded();
    }
  }
  // the family does leave rows out, and the rows it admits do find threats in the corpus
  assert.ok(skipped > 10_000, `skipped ${skipped}`);
  assert.ok(admittedFound > 50, `found ${admittedFound}`);
});
