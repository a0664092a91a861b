import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSync } from 'recheck';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { NORMALIZE_PATTERNS } from '../src/engine/normalize.js';
import { ACTION_TYPES } from '../src/engine/types.js';

// Every pattern that runs on input must be linear: recheck proves it safe or the test fails.
function audit(label: string, patterns: readonly RegExp[]): void {
  const unsafe: string[] = [];
  for (const re of patterns) {
    const diagnostics = checkSync(re.source, re.flags.replace(/[gy]/g, ''), { timeout: 10_000 });
    if (diagnostics.status !== 'safe') unsafe.push(`${diagnostics.status}: /${re.source}/${re.flags}`);
  }
  assert.deepEqual(unsafe, [], `${label}: patterns not proven linear`);
}

test('normalisation patterns are linear-time (ReDoS audit)', () => audit('normalize', NORMALIZE_PATTERNS));

for (const type of ACTION_TYPES) {
  test(`${type}: every rule and helper pattern is linear-time (ReDoS audit)`, () => {
    const analyzer = ANALYZERS[type];
    const patterns = analyzer.rules.flatMap((r) => (r.pattern ? [r.pattern] : []));
    audit(type, [...patterns, ...(analyzer.auxPatterns ?? [])]);
  });
}
