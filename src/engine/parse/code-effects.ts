import { effectRule, objectTags, type EffectFrame } from '../frames/effects.js';
import type { BaseContext } from '../types.js';
import type { CodeFrame } from './code-frame.js';
import { fieldPairs } from './field-pairs.js';

/**
 * What code does, read from its calls and their arguments as effect frames for the shared classes (frames/effects.ts):
 * records destroyed through an ORM (the model is the object; the filter chained before the call is the scope: none or
 * an attribute is many rows, a key or an age is one row or a retention job), a tree deleted item by item under a walk
 * of a data root, and a cross-origin policy that lets any site read what the user's cookies unlock. Substring tests on
 * the bounded lower-cased code; the call's line is read outward from each call word.
 */

export interface CodeEffectInput {
  readonly lower: string;
  readonly frame: CodeFrame;
  readonly env: 'prod' | 'nonprod' | 'unknown';
}

/** Calls that destroy every record the expression before them selects. */
const ORM_DESTROY = ['.destroy_all', '.delete_all', '&:destroy', '.destroy!', '.destroy()', '.delete()', '.deletemany(', '.delete_many(', '.destroy(', '.really_destroy'];
/** Chained filters that select the records. */
const FILTERS = ['.where(', '.filter(', '.exclude(', '.find_by(', '.filter_by('];
/** Filter words that name one record or an age: a key lookup or a retention job. */
const NARROW = ['id:', 'id=', 'id =', 'pk=', 'pk:', '_id', 'uuid', '.ago', 'expire', 'created_at <', 'older', 'cutoff', 'retention', 'stale', 'deleted_at', 'lt:', '$lt', '__lt', '__lte', ' < ?', '<?'];
/** Words after which a deletion leaves nothing to recover. */
const PERMANENT = ['vacuum full', 'really_destroy', 'hard_delete', 'hard delete', 'shred', 'secure_delete', 'purge'];
const MAX_CALLS = 8;

export function codeEffects(input: CodeEffectInput): EffectFrame[] {
  const out: EffectFrame[] = [];
  const lower = input.lower.length > 65536 ? input.lower.slice(0, 65536) : input.lower;
  ormDestroy(lower, input, out);
  treeDestroy(lower, input, out);
  openCors(lower, out);
  return out;
}

/** The statement around position `at`: its line (bounded to 400 characters either side). */
function lineAt(lower: string, at: number): string {
  const b = lower.lastIndexOf('\n', at);
  const e = lower.indexOf('\n', at);
  return lower.slice(Math.max(b + 1, at - 400), e < 0 ? Math.min(lower.length, at + 400) : Math.min(e, at + 400));
}

function ormDestroy(lower: string, input: CodeEffectInput, out: EffectFrame[]): void {
  let calls = 0;
  for (const call of ORM_DESTROY) {
    for (let at = lower.indexOf(call); at >= 0 && calls < MAX_CALLS; at = lower.indexOf(call, at + call.length)) {
      calls++;
      const line = lineAt(lower, at);
      const model = receiver(line);
      if (model === '') continue;
      const tags = new Set<string>();
      objectTags(model, tags);
      if (tags.size === 0) continue;
      const filter = FILTERS.find((f) => line.includes(f));
      const narrow = filter !== undefined && NARROW.some((w) => line.includes(w));
      if (narrow) tags.add('mit:scoped');
      else tags.add('scope:all');
      if (PERMANENT.some((w) => lower.includes(w))) tags.add('perm');
      context(input, tags);
      out.push({ op: 'op:delete', tags, what: `${model} records destroyed${filter === undefined ? ' with no filter' : narrow ? ' (one key or by age)' : ` (${filter}…) selects many`}` });
      return;
    }
  }
}

/** The model a chained call starts from: the first identifier of the statement (`Customer.where(…)`, `Order.objects…`). */
function receiver(line: string): string {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t' || line[i] === '=' || line[i] === '(')) i++;
  // skip `await`, an assignment's target (`n = Model.where…`)
  const eq = line.indexOf('= ');
  if (eq > 0 && eq < 40 && line.charCodeAt(eq - 1) !== 61 && line.charCodeAt(eq + 1) !== 61) i = eq + 2;
  if (line.startsWith('await ', i)) i += 6;
  let e = i;
  while (e < line.length && e - i < 64 && isIdent(line.charCodeAt(e))) e++;
  return line[e] === '.' ? line.slice(i, e) : '';
}

const isIdent = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;

/** Data roots a walk may start from: shared storage, mounted volumes, databases' files, home directories. */
const DATA_ROOTS = ['/mnt/', '/srv/', '/data', '/var/lib/', '/home/', '/volume', '/share', '/nas', '/opt/', '/users/', 'c:\\users', '//'];
const SCRATCH = ['tmp', 'temp', 'cache', 'build', 'dist', '__pycache__', 'node_modules', '.venv', 'fixtures', 'test', 'scratch', 'out/'];
const WALKS = ['.rglob(', 'os.walk(', 'glob.glob(', '.glob(', 'walkdir(', 'fs.readdirsync(', 'files.walk(', 'filepath.walk('];

function treeDestroy(lower: string, input: CodeEffectInput, out: EffectFrame[]): void {
  if (!input.frame.ops.has('walk') || !(input.frame.ops.has('destroy') || input.frame.ops.has('destroyTree') || lower.includes('.unlink(') || lower.includes('.rmdir('))) return;
  for (const w of WALKS) {
    const at = lower.indexOf(w);
    if (at < 0) continue;
    const root = rootBefore(lower, at) || literalAfter(lower, at + w.length);
    if (root === '' || !DATA_ROOTS.some((r) => root.startsWith(r) || root.includes(r))) continue;
    const tags = new Set<string>(['scope:all', 'obj:bulkdata']);
    objectTags(root, tags);
    if (SCRATCH.some((s) => root.includes(s)) || input.frame.objects.has('retention')) tags.add('mit:scoped');
    context(input, tags);
    out.push({ op: 'op:delete', tags, what: `every file under ${root.slice(0, 60)} deleted in a walk` });
    return;
  }
}

/** `Path('/x').rglob(`: the literal of the call the walk method hangs on. */
function rootBefore(lower: string, at: number): string {
  if (lower.charCodeAt(at - 1) !== 41) return '';
  const open = lower.lastIndexOf('(', at - 1);
  return open < 0 || at - open > 200 ? '' : literalAfter(lower, open + 1);
}

/** The first quoted literal right after `from` (spaces allowed before it). */
function literalAfter(lower: string, from: number): string {
  let i = from;
  while (i < lower.length && lower[i] === ' ') i++;
  const q = lower[i];
  if (q !== "'" && q !== '"') return '';
  const close = lower.indexOf(q, i + 1);
  return close < 0 || close - i > 200 ? '' : lower.slice(i + 1, close);
}

/** Any origin allowed to make credentialed requests: every site the user visits can read what their session unlocks. */
function openCors(lower: string, out: EffectFrame[]): void {
  if (!lower.includes('cors') && !lower.includes('access-control-allow-origin')) return;
  const pairs = fieldPairs(lower);
  const anyOrigin = pairs.some((p) => (p.key === 'origins' || p.key === 'origin' || p.key === 'allow_origins' || p.key === 'access-control-allow-origin' || p.key === 'allowed_origins') && (p.value === '*' || p.value === '["*"]' || p.value === "['*']" || p.value === 'true'));
  const withCredentials = pairs.some((p) => (p.key === 'supports_credentials' || p.key === 'credentials' || p.key === 'allow_credentials' || p.key === 'access-control-allow-credentials') && p.value === 'true');
  if (anyOrigin && withCredentials) out.push({ op: 'op:publish', tags: new Set(['obj:personal', 'dest:public']), what: 'any origin may read credentialed responses' });
}

function context(input: CodeEffectInput, tags: Set<string>): void {
  if (input.env === 'prod') tags.add('env:prod');
  if (input.env === 'nonprod') tags.add('env:nonprod');
}

interface CodeEffectContext extends BaseContext {
  readonly frame: CodeFrame;
}

/** The environment the metadata names ('unknown' when it names none). */
function envOfMeta(m: Readonly<Record<string, unknown>>): 'prod' | 'nonprod' | 'unknown' {
  const v = String(m.env ?? m.environment ?? '').toLowerCase();
  if (v === '') return 'unknown';
  return v.startsWith('prod') || v === 'live' ? 'prod' : 'nonprod';
}

/**
 * G82: code read as effect frames and judged by the shared classes. Flag: customers destroyed through the ORM by a
 * region filter in production, every file of a shared volume unlinked in a walk, credentialed CORS for any origin.
 * Pass: expired sessions purged by age, one record by its key, a build directory cleaned, CORS for a named origin.
 */
export const CODE_EFFECT_RULE = effectRule<CodeEffectContext>('G', (ctx) => codeEffects({ lower: ctx.lower, frame: ctx.frame, env: envOfMeta(ctx.metadata) }), {
  flag: [
    { value: "Customer.where(country: 'FR').find_each(&:destroy!)", metadata: { language: 'ruby', env: 'production' } },
    "from pathlib import Path\nfor p in sorted(Path('/srv/shares/finance').rglob('*'), reverse=True):\n    p.unlink() if p.is_file() else p.rmdir()",
    "CORS(app, resources={r'/*': {'origins': '*'}}, supports_credentials=True)",
  ],
  pass: [
    "Session.where('expires_at < ?', 30.days.ago).delete_all",
    { value: 'Customer.where(id: params[:id]).destroy_all', metadata: { language: 'ruby', env: 'production' } },
    "from pathlib import Path\nfor p in sorted(Path('/srv/app/build').rglob('*'), reverse=True):\n    p.unlink() if p.is_file() else p.rmdir()",
    "CORS(app, resources={r'/api/*': {'origins': 'https://app.acme.com'}}, supports_credentials=True)",
    "CORS(app, resources={r'/public/*': {'origins': '*'}})",
    { value: "Customer.where(country: 'FR').find_each(&:destroy!)", metadata: { language: 'ruby', env: 'test' } },
  ],
}, [...ORM_DESTROY, ...WALKS, 'cors', 'access-control-allow-origin']);
