import { couldFire, effectRule, judgeEffects, objectTags, type EffectFrame, type EffectOp } from '../frames/effects.js';
import { readSafeguards, type SafeguardReading } from '../frames/safeguards.js';
import type { BaseContext, Metadata } from '../types.js';
import { AGE_COLUMNS } from './sql-objects.js';
import { apiFrames } from './api-frame.js';
import { parseRequest } from './api-request.js';
import { K, whereIsConstant, type SqlParse, type Stmt, type Tok } from './sql-tokens.js';
import { scanTerms, TAGS } from '../frames/scan.js';
import { foldAccents } from '../frames/fold.js';

/**
 * What a query does, as effect frames for the shared classes (frames/effects.ts): per statement, the operation
 * (DELETE, TRUNCATE, DROP; UPDATE; a graph query's DELETE), the object from the table's or label's identifiers, the
 * scope from the WHERE clause (none, or one every row passes, is every row; a graph match without a label is the
 * whole graph), and whether a deletion of log records is chosen by who did them. A search engine's REST query
 * (`POST /index/_delete_by_query {…}`) is an API call: it is read by the api_call reader (api-frame.ts), once.
 */

export interface QueryFrameInput {
  readonly sql: SqlParse;
  /** The decoded source, comments and strings intact. */
  readonly source: string;
  readonly metadata: Metadata;
  readonly env: 'prod' | 'nonprod' | 'unknown';
  /** Read on first need: most statements name no operation the classes judge. */
  readonly safeguards: () => SafeguardReading;
}

const HTTP_METHODS = ['post ', 'put ', 'delete ', 'patch '];
/** Columns and properties that name who did something: a deletion filtered on them removes one actor's records. */
const ACTOR_COLUMNS = new Set(['user', 'user_id', 'userid', 'username', 'user_name', 'actor', 'actor_id', 'performed_by', 'login', 'principal', 'account_id', 'employee_id', 'email', 'name']);
const MAX_STATEMENTS = 16;
/** Label name parts of data nobody keeps (a cache, a temporary import; labels are read lower-cased, unsplit). */
const SCRATCH_PARTS = ['tmp', 'temp', 'cache', 'scratch', 'test', 'fixture', 'sandbox', 'staging'];

export function queryFrames(input: QueryFrameInput): EffectFrame[] {
  const head = input.source.slice(0, 24).trimStart().toLowerCase();
  const method = HTTP_METHODS.find((m) => head.startsWith(m));
  // "DELETE /index/_doc/1" is a REST call; "DELETE FROM t" is SQL
  if (method !== undefined && (head.startsWith('/', method.length) || head.startsWith('http', method.length))) {
    const req = parseRequest(input.source, input.metadata);
    return apiFrames({ method: req.method, host: req.host, path: req.path, params: req.params, body: req.body, value: req.value, metadata: input.metadata, env: () => input.env, safeguards: input.safeguards });
  }
  const out: EffectFrame[] = [];
  const said = commentTags(input.source);
  for (const st of input.sql.stmts.slice(0, MAX_STATEMENTS)) {
    const f = statementFrame(st, input, said);
    if (f !== null) out.push(f);
  }
  return out;
}

/** What the writer's own comment says of the change, read with the frame lexicon: hidden, past a check, for good. */
const COMMENT_TAGS: ReadonlySet<string> = new Set(['safe:conceal', 'safe:off', 'perm']);
const COMMENT_HEAD = 4096;
const COMMENT_MAX = 300;

/**
 * The amplifiers the query's comments name ("-- so the auditor won't see it", "/* no backup *\/", in the lexicon's
 * languages): the comment is the writer's own account of why, and a write made to go unseen or for good is judged with
 * it. Comments are found in the first 4 KB, outside quoted strings, at most four, each read up to 300 characters.
 */
function commentTags(source: string): readonly string[] {
  const head = source.length > COMMENT_HEAD ? source.slice(0, COMMENT_HEAD) : source;
  if (!head.includes('--') && !head.includes('/*')) return [];
  const out = new Set<string>();
  let quoted = false;
  for (let i = 0, n = 0; i < head.length - 1 && n < 4; i++) {
    const c = head.charCodeAt(i);
    if (c === 39) { quoted = !quoted; continue; }
    if (quoted) continue;
    const line = c === 45 && head.charCodeAt(i + 1) === 45;
    if (!line && !(c === 47 && head.charCodeAt(i + 1) === 42)) continue;
    let e = head.indexOf(line ? '\n' : '*/', i + 2);
    if (e < 0) e = head.length;
    const text = head.slice(i + 2, Math.min(e, i + 2 + COMMENT_MAX));
    for (const h of scanTerms(foldAccents(text.toLowerCase()))) for (const t of h.tags) if (COMMENT_TAGS.has(TAGS[t]!)) out.add(TAGS[t]!);
    n++;
    i = e;
  }
  return [...out];
}

function statementFrame(st: Stmt, input: QueryFrameInput, said: readonly string[]): EffectFrame | null {
  const toks = st.toks;
  const first = toks[0]?.k === K.Word ? toks[0].v : '';
  const graph = first === 'match' || first === 'optional';
  const op = operationOf(toks, first, graph);
  if (op === null) return null;
  const tags = new Set<string>();
  const notes: string[] = [];
  const target = graph ? graphLabels(toks) : tableOf(toks, first);
  if (target === '' && graph) {
    tags.add('obj:bulkdata');
    notes.push('every node of the graph');
  }
  const where = toks.findIndex((t) => t.k === K.Word && t.v === 'where');
  // a graph pattern with a property map (`(u:User {id: 'u-1'})`) is filtered as a WHERE is
  const mapped = graph && toks.some((t) => t.v === '{');
  if (mapped) tags.add('mit:scoped');
  const everyRow = (where < 0 && !mapped && (first === 'delete' || first === 'update' || first === 'truncate' || graph)) || whereIsConstant(toks) !== undefined || orTrue(toks, where) || (graph && !mapped && labelsOnly(toks, where));
  if (everyRow && (target !== '' || graph)) {
    tags.add('scope:all');
    // every node of a label is a whole collection, as a table emptied is
    if (graph && !SCRATCH_PARTS.some((w) => target.includes(w))) tags.add('obj:bulkdata');
    notes.push(where < 0 ? 'no WHERE' : 'a WHERE every row passes');
  }
  const tenant = !everyRow && where >= 0 && (first === 'delete' || graph) ? tenantOnly(toks, where) : '';
  if (tenant !== '') {
    tags.add('scope:all');
    notes.push(`every row of one tenant (${tenant})`);
  }
  const actor = op === 'op:delete' && where >= 0 && toks.slice(where).some((t) => t.k === K.Word && ACTOR_COLUMNS.has(bare(t.v)));
  if (where >= 0 && byAgeOrKey(toks, where)) tags.add('mit:scoped');
  for (const t of said) tags.add(t);
  if (said.length > 0) notes.push(`the comment says ${said.join(', ')}`);
  // the table's identifiers are read only when the scope and the filter could make a frame of this operation fire
  if (!couldFire(op, tags, actor ? ['env:prod', 'safe:conceal'] : ['env:prod'])) return null;
  if (target !== '') objectTags(target, tags);
  if (actor && tags.has('obj:logs')) {
    tags.add('safe:conceal');
    notes.push('log records selected by actor');
  }
  if (input.env === 'prod') tags.add('env:prod');
  // the safeguards named only stop a frame: read them when it would fire without them
  if (judgeEffects([{ op, tags, what: '' }]) === null) return null;
  const sg = input.safeguards();
  if (input.env === 'nonprod' || sg.found.has('nonprod')) tags.add('env:nonprod');
  if (sg.flags.length === 0 && (sg.found.has('approved') || sg.found.has('ticket'))) tags.add('mit:approved');
  if (sg.found.has('dryrun')) tags.add('mit:dryrun');
  return { op, tags, what: `${st.sk.slice(0, 80)}${notes.length ? ` (${notes.join(', ')})` : ''}` };
}

const bare = (w: string): string => (w.includes('.') ? w.slice(w.lastIndexOf('.') + 1) : w);

function operationOf(toks: readonly Tok[], first: string, graph: boolean): EffectOp | null {
  if (first === 'delete' || first === 'truncate') return 'op:delete';
  if (first === 'drop' && (toks[1]?.v === 'table' || toks[1]?.v === 'collection')) return 'op:delete';
  if (first === 'update') return 'op:modify';
  if (graph) {
    for (let i = 0; i < toks.length && i < 400; i++) if (toks[i]!.k === K.Word && (toks[i]!.v === 'delete' || toks[i]!.v === 'detach')) return 'op:delete';
  }
  return null;
}

/** The table a DELETE, UPDATE, TRUNCATE or DROP acts on ('' when it is not written). */
function tableOf(toks: readonly Tok[], first: string): string {
  let i = 1;
  if (first === 'delete') while (i < toks.length && i < 4 && toks[i]!.v !== 'from') i++;
  if (first === 'drop' || (first === 'truncate' && toks[1]?.v === 'table') || first === 'delete') i++;
  while (toks[i]?.k === K.Word && (toks[i]!.v === 'if' || toks[i]!.v === 'exists' || toks[i]!.v === 'only')) i++;
  const t = toks[i];
  return t !== undefined && t.k === K.Word ? t.v : '';
}

/** The labels a graph match names (`(n:Customer)`): '' when it matches every node. */
function graphLabels(toks: readonly Tok[]): string {
  const out: string[] = [];
  for (let i = 0; i + 1 < toks.length && i < 400; i++) if (toks[i]!.v === ':' && toks[i + 1]!.k === K.Word && toks[i - 1]?.k === K.Word) out.push(toks[i + 1]!.v);
  return out.join(' ');
}

/** Words that end a graph query's WHERE clause. */
const GRAPH_CLAUSES: ReadonlySet<string> = new Set(['detach', 'delete', 'set', 'remove', 'return', 'with', 'merge', 'create', 'call', 'limit']);

/**
 * A graph WHERE made of label tests alone (`WHERE n:Customer OR n:Invoice`): it picks which labels, not which nodes,
 * so every node of those labels is taken, as a match on the labels would take them.
 */
function labelsOnly(toks: readonly Tok[], where: number): boolean {
  if (where < 0) return false;
  let labels = 0;
  for (let i = where + 1; i < toks.length && i < where + 200; i++) {
    const t = toks[i]!;
    if (t.k === K.Word && GRAPH_CLAUSES.has(t.v)) return labels > 0;
    if (t.k === K.Word && toks[i + 1]?.v === ':' && toks[i + 2]?.k === K.Word) { labels++; i += 2; continue; }
    if ((t.k === K.Word && (t.v === 'or' || t.v === 'and')) || t.v === '(' || t.v === ')') continue;
    return false;
  }
  return labels > 0;
}

/** "… OR true", "… OR 1=1" in the WHERE clause: the filter lets every row through. */
function orTrue(toks: readonly Tok[], where: number): boolean {
  if (where < 0) return false;
  for (let i = where + 1; i + 1 < toks.length && i < where + 200; i++) {
    if (toks[i]!.k !== K.Word || toks[i]!.v !== 'or') continue;
    const a = toks[i + 1]!;
    if (a.k === K.Word && a.v === 'true') return true;
    const op = toks[i + 2];
    const b = toks[i + 3];
    if (op?.v === '=' && b !== undefined && a.k === b.k && a.v === b.v && (a.k === K.Num || a.k === K.Str)) return true;
    // "… = 'EMEA' OR s.region IS NOT NULL": the alternative takes every row the first half filtered on
    if (a.k === K.Word && op?.v === 'is' && b?.v === 'not' && toks[i + 4]?.v === 'null' && namedBefore(toks, where, i, a.v)) return true;
  }
  return false;
}

/** The column was compared earlier in the same WHERE clause (between where and at). */
function namedBefore(toks: readonly Tok[], where: number, at: number, col: string): boolean {
  for (let k = where + 1; k < at; k++) if (toks[k]!.k === K.Word && toks[k]!.v === col) return true;
  return false;
}

/** Columns that partition data by customer organisation: a filter on one of them alone takes a whole tenant's data. */
const TENANT_COLUMNS: ReadonlySet<string> = new Set(['tenant', 'tenant_id', 'tenantid', 'org', 'org_id', 'orgid', 'organization', 'organization_id', 'workspace', 'workspace_id', 'company', 'company_id', 'customer_org', 'account_id', 'mandant', 'mandant_id', 'client_id']);
/** The WHERE filters only on tenant columns (equalities joined by AND): every row of one customer organisation. */
function tenantOnly(toks: readonly Tok[], where: number): string {
  let col = '';
  for (let i = where + 1; i < toks.length && i < where + 64; i++) {
    const t = toks[i]!;
    if (t.k !== K.Word) continue;
    if (t.v === 'and') continue;
    if (t.v === 'detach' || t.v === 'delete' || t.v === 'return' || t.v === 'set' || t.v === 'limit') break;
    if (toks[i + 1]?.v === '=' && (toks[i + 2]?.k === K.Str || toks[i + 2]?.k === K.Num || toks[i + 2]?.k === K.Param)) {
      if (!TENANT_COLUMNS.has(bare(t.v))) return '';
      col = bare(t.v);
      i += 2;
      continue;
    }
    return '';
  }
  return col;
}

/** The WHERE keeps rows older than a date, or one row by its key (`id = 42`), and names no actor: a retention job or one record. */
function byAgeOrKey(toks: readonly Tok[], where: number): boolean {
  let scoped = false;
  for (let i = where + 1; i + 2 < toks.length && i < where + 200; i++) {
    const t = toks[i]!;
    if (t.k !== K.Word) continue;
    const col = bare(t.v);
    if (ACTOR_COLUMNS.has(col) || t.v === 'or') return false;
    const op = toks[i + 1]!.v;
    if (AGE_COLUMNS.has(col) && (op === '<' || op === '<=')) scoped = true;
    if ((col === 'id' || col === 'uuid') && op === '=' && (toks[i + 2]!.k === K.Num || toks[i + 2]!.k === K.Str || toks[i + 2]!.k === K.Param)) scoped = true;
  }
  return scoped;
}

interface QueryFrameContext extends BaseContext {
  readonly sql: SqlParse;
  readonly source: string;
  readonly env: 'prod' | 'nonprod' | 'unknown';
}

/**
 * Q82: the query read as effect frames and judged by the shared classes. Flag: a graph delete whose filter lets every
 * node through, a search-index delete of one user's security-log records across every index, a customer table emptied
 * in production. Pass: the same deletions by age, by one key, in a test database, or reading only.
 */
export const QUERY_FRAME_RULE = effectRule<QueryFrameContext>('Q', (ctx) => queryFrames({
  sql: ctx.sql, source: ctx.source, metadata: ctx.metadata, env: ctx.env, safeguards: () => readSafeguards(ctx.source.slice(0, 4096), ctx.metadata),
}), {
  flag: [
    'MATCH (n) WHERE n.region = $region OR true DETACH DELETE n',
    'POST /audit-logs-*/_delete_by_query\n{"query":{"bool":{"filter":[{"range":{"@timestamp":{"gte":"2025-01-01","lte":"2025-01-03"}}},{"term":{"user.name":"jdoe"}}]}}}',
    "DELETE FROM audit_log WHERE actor_id = 'u_1182';",
    { value: 'DELETE FROM customers WHERE 1=1;', metadata: { env: 'production' } },
  ],
  pass: [
    'MATCH (n:TempImport) WHERE n.batch = $batch DETACH DELETE n',
    "MATCH (u:User {id: 'u-1182'})-[r:FOLLOWS]->(v) DELETE r",
    'POST /logs-app-*/_delete_by_query\n{"query":{"range":{"@timestamp":{"lt":"now-90d"}}}}',
    "DELETE FROM audit_log WHERE created_at < now() - interval '400 days';",
    "DELETE FROM customers WHERE id = 42;",
    { value: 'DELETE FROM customers;', metadata: { env: 'test' } },
    'SELECT * FROM audit_log WHERE actor_id = $1 OR true',
    'POST /audit-logs-*/_search\n{"query":{"term":{"user.name":"jdoe"}}}',
  ],
}, ['delete', 'truncate', 'drop', 'update', 'detach', 'remove', 'archive', 'purge', 'wipe', 'erase', 'destroy', 'expunge', 'reset', 'clear', 'maintenance', 'silence', 'mute', 'snooze', 'downtime', 'disable',
  'members', 'roles', 'permissions', 'grants', 'send', 'mail', 'upload', 'export', 'webhook', 'hooks', 'false', 'public', 'admin']);
