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

/** A destructive statement run for every table or every database at once: the statement word, or ''. */
export function everyTable(lower: string): string {
  const i = lower.indexOf('sp_msforeachtable');
  const j = i === -1 ? lower.indexOf('sp_msforeachdb') : i;
  if (j === -1) return '';
  const body = lower.slice(j, j + 400);
  for (const w of ['drop ', 'delete ', 'truncate ', 'delete from', 'alter table ? nocheck']) if (body.includes(w)) return w.trim();
  return '';
}
