import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldLeetInWords } from '../src/engine/normalize.js';

/**
 * foldLeetInWords finds leet characters by a native search and writes many folds into a patched copy of the text. The
 * reference below is the plain form it must equal: every character looked at, each fold a slice and a letter joined.
 */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', '$': 's', '!': 'i', '|': 'l' };
const letter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const alnum = (c: number) => letter(c) || (c >= 48 && c <= 57);
function byEveryCharacter(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const to = LEET[s[i]!];
    if (to === undefined || !(letter(s.charCodeAt(i - 1)) || letter(s.charCodeAt(i + 1)))) { out += s[i]; continue; }
    if (s[i]! >= '0' && s[i]! <= '9') {
      let a = i;
      while (a > 0 && alnum(s.charCodeAt(a - 1))) a--;
      let e = i;
      while (e < s.length && alnum(s.charCodeAt(e))) e++;
      let letters = 0;
      for (let k = a; k < e; k++) if (letter(s.charCodeAt(k))) letters++;
      if (letters < 2) { out += s[i]; continue; }
    }
    out += to;
  }
  return out;
}

function units(seed: number): () => number {
  let x = seed >>> 0;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

test('foldLeetInWords equals the fold of every character: few and many folds, one-byte and two-byte text', () => {
  const pieces = ['a', 'b', 'Q', 'z', '0', '1', '3', '4', '5', '7', '9', '@', '$', '!', '|', ' ', '.', '-', 'é', 'і', '€', '\ud83d\ude00', 'p4ssw0rd', 'Q4', '12:41', 'QUJDREVGR0g'];
  const next = units(5);
  for (let k = 0; k < 3000; k++) {
    const length = k % 3 === 0 ? Math.floor(next() * 40) : 200 + Math.floor(next() * 1500);
    let s = '';
    while (s.length < length) s += pieces[Math.floor(next() * pieces.length)]!;
    assert.equal(foldLeetInWords(s), byEveryCharacter(s), JSON.stringify(s.slice(0, 80)));
  }
});

test('foldLeetInWords: a base64 run folds every digit inside its letters, a version label and a time stay', () => {
  const run = 'QUJDREVGR0g'.repeat(400);
  assert.equal(foldLeetInWords(run), run.replaceAll('0', 'o'));
  assert.equal(foldLeetInWords('Q4 at 12:41, v2 of p4ssw0rd'), 'Q4 at 12:41, v2 of password');
  assert.equal(foldLeetInWords('no leet here'), 'no leet here');
});
