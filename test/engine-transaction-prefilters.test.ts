/**
 * transaction's cheap answers that stand in for a longer reading: the haystack pre-tests of the phrase fold
 * (TxCtx.mayFold: false only when the fold cannot hold that phrase's token) and the probing long-run test of walletIn
 * (hasLongAlnumRun, the same answer as reading every character). Generated strings mix the words the phrases are
 * made of, the tokens themselves, punctuation and accented letters at word edges.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import transactionAnalyzer, { hasLongAlnumRun } from '../src/engine/rules/transaction.js';

interface FoldView { folded: string; mayFold(p: number): boolean }
const TOKENS: ReadonlyArray<readonly [number, string]> = [[2, 'bankdetails'], [4, ' crypto '], [5, ' newpayee ']];
const WORDS = ['new', 'unknown', 'first time', 'first-time', 'different', 'account', 'vendor', 'wallet', 'payee', 'bank', 'details', 'account number', 'bank wire info',
  'iban', 'swift', 'bic', 'payment details', 'bitcoin', 'btc', 'eth', 'ether', 'crypto', 'cryptocurrency', 'gift card', 'payroll', 'salary', 'standing order',
  'dauerauftrag', 'daueraufträ', 'órdenes permanentes', 'subscription', 'newpayee', 'bankdetails', 'just added', 'recently added', 'x', '-', '.', ',', 'é', '1', 'to', 'the'];

function rand(seed: { v: number }, k: number): number {
  seed.v = (seed.v * 1103515245 + 12345) % 2147483648;
  return seed.v % k;
}

test('a phrase the haystack pre-test rules out never reaches the fold', () => {
  const seed = { v: 11 };
  let ruledOut = 0;
  for (let i = 0; i < 4000; i++) {
    const n = 1 + rand(seed, 12);
    let s = '';
    for (let k = 0; k < n; k++) s += WORDS[rand(seed, WORDS.length)]! + [' ', '', '  ', ' - '][rand(seed, 4)]!;
    for (const [p, token] of TOKENS) {
      const ctx = transactionAnalyzer.prepare(s, {}) as unknown as FoldView;
      if (ctx.mayFold(p)) continue;
      ruledOut++;
      assert.ok(!ctx.folded.includes(token), `${JSON.stringify(s)}: phrase ${p} ruled out, yet the fold holds ${JSON.stringify(token)}`);
    }
  }
  assert.ok(ruledOut > 1000, `${ruledOut} phrases ruled out`);
});

test('hasLongAlnumRun answers as a scan of every character', () => {
  const plain = (s: string): boolean => {
    let run = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
        if (++run >= 26) return true;
      } else run = 0;
    }
    return false;
  };
  const seed = { v: 5 };
  const units = 'aZ09 -é';
  let found = 0;
  for (let i = 0; i < 20000; i++) {
    const gaps = rand(seed, 20);
    let s = '';
    for (let k = rand(seed, 150); k > 0; k--) s += rand(seed, 100) < gaps ? units[4 + rand(seed, 3)]! : units[rand(seed, 4)]!;
    const want = plain(s);
    if (want) found++;
    assert.equal(hasLongAlnumRun(s), want, JSON.stringify(s));
  }
  assert.ok(found > 2000 && found < 18000, `${found} strings hold a run`);
});
