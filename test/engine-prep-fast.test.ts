/**
 * prepTextFast (parse/ui-action-host.ts) gives what prepText (parse/infra-prep.ts) gives: ui_action, data_pipeline and
 * iot prepare through it. Compared on every corpus input of those types, the benchmark prose (4 KB, several languages),
 * and generated strings mixing the shapes each path treats apart (entities, percent escapes, inner punctuation, leet,
 * spaced letters, confusables, invisible characters, long runs).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prepText } from '../src/engine/parse/infra-prep.js';
import { prepKeys, prepTextFast } from '../src/engine/parse/ui-action-host.js';
import type { Metadata } from '../src/engine/types.js';
import { loadCorpus } from './support/corpus.js';
import { benignProse, proseWithAttack } from './support/prose.js';

const KEYS = ['site', 'device', 'url', 'command', 'state', 'title', 'selector'];
const PK = prepKeys(KEYS);

function same(value: string, metadata: Metadata, join: boolean): void {
  assert.deepEqual(prepTextFast(value, metadata, PK, join), prepText(value, metadata, KEYS, join), JSON.stringify(value.slice(0, 120)));
}

test('prepTextFast equals prepText on the corpus inputs of the types that use it', () => {
  let n = 0;
  for (const type of ['ui_action', 'data_pipeline', 'iot'] as const) {
    for (const c of loadCorpus(type)) {
      const metadata = { ...(c.metadata ?? {}), ...(n % 3 === 0 ? { site: 'Zentrale Süd', state: 'on' } : {}) };
      same(c.value, metadata, n % 2 === 0);
      n++;
    }
  }
  assert.ok(n > 500, `${n} corpus inputs compared`);
});

test('prepTextFast equals prepText on multilingual prose and on generated strings', () => {
  for (const size of [1000, 4096, 4097, 9000]) {
    same(benignProse(size, 7), {}, true);
    same(proseWithAttack('iot', size, 3), { device: 'lock', url: 'https://x.example/a%20b' }, false);
  }
  const pieces = ['a-b', 'e.mail', 'p4ssw0rd', 'u n l o c k', '&amp;', '%2e%2e', 'ﬁle', 'Ａ', '\u200b', 'İstanbul', 'ʀᴏᴏᴛ', '  ', '\t', '\n', 'ß', 'déjà', '·', '1st', '$ec', 'x_y', 'Zürich'];
  let seed = 7;
  const rand = (k: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % k;
  };
  for (let i = 0; i < 2000; i++) {
    let s = '';
    const len = 1 + rand(40);
    for (let k = 0; k < len; k++) s += pieces[rand(pieces.length)]! + (rand(3) === 0 ? '' : ' ');
    same(s, rand(4) === 0 ? { command: pieces[rand(pieces.length)]!, selector: s.slice(0, 9) } : {}, rand(2) === 0);
  }
});
