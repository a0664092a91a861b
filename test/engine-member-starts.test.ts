import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../src/engine/engine.js';
import { memberStartsForTest } from '../src/engine/parse/text-injection.js';
import { benignProse } from './support/prose.js';

// What the candidate search must find (it replaced a trie regex `(?:^|[^a-z0-9_-])(heads with a word-end test | stems)`):
// every position after the start or a character outside [a-z0-9_-] where a stem begins, or a first word that ends at
// a word end (no [a-z0-9_-] after it, nor an apostrophe and a word character), either apostrophe standing for "'".
const inWord = (c: string | undefined): boolean => c !== undefined && /[a-z0-9_-]/.test(c);
function bruteForce(t: string, heads: readonly string[], stems: readonly string[]): number[] {
  const norm = t.replace(/\u2019/g, "'");
  const out: number[] = [];
  for (let p = 0; p < t.length; p++) {
    if (p > 0 && inWord(t[p - 1])) continue;
    const stem = stems.some((w) => norm.startsWith(w.replace(/\u2019/g, "'"), p));
    const head = heads.some((w0) => {
      const w = w0.replace(/\u2019/g, "'");
      if (!norm.startsWith(w, p)) return false;
      const e = p + w.length;
      return !inWord(t[e]) && !((t[e] === "'" || t[e] === '\u2019') && /[a-z0-9_]/.test(t[e + 1] ?? ''));
    });
    if (stem || head) out.push(p);
  }
  return out;
}

test('family members are found where the brute-force search finds them (random texts of family words, separators, apostrophes, non-ASCII)', () => {
  const { heads, stems } = memberStartsForTest('');
  assert.ok(heads.length > 100 && stems.length > 0, 'the analyzers register their families when the engine loads');
  const words = [...heads.slice(0, 60), ...stems.slice(0, 20), 'the', 'x', 'a_b', 'é', 'naïve', 'sender', 'don’t', "don't"];
  const seps = [' ', ' ', '.', ', ', '\n', "'", '’', '-', '_', '', '"', '(', '/', 'é'];
  let seed = 4242;
  const rnd = (n: number): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  for (let i = 0; i < 400; i++) {
    let t = '';
    const len = 20 + rnd(300);
    while (t.length < len) t += words[rnd(words.length)]! + seps[rnd(seps.length)]!;
    t = t.toLowerCase();
    assert.deepEqual(memberStartsForTest(t).starts.filter((p, k, a) => k === 0 || p !== a[k - 1]), bruteForce(t, heads, stems), t);
  }
  const prose = benignProse(4096, 7).toLowerCase();
  assert.deepEqual(memberStartsForTest(prose).starts.filter((p, k, a) => k === 0 || p !== a[k - 1]), bruteForce(prose, heads, stems));
});
