import type { BaseContext, Example, Finding, ThreatRule } from '../types.js';
import { anyTagId } from './reader.js';
import { BLOCKING_TAG_IDS, judgeTags } from './generic-score.js';
import { foldAccents } from './fold.js';
import { phraseTermTags, TAGS } from './scan.js';
import { FREE_MAIL } from './destinations.js';
import { PERSONAL_HOSTS as REACH_PERSONAL_HOSTS, TRANSLATOR_HOSTS } from './reach-classes.js';

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
    for (const t of f.tags) ids.add(idOf(t));
    const v = judgeTags(f.op, (id) => ids.has(id), f.facts);
    if (v === null || (best !== null && v.score <= best.score!)) continue;
    // one actor's records picked out of a log and erased falsify the record of what happened (docs/primitives.md)
    const primitive = v.cls === 'destroy' && f.tags.has('obj:logs') && f.tags.has('safe:conceal') ? 'MANIPULATION' : v.primitive;
    best = { detail: `${v.cls}: ${f.what} (object ${v.object}, reach and amplifiers ${v.amplifier})`, score: v.score, primitive };
  }
  return best;
}

/** Every object tag the lexicon knows (ids) but those that stop a class (a disposable thing), for `couldFire`. */
const OBJECT_IDS: ReadonlySet<number> = new Set(TAGS.flatMap((t, i) => (t.startsWith('obj:') && !BLOCKING_TAG_IDS.has(i) ? [i] : [])));
/** Tag ids by name, cached (a reader's tags are a few dozen names). */
const TAG_IDS = new Map<string, number>();
const idOf = (t: string): number => {
  let id = TAG_IDS.get(t);
  if (id === undefined) TAG_IDS.set(t, (id = anyTagId(t)));
  return id;
};

/**
 * Whether a frame with these tags could fire whatever object it names: a reader asks before it pays for reading the
 * objects (identifier words, the lexicon's phrases) and the safeguards, which only ever add an object or a block.
 * `extra`: tags the reader may still add (production named, a concealment).
 */
export function couldFire(op: EffectOp, tags: ReadonlySet<string>, extra: readonly string[] = []): boolean {
  // the answer depends on the operation and the tag names alone, and a reader meets few combinations (most often no
  // tag at all): remembered by their names, so judging the classes runs once per combination
  let key: string = op;
  for (const t of tags) key += `,${t}`;
  key += '|';
  for (const t of extra) key += `,${t}`;
  let could = COULD_FIRE.get(key);
  if (could === undefined) {
    const ids: number[] = [];
    for (const t of tags) ids.push(idOf(t));
    for (const t of extra) ids.push(idOf(t));
    could = judgeTags(op, (id) => OBJECT_IDS.has(id) || ids.includes(id)) !== null;
    // bounded: hostile input cannot grow it (tag names come from the readers' fixed lists)
    if (COULD_FIRE.size >= 1024) COULD_FIRE.clear();
    COULD_FIRE.set(key, could);
  }
  return could;
}
const COULD_FIRE = new Map<string, boolean>();

/**
 * The structured reader of a type as one threat rule (`<letter>82`, the slot free in every structured type). `keywords`:
 * words every frame the reader can build holds (its operation's), so that input without them never runs it.
 */
export function effectRule<C extends BaseContext>(letter: string, read: (ctx: C) => readonly EffectFrame[], examples: { flag: readonly Example[]; pass: readonly Example[] }, keywords?: readonly string[]): ThreatRule<C> {
  return {
    // the reader needs the whole action (a walk and the deletion in it, a filter and the call it narrows)
    ...(keywords === undefined ? {} : { keywords, scope: 'whole' as const }),
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
    'pracownicy', 'klienci', 'uzytkownicy', 'pii', 'gdpr', 'inbox', 'mailbox', 'recordings', 'voice', 'cameras', 'camera', 'location', 'locations',
    // a human-resources folder and its German, French and Spanish names for personnel files
    'hr', 'personnel', 'personalakte', 'personalakten', 'personaldaten', 'rrhh', 'personnes'],
  'obj:health': ['patient', 'patients', 'diagnosis', 'diagnoses', 'medical', 'clinical', 'prescriptions', 'prescription', 'ehr', 'phi', 'lab', 'labs', 'vitals', 'patienten', 'pacientes', 'patients_records'],
  'obj:financial': ['payroll', 'salary', 'salaries', 'wage', 'wages', 'invoice', 'invoices', 'payment', 'payments', 'payout', 'payouts', 'ledger', 'ledgers', 'transaction', 'transactions', 'card', 'cards',
    'iban', 'bank', 'billing', 'revenue', 'finance', 'financial', 'accounting', 'tax', 'gehalt', 'gehaelter', 'rechnungen', 'buchhaltung', 'nomina', 'nominas', 'facturas', 'factures', 'paie', 'stipendi', 'fatture',
    'gehaltsdaten', 'lohndaten', 'lohn', 'gehaltsabrechnung', 'finanzen', 'comptabilite', 'contabilidad', 'contabilita', 'boekhouding', 'salarios'],
  'obj:secret': ['secret', 'secrets', 'credential', 'credentials', 'password', 'passwords', 'passwd', 'token', 'tokens', 'apikey', 'apikeys', 'kubeconfig', 'keyring', 'keystore', 'vault', 'shadow', 'sessionid',
    'session', 'sessions', 'cookie', 'cookies', 'csrftoken', 'jwt', 'ssh', 'pem', 'privkey', 'env', 'kube', 'credentials', 'pgpass', 'netrc', 'npmrc'],
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
  let start = -1;
  const n = Math.min(s.length, 8192);
  for (let i = 0; i < n && out.length < max; i++) {
    const c = s.charCodeAt(i);
    const upper = c >= 65 && c <= 90;
    const lower = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c >= 0xc0;
    if (upper && start >= 0 && !isUpperRun(s, i)) { pushWord(out, s, start, i); start = -1; }
    if (upper || lower) { if (start < 0) start = i; }
    else if (start >= 0) { pushWord(out, s, start, i); start = -1; }
  }
  if (start >= 0 && out.length < max) pushWord(out, s, start, n);
  return out;
}
function pushWord(out: string[], s: string, start: number, end: number): void {
  const w = s.slice(start, end).toLowerCase();
  out.push(isAscii(w) ? w : foldAccents(w));
}
const isAscii = (w: string): boolean => {
  for (let i = 0; i < w.length; i++) if (w.charCodeAt(i) >= 128) return false;
  return true;
};
/** An upper-case letter inside a run of capitals ("XMLHttp": X, M, L) continues its word. */
const isUpperRun = (s: string, i: number): boolean => {
  const p = s.charCodeAt(i - 1);
  return p >= 65 && p <= 90;
};

/** Scratch set of objectTags (scans are synchronous; left empty). */
const PHRASE_TAGS = new Set<number>();

/** The object classes named by identifier words alone (a path, a bucket name): one table lookup per word, no phrase scan. */
export function wordObjectTags(text: string, into: Set<string> = new Set()): Set<string> {
  for (const w of identifierWords(text, 64)) for (const t of WORD_OBJECTS.get(w) ?? []) into.add(t);
  return into;
}

/** The object classes named by identifier words and by the lexicon's multi-word phrases in the same text (bounded). */
export function objectTags(text: string, into: Set<string> = new Set()): Set<string> {
  const words = identifierWords(text);
  for (const w of words) for (const t of WORD_OBJECTS.get(w) ?? []) into.add(t);
  // the lexicon's phrases ("audit trail", "customer data"): its single words name endpoints in a path ("messages",
  // "review") more often than objects, and the identifier table above holds the single words structure uses
  if (words.length < 2) return into;
  PHRASE_TAGS.clear();
  phraseTermTags(words.join(' '), PHRASE_TAGS);
  for (const t of PHRASE_TAGS) if (TAGS[t]!.startsWith('obj:')) into.add(TAGS[t]!);
  PHRASE_TAGS.clear();
  return into;
}

/** Hosts that are the organisation's own network: private names and suffixes. */
const INTERNAL_SUFFIXES = ['.internal', '.local', '.lan', '.corp', '.intranet', '.svc', '.cluster.local', '.home.arpa', '.localhost'];
/** Hosts anyone can have a name under for free, pointing at their own machine: personal infrastructure. */
// the shared class of tunnels and dynamic-DNS names (reach-classes.ts), and names only this reader knew
const PERSONAL_HOSTS = [...REACH_PERSONAL_HOSTS, 'duckdns.org', 'no-ip.org', 'no-ip.com', 'ddns.net', 'dynu.com', 'freedns.afraid.org', 'hopto.org', 'zapto.org', 'sytes.net', 'myftp.org', 'serveo.net', 'ngrok.io', 'ngrok-free.app',
  'trycloudflare.com', 'loca.lt', 'synology.me', 'myqnapcloud.com', 'mooo.com'];
/** Relays that pass whatever they receive on to whoever configured them: capture hooks, automation catch hooks, chat bots, file drops. */
const RELAY_HOSTS = [...TRANSLATOR_HOSTS, 'hooks.zapier.com', 'hooks.slack.com', 'paste.rs', 'dpaste.org', 'dpaste.com', 'rentry.co', 'termbin.com', 'hook.eu1.make.com', 'hook.us1.make.com', 'maker.ifttt.com', 'webhook.site', 'requestbin.com', 'pipedream.net', 'api.telegram.org', 'discord.com', 'discordapp.com',
  'transfer.sh', 'file.io', '0x0.st', 'pastebin.com', 'paste.ee', 'hastebin.com', 'anonfiles.com', 'gofile.io', 'temp.sh', 'beeceptor.com', 'requestcatcher.com', 'ptsv3.com'];

/** Personal and relay domains in one map (a domain is in one list only), so one walk up a host's labels reads both. */
const PERSONAL = 1;
const RELAY = 2;
const DOMAIN_KINDS: ReadonlyMap<string, number> = new Map([...PERSONAL_HOSTS.map((d) => [d, PERSONAL] as const), ...RELAY_HOSTS.map((d) => [d, RELAY] as const)]);
/** Which lists the host or one of its parent domains is in (bits; at most eight parents looked up). */
function domainKinds(h: string): number {
  let kinds = DOMAIN_KINDS.get(h) ?? 0;
  for (let at = h.indexOf('.'), n = 0; at >= 0 && n < 8; at = h.indexOf('.', at + 1), n++) kinds |= DOMAIN_KINDS.get(h.slice(at + 1)) ?? 0;
  return kinds;
}
const isInternalName = (h: string): boolean => {
  for (let i = 0; i < INTERNAL_SUFFIXES.length; i++) if (h.endsWith(INTERNAL_SUFFIXES[i]!)) return true;
  return false;
};

/** Where a host sits relative to the organisation whose request names it (`own`: the registrable domain of the request's own host). */
export function hostReach(host: string, own = ''): string {
  const h = host.toLowerCase();
  if (h === '' || h === 'localhost' || isInternalName(h) || privateIp(h)) return 'dest:internal';
  const kinds = domainKinds(h);
  if ((kinds & PERSONAL) !== 0) return 'dest:personal';
  if ((kinds & RELAY) !== 0) return 'dest:external';
  if (own !== '' && registrable(h) === registrable(own)) return 'dest:own';
  return 'dest:host';
}

/** The last two labels of a host (three under a two-letter second level such as co.uk): close enough to compare owners. */
export function registrable(host: string): string {
  const last = host.lastIndexOf('.');
  const second = last > 0 ? host.lastIndexOf('.', last - 1) : -1;
  if (second < 0) return host;
  // a two-letter country code under a short second level (co.uk, com.br): one label more
  if (host.length - last === 3 && last - second <= 4) {
    const third = host.lastIndexOf('.', second - 1);
    return host.slice(third + 1);
  }
  return host.slice(second + 1);
}

function privateIp(h: string): boolean {
  const c = h.charCodeAt(0);
  if (c < 48 || c > 57) return false;
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
