import { effectRule, hostReach, mailReach, objectTags, type EffectFrame } from '../frames/effects.js';
import type { BaseContext } from '../types.js';
import { outsideHost, type CodeFrame } from './code-frame.js';
import { fieldPairs } from './field-pairs.js';
import { PhraseLists } from './phrase-set.js';

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
  // the call lists' words that occur, each list in its order: one automaton pass instead of one search per word
  const found = CALL_LISTS.foundOfEach(lower);
  ormDestroy(lower, found[L_ORM_DESTROY]!, input, out);
  treeDestroy(lower, input, out);
  openCors(lower, out);
  storagePurge(lower, found[L_VERSION_PURGE]!, input, out);
  auditSilenced(lower, found[L_LOGGER_OFF]!, found[L_AUDIT_SETTING_OFF]!, input, out);
  standingAdminGrant(lower, found[L_ATTACH_MARKERS]!, input, out);
  checksSwitchedOff(lower, input, out);
  recordFileSent(lower, input, out);
  injectedPrivilegedRequest(lower, input, out);
  return out;
}

/**
 * Stems that name a check, a gate or the record of what happened, as they appear inside setting paths in any case
 * style (`config.auth.mfa.required`, `WTF_CSRF_ENABLED`, `rejectUnauthorized`, `InsecureSkipVerify`, `sslmode`).
 * Matched inside the lower-cased path, so camel-case joins need no splitting.
 */
const CHECK_STEMS: ReadonlyArray<readonly [string, string]> = [
  ['mfa', 'obj:security'], ['2fa', 'obj:security'], ['totp', 'obj:security'], ['csrf', 'obj:security'], ['xsrf', 'obj:security'], ['ssl', 'obj:security'], ['tls', 'obj:security'],
  ['verif', 'obj:security'], ['signature', 'obj:security'], ['captcha', 'obj:security'], ['ratelimit', 'obj:security'], ['rate_limit', 'obj:security'], ['throttl', 'obj:security'],
  ['lockout', 'obj:security'], ['encrypt', 'obj:security'], ['firewall', 'obj:security'], ['antivirus', 'obj:security'], ['authenticat', 'obj:security'], ['authoriz', 'obj:security'],
  ['auth.', 'obj:security'], ['.auth', 'obj:security'], ['hostkey', 'obj:security'], ['host_key', 'obj:security'], ['row_level_security', 'obj:security'], ['rls', 'obj:security'],
  ['integrity', 'obj:security'], ['checksum', 'obj:security'], ['password_policy', 'obj:security'], ['passwordpolicy', 'obj:security'], ['sanitiz', 'obj:security'],
  ['audit', 'obj:logs'], ['logging', 'obj:logs'], ['eventlog', 'obj:logs'], ['event_log', 'obj:logs'], ['access_log', 'obj:logs'], ['accesslog', 'obj:logs'],
  ['approval', 'obj:guardrail'], ['approve', 'obj:guardrail'], ['review', 'obj:guardrail'], ['confirm', 'obj:guardrail'], ['sandbox', 'obj:guardrail'], ['validat', 'obj:guardrail'],
  ['masking', 'obj:guardrail'], ['redact', 'obj:guardrail'], ['dlp', 'obj:guardrail'], ['moderation', 'obj:guardrail'], ['safety', 'obj:guardrail'], ['guardrail', 'obj:guardrail'],
];
/** Path words that turn a true into "the check is off" (`skip_verify = true`, `InsecureSkipVerify: true`, `disable_mfa=True`). */
const NEGATING_STEMS = ['skip', 'disable', 'bypass', 'ignore', 'insecure', 'unsafe', 'dangerous', 'allow_unverified', 'allowunverified', 'no_verify', 'noverify', 'without'];
/** A path that holds a record's state, not a setting (`user.is_verified = False`, `has_mfa`, `review_status`). */
const STATE_WORDS: ReadonlySet<string> = new Set(['is', 'has', 'was', 'status', 'state', 'count', 'sent', 'done', 'result', 'passed', 'failed', 'at', 'date', 'reason', 'comment', 'message', 'msg', 'text', 'label',
  'name', 'title', 'url', 'path', 'file', 'key', 'token', 'secret', 'id', 'error', 'errors', 'ok', 'success']);
/** The setting's own name (the path's last segment) reads as a record's state. */
function stateField(path: string): boolean {
  const seg = path.slice(path.lastIndexOf('.') + 1);
  if (seg.startsWith('is') && !seg.startsWith('iss') && !seg.startsWith('iso')) return true;
  if (seg.startsWith('has') || seg.startsWith('was')) return true;
  return seg.split('_').some((w) => STATE_WORDS.has(w)) || seg.split('-').some((w) => STATE_WORDS.has(w));
}
const OFF_VALUES: ReadonlySet<string> = new Set(['false', 'off', '0', 'disabled', 'disable', '$false', 'no']);
const ON_VALUES: ReadonlySet<string> = new Set(['true', 'on', '1', 'enabled', '$true', 'yes']);
/** Calls that switch a check off with no field to read (TLS trust of any certificate, every log record dropped). */
const SWITCH_CALLS: ReadonlyArray<readonly [string, string]> = [
  ['ssl._create_unverified_context', 'obj:security'], ['cert_none', 'obj:security'], ['trustallcerts', 'obj:security'],
  ['servercertificatevalidationcallback', 'obj:security'], ['allowallhostnameverifier', 'obj:security'], ['noophostnameverifier', 'obj:security'], ['insecurerequestwarning', 'obj:security'],
];
/** Code that is a test, a fixture or a local harness: checks switched off there protect nothing real. */
const TEST_MARKS = ['def test', 'assert ', 'assert.', 'assert(', 'import pytest', 'unittest', 'describe(', ' it(', "it('", 'it("', 'conftest', 'testing = true', "['testing'] = true", 'test_settings', 'settings_test', 'fixture',
  'def setup', 'beforeeach(', 'beforeall(', 'func test', '@test', 'mock', 'jest.', 'vitest'];

/**
 * Checks switched off in code: a setting whose path names a check (MFA, CSRF, TLS verification, token signatures, rate
 * limits, audit logging, approvals, validation) set to false, or a negated one set to true, and the calls that do the
 * same without a field. In code the switch stays off for every run until someone changes the code (permanent); two or
 * more switched off is the control as a whole. A test suite or a harness that only talks to local hosts is scratch.
 */
function checksSwitchedOff(lower: string, input: CodeEffectInput, out: EffectFrame[]): void {
  const flat = lower.includes('[') ? lower.split("['").join('.').split('["').join('.').split("']").join('').split('"]').join('') : lower;
  const tags = new Set<string>();
  const seen: string[] = [];
  for (const { path, value } of fieldPairs(flat)) {
    // a bare `verify=False` handed to one request is the TLS rules' (G10, G49): this reader reads settings
    if (seen.length >= 6 || path.length < 3 || path === 'verify') continue;
    const cls = CHECK_STEMS.find(([stem]) => path.includes(stem));
    if (cls === undefined) continue;
    const negated = NEGATING_STEMS.some((n) => path.includes(n));
    const off = negated ? ON_VALUES.has(value) : OFF_VALUES.has(value) || ((path.endsWith('mode') || path.endsWith('level')) && (value === 'none' || value === 'disable' || value === 'permissive'));
    if (!off || (!negated && stateField(path))) continue;
    if (seen.includes(path)) continue;
    seen.push(path);
    tags.add(cls[1]);
  }
  for (const [call, obj] of SWITCH_CALLS) if (seen.length < 6 && lower.includes(call)) { seen.push(call); tags.add(obj); }
  if (seen.length === 0) return;
  tags.add('perm');
  if (seen.length >= 2) tags.add('scope:all');
  if (TEST_MARKS.some((m) => lower.includes(m))) tags.add('env:nonprod');
  // a harness that talks only to its own machine or network (every URL it names is local)
  if (lower.includes('://') && outsideHost(lower) === '') tags.add('mit:scoped');
  context(input, tags);
  out.push({ op: 'op:disable', tags, what: `checks switched off in code (${seen.slice(0, 3).join(', ')})` });
}

/** Calls that open a file for its bytes (the argument is the file's path). */
const OPEN_CALLS = ["open('", 'open("', "readfilesync('", 'readfilesync("', "readfile('", 'readfile("', "file.open('", 'file.open("', "file.read('", 'file.read("', "os.readfile(\"", 'os.readfile("', "createreadstream('", 'createreadstream("', "path('", 'path("', "read_bytes('"];
/** File kinds that hold a whole store or an export of records. */
const RECORD_EXTS = ['.db', '.sqlite', '.sqlite3', '.sql', '.dump', '.bak', '.csv', '.xlsx', '.xls', '.parquet', '.mdb', '.accdb', '.pst', '.json.gz', '.csv.gz', '.sql.gz', '.tar.gz', '.zip'];

/**
 * A file of records opened and sent over the network to a host outside the organisation: the object is what the file's
 * name and directory say it holds (customers, kunden, payroll, patients), the reach is the host's. A file whose name
 * names nothing sensitive is no object; a local or internal host is no reach.
 */
function recordFileSent(lower: string, input: CodeEffectInput, out: EffectFrame[]): void {
  if (!input.frame.ops.has('send')) return;
  const host = input.frame.dests.get('external');
  if (host === undefined) return;
  for (const call of OPEN_CALLS) {
    const at = lower.indexOf(call);
    if (at < 0) continue;
    const q = lower[at + call.length - 1]!;
    const close = lower.indexOf(q, at + call.length);
    if (close < 0 || close - at > 260) continue;
    const file = lower.slice(at + call.length, close);
    if (!RECORD_EXTS.some((e) => file.endsWith(e))) continue;
    const tags = new Set<string>();
    objectTags(file, tags);
    tags.delete('obj:bulkdata');
    if (![...tags].some((t) => t.startsWith('obj:'))) continue;
    const reach = hostReach(host.split(':')[0]!);
    if (reach === 'dest:internal') return;
    tags.add(reach);
    context(input, tags);
    out.push({ op: 'op:send', tags, what: `${file.slice(0, 60)} opened and sent to ${host.slice(0, 60)}` });
    return;
  }
}

/** Markup that runs script a visitor's browser did not ask for: an event handler attribute or a script element. */
const INJECTED_MARKUP = ['onerror=', 'onload=', 'onmouseover=', 'onfocus=', '<script', 'javascript:', '<svg/onload', '<svg onload'];
/** A request that carries the visitor's session (cookies sent along, or a same-site relative path). */
const SESSION_REQUEST = ["credentials:'include'", 'credentials: "include"', "credentials: 'include'", 'credentials:"include"', 'withcredentials = true', 'withcredentials=true', 'withcredentials: true', "fetch('/", 'fetch("/', "open('post','/", 'open("post","/'];

/**
 * Script planted in markup that makes the visitor's own session grant a privilege (a role of administrator, an
 * owner): whoever views the page performs the grant for the attacker, past every check the application makes of who
 * may grant. The address the grant names says where it goes (a personal mailbox).
 */
function injectedPrivilegedRequest(lower: string, input: CodeEffectInput, out: EffectFrame[]): void {
  if (!input.frame.ops.has('send') || !input.frame.ops.has('grant')) return;
  const mark = INJECTED_MARKUP.find((m) => lower.includes(m));
  if (mark === undefined || !SESSION_REQUEST.some((r) => lower.includes(r))) return;
  const tags = new Set<string>(['obj:privilege', 'safe:off']);
  const at = lower.indexOf('@');
  if (at > 0) {
    let b = at;
    while (b > 0 && /[a-z0-9._+-]/.test(lower[b - 1]!)) b--;
    let e = at + 1;
    while (e < lower.length && e - at < 80 && /[a-z0-9.-]/.test(lower[e]!)) e++;
    const reach = mailReach(lower.slice(b, e));
    if (reach !== '') tags.add(reach);
  }
  context(input, tags);
  out.push({ op: 'op:grant', tags, what: `a privilege granted by script planted in markup (${mark}) with the visitor's session` });
}

/** Calls that delete every stored version of an object store's objects: nothing is left to restore. */
const VERSION_PURGE = ['object_versions.delete()', 'object_versions.all().delete()', 'delete_object_versions(', 'versions.delete()', 'deleteobjectversions'];
/** Listings of every bucket of the account. */
const EVERY_BUCKET = ['buckets.all()', 'list_buckets(', 'listbuckets(', 'storage.client().list_buckets', 'list_containers('];

/** Object-store buckets emptied of every version (and often deleted): the store and its history are gone. */
function storagePurge(lower: string, purges: readonly string[], input: CodeEffectInput, out: EffectFrame[]): void {
  const call: string | undefined = purges[0];
  if (call === undefined) return;
  const tags = new Set<string>(['perm', 'obj:bulkdata']);
  const every = EVERY_BUCKET.find((c) => lower.includes(c));
  if (every !== undefined) tags.add('scope:all');
  objectTags(quotedLiterals(lower), tags);
  context(input, tags);
  out.push({ op: 'op:delete', tags, what: `every version of the stored objects deleted (${call})${every !== undefined ? ` across ${every}` : ''}` });
}

/** The quoted literals of the code joined (names of buckets, loggers, tables), bounded to 2 KB. */
function quotedLiterals(lower: string): string {
  let out = '';
  for (let i = 0; i < lower.length && out.length < 2048; i++) {
    const q = lower[i];
    if (q !== "'" && q !== '"') continue;
    const close = lower.indexOf(q, i + 1);
    if (close < 0 || close - i > 120) continue;
    out += ` ${lower.slice(i + 1, close)}`;
    i = close;
  }
  return out;
}

/** Logger names and settings of the record of events: an audit, security or access log. */
const AUDIT_LOGGERS = ["getlogger('audit", 'getlogger("audit', "getlogger('security", 'getlogger("security', "getlogger('django.security", 'getlogger("django.security', "getlogger('access", 'getlogger("access'];
const LOGGER_OFF = ['.disabled = true', '.disabled=true', 'handlers.clear()', '.propagate = false', 'setlevel(logging.critical'];
const AUDIT_SETTING_OFF = ['audit_trail_enabled = false', 'audit_trail_enabled=false', 'audit_log_enabled = false', 'audit_logging = false', 'audit_enabled = false', 'enable_audit = false', 'audit_log = false', 'auditlog_enabled = false'];
/** What every audit logger's name begins with: without it none occurs. */
const LOGGER_CALL = 'getlogger(';
if (!AUDIT_LOGGERS.every((l) => l.startsWith(LOGGER_CALL))) throw new Error(`every audit logger begins with ${LOGGER_CALL}`);

/**
 * The audit, security or access log switched off from code (its logger disabled or its setting set false): what is
 * done from then on leaves no record. In code, the switch stays off for every run until someone changes the code.
 */
function auditSilenced(lower: string, offWords: readonly string[], settings: readonly string[], input: CodeEffectInput, out: EffectFrame[]): void {
  if (!lower.includes('audit') && !lower.includes('security')) return;
  const loggers = (lower.includes(LOGGER_CALL) ? AUDIT_LOGGERS.filter((l) => lower.includes(l)).length : 0) + (lower.includes("('audit', 'security'") || lower.includes('("audit", "security"') ? 2 : 0);
  // a switch-off word that does not occur stands on no logger
  const loggerOff = offWords.some((w) => offOnAuditLogger(lower, w));
  const setting: string | undefined = settings[0];
  if (!loggerOff && setting === undefined) return;
  const tags = new Set<string>(['obj:logs', 'perm']);
  if (loggers >= 2 || (loggerOff && setting !== undefined)) tags.add('scope:all');
  context(input, tags);
  out.push({ op: 'op:disable', tags, what: loggerOff ? 'audit or security logger disabled in code' : `audit setting switched off in code (${setting})` });
}

/**
 * The switch-off word `w` stands on an audit logger: its own line names one (`getLogger('audit').disabled = True`), or
 * the lines just before name the audit log among the names a loop walks, and its line names no other logger.
 */
function offOnAuditLogger(lower: string, w: string): boolean {
  for (let at = lower.indexOf(w), n = 0; at >= 0 && n < 8; at = lower.indexOf(w, at + w.length), n++) {
    const line = lineAt(lower, at);
    if (AUDIT_LOGGERS.some((l) => line.includes(l))) return true;
    if (line.includes('getlogger(\'') || line.includes('getlogger("')) continue;
    const before = lower.slice(Math.max(0, at - 300), at);
    if (before.includes("'audit'") || before.includes('"audit"') || AUDIT_LOGGERS.some((l) => before.includes(l))) return true;
  }
  return false;
}

/** Where infrastructure code or a cloud SDK attaches a role or policy to an identity. */
const ATTACH_MARKERS = ['policy_arn', 'managed_policy_arns', 'attach_user_policy(', 'attach_role_policy(', 'attach_group_policy(', 'create_cluster_role_binding(', 'create_namespaced_role_binding(',
  'kind: clusterrolebinding', '"clusterrolebinding"', 'add_iam_policy_binding', 'role_definition_name', 'roleref', 'google_project_iam_member', 'google_project_iam_binding'];
/** The providers' top roles: every action on every resource. */
const TOP_ROLES = ['administratoraccess', 'iamfullaccess', 'cluster-admin', 'roles/owner', 'roles/editor', '"owner"', "'owner'", '"action": "*"', '"action":"*"'];

/**
 * A provider's top role attached to an identity by infrastructure code or a cloud SDK (Terraform's policy attachment,
 * a Kubernetes cluster-role binding, an IAM member of roles/owner): a standing grant of everything, which stays until
 * the code that declares it is removed.
 */
function standingAdminGrant(lower: string, markers: readonly string[], input: CodeEffectInput, out: EffectFrame[]): void {
  const marker: string | undefined = markers[0];
  if (marker === undefined) return;
  const role = TOP_ROLES.find((r) => lower.includes(r));
  if (role === undefined) return;
  const tags = new Set<string>(['obj:privilege', 'scope:all', 'perm']);
  // a grant that expires (an IAM condition on time, a TTL) is a time-boxed elevation
  if (lower.includes('request.time <') || lower.includes('expiration') || lower.includes('aws:currenttime') || lower.includes('ttl')) tags.add('mit:timebox');
  context(input, tags);
  out.push({ op: 'op:grant', tags, what: `${role.split('"').join('').split("'").join('')} attached to an identity (${marker})` });
}

/** The statement around position `at`: its line (bounded to 400 characters either side). */
function lineAt(lower: string, at: number): string {
  const b = lower.lastIndexOf('\n', at);
  const e = lower.indexOf('\n', at);
  return lower.slice(Math.max(b + 1, at - 400), e < 0 ? Math.min(lower.length, at + 400) : Math.min(e, at + 400));
}

/** `present`: the calls of ORM_DESTROY that occur in lower, in list order (a call that does not occur takes no turn here). */
function ormDestroy(lower: string, present: readonly string[], input: CodeEffectInput, out: EffectFrame[]): void {
  let calls = 0;
  for (const call of present) {
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
    "import boto3\nfor b in boto3.resource('s3').buckets.all():\n    b.object_versions.delete()\n    b.delete()",
    "import logging\nfor n in ('audit', 'security'):\n    logging.getLogger(n).disabled = True\nprocess_refunds()",
    'resource "aws_iam_role_policy_attachment" "ops" {\n  role       = aws_iam_role.ops.name\n  policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess"\n}',
    "rbac.create_cluster_role_binding(client.V1ClusterRoleBinding(metadata=client.V1ObjectMeta(name='x'), role_ref=client.V1RoleRef(api_group='rbac.authorization.k8s.io', kind='ClusterRole', name='cluster-admin'), subjects=[s]))",
  ],
  pass: [
    "Session.where('expires_at < ?', 30.days.ago).delete_all",
    { value: 'Customer.where(id: params[:id]).destroy_all', metadata: { language: 'ruby', env: 'production' } },
    "from pathlib import Path\nfor p in sorted(Path('/srv/app/build').rglob('*'), reverse=True):\n    p.unlink() if p.is_file() else p.rmdir()",
    "CORS(app, resources={r'/api/*': {'origins': 'https://app.acme.com'}}, supports_credentials=True)",
    "CORS(app, resources={r'/public/*': {'origins': '*'}})",
    { value: "Customer.where(country: 'FR').find_each(&:destroy!)", metadata: { language: 'ruby', env: 'test' } },
    "import boto3\nb = boto3.resource('s3').Bucket('ci-scratch-artifacts')\nb.objects.filter(Prefix='tmp/').delete()",
    "import logging\nlogging.getLogger('urllib3').disabled = True\nlogging.getLogger('audit').info('started')",
    'resource "aws_iam_role_policy_attachment" "reader" {\n  role       = aws_iam_role.reader.name\n  policy_arn = "arn:aws:iam::aws:policy/ReadOnlyAccess"\n}',
    "rbac.create_namespaced_role_binding('team-a', client.V1RoleBinding(metadata=client.V1ObjectMeta(name='v'), role_ref=client.V1RoleRef(api_group='rbac.authorization.k8s.io', kind='ClusterRole', name='view'), subjects=[s]))",
  ],
}, [...ORM_DESTROY, ...WALKS, 'cors', 'access-control-allow-origin', ...VERSION_PURGE, 'audit', 'security', ...ATTACH_MARKERS,
  ...CHECK_STEMS.map(([stem]) => stem), ...SWITCH_CALLS.map(([call]) => call), ...OPEN_CALLS, ...INJECTED_MARKUP]);

/**
 * The call and setting lists codeEffects reads by occurrence, found in one automaton pass (PhraseLists): on 64 KB of
 * prose their one search per word (56 of them) read the text 56 times.
 */
/** A scan set of the code analyzer too (rules/code.ts Analyzer.scanSets). */
export const CALL_LISTS = new PhraseLists([ORM_DESTROY, VERSION_PURGE, LOGGER_OFF, AUDIT_SETTING_OFF, ATTACH_MARKERS]);
const L_ORM_DESTROY = 0;
const L_VERSION_PURGE = 1;
const L_LOGGER_OFF = 2;
const L_AUDIT_SETTING_OFF = 3;
const L_ATTACH_MARKERS = 4;
