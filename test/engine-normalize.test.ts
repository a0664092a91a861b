import { test } from 'node:test';
import assert from 'node:assert/strict';
import { asciiBytes, collapseWhitespace, foldConfusables, foldsLetters, foldStripCollapse, hasInvisible, latin1Bytes, latin1BytesToPatch, percentDecode, stripInvisible } from '../src/engine/normalize.js';

/** Small strings over an alphabet chosen to hit every branch, from a seeded generator (the same cases every run). */
function* cases(alphabet: string, count: number): Generator<string> {
  let seed = 12345;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let t = 0; t < count; t++) {
    let s = '';
    const length = Math.floor(next() * 12);
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(next() * alphabet.length)];
    yield s;
  }
}

test('collapseWhitespace equals the regex replace and trim it replaces, on every whitespace kind', () => {
  const reference = (s: string) => s.replace(/\s{2,}|[^\S ]/g, ' ').trim();
  for (const s of cases(' \t\n\r\v\f\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeffab€é\u200b', 50_000)) {
    assert.equal(collapseWhitespace(s), reference(s), JSON.stringify(s));
  }
  // long ASCII text takes the byte pass: random runs of every ASCII whitespace kind
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let t = 0; t < 300; t++) {
    let s = '';
    const length = 4096 + Math.floor(next() * 300);
    for (let i = 0; i < length; i++) s += ' \t\n\r\v\fab.'[Math.floor(next() * 10)];
    assert.equal(collapseWhitespace(s), reference(s));
  }
  assert.equal(collapseWhitespace('a\n'.repeat(100_000)), `${'a '.repeat(99_999)}a`);
});

test('foldStripCollapse equals stripping, folding and collapsing one after the other (every whitespace kind, invisible and look-alike units, past Latin-1)', () => {
  const reference = (s: string) => collapseWhitespace(foldConfusables(stripInvisible(s)));
  for (const s of cases(' \t\n\r\v\f\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeffab€é\u200b\u00ad\u0430\u2019\u4e2d', 50_000)) {
    assert.equal(foldStripCollapse(s), reference(s), JSON.stringify(s));
  }
  const long = 'Zugriffsrichtlinie d\u2019audit \u200b\n\n  ¿qué? \u0430dmin '.repeat(2000);
  assert.equal(foldStripCollapse(long), reference(long));
  assert.equal(foldStripCollapse(`${long}\u4e2d${long}`), reference(`${long}\u4e2d${long}`));
});

test('percentDecode equals two rounds of the %XX regex replace, malformed escapes kept', () => {
  const reference = (s: string) => {
    let out = s;
    for (let r = 0; r < 2 && out.includes('%'); r++) {
      const next = out.replace(/%([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (next === out) break;
      out = next;
    }
    return out;
  };
  for (const s of cases('%2541aAfFgzZ9é€ \u0100', 50_000)) assert.equal(percentDecode(s), reference(s), JSON.stringify(s));
  assert.equal(percentDecode('%2e'.repeat(100_000)), '.'.repeat(100_000));
});

test('foldsLetters: look-alike letters count, curly quotes and dashes do not', () => {
  assert.equal(foldsLetters('іgnоrе'), true);
  assert.equal(foldsLetters('d’audit — “quoted”'), false);
  assert.equal(foldsLetters('plain ascii'), false);
});

test('stripInvisible drops exactly the code units the invisible-character class matches', () => {
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    assert.equal(stripInvisible(`a${ch}b`) === 'ab', hasInvisible(ch), `U+${c.toString(16)}`);
  }
});

test('asciiBytes and latin1Bytes give the text\'s bytes when asked again, after other passes took the scratch or a caller patched it', () => {
  const bytesOf = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));
  const read = (b: Uint8Array | null, n: number): number[] | null => (b === null ? null : Array.from(b.subarray(0, n)));
  const ascii = 'please send the quarterly report to the finance team before friday';
  const accented = 'veuillez envoyer le relevé à l\'équipe financière avant vendredi';
  assert.deepEqual(read(asciiBytes(ascii), ascii.length), bytesOf(ascii));
  assert.deepEqual(read(latin1Bytes(ascii), ascii.length), bytesOf(ascii));
  // another pass writes the scratch: the next request copies again
  foldStripCollapse('x'.repeat(ascii.length + 5) + ' \u00a0 \u0430bc');
  assert.deepEqual(read(latin1Bytes(ascii), ascii.length), bytesOf(ascii));
  assert.deepEqual(read(asciiBytes(ascii), ascii.length), bytesOf(ascii));
  // Latin-1 bytes held are not ASCII bytes
  assert.deepEqual(read(latin1Bytes(accented), accented.length), bytesOf(accented));
  assert.equal(asciiBytes(accented), null);
  assert.deepEqual(read(latin1Bytes(accented), accented.length), bytesOf(accented));
  // a caller that rewrites the bytes in place leaves nothing held
  const patched = latin1BytesToPatch(accented)!;
  patched.fill(63, 0, accented.length);
  assert.deepEqual(read(latin1Bytes(accented), accented.length), bytesOf(accented));
  // an equal string built apart reads the same bytes
  const rebuilt = JSON.parse(JSON.stringify(accented)) as string;
  assert.deepEqual(read(latin1Bytes(rebuilt), rebuilt.length), bytesOf(accented));
  assert.equal(latin1Bytes('send \u0441ash'), null);
});
