/**
 * SQL that reaches outside the database or across all of it: a trigger, rule or function whose body calls an HTTP,
 * dblink or cloud-export routine with an outside address (every new row then leaves by itself), and a statement run
 * for every table at once (`sp_MSforeachtable 'DELETE FROM ?'`). indexOf over the lower-cased source; no regex.
 */

/** Routines that send data from inside the database to another host. */
const NET_CALLS = [
  'http_post(', 'http_get(', 'http_put(', 'http_request(', 'http(', 'net.http_post(', 'net.http_get(', 'utl_http.', 'dblink_exec(', 'dblink(', 'dblink_connect(',
  'sp_invoke_external_rest_endpoint', 'aws_lambda.invoke(', 'aws_s3.query_export_to_s3(', 'pg_net.', 'sys_eval(', 'sp_oamethod', 'xp_cmdshell',
];
const LOCAL = ['localhost', '127.', '10.', '192.168.', '.internal', '.local', '[::1]', '0.0.0.0'];

/** The host after `://` or `host=` in the text (letters, digits, dots, hyphens), bounded. */
function hostFrom(lower: string, at: number): string {
  let end = at;
  while (end < lower.length && end - at < 253) {
    const c = lower.charCodeAt(end);
    if (!(c === 45 || c === 46 || (c >= 48 && c <= 57) || (c >= 97 && c <= 122))) break;
    end++;
  }
  return lower.slice(at, end);
}

/** The identifier starting at `at` (letters, digits, '_', '.'), at most 64 characters. */
function wordAt(lower: string, at: number): string {
  let end = at;
  while (end < lower.length && end - at < 64) {
    const c = lower.charCodeAt(end);
    if (!(c === 95 || c === 46 || (c >= 48 && c <= 57) || (c >= 97 && c <= 122))) break;
    end++;
  }
  return lower.slice(at, end);
}

/** An outside host named in a URL or a dblink `host=` in the text, or ''. */
function outsideHost(lower: string): string {
  for (const marker of ['://', 'host=']) {
    let i = lower.indexOf(marker);
    for (let k = 0; i !== -1 && k < 16; k++) {
      const host = hostFrom(lower, i + marker.length);
      if (host.includes('.') && !LOCAL.some((l) => host.startsWith(l) || host.endsWith(l))) return host;
      i = lower.indexOf(marker, i + marker.length);
    }
  }
  return '';
}

/** A trigger, rule, event or function that sends rows to an outside host: the routine and host, or ''. */
export function rowsShippedByTrigger(lower: string): string {
  const created = lower.includes('create') && (lower.includes('trigger') || lower.includes('function') || lower.includes(' rule ') || lower.includes('event') || lower.includes('procedure'));
  if (!created) return '';
  const call = NET_CALLS.find((c) => lower.includes(c));
  if (call === undefined) return '';
  const host = outsideHost(lower);
  return host !== '' ? `${call.replace('(', '')} to ${host}` : '';
}

/** Column name parts of a row's secrets: a routine that copies them aside collects every new one from then on. */
const SECRET_PARTS: ReadonlySet<string> = new Set(['password', 'passwd', 'pwd', 'pass', 'pw', 'secret', 'token', 'otp', 'totp', 'mfa', 'cvv', 'cvc', 'pan', 'ssn', 'pin', 'passphrase', 'cardnumber']);
const SECRET_JOINED = ['password', 'card_number', 'private_key', 'api_key', 'secret'];
const secretColumn = (name: string): boolean => SECRET_JOINED.some((w) => name.includes(w)) || name.split('_').some((p) => SECRET_PARTS.has(p));
/** Tables a row's old secret is kept in by design (password history forbids reuse; an audit table records the change). */
const KEPT_IN = ['history', 'audit', 'hist', 'previous', 'old_password'];

/**
 * A trigger or routine that copies a row's secret (NEW.password…, NEW.card_number) into another table or a
 * notification: a credential tap planted in the database. The column, or ''. A routine that only hashes the value in
 * place, or keeps it in a password-history or audit table, is not one.
 */
export function credentialTap(lower: string): string {
  if (!lower.includes('create') || !(lower.includes('trigger') || lower.includes('function') || lower.includes('procedure') || lower.includes(' rule '))) return '';
  let secret = '';
  for (let i = lower.indexOf('new.'), k = 0; i !== -1 && k < 32 && secret === ''; i = lower.indexOf('new.', i + 4), k++) {
    const name = wordAt(lower, i + 4);
    if (secretColumn(name)) secret = name;
  }
  if (secret === '') return '';
  const ins = lower.indexOf('insert into ');
  if (ins !== -1) {
    const target = wordAt(lower, ins + 12);
    if (target !== '' && !KEPT_IN.some((w) => target.includes(w))) return `new.${secret} copied into ${target}`;
  }
  if (lower.includes('pg_notify(') || lower.includes('notify ')) return `new.${secret} beside a notification`;
  return '';
}

/** A routine that lets a typed-in password through before the real check ("IF p = 'm@int' THEN RETURN true"): the literal's length, or 0. */
export function passwordBackdoor(lower: string): number {
  if (!lower.includes('create') || !(lower.includes('function') || lower.includes('procedure'))) return 0;
  if (!['login', 'auth', 'password', 'passwd', 'crypt(', 'credential'].some((w) => lower.includes(w))) return 0;
  for (const opener of ['then return true', 'then return 1', 'then return \'t\'']) {
    for (let i = lower.indexOf(opener), k = 0; i !== -1 && k < 8; i = lower.indexOf(opener, i + opener.length), k++) {
      const before = lower.slice(Math.max(0, i - 80), i).trimEnd();
      if (!before.endsWith("'")) continue;
      const open = before.lastIndexOf("'", before.length - 2);
      if (open < 2) continue;
      const lead = before.slice(0, open).trimEnd();
      if (lead.endsWith('=') && before.length - open - 2 >= 4) return before.length - open - 2;
    }
  }
  return 0;
}

/** A destructive statement run for every table or every database at once: the statement word, or ''. */
export function everyTable(lower: string): string {
  const i = lower.indexOf('sp_msforeachtable');
  const j = i === -1 ? lower.indexOf('sp_msforeachdb') : i;
  if (j === -1) return '';
  const body = lower.slice(j, j + 400);
  for (const w of ['drop ', 'delete ', 'truncate ', 'delete from', 'alter table ? nocheck']) if (body.includes(w)) return w.trim();
  return '';
}
