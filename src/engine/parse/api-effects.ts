/**
 * What an API call does, read as method × resource × body fields, whichever vendor it goes to: a container-level
 * resource deleted for good, a privileged role written into a user record, audit or security switched off, mail
 * forwarded to an outside address, a one-time code relayed, bulk records posted to an automation hook, a lure
 * mailed to every customer. Substring tests on the lower-cased head of the request (linear, bounded by it).
 */

import { foldAccents } from '../frames/fold.js';
import { scanTerms, tagId, TAGS } from '../frames/scan.js';

export interface ApiView {
  readonly method: string;
  readonly path: string;
  readonly host: string;
  /** Lower-cased head of the whole value (URL, body, metadata body). */
  readonly head: string;
}

export interface ApiEffect { readonly detail: string; readonly score: number }

/** The first of the words that the text contains ('' when none). */
export const has = (s: string, words: readonly string[]): string => {
  for (const w of words) if (s.includes(w)) return w;
  return '';
};

/** Resources that hold everything under them. */
const CONTAINERS = ['bucket', 'repos/', 'repository', 'workspace', 'project', 'database', 'cluster', 'organization', 'orgs/', 'account', 'tenant', 'namespace', 'volume', 'backup', 'snapshot', 'index', 'collection', 'keyspace', 'vault', 'drive', 'site', 'channel', 'space', 'zone', 'table', 'lists/', 'audiences/', 'segments/', 'mailing_lists/', 'contact_lists/', 'contactlists/'];
const PERMANENT = ['permanent=true', 'permanent', 'all file versions', 'all versions', 'purge', 'hard_delete', 'hard=true', 'force=true', 'skip_trash', 'including version', 'workspace_root', '{root}', '/root', 'delete_bucket', 'b2_delete_bucket'];

/** Trailing path segments that name the action, not the resource (`/actions/delete-permanent`, `/purge`). */
const ACTION_SEGMENTS: ReadonlySet<string> = new Set(['actions', 'action', 'delete', 'delete-permanent', 'permanently-delete', 'delete_permanent', 'purge', 'erase', 'remove', 'destroy', 'hard-delete', 'hard_delete']);
/** A segment that is an identifier: long enough and holding a digit (an id, a hash, a UUID). */
function idLike(seg: string): boolean {
  if (seg.length < 4) return false;
  for (let i = 0; i < seg.length; i++) { const c = seg.charCodeAt(i); if (c >= 48 && c <= 57) return true; }
  return false;
}
/** The path, its action segments set aside, ends in one identified record of a collection (`members/62ee…`). */
function oneRecordAction(path: string): boolean {
  const segs = path.split('/').filter((s) => s !== '');
  let end = segs.length;
  while (end > 0 && ACTION_SEGMENTS.has(segs[end - 1]!)) end--;
  if (end === segs.length || end < 2) return false;
  return idLike(segs[end - 1]!) && !idLike(segs[end - 2]!) && segs[end - 2]!.endsWith('s');
}

export function destroysContainer(v: ApiView): ApiEffect | null {
  const deleting = v.method === 'DELETE' || v.path.includes('delete_') || v.path.includes('/delete') || v.path.includes('/purge');
  if (!deleting || v.path.includes('cache')) return null;
  let container = has(v.path, CONTAINERS);
  // the container itself, not something inside it (repos/o/r/git/refs/heads/x is a branch)
  if (container !== '') {
    const rest = v.path.slice(v.path.indexOf(container) + container.length);
    let segments = 0;
    for (const part of rest.split('/')) if (part !== '') segments++;
    if (segments > 2) container = '';
  }
  const permanent = has(v.head, PERMANENT);
  if (container === '' && permanent === '') return null;
  // one record erased for good through an action path (lists/L/members/M/actions/delete-permanent): a data subject's
  // erasure, not a store lost
  if (container === '' && oneRecordAction(v.path)) return null;
  if (container === '') return { detail: `DELETE ${v.path.slice(0, 80)} (${permanent})`, score: 6 };
  return { detail: `${container.replace('/', '')} deleted${permanent ? ` (${permanent})` : ''}`, score: permanent ? 8 : 7 };
}

const ROLE_KEYS = ['"role"', "'role'", 'role:', 'role=', '"roles"', '"permission"', 'permission=', '"access_level"', '"is_admin"', '"isadmin"', '"admin"'];
const POWER_VALUES = ['superadmin', 'super_admin', 'owner', 'admin', 'root', 'administrator', 'true'];
const GUARDS_OFF = ['"mfa_required":false', '"mfa_required": false', '"mfa":false', '"mfa": false', '"2fa":false', '"2fa": false', '"require_mfa":false', '"require_mfa": false', '"mfa_enabled":false', '"mfa_enabled": false'];
const FREEMAIL = ['@gmail.com', '@outlook.com', '@hotmail.com', '@yahoo.com', '@proton.me', '@protonmail.com', '@mail.ru', '@yandex.ru', '@gmx.', '@icloud.com', '@aol.com', '@qq.com', '@163.com'];

/** Operation names that make someone an administrator or owner (REST paths, RPC method names such as admin.users.setAdmin). */
const POWER_OPERATIONS = ['setowner', 'setadmin', 'set_owner', 'set_admin', 'promote_to_admin', 'makeadmin', 'make_admin', 'setsuperadmin', 'addadmin', 'add_admin'];
/** Cloud policy attachments (CLI or API action names) and the policies that hand over the whole account. */
const POLICY_ATTACH = ['attach-user-policy', 'attach-role-policy', 'attach-group-policy', 'put-user-policy', 'put-role-policy', 'put-group-policy', 'attachuserpolicy', 'attachrolepolicy', 'attachgrouppolicy', 'add-iam-policy-binding', 'role assignment create'];
const FULL_POLICIES = ['administratoraccess', 'iamfullaccess', 'roles/owner', 'roles/editor', '"action":"*"', '"action": "*"', '"*:*"', 'role owner', "role 'owner'", 'role "owner"', 'role contributor'];

/** A privileged role written into a user or member record, or an administrator policy attached to an identity. */
export function grantsPower(v: ApiView): ApiEffect | null {
  // an RPC-style call written without an HTTP method ({"method": "admin.users.setAdmin"}, an SDK or CLI line) names its operation in the text
  const rpc = v.method === '' ? has(v.head, POWER_OPERATIONS) : '';
  if (rpc !== '') return { detail: `${rpc} called`, score: 7 };
  const attach = v.method === '' || v.method === 'POST' ? has(v.head, POLICY_ATTACH) : '';
  const policy = attach !== '' ? has(v.head, FULL_POLICIES) : '';
  if (policy !== '') return { detail: `${attach} with ${policy.replace(/["' ]/g, '')}`, score: 8 };
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  const verb = has(v.path, POWER_OPERATIONS);
  if (verb !== '') return { detail: `${verb} called`, score: 7 };
  // a GraphQL mutation names the record in its own name (updateUserRole, setMemberRole), not in the path
  const target = v.path.includes('graphql') || v.path === '/' ? v.head.slice(v.head.indexOf('mutation'), v.head.indexOf('mutation') + 80) : v.path;
  if (!(target.includes('user') || target.includes('member') || target.includes('admin') || target.includes('account') || target.includes('role'))) return null;
  const key = has(v.head, ROLE_KEYS);
  if (key === '') return null;
  const at = v.head.indexOf(key);
  const window = v.head.slice(at + key.length, at + key.length + 24);
  const value = has(window, POWER_VALUES);
  if (value === '' || (value === 'true' && !key.includes('admin'))) return null;
  const guardOff = has(v.head, GUARDS_OFF);
  const outsider = has(v.head, FREEMAIL);
  const strong = guardOff !== '' || outsider !== '';
  return { detail: `${value} role set${guardOff ? ' with MFA switched off' : ''}${outsider ? ` for a personal ${outsider.slice(1)} address` : ''}`, score: strong ? 8 : 7 };
}

const SECURITY_SUBJECTS = ['audit', 'logging', 'log_retention', 'retention', 'monitoring', 'alerting', 'guardduty', 'cloudtrail', 'mfa', 'sso_enforce', 'encryption', 'dlp', 'threat_detection', 'policies/', 'policy/', 'factors', 'authenticators', 'signon', 'conditionalaccess', 'idps/'];
/** Path verbs that switch the resource they follow off. */
const OFF_VERBS = ['/deactivate', '/disable', '/suspend', '/lifecycle/deactivate', ':disable', '/stop'];
/** Settings that switch a control off, compared with quotes and blanks removed ("status": 'disabled' → status:disabled). */
const OFF_VALUES = ['value:off', 'value:disabled', 'mode:off', 'mode:disabled', 'state:off', 'state:disabled', 'enabled:false', 'enabled=false', 'retention_days:0', 'retention_days=0', 'enforced:false', 'status:disabled', 'status=disabled', 'active:false', 'enforce_admins:false', 'required_pull_request_reviews:null', 'required_status_checks:null', 'required_approving_review_count:0', 'dismiss_stale_reviews:false', 'muted:true', 'mute:true', 'paused:true', 'disabled:true', 'disabled=true', 'logging:false', 'audit:false', 'auditing:false', 'logging_enabled:false', 'audit_enabled:false', 'alerts:false', 'monitoring:false'];
/** Services whose host names the control (a sink, trail or detector under them switched off stops the record). */
const HOST_CONTROLS = ['logging.', 'cloudtrail.', 'guardduty.', 'securitycenter.', 'auditlog'];
/** Controls reached by host or path whose switching off removes review, alerting or audit. */
const CONTROL_SUBJECTS = ['protection', 'rulesets', 'pagerduty', 'opsgenie', 'monitor', 'alert', 'detector', 'guardrail', 'firewall', 'waf'];

/** The objects that raise alerts (a maintenance window or a silence deleted turns alerts back on). */
const ALERT_OBJECTS = ['/services', 'monitor', '/alerts', 'alert_rule', 'alertrule', 'detector', 'escalation_polic', '/integrations', '/trails', 'notification_channel', 'contact_point'];
const ALERTING = ['pagerduty', 'opsgenie', 'monitor', 'alert', 'detector', 'guardduty', 'cloudtrail', 'victorops', 'statuspage'];
/** Audit, logging, alerting, review or another safeguard switched off or its retention set to zero. */
export function safeguardOff(v: ApiView): ApiEffect | null {
  if (v.method === 'GET') return null;
  // the control may be named by its service's host alone (logging.googleapis.com/…/sinks/_Default)
  const subject = has(v.path, SECURITY_SUBJECTS) || has(v.path, CONTROL_SUBJECTS) || has(v.host, CONTROL_SUBJECTS) || has(v.host, HOST_CONTROLS);
  if (subject === '') return null;
  // deleting the alerting service or monitor itself switches it off for good
  if (v.method === 'DELETE' && has(`${v.host} ${v.path}`, ALERTING) !== '' && has(v.path, ALERT_OBJECTS) !== '') return { detail: `${subject.replace('/', '')} deleted: its alerts stop`, score: v.head.includes('prod') ? 7 : 6 };
  const off = has(compact(v.head), OFF_VALUES) || has(v.path, OFF_VERBS);
  if (off === '') return null;
  return { detail: `${subject.replace('/', '')} settings: ${off}`, score: 7 };
}

/** The head with quotes and blanks removed (bounded), so JSON, JS-object and form spellings compare alike. */
function compact(head: string): string {
  let out = '';
  for (let i = 0; i < head.length && i < 8192; i++) {
    const c = head.charCodeAt(i);
    if (c !== 34 && c !== 39 && c !== 32 && c !== 9 && c !== 10) out += head[i];
  }
  return out;
}

const FORWARD_PATHS = ['messagerules', 'forwarding', 'autoforward', 'auto_forward', 'mailboxsettings', 'settings/filters', 'forwardingaddresses', 'inboxrules', 'transportrule'];
const FORWARD_KEYS = ['forwardto', 'redirectto', 'forwardingemail', 'forwardassattachmentto', 'forward_to', 'emailaddress', 'forwardingsmtpaddress'];

/** A mailbox rule that forwards or redirects mail to an address. */
export function mailForwarded(v: ApiView): ApiEffect | null {
  const path = has(v.path, FORWARD_PATHS);
  if (path === '' || v.method === 'GET' || v.method === 'DELETE') return null;
  const key = has(v.head, FORWARD_KEYS);
  if (key === '') return null;
  const at = v.head.indexOf('@', v.head.indexOf(key));
  const domain = at > 0 ? v.head.slice(at + 1, at + 60).split(/["'\s},\]]/, 1)[0] : '';
  return { detail: `mail forwarded by a ${path} rule${domain ? ` to ${domain}` : ''}`, score: 8 };
}

const CODE_WORDS = ['verification code', 'security code', 'one-time code', 'one time code', 'otp', '2fa code', 'login code', 'passcode', 'código de verificação', 'código de verificación', 'bestätigungscode', 'code de vérification'];
const MESSAGING = ['messages', 'sms', 'chat.postmessage', 'sendmessage', 'send', 'mail'];

/** A one-time or verification code relayed onward (account takeover). */
export function codeRelayed(v: ApiView): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT') return null;
  if (has(v.path, MESSAGING) === '') return null;
  const word = has(v.head, CODE_WORDS);
  if (word === '') return null;
  let digits = 0;
  let run = 0;
  for (let i = v.head.indexOf(word); i < v.head.length && i < v.head.indexOf(word) + 120; i++) {
    const c = v.head.charCodeAt(i);
    run = c >= 48 && c <= 57 ? run + 1 : 0;
    if (run > digits) digits = run;
  }
  if (digits < 4 || digits > 8) return null;
  return { detail: `a ${word} relayed in a message`, score: 7 };
}

const AUTOMATION_HOSTS = ['hooks.zapier.com', 'hook.integromat.com', 'hook.eu1.make.com', 'hook.us1.make.com', 'maker.ifttt.com', 'pipedream', 'webhook.site', 'n8n.cloud', 'requestbin', 'hooks.slack.com'];
const BULK_RECORDS = ['customers table', 'users table', 'contents of customers', 'contents of users', 'all customers', 'all users', 'customer list', 'user list', 'full export', 'select * from', 'patients', 'employees table', 'crm export'];

/** Bulk records posted to an automation or capture hook outside the company. */
export function bulkToHook(v: ApiView): ApiEffect | null {
  const host = has(v.host, AUTOMATION_HOSTS) || has(v.head.slice(0, 200), AUTOMATION_HOSTS);
  if (host === '') return null;
  const bulk = has(v.head, BULK_RECORDS) || sensitiveRecords(v.head);
  if (bulk === '') return null;
  return { detail: `${bulk} posted to ${host}`, score: 8 };
}

const SENSITIVE_CLASSES = ['obj:personal', 'obj:financial', 'obj:health', 'obj:secret'].map(tagId);
const BULK_WORDS = ['scope:all', 'obj:bulkdata'].map(tagId);

/**
 * The body carries records of a sensitive class (the frame lexicon's personal, financial, health and secret
 * objects) in bulk (a scope word, a data store, or a count of 100 or more after the URL): the class named, or ''.
 */
function sensitiveRecords(head: string): string {
  const body = head.slice(Math.max(0, head.indexOf(' ', head.indexOf('://') + 3)), 4096);
  let cls = '';
  let bulk = bigCount(body);
  for (const h of scanTerms(foldAccents(body))) {
    for (const t of h.tags) {
      if (cls === '' && SENSITIVE_CLASSES.includes(t)) cls = `${TAGS[t]!.slice(4)} records (${body.slice(h.start, h.end)})`;
      if (BULK_WORDS.includes(t)) bulk = true;
    }
  }
  return bulk ? cls : '';
}

/** A number of 100 or more written in `s` ("10,000", "2500"), read digit run by digit run. */
function bigCount(s: string): boolean {
  let digits = 0;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 32;
    if (c >= 48 && c <= 57) digits++;
    else if (c === 44 && digits > 0 && digits <= 3) continue;
    else {
      if (digits >= 3 && digits <= 9) return true;
      digits = 0;
    }
  }
  return false;
}

const DNS_PATHS = ['dns_records', 'resourcerecordsets', 'dns/records', '/rrsets', 'domains/records', '/records/'];
/** Host names whose record decides where people sign in, pay or send mail. */
const TRUSTED_LABELS = ['login.', 'sso.', 'auth.', 'id.', 'accounts.', 'account.', 'signin.', 'mail.', 'smtp.', 'mx.', 'pay.', 'checkout.', 'vpn.', 'portal.'];

/** A DNS record of a sign-in, mail or payment host pointed at a bare IP address. */
export function dnsRepointed(v: ApiView): ApiEffect | null {
  if (v.method !== 'PUT' && v.method !== 'PATCH' && v.method !== 'POST') return null;
  if (has(v.path, DNS_PATHS) === '') return null;
  const name = has(v.head, TRUSTED_LABELS);
  if (name === '') return null;
  const ip = bareIp(v.head.slice(v.head.indexOf(' ')));
  if (ip === '') return null;
  return { detail: `${name.slice(0, -1)} record pointed at ${ip}`, score: 5 };
}

/** The first dotted-quad IPv4 address in `s` that is not private or loopback, or ''. */
function bareIp(s: string): string {
  for (let i = 0; i < s.length && i < 4096; i++) {
    if (s.charCodeAt(i) < 48 || s.charCodeAt(i) > 57 || (i > 0 && isIpChar(s.charCodeAt(i - 1)))) continue;
    let e = i;
    while (e < s.length && e - i < 15 && isIpChar(s.charCodeAt(e))) e++;
    const parts = s.slice(i, e).split('.');
    i = e;
    if (parts.length !== 4 || parts.some((p) => p === '' || Number(p) > 255)) continue;
    const [a, b] = [Number(parts[0]), Number(parts[1])];
    if (a === 10 || a === 127 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b < 32)) continue;
    return parts.join('.');
  }
  return '';
}
const isIpChar = (c: number): boolean => (c >= 48 && c <= 57) || c === 46;

/** Where payouts land: a connected bank account, a payout method, a settlement account. */
// (the bank-detail fields as accounting and payroll APIs name them too: Xero's BankAccountDetails, "bankDetails",
// Nordic bankgiro and plusgiro numbers, the German Bankverbindung, the French RIB, the British sort code)
const PAYOUT_KEYS = ['external_account', 'bank_account', 'bankaccount', 'bank_details', 'bankdetails', 'payout_account', 'payout_method', 'payout_destination', 'settlement_account', 'routing_number', 'account_number',
  'iban', 'default_for_currency', 'sort_code', 'sortcode', 'bankgiro', 'plusgiro', 'bankverbindung', 'kontonummer', '"rib"', 'coordonnees_bancaires', 'datos_bancarios', 'cuenta_bancaria', 'rekeningnummer'];
/**
 * Records that hold where money is paid: payout and merchant accounts, and the suppliers of accounts payable (a
 * supplier, creditor or vendor record, an accounting package's contact), in the languages such records are named in.
 * (A payee list and an employee's own payment election are judged by who asked: payeeOnFraudCue.)
 */
const PAYOUT_PATHS = ['account', 'payout', 'recipient', 'beneficiar', 'vendor', 'seller', 'merchant', 'bank', 'supplier', 'creditor', 'contacts',
  'lieferant', 'kreditor', 'fournisseur', 'proveedor', 'fornitor', 'leverancier', 'leverantor', 'leverandor', 'dostawc'];

/** The bank account that payouts or vendor payments go to, replaced. */
export function payoutRedirected(v: ApiView): ApiEffect | null {
  if (v.method !== 'PUT' && v.method !== 'PATCH' && v.method !== 'POST') return null;
  if (has(v.path, PAYOUT_PATHS) === '') return null;
  const key = has(v.head.slice(v.head.indexOf(' ') + 1), PAYOUT_KEYS);
  if (key === '') return null;
  return { detail: `payout destination (${key}) replaced on ${v.path.slice(0, 60)}`, score: 7 };
}

/** Fields where a phone number or messaging channel is told which server answers its calls and messages. */
const ROUTING_KEYS = ['voiceurl=', 'smsurl=', 'voice_url', 'sms_url', 'voicefallbackurl=', 'voice_fallback_url', 'smsfallbackurl=', '"voiceurl"', '"smsurl"', 'answer_url', 'event_url'];
/** Hosts that answer calls for an account as their job (the provider's own apps, its serverless functions). */
const CALL_HOSTS = ['twilio.com', 'twil.io', 'twimlets.com', 'vonage.com', 'nexmo.com', 'plivo.com', 'amazonaws.com', 'azurewebsites.net', 'cloudfunctions.net'];

/**
 * A phone number's calls or messages routed to a host the account does not own: whoever runs it answers the
 * customers who call the number (a hotline redirected to a look-alike support host). The host, as a detail.
 */
export function callRoutingRepointed(v: ApiView): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  if (!v.path.includes('phonenumber') && !v.path.includes('numbers') && !v.path.includes('applications')) return null;
  let text = v.head.slice(0, 4096);
  if (text.includes('%')) { try { text = decodeURIComponent(text); } catch { /* keep it */ } }
  const key = ROUTING_KEYS.find((k) => text.includes(k));
  if (key === undefined) return null;
  const at = text.indexOf('://', text.indexOf(key));
  if (at < 0) return null;
  let e = at + 3;
  while (e < text.length && e - at < 256 && text[e] !== '/' && text[e] !== '&' && text[e] !== '"' && text[e] !== ' ' && text[e] !== ':') e++;
  const host = text.slice(at + 3, e);
  if (host === '' || CALL_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) || host === v.host) return null;
  return { detail: `calls and messages of ${v.path.slice(0, 60)} answered by ${host}`, score: 6 };
}

/** Paths that add a payee or send money to one, in the languages the lexicon carries. */
const PAYMENT_PATHS = ['payee', 'recipient', 'beneficiar', 'transfer', 'payment', 'wire', 'empfaenger', 'empfanger', 'ueberweisung', 'uberweisung', 'zahlung', 'virement', 'destinataire', 'transferencia',
  'pago', 'pagamento', 'bonifico', 'overboeking', 'begunstigde', 'przelew', 'odbiorca'];
const FRAUD_CUES = ['risk:payee', 'risk:informal'].map(tagId);
const URGENT = tagId('urgent');
/**
 * A payee added, or money sent, on the say-so of a changed bank detail or an informal approval (a call, a chat message):
 * the request's own words carry the cue of payment-redirection fraud. Urgency counts only beside an account to a
 * party the request does not say is known.
 */
export function payeeOnFraudCue(v: ApiView, askedBy = ''): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  if (has(v.path, PAYMENT_PATHS) === '' || has(v.head, PAYOUT_KEYS) === '') return null;
  // the change was asked for from a personal mailbox, not through the organisation's own channel
  if (askedBy !== '') return { detail: `payment details changed at the request of ${askedBy} (${v.path.slice(0, 60)})`, score: 7 };
  const text = foldAccents(v.head.length > 4096 ? v.head.slice(0, 4096) : v.head);
  let cue = '';
  let urgent = '';
  for (const h of scanTerms(text)) {
    if (cue === '' && FRAUD_CUES.some((t) => h.tags.includes(t))) cue = text.slice(h.start, h.end);
    if (urgent === '' && h.tags.includes(URGENT)) urgent = text.slice(h.start, h.end);
  }
  if (cue === '' && urgent === '') return null;
  return { detail: `payment details sent on "${cue || urgent}" (${v.path.slice(0, 60)})`, score: cue !== '' ? 7 : 5 };
}

const MASS_AUDIENCE = ['to=all_customers', 'to=all_users', '"to":"all', 'all_customers', 'all_users', 'audience=all', '"segment":"all', 'list=all', 'every customer'];
const LURE_WORDS = ['verify your account', 'account suspended', 'confirm your identity', 'update your payment', 'urgent', 'password expires', 'unusual activity', 'reactivate'];

const LURE_TAG = tagId('lure');
/**
 * A credential lure mailed or texted to the whole customer base (with a link to a look-alike host, when it names one).
 * `bulk`: the audience the metadata names (a batch of thousands, an all-customers list), '' when none. The lure is read
 * with the shared lexicon's lure terms in every language it carries, in the body as sent (form-encoded text decoded).
 */
export function massLure(v: ApiView, bulk = ''): ApiEffect | null {
  const audience = has(v.head, MASS_AUDIENCE) || bulk;
  if (audience === '') return null;
  const lure = has(v.head, LURE_WORDS) || lexiconLure(v.head);
  if (lure === '') return null;
  const link = v.head.lastIndexOf('http');
  const linkHost = link >= 0 ? v.head.slice(link).split('/', 3)[2] ?? '' : '';
  return { detail: `"${lure}" message to ${audience}${linkHost ? ` linking ${linkHost.slice(0, 60)}` : ''}`, score: 7 };
}

/** The first lure term of the shared lexicon in the decoded text ('' when none; bounded to 4 KiB). */
function lexiconLure(head: string): string {
  let t = head.length > 4096 ? head.slice(0, 4096) : head;
  if (t.includes('%') || t.includes('+')) {
    try { t = decodeURIComponent(t.replace(/\+/g, ' ')); } catch { /* keep the text as written */ }
  }
  const folded = foldAccents(t);
  for (const h of scanTerms(folded)) if (h.tags.includes(LURE_TAG)) return folded.slice(h.start, h.end);
  return '';
}

export const API_EFFECT_PATTERNS: readonly RegExp[] = [/\+/g, /"/g, /["'\s},\]]/];
