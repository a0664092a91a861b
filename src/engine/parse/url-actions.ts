/**
 * What a URL does when it is opened, read from its path and query rather than its host: an action verb written as
 * a path segment or an action parameter (`/users/4412/promote`, `?action=purge`) aimed at a privileged role or at
 * everything (`role=superadmin`, `/tenants/all`), or with its safety prompt pre-answered (`confirm=true`); and data
 * that should never ride in a URL (a payment card number, a `NAME_PASSWORD=value` pasted into a parameter).
 * Splits and set lookups only; linear in the URL.
 */
import type { Primitive } from '../types.js';
import { judgeDeletePath } from './command-paths.js';

/**
 * A device's configuration put back to the factory's, in several languages: its settings, accounts and programs are
 * gone as a whole, so the verb reaches everything it names.
 */
const FACTORY_RESETS: readonly string[] = ['factory_reset', 'factory-reset', 'factoryreset', 'reset_factory', 'restore_factory', 'factory_restore', 'factory_defaults', 'restore_defaults', 'reset_defaults',
  'reset_to_defaults', 'werkseinstellungen', 'werkseinstellung', 'werksreset', 'fabrieksinstellingen', 'restaurar_fabrica'];
/**
 * The general reset verb in several languages: what it resets is named beside it. With the factory or its defaults
 * named ("/reinitialiser?usine=1", "/ripristina/impostazioni-di-fabbrica") it is the factory reset above; with a password
 * or another sign-in secret named ("/compte/reinitialiser-mot-de-passe", "/password/reset") it is the owner's own
 * recovery of a login, no destruction; alone it is a destructive verb that counts only aimed wide or pre-confirmed.
 */
const RESETS: readonly string[] = ['reset', 'reinitialiser', 'réinitialiser', 'reinitialisation', 'réinitialisation', 'restablecer', 'restablecimiento', 'ripristina', 'ripristino', 'ripristinare', 'zuruecksetzen', 'zurücksetzen',
  'resetten', 'redefinir'];
/** Words naming the factory state a reset returns to, in several languages ("usine", "fábrica", "fabbrica", "werk"). */
const FACTORY_WORDS: ReadonlySet<string> = new Set(['factory', 'defaults', 'default', 'usine', 'fabrica', 'fábrica', 'fabbrica', 'predefinite', 'werk', 'werks', 'auslieferungszustand', 'fabriek', 'fabrieks', 'fabryczne']);
/** Words naming a sign-in secret, in several languages: a reset of one is a login recovered ("mot-de-passe", "contraseña", "kennwort"). */
const LOGIN_SECRET_WORDS: ReadonlySet<string> = new Set(['password', 'passwort', 'kennwort', 'passwd', 'pwd', 'pw', 'pass', 'passcode', 'pin', 'mdp', 'motdepasse', 'mot', 'passe', 'contrasena', 'contraseña', 'clave',
  'senha', 'wachtwoord', 'haslo', 'hasło', 'credentials', 'credential', 'login', 'mfa', '2fa', 'otp', 'totp', 'authenticator']);
/** What a reset verb in the URL reaches, read from the words of its path and parameters: 'factory', 'login' or ''. */
function resetObject(segs: readonly string[], params: ReadonlyArray<readonly [string, string]>): 'factory' | 'login' | '' {
  let factory = false;
  let login = false;
  // (a parameter's key names what it carries, not what is reset: "pwd=admin" signs the request in, "usine=1" picks the
  // factory state; so a key may name the factory, a login only a path segment or a value: "field=password")
  const words = (s: string, key: boolean): void => {
    if (s.length > 64) return;
    for (const w of s.split(/[-_.+ ]/, 8)) {
      if (FACTORY_WORDS.has(w)) factory = true;
      else if (!key && LOGIN_SECRET_WORDS.has(w)) login = true;
    }
  };
  for (const s of segs) words(s, false);
  for (let i = 0; i < params.length && i < 32; i++) { words(params[i]![0], true); words(params[i]![1].toLowerCase(), false); }
  return factory ? 'factory' : login ? 'login' : '';
}
/** Verbs by the effect they have on the victim. */
const VERBS: ReadonlyMap<string, Primitive> = new Map([
  ...['delete', 'purge', 'drop', 'wipe', 'destroy', 'truncate', 'erase', 'nuke', 'deleteall', 'delete_all', 'delete-all', 'purge_all', 'purge-all', 'wipe_all', 'unlink', 'rmdir', 'shred'].map((v) => [v, 'DESTRUCTION'] as const),
  ...RESETS.map((v) => [v, 'DESTRUCTION'] as const),
  // a device's configuration put back to the factory's (its settings, accounts and programs gone), in several languages
  ...FACTORY_RESETS.map((v) => [v, 'DESTRUCTION'] as const),
  ...['promote', 'grant', 'elevate', 'impersonate', 'sudo', 'make_admin', 'makeadmin', 'make-admin', 'set_role', 'setrole', 'add_admin', 'addadmin', 'assume', 'escalate', 'role', 'roles',
    // the role segment in the schema's own language
    'rol', 'roles_usuario', 'rolle', 'rollen', 'ruolo', 'papel', 'funcao'].map((v) => [v, 'ESCALATION'] as const),
  ...['disable_mfa', 'disable-mfa', 'disable2fa', 'disable_2fa', 'remove_mfa', 'disable_audit', 'disable-audit'].map((v) => [v, 'ESCALATION'] as const),
]);
/** Parameters that name the action a GET performs. */
const ACTION_KEYS = new Set(['action', 'op', 'operation', 'cmd', 'command', 'do', 'task', 'method', 'act', 'mode', 'aktion', 'accion', 'acción', 'azione', 'acao', 'ação', 'actie', 'akcja']);
/** Values that aim an action at a privileged role or at everything. */
const WIDE_TARGETS = new Set(['all', '*', 'everything', 'everyone', 'superadmin', 'super_admin', 'admin', 'administrator', 'root', 'owner', 'sysadmin', 'god', 'global',
  'org_owner', 'orgowner', 'organization_owner', 'superuser', 'super_user', 'global_admin', 'globaladmin', 'org_admin', 'tenant_admin', 'alle', 'todos', 'todas', 'tous', 'tutti', 'alles']);
/** Values of any parameter that aim at everything ("channel=all", "sku=*", "location=ALL"), in several languages. */
const EVERYTHING = new Set(['all', '*', 'everything', 'alle', 'alles', 'todos', 'todas', 'tous', 'toutes', 'tutti', 'tutte', 'wszystkie']);
/** A key that switches everything on ("alle_rtu=1", "all_users=true", "todos_los_equipos=si"), in several languages. */
function switchesEverything(k: string, v: string): boolean {
  return YES.has(v) && (k === 'all' || k.startsWith('all_') || k.startsWith('alle_') || k.startsWith('todos_') || k.startsWith('tous_'));
}
/** Parameters that choose how a page shows things, not what an action reaches ("view=all", "tab=all"). */
const VIEW_KEYS = new Set(['view', 'show', 'tab', 'lang', 'locale', 'sort', 'order', 'page', 'category', 'type', 'format', 'display', 'layout', 'theme', 'q', 'query', 'search']);
/** Path segments that write what the query names (a user created or edited with the role the query gives). */
const WRITE_SEGMENTS = new Set(['create', 'new', 'add', 'update', 'edit', 'edit.php', 'set', 'assign', 'invite', 'save', 'modify', 'change']);
/** Role keys: given a privileged value on a writing path, the parameter itself is the grant. */
const ROLE_KEYS = new Set(['role', 'new_role', 'newrole', 'rol', 'rolle', 'ruolo', 'papel', 'group', 'profile']);
/** Parameters that name whom or what the action reaches. */
const TARGET_KEYS = new Set(['set', 'value', 'new_role', 'newrole', 'role', 'scope', 'level', 'target', 'who', 'group', 'tenant', 'tenants', 'users', 'ids', 'id', 'filter', 'permission', 'permissions', 'access',
  // "assign" as the key, in several languages ("?asignar=superadmin")
  'assign', 'asignar', 'zuweisen', 'attribuer', 'atribuir', 'assegnare', 'toewijzen', 'rol', 'rolle', 'ruolo']);
/** A method override (`_method=PUT`): the server treats the opened link as the write its form would have sent, unasked. */
const METHOD_KEYS = new Set(['_method', 'x-http-method-override', 'x_http_method_override', '_httpmethod']);
const WRITE_METHODS = new Set(['put', 'post', 'patch', 'delete']);
/** A safety prompt answered in advance. */
const CONFIRM_KEYS = new Set(['confirm', 'confirmed', 'force', 'yes', 'i_am_sure', 'iamsure', 'cascade', 'recursive', 'skip_confirmation', 'noconfirm', 'no_confirm',
  'bestaetigen', 'bestätigen', 'conferma', 'confermare', 'confirmar', 'confirmer', 'bevestigen', 'bevestig', 'potwierdz', 'potwierdź']);
const YES = new Set(['true', '1', 'yes', 'y', 'on', 't', 'ja', 'si', 'sí', 'oui', 'sim', 'tak']);
/** Values that say no, off or nothing. */
const NO = new Set(['false', '0', 'no', 'n', 'off', 'none', 'nein', 'non', 'nee', 'nie']);
/** A safety net switched off for this one call (no backup or snapshot first, no trash, a hard delete). */
const SAFETY_OFF_KEYS = new Set(['skip_backup', 'skipbackup', 'skip-backup', 'no_backup', 'nobackup', 'skip_snapshot', 'skip_final_snapshot', 'skip_trash', 'bypass_trash', 'permanent', 'permanently', 'hard', 'hard_delete', 'harddelete']);
/**
 * Destruction verbs that may stand inside a compound path segment (`bulk-delete`, `purge_users`, `close-store`); 'reset'
 * is left out (`reset-password`), and 'close' counts only joined to what it closes (`/tickets/42/close` is a routine step).
 */
const COMPOUND_DESTROY = new Set(['delete', 'purge', 'wipe', 'destroy', 'truncate', 'erase', 'nuke', 'unlink', 'shred']);
/**
 * Verbs that end a business object for good (close-store, close_account, terminate-subscription, decommission-site):
 * they count only joined to such an object; the same verbs beside a setting, a session or a ticket are routine
 * (deactivate-autorenew, terminate-other-sessions, close-resolved).
 */
const CLOSING_VERBS: ReadonlySet<string> = new Set(['close', 'terminate', 'decommission', 'deactivate']);
const CLOSED_OBJECTS: ReadonlySet<string> = new Set(['store', 'shop', 'account', 'accounts', 'subscription', 'site', 'tenant', 'org', 'organization', 'organisation', 'workspace',
  'company', 'business', 'instance', 'project', 'server', 'contract', 'membership', 'merchant', 'practice', 'branch', 'all']);

/** Keys that name a group, role or membership ("groupsToJoin", "add_to_group", "roles", "membership"). */
const membershipKey = (k: string): boolean => k.length <= 40 && (k.includes('group') || k.includes('role') || k.includes('member'));
/** Words that name an administrators' group or role inside a longer name ("jira-administrators", "org_owners", "Domain Admins"). */
const ADMIN_WORDS: ReadonlySet<string> = new Set(['admin', 'admins', 'administrator', 'administrators', 'owner', 'owners', 'superuser', 'superusers', 'superadmin', 'superadmins', 'root', 'sudo', 'sudoers', 'wheel',
  'administradores', 'administrateurs', 'administratoren', 'amministratori', 'beheerders']);
const privilegedName = (v: string): boolean => v.length <= 80 && v.split(/[-_.+ ,:]/, 8).some((w) => ADMIN_WORDS.has(w));
/** Path segments of a page that edits, adds or joins ("EditUserGroups!default.jspa", "add-member", "assign"). */
// (the verb opens a word of the segment: "EditUserGroups", "add-member", "user_assign"; not "address-book", "credit-memos")
const EDITING_VERBS: readonly string[] = ['edit', 'add', 'assign', 'join', 'grant'];
const editingWord = (w: string): boolean => EDITING_VERBS.some((v) => w.startsWith(v)) && !w.startsWith('addr') && !w.startsWith('addit');
const editingSegment = (seg: string): boolean => WRITE_SEGMENTS.has(seg) || (seg.length <= 60 && seg.split(/[-_.!+]/, 8).some(editingWord));
/** Switches that carry the membership change out ("join=true", "add=1"). */
const JOIN_SWITCHES: ReadonlySet<string> = new Set(['join', 'add', 'assign', 'grant', 'submit', 'save', 'apply']);
/** Words of an account that belongs to someone outside the organisation. */
const OUTSIDE_WORDS: ReadonlySet<string> = new Set(['ext', 'external', 'extern', 'externe', 'externo', 'contractor', 'vendor', 'guest', 'freelance', 'freelancer', 'consultant', 'partner', 'supplier', 'temp']);
/** A parameter that names the account acted on as an outside party's ("name=ext.contractor07", "user=vendor_support"). */
const outsiderName = (k: string, v: string): boolean => (k === 'name' || k === 'user' || k === 'username' || k === 'login' || k === 'account' || k === 'member' || k === 'email' || k === 'uid') && v.length <= 80 && v.split(/[-_.+@ ]/, 8).some((w) => OUTSIDE_WORDS.has(w));
/** A destruction verb among the words of a compound segment (split at '-' and '_'), or ''. */
function compoundVerb(seg: string): string {
  if (seg.length > 40 || (!seg.includes('-') && !seg.includes('_'))) return '';
  const words = seg.split(/[-_]/, 6);
  for (const w of words) if (COMPOUND_DESTROY.has(w)) return w;
  const closing = words.find((w) => CLOSING_VERBS.has(w));
  return closing !== undefined && words.some((w) => CLOSED_OBJECTS.has(w)) ? closing : '';
}

export interface UrlAction { readonly primitive: Primitive; readonly detail: string; readonly score: number }

/** An action verb in the path or an action parameter, aimed wide or pre-confirmed; null when none. */
export function urlAction(pathLower: string, params: ReadonlyArray<readonly [string, string]>): UrlAction | null {
  let verb = '';
  let primitive: Primitive | undefined;
  const segs = pathLower.split('/', 24);
  let wide = segs.some((s) => s === 'all' || s === '*');
  for (const s of segs) {
    const p = VERBS.get(s);
    if (p !== undefined) { verb = s; primitive = p; break; }
  }
  if (primitive === undefined) for (const s of segs) { const w = compoundVerb(s); if (w !== '') { verb = s; primitive = 'DESTRUCTION'; break; } }
  let confirmed = false;
  let outsider = false;
  for (let i = 0; i < params.length && i < 32; i++) {
    const [k, raw] = params[i]!;
    const v = raw.toLowerCase();
    if (primitive === undefined && ACTION_KEYS.has(k)) {
      const p = VERBS.get(v);
      if (p !== undefined) { verb = v; primitive = p; }
    }
    // a destructive verb as a switch ("reset=1", "purge=true")
    if (primitive === undefined && YES.has(v) && VERBS.get(k) === 'DESTRUCTION') { verb = k; primitive = 'DESTRUCTION'; }
    // a privileged role given on a path that creates or edits ("/users/create?role=superadmin")
    if (primitive === undefined && ROLE_KEYS.has(k) && WIDE_TARGETS.has(v) && !EVERYTHING.has(v) && segs.some((x) => WRITE_SEGMENTS.has(x))) { verb = `${k}=${v}`; primitive = 'ESCALATION'; wide = true; }
    // membership of an administrators' group or role named by its words, on a page that edits, adds or joins
    // ("EditUserGroups…?groupsToJoin=jira-administrators&join=true", "/members/add?role=org-owners")
    if (primitive === undefined && membershipKey(k) && privilegedName(v) && (segs.some(editingSegment) || params.some(([pk, pv]) => JOIN_SWITCHES.has(pk.toLowerCase()) && YES.has(pv.toLowerCase())))) {
      verb = `${k}=${v}`; primitive = 'ESCALATION'; wide = true;
    }
    if (outsiderName(k, v)) outsider = true;
    if ((TARGET_KEYS.has(k) && WIDE_TARGETS.has(v)) || (!VIEW_KEYS.has(k) && EVERYTHING.has(v))) wide = true;
    if (switchesEverything(k, v)) wide = true;
    if ((CONFIRM_KEYS.has(k) || SAFETY_OFF_KEYS.has(k)) && YES.has(v)) confirmed = true;
    // nothing kept ("keep=0", "keep_network=0", "keep_backups=false"): the step that would keep the data is answered no
    // (not a connection's keepalive=0, which keeps no data either way)
    if (k.startsWith('keep') && !k.startsWith('keepalive') && k.length <= 16 && NO.has(v)) confirmed = true;
    if (METHOD_KEYS.has(k) && WRITE_METHODS.has(v)) confirmed = true;
    // a parameter naming a whole tree (a home, a document root, a system directory): the shared delete-path judge
    if (!wide && (v.startsWith('/') || v.startsWith('~')) && v.length < 256 && judgeDeletePath(v, '', true).score >= 6) wide = true;
  }
  if (primitive === undefined) return null;
  if (RESETS.includes(verb)) {
    const of = resetObject(segs, params);
    // one's own login recovered; not every account's ("/users/reset?target=all&field=password": all of them locked out)
    if (of === 'login' && !wide) return null;
    if (of === 'factory') wide = true;
  }
  if (FACTORY_RESETS.includes(verb)) wide = true;
  if (!(wide || confirmed)) return null;
  // a privilege handed to an outside party's account ("name=ext.contractor07", "user=vendor-support") weighs as much as
  // one pre-confirmed
  const toOutsider = primitive === 'ESCALATION' && outsider;
  const how = [wide ? 'aimed at a privileged role or at everything' : '', confirmed ? 'with its confirmation pre-answered' : '', toOutsider ? 'for an outside account' : ''].filter((x) => x !== '').join(' and ');
  return { primitive, detail: `opening the URL performs "${verb}" ${how}`, score: wide && (confirmed || toOutsider) ? 8 : 6 };
}

function allDigits(s: string): boolean {
  for (let i = 0; i < s.length; i++) { const c = s.charCodeAt(i); if (c < 48 || c > 57) return false; }
  return true;
}

/** Luhn check over a run of digits. */
function luhn(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let x = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) { x *= 2; if (x > 9) x -= 9; }
    sum += x;
  }
  return sum % 10 === 0;
}

/** A card brand's number range (Visa, Mastercard, Amex, Discover) by its first digits and length. */
function cardRange(d: string): boolean {
  const two = Number(d.slice(0, 2));
  const four = Number(d.slice(0, 4));
  if (d.length === 16 && (d[0] === '4' || (two >= 51 && two <= 55) || (four >= 2221 && four <= 2720) || d.startsWith('6011') || d.startsWith('65'))) return true;
  return d.length === 15 && (two === 34 || two === 37);
}

/** Secret names an environment or config file uses (`DB_PASSWORD=…` pasted into a parameter). */
const SECRET_NAME_ENDS = ['password', 'passwd', 'secret', 'token', 'api_key', 'apikey', 'private_key', 'access_key', 'secret_key'];

/** A payment card number or a pasted `SECRET_NAME=value` among the decoded parameter values; '' for none. */
export function dataInUrl(params: ReadonlyArray<readonly [string, string]>, path = ''): string {
  const personal = personalDataInUrl(params, path);
  if (personal !== '') return personal;
  for (let i = 0; i < params.length && i < 32; i++) {
    const v = params[i]![1];
    if (v.length >= 15 && v.length <= 23) {
      const digits = v.replaceAll(' ', '').replaceAll('-', '');
      if ((digits.length === 15 || digits.length === 16) && allDigits(digits) && cardRange(digits) && luhn(digits)) return 'a payment card number';
    }
    const eq = v.indexOf('=');
    if (eq > 2 && eq < 64 && v.length - eq > 4) {
      const written = v.slice(0, eq);
      const name = written.toLowerCase();
      const secret = v.slice(eq + 1);
      // an environment or config line (DB_PASSWORD=…, API_TOKEN=…): a variable's name, then a value with no space
      const envName = name.includes('_') || written === written.toUpperCase();
      if (envName && !name.includes(' ') && !secret.includes(' ') && SECRET_NAME_ENDS.some((e) => name.endsWith(e))) return `a ${name.toUpperCase()}= assignment`;
    }
  }
  return '';
}

/** Paths that submit a form's answers to whoever owns the form. */
const FORM_SUBMIT = ['formresponse', '/submit', '/form/', '/forms/', 'entry.', '/collect'];
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** A US social security number written as ddd-dd-dddd (not a 000, 666 or 9xx area). */
function ssnShaped(v: string): boolean {
  if (v.length !== 11 || v[3] !== '-' || v[6] !== '-') return false;
  for (let i = 0; i < 11; i++) if (i !== 3 && i !== 6 && !isDigit(v.charCodeAt(i))) return false;
  return !v.startsWith('000') && !v.startsWith('666') && v[0] !== '9';
}
/** A card's expiry (mm/yy, mm/yyyy) or its three- or four-digit security code. */
const expiryOrCode = (v: string): boolean => (v.length === 5 || v.length === 7) && v[2] === '/' ? isDigit(v.charCodeAt(0)) && isDigit(v.charCodeAt(1)) : (v.length === 3 || v.length === 4) && allDigits(v);
/** A password as people type one: 8 to 64 characters, no space, letters with a digit or a symbol, not a plain word or number. */
function passwordShaped(v: string): boolean {
  if (v.length < 8 || v.length > 64 || v.includes(' ') || v.includes('@') || v.includes('/')) return false;
  let letter = false, digit = false, other = false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (isDigit(c)) digit = true;
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letter = true;
    else other = true;
  }
  return letter && (digit || other) && (other || v !== v.toLowerCase());
}
/**
 * Someone's identity or login submitted through a URL to whoever receives it (a form's answers, a collector's query): a
 * social security number, a card number with its expiry or security code, or an e-mail address with a password beside
 * it on a form submission. The detail, or ''.
 */
function personalDataInUrl(params: ReadonlyArray<readonly [string, string]>, path: string): string {
  const values = params.slice(0, 32).map(([, v]) => v.trim());
  if (values.some(ssnShaped)) return 'a social security number';
  const card = values.some((v) => { const d = v.replaceAll(' ', '').replaceAll('-', ''); return (d.length === 15 || d.length === 16) && allDigits(d) && cardRange(d); });
  if (card && values.some(expiryOrCode)) return 'a payment card number with its expiry or security code';
  const lowerPath = path.toLowerCase();
  if (FORM_SUBMIT.some((f) => lowerPath.includes(f)) && values.some((v) => v.includes('@') && v.includes('.')) && values.some(passwordShaped)) return 'an e-mail address and a password';
  return '';
}

/** Authorization endpoints where a user or an administrator grants an application access to their data. */
const CONSENT_PATHS = ['/adminconsent', '/oauth2/authorize', '/oauth2/v2.0/authorize', '/o/oauth2/auth', '/o/oauth2/v2/auth', '/oauth/authorize', '/login/oauth/authorize', '/oauth2/auth', '/authorize'];
/** Scopes that hand over mail, files or lasting access. */
// (offline_access alone only keeps the sign-in alive: it counts beside a scope that hands data over)
const WIDE_SCOPES = ['mail.', 'files.read', 'files.readwrite', '.default', 'full_access', 'directory.', 'user.readwrite', 'gmail', 'drive', 'https://mail.google.com', 'mailboxsettings', 'sites.',
  // code-hosting grants beyond what an integration needs: the organisation's or enterprise's settings, deleting repositories
  // (`repo` or `workflow` alone is what every CI integration asks for)
  'admin:org', 'admin:enterprise', 'delete_repo', 'site_admin'];

/** Pages that mint a personal access token with the scopes the link fills in. */
const TOKEN_PAGES = ['/settings/tokens/new', '/-/user_settings/personal_access_tokens', '/-/profile/personal_access_tokens'];
const TOKEN_ADMIN_SCOPES = ['admin:org', 'admin:enterprise', 'delete_repo', 'admin:repo_hook', 'site_admin', 'admin_mode', 'sudo', 'write:org'];

/** The registrable part of a host, roughly (its last two labels, three under a two-letter country suffix like co.uk). */
function siteOf(host: string): string {
  const labels = host.split('.');
  if (labels.length <= 2) return host;
  const two = labels.slice(-2).join('.');
  return labels[labels.length - 1]!.length === 2 && labels[labels.length - 2]!.length <= 3 ? labels.slice(-3).join('.') : two;
}

/**
 * An OAuth consent URL that sends the grant to another site: an administrator consent, or a user consent for mail,
 * files or offline access, whose redirect_uri lives on a different site than the identity provider (consent
 * phishing: the attacker's application receives the tokens). The detail, or ''.
 */
export function consentToOutsider(host: string, pathLower: string, params: ReadonlyArray<readonly [string, string]>): string {
  // a personal access token page filled in with the organisation's admin or deletion scopes: whoever the token is
  // made for holds them (no consent screen, no redirect needed)
  if (TOKEN_PAGES.some((p) => pathLower.includes(p))) {
    const scopes = (params.find(([k]) => k === 'scopes' || k === 'scope')?.[1] ?? '').toLowerCase();
    const admin = TOKEN_ADMIN_SCOPES.filter((w) => scopes.includes(w));
    return admin.length > 0 ? `a token page pre-filled with ${admin.join(', ')}` : '';
  }
  if (!CONSENT_PATHS.some((p) => pathLower.includes(p))) return '';
  const redirect = params.find(([k]) => k === 'redirect_uri' || k === 'redirect_url')?.[1].toLowerCase() ?? '';
  const s = redirect.indexOf('://');
  if (s === -1) return '';
  let end = s + 3;
  while (end < redirect.length && redirect[end] !== '/' && redirect[end] !== ':' && redirect[end] !== '?') end++;
  const to = redirect.slice(s + 3, end);
  if (to === '' || to === 'localhost' || to.startsWith('127.') || siteOf(to) === siteOf(host.toLowerCase())) return '';
  const scope = (params.find(([k]) => k === 'scope')?.[1] ?? '').toLowerCase();
  const admin = pathLower.includes('adminconsent') || params.some(([k, v]) => k === 'prompt' && v.toLowerCase() === 'admin_consent');
  const wide = WIDE_SCOPES.some((w) => scope.includes(w));
  if (!admin && !wide) return '';
  return `${admin ? 'administrator consent' : `consent for ${scope.slice(0, 60)}`} granted to an application that returns to ${to}`;
}

/**
 * Safeguards a link's parameters can switch off, by what each guards: who may sign in (ESCALATION), the record of what
 * happens (ESCALATION: the watch is blinded), the way back and the functions that stop a process (DESTRUCTION). `whole`
 * marks a guard of a whole system (a second factor, audit logging, backups, a plant's interlocks), as W28 weighs them.
 */
type Guard = { readonly primitive: Primitive; readonly whole: boolean };
const guardRows = (words: readonly string[], primitive: Primitive, whole: boolean): Array<[string, Guard]> => words.map((w) => [w, { primitive, whole }]);
const GUARDS: ReadonlyMap<string, Guard> = new Map([
  ...guardRows(['mfa', '2fa', '2sv', 'twofactor', 'multifactor', 'otp', 'totp', 'enforcement'], 'ESCALATION', true),
  ...guardRows(['firewall', 'encryption', 'encrypt', 'lockout', 'captcha', 'antivirus', 'defender', 'protection'], 'ESCALATION', false),
  ...guardRows(['audit', 'auditing', 'accounting', 'syslog'], 'ESCALATION', true),
  ...guardRows(['log', 'logs', 'logging', 'record', 'recording', 'motion', 'detection', 'alarm', 'alarms', 'monitor', 'monitoring'], 'ESCALATION', false),
  ...guardRows(['backup', 'backups', 'snapshot', 'snapshots', 'versioning', 'governance', 'retention'], 'DESTRUCTION', true),
  ...guardRows(['interlock', 'interlocks', 'safety', 'estop', 'e_stop'], 'DESTRUCTION', true),
]);
/** Safeguards a switch that is "on" takes out when its key opens or closes with an override word ("skip_approval", "override_interlocks"). */
const CHECKS: ReadonlySet<string> = new Set(['approval', 'approvals', 'review', 'reviews', 'tests', 'checks', 'check', 'verification', 'verify', 'signature', 'signatures', 'validation', 'lock', 'locks', 'safeguards', 'limit', 'limits']);
/** Override words that say it alone: a bare switch of one of them ("uebersteuern=1") overrides whatever the controller holds ("skip=1" is paging). */
const BARE_OVERRIDES: ReadonlySet<string> = new Set(['override', 'bypass', 'uebersteuern', 'übersteuern', 'overrule']);
/** Override words in a switch's key, several languages ("uebersteuern" is German for override). */
const OVERRIDES: ReadonlySet<string> = new Set(['override', 'overrides', 'bypass', 'skip', 'ignore', 'disable', 'suppress', 'defeat', 'inhibit', 'uebersteuern', 'übersteuern', 'overrule', 'forzar', 'ignorar', 'ignorer', 'ignora']);
/** Keys that only hold the state of the thing an action or the path names ("cmd=set_record&state=off"). */
const STATE_KEYS: ReadonlySet<string> = new Set(['state', 'status', 'enable', 'enabled', 'value', 'on', 'switch', 'active', 'stand']);
/** Action values that switch off what the path or another parameter names ("/admin/audit?azione=disattiva"). */
const DISABLE_VALUES: ReadonlySet<string> = new Set(['disable', 'deactivate', 'off', 'stop', 'disattiva', 'disattivare', 'deaktivieren', 'desactivar', 'desactiver', 'désactiver', 'uitschakelen', 'wylacz', 'wyłącz']);
const KEY_SPLIT = /[_.\-]+/;
/** Last parts of a key that make it an identifier, a count or a size of the thing it names, not its switch. */
const NOT_SWITCHES: ReadonlySet<string> = new Set(['id', 'ids', 'uid', 'uuid', 'count', 'num', 'number', 'no', 'nr', 'length', 'len', 'size', 'index', 'idx', 'page', 'offset']);

function guardIn(words: readonly string[]): [string, Guard] | undefined {
  for (const w of words) {
    const g = GUARDS.get(w);
    if (g !== undefined) return [w, g];
  }
  return undefined;
}

export interface GuardOff { readonly primitive: Primitive; readonly detail: string; readonly score: number }

/**
 * A safeguard switched off by opening the link: a key that names it set off ("mfa_required=false", "syslog_enabled=0",
 * "motion_detect=off"), an override switched on against it ("override_interlocks=true", "skip_approval=1"), or an
 * action that sets it off in a state key or by a disabling verb ("cmd=set_record&state=off", "/audit?azione=disattiva").
 * Scored by what it guards (a whole system's guard 7, others 6) and 8 when aimed at everything or pre-confirmed.
 * Splits and set lookups over the first 32 parameters: linear. Null when none.
 */
export function guardSwitchedOff(pathLower: string, params: ReadonlyArray<readonly [string, string]>): GuardOff | null {
  let found: { primitive: Primitive; whole: boolean; detail: string } | null = null;
  let wide = false;
  let confirmed = false;
  let stateOff = '';
  let actionGuard: ReturnType<typeof guardIn>;
  let disabling = '';
  const n = Math.min(params.length, 32);
  const segs = pathLower.split('/', 24);
  if (segs.some((x) => EVERYTHING.has(x))) wide = true;
  for (let i = 0; i < n; i++) {
    const [k, raw] = params[i]!;
    const v = raw.toLowerCase();
    if (k.length > 48 || v.length > 48) continue;
    if (!VIEW_KEYS.has(k) && EVERYTHING.has(v)) wide = true;
    if (switchesEverything(k, v)) wide = true;
    if (CONFIRM_KEYS.has(k) && YES.has(v)) confirmed = true;
    const words = k.split(KEY_SPLIT, 6);
    if (STATE_KEYS.has(k) && NO.has(v)) stateOff = `${k}=${v}`;
    if (ACTION_KEYS.has(k)) {
      actionGuard ??= guardIn(v.split(KEY_SPLIT, 6));
      if (DISABLE_VALUES.has(v)) disabling = `${k}=${v}`;
    }
    if (found !== null) continue;
    const guard = guardIn(words);
    // the guard's own key set off ("mfa=off", "log_remote=0", "mfa_obligatorio=false"), not a switch that turns it off
    // (a key that ends in an identifier or a count, "record_id=0", "alarm_count=0", names a thing or a number, no switch)
    if (guard !== undefined && (NO.has(v) || v === 'skip' || v === 'disabled' || v === 'bypass') && !words.some((w) => OVERRIDES.has(w)) && !NOT_SWITCHES.has(words[words.length - 1]!)) found = { ...guard[1], detail: `${k}=${raw.slice(0, 16)}` };
    // an override switched on against a guard or a check ("override_interlocks=true", "bypass_governance=1", "SKIP_APPROVAL=true")
    else if (YES.has(v) && words.some((w) => OVERRIDES.has(w))) {
      const against: [string, Guard] | undefined = guard ?? (words.some((w) => CHECKS.has(w)) ? ['check', { primitive: 'ESCALATION', whole: false }] : undefined);
      // a bare override ("uebersteuern=1") takes out whatever the controller would have held
      if (against !== undefined) found = { ...against[1], detail: `${k}=${raw.slice(0, 16)}` };
      else if (words.length === 1 && BARE_OVERRIDES.has(k)) found = { primitive: 'DESTRUCTION', whole: false, detail: `${k}=${raw.slice(0, 16)}` };
    }
  }
  if (found === null && actionGuard !== undefined && stateOff !== '') found = { ...actionGuard[1], detail: `${actionGuard[0]} set off (${stateOff})` };
  if (found === null && disabling !== '') {
    const pathGuard = guardIn(segs.flatMap((x) => x.split(KEY_SPLIT, 6)));
    if (pathGuard !== undefined) found = { ...pathGuard[1], detail: `${pathGuard[0]} switched off (${disabling})` };
  }
  if (found === null) return null;
  const score = wide || confirmed ? 8 : found.whole ? 7 : 6;
  return { primitive: found.primitive, detail: `opening the URL switches a safeguard off: ${found.detail}${wide ? ', on everything' : ''}`, score };
}
