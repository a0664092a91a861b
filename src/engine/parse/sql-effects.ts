/**
 * SQL effects the statement-shape rules do not see, read across dialects from the statement skeletons (lower-case,
 * strings shown as 's') and tokens:
 *  - rows written to a storage location or shared with another account (Snowflake COPY INTO '<url>' and shares,
 *    BigQuery EXPORT DATA, Redshift UNLOAD), judged by what is selected and where it goes;
 *  - platform administrator roles granted (ACCOUNTADMIN, SECURITYADMIN, ownership of a database);
 *  - a login address or a payout account rewritten (account takeover, payment redirection);
 *  - audit trails switched off (audit triggers dropped, statement logging set to none, audit policies dropped);
 *  - time travel or retention cut to zero;
 *  - a WHERE that selects every row through a subquery over a whole table ("id IN (SELECT id FROM t)").
 * Token and substring tests over bounded statements: linear.
 */
import { FREE_MAIL } from '../frames/destinations.js';
import { K, type Stmt, type Tok } from './sql-tokens.js';

export interface SqlEffect { readonly detail: string; readonly score: number }

const has = (s: string, words: readonly string[]): string => {
  for (const w of words) if (s.includes(w)) return w;
  return '';
};

/** Storage URLs a statement can write to. */
const LOCATION_SCHEMES = ['s3://', 'gs://', 'gcs://', 'azure://', 'wasb://', 'wasbs://', 'abfs://', 'abfss://', 'https://', 'http://', 'oss://', 'r2://'];
/** Name parts of a bucket or account that is not the company's own store. */
const OUTSIDE_PARTS = ['partner', 'vendor', 'external', 'ext-', '-ext', 'share', 'personal', 'my-', 'mine', 'public', 'drop', 'transfer', 'tmp-share', 'outside', 'thirdparty', 'third-party', 'backup-me', 'private-'];
/** Columns and tables whose rows are personal, financial or secret. */
const SENSITIVE_NAMES = ['customer', 'user', 'patient', 'employee', 'member', 'client', 'person', 'contact', 'payment', 'card', 'account', 'payroll', 'salar', 'ssn', 'email', 'phone', 'dob', 'birth', 'address', 'passport', 'national_id', 'iban', 'password', 'secret', 'token', 'credential', 'diagnos', 'medical', 'health'];

/** The string literals of a statement that are storage locations. */
function locations(toks: readonly Tok[]): string[] {
  const out: string[] = [];
  for (const t of toks) if (t.k === K.Str && out.length < 4 && LOCATION_SCHEMES.some((s) => t.v.toLowerCase().startsWith(s))) out.push(t.v.toLowerCase());
  return out;
}

/** What a statement reads, as a few words ('' when it reads nothing sensitive): sensitive names in its skeleton. */
function sensitiveRead(sk: string): string {
  // an aggregate over a grouping is a report, not the records
  if (/\b(?:sum|count|avg) \(/.test(sk) && sk.includes(' group by ')) return '';
  return has(sk, SENSITIVE_NAMES);
}

/** The part of an export that names what is read (the SELECT or the FROM table), without its option clauses. */
function queryPart(sk: string): string {
  const sel = sk.indexOf('select ');
  const from = sk.indexOf(' from ');
  let part = sel >= 0 ? sk.slice(sel) : from >= 0 ? sk.slice(from) : '';
  for (const stop of [' credentials', ' iam_role', ' storage_integration', ' file_format', ' encryption', ' header']) {
    const at = part.indexOf(stop);
    if (at >= 0) part = part.slice(0, at);
  }
  return part;
}

/** Rows written to a storage location or shared with another account. */
export function rowsShippedOut(st: Stmt): SqlEffect | undefined {
  const sk = st.sk;
  if (sk.startsWith('alter share') || sk.startsWith('create share') || sk.includes(' to share ')) {
    if (!sk.includes(' add accounts') && !sk.includes(' to share ') && !sk.includes('accounts =')) return undefined;
    const what = sensitiveRead(sk.replace(' add accounts', ''));
    return { detail: `data shared with another account${what ? ` (${what} records)` : ''}`, score: what ? 8 : 6 };
  }
  const writes = sk.startsWith('copy into ') || sk.startsWith('unload ') || sk.startsWith('export data') || sk.includes(' into outfile s3') || sk.startsWith('select aws_s3.query_export_to_s3');
  if (!writes) return undefined;
  const where = locations(st.toks);
  if (where.length === 0) return undefined;
  const loc = where[0]!;
  const slash = loc.indexOf('/', loc.indexOf('://') + 3);
  const outside = has(loc.slice(0, slash < 0 ? loc.length : slash), OUTSIDE_PARTS);
  const inlineCreds = sk.includes('credentials') || sk.includes('aws_key_id') || sk.includes('azure_sas_token') || sk.includes('access_key');
  const what = sensitiveRead(queryPart(sk));
  if (what === '') return outside !== '' ? { detail: `rows written to ${loc.slice(0, 60)}`, score: 4 } : undefined;
  if (outside === '' && !inlineCreds) return { detail: `${what} records written to ${loc.slice(0, 60)}`, score: 4 };
  return { detail: `${what} records written to ${loc.slice(0, 60)}${outside ? ` (${outside.replace(/-/g, '')} location)` : ''}${inlineCreds ? ' with credentials typed in' : ''}`, score: 8 };
}

/** Platform administrator roles and ownership grants (Snowflake, BigQuery, Databricks, Redshift). */
const ADMIN_ROLES = ['accountadmin', 'securityadmin', 'orgadmin', 'useradmin', 'sysadmin', 'rds_superuser', 'roles/owner', 'roles/bigquery.admin', 'roles/editor', 'account admin', 'workspace admin', 'metastore admin', 'db_owner', 'dbadmin'];
export function adminRoleGranted(st: Stmt): SqlEffect | undefined {
  const sk = st.sk;
  if (!sk.startsWith('grant ')) return undefined;
  if (sk.startsWith('grant ownership on ')) {
    const obj = sk.slice(19).split(' ', 1)[0] ?? '';
    if (obj === 'database' || obj === 'schema' || obj === 'account' || obj === 'warehouse' || obj === 'integration' || sk.includes('all tables')) return { detail: `ownership of a ${obj} handed over`, score: 7 };
    return undefined;
  }
  for (const t of st.toks.slice(0, 12)) {
    const v = t.v.toLowerCase();
    const role = ADMIN_ROLES.find((r) => v === r || v === `\`${r}\``);
    if (role !== undefined) return { detail: `${role.toUpperCase()} granted`, score: 8 };
  }
  return undefined;
}

/** Columns that are where a login's reset mail goes, and where payouts land. */
const LOGIN_ADDRESS = new Set(['email', 'email_address', 'login_email', 'username_email', 'phone', 'phone_number', 'mobile', 'recovery_email', 'recovery_phone', 'mfa_phone', 'contact_email']);
const PAYOUT_COLUMNS = new Set(['iban', 'bank_account', 'account_number', 'routing_number', 'sort_code', 'swift', 'bic', 'payout_account', 'payout_iban', 'bank_iban', 'wallet_address', 'payout_address']);

/** A login address set to a personal mailbox, or a payout account set to one literal for many rows (or for one row, unticketed). */
export function destinationRewritten(st: Stmt, pairs: ReadonlyArray<readonly [string, string]>, keyed: boolean, everyRow: boolean, which: 'login' | 'payout'): SqlEffect | undefined {
  for (const [col, value] of pairs) {
    if (!value.startsWith("'")) continue;
    if (which === 'login' && LOGIN_ADDRESS.has(col)) {
      const at = value.indexOf('@');
      const domain = at < 0 ? '' : value.slice(at + 1, -1);
      if (FREE_MAIL.has(domain)) return { detail: `${col} of ${keyed ? 'an account' : 'accounts'} set to a personal ${domain} address`, score: 8 };
    }
    if (which === 'payout' && PAYOUT_COLUMNS.has(col)) {
      if (everyRow || !keyed) return { detail: `${col} set to one account for ${everyRow ? 'every row' : 'many rows'} of ${st.sk.split(' ', 2)[1] ?? 'the table'}`, score: 8 };
      return { detail: `${col} replaced by a typed-in account`, score: 4 };
    }
  }
  return undefined;
}

const OFF_VALUES = new Set(['none', 'off', 'false', '-1']);
/** Audit trails switched off: an audit trigger dropped, statement logging set to none, an audit policy dropped. */
export function auditSwitchedOff(st: Stmt): SqlEffect | undefined {
  const sk = st.sk;
  if (sk.startsWith('drop trigger') || sk.startsWith('alter table') && sk.includes(' disable trigger ')) {
    const name = sk.split(' ').slice(2, 6).join(' ');
    if (has(name, ['audit', 'log', 'history', 'track', 'journal']) !== '') return { detail: `audit trigger removed (${name.slice(0, 60)})`, score: 6 };
    return undefined;
  }
  // the server's statement, connection and audit logs, in every dialect (general_log, audit_log_policy, server_audit_logging)
  if ((sk.startsWith('alter system set') || sk.startsWith('alter database') || sk.startsWith('set ') || sk.startsWith('alter role')) && has(sk, ['log_statement', 'pgaudit.log', 'log_min_duration', 'audit_trail', 'log_connections', 'log_disconnections', 'general_log', 'audit_log', 'server_audit', 'log_output', 'audit_trail_enabled']) !== '') {
    // the value decides: 'none', off, false switch the trail off ('all', 'ddl' keep it)
    const off = st.toks.some((t) => (t.k === K.Str || t.k === K.Word) && OFF_VALUES.has(t.v.toLowerCase()));
    if (off) return { detail: `${sk.slice(0, 40)} switched off`, score: 6 };
  }
  if (sk.startsWith('noaudit') || sk.startsWith('drop audit policy') || sk.startsWith('drop server audit') || (sk.startsWith('alter server audit') && sk.includes('state = off')) || (sk.startsWith('alter database audit specification') && sk.includes('state = off'))) {
    return { detail: sk.slice(0, 60), score: 7 };
  }
  return undefined;
}

/** Time travel, fail-safe or log retention cut to zero on a table or database. */
export function retentionZeroed(st: Stmt): SqlEffect | undefined {
  const sk = st.sk;
  if (!sk.startsWith('alter ') && !sk.startsWith('create ') && !sk.startsWith('vacuum')) return undefined;
  const cut = has(sk, ['data_retention_time_in_days = 0', 'max_data_extension_time_in_days = 0', 'max_time_travel_hours = 0', "'delta.logretentionduration' = 's'", 'retain 0 hours', 'change_tracking = false']);
  if (cut === '') return undefined;
  if (cut.startsWith("'delta") && !st.toks.some((t) => t.k === K.Str && /^interval 0 /.test(t.v.toLowerCase()))) return undefined;
  return { detail: `${cut.replace(" = 's'", '')} (${sk.split(' ', 3).slice(1).join(' ')})`, score: 6 };
}

/** "… WHERE id IN (SELECT id FROM t)" with no filter inside the subquery: the WHERE keeps every row of a whole table. */
export function whereSelectsWholeTable(toks: readonly Tok[]): string | undefined {
  for (let i = 0; i + 5 < toks.length; i++) {
    if (!(toks[i]!.k === K.Word && toks[i]!.v === 'in' && toks[i + 1]!.v === '(' && toks[i + 2]!.v === 'select')) continue;
    let depth = 1;
    let filtered = false;
    let from = '';
    for (let k = i + 2; k < toks.length && k < i + 200; k++) {
      const t = toks[k]!;
      if (t.v === '(') depth++;
      else if (t.v === ')') { depth--; if (depth === 0) break; }
      else if (t.k === K.Word && (t.v === 'where' || t.v === 'limit' || t.v === 'join' || t.v === 'top' || t.v === 'having' || t.v === 'distinct')) filtered = true;
      else if (t.k === K.Word && t.v === 'from' && toks[k + 1]?.k === K.Word) from = toks[k + 1]!.v;
    }
    if (!filtered && from !== '') return `IN (SELECT … FROM ${from}) with no filter`;
  }
  return undefined;
}

export const SQL_EFFECT_PATTERNS: readonly RegExp[] = [/\b(?:sum|count|avg) \(/, /^interval 0 /, /-/g];
