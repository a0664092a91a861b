import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectPatterns, loadProofs, patternKey, provePattern } from './support/redos.js';
import { regexLiterals } from './support/regex-literals.js';

// Every pattern that runs on input must be proven linear by recheck. Proofs recorded by `npm run redos:prove`
// (test/redos-proofs.json, same recheck version) are reused; any new or changed pattern is proven here and now,
// and the test fails on anything vulnerable or unproven. REDOS_FULL=1 re-proves everything.
test('every rule, helper and normalisation pattern is proven linear-time (ReDoS audit)', { timeout: 600_000 }, async () => {
  const proofs = loadProofs().proofs;
  const seen = new Set<string>();
  const failures: string[] = [];
  let live = 0;
  for (const { owner, re } of collectPatterns()) {
    const key = patternKey(re);
    if (seen.has(key)) continue;
    seen.add(key);
    if (proofs[key] && !process.env.REDOS_FULL) continue;
    live++;
    const verdict = await provePattern(re);
    if (!verdict.safe) failures.push(`${owner}: /${re.source.slice(0, 100)}/${re.flags}: ${verdict.detail}`);
  }
  assert.ok(seen.size > 100, `only ${seen.size} patterns collected`);
  assert.deepEqual(failures, [], `${failures.length} of ${live} unrecorded patterns not proven linear; fix them, then run npm run redos:prove`);
});

test('the audit really rejects catastrophic patterns', async () => {
  assert.equal((await provePattern(/^(a+)+$/)).safe, false);
  assert.equal((await provePattern(/(x|x)*y/)).safe, false);
  assert.equal((await provePattern(/^[a-z0-9-]{1,63}\.example$/)).safe, true);
});

test('the source scanner finds regex literals, and not divisions, comments, strings or template text', () => {
  const src = [
    'const A = /a+b/gi; // a /comment/ here',
    "const s = 'not /a regex/' + \"nor /this/\" + `nor /that/ ${x / 2} /still text/`;",
    'const r = total / count / 2;',
    'if (ok) return /^x[/]y$/.test(v);',
    '/* block /comment/ */ f(a, /c\\/d/);',
    'const t = `${/in[a-z]{1,3}side/.source}`;',
  ].join('\n');
  const found = regexLiterals(src).map((l) => `${l.line}:/${l.body}/${l.flags}`);
  assert.deepEqual(found, ['1:/a+b/gi', '4:/^x[/]y$/', '5:/c\\/d/', '6:/in[a-z]{1,3}side/']);
});
