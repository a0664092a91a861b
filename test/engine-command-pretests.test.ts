import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeAction } from '../src/engine/engine.js';
import { PARSE_CAP } from '../src/engine/parse/shell.js';

/**
 * C07's whole-text tests (PowerShell Invoke-Expression of base64-decoded text, hex-decoded text executed) lower-case a
 * giant command only after a case-insensitive pre-test on its pieces (rules/command.ts mayHold). The pre-test must
 * never say no where the lower-cased test says yes: words in the raw tail, across the seam between the normalised head
 * and the raw tail, and spelt with the two units that lower-case into ASCII letters (Kelvin sign, dotted capital I).
 */

const detailOf = (value: string): string | undefined => analyzeAction('command', value, undefined).find((h) => h.rule.id === 'C07')?.detail;
const filler = (n: number): string => 'ls -la /var/log\n'.repeat(Math.ceil(n / 16)).slice(0, n);
const IEX = 'PowerShell Invoke-Expression of base64-decoded text';
const HEX = 'hex-encoded text decoded and executed';

test('C07 reads Invoke-Expression of base64 text in a giant value\'s raw tail, in any case', () => {
  const payload = '\n$s = [System.Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($b)); IEX $s\n';
  assert.ok(detailOf(filler(3 * PARSE_CAP) + payload)?.includes(IEX));
  assert.ok(detailOf(filler(3 * PARSE_CAP) + payload.toUpperCase())?.includes(IEX));
  // the Kelvin sign lower-cases to k: "Invo\u212ae-Expression" is read as invoke-expression
  assert.ok(detailOf(`${filler(3 * PARSE_CAP)}\n[Convert]::FromBase64String($b) | Invo\u212ae-Expression\n`)?.includes(IEX));
});

test('C07 reads words that straddle the seam between the normalised head and the raw tail', () => {
  const word = '[Convert]::FromBase64String($b) | iex';
  for (let cut = 1; cut < 12; cut += 3) {
    // the value's character PARSE_CAP falls inside the word
    const value = `${filler(PARSE_CAP - cut)}${word}\n${filler(2 * PARSE_CAP)}`;
    assert.ok(detailOf(value)?.includes(IEX), `cut ${cut}`);
  }
});

test('C07 reads hex-decoded code run from a giant value\'s tail, Kelvin sign included', () => {
  const tail = '\nperl -e \'system(pack("H*","726d202d7266202f746d702f78"))\'\n';
  assert.ok(detailOf(filler(3 * PARSE_CAP) + tail)?.includes(HEX));
  assert.ok(detailOf(filler(3 * PARSE_CAP) + tail.replace('pack', 'pac\u212a'))?.includes(HEX));
});

test('a long base64 run admits C07 by its letters and finds nothing', () => {
  const run = 'QUJDREVGR0g'.repeat(100_000);
  assert.equal(detailOf(run), undefined);
  assert.equal(detailOf(`echo ${run} | base64 -d > blob.bin`), undefined);
});
