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

test('contentSign answers what one includes per hidden mark and an opening within two characters answer', async () => {
  const { contentSign } = await import('../src/engine/frames/parties.js');
  const hidden = ['white text', 'white font', 'hidden text', '[hidden', '(hidden', 'display:none', 'display: none', 'font-size:0', 'font-size: 0', 'visibility:hidden', '<!--', '隐藏', '非表示', 'versteckter text', 'texte masqué', 'texto oculto'];
  const openings = ['search result', 'tool result', 'tool_result', 'tool output', 'fetched page', 'fetched content', 'web page text', 'page text', 'snippet'];
  const byIncludes = (lower: string): boolean => hidden.some((m) => lower.includes(m)) || openings.some((m) => { const at = lower.slice(0, 48).indexOf(m); return at !== -1 && at <= 2; });
  const pieces = [...hidden, ...openings, ' ', 'a', '[', '(', 'é', '隐', 'search ', 'page', 'tool', '<!-', 'white ', 'hidden', 'snip'];
  let x = 7;
  let shown = 0;
  for (let i = 0; i < 20_000; i++) {
    let s = '';
    for (let j = 0; j <= i % 12; j++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      s += pieces[(x >>> 8) % pieces.length];
    }
    if (byIncludes(s)) shown++;
    assert.equal(contentSign(s), byIncludes(s), JSON.stringify(s));
  }
  assert.ok(shown > 1000 && shown < 19_000, `${shown} signs`);
});
