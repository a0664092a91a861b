/**
 * What a query against a non-SQL store does, for the two stores whose dangerous requests no SQL reading sees:
 * - a search engine's delete-by-query (Elasticsearch, OpenSearch) whose query matches every document, or that has no
 *   query at all: every record of the index (or of every index a wildcard names) is deleted;
 * - a key-value store told to write its snapshot file into a place the system runs or trusts (Redis `CONFIG SET dir`
 *   to a cron spool, an SSH directory, a web root or a start-up folder): the snapshot, carrying whatever value the
 *   caller stored, becomes a cron job, an authorized key or a web shell — the classic foothold through Redis.
 * indexOf over the lower-cased text; no regex on input.
 */

/** A query body that selects every document: written as match_all, or a delete-by-query sent with no query. */
export function searchWipe(lower: string): string {
  const at = lower.indexOf('_delete_by_query');
  if (at === -1) return '';
  const body = lower.slice(at + 16, at + 2000);
  const everything = body.includes('match_all') || (!body.includes('query') && !body.includes('q='));
  if (!everything) return '';
  const start = lower.lastIndexOf('/', at - 1);
  const slash = lower.lastIndexOf(' ', start);
  const index = lower.slice(slash + 1, at).replaceAll('/', '');
  return `delete-by-query matching every document${index !== '' ? ` of ${index}` : ''}${index.includes('*') ? ' (every index the wildcard names)' : ''}`;
}

/** Directories where a file the store writes is run, trusted or served. */
const FOOTHOLD_DIRS = ['/var/spool/cron', '/etc/cron', '/.ssh', '/var/www', '/public_html', '/htdocs', '/wwwroot', '/etc/profile.d', '/etc/init.d', '/etc/systemd', '\\startup', '/autostart', '/etc/update-motd.d'];
/** Snapshot file names that a system reads as a job, key list or script. */
const FOOTHOLD_FILES = ['authorized_keys', 'root', 'crontab', '.php', '.jsp', '.aspx', '.sh', '.bashrc', '.profile'];

/** Redis told to write its snapshot where the system runs or trusts files: the detail, or ''. */
export function storeFileDrop(lower: string): string {
  const at = lower.indexOf('config set dir');
  if (at === -1) return '';
  const eol = lower.indexOf('\n', at);
  const dir = lower.slice(at + 14, eol === -1 ? Math.min(lower.length, at + 300) : eol).trim();
  const where = FOOTHOLD_DIRS.find((d) => dir.includes(d));
  if (where !== undefined) return `snapshot directory set to ${dir.slice(0, 60)}: the store's next save writes a file there`;
  const f = lower.indexOf('config set dbfilename');
  if (f === -1) return '';
  const fe = lower.indexOf('\n', f);
  const file = lower.slice(f + 21, fe === -1 ? Math.min(lower.length, f + 200) : fe).trim();
  const name = FOOTHOLD_FILES.find((n) => file.endsWith(n));
  return name !== undefined ? `snapshot written as ${file.slice(0, 40)} in ${dir.slice(0, 60)}` : '';
}
