import { hostReach, mailReach } from '../frames/effects.js';
import { protectionKey, PROTECTION_OFF_VALUES } from '../frames/field-keys.js';

/**
 * Key/value fields of a structured payload — JSON (`"key": value`), YAML (`key: value`), form and query strings, INI
 * and keyword arguments (`key=value`) — and what each says about an action's effect: a safeguard switched off
 * (`require_confirmation: false`, `skip_verification=true`), a scope opened to everything (`"scopes": ["*"]`), a
 * resource made public, an administrator role, a grant that never expires, a dry run, and where a destination field
 * points. One bounded left-to-right pass from each `:` or `=`; no regex on the input.
 */

export interface FieldPair {
  /** The key's last identifier, lower-case, without quotes. */
  readonly key: string;
  /** The value, lower-case, without quotes: a scalar, or the text of a short array; '' for a nested object. */
  readonly value: string;
  /** The whole dotted key as written, lower-case (`config.auth.mfa.required`): the owner path the last identifier hangs on. */
  readonly path: string;
}

const MAX_PAIRS = 200;
const isKeyChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 46;
const isBlank = (c: number): boolean => c === 32 || c === 9;
const isQuote = (c: number): boolean => c === 34 || c === 39;

/** The fields of `text` (its first 16 KB), in order. */
export function fieldPairs(text: string): FieldPair[] {
  const s = text.length > 16384 ? text.slice(0, 16384) : text;
  const out: FieldPair[] = [];
  // the next ':' and '=' found natively, each advanced only when passed
  let colon = s.indexOf(':');
  let equals = s.indexOf('=');
  while (out.length < MAX_PAIRS && (colon >= 0 || equals >= 0)) {
    const i = colon < 0 ? equals : equals < 0 ? colon : Math.min(colon, equals);
    if (i === colon) colon = s.indexOf(':', i + 1);
    else equals = s.indexOf('=', i + 1);
    const c = s.charCodeAt(i);
    // "a == b" and "://" are not fields
    if (s.charCodeAt(i + 1) === 61 || (c === 58 && s.charCodeAt(i + 1) === 47)) continue;
    let e = i;
    while (e > 0 && isBlank(s.charCodeAt(e - 1))) e--;
    if (e > 0 && isQuote(s.charCodeAt(e - 1))) e--;
    let b = e;
    while (b > 0 && e - b < 64 && isKeyChar(s.charCodeAt(b - 1))) b--;
    if (b === e) continue;
    const key = s.slice(b, e).toLowerCase();
    const dot = key.lastIndexOf('.');
    out.push({ key: dot >= 0 && dot < key.length - 1 ? key.slice(dot + 1) : key, value: valueAt(s, i + 1), path: key });
  }
  return out;
}

/** The value after a separator: a quoted string, a short array, or a bare scalar up to the next delimiter. */
function valueAt(s: string, from: number): string {
  let i = from;
  while (i < s.length && isBlank(s.charCodeAt(i))) i++;
  const c = s.charCodeAt(i);
  if (c === 123) return '';
  if (c === 91) {
    const close = s.indexOf(']', i);
    return close < 0 || close - i > 400 ? '' : s.slice(i, close + 1).toLowerCase();
  }
  if (isQuote(c)) {
    const close = s.indexOf(s[i]!, i + 1);
    return close < 0 ? '' : s.slice(i + 1, Math.min(close, i + 401)).toLowerCase();
  }
  let e = i;
  while (e < s.length && e - i < 400) {
    const d = s.charCodeAt(e);
    if (d === 44 || d === 125 || d === 10 || d === 13 || d === 38 || d === 41 || d === 93 || d === 59 || (d === 32 && e > i && s.charCodeAt(e + 1) !== 32 && s.charCodeAt(e - 1) !== 58)) break;
    e++;
  }
  return s.slice(i, e).trim().toLowerCase();
}

/** Values that switch a thing off. */
const OFF = new Set(['false', 'off', 'no', '0', 'disabled', 'disable', 'none', 'never', 'n', 'unrestricted', 'allow_all', 'any', 'permissive', 'skip']);
const ON = new Set(['true', 'on', 'yes', '1', 'enabled', 'enable', 'y', 'always', 'force']);
/** Words of a key that name a safeguard: the check, gate or record an action passes through. */
const GUARD_WORDS: ReadonlySet<string> = new Set(['confirm', 'confirmation', 'approval', 'approve', 'review', 'sandbox', 'guardrail', 'guard', 'safety', 'safe', 'moderation', 'human', 'egress']);
const SECURITY_WORDS: ReadonlySet<string> = new Set(['verify', 'verification', 'signature', 'ssl', 'tls', 'mfa', '2fa', 'otp', 'audit', 'logging', 'alert', 'alerts', 'alerting', 'monitoring', 'detection', 'tamper', 'protection', 'lockout',
  'reauth', 'encryption', 'firewall', 'waf', 'antivirus', 'scan', 'scanning', 'interlock', 'breaker', 'limit', 'limits', 'csrf', 'auth', 'authentication', 'authorization']);
/** Words of a key that name the record of who changed what. */
const TRAIL_WORDS: ReadonlySet<string> = new Set(['audit', 'logging', 'log', 'history', 'trail', 'changelog', 'journal', 'versioning', 'tracking']);
/** Key prefixes that turn a true into "the safeguard is off" (skip_review: true). */
const NEGATING_PREFIXES: ReadonlySet<string> = new Set(['skip', 'disable', 'no', 'bypass', 'ignore', 'allow', 'insecure', 'unsafe', 'dangerously', 'without', 'suppress', 'omit', 'mute', 'silence']);
const WILDCARD_KEYS: ReadonlySet<string> = new Set(['scope', 'scopes', 'applyto', 'apply_to', 'applies_to', 'target_users', 'audience_scope', 'resource', 'resources', 'tools', 'allowed_tools', 'permissions', 'actions', 'action', 'principal', 'principals', 'origins', 'origin', 'allowed_origins', 'hosts',
  'allowed_hosts', 'ips', 'cidr', 'source_ranges', 'cidrs', 'paths', 'repos', 'repositories', 'accounts', 'targets', 'users', 'members', 'audience', 'domains']);
const VISIBILITY_KEYS: ReadonlySet<string> = new Set(['visibility', 'acl', 'access', 'privacy', 'sharing', 'share', 'public', 'private', 'type', 'role_type', 'audience', 'canned_acl']);
const PUBLIC_VALUES = new Set(['public', 'anyone', 'public-read', 'public-read-write', 'everyone', 'anyonewithlink', 'anyone_with_link', 'allusers', 'open', 'internet', 'world']);
const ROLE_KEYS: ReadonlySet<string> = new Set(['role', 'roles', 'permission', 'permissions', 'access_level', 'group', 'groups', 'grant', 'level', 'accesslevel', 'role_ref', 'roleref', 'clusterrole']);
const POWER_VALUES = ['admin', 'administrator', 'owner', 'superuser', 'super_admin', 'superadmin', 'root', 'cluster-admin', 'global_admin', 'org_admin', 'site_admin', 'full_access', 'maintain', 'sudo'];
const EXPIRY_KEYS: ReadonlySet<string> = new Set(['expires', 'expiry', 'expiration', 'expires_at', 'expiresat', 'expire', 'ttl', 'valid_until', 'end_date', 'expiration_date', 'lifetime', 'max_lifetime', 'duration']);
const DRY_KEYS: ReadonlySet<string> = new Set(['dry_run', 'dryrun', 'dry-run', 'preview', 'simulate', 'validate_only', 'validateonly', 'whatif', 'plan_only', 'check_only']);
const DEST_KEYS: ReadonlySet<string> = new Set(['to', 'email', 'recipient', 'recipients', 'forward_to', 'forwardto', 'forward', 'forwarding_address', 'destination', 'dest', 'target', 'webhook', 'webhook_url', 'url', 'callback', 'callback_url',
  'endpoint', 'refund_to', 'data_url', 'upload_url', 'callbackurl', 'webhookurl', 'notify_url', 'notifyurl', 'result_url', 'resulturl', 'output_url', 'outputurl', 'delivery_url', 'sink', 'host', 'address', 'notify', 'cc', 'bcc', 'reply_to', 'chat_id',
  // the same keys in the schema's own language
  'destino', 'destinazione', 'ziel', 'cible', 'bestemming', 'destinataire', 'empfaenger']);

/** The words of a key, split at `_` and `-`. */
function words(key: string): string[] {
  const out: string[] = [];
  let b = 0;
  for (let i = 0; i <= key.length; i++) {
    const c = i < key.length ? key.charCodeAt(i) : 95;
    if (c !== 95 && c !== 45) continue;
    if (i > b) out.push(key.slice(b, i));
    b = i + 1;
  }
  return out;
}

const isGuardWord = (w: string): boolean => GUARD_WORDS.has(w) || w.startsWith('confirm') || w.startsWith('approv');
const isSecurityWord = (w: string): boolean => SECURITY_WORDS.has(w);

/** The last of `words(key)` is `w` (read in place: no list of words). */
function lastWordIs(key: string, w: string): boolean {
  let e = key.length;
  while (e > 0 && (key.charCodeAt(e - 1) === 95 || key.charCodeAt(e - 1) === 45)) e--;
  const b = Math.max(key.lastIndexOf('_', e - 1), key.lastIndexOf('-', e - 1)) + 1;
  return e - b === w.length && key.startsWith(w, b);
}

/**
 * Keys that send a copy or money somewhere other than where it was meant to go: a named party there is a destination.
 * A message's own recipient (`to`, `cc`) at a business domain is whom mail is for; only a personal mailbox counts there.
 */
const FORWARD_KEYS: ReadonlySet<string> = new Set(['forward_to', 'forwardto', 'forward', 'forwarding_address', 'destination', 'dest', 'refund_to', 'target', 'redirect_to', 'payout_email', 'destino', 'destinazione', 'ziel', 'cible', 'bestemming']);

export interface FieldReading {
  readonly tags: Set<string>;
  /** What turned on each tag, for the reason. */
  readonly notes: string[];
  /** A safeguard or a generic switch (`enabled: false`) is off: the action disables what its resource is. */
  readonly switchedOff: boolean;
  /** A flag that keeps this request out of the audit trail (`suppress_audit: true`), as key=value; '' when none. */
  readonly untraced: string;
}

/** What the fields say, as frame tags. `own`: the host the request itself goes to (its domain is the organisation's). */
export function readFields(pairs: readonly FieldPair[], own = ''): FieldReading {
  const tags = new Set<string>();
  const notes: string[] = [];
  let switchedOff = false;
  let untraced = '';
  const add = (tag: string, note: string): void => {
    if (!tags.has(tag)) notes.push(note);
    tags.add(tag);
  };
  for (const { key, value } of pairs) {
    // a key's words matter only beside a switch value (true, off, never…): most fields carry none, and are not split
    const ws = ON.has(value) || OFF.has(value) ? words(key) : null;
    // a key that names a protection carries its polarity in its name: `ignore_public_acls` is the protection (S3's
    // block on honouring public ACLs), not a check ignored, so it is off when set false, whatever word opens it
    const protection = ws !== null && protectionKey(key) !== '';
    const negated = ws !== null && !protection && ws.length > 1 && NEGATING_PREFIXES.has(ws[0]!);
    const off = ws !== null && (negated ? ON.has(value) : OFF.has(value));
    const guard = off && ws.some(isGuardWord);
    const security = off && !guard && (ws.some(isSecurityWord) || protection);
    if (off && (guard || security)) {
      add('safe:off', `${key}=${value}`);
      tags.add(guard ? 'obj:guardrail' : 'obj:security');
      switchedOff = true;
      // a flag of this one request that keeps it out of the record ("suppress_audit": true, "skip_audit_log": true):
      // the write goes untraced, the audit itself stays on (a setting such as "audit_enabled": false switches it off)
      if (negated && security && ws.some((w) => TRAIL_WORDS.has(w))) untraced = `${key}=${value}`;
    } else if ((key === 'enabled' || key === 'enable' || key === 'active') && OFF.has(value)) {
      switchedOff = true;
      notes.push(`${key}=${value}`);
    }
    if (WILDCARD_KEYS.has(key) && (value === '*' || value === '["*"]' || value === "['*']" || value === '[*]' || value === 'all' || value === '0.0.0.0/0' || value === '["0.0.0.0/0"]' || value === 'everyone' || value.startsWith('all_') || value.startsWith('all-'))) add('scope:all', `${key}=${value}`);
    if (VISIBILITY_KEYS.has(key) && PUBLIC_VALUES.has(value)) add('dest:public', `${key}=${value}`);
    if (ROLE_KEYS.has(key) && POWER_VALUES.some((p) => value === p || value.includes(`"${p}"`) || value.includes(`'${p}'`) || value.endsWith(`/${p}`))) add('obj:privilege', `${key}=${value}`);
    if (EXPIRY_KEYS.has(key) && (value === 'null' || value === 'none' || value === 'never' || value === '0' || value === '-1' || value === 'infinite' || value === 'unlimited' || value === '')) {
      if (value !== '' || key === 'expires') add('perm', `${key}=${value || 'unset'}`);
    }
    if (DRY_KEYS.has(key) && ON.has(value)) add('mit:dryrun', `${key}=${value}`);
    if (DEST_KEYS.has(key) || lastWordIs(key, 'email') || lastWordIs(key, 'url')) {
      let reach = value.includes('@') && !value.includes('://') ? mailReach(value, own) : value.includes('://') ? hostReach(hostOfUrl(value), own) : '';
      // a bare "email" field may be the sender's own address: only a personal mailbox says where the data goes
      if (reach === 'dest:external' && !FORWARD_KEYS.has(key) && value.includes('@')) reach = '';
      if (reach !== '' && reach !== 'dest:internal' && reach !== 'dest:own') add(reach, `${key}=${reach.slice(5)} destination`);
      else if (reach !== '') tags.add(reach);
    }
  }
  return { tags, notes, switchedOff, untraced };
}

/** The host of a URL value (lower-case; '' when there is none). */
function hostOfUrl(v: string): string {
  const at = v.indexOf('://');
  if (at < 0) return '';
  let e = at + 3;
  while (e < v.length && v[e] !== '/' && v[e] !== '?' && v[e] !== '#' && v[e] !== ':' && v[e] !== '"' && v[e] !== ' ') e++;
  const h = v.slice(at + 3, e);
  const cred = h.lastIndexOf('@');
  return (cred >= 0 ? h.slice(cred + 1) : h).toLowerCase();
}

/**
 * The first setting of `text` whose key names a protection (frames/field-keys.ts protectionKey) switched off, as
 * key=value, or ''. One reading for every type that takes settings: "encrypt": false, block_public_acls = false,
 * "emergency_stop_enabled": false.
 */
export function protectionOff(text: string): string {
  for (const { key, value } of fieldPairs(text)) {
    if (PROTECTION_OFF_VALUES.has(value) && protectionKey(key) !== '') return `${key}=${value}`;
  }
  return '';
}
