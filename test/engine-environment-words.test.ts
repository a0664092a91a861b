import assert from 'node:assert/strict';
import { test } from 'node:test';
import { envOfName, envOfWords, type EnvClass } from '../src/engine/parse/environment.js';
import { benignProse } from './support/prose.js';

// the word reader as it was before words were filtered by hash: every word sliced and looked up
const STRONG = new Set(['prod', 'production', 'prd']);
const WEAK = new Set(['live', 'primary']);
const NONPROD = new Set([
  'staging', 'stage', 'stg', 'dev', 'devel', 'develop', 'development', 'test', 'testing', 'qa', 'sandbox', 'sbx', 'local', 'localhost', 'preview',
  'demo', 'uat', 'ci', 'nonprod', 'preprod', 'nonproduction', 'preproduction', 'scratch', 'experiment', 'lab', 'tmp', 'temp',
]);
const NAME_ONLY = new Set(['stage', 'lab']);
const NEGATING = new Set(['non', 'pre']);
const isWord = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
function stem(w: string): string {
  let e = w.length;
  while (e > 1 && w.charCodeAt(e - 1) >= 48 && w.charCodeAt(e - 1) <= 57) e--;
  return w.slice(0, e);
}
function reference(lower: string, weak: boolean): EnvClass {
  const n = Math.min(lower.length, 4096);
  let nonprod = false;
  let prev = '';
  let i = 0;
  while (i < n) {
    while (i < n && !isWord(lower.charCodeAt(i))) i++;
    const start = i;
    while (i < n && isWord(lower.charCodeAt(i))) i++;
    if (i === start) break;
    const w = stem(lower.slice(start, i));
    if (STRONG.has(w) || (weak && WEAK.has(w))) {
      if (NEGATING.has(prev)) nonprod = true;
      else return 'prod';
    } else if (NONPROD.has(w) && (weak || !NAME_ONLY.has(w))) nonprod = true;
    prev = w;
  }
  return nonprod ? 'nonprod' : '';
}

/** Seeded word soup: the set words, their prefixes and extensions, digit tails, other words and separators. */
function soups(count: number, seed: number): string[] {
  let x = seed >>> 0;
  const next = (): number => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const pieces = [...STRONG, ...WEAK, ...NONPROD, ...NEGATING, 'pro', 'produ', 'sta', 'tests', 'devs', 'q', 'a', 'c', 'report', 'team', 'x', '7', '03', '12'];
  const seps = [' ', '-', '_', '.', '/', ' non-', ' pre ', 'é', '\n', ''];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = '';
    const words = 1 + Math.floor(next() * 6);
    for (let j = 0; j < words; j++) s += pieces[Math.floor(next() * pieces.length)]! + seps[Math.floor(next() * seps.length)]!;
    out.push(s);
  }
  return out;
}

test('the environment word reader answers as reading every word did (hash filter is exact)', () => {
  const cases = [...soups(40000, 11), 'non-prod', 'pre prod', 'prod1', 'staging2', 'dev03', 'nonprod', 'PROD-EU', 'x'.repeat(5000) + ' prod', benignProse(4096, 7), benignProse(8192, 3)];
  for (const s of cases) {
    const lower = s.toLowerCase();
    assert.equal(envOfWords(lower), reference(lower, false), JSON.stringify(s.slice(0, 60)));
    assert.equal(envOfName(s), reference(lower, true), JSON.stringify(s.slice(0, 60)));
  }
});
