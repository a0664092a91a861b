/**
 * Where a command line sends data, judged by whose it is: a raw public IP address, an account or bucket named as
 * someone's own (`--profile personal`, `s3://…-personal-…`), or an anonymous file-drop host is off the
 * organisation's premises; a company bucket, an internal host or a private address is not. And what is sent:
 * a database dump (pg_dump, mysqldump, mongodump… or a file named like one) or an export of business records.
 * Set lookups and character tests only; no regex on input.
 */
import type { Cmd } from './shell.js';
import { localIpv4 } from './url-parse.js';
import { hostReach, wordObjectTags } from '../frames/effects.js';

/** Programs that write a whole database to their output or a file. */
export const DUMPERS = new Set(['pg_dump', 'pg_dumpall', 'mysqldump', 'mariadb-dump', 'mongodump', 'mongoexport', 'sqlcmd', 'bcp', 'expdp', 'exp', 'cockroach', 'etcdctl', 'redis-cli', 'influxd', 'clickhouse-client']);
/** Dump and database file endings. */
const DUMP_ENDS = ['.sql', '.sql.gz', '.sql.bz2', '.sql.xz', '.sql.zst', '.dump', '.dump.gz', '.pgdump', '.bak', '.sqlite', '.sqlite3', '.db', '.rdb', '.bson', '.archive', '.mdb', '.accdb'];
/** Words that name business records in an export's file name. */
const RECORD_WORDS = ['customer', 'client', 'patient', 'payroll', 'salary', 'salaries', 'employee', 'ledger', 'invoice', 'card', 'member', 'user', 'account', 'hr_', 'hr-', 'ssn', 'pii', 'gdpr'];
const EXPORT_ENDS = ['.csv', '.csv.gz', '.xlsx', '.xls', '.json', '.jsonl', '.parquet', '.tsv', '.zip', '.tar.gz', '.tgz'];
/** Words that make a bucket, profile or remote someone's own rather than the organisation's. */
const OWN_WORDS = ['personal', 'perso-', 'privat', 'private-', '-private', 'mine', 'home-', '-home', 'my-own', 'myown', 'my-personal', 'backup-me', 'personnel-'];
/** Anonymous file-drop, paste and transfer hosts (and look-alikes that carry their names). */
const DROP_WORDS = ['anonfiles', 'transfer.sh', 'file.io', 'gofile', 'catbox.moe', 'litterbox', 'sendspace', 'mediafire', 'wetransfer', 'we.tl', 'mega.nz', 'tmpfiles', '0x0.st', 'bashupload', 'oshi.at', 'filebin', 'pixeldrain', 'uploadfiles', 'temp.sh', 'termbin', 'paste.ee', 'pastebin', 'ufile.io', 'anonymfile', 'krakenfiles'];

/** A database dump or an export of business records, by file name. */
export function dumpFile(path: string): boolean {
  const p = path.toLowerCase();
  const base = p.slice(p.lastIndexOf('/') + 1);
  if (DUMP_ENDS.some((e) => base.endsWith(e)) || base.includes('dumpall') || base.includes('pg_dump') || base.includes('mysqldump')) return true;
  return EXPORT_ENDS.some((e) => base.endsWith(e)) && RECORD_WORDS.some((w) => base.includes(w));
}

function octets(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4) return null;
  const out: number[] = [];
  for (const x of parts) {
    if (x.length === 0 || x.length > 3) return null;
    for (let i = 0; i < x.length; i++) { const c = x.charCodeAt(i); if (c < 48 || c > 57) return null; }
    const n = Number(x);
    if (n > 255) return null;
    out.push(n);
  }
  return out;
}

/** A literal IPv4 address outside the private, loopback and link-local ranges. */
export function publicIp(host: string): boolean {
  const o = octets(host);
  if (o === null) return false;
  return !localIpv4(o[0]!, o[1]!);
}

/** The host of `user@host:path`, `host:path`, `scheme://user@host:port/…` or a bare host. */
function hostIn(dest: string): string {
  let d = dest;
  const scheme = d.indexOf('://');
  if (scheme !== -1) d = d.slice(scheme + 3);
  const at = d.indexOf('@');
  if (at !== -1) d = d.slice(at + 1);
  let end = d.length;
  for (const stop of [':', '/', '?']) { const i = d.indexOf(stop); if (i !== -1 && i < end) end = i; }
  return d.slice(0, end).toLowerCase();
}

/** The words of a command that are not options or option values (a simple reading: every -x and --x=… skipped). */
function words(c: Cmd): string[] {
  return c.args.filter((a) => !a.startsWith('-'));
}

/** Where the command sends its data when that is off the organisation's premises ('' otherwise). */
export function offsiteDest(c: Cmd): string {
  const args = c.args.map((a) => a.toLowerCase());
  const profile = args.findIndex((a) => a === '--profile' || a === '--account' || a === '--project');
  if (profile !== -1 && OWN_WORDS.some((w) => (args[profile + 1] ?? '').includes(w) || (args[profile + 1] ?? '') === 'me' || (args[profile + 1] ?? '') === 'personal')) return `a personal account (${args[profile + 1]})`;
  for (const a of args) {
    if (a.startsWith('s3://') || a.startsWith('gs://') || a.startsWith('az://') || a.startsWith('r2://') || a.startsWith('b2://')) {
      const bucket = hostIn(a);
      if (OWN_WORDS.some((w) => bucket.includes(w))) return `a personal bucket (${bucket})`;
      continue;
    }
    const drop = DROP_WORDS.find((w) => a.includes(w));
    if (drop !== undefined && (a.includes('://') || a.includes('.'))) return `an anonymous file-drop host (${hostIn(a) || drop})`;
  }
  for (const w of words(c)) {
    const host = hostIn(w);
    const remote = w.includes('@') || w.includes(':') || w.includes('://') || c.name === 'nc' || c.name === 'ncat' || c.name === 'socat' || c.name === 'ssh';
    if (!remote || host === '') continue;
    if (publicIp(host)) return `the raw address ${host}`;
    if (!host.includes('.')) continue;
    // a free dynamic-DNS name or tunnel points at someone's own machine; a catch hook passes data to whoever set it up
    const reach = hostReach(host);
    if (reach === 'dest:personal') return `a personal host (${host})`;
    if (reach === 'dest:external') return `a relay (${host})`;
    // "privat@…", "me@my-home-nas…": the account or host is named as someone's own
    const user = w.includes('@') ? w.slice(w.indexOf('://') + (w.includes('://') ? 3 : 0), w.indexOf('@')).toLowerCase() : '';
    if (OWN_WORDS.some((o) => user.includes(o) || host.includes(o)) || host.startsWith('mein') || user === 'privat' || user === 'me') return `someone's own host (${user !== '' ? `${user}@` : ''}${host})`;
  }
  return '';
}

/** Objects whose copy outside is a leak: records about people and money, health, contracts, source code. */
const RECORD_TAGS = ['obj:personal', 'obj:financial', 'obj:health', 'obj:legal', 'obj:code', 'obj:secret'];
/** The record class a path names by its words ('' when none): `/srv/hr/gehaltsdaten`, `exports/customers/`, `acme-monorepo`. */
export function recordsPath(path: string): string {
  if (path.length > 400) return '';
  // a path names its records in single words (hr, payroll, monorepo): the identifier table, without the phrase scan
  const tags = wordObjectTags(path);
  return RECORD_TAGS.find((t) => tags.has(t)) ?? '';
}
