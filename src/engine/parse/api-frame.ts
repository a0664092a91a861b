import { confidentialMark, credentialWritten, identityWritten, internalLink, personRecordWritten } from './carried-content.js';
import { couldFire, hostReach, identifierWords, judgeEffects, objectTags, type EffectFrame, type EffectOp } from '../frames/effects.js';
import type { SafeguardReading } from '../frames/safeguards.js';
import { metaNumber, metaString } from '../normalize.js';
import type { Metadata } from '../types.js';
import { fieldPairs, readFields, type FieldPair } from './field-pairs.js';
import { translatorHost } from '../frames/reach-classes.js';

/**
 * What an API call does, read from its method, path and fields as one effect frame (frames/effects.ts) for the shared
 * classes to judge: the operation from the method and the path's verb or resource kind (DELETE, …/archive,
 * …/_delete_by_query; mail/send, a catch hook; …/groups/{id}/users/{id}, a role field; a maintenance window or an
 * alert silence), the object from the resource's identifiers and the names the metadata gives it, the reach from
 * the destination fields and the relay the call goes to, the scope from batches, wildcards and counts, the
 * permanence from expiries and durations, and the safeguards the request and its metadata name.
 */

export interface ApiFrameInput {
  readonly method: string;
  readonly host: string;
  /** Decoded, lower-case path. */
  readonly path: string;
  readonly params: ReadonlyArray<readonly [string, string]>;
  readonly body: string;
  /** The value as written: a body written after the URL is read from it when the metadata carries none. */
  readonly value: string;
  readonly metadata: Metadata;
  /** Read only when a frame could fire with production named (environment detection reads the text). */
  readonly env: () => 'prod' | 'nonprod' | 'unknown';
  /** Read only when the frame would fire without them: safeguards only block. */
  readonly safeguards: () => SafeguardReading;
  /** Tags the caller read elsewhere (a link that pre-answers its confirmation: safe:off). */
  readonly extraTags?: readonly string[];
  /**
   * The values of these parameters are what the call sends (a link that posts its own query to a chat bot, a chat
   * webhook or a form): their words name the object, as a data file's name does.
   */
  readonly sentParams?: ReadonlySet<string>;
}

/** Path words that name a deletion (the last verb of a resource path, `:purge`, `_delete_by_query`). */
const DELETE_VERBS = new Set(['delete', 'remove', 'purge', 'wipe', 'destroy', 'erase', 'archive', 'expunge', 'truncate', 'drop', 'reset', 'factory', 'clear', 'empty', 'shred', 'nuke']);
/** Path words that deliver what the body holds to someone. */
const SEND_VERBS = new Set(['email', 'emails', 'mail', 'send', 'senddocument', 'sendmessage', 'sendmail', 'formresponse', 'messages', 'message', 'forward', 'upload', 'uploads', 'share', 'catch', 'webhook', 'webhooks', 'notify', 'export', 'exports', 'transfer',
  // the same endpoints named in the schema's own language
  'exportar', 'exporter', 'exportieren', 'esporta', 'esportare', 'exporteren', 'eksport', 'enviar', 'envoyer', 'senden', 'invia', 'compartir', 'partager', 'teilen']);
/** Resource kinds a write adds someone to, or gives a power. */
const GRANT_KINDS = new Set(['members', 'membership', 'memberships', 'collaborators', 'roles', 'role', 'rolebindings', 'clusterrolebindings', 'permissions', 'grants', 'owners', 'admins', 'invitations',
  'assignments', 'roleassignments', 'setiampolicy', 'iam', 'delegates', 'delegations']);
/** Resource kinds whose creation silences what watches the system. */
const SILENCE_KINDS = new Set(['maintenance', 'silences', 'silence', 'mute', 'muted', 'snooze', 'downtime', 'downtimes', 'suppressions', 'suppression', 'suppress', 'pause', 'disable', 'deactivate']);
/** Kinds whose creation mutes alerting, whatever the service. */
const SILENCED = new Set(['maintenance', 'silences', 'silence', 'mute', 'snooze', 'downtime', 'downtimes', 'suppressions', 'suppression']);
/** Words that say a grant covers everything (an organisation's top role). */
const WHOLE_SCOPE = new Set(['super', 'global', 'cluster', 'organization', 'org', 'enterprise', 'domain', 'tenant', 'all', 'superadmin', 'superadmins']);
/** Words of an identity that belongs to someone outside the organisation or to no one for long. */
const OUTSIDE_PARTY: ReadonlySet<string> = new Set(['vendor', 'contractor', 'temp', 'external', 'guest', 'freelance', 'freelancer', 'partner', 'consultant', 'extern', 'externe', 'externo', 'proveedor', 'prestataire', 'dienstleister']);
/** Body keys whose values name what the call exports or acts on (a dataset, a table, the fields exported, a file). */
const NAMING_KEYS = new Set(['export', 'table', 'dataset', 'collection', 'index', 'resource', 'object', 'objects', 'fields', 'columns', 'include', 'select', 'attributes', 'report', 'scope',
  'tabla', 'tabelle', 'tableau', 'tabella', 'tabel', 'datos', 'daten', 'donnees', 'dati', 'table_name', 'topic', 'topics', 'query']);
/** Fields that bound how long records are kept. */
const RETENTION_KEYS: ReadonlySet<string> = new Set(['days', 'retention', 'retention_days', 'retentiondays', 'retention_period', 'period', 'max_age', 'maxage', 'ttl', 'keep_days', 'hours']);
/** Words that say a message carries its object along (an attachment, a file enclosed, "here is"), in several languages. */
const HANDED_OVER = ['attached', 'attachment', 'enclosed', 'here is', 'here are', 'herewith', 'anbei', 'im anhang', 'ci-joint', 'en pièce jointe', 'adjunto', 'adjunta', 'em anexo', 'segue', 'in allegato', 'allegato', 'bijgevoegd', 'in de bijlage'];
/** Body keys that carry a secret by name: the call holds the secret itself. */
const SECRET_KEYS = new Set(['password', 'passwd', 'secret', 'client_secret', 'api_key', 'apikey', 'private_key', 'token', 'access_token', 'refresh_token', 'cookie', 'session', 'sessionid', 'aws_secret_access_key', 'kubeconfig']);
/** File kinds that are a copy of a database or of records in bulk. */
const DUMP_EXTENSIONS = ['.sql', '.sql.gz', '.dump', '.bak', '.sqlite', '.db', '.mdb', '.bson', '.pgdump', '.sql.zip'];
const DATA_EXTENSIONS = ['.csv', '.xlsx', '.xls', '.tsv', '.parquet', '.json', '.zip', '.gz', '.7z', '.tar'];
const METADATA_NAMES = ['group_name', 'group', 'role', 'role_name', 'resource', 'name', 'title', 'bucket', 'repo', 'repository', 'file_name', 'filename', 'folder', 'index', 'table', 'collection', 'service', 'attachment'];

/** The frames of one request ([] when it writes nothing or names no operation). */
export function apiFrames(input: ApiFrameInput): EffectFrame[] {
  const method = input.method.toUpperCase();
  if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH' && method !== 'DELETE') return [];
  const pathWords = identifierWords(input.path, 64);
  const body = input.body !== '' ? input.body : inlineBody(input.value);
  const reach = hostReach(input.host);
  const pairs = fieldPairs(input.params.length === 0 ? body : `${body}\n${input.params.map(([k, v]) => `${k}=${v}`).join('&')}`);
  const fields = readFields(pairs, input.host);
  // a write that sets a record's fields and keeps itself out of the audit trail alters the record unseen: the
  // record is the object, the trail switch its concealment (not a control switched off)
  const untraced = fields.untraced !== '' && method !== 'DELETE' && pairs.length >= 2;
  let op = untraced ? 'op:modify' : operationOf(method, pathWords, fields.switchedOff, reach);
  const tags = fields.tags;
  const notes = fields.notes;
  if (untraced) {
    tags.delete('obj:security');
    tags.add('obj:record');
    tags.add('safe:conceal');
  }
  // a retention setting cut to nothing: every record older than now goes
  if (pathWords.includes('retention') && pairs.some((p) => RETENTION_KEYS.has(p.key) && p.value === '0')) {
    op = 'op:delete';
    tags.add('retention:zero');
    notes.push('retention set to zero');
  }
  // a forwarding target pointed at a personal mailbox or outside host: what arrives is sent on (a mail rule, a relay)
  if ((op === null || op === 'op:modify' || op === 'op:send') && pairs.some((p) => FORWARDING.has(p.key)) && (tags.has('dest:freemail') || tags.has('dest:personal') || tags.has('dest:external'))) {
    op = 'op:send';
    tags.add('obj:personal');
    notes.push('forwarded');
  }
  // a job that produces data (a query, an export, a report) and delivers its results to another host
  if (op === null && pairs.some((p) => DELIVERY_KEYS.has(p.key) && p.value.includes('://')) && pairs.some((p) => PRODUCING_KEYS.has(p.key) && p.value !== '') && (tags.has('dest:host') || tags.has('dest:external') || tags.has('dest:personal'))) {
    op = 'op:send';
    notes.push('results delivered to another host');
  }
  for (const t of input.extraTags ?? []) tags.add(t);
  if (op === null) return [];
  scopeOf(input, body, pathWords, pairs, tags, notes);
  if (op === 'op:send') {
    if (reach === 'dest:external' || reach === 'dest:personal') {
      tags.add(reach);
      notes.push(`relay ${input.host}`);
    }
  }
  const days = op === 'op:disable' ? silenceDays(pairs) : 0;
  if (days >= 7) {
    tags.add('perm');
    notes.push(`silenced for ${Math.round(days)} days`);
  } else if (op === 'op:disable' && days === 0 && pathWords.some((w) => SILENCED.has(w)) && !pairs.some((p) => END_KEYS.includes(p.key) || DURATION_KEYS.has(p.key))) {
    // a silence with no end and no duration stays until someone lifts it
    tags.add('perm');
    notes.push('silenced with no end');
  }
  // the object is read only when the amplifiers could make a frame of this operation fire with some object
  if (!couldFire(op, tags, hypothetical(op, pairs))) return [];
  const env = input.env();
  if (env === 'prod') tags.add('env:prod');
  if (env === 'nonprod') tags.add('env:nonprod');
  objectsOf(input, pathWords, pairs, op, tags);
  // (an untraced write's object is the record it alters, whatever the path calls it)
  if (untraced) tags.delete('obj:security');
  // a deletion of log records chosen by who did them is an erasure of one actor's trail
  if (op === 'op:delete' && tags.has('obj:logs') && pairs.some((p) => ACTOR_KEYS.has(p.key) && p.value !== '')) {
    tags.add('safe:conceal');
    notes.push('log records selected by actor');
  }
  // a deletion bounded only by age ("older than 30 days") is a retention job
  if (op === 'op:delete' && retentionOnly(pairs)) tags.add('mit:scoped');
  const what = `${method} ${input.host}${input.path.slice(0, 80)}${notes.length ? ` (${notes.slice(0, 4).join(', ')})` : ''}`;
  // the safeguards named in the request only stop a frame: read them when it would fire without them
  if (judgeEffects([{ op, tags, what }]) === null) return [];
  safeguardTags(input.safeguards(), tags);
  return [{ op, tags, what }];
}

/** Keys where a job's results are delivered. */
const DELIVERY_KEYS: ReadonlySet<string> = new Set(['callbackurl', 'callback_url', 'callback', 'webhook_url', 'webhookurl', 'notify_url', 'notifyurl', 'result_url', 'resulturl', 'output_url', 'outputurl', 'delivery_url', 'destination', 'destino']);
/** Keys whose value is data the job produces (a query, the fields of an export, a report). */
const PRODUCING_KEYS: ReadonlySet<string> = new Set(['query', 'soql', 'sql', 'export', 'fields', 'columns', 'select', 'report', 'tabla', 'table', 'dataset']);
/** Keys that send on whatever arrives (a mail rule's target, an auto-forward). */
const FORWARDING: ReadonlySet<string> = new Set(['forward_to', 'forwardto', 'forward', 'forwarding_address', 'redirect_to', 'redirectto', 'forwardingaddress', 'forwardingemail', 'auto_forward']);

const ACTOR_KEYS = new Set(['name', 'user', 'username', 'user_name', 'actor', 'actor_id', 'user_id', 'userid', 'principal', 'account', 'login', 'email', 'subject']);

function operationOf(method: string, words: readonly string[], switchedOff: boolean, reach: string): EffectOp | null {
  if (method === 'DELETE') return 'op:delete';
  // whatever is posted to a relay (a catch hook, a bot, a file drop) is passed on to whoever set it up
  if (reach === 'dest:external' || reach === 'dest:personal') return 'op:send';
  const tail = words.slice(-3);
  if (tail.some((w) => DELETE_VERBS.has(w))) return 'op:delete';
  if (words.some((w) => SILENCE_KINDS.has(w))) return 'op:disable';
  if (switchedOff) return 'op:disable';
  if (words.some((w) => GRANT_KINDS.has(w)) || (words.includes('groups') && words.lastIndexOf('users') > words.indexOf('groups'))) return 'op:grant';
  if (words.some((w) => SEND_VERBS.has(w))) return 'op:send';
  return method === 'PATCH' || method === 'PUT' ? 'op:modify' : null;
}

function objectsOf(input: ApiFrameInput, pathWords: readonly string[], pairs: readonly FieldPair[], op: EffectOp, tags: Set<string>): void {
  // every text that names the object, read in one pass: the path without its endpoint verb ("/email", "/messages" say
  // what the call does, not what it carries), the service's host (an alerting service), the names the metadata gives,
  // the body values that name what is acted on, and data files by name
  const named: string[] = [pathWords.filter((w) => !SEND_VERBS.has(w)).join(' '), input.host.slice(0, input.host.lastIndexOf('.') + 1)];
  for (const k of METADATA_NAMES) {
    const v = metaString(input.metadata, k);
    if (v !== undefined) named.push(v.slice(0, 200));
  }
  // a translation service is handed the text itself (the body as written, its capitals kept): what the text carries
  // is what the service receives
  if (translatorHost(input.host)) carried((input.body !== '' ? input.body : input.value).slice(0, 800), named, tags);
  for (const p of pairs) {
    if (NAMING_KEYS.has(p.key)) named.push(p.value);
    if (SECRET_KEYS.has(p.key) && p.value.length >= 8) tags.add('obj:secret');
    // any value that is a file name: an attachment's, an upload's, a link's
    if (p.value.length < 200 && p.value.includes('.') && !p.value.includes(' ') && fileObject(p.value, tags)) named.push(p.value);
    // a message whose content is a table (a header of column names, then rows): its columns say what records it carries
    if (CONTENT_KEYS.has(p.key)) {
      const header = tableHeader(p.value);
      if (header !== undefined) {
        named.push(header);
        tags.add('obj:bulkdata');
      }
    }
  }
  // what a link posts is its parameters' whole decoded words (the field reader stops a value at a space); words that
  // name a kind of record only talk about it ("new patient appointment booked"), words that hand it over carry it
  // (what the words carry by their shape is carried whatever they name: a password written beside its cue word, a link
  // to a file on the organisation's own network, a confidentiality marking: parse/carried-content.ts)
  if (input.sentParams !== undefined) {
    for (const [k, v] of input.params) {
      if (!input.sentParams.has(k.toLowerCase())) continue;
      const written = v.slice(0, 400);
      const words = written.toLowerCase();
      if (HANDED_OVER.some((w) => words.includes(w))) named.push(words);
      carried(written, named, tags);
    }
  }
  const attachment = metaString(input.metadata, 'attachment', 'file', 'file_path');
  if (attachment !== undefined && fileObject(attachment.toLowerCase(), tags)) named.push(attachment);
  const text = named.join(' ');
  objectTags(text, tags);
  // what a silence silences is the watching itself
  // (alerting blinded: the record of what happens goes unseen, MANIPULATION as docs/primitives.md says)
  if (op === 'op:disable' && pathWords.some((w) => SILENCED.has(w))) {
    tags.add('obj:security');
    tags.add('obj:logs');
  }
  // a grant of a top role: everything the organisation has
  if (op === 'op:grant' && tags.has('obj:privilege') && identifierWords(`${text} ${pairs.map((p) => p.value).join(' ').slice(0, 2000)}`, 128).some((w) => WHOLE_SCOPE.has(w))) tags.add('scope:all');
  // who receives it, as the metadata names them: a vendor's, contractor's or temporary identity is an outside party
  if (op === 'op:grant') {
    const grantee = metaString(input.metadata, 'user', 'member', 'grantee', 'assignee', 'principal', 'user_email', 'email');
    if (grantee !== undefined && identifierWords(grantee.slice(0, 200), 32).some((w) => OUTSIDE_PARTY.has(w))) tags.add('dest:external');
  }
}

/**
 * What a text handed over carries by its shape, whatever it names: a password beside its cue word, a link to a file on
 * the organisation's own network, a birth date or identity number, a named person's employment or health record, a
 * confidentiality marking (parse/carried-content.ts).
 */
function carried(written: string, named: string[], tags: Set<string>): void {
  const words = written.toLowerCase();
  if (credentialWritten(written) !== '') tags.add('obj:secret');
  const link = internalLink(written);
  if (link !== '') {
    tags.add('obj:nonpublic');
    named.push(link.replace(/[/._-]+/g, ' '));
  }
  if (identityWritten(written) !== '' || personRecordWritten(written) !== '') tags.add('obj:personal');
  if (confidentialMark(words) !== '') {
    tags.add('obj:nonpublic');
    named.push(words);
  }
}

/** Body keys whose value is the message or file content a call delivers. */
const CONTENT_KEYS: ReadonlySet<string> = new Set(['value', 'text', 'content', 'body', 'html', 'plain', 'message', 'csv', 'data', 'attachment_content', 'file_content', 'textbody', 'htmlbody', 'text_body']);
/** Where a header line ends: a line break, escaped or not. */
const LINE_END = /\\n|\n|\\r|\r/;
/** One column name: a short word of letters, digits, underscores, dots or hyphens. */
const COLUMN = /^[a-z][a-z0-9_.-]{0,30}$/;

/**
 * The column names of a table written into a message ("naam;bsn;iban;geboortedatum\nA. de Wit;…"): a first line of
 * three or more names joined by one separator (; , tab or |), followed by a line break. Undefined otherwise.
 */
function tableHeader(value: string): string | undefined {
  const v = value.length > 600 ? value.slice(0, 600) : value;
  const end = LINE_END.exec(v);
  if (end === null || end.index < 8) return undefined;
  const line = v.slice(0, end.index);
  const sep = [';', ',', '\t', '|'].find((c) => line.includes(c));
  if (sep === undefined) return undefined;
  const cols = line.split(sep, 40).map((c) => c.trim().replace(/^"|"$/g, ''));
  return cols.length >= 3 && cols.every((c) => COLUMN.test(c)) ? cols.join(' ').replace(/_/g, ' ') : undefined;
}

/** A file's kind: a database copy is the organisation's non-public data whatever it is called; true for any data file (its name is read for its object). */
function fileObject(name: string, tags: Set<string>): boolean {
  const dump = DUMP_EXTENSIONS.some((x) => name.endsWith(x));
  if (dump) {
    tags.add('obj:nonpublic');
    tags.add('obj:bulkdata');
  }
  return dump || DATA_EXTENSIONS.some((x) => name.endsWith(x));
}

/** Many records at once: a batch path, a wildcard, an `all` flag, many ids, a large count, a batch of several. */
function scopeOf(input: ApiFrameInput, body: string, pathWords: readonly string[], pairs: readonly FieldPair[], tags: Set<string>, notes: string[]): void {
  const say = (note: string): void => {
    if (!tags.has('scope:all')) notes.push(note);
    tags.add('scope:all');
  };
  if (input.path.includes('*')) say('wildcard target');
  if (pathWords.some((w) => w === 'all' || w === 'everything' || w === 'mass')) say('whole-collection endpoint');
  const of = batchOf(body);
  if (of >= 2) say(`batch of ${of}`);
  let ids = 0;
  for (const p of pairs) {
    if (p.key === 'id' || p.key === 'ids') ids++;
    // a matcher or selector that matches anything ('.*', '*') selects every alert, host or record
    if (p.value === '.*' || p.value === '*' || p.value === '.+') say(`${p.key} matches anything`);
    if ((p.key === 'rows' || p.key === 'count' || p.key === 'total' || p.key === 'limit') && Number(p.value) >= 1000) say(`${p.key}=${p.value}`);
    if ((p.key === 'all' || p.key === 'purge_everything' || p.key === 'select_all') && (p.value === 'true' || p.value === '1')) say(`${p.key}=${p.value}`);
  }
  if (ids >= 5) say(`${ids} ids`);
  const batch = metaNumber(input.metadata, 'batch_size', 'count', 'recipients', 'rows');
  if (batch !== undefined && batch >= 100) say(`batch of ${batch}`);
  if (pairs.some((p) => p.key === 'services' || p.key === 'service_ids') && countOf(body, 'service_reference') >= 3) say('several services');
}

const countOf = (s: string, w: string): number => {
  let n = 0;
  for (let at = s.indexOf(w); at >= 0 && n < 100; at = s.indexOf(w, at + 1)) n++;
  return n;
};

/** The safeguards the request and its metadata name, as frame tags (none when a red flag stands beside them). */
function safeguardTags(sg: SafeguardReading, tags: Set<string>): void {
  if (sg.flags.length > 0) return;
  const found = sg.found;
  if (found.has('approved') || found.has('ticket')) tags.add('mit:approved');
  if (found.has('reviewed')) tags.add('mit:reviewed');
  if (found.has('dryrun')) tags.add('mit:dryrun');
  if (found.has('timebox')) tags.add('mit:timebox');
  if (found.has('nonprod')) tags.add('env:nonprod');
  if (found.has('own')) tags.add('dest:own');
}

const START_KEYS: readonly string[] = ['start_time', 'start', 'starts_at', 'startsat', 'start_date', 'from'];
const END_KEYS: readonly string[] = ['end_time', 'end', 'ends_at', 'endsat', 'end_date', 'until', 'to'];
/** Fields that bound a silence by its length rather than its end. */
const DURATION_KEYS: ReadonlySet<string> = new Set(['duration', 'duration_minutes', 'duration_seconds', 'minutes', 'hours', 'seconds', 'ttl', 'expires_in', 'expiry', 'expires', 'expires_at', 'timeout']);
/** The time in the first pair whose key is one of keys (NaN when none or unreadable). */
function timeAt(pairs: readonly FieldPair[], keys: readonly string[]): number {
  const p = pairs.find((x) => keys.includes(x.key));
  return p === undefined ? NaN : Date.parse(p.value.toUpperCase());
}
/** The days between a window's start and end fields (0 when either is missing or unreadable). */
function silenceDays(pairs: readonly FieldPair[]): number {
  const start = timeAt(pairs, START_KEYS);
  const end = timeAt(pairs, END_KEYS);
  const days = (end - start) / 86400000;
  return Number.isFinite(days) ? days : 0;
}

/** What follows the request line of a value ("POST https://…\n{…}", "POST /x {…}"): the body written inline. */
function inlineBody(value: string): string {
  const v = value.length > 65536 ? value.slice(0, 65536) : value;
  let i = v.indexOf('://');
  if (i < 0) i = v.indexOf('/');
  if (i < 0) return '';
  while (i < v.length && v.charCodeAt(i) > 32) i++;
  return v.slice(i);
}

/** "batch 1 of 96", "part 3 of 12": the count of batches a body says it is one of (0 when none). */
function batchOf(body: string): number {
  const lower = body.length > 4096 ? body.slice(0, 4096).toLowerCase() : body.toLowerCase();
  for (const w of ['batch ', 'part ', 'page ', 'chunk ']) {
    const at = lower.indexOf(w);
    if (at < 0) continue;
    const of = lower.indexOf(' of ', at + w.length);
    if (of < 0 || of - at - w.length > 6) continue;
    let e = of + 4;
    while (e < lower.length && e - of < 10 && lower.charCodeAt(e) >= 48 && lower.charCodeAt(e) <= 57) e++;
    const n = Number(lower.slice(of + 4, e));
    if (n > 0) return n;
  }
  return 0;
}

/** The filter has an upper time bound only (lt, lte, before), no lower one and no actor: records older than a date. */
function retentionOnly(pairs: readonly FieldPair[]): boolean {
  let upper = false;
  for (const p of pairs) {
    if (p.key === 'gte' || p.key === 'gt' || p.key === 'after' || ACTOR_KEYS.has(p.key)) return false;
    if (p.key === 'lt' || p.key === 'lte' || p.key === 'before' || p.key === 'older_than') upper = true;
  }
  return upper;
}

/** What reading the environment and the object may still add: production named; a top role's grant covers everything; a deletion filtered by an actor conceals if the object is a log. */
function hypothetical(op: EffectOp, pairs: readonly FieldPair[]): string[] {
  const out = ['env:prod'];
  if (op === 'op:grant') out.push('scope:all');
  if (op === 'op:delete' && pairs.some((p) => ACTOR_KEYS.has(p.key) && p.value !== '')) out.push('safe:conceal');
  return out;
}
