import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PhraseLists, PhraseSet } from '../src/engine/parse/phrase-set.js';

// PhraseSet and PhraseLists promise what one `includes` per phrase in list order answers; their scan reads the
// occurrence list (short texts in one chain, longer ones in four parts), so texts on both sides of that length and
// with units past ASCII and past Latin-1 are compared.
const LISTS: string[][] = [
  ['rm -rf', 'shutil.rmtree', 'os.remove', 'unlink', 'rm'],
  ['/etc/passwd', '/etc/shadow', 'passwd', '.ssh/id_rsa', 'id_rsa'],
  ['requests.post', 'curl', 'urllib', 'post'],
  ['café', 'naïve', 'über', 'ç'],
  ['送信', 'пароль', 'x', 'xy', 'xyz'],
];
const PIECES = [...LISTS.flat(), ' ', '\n', 'a', 'the ', 'import os; ', '"', 'É', '€', '日本', 'r', 'm', '-', '/etc/', 'sha', 'dow'];

function randomText(seed: number, pieces: number): string {
  let x = seed;
  const next = (): number => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x >>> 8;
  };
  let s = '';
  for (let i = 0; i < pieces; i++) s += PIECES[next() % PIECES.length]!;
  return s;
}

test('PhraseSet.first is the first phrase of the list that the text includes', () => {
  const sets = LISTS.map((l) => new PhraseSet(l));
  for (let seed = 1; seed <= 600; seed++) {
    const text = randomText(seed, 1 + (seed % 40));
    LISTS.forEach((list, k) => assert.equal(sets[k]!.first(text), list.find((p) => text.includes(p)), `${JSON.stringify(text)} list ${k}`));
    assert.equal(sets[0]!.any(text), LISTS[0]!.some((p) => text.includes(p)));
  }
});

test('PhraseLists.foundOfEach lists, per list, the phrases the text includes in list order', () => {
  const lists = new PhraseLists(LISTS);
  for (let seed = 1; seed <= 600; seed++) {
    const text = randomText(seed * 7 + 3, 1 + (seed % 50));
    const found = lists.foundOfEach(text);
    assert.equal(found.length, LISTS.length);
    LISTS.forEach((list, k) => assert.deepEqual(found[k], list.filter((p) => text.includes(p)), `${JSON.stringify(text)} list ${k}`));
  }
  // nothing found: every list is empty, and a following scan starts from clean flags
  assert.deepEqual(lists.foundOfEach('nothing here'), LISTS.map(() => []));
  assert.deepEqual(lists.foundOfEach('curl x')[2], ['curl']);
});
