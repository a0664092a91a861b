/**
 * Rebuilds scripts/second-opinion-lookalikes.jsonl: the inputs a test asserts the learned second opinion leaves alone.
 *
 *   npx tsc -p tsconfig.json && node scripts/lookalike-pool.mjs [--files dist/test/a.test.js,...] [--out file]
 *
 * Runs the tests on a copy of dist in which the second opinion flags every check the rules leave SAFE and the frame
 * gate lets it judge (each such check logged), with a preload that makes assertions log their failures instead of
 * throwing. A check is a look-alike when an assertion of its test file failed after it and before the file's next
 * assertion. Left out: corpus cases (the fit reads test/corpus itself), first-sight sets (judged by their floors),
 * checks whose test only compares the server with the library (api-checks), and the second opinion's own pass examples
 * (engine-rules; each fit chooses them). Checks made through a server process are not reached: the lines marked
 * `server` in the current file are kept as they are. Plain JavaScript (not compiled): it patches compiled output.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const arg = (name) => { const i = process.argv.indexOf(name); return i < 0 ? undefined : process.argv[i + 1]; };
const root = process.cwd();
const out = resolve(arg('--out') ?? join(root, 'scripts', 'second-opinion-lookalikes.jsonl'));
const tmp = mkdtempSync(join(tmpdir(), 'lookalike-pool-'));
const log = join(tmp, 'events.jsonl');
for (const f of readdirSync(root)) if (f !== 'dist' && !f.startsWith('.git')) symlinkSync(join(root, f), join(tmp, f));
cpSync(join(root, 'dist'), join(tmp, 'dist'), { recursive: true });

// the copy's second opinion flags every check it may judge, and logs each
const so = join(tmp, 'dist', 'src', 'engine', 'learned', 'second-opinion.js');
let js = readFileSync(so, 'utf8');
const at = js.indexOf('if (p <= threshold)');
const ret = js.indexOf('return { detail:', at);
if (at < 0 || ret < 0) throw new Error('second-opinion.js: the threshold test or the finding was not found (compiled output changed)');
js = `import { appendFileSync as __log } from 'node:fs';\n${js.slice(0, at)}if (false)${js.slice(at + 'if (p <= threshold)'.length, ret)}__log(${JSON.stringify(log)}, JSON.stringify({ ev: 'flag', type, value: ctx.raw, metadata: ctx.metadata, file: process.argv[1] }) + '\\n');\n            ${js.slice(ret)}`;
writeFileSync(so, js);

// assertions log instead of throwing, so every asserted check of a test is seen
const preload = join(tmp, 'soft-assert.mjs');
writeFileSync(preload, `import { appendFileSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
const assert = createRequire(import.meta.url)('node:assert');
const file = process.argv[1] ?? '';
for (const obj of [assert, assert.strict]) {
  for (const name of ['equal', 'notEqual', 'strictEqual', 'notStrictEqual', 'deepEqual', 'deepStrictEqual', 'notDeepEqual', 'notDeepStrictEqual', 'ok', 'match', 'doesNotMatch', 'fail']) {
    const orig = obj[name];
    obj[name] = function (...args) {
      let ok = true;
      try { orig.apply(this, args); } catch { ok = false; }
      appendFileSync(${JSON.stringify(log)}, JSON.stringify({ ev: 'assert', ok, file }) + '\\n');
    };
  }
}
syncBuiltinESMExports();
`);

const files = arg('--files')?.split(',') ?? readdirSync(join(tmp, 'dist', 'test')).filter((f) => f.endsWith('.test.js')).map((f) => join('dist', 'test', f));
const run = spawnSync(process.execPath, ['--import', preload, '--test', '--test-concurrency=2', ...files], { cwd: tmp, stdio: ['ignore', 'ignore', 'inherit'] });
console.log(`tests ran (exit ${run.status}; failures are expected: every judged check was flagged)`);

// attribution: the flagged checks of a file since its previous assertion, when that assertion failed
const skipFiles = new Set(['api-checks.test.js', 'engine-rules.test.js', 'engine-firstsight.test.js', 'engine-corpus.test.js']);
const corpus = new Set();
for (const f of readdirSync(join(root, 'test', 'corpus'))) {
  for (const l of readFileSync(join(root, 'test', 'corpus', f), 'utf8').split('\n')) if (l.trim()) corpus.add(`${f.slice(0, -6)}\u0000${JSON.parse(l).value}`);
}
const pending = new Map();
const found = new Map();
for (const line of readFileSync(log, 'utf8').split('\n')) {
  if (!line) continue;
  const e = JSON.parse(line);
  // a check made in a child process with no script (node -e) has no test file to be attributed to
  if (typeof e.file !== 'string') continue;
  const file = e.file.split('/').pop();
  if (e.ev === 'flag') { (pending.get(file) ?? pending.set(file, []).get(file)).push(e); continue; }
  if (!e.ok && !skipFiles.has(file)) {
    for (const c of pending.get(file) ?? []) {
      const metadata = c.metadata && Object.keys(c.metadata).length > 0 ? c.metadata : undefined;
      const key = `${c.type}\u0000${c.value}\u0000${JSON.stringify(metadata ?? {})}`;
      if (!corpus.has(`${c.type}\u0000${c.value}`) && !found.has(key)) found.set(key, { type: c.type, value: c.value, ...(metadata ? { metadata } : {}), test: file.replace(/\.js$/, '.ts') });
    }
  }
  pending.set(file, []);
}
const kept = existsSync(out) ? readFileSync(out, 'utf8').split('\n').filter((l) => l.trim() && JSON.parse(l).server === true).map((l) => JSON.parse(l)) : [];
const lines = [...found.values(), ...kept].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : a.test < b.test ? -1 : a.test > b.test ? 1 : 0));
writeFileSync(out, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
rmSync(tmp, { recursive: true, force: true });
console.log(`${out}: ${lines.length} look-alikes (${kept.length} checked through a server, kept from the previous list)`);
