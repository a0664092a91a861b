import { protectionOff } from './field-pairs.js';
import { protectionKey } from '../frames/field-keys.js';
/**
 * What a written file's content changes, read as data: a safeguard switched off in a configuration
 * (`approval_required: false`, `safety_interlock=off`, `skipManualReview: true`, several spellings and
 * languages), where money is sent to, a page that sends every visitor to another site, records written where the
 * web serves them, and host entries that only name the machine's own or internal services.
 * Line splits, indexOf and set lookups; bounded by the content length.
 */

/** Words in a key that name a check, a review or a protection. */
const SAFEGUARD_WORDS = [
  'approval', 'approve', 'review', 'verify', 'verification', 'validate', 'validation', 'interlock', 'safety', 'failsafe', 'fail_safe', 'fraud', 'mfa', '2fa',
  'two_factor', 'otp', 'audit', 'confirm', 'signature', 'sign_check', 'kyc', 'aml', 'sanction', 'limit_check', 'dual_control', 'four_eyes', 'maker_checker',
  'tls_verify', 'ssl_verify', 'verify_ssl', 'cert_check', 'authentication', 'auth_required', 'require_auth', '_auth', 'auth_', 'authz', 'authn',
  'security_check', 'sec_check', 'guard', 'protection', 'sandbox', 'rate_limit', 'ratelimit', 'watchdog', 'overheat', 'emergency_stop', 'estop',
  'freigabe', 'pruefung', 'prüfung', 'validacion', 'validación', 'aprobacion', 'aprobación', 'revision', 'verifica', 'approvazione', 'controle', 'contrôle',
];
/**
 * Keys of an access-control gate (authentication, authorization, CSRF, ACLs): switched off, anyone gets in. Read
 * apart from the other safeguards because what that does is hand out access (escalation), not skip a review.
 */
const ACCESS_WORDS = ['auth', 'authentication', 'authn', 'authz', 'authorization', 'authorisation', 'login_required', 'require_login', 'csrf', 'xsrf', 'access_control', 'acl', 'rbac', 'jwt', 'token_check', 'password_required', 'require_password', 'basic_auth', 'mfa_required', 'require_mfa'];
/** Keys that open access when set true. */
const OPEN_ACCESS = ['allow_anonymous', 'anonymous_access', 'anonymous_enabled', 'allowanonymous', 'public_access', 'skip_auth', 'skipauth', 'bypass_auth', 'disable_auth', 'no_auth', 'noauth', 'auth_disabled', 'authentication_disabled'];
/** Keys that only switch the section they sit in (`auth:` / `  enabled: false`): the section names what is switched. */
const TOGGLE_KEYS: ReadonlySet<string> = new Set(['enabled', 'enable', 'active', 'required', 'enforce', 'enforced', 'on', 'strict', 'check', 'verify', 'mode', 'status']);
/** Words that only say "this gate is on" around an access word (`auth_required`, `enable_csrf`, `csrf_protection`). */
const GATE_WORDS: ReadonlySet<string> = new Set([...TOGGLE_KEYS, 'protection', 'middleware', 'require', 'requires', 'use', 'is', 'verification', 'validation', 'enforcement', 'guard']);
/** The key is an access gate itself: an access word alone or with gate words only (not `auth_timeout`, `auth_provider`). */
function isAccessKey(key: string): boolean {
  const dot = key.lastIndexOf('.');
  if (dot > 0) return ACCESS_WORDS.includes(key.slice(0, dot).split('.').pop()!) && TOGGLE_KEYS.has(key.slice(dot + 1));
  if (ACCESS_WORDS.includes(key)) return true;
  const parts = key.split(/[_-]/, 6);
  return parts.some((w) => ACCESS_WORDS.includes(w)) && parts.every((w) => ACCESS_WORDS.includes(w) || GATE_WORDS.has(w));
}
/** Key prefixes that turn a check off when set true. */
const OFF_PREFIXES = ['skip', 'bypass', 'disable', 'no_', 'no-', 'without', 'ignore', 'allow_unverified', 'allowunverified', 'insecure', 'trust_all', 'trustall'];
const OFF_VALUES = new Set(['false', 'off', '0', 'no', 'disabled', 'disable', 'none', 'n', 'never', 'nein', 'non', 'falso', 'aus', 'ignore', 'permissive']);
/** Keys that say how long data or its copies are kept: zero means everything goes at the next sweep. */
const RETENTION_WORDS = ['keep', 'retention', 'retain', 'ttl', 'max_age', 'maxage', 'expire_after', 'expiry_days', 'versions', 'history_limit', 'backup_count', 'rotate', 'days_to_keep', 'aufbewahr', 'conserv', 'retencion', 'retención'];
/** Role values that own or administer everything. */
const POWER_ROLES = new Set(['owner', 'admin', 'administrator', 'superadmin', 'super_admin', 'root', 'sysadmin', 'cluster-admin', 'org_admin', 'global_admin']);
/** Mail domains anyone can register an address on: an identity there is nobody the organisation vouches for. */
const FREEMAIL = ['@gmail.', '@googlemail.', '@yahoo.', '@hotmail.', '@outlook.', '@live.', '@aol.', '@proton', '@pm.me', '@gmx.', '@web.de', '@mail.ru', '@yandex.', '@icloud.', '@qq.com', '@163.com', '@tutanota', '@zoho.'];
/** Words that say a payment detail was changed because a message asked for it (how payment fraud arrives). */
const REQUESTED_CHANGE = ['per vendor', 'per supplier', 'vendor email', 'supplier email', 'per email', 'per e-mail', 'per mail', 'via email', 'requested by email', 'new bank', 'bank changed', 'changed bank', 'updated per', 'as requested', 'urgent', 'per ceo', 'per cfo', 'laut mail', 'per e-mail vom', 'neue bankverbindung', 'selon mail', 'nouveau rib', 'según correo', 'nueva cuenta', 'come da mail', 'nuovo iban'];
const ON_VALUES = new Set(['true', 'on', '1', 'yes', 'enabled', 'y', 'always']);
/** Keys that say where money goes. */
const MONEY_KEYS = ['payout', 'iban', 'beneficiary', 'destination_account', 'destinationaccount', 'bank_account', 'bankaccount', 'account_number', 'wallet', 'routing', 'swift', 'bic', 'settlement', 'remit'];

export interface ConfigFacts {
  /** The first safeguard switched off (`key=value` as written), or ''. */
  readonly safeguardOff: string;
  /** The first key that sets where money goes, or ''. */
  readonly moneyKey: string;
  /** Retention keys set to zero (`keep_daily=0`), or ''. */
  readonly retentionZero: string;
  /** An owner or administrator role given to an address on a free mail domain, or ''. */
  readonly outsiderPower: string;
  /** The money destination was set because a message asked (the file says so), or ''. */
  readonly requestedChange: string;
  /** An access-control gate switched off (`auth.enabled=false`, `csrf=off`, `allow_anonymous=true`), or ''. */
  readonly accessOff: string;
}

/** One `key: value` / `key = value` / `"key": value,` line read apart; null when the line is not one. */
function keyValue(line: string): [string, string] | null {
  const colon = line.indexOf(':');
  const eq = line.indexOf('=');
  const at = colon === -1 ? eq : eq === -1 ? colon : Math.min(colon, eq);
  if (at === -1) {
    // `rotate 0`, `max_log_file_action ignore`: a directive and its value separated by blanks
    const sp = line.indexOf(' ');
    if (sp <= 0 || sp > 80 || line.indexOf(' ', sp + 1) !== -1) return null;
    return [line.slice(0, sp).toLowerCase(), strip(line.slice(sp + 1)).toLowerCase()];
  }
  if (at <= 0 || at > 80) return null;
  const key = strip(line.slice(0, at)).toLowerCase();
  if (key === '' || key.includes(' ') && key.length > 40) return null;
  return [key, strip(line.slice(at + 1)).toLowerCase()];
}

/** Quotes, commas, semicolons and spaces around a key or value removed. */
function strip(s: string): string {
  let a = 0;
  let b = s.length;
  const junk = (c: number): boolean => c === 32 || c === 9 || c === 34 || c === 39 || c === 44 || c === 59 || c === 96 || c === 13;
  while (a < b && junk(s.charCodeAt(a))) a++;
  while (b > a && junk(s.charCodeAt(b - 1))) b--;
  return s.slice(a, b);
}

/** The list entry (YAML `- …` item) or the few lines around line `li`: where a role and its holder are written together. */
function entryAround(lines: readonly string[], li: number): string {
  let a = li;
  while (a > 0 && li - a < 6 && !lines[a]!.trimStart().startsWith('-')) a--;
  let b = li + 1;
  while (b < lines.length && b - li < 6 && !lines[b]!.trimStart().startsWith('-')) b++;
  return lines.slice(a, b).join('\n');
}

/**
 * Safeguards switched off, money destinations set, retention zeroed, outsiders made owners, from the first 400
 * lines. `guardFile`: the file itself configures a safeguard (auditd.conf, a firewall or SELinux config), so any
 * of its settings switched off counts.
 */
export function configFacts(content: string, guardFile = false): ConfigFacts {
  let safeguardOff = '';
  let moneyKey = '';
  let retentionZero = '';
  let zeros = 0;
  let power = '';
  let accessOff = '';
  const sections = new SectionTracker();
  const lines = content.split('\n', 400);
  for (let li = 0; li < lines.length; li++) {
    const t = lines[li]!.trim();
    if (t === '' || t.startsWith('#') || t.startsWith('//')) continue;
    const kv = keyValue(t);
    if (kv === null) { sections.header(t); continue; }
    const [own, value] = kv;
    const parent = sections.enter(lines[li]!, own, value);
    // `enabled: false` under `auth:` (YAML), `[csrf]` then `enabled = false` (INI/TOML): the section is what is switched
    const key = parent !== '' && TOGGLE_KEYS.has(own) ? `${parent}.${own}` : own;
    const sp = value.indexOf(' ');
    const v = sp === -1 ? value : value.slice(0, sp);
    // the word lists are read only for the values they care about (most lines set neither on, off nor zero)
    const onOff = OFF_VALUES.has(v) || ON_VALUES.has(v);
    if ((v === '0' || v === '0d' || v === 'none') && RETENTION_WORDS.some((w) => key.includes(w))) { zeros++; if (retentionZero === '') retentionZero = `${key}=${v}`; }
    // the role and the address in the same entry (the lines around it), not anywhere in the file
    if (power === '' && (key === 'role' || key === 'roles' || key.endsWith('_role') || key === '- role') && POWER_ROLES.has(v)) {
      const entry = entryAround(lines, li).toLowerCase();
      power = FREEMAIL.find((d) => entry.includes(d)) ?? '';
    }
    if (accessOff === '' && onOff && accessSwitchedOff(key, v)) { accessOff = `${key}=${v}`; continue; }
    if (safeguardOff === '' && onOff) {
      // a key that names a protection carries its polarity in its name ("ignore_public_acls" is the protection, not a
      // check skipped): it is switched off only by an off value, whatever word it opens with
      const protection = protectionKey(own) !== '';
      const guard = guardFile || protection || SAFEGUARD_WORDS.some((w) => key.includes(w));
      const offKey = !protection && OFF_PREFIXES.some((p) => key.startsWith(p) || key.includes(`_${p}`));
      // skip_onboarding_tour: true skips no check; skip_review / bypassAuthCheck / disable_fraud_screen do
      if (guard && ((!offKey && OFF_VALUES.has(v)) || (offKey && ON_VALUES.has(v)))) safeguardOff = `${key}=${v}`;
    }
    if (moneyKey === '' && value !== '' && MONEY_KEYS.some((w) => key.includes(w))) moneyKey = key;
  }
  // settings written inline (one-line JSON, nested objects): a key naming a protection switched off, read by field pairs
  if (safeguardOff === '' && accessOff === '') safeguardOff = protectionOff(content);
  const outsiderPower = power !== '' ? `an owner or administrator role for an address at ${power.slice(1)}…` : '';
  // the content lower-cased only for a money key (prepare has lower-cased it once already, for the haystack)
  const lower = moneyKey !== '' ? content.slice(0, 65536).toLowerCase() : '';
  const requested = moneyKey !== '' ? REQUESTED_CHANGE.find((w) => lower.includes(w)) : undefined;
  return { safeguardOff, moneyKey, retentionZero: zeros > 0 ? retentionZero : '', outsiderPower, requestedChange: requested ?? '', accessOff };
}

/** The key names an access gate set off, or an opening key set on. */
function accessSwitchedOff(key: string, v: string): boolean {
  if (OPEN_ACCESS.some((w) => key === w || key.endsWith(`.${w}`) || key.endsWith(`_${w}`))) return ON_VALUES.has(v);
  return isAccessKey(key) && OFF_VALUES.has(v) && v !== '0';
}

/**
 * The section a line sits in: YAML keys with no value open one at their indent, `[name]` opens one in INI/TOML,
 * `"name": {` in JSON. Only the innermost name is kept (what a toggle under it switches).
 */
class SectionTracker {
  private readonly stack: Array<[number, string]> = [];
  private ini = '';
  header(t: string): void {
    if (t.startsWith('[') && t.endsWith(']') && t.length < 64) { this.ini = t.slice(1, -1).trim().toLowerCase(); this.stack.length = 0; }
  }
  /** The enclosing section of this line (before it), and records the line's key as a section when it opens one. */
  enter(raw: string, key: string, value: string): string {
    let indent = 0;
    while (indent < raw.length && (raw.charCodeAt(indent) === 32 || raw.charCodeAt(indent) === 9)) indent++;
    while (this.stack.length > 0 && this.stack[this.stack.length - 1]![0] >= indent) this.stack.pop();
    const parent = this.stack.length > 0 ? this.stack[this.stack.length - 1]![1] : this.ini;
    if ((value === '' || value === '{') && this.stack.length < 32) this.stack.push([indent, key]);
    return parent;
  }
}

/** Redirect forms a page uses to send its visitor elsewhere, each followed by the target URL. */
const REDIRECTS = ["header('location:", 'header("location:', 'http-equiv="refresh"', "http-equiv='refresh'", 'window.location=', 'window.location =', 'window.location.href', 'location.href=', 'location.href =', 'location.replace(', 'location.assign(', 'redirect 301', 'redirect 302', 'redirectmatch', 'return 301 ', 'return 302 ', 'rewriterule'];

/** The outside host a page sends every visitor to ('' when it sends none away). */
export function visitorRedirect(lower: string): string {
  for (const r of REDIRECTS) {
    const i = lower.indexOf(r);
    if (i === -1) continue;
    const w = lower.slice(i, i + 300);
    // the target's scheme separator (http-equiv="refresh" holds "http" before the URL does)
    const sep = w.indexOf('://');
    if (sep === -1) continue;
    const rest = w.slice(Math.max(0, sep - 5));
    const s = rest.indexOf('://');
    let end = s + 3;
    while (end < rest.length && end < s + 3 + 253) {
      const c = rest.charCodeAt(end);
      if (!(c === 45 || c === 46 || (c >= 48 && c <= 57) || (c >= 97 && c <= 122))) break;
      end++;
    }
    const host = rest.slice(s + 3, end);
    if (host.includes('.') && !host.startsWith('localhost') && !host.startsWith('127.')) return host;
  }
  return '';
}

/** Column names that make a CSV or JSON export a file of people's records. */
const PERSONAL_COLUMNS = ['email', 'e-mail', 'phone', 'mobile', 'card', 'iban', 'ssn', 'dob', 'birth', 'address', 'salary', 'passport', 'national_id', 'tax_id', 'password', 'diagnosis', 'patient'];

/** The first line holds at least two personal-record columns (a header of an export of people's data). */
export function personalHeader(content: string): boolean {
  const nl = content.indexOf('\n');
  const head = (nl === -1 ? content : content.slice(0, nl)).slice(0, 600).toLowerCase();
  if (!head.includes(',') && !head.includes('\t') && !head.includes(';') && !head.includes('"')) return false;
  let n = 0;
  for (const c of PERSONAL_COLUMNS) if (head.includes(c)) n++;
  return n >= 2;
}

/** Names that are the machine's own or internal (`db.staging.internal`, `app.test`, `nas.lan`). */
const INTERNAL_SUFFIXES = ['.internal', '.intern', '.local', '.lan', '.test', '.localhost', '.corp', '.home', '.home.arpa', '.intranet', '.intra', '.private', '.example', '.invalid', '.localdomain'];

/** Labels that mark a name as the organisation's own inside a longer one (`grafana.internal.acme.io`, `nas.intern.firma.de`). */
const INTERNAL_LABELS: ReadonlySet<string> = new Set(['internal', 'intern', 'intranet', 'intra', 'corp', 'lan', 'local', 'private', 'priv', 'int']);
/** A host name under a private suffix, or with a private label below its registered domain. */
function internalName(n: string): boolean {
  if (INTERNAL_SUFFIXES.some((s) => n.endsWith(s))) return true;
  const labels = n.split('.', 12);
  // the last two labels are the registered domain (acme.io): a private label must stand below it
  for (let i = 1; i < labels.length - 2; i++) if (INTERNAL_LABELS.has(labels[i]!)) return true;
  // as the last label: `int` is a delegated top-level domain (who.int, nato.int), not a private one
  const last = labels[labels.length - 1]!;
  return labels.length >= 2 && last !== 'int' && INTERNAL_LABELS.has(last);
}

function privateAddress(ip: string): boolean {
  if (ip === '::1' || ip.startsWith('127.') || ip.startsWith('10.') || ip.startsWith('192.168.') || ip === '0.0.0.0' || ip.startsWith('fe80:') || ip.startsWith('fd') || ip.startsWith('fe00') || ip.startsWith('ff0')) return true;
  if (ip.startsWith('172.')) { const b = Number(ip.split('.')[1]); return b >= 16 && b <= 31; }
  return false;
}

/** Every hosts line maps a name under an internal suffix (or localhost) to a private or loopback address. */
export function internalHostsOnly(content: string): boolean {
  const lines = content.split('\n');
  if (lines.length > 2000) return false;
  for (const raw of lines) {
    const l = raw.trim();
    if (l === '' || l.startsWith('#')) continue;
    const parts = l.split(/[ \t]+/, 16);
    if (!privateAddress(parts[0]!.toLowerCase())) return false;
    const names = parts.slice(1).map((x) => x.toLowerCase());
    for (const n of names) {
      if (n.startsWith('#')) break;
      if (n === 'localhost' || internalName(n)) continue;
      // a bare single label (`internal-api`) shadows whatever the resolver's search domain would have found: not
      // counted, unless it is the short alias of an internal name on the same line (`10.0.4.21 tos-db.port.internal
      // tos-db`: hosts(5)'s canonical name, then its aliases)
      if (!n.includes('.') && names.some((m) => m.startsWith(`${n}.`) && internalName(m))) continue;
      return false;
    }
  }
  return true;
}

export const FILE_WRITE_CONTENT_PATTERNS: readonly RegExp[] = [/[ \t]+/, /[_-]/];

/** Where publishers ship their own releases: a download page pointing there is the ordinary case. */
const RELEASE_HOSTS = ['github.com', 'githubusercontent.com', 'gitlab.com', 'sourceforge.net', 'microsoft.com', 'apple.com', 'google.com', 'mozilla.org', 'hashicorp.com', 'jetbrains.com', 'python.org', 'nodejs.org', 'oracle.com', 'adobe.com'];
/** Extensions of programs a visitor installs (phones, desktops): a page that hands one out from elsewhere is a lure. */
const INSTALLABLE = ['.apk', '.exe', '.msi', '.dmg', '.pkg', '.scr', '.ipa', '.xapk', '.appx', '.msix', '.jar', '.hta', '.bat', '.ps1', '.vbs'];

/**
 * The outside host a page's text sends visitors to for a program download (`download our app at x.xyz/app.apk`,
 * `<a href="https://cdn.top/setup.exe">`), or ''. The host is the dotted word right before the file's path.
 */
export function installerLure(lower: string): string {
  for (const ext of INSTALLABLE) {
    for (let at = lower.indexOf(ext), n = 0; at !== -1 && n < 16; at = lower.indexOf(ext, at + ext.length), n++) {
      const after = lower.charCodeAt(at + ext.length);
      if (!Number.isNaN(after) && ((after >= 97 && after <= 122) || (after >= 48 && after <= 57))) continue;
      // back to the start of the URL or bare host/path word
      let b = at;
      while (b > 0 && at - b < 300 && !isUrlStop(lower.charCodeAt(b - 1))) b--;
      let word = lower.slice(b, at);
      const scheme = word.indexOf('://');
      if (scheme !== -1) word = word.slice(scheme + 3);
      const slash = word.indexOf('/');
      if (slash <= 0) continue;
      const host = word.slice(0, slash);
      if (host.includes('.') && !host.startsWith('localhost') && !host.startsWith('127.') && host.charCodeAt(host.length - 1) !== 46 && !RELEASE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return host;
    }
  }
  return '';
}
const isUrlStop = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 34 || c === 39 || c === 40 || c === 60 || c === 61 || c === 62 || c === 96;
