/**
 * What an API call does to the integrity of an account or its records, whichever vendor it goes to: deletion with
 * the safety nets cut (backups discarded, every object version, legal hold off, retention set to zero, thousands
 * of ids at once), a user created straight into an administrators' group, code evaluated by a debug endpoint,
 * a refund larger than the charge, a 100 % discount for every customer, a business state (won, approved, paid)
 * stamped on every record of a batch. Substring tests on the bounded, compacted head.
 */
import { CheckMemo } from '../check-scope.js';
import { metaNumber } from '../normalize.js';
import type { Metadata } from '../types.js';
import type { ApiEffect, ApiView } from './api-effects.js';

const has = (s: string, words: readonly string[]): string => {
  for (const w of words) if (s.includes(w)) return w;
  return '';
};

const QUOTES_AND_BLANKS = /["'\s]+/g;
/** Compacted heads by view: several rules read the same view's compact form in one check. */
const compacted = new CheckMemo<ApiView, string>();
/** The view's head with quotes, blanks and line breaks removed (first 8 KB), so JSON, JS-object and form spellings compare alike. */
export function compactView(v: ApiView): string {
  let out = compacted.get(v);
  if (out === undefined) {
    out = v.head.slice(0, 8192).replace(QUOTES_AND_BLANKS, '');
    compacted.set(v, out);
  }
  return out;
}

/** Settings that remove what would let a deletion be undone. */
const NETS_CUT = ['retainbackups=false', 'retainbackups:false', 'skip_final_snapshot=true', 'skipfinalsnapshot=true', 'skip_final_snapshot:true', 'deletebackups=true', 'delete_backups=true', 'deleteautomatedbackups=true', 'keep_backups=false', 'final_snapshot=false', 'versionid>*<', 'versionid:*', 'status=suspended', 'status:suspended', 'legalhold', 'bypass-governance-retention:true', 'bypassgovernanceretention', 'min_age:0ms', 'min_age:0s', 'min_age:0d', 'min_age:0m', 'retention_days:0', 'retentionindays:0', 'retention_period:0', 'retentionperiod:0', 'deletion_protection:false', 'deletionprotection:false', 'deletion_protection=false', 'termination_protection:false', 'force_destroy:true'];
/** Words that make a deletion final: they count when the deletion is also bulk. */
const FINAL_WORDS = ['purge=true', 'hard_delete=true', 'permanent=true', 'permanently', 'definitiv', 'dauerhaft', 'finitivement', 'definitivamente', 'permanentemente', 'definitief', 'for good'];
const BULK_MARKS = ['_many', 'bulk', 'batch', 'all', 'todos', 'todas', 'alle', 'tous', 'toutes', 'tutti', 'every'];
const NET_ANCHORS = ['backup', 'snapshot', 'version', 'legal', 'retention', 'min_age', 'protection', 'force', 'permanent', 'purge', 'hard', 'definitiv', 'dauerhaft', 'finitivement', 'for good', 'suspended', 'bypass'];
/** Log, audit and legal objects whose loss is loss of evidence. */
const EVIDENCE = ['audit', 'log', 'legal', 'archive', 'backup', 'snapshot', 'compliance', 'contract', 'evidence', 'journal', 'ledger', 'trail'];

/** A deletion (or a lifecycle that deletes) with its safety nets cut: backups, versions, legal hold, retention. */
export function deletionWithoutNets(v: ApiView, envProd: boolean): ApiEffect | null {
  // a request, not a description (prose deletions are the destructive-endpoint rules' to read)
  if (v.method === '' || v.method === 'GET' || (!v.head.includes('delete') && !v.head.includes('destroy'))) return null;
  // every safety-net setting holds one of these anchors: without them nothing is compacted or searched
  if (has(v.head, NET_ANCHORS) === '') return null;
  const flat = compactView(v);
  const deleting = v.method === 'DELETE' || v.path.includes('delete') || v.path.includes('destroy') || flat.includes('?delete') || flat.includes('actions:{delete');
  if (!deleting || v.method === 'GET') return null;
  const net = has(flat, NETS_CUT) || (has(flat, BULK_MARKS) !== '' ? has(v.head, FINAL_WORDS) : '');
  if (net === '') return null;
  if (net.startsWith('min_age') || net.startsWith('retention')) {
    // a lifecycle that deletes at once: what it deletes decides (audit logs, not debug logs)
    const ev = has(v.path, EVIDENCE);
    if (ev === '' && !envProd) return null;
    return { detail: `${ev || 'production data'} deleted with no retention (${net})`, score: ev !== '' ? 8 : 6 };
  }
  const ev = has(`${v.path} ${v.host}`, EVIDENCE);
  return { detail: `deletion on ${v.host || v.path.slice(0, 40)} with its safety net removed (${net.replace(/[>*<]/g, '')})${ev ? ` on ${ev}` : ''}`, score: ev !== '' || envProd ? 9 : 8 };
}

/** A list of thousands of ids, or a range written "1,2,3,...,25000", handed to a bulk endpoint. */
export function bulkIds(v: ApiView): ApiEffect | null {
  if (v.method === '' || v.method === 'GET' || v.method === 'HEAD') return null;
  const at = v.head.indexOf('ids=');
  if (at < 0) return jsonBulk(v);
  if (!/(?:destroy|delete|remove|purge)[_-]?(?:many|bulk|all|batch)|bulk|batch/.test(v.path)) return null;
  const list = v.head.slice(at + 4, at + 4 + 400);
  let count = 0;
  let max = 0;
  let range = false;
  for (const part of list.split(/[,\s&]/, 200)) {
    if (part === '...' || part === '…') { range = true; continue; }
    const n = Number(part);
    if (Number.isInteger(n)) { count++; if (n > max) max = n; }
    else if (part !== '') break;
  }
  // "1,2,3,...,25000" is a range of ids; a plain list counts its members
  const n = range ? max : count;
  if (n < 100) return null;
  return { detail: `bulk ${v.path.slice(v.path.lastIndexOf('/') + 1, v.path.lastIndexOf('/') + 40)} of ${range ? 'about ' : ''}${n} ids`, score: 8 };
}

const BULK_PATH = ['batch', 'bulk', 'destroy_many', 'delete_many', 'deletemany', 'remove_many'];
const DESTROY_PATH = ['archive', 'delete', 'destroy', 'remove', 'purge', 'erase'];

/**
 * A batch endpoint that destroys or archives the records listed in a JSON body: their "id" entries counted, plus
 * an elided remainder ("…(9,870 more)"). A hundred or more is a bulk loss.
 */
function jsonBulk(v: ApiView): ApiEffect | null {
  if (!BULK_PATH.some((w) => v.path.includes(w)) || !DESTROY_PATH.some((w) => v.path.includes(w))) return null;
  const body = v.head.slice(0, 16384);
  let count = 0;
  for (let at = body.indexOf('"id"'); at >= 0 && count < 1000; at = body.indexOf('"id"', at + 4)) count++;
  for (let at = body.indexOf('more'), n = 0; at >= 0 && n < 8; at = body.indexOf('more', at + 4), n++) count += numberBefore(body, at);
  if (count < 100) return null;
  return { detail: `${v.path.slice(v.path.lastIndexOf('/', v.path.lastIndexOf('/') - 1) + 1, 80)} of about ${count} records`, score: 8 };
}

/** The number written just before `pos` ("9,870 more"), or 0. */
function numberBefore(s: string, pos: number): number {
  let e = pos;
  while (e > 0 && pos - e < 3 && s.charCodeAt(e - 1) === 32) e--;
  let b = e;
  while (b > 0 && e - b < 14 && ((s.charCodeAt(b - 1) >= 48 && s.charCodeAt(b - 1) <= 57) || s.charCodeAt(b - 1) === 44 || s.charCodeAt(b - 1) === 46)) b--;
  const n = Number(s.slice(b, e).replace(/[,.]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

const ADMIN_GROUP = ['admin', 'superadmin', 'super_admin', 'owner', 'root', 'domain admins', 'global administrator', 'org_admin'];
/** A user created or updated straight into an administrators' group, with a typed password or a personal login. */
export function createdIntoAdmins(v: ApiView): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  if (!v.path.includes('user') && !v.path.includes('member') && !v.path.includes('account')) return null;
  const flat = compactView(v);
  const at = Math.max(flat.indexOf('groupids:['), flat.indexOf('groups:['), flat.indexOf('group_ids:['), flat.indexOf('groupid:'), flat.indexOf('addtogroups:['));
  if (at < 0) return null;
  const group = has(flat.slice(at, at + 200), ADMIN_GROUP);
  if (group === '') return null;
  const password = flat.includes('password:{value:') || flat.includes('password:');
  const personal = has(flat, ['@gmail.', '@outlook.', '@hotmail.', '@proton.', '@protonmail.', '@yahoo.', '@icloud.', '@gmx.', '@mail.ru']);
  return { detail: `account placed in an ${group} group${personal ? ` with a personal ${personal.slice(1, -1)} login` : ''}${password ? ' and a password typed in' : ''}`, score: personal !== '' || password ? 8 : 7 };
}

/** Fields that say where a user's reset mail or code goes. */
const RECOVERY_KEYS = ['othermails:', 'recoveryemail:', 'recovery_email:', 'alternateemail:', 'alternate_email:', 'secondary_email:', 'secondaryemail:', 'recoveryphone:', 'recovery_phone:', 'backup_email:', 'forwarding_email:'];
/** The primary login address: changed by a directory admin API it moves a company account; a consumer app's own profile update is routine. */
const LOGIN_KEYS = ['primaryemail:', 'userprincipalname:', 'email:', 'login:'];
const DIRECTORY_PATHS = ['/admin/directory', '/scim/', '/directory/'];
/** Identity providers: their user records are the company's sign-ins. */
const IDP_HOSTS = ['okta.com', 'oktapreview.com', 'auth0.com', 'onelogin.com', 'jumpcloud.com', 'graph.microsoft.com', 'admin.googleapis.com', 'workos.com', 'pingone.com', 'duosecurity.com'];
const PERSONAL_DOMAINS = ['@gmail.', '@googlemail.', '@outlook.', '@hotmail.', '@proton.', '@protonmail.', '@pm.me', '@yahoo.', '@icloud.', '@gmx.', '@mail.ru', '@yandex.', '@tutanota.'];
/** An existing user's login or recovery address changed to a personal mailbox (the reset mail then goes there). */
export function recoveryRedirected(v: ApiView): ApiEffect | null {
  if (v.method !== 'PATCH' && v.method !== 'PUT') return null;
  if (!v.path.includes('user') && !v.path.includes('member') && !v.path.includes('account') && !v.path.includes('profile')) return null;
  const flat = compactView(v);
  const directory = has(v.path, DIRECTORY_PATHS) !== '' || has(v.host, IDP_HOSTS) !== '' || (v.path.includes('@') && has(v.path, PERSONAL_DOMAINS) === '');
  const key = has(flat, RECOVERY_KEYS) || (directory ? has(flat, LOGIN_KEYS) : '');
  if (key === '') return null;
  const at = flat.indexOf(key);
  const mailbox = has(flat.slice(at, at + key.length + 80), PERSONAL_DOMAINS);
  if (mailbox === '') return null;
  return { detail: `${key.replace(':', '')} of an existing account set to a personal ${mailbox.slice(1, -1)} mailbox`, score: 8 };
}

const EVAL_PATHS = ['eval', 'exec', 'debug', 'console', 'script', 'run_code', 'runcode', 'execute', 'shell', 'command'];
const CODE_EXEC = ['child_process', 'execsync', 'spawnsync', 'os.system', 'os.popen', 'subprocess', 'runtime.getruntime', 'processbuilder', '__import__(', 'eval(', 'exec(', 'system(', 'popen(', 'shell_exec', 'passthru(', '`id`', '$(id)', 'bash -c', 'sh -c', '/bin/sh', 'powershell'];
/** Code handed to an endpoint that evaluates it (a debug console, an eval route). */
export function codeEvaluated(v: ApiView): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  const path = has(v.path, EVAL_PATHS);
  const code = has(v.head.slice(v.head.indexOf(' ', 8)), CODE_EXEC);
  if (path === '' || code === '') return null;
  return { detail: `${code.replace('(', '')} sent to the ${path} endpoint ${v.path.slice(0, 60)}`, score: 8 };
}

/** A refund whose amount exceeds the charge it refunds (the charge from metadata or "(amount N)" beside it). */
export function refundExceeds(v: ApiView, metadata: Metadata): ApiEffect | null {
  if (!v.path.includes('refund') || v.method === 'GET') return null;
  const flat = compactView(v);
  const amount = numberAfter(flat, ['amount=', 'amount:{value:', 'amount:']);
  const charge = metaNumber(metadata, 'original_amount', 'original_charge', 'charge_amount', 'charged', 'captured_amount') ?? numberAfter(flat, ['(amount', 'original_amount=', 'original_amount:']);
  if (amount === undefined || charge === undefined || charge <= 0 || amount <= charge) return null;
  return { detail: `refund of ${amount} against a charge of ${charge}`, score: 7 };
}

/** The first number after any of the keys (digits and one dot), or undefined. */
function numberAfter(flat: string, keys: readonly string[]): number | undefined {
  for (const k of keys) {
    const at = flat.indexOf(k);
    if (at < 0) continue;
    let e = at + k.length;
    while (e < flat.length && e - at < k.length + 16 && ((flat.charCodeAt(e) >= 48 && flat.charCodeAt(e) <= 57) || flat[e] === '.')) e++;
    const n = Number(flat.slice(at + k.length, e));
    if (e > at + k.length && Number.isFinite(n)) return n;
  }
  return undefined;
}

/** A price rule or coupon that takes 100 % off for every customer, without a usage limit. */
export function totalDiscount(v: ApiView): ApiEffect | null {
  if (!has(v.path, ['price_rule', 'discount', 'coupon', 'promotion']) || v.method === 'GET' || v.method === 'DELETE') return null;
  const flat = compactView(v);
  const full = has(flat, ['value:-100', 'percent_off:100', 'percentage:100', 'percent_off=100', 'value=-100', 'amount_off:100%', 'discount:100%']);
  if (full === '') return null;
  const everyone = has(flat, ['customer_selection:all', 'customer_selection=all', 'target_selection:all', 'target_selection=all', 'applies_to:all', 'applies_to=all', 'duration=forever', 'duration:forever', 'allcustomers', 'everyone']);
  // a limit of null is no limit
  const limited = (flat.includes('usage_limit:') && !flat.includes('usage_limit:null')) || (flat.includes('max_redemptions') && !flat.includes('max_redemptions:null'));
  if (everyone === '' || limited) return null;
  return { detail: `100 % discount (${full}) for ${everyone}`, score: 8 };
}

/** States that close a deal, approve a request or settle a payment. */
const FINAL_STATES = ['closedwon', 'closed_won', 'approved', 'paid', 'accepted', 'settled', 'won', 'fulfilled', 'completed'];
/** A final business state stamped on every record of a batch or a whole list. */
export function stateStampedInBulk(v: ApiView): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  if (!has(v.path, ['batch', 'bulk', 'update_many', 'updatemany', 'mass'])) return null;
  const flat = compactView(v);
  const key = has(flat, ['stage=', 'stage:', 'dealstage=', 'dealstage:', 'status=', 'status:', 'state=', 'state:', 'approved=true', 'approved:true']);
  if (key === '') return null;
  const at = flat.indexOf(key);
  const state = key.startsWith('approved') ? 'approved' : has(flat.slice(at + key.length, at + key.length + 16), FINAL_STATES);
  if (state === '') return null;
  const all = /\b(?:all|every|each)\b/.test(v.head) || /\b[0-9]{3,6}\b/.test(v.head.slice(v.head.indexOf(key.replace(/[=:]$/, ''))));
  if (!all) return null;
  return { detail: `${key.replace(/[=:]$/, '')} set to ${state} for a whole batch`, score: 7 };
}

export const API_INTEGRITY_PATTERNS: readonly RegExp[] = [/[,.]/g, QUOTES_AND_BLANKS, /(?:destroy|delete|remove|purge)[_-]?(?:many|bulk|all|batch)|bulk|batch/, /[,\s&]/, /[>*<]/g, /\b(?:all|every|each)\b/, /\b[0-9]{3,6}\b/, /[=:]$/];
