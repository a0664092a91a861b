import { test } from 'node:test';
import assert from 'node:assert/strict';
import { secretShapes } from '../src/engine/frames/secret-shapes.js';
import { tagId } from '../src/engine/frames/scan.js';
import { readFrames } from '../src/engine/frames/reader.js';

/**
 * secretShapes reads the text in one forward pass. The reference below is the plain form it must equal: a search per
 * token prefix, each resumed past its last find, the token read up to 200 characters after every find (quadratic in
 * the worst case: 64 KB of "hf_" read 200 characters after each of its 21 845 prefixes).
 */
const PREFIXES: readonly (readonly [string, number])[] = [
  ['akia', 16], ['asia', 16], ['sk_live_', 8], ['rk_live_', 8], ['ghp_', 20], ['gho_', 20], ['ghs_', 20], ['ghu_', 20], ['github_pat_', 20],
  ['xoxb-', 10], ['xoxp-', 10], ['xoxa-', 10], ['xoxs-', 10], ['glpat-', 16], ['aiza', 30], ['npm_', 30], ['hf_', 30],
];
const PLACEHOLDERS = ['example', 'xxxx', 'your', 'redacted', '****', '<', '{', '$', '...', '…'];
const isToken = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45 || (c >= 65 && c <= 90);
const isAlnum = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);

function tokensByPrefixSearch(s: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [prefix, body] of PREFIXES.flatMap(([p, n]) => (p.includes('_') ? [[p, n], [p.replaceAll('_', ' '), n]] as const : [[p, n]] as const))) {
    for (let at = s.indexOf(prefix); at !== -1 && out.length < 16; at = s.indexOf(prefix, at + 1)) {
      if (at > 0 && isAlnum(s.charCodeAt(at - 1))) continue;
      let e = at + prefix.length;
      while (e < s.length && e - at < 200 && isToken(s.charCodeAt(e))) e++;
      if (e - at - prefix.length < body) continue;
      const token = s.slice(at, e);
      if (PLACEHOLDERS.some((p) => token.includes(p))) continue;
      if (!/[0-9]/.test(token.slice(prefix.length))) continue;
      out.push([at, e]);
      at = e - 1;
    }
  }
  return out;
}
/** The hits of secretShapes on text without "://" or "-----begin" (its URL and key-block parts find nothing there). */
const tokensOf = (s: string): Array<[number, number]> => secretShapes(s).map((h) => [h.start, h.end]);
const sorted = (xs: Array<[number, number]>) => [...xs].sort((x, y) => x[0] - y[0]);

function units(seed: number): () => number {
  let x = seed >>> 0;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

test('secretShapes finds the tokens a search per prefix finds, on generated text dense in prefixes and near misses', () => {
  const pieces = [
    'akia', 'asia', 'sk_live_', 'sk live ', 'rk_live_', 'rk live ', 'ghp_', 'gho_', 'ghs_', 'ghu_', 'github_pat_', 'github pat ',
    'xoxb-', 'xoxp-', 'xoxa-', 'xoxs-', 'glpat-', 'aiza', 'npm_', 'npm ', 'hf_', 'hf ', 'ghp_7'.repeat(45), 'q1-'.repeat(70),
    'a', 'k', '7', '0', 'x', 'q', 'Z', '_', '-', ' ', '.', '/', 'é', 'example', 'xxxx', 'your', 'redacted', 'abcdefgh', '12345678', '9f3k',
  ];
  const next = units(11);
  for (let k = 0; k < 4000; k++) {
    const length = k % 4 === 0 ? 1 + Math.floor(next() * 60) : 100 + Math.floor(next() * 700);
    let s = '';
    while (s.length < length) s += pieces[Math.floor(next() * pieces.length)]!;
    assert.deepEqual(sorted(tokensOf(s)), sorted(tokensByPrefixSearch(s)), JSON.stringify(s.slice(0, 120)));
  }
});

test('secretShapes resumes a prefix past the 200 characters of the token it found, as the search per prefix does', () => {
  // the first token is cut at 200 characters, one past the start of the second "hf_": that one is not read again
  const s = `${`hf_${'q7'.repeat(100)}`.slice(0, 198)}-hf_${'z9'.repeat(20)} and hf_${'k3'.repeat(20)}`;
  assert.deepEqual(sorted(tokensOf(s)), sorted(tokensByPrefixSearch(s)));
  assert.deepEqual(tokensOf(s).map(([start, end]) => [start, end - start]), [[0, 200], [247, 43]]);
});

test('secretShapes keeps the first 16 tokens in prefix order when there are more', () => {
  const s = [...Array.from({ length: 12 }, (_, i) => `hf_${'q'.repeat(30)}${i}`), ...Array.from({ length: 12 }, (_, i) => `akia${'7'.repeat(16)}${i}`)].join(' ');
  assert.deepEqual(sorted(tokensOf(s)), sorted(tokensByPrefixSearch(s)));
  assert.equal(tokensOf(s).length, 16);
});

test('secretShapes still finds a real token after thousands of failed prefixes', () => {
  const real = 'hf_q7wertyuiopasdfghjklzxcvbnm12345';
  for (const [filler, name] of [['hf_', 'hf_'], ['hf ', 'hf '], ['akia', 'akia'], [`ghp_${'x'.repeat(30)} `, 'ghp_ without a digit'], ['aizaexample', 'a sample']] as const) {
    const s = `${filler.repeat(Math.ceil(64 * 1024 / filler.length))} ${real} done`;
    const hits = secretShapes(s).map((h) => s.slice(h.start, h.end));
    assert.deepEqual(hits, [real], name);
  }
  // and through the reader (underscores read as spaces): the key after 60 KB of failed prefixes is still the secret
  const value = `${'hf_'.repeat(20000)} commit the key ghp_9a8b7c6d5e4f3a2b1c0d9e8f to the public repo`;
  assert.equal(readFrames(value.toLowerCase(), {}, { quotesAreMentions: true }).anywhere[tagId('obj:secret')], 1);
  assert.equal(readFrames(value.replace('ghp_9a8b', 'ghp_xa8b').replace(/[0-9]/g, 'q').toLowerCase(), {}, { quotesAreMentions: true }).anywhere[tagId('obj:secret')], 0);
});
