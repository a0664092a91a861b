/**
 * How `safegate check` and the hook start cold: from the bundle (dist/src/cli/bundle.cjs) with V8's code cache and
 * the shipped automaton tables, giving the same answers as the ES modules; a bundle older than its sources is not used.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import { isCurrent, MANIFEST_FILE, type BundleManifest } from '../src/cli/bundle-loader.cjs';
import { asciiOnly } from '../scripts/ascii-source.js';
import { loadCorpus } from './support/corpus.js';

const CLI = resolve(process.cwd(), 'dist', 'src', 'cli', 'main.cjs');
const PROGRAM = pathToFileURL(resolve(process.cwd(), 'dist', 'src', 'cli', 'program.js')).href;
const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-coldstart-'));
  dirs.push(dir);
  return dir;
};
after(() => { for (const dir of dirs) rmSync(dir, { recursive: true, force: true }); });

/** `safegate check … --json` through main.cjs, the bin (the bundle), or through the ES modules of program.js. */
function checkJson(args: string[], cache: string, via: 'bundle' | 'modules'): Record<string, unknown> {
  const argv = via === 'bundle'
    ? [CLI, 'check', ...args, '--json']
    : ['--input-type=module', '-e', `import { runCli } from ${JSON.stringify(PROGRAM)}; runCli(process.argv.slice(0, 1).concat(['safegate'], process.argv.slice(1)));`, 'check', ...args, '--json'];
  const r = spawnSync(process.execPath, argv, { encoding: 'utf8', timeout: 30_000, env: { PATH: process.env.PATH ?? '', SAFEGATE_CACHE_DIR: cache } });
  assert.ok(r.status !== null && r.status <= 2, `${args.join(' ')}: exit ${r.status} ${r.stderr}`);
  const { latencyMs, ...rest } = JSON.parse(r.stdout) as Record<string, unknown>;
  assert.equal(typeof latencyMs, 'number');
  return rest;
}

test('the build wrote a current bundle, and check answers from it as the ES modules do (code cache written, then read)', () => {
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as BundleManifest;
  assert.ok(isCurrent(manifest), 'npm run build / pretest leaves a current bundle');
  const cache = tempDir();
  for (const type of ['command', 'text', 'agent_comm', 'file_write', 'url', 'query'] as const) {
    const c = loadCorpus(type).find((x) => x.metadata === undefined || Object.keys(x.metadata).length > 0)!;
    const args = [type, c.value, ...(c.metadata ? ['--metadata', JSON.stringify(c.metadata)] : [])];
    const modules = checkJson(args, cache, 'modules');
    assert.deepEqual(checkJson(args, cache, 'bundle'), modules, `${type} (first run: no code cache)`);
    // one code cache per kind of run (src/cli/bundle-loader.cts)
    const codeCache = readdirSync(join(cache, 'code')).find((f) => f.includes(`-check-${type}-`));
    assert.ok(codeCache, `${type}: its own code cache`);
    const written = statSync(join(cache, 'code', codeCache)).mtimeMs;
    assert.deepEqual(checkJson(args, cache, 'bundle'), modules, `${type} (from the code cache)`);
    assert.equal(statSync(join(cache, 'code', codeCache)).mtimeMs, written, 'an accepted code cache is not rewritten');
  }
  // the shipped tables served every automaton: nothing was built and written into the user's cache
  assert.deepEqual(readdirSync(cache), ['code']);
});

test('a code cache V8 rejects is replaced, and the answer is unchanged', () => {
  const cache = tempDir();
  const expected = checkJson(['command', 'rm -rf /'], cache, 'bundle');
  const [name] = readdirSync(join(cache, 'code'));
  const file = join(cache, 'code', name!);
  writeFileSync(file, Buffer.alloc(4096, 7));
  assert.deepEqual(checkJson(['command', 'rm -rf /'], cache, 'bundle'), expected);
  assert.notDeepEqual(readFileSync(file), Buffer.alloc(4096, 7));
});

test('a bundle is current only while every file it was built from keeps its size and modification time', () => {
  const dir = tempDir();
  const file = join(dir, 'a.js');
  writeFileSync(file, 'export const a = 1;\n');
  const stat = statSync(file);
  const manifest: BundleManifest = { hash: 'h', files: [['a.js', stat.size, stat.mtimeMs]] };
  assert.equal(isCurrent(manifest, dir), true);
  utimesSync(file, stat.atime, new Date(stat.mtimeMs + 5000));
  assert.equal(isCurrent(manifest, dir), false, 'rewritten by tsc');
  assert.equal(isCurrent({ hash: 'h', files: [['gone.js', 1, 1]] }, dir), false, 'a missing file');
  assert.equal(isCurrent({ hash: 'h', files: [] }, dir), false, 'an empty manifest');
});

test('the bundle is ASCII only, and writing a regex literal\'s characters as escapes keeps what it matches', () => {
  const bundle = readFileSync(resolve(process.cwd(), 'dist', 'src', 'cli', 'bundle.cjs'));
  assert.equal(bundle.findIndex((b) => b > 0x7f), -1, 'a one-byte source for V8');
  const cases: Array<[source: string, flags: string, inputs: string[]]> = [
    ['["\'`\u300d\u300f\u201d\u2019]', '', ['\u201d', '\u2019', 'a', '\u300d']],
    ['\\\u2019x', '', ['\u2019x', '\\\u2019x', 'x']],
    ['\\\\\u2019', '', ['\\\u2019', '\u2019']],
    ['[\u{1F600}\u00e9]', 'u', ['\u{1F600}', '\ud83d', '\u00e9', 'e']],
    ['\u{1F600}+', '', ['\u{1F600}\u{1F600}', '\ude00\ude00', '\ud83d']],
    ['(?:\u5ffd\u7565|\u5ffd\u89c6)\u4ee5\u4e0a', 'iu', ['\u8bf7\u5ffd\u7565\u4ee5\u4e0a', '\u4ee5\u4e0a']],
  ];
  for (const [source, flags, inputs] of cases) {
    const escaped = asciiOnly(`/${source}/${flags}`);
    assert.match(escaped, /^[\x00-\x7f]*$/);
    const original = new RegExp(source, flags);
    const rewritten = new RegExp(escaped.slice(1, escaped.lastIndexOf('/')), flags);
    for (const input of inputs) assert.deepEqual(rewritten.exec(input)?.[0], original.exec(input)?.[0], `${escaped} on ${JSON.stringify(input)}`);
    assert.ok(inputs.some((input) => original.test(input)), `${source}: some input matches`);
  }
});
