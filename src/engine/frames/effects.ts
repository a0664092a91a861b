import type { BaseContext, Example, Finding, ThreatRule } from '../types.js';
import { anyTagId } from './reader.js';
import { judgeTags } from './generic-score.js';
import { foldAccents } from './fold.js';
import { scanTerms, TAGS } from './scan.js';
import { FREE_MAIL } from './destinations.js';

/**
 * Frames read from structure: what an API call, a query or a piece of code does, said in the frame layer's own tags
 * (operation, object by sensitivity, destination, scope, permanence, safeguards) so that the shared classes of the
 * generic scorer (generic-tables.ts) judge it exactly as they judge a prose order. The type's reader (parse/api-frame.ts,
 * parse/query-frame.ts, parse/code-effects.ts) knows its syntax; this module knows the words structured actions name
 * things with (identifiers: `customers`, `audit_log`, `api_key`), where a field's value points (a personal mailbox, an
 * outside host, the organisation's own network) and how a frame becomes a finding.
 */

export type EffectOp = 'op:send' | 'op:publish' | 'op:delete' | 'op:grant' | 'op:modify' | 'op:disable';

export interface EffectFrame {
  readonly op: EffectOp;
  /** Frame tags (lexicon and destination tags: obj:*, dest:*, scope:all, perm, retention:zero, safe:*, env:*, mit:*). */
  readonly tags: ReadonlySet<string>;
  /** Fact blocks the classes know (fact:dest-owned). */
  readonly facts?: ReadonlySet<string>;
  /** What the reader saw, for the reason (never a secret's value). */
  readonly what: string;
}

/** The highest verdict of the frames: the shared classes' score and primitive, with the reader's words and the class. */
export function judgeEffects(frames: readonly EffectFrame[]): Finding | null {
  let best: Finding | null = null;
  for (const f of frames) {
    const ids = new Set<number>();
    for (const t of f.tags) ids.add(anyTagId(t));
    const v = judgeTags(f.op, (id) => ids.has(id), f.facts);
    if (v === null || (best !== null && v.score <= best.score!)) continue;
    // one actor's records picked out of a log and erased falsify the record of what happened (docs/primitives.md)
    const primitive = v.cls === 'destroy' && f.tags.has('obj:logs') && f.tags.has('safe:conceal') ? 'MANIPULATION' : v.primitive;
    best = { detail: `${v.cls}: ${f.what} (object ${v.object}, reach and amplifiers ${v.amplifier})`, score: v.score, primitive };
  }
  return best;
}

/** The structured reader of a type as one threat rule (`<letter>82`, the slot free in every structured type). */
export function effectRule<C extends BaseContext>(letter: string, read: (ctx: C) => readonly EffectFrame[], examples: { flag: readonly Example[]; pass: readonly Example[] }): ThreatRule<C> {
  return {
    id: `${letter}${EFFECT_SLOT}`,
    name: 'Harmful effect read from the action\'s structure (operation, object, destination, scope, permanence, safeguards)',
    primitive: 'DESTRUCTION',
    score: 5,
    detect: (ctx: C) => {
      const frames = read(ctx);
      return frames.length === 0 ? undefined : judgeEffects(frames) ?? undefined;
    },
    examples,
  };
}
export const EFFECT_SLOT = 82;

/**
 * Identifier words (table, collection, path segment, field and file names) by the object class they name. Prose names
 * things in phrases ("customer data"); structure names them in one word, often plural or joined ("customers",
 * "audit_log", "api_keys"), in the language the schema was written in. A word is compared whole, after splitting an
 * identifier at `_`, `-`, `.`, `/` and camel case.
 */
const IDENTIFIER_OBJECTS: Readonly<Record<string, readonly string[]>> = {
  'obj:personal': ['customer', 'customers', 'contact', 'contacts', 'user', 'users', 'member', 'members', 'subscriber', 'subscribers', 'employee', 'employees', 'person', 'persons', 'people', 'profile', 'profiles',
    'lead', 'leads', 'client', 'clients', 'candidate', 'candidates', 'applicant', 'applicants', 'student', 'students', 'guest', 'guests', 'email', 'emails', 'phone', 'phones', 'address', 'addresses', 'ssn', 'dob', 'birthdate',
    'passport', 'kunden', 'kunde', 'mitarbeiter', 'benutzer', 'nutzer', 'clientes', 'usuarios', 'empleados', 'utilisateurs', 'salaries', 'salarie', 'utenti', 'dipendenti', 'klanten', 'gebruikers', 'medewerkers',
    'pracownicy', 'klienci', 'uzytkownicy', 'pii', 'gdpr', 'inbox', 'mailbox', 'recordings', 'voice', 'cameras', 'camera', 'location', 'locations'],
  'obj:health': ['patient', 'patients', 'diagnosis', 'diagnoses', 'medical', 'clinical', 'prescriptions', 'prescription', 'ehr', 'phi', 'lab', 'labs', 'vitals', 'patienten', 'pacientes', 'patients_records'],
  'obj:financial': ['payroll', 'salary', 'salaries', 'wage', 'wages', 'invoice', 'invoices', 'payment', 'payments', 'payout', 'payouts', 'ledger', 'ledgers', 'transaction', 'transactions', 'card', 'cards',
    'iban', 'bank', 'billing', 'revenue', 'finance', 'financial', 'accounting', 'tax', 'gehalt', 'gehaelter', 'rechnungen', 'buchhaltung', 'nomina', 'nominas', 'facturas', 'factures', 'paie', 'stipendi', 'fatture'],
  'obj:secret': ['secret', 'secrets', 'credential', 'credentials', 'password', 'passwords', 'passwd', 'token', 'tokens', 'apikey', 'apikeys', 'kubeconfig', 'keyring', 'keystore', 'vault', 'shadow', 'sessionid',
    'session', 'sessions', 'cookie', 'cookies', 'csrftoken', 'jwt', 'ssh', 'pem', 'privkey', 'env'],
  'obj:logs': ['log', 'logs', 'audit', 'audits', 'auditlog', 'trail', 'cloudtrail', 'backup', 'backups', 'snapshot', 'snapshots', 'archive', 'archives', 'history', 'journal', 'events', 'siem', 'security'],
  'obj:legal': ['contract', 'contracts', 'legal', 'litigation', 'nda', 'board', 'merger', 'acquisition', 'confidential'],
  'obj:code': ['repo', 'repos', 'repository', 'repositories', 'source', 'monorepo', 'codebase'],
  'obj:privilege': ['admin', 'admins', 'administrator', 'administrators', 'superuser', 'superusers', 'owner', 'owners', 'root', 'sudo', 'sudoers', 'superadmin', 'super', 'rbac'],
  'obj:bulkdata': ['database', 'databases', 'db', 'dump', 'dumps', 'export', 'exports', 'warehouse', 'datalake', 'bucket', 'buckets', 'tenant', 'tenants', 'workspace', 'workspaces', 'projects', 'records',
    'tables', 'table', 'collection', 'collections', 'index', 'indices', 'indexes', 'nodes', 'graph', 'crm', 'nas', 'share', 'shares', 'volume', 'volumes', 'postgresql', 'postgres', 'mysql', 'mongodb', 'pgdata'],
  'obj:security': ['alert', 'alerts', 'alerting', 'monitor', 'monitors', 'monitoring', 'detection', 'detections', 'detector', 'detectors', 'guardduty', 'firewall', 'waf', 'mfa', '2fa', 'edr', 'antivirus',
    'falco', 'tamper', 'integrity', 'protection', 'pagerduty', 'oncall', 'incident', 'incidents', 'ids', 'ips', 'scanning', 'scanner'],
  'obj:guardrail': ['confirmation', 'confirm', 'approval', 'approvals', 'sandbox', 'guardrail', 'guardrails', 'allowlist', 'review', 'safety', 'egress', 'moderation', 'filter', 'filters'],
};
const WORD_OBJECTS: ReadonlyMap<string, readonly string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const [tag, words] of Object.entries(IDENTIFIER_OBJECTS)) for (const w of words) m.set(w, [...(m.get(w) ?? []), tag]);
  return m;
})();

/** Splits an identifier-laden string into lower-case words (camel case split, accents folded); at most `max` words. */
export function identifierWords(s: string, max = 256): string[] {
  const out: string[] = [];
  let cur = '';
  const n = Math.min(s.length, 8192);
  for (let i = 0; i < n && out.length < max; i++) {
    const c = s.charCodeAt(i);
    const upper = c >= 65 && c <= 90;
    const lower = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c >= 0xc0;
    if (upper && cur !== '' && !isUpperRun(s, i)) { out.push(cur); cur = ''; }
    if (upper || lower) cur += s[i]!.toLowerCase();
    else if (cur !== '') { out.push(cur); cur = ''; }
  }
  if (cur !== '' && out.length < max) out.push(cur);
  return out.map((w) => foldAccents(w));
}
/** An upper-case letter inside a run of capitals ("XMLHttp": X, M, L) continues its word. */
const isUpperRun = (s: string, i: number): boolean => {
  const p = s.charCodeAt(i - 1);
  return p >= 65 && p <= 90;
};

/** The object classes named by identifier words and by the lexicon's multi-word phrases in the same text (bounded). */
export function objectTags(text: string, into: Set<string> = new Set()): Set<string> {
  const words = identifierWords(text);
  for (const w of words) for (const t of WORD_OBJECTS.get(w) ?? []) into.add(t);
  // the lexicon's phrases ("audit trail", "customer data"): its single words name endpoints in a path ("messages",
  // "review") more often than objects, and the identifier table above holds the single words structure uses
  const joined = words.join(' ');
  for (const h of scanTerms(joined)) {
    if (joined.indexOf(' ', h.start) >= h.end || joined.indexOf(' ', h.start) < 0) continue;
    for (const t of h.tags) if (TAGS[t]!.startsWith('obj:')) into.add(TAGS[t]!);
  }
  return into;
}

/** Hosts that are the organisation's own network: private names and suffixes. */
const INTERNAL_SUFFIXES = ['.internal', '.local', '.lan', '.corp', '.intranet', '.svc', '.cluster.local', '.home.arpa', '.localhost'];
/** Hosts anyone can have a name under for free, pointing at their own machine: personal infrastructure. */
const PERSONAL_HOSTS = ['duckdns.org', 'no-ip.org', 'no-ip.com', 'ddns.net', 'dynu.com', 'freedns.afraid.org', 'hopto.org', 'zapto.org', 'sytes.net', 'myftp.org', 'serveo.net', 'ngrok.io', 'ngrok-free.app',
  'trycloudflare.com', 'loca.lt', 'synology.me', 'myqnapcloud.com', 'mooo.com'];
/** Relays that pass whatever they receive on to whoever configured them: capture hooks, automation catch hooks, chat bots, file drops. */
const RELAY_HOSTS = ['hooks.zapier.com', 'hook.eu1.make.com', 'hook.us1.make.com', 'maker.ifttt.com', 'webhook.site', 'requestbin.com', 'pipedream.net', 'api.telegram.org', 'discord.com', 'discordapp.com',
  'transfer.sh', 'file.io', '0x0.st', 'pastebin.com', 'paste.ee', 'hastebin.com', 'anonfiles.com', 'gofile.io', 'temp.sh', 'beeceptor.com', 'requestcatcher.com', 'ptsv3.com'];

const endsWithDomain = (host: string, d: string): boolean => host === d || host.endsWith(`.${d}`);

/** Where a host sits relative to the organisation whose request names it (`own`: the registrable domain of the request's own host). */
export function hostReach(host: string, own = ''): string {
  const h = host.toLowerCase();
  if (h === '' || h === 'localhost' || INTERNAL_SUFFIXES.some((s) => h.endsWith(s)) || privateIp(h)) return 'dest:internal';
  if (PERSONAL_HOSTS.some((d) => endsWithDomain(h, d))) return 'dest:personal';
  if (RELAY_HOSTS.some((d) => endsWithDomain(h, d))) return 'dest:external';
  if (own !== '' && registrable(h) === registrable(own)) return 'dest:own';
  return 'dest:host';
}

/** The last two labels of a host (three under a two-letter second level such as co.uk): close enough to compare owners. */
export function registrable(host: string): string {
  const parts = host.split('.');
  if (parts.length <= 2) return host;
  const two = parts.slice(-2).join('.');
  return parts[parts.length - 2]!.length <= 3 && parts[parts.length - 1]!.length === 2 ? parts.slice(-3).join('.') : two;
}

function privateIp(h: string): boolean {
  const p = h.split('.');
  if (p.length !== 4 || !p.every((x) => x !== '' && x.length <= 3 && [...x].every((c) => c >= '0' && c <= '9'))) return false;
  const a = Number(p[0]), b = Number(p[1]);
  return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

/** An e-mail address's reach: a free-mail mailbox is personal; a domain the organisation owns is its own; any other is a named party. */
export function mailReach(address: string, own = ''): string {
  const at = address.lastIndexOf('@');
  const domain = at < 0 ? '' : address.slice(at + 1).toLowerCase();
  if (FREE_MAIL.has(domain)) return 'dest:freemail';
  if (own !== '' && registrable(domain) === registrable(own)) return 'dest:own';
  return domain === '' ? '' : 'dest:external';
}
