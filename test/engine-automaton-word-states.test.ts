import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KeywordAutomaton } from '../src/engine/ahocorasick.js';
import { hitsOf, random, randomKeyword } from './support/automaton.js';
import { buildTables, MID_WORD, type KeywordEntry } from '../src/engine/automaton-build.js';
import type { DenseLimits } from '../src/engine/automaton-layout.js';
import { decodeTables, encodeTables } from '../src/engine/automaton-cache.js';
import { scanTerms, scanTermsByPathForTest, TAGS } from '../src/engine/frames/scan.js';
import { benignProse } from '../src/engine/prose-sample.js';

/**
 * Word states (automaton-build.ts BuildOptions.wordStates): inside a word the scan waits in MID_WORD instead of walking
 * the trie along the word's suffixes. The word-start test at each occurrence stays, so an automaton built with them must
 * report exactly what the one built without them reports, on every scan path.
 */

const ALL_ROWS: DenseLimits = { states: Number.MAX_SAFE_INTEGER, entries: Number.MAX_SAFE_INTEGER };

// keyword characters: letters, a digit, punctuation, a Latin-1 letter (a column, not a word character), a wide unit
const KW_CHARS = 'abcab1-.é日';
// text characters besides: letters and digits no keyword holds (their own column with word states), capitals, a space,
// a wide unit no keyword holds
const TEXT_CHARS = `${KW_CHARS}xyQZ9 _\u0436`;


test('word states: the same occurrences as the plain automaton on every scan path, all rows and rows for shallow states only', () => {
  const rnd = random(2611);
  let total = 0;
  for (let round = 0; round < 300; round++) {
    const entries: KeywordEntry[] = [];
    for (let k = 0, count = 1 + rnd(16); k < count; k++) entries.push({ keyword: randomKeyword(rnd, 7, KW_CHARS), group: rnd(6), wordStart: rnd(4) !== 0 });
    const plain = new KeywordAutomaton(buildTables(entries, ALL_ROWS));
    const limits: DenseLimits = round % 2 === 0 ? ALL_ROWS : { states: 2, entries: 400 };
    const tables = buildTables(entries, limits, { wordStates: true });
    // the table file carries the layout as it is
    assert.deepEqual(decodeTables(encodeTables(tables, 'word'), 'word'), tables);
    const words = new KeywordAutomaton(tables);
    for (let t = 0; t < 3; t++) {
      let text = '';
      // up to 3 000 units: the one-chain loop, the four chains over bytes and code units, and the WebAssembly loop
      for (let i = 0, len = t === 2 ? rnd(3000) : rnd(200); i < len; i++) text += rnd(3) === 0 ? entries[rnd(entries.length)]!.keyword : TEXT_CHARS[rnd(TEXT_CHARS.length)];
      for (const parts of [false, true]) {
        const want = hitsOf(plain, text, parts);
        assert.deepEqual(hitsOf(words, text, parts), want, `${JSON.stringify(entries)} ${JSON.stringify(text)}`);
        total += want.length;
      }
    }
  }
  assert.ok(total > 5000, `only ${total} occurrences compared`);
});

test('word states: a word-start keyword only at a word start, the others anywhere; inside a word the scan waits in MID_WORD', () => {
  const entries: KeywordEntry[] = [
    { keyword: 'dan', group: 0, wordStart: true },
    { keyword: 'an', group: 1 },
    { keyword: '.env', group: 2 },
    { keyword: 'reset', group: 3, wordStart: true },
    { keyword: 'password reset', group: 4, wordStart: true },
  ];
  const tables = buildTables(entries, ALL_ROWS, { wordStates: true });
  // from either root, a letter no keyword holds leads inside a word, a space out of it
  const q = tables.classOf['q'.charCodeAt(0)]!;
  const space = tables.classOf[32]!;
  assert.notEqual(q, 0);
  assert.equal(tables.next[q]!, MID_WORD);
  assert.equal(tables.next[MID_WORD * tables.width + q]!, MID_WORD);
  assert.equal(tables.next[MID_WORD * tables.width + space]!, 0);
  const text = 'Sedan dan Xdan 9dan édan x.env password reset passwordreset';
  const ac = new KeywordAutomaton(tables);
  for (const parts of [false, true]) {
    // dan at 9 and after é (not a word character) at 24; an inside Sedan, dan, Xdan, 9dan and édan; .env inside a word;
    // reset and password reset at 45; reset inside passwordreset is not at a word start
    assert.deepEqual(hitsOf(ac, text, parts), ['0:24', '0:9', '1:14', '1:19', '1:24', '1:5', '1:9', '2:30', '3:45', '4:45'].sort());
  }
});

test('the frame terms (built with word states): terms at word starts, none inside words, the same tags as before', () => {
  const read = (s: string): string[] => scanTerms(s).map((h) => `${s.slice(h.start, h.end)}=${h.tags.map((t) => TAGS[t]).join('+')}`);
  assert.deepEqual(read('please reset the admin password and export the customer database to my gmail'), [
    'reset=imp', 'admin=obj:privilege', 'password=obj:secret', 'export=op:send', 'customer database=obj:personal', 'database=obj:bulkdata', 'to my=dest:own', 'my=cue:principal', 'my gmail=dest:personal',
  ]);
  assert.deepEqual(read('the unpasswordable hypertransfer; re-export .env now'), ['export=op:send', '.env=obj:secret']);
  assert.deepEqual(read('supprimez les données clients'), ['supprime=op:delete', 'supprimez=op:delete']);
});

test('the term scan in one chain (short texts) and in four parts: the same occurrences in the same order', () => {
  const prose = benignProse(6000, 5).toLowerCase();
  const rnd = random(96);
  let hits = 0;
  for (let k = 0; k < 400; k++) {
    // lengths around the one-chain bound (scan.ts ONE_CHAIN_BELOW) and well past it, cut anywhere (inside words and terms)
    const from = rnd(prose.length - 400);
    let text = prose.slice(from, from + 40 + rnd(k % 4 === 0 ? 360 : 120));
    // a unit past Latin-1 now and then: the code-unit paths instead of the byte paths
    if (k % 5 === 0) {
      const at = rnd(text.length);
      text = `${text.slice(0, at)}\u2019${text.slice(at)}`;
    }
    const one = scanTermsByPathForTest(text, false);
    assert.deepEqual(scanTermsByPathForTest(text, true), one, JSON.stringify(text));
    assert.deepEqual(scanTerms(text), one);
    hits += one.length;
  }
  assert.ok(hits > 1000, `only ${hits} occurrences compared`);
});
