/**
 * Rebuilds scripts/second-opinion-lookalikes.jsonl: the inputs a test asserts the learned second opinion leaves alone;
 * with --caution, scripts/second-opinion-caution-lookalikes.jsonl: those a test asserts its confirmation of a rule's
 * CAUTION leaves alone (the copy confirms every CAUTION check the frame gate lets it judge).
 *
 *   npx tsc -p tsconfig.json && node scripts/lookalike-pool.mjs [--caution] [--files dist/test/a.test.js,...] [--out file]
 *
 * Runs the tests on a copy of dist in which the second opinion flags every check the rules leave SAFE (each such check
 * logged; where the frame gate abstains too, since GATED_MARGIN lets the model flag there), with a preload that makes assertions log their failures instead of
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
/**
 * --caution: the inputs a test asserts the confirmation of a rule's CAUTION leaves alone (second-opinion-caution-
 * lookalikes.jsonl): the copy's second opinion confirms every check the rules flag at CAUTION and the frame gate lets
 * it judge (a DANGER finding), instead of flagging the checks they leave SAFE.
 */
const caution = process.argv.includes('--caution');
/**
 * --primitives: the inputs a test asserts a primitive of where the second opinion names another effect
 * (second-opinion-primitives.jsonl, each with the primitive its test expects): the copy logs each check whose effect
 * it names (effectOf), and a failed assertion that expects a primitive is attributed to the file's last such check
 * since the previous failed one.
 */
const primitives = process.argv.includes('--primitives');
const out = resolve(arg('--out') ?? join(root, 'scripts', primitives ? 'second-opinion-primitives.jsonl' : caution ? 'second-opinion-caution-lookalikes.jsonl' : 'second-opinion-lookalikes.jsonl'));
const tmp = mkdtempSync(join(tmpdir(), 'lookalike-pool-'));
const log = join(tmp, 'events.jsonl');
for (const f of readdirSync(root)) if (f !== 'dist' && !f.startsWith('.git')) symlinkSync(join(root, f), join(tmp, f));
cpSync(join(root, 'dist'), join(tmp, 'dist'), { recursive: true });

// the copy's second opinion flags every check it may judge, and logs each
const so = join(tmp, 'dist', 'src', 'engine', 'learned', 'second-opinion.js');
let js = readFileSync(so, 'utf8');
const logCall = `__log(${JSON.stringify(log)}, JSON.stringify({ ev: 'flag', type, value: ctx.raw, metadata: ctx.metadata, file: process.argv[1] }) + '\\n');\n            `;
if (primitives) {
  const ret = 'return probabilities[best] > PRIMITIVE_AT ? PRIMITIVES[best] : null;';
  if (!js.includes(ret)) throw new Error('second-opinion.js: effectOf\'s answer was not found (compiled output changed)');
  js = `import { appendFileSync as __log } from 'node:fs';\n${js.replace(ret, `if (probabilities[best] > PRIMITIVE_AT) ${logCall.trim()}\n    ${ret}`)}`;
} else if (caution) {
  // onCaution without its thresholds (the gate kept), logging each check it confirms
  const off = 'CONFIRM_AT >= 1 || CONFIRM_LEVEL_AT >= 1 || ';
  const test = 'if (p <= CONFIRM_AT || dangerOf(model, features) <= CONFIRM_LEVEL_AT)';
  const at = js.indexOf(test);
  const ret = js.indexOf('return { detail:', at);
  if (!js.includes(off) || at < 0 || ret < 0) throw new Error('second-opinion.js: onCaution\'s tests or finding were not found (compiled output changed)');
  js = `import { appendFileSync as __log } from 'node:fs';\n${js.slice(0, at)}if (false)${js.slice(at + test.length, ret)}${logCall}${js.slice(ret)}`.replace(off, '');
} else {
  const at = js.indexOf('if (p <= threshold)');
  const ret = js.indexOf('return { detail:', at);
  if (at < 0 || ret < 0) throw new Error('second-opinion.js: the threshold test or the finding was not found (compiled output changed)');
  // (the second test, the threshold raised by GATED_MARGIN where the frame gate abstains, goes too: the margin lets the
  // model flag there, so a test's SAFE there is a look-alike as well)
  js = `import { appendFileSync as __log } from 'node:fs';\n${js.slice(0, at)}if (false)${js.slice(at + 'if (p <= threshold)'.length, ret).replace('if (p <= threshold)', 'if (false)')}${logCall}${js.slice(ret)}`;
}
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
      appendFileSync(${JSON.stringify(log)}, JSON.stringify({ ev: 'assert', ok, file, expected: typeof args[1] === 'string' ? args[1] : undefined }) + '\\n');
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
const PRIMITIVE_NAMES = ['DESTRUCTION', 'EXFILTRATION', 'ESCALATION', 'PERSISTENCE', 'MANIPULATION'];
const pending = new Map();
const found = new Map();
for (const line of readFileSync(log, 'utf8').split('\n')) {
  if (!line) continue;
  const e = JSON.parse(line);
  // a check made in a child process with no script (node -e) has no test file to be attributed to
  if (typeof e.file !== 'string') continue;
  const file = e.file.split('/').pop();
  if (e.ev === 'flag') { (pending.get(file) ?? pending.set(file, []).get(file)).push(e); continue; }
  if (!e.ok && !skipFiles.has(file) && primitives) {
    const c = (pending.get(file) ?? []).at(-1);
    if (c !== undefined && PRIMITIVE_NAMES.includes(e.expected)) {
      const metadata = c.metadata && Object.keys(c.metadata).length > 0 ? c.metadata : undefined;
      const key = `${c.type}\u0000${c.value}\u0000${JSON.stringify(metadata ?? {})}`;
      if (!corpus.has(`${c.type}\u0000${c.value}`) && !found.has(key)) found.set(key, { type: c.type, value: c.value, ...(metadata ? { metadata } : {}), primitive: e.expected, test: file.replace(/\.js$/, '.ts') });
    }
  } else if (!e.ok && !skipFiles.has(file)) {
    for (const c of pending.get(file) ?? []) {
      const metadata = c.metadata && Object.keys(c.metadata).length > 0 ? c.metadata : undefined;
      const key = `${c.type}\u0000${c.value}\u0000${JSON.stringify(metadata ?? {})}`;
      if (!corpus.has(`${c.type}\u0000${c.value}`) && !found.has(key)) found.set(key, { type: c.type, value: c.value, ...(metadata ? { metadata } : {}), test: file.replace(/\.js$/, '.ts') });
    }
  }
  // (a primitive's assertion may follow others about the same check: the last named check stays until one fails)
  if (!primitives || !e.ok) pending.set(file, []);
}
const kept = existsSync(out) ? readFileSync(out, 'utf8').split('\n').filter((l) => l.trim() && JSON.parse(l).server === true).map((l) => JSON.parse(l)) : [];
const lines = [...found.values(), ...kept].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : a.test < b.test ? -1 : a.test > b.test ? 1 : 0));
writeFileSync(out, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
if (process.env.POOL_KEEP === undefined) rmSync(tmp, { recursive: true, force: true }); else console.log(`kept ${tmp}`);
console.log(`${out}: ${lines.length} look-alikes (${kept.length} checked through a server, kept from the previous list)`);
