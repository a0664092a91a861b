/**
 * Path judgement for the command analyzer: how bad is it to delete (or chmod, or upload) this path?
 * Paths are canonicalised once (home spellings folded to '~', Windows drives and separators, dot segments
 * resolved against the tracked working directory) and then classified. Linear in the path length.
 */

export interface PathInfo {
  /** Canonical path: '/' separators, home folded to '~', dot segments resolved, lower-cased drive. */
  readonly path: string;
  readonly abs: boolean;
  readonly home: boolean;
  /** Segments after the root (or after '~'). */
  readonly segs: readonly string[];
  /** '..' segments that climbed above the start of a relative path. */
  readonly climb: number;
  /** The last segment was a bare glob (*, .*, {*,.*}). */
  readonly glob: boolean;
  /** The path starts with an unknown $VARIABLE (empty at run time means '/'). */
  readonly varRoot: string;
}

const HOME_PREFIX = /^(?:~|\$home|\$\{home\}|\$\{home:[^}]{0,40}\}|\$env:(?:userprofile|home)|%userprofile%|\$userprofile)(?=\/|$)/i;
const OTHER_HOME = /^~[a-z_][a-z0-9_.-]{0,31}(?=\/|$)/i;
const DRIVE = /^[a-z]:(?=\/|$)/i;
const VAR_ROOT = /^\$\{?([A-Za-z_][A-Za-z0-9_]{0,40})(:?[?][^}]{0,40})?\}?(?=\/|$)/;
const BARE_GLOB = /^(?:\*|\.\*|\{\*,\.\*\}|\{\.\*,\*\}|\.\[!.\]\*|\*\.\*)$/;

const BACKSLASHES = /\\/g;
// HOME_PREFIX can only match a path starting with one of '~', '$', '%'; OTHER_HOME only one starting with '~';
// DRIVE only one whose second character is ':'. Testing those characters first skips the regexes on most paths.
const mayBeHome = (p: string): boolean => { const c = p.charCodeAt(0); return (c === 126 || c === 36 || c === 37) && HOME_PREFIX.test(p); };
const mayBeOtherHome = (p: string): boolean => p.charCodeAt(0) === 126 && OTHER_HOME.test(p);
const mayBeDrive = (p: string): boolean => p.charCodeAt(1) === 58 && DRIVE.test(p);

/**
 * The same path is judged by several rules in one check (delete, chmod, upload, read, hunt: each calls pathInfo,
 * judgeDeletePath or sensitiveFile on the same argument). These pure results are remembered in small FIFO maps;
 * the cap keeps them to roughly the last few checks, so memory stays bounded and nothing depends on history.
 */
const MEMO_CAP = 64;
function memoKey(raw: string, cwd: string, flag: string): string | null {
  if (raw.length > 256 || cwd.length > 256 || raw.includes('\0') || cwd.includes('\0')) return null;
  return cwd === '' && flag === '' ? raw : `${flag}${cwd}\0${raw}`;
}
function remember<T>(m: Map<string, T>, key: string, v: T): T {
  if (m.size >= MEMO_CAP) m.delete(m.keys().next().value!);
  m.set(key, v);
  return v;
}
const PATH_MEMO = new Map<string, PathInfo>();
const JUDGE_MEMO = new Map<string, Judgement>();
const SENS_MEMO = new Map<string, Sensitivity | null>();

export function pathInfo(raw: string, cwd = ''): PathInfo {
  const key = memoKey(raw, cwd, '');
  if (key === null) return computePathInfo(raw, cwd);
  return PATH_MEMO.get(key) ?? remember(PATH_MEMO, key, computePathInfo(raw, cwd));
}

function computePathInfo(raw: string, cwd: string): PathInfo {
  let p = raw.length > 4096 ? raw.slice(0, 4096) : raw;
  if (p.includes('\\')) p = p.replace(BACKSLASHES, '/');
  if (p.startsWith('"') && p.endsWith('"') && p.length > 1) p = p.slice(1, -1);
  let varRoot = '';
  const vm = p.charCodeAt(0) === 36 ? VAR_ROOT.exec(p) : null;
  if (vm && !HOME_PREFIX.test(p)) {
    const name = vm[1]!.toUpperCase();
    const guarded = vm[2] !== undefined;
    if (name === 'PWD' && cwd) p = cwd + p.slice(vm[0].length);
    else if (!guarded) varRoot = name;
  }
  const resolveAgainst = cwd !== '' && varRoot === '' && !p.startsWith('/') && !mayBeHome(p) && !mayBeDrive(p) && !mayBeOtherHome(p);
  if (resolveAgainst) p = `${cwd.includes('\\') ? cwd.replace(BACKSLASHES, '/') : cwd}/${p}`;
  let home = false;
  let abs = false;
  let rest = p;
  const c0 = rest.charCodeAt(0);
  const hm = c0 === 126 || c0 === 36 || c0 === 37 ? HOME_PREFIX.exec(rest) : null;
  if (hm) { home = true; rest = rest.slice(hm[0].length); }
  else if (mayBeOtherHome(rest)) { abs = true; rest = `/home/${rest.slice(1)}`; }
  else if (mayBeDrive(rest)) { abs = true; rest = rest.slice(2) || '/'; }
  if (rest.startsWith('/')) abs = !home;
  const stack: string[] = [];
  let climb = 0;
  const parts = rest.split('/');
  let glob = false;
  for (let i = 0; i < parts.length; i++) {
    const s = parts[i]!;
    if (s === '' || s === '.') continue;
    if (s === '..') {
      if (stack.length > 0) stack.pop();
      else if (!abs && !home) climb++;
      continue;
    }
    // every BARE_GLOB alternative holds a '*'
    if (i === parts.length - 1 && s.includes('*') && BARE_GLOB.test(s)) { glob = true; continue; }
    stack.push(s);
  }
  const path = home ? `~${stack.length ? '/' : ''}${stack.join('/')}` : abs ? `/${stack.join('/')}` : `${'../'.repeat(Math.min(climb, 64))}${stack.join('/')}`;
  return { path: glob ? `${path}${path.endsWith('/') ? '' : '/'}*` : path, abs, home, segs: stack, climb, glob, varRoot };
}

const SYS_TOP = new Set(['bin', 'boot', 'dev', 'etc', 'lib', 'lib32', 'lib64', 'libx32', 'opt', 'proc', 'root', 'sbin', 'srv', 'sys', 'usr', 'var', 'snap', 'system', 'library', 'applications', 'windows', 'program files', 'program files (x86)', 'programdata', 'users', 'home', 'mnt', 'media', 'private', 'nix', 'cores', 'volumes', 'run']);
const SAFE_SECOND = /^(?:var\/tmp|var\/cache|private\/tmp|library\/caches|usr\/src|var\/crash)$/;
const USER_SECOND = /^(?:opt|srv|mnt|media|volumes)$/;
/** A database engine's data directory and everything below it. */
const DB_DATA = /^var\/lib\/(?:mysql|postgresql|pgsql|mongodb|redis|etcd|elasticsearch|clickhouse|cassandra|influxdb|mariadb)\//;
/** Its log and scratch sub-directories (rotated by design). */
const DB_LOGS = /\/(?:log|logs|pg_log|tmp)(?:\/|$)/;
const DATA_DIRS = /^var\/lib\/(?:mysql|postgresql|pgsql|docker|mongodb|redis|etcd|kubelet|containerd|elasticsearch|rabbitmq|influxdb|clickhouse|cassandra)$|^var\/www\/[^/]+$|^etc\/[^/]+$/;
const HOME_CRIT = /^\.(?:ssh|gnupg|aws|kube|password-store|config|local|mozilla|docker|azure|gcloud)$|^(?:library|documents|desktop|pictures|photos|downloads|music|movies|videos|dropbox|onedrive|google drive|icloud drive|projects|workspace|code|src|dev|repos|git|work)$/i;
const HOME_SECRET = /^\.(?:ssh|gnupg|aws|password-store|azure|gcloud)$/i;
const CRIT_FILE = /^(?:etc\/(?:passwd|shadow|group|gshadow|sudoers|fstab|hostname|hosts|resolv\.conf|ssh\/sshd_config|crypttab|default\/grub)|boot\/.{1,200}|(?:usr\/)?s?bin\/[^/]{1,80}|(?:usr\/)?lib(?:64)?\/[^/]{1,80}\.so[0-9.]{0,12})$/;
const TMP = /^(?:tmp|var\/tmp|dev\/shm|private\/tmp|private\/var\/folders)(?:\/|$)/;

export interface Judgement { score: number; label: string }

/** How destructive deleting (or recursively changing) this path is: 0 routine … 10 the whole system. */
export function judgeDeletePath(raw: string, cwd: string, recursive: boolean): Judgement {
  if (raw === '' || raw === '{}') return { score: 0, label: '' };
  const key = memoKey(raw, cwd, recursive ? 'r' : 'n');
  if (key === null) return computeJudgement(raw, cwd, recursive);
  const hit = JUDGE_MEMO.get(key);
  // a fresh object per call, as before: callers may keep it
  return hit !== undefined ? { score: hit.score, label: hit.label } : { ...remember(JUDGE_MEMO, key, computeJudgement(raw, cwd, recursive)) };
}

/** Names of a web server's document root directory. */
const WEB_ROOTS = new Set(['public_html', 'htdocs', 'wwwroot', 'httpdocs', 'www', 'webroot']);

function computeJudgement(raw: string, cwd: string, recursive: boolean): Judgement {
  const info = pathInfo(raw, cwd);
  const segs = info.segs.map((s) => s.toLowerCase());
  const n = segs.length;
  const scale = (s: number): number => (recursive || info.glob ? s : Math.min(s, 4));
  if (info.varRoot) {
    if (/^(?:TMPDIR|TMP|TEMP|RUNNER_TEMP|BUILD_DIR|OUT_DIR|CARGO_TARGET_DIR|WORKSPACE|GITHUB_WORKSPACE)$/.test(info.varRoot)) return { score: 0, label: '' };
    return n === 0 && (info.glob || /\/$/.test(raw)) ? { score: recursive ? 3 : 0, label: `path built on unchecked $${info.varRoot} (empty means /)` } : { score: 0, label: '' };
  }
  if (info.home) {
    if (n === 0) return { score: scale(10), label: 'the home directory' };
    if (n === 1 && HOME_SECRET.test(segs[0]!)) return { score: scale(8), label: `~/${info.segs[0]} (keys and credentials)` };
    if (n === 1 && HOME_CRIT.test(segs[0]!)) return { score: recursive ? 6 : 0, label: `~/${info.segs[0]}` };
    return { score: 0, label: '' };
  }
  if (info.abs) {
    if (n === 0) return { score: scale(10), label: 'the filesystem root' };
    const top = segs[0]!;
    const joined = segs.join('/');
    if (TMP.test(joined)) return { score: 0, label: '' };
    if (n === 1 && SYS_TOP.has(top)) return { score: scale(top === 'mnt' || top === 'media' || top === 'opt' || top === 'srv' ? 8 : 10), label: `system directory /${info.segs[0]}` };
    if ((top === 'home' || top === 'users') && n === 2) return { score: scale(9), label: `home directory /${info.segs.join('/')}` };
    if ((top === 'home' || top === 'users') && n === 3 && HOME_SECRET.test(segs[2]!)) return { score: scale(8), label: `/${info.segs.join('/')} (keys and credentials)` };
    if (n >= 2 && CRIT_FILE.test(joined) && !recursive) return { score: /^(?:usr\/)?s?bin\/|lib/.test(joined) ? 5 : 9, label: `critical file /${joined}` };
    if (n === 2 && SYS_TOP.has(top) && !USER_SECOND.test(top) && top !== 'home' && top !== 'users' && !SAFE_SECOND.test(joined)) {
      if (top === 'usr' && segs[1] === 'local' && !recursive) return { score: 0, label: '' };
      return { score: recursive || info.glob ? 8 : 0, label: `system directory /${info.segs.join('/')}` };
    }
    if (n === 3 && DATA_DIRS.test(joined) && recursive) return { score: 6, label: `data directory /${info.segs.join('/')}` };
    // below a database engine's own directory every file is the database's (a table, its WAL): deleting any corrupts it
    if (n > 3 && DB_DATA.test(joined) && recursive && !DB_LOGS.test(joined)) return { score: 6, label: `the database's own files /${info.segs.join('/')}` };
    if (n === 2 && DATA_DIRS.test(joined) && recursive) return { score: 6, label: `/${info.segs.join('/')}` };
    // a site's whole document root (/home/shop/public_html, /srv/www/htdocs): the website itself
    if (n <= 4 && recursive && WEB_ROOTS.has(segs[n - 1]!)) return { score: 6, label: `web document root /${info.segs.join('/')}` };
    return { score: 0, label: '' };
  }
  // relative
  if (n === 0) {
    if (info.climb >= 3) return { score: scale(9), label: `${info.climb} levels up (toward /)` };
    if (info.climb === 2) return { score: recursive ? 6 : 0, label: 'two directories up' };
    if (info.climb === 1) return { score: recursive || info.glob ? 5 : 0, label: 'the parent directory' };
    if (recursive || info.glob) return { score: 4, label: 'everything in the working directory' };
  }
  return { score: 0, label: '' };
}

/**
 * Directory names that say what records a tree holds: books and ledgers, payroll and HR files, patients' scans and
 * charts, contracts, customer records, tax and audit papers, backups and archives (several languages). Deleting
 * such a tree, as against a build or cache directory, destroys the business's records.
 */
const RECORD_DIRS = new Set([
  'finance', 'finances', 'financial', 'ledger', 'ledgers', 'accounting', 'accounts', 'books', 'payroll', 'hr', 'personnel', 'employees', 'clinic', 'clinical',
  'patients', 'patient', 'medical', 'ehr', 'emr', 'pacs', 'scans', 'radiology', 'charts', 'legal', 'contracts', 'customers', 'clients', 'crm', 'invoices', 'billing',
  'tax', 'taxes', 'audit', 'audits', 'compliance', 'records', 'backup', 'backups', 'archive', 'archives', 'snapshots', 'evidence', 'research', 'trial', 'trials',
  'buchhaltung', 'finanzen', 'personal', 'patienten', 'vertraege', 'verträge', 'rechnungen', 'comptabilite', 'comptabilité', 'paie', 'factures', 'contabilidad',
  'nominas', 'nóminas', 'facturas', 'pacientes', 'contratos', 'clientes', 'contabilità', 'fatture', 'pazienti', 'kunden', 'kundendaten', 'kundenakten', 'mandanten',
  'patientendaten', 'donnees clients', 'klanten', 'klantgegevens', 'klienci', 'pacjenci',
]);

/** The record-holding segment of an absolute (or drive-rooted) path, or '' (a relative build path is not a record store). */
export function recordTree(raw: string, cwd = ''): string {
  const info = pathInfo(raw, cwd);
  if (!info.abs && !info.home) return '';
  for (const seg of info.segs) {
    const s = seg.toLowerCase();
    if (RECORD_DIRS.has(s)) return seg;
    let cut = -1;
    for (let i = 0; i < s.length && cut === -1; i++) { const c = s.charCodeAt(i); if (c === 45 || c === 95 || c === 46) cut = i; }
    if (cut > 2 && RECORD_DIRS.has(s.slice(0, cut))) return seg;
  }
  return '';
}

/** Tops under which a machine keeps stored data: mounted volumes and shares, a NAS's volumes, /srv and /data. */
const STORAGE_TOPS = new Set(['mnt', 'media', 'srv', 'data', 'nas', 'volume1', 'volume2', 'volumes', 'share', 'shares', 'export', 'exports', 'storage', 'store', 'archive', 'archives', 'backup', 'backups']);
/**
 * Name parts of a directory kept for a while and made again (scratch, caches, build output, spools, inboxes, test and
 * demo copies, old copies): deleting it, or every entry of it, is housekeeping.
 */
const SCRATCH_PARTS = new Set(['tmp', 'temp', 'cache', 'caches', 'build', 'builds', 'dist', 'out', 'target', 'scratch', 'staging', 'work', 'workspace', 'artifact', 'artifacts',
  'node', 'modules', 'venv', 'pycache', 'releases', 'log', 'logs', 'spool', 'trash', 'recycle', 'download', 'downloads', 'incoming', 'inbox', 'outbox', 'queue', 'upload', 'uploads',
  'thumbnail', 'thumbnails', 'thumbs', 'preview', 'previews', 'test', 'tests', 'sandbox', 'demo', 'old', 'bak', 'partial', 'parts', 'render', 'renders', 'transcode', 'transcodes', 'ci', 'runner', 'runs', 'jobs', 'sessions']);
/**
 * File kinds made again or left behind (editor swaps, partial downloads, compiled bytecode, locks, temporary files, logs,
 * thumbnails). Not dumps, backups, `.orig` copies or database files (`.dmp`, `.bak`, `.backup`, `.ldb`): those are data.
 */
const SCRATCH_FILE_PARTS: ReadonlySet<string> = new Set(['swp', 'swo', 'pyc', 'pyo', 'o', 'lock', 'pid', 'crdownload', 'rej', 'thumb', 'etag', 'tmpfile', 'lck', 'retry', 'ds_store',
  'tmp', 'temp', 'cache', 'part', 'partial', 'log', 'logs', 'thumbs', 'thumbnail', 'thumbnails', 'preview', 'previews']);
/** The same kinds as a file name's first word: `part-00000.parquet` is a job's output file (Spark, Hadoop), not a partial one. */
const SCRATCH_PREFIX_PARTS: ReadonlySet<string> = new Set([...SCRATCH_FILE_PARTS].filter((w) => w !== 'part'));
/**
 * A glob's file-name or path pattern that picks scratch files only (`*.tmp`, `*.log`, `*~`, `.~lock.*`, `thumb_*.jpg`, a
 * path through `cache/`): removing them is housekeeping, whatever directory holds them. A path pattern's directory steps
 * are read against the scratch names of directories (split at `.`, `-`, `_`, `*`, `~`); its file name, like a bare
 * name, by the kind it keeps fixed: the extension after its last `.`, else a part of its literal start, else a scratch
 * word between stars (`*tmp*`). A bare `*`, `*.wav` or a data word between stars (`*core*`, `*backup*`) names the data
 * itself. A name without a star is one file kind (`-name .DS_Store`, `-name '*.swp'` written `.swp`): scratch when
 * it is a scratch kind itself.
 */
export function scratchGlob(name: string): boolean {
  if (name.length > 120) return false;
  if (!name.includes('*')) {
    // (a hidden or editor file's name, `.DS_Store`, `.swp`, `notes~`: a bare `log` or `cache` names any file or
    // directory of that name, a backup tree's logs included)
    const bare = name.toLowerCase().replace(/^\./, '');
    return name.endsWith('~') || (name.startsWith('.') && SCRATCH_FILE_PARTS.has(bare));
  }
  const slash = name.lastIndexOf('/');
  if (slash !== -1 && wordParts(name.slice(0, slash), SCRATCH_PARTS)) return true;
  const file = name.slice(slash + 1);
  if (file.endsWith('~')) return true;
  const dot = file.lastIndexOf('.');
  const ext = dot === -1 ? '' : file.slice(dot + 1).toLowerCase();
  if (ext !== '' && !ext.includes('*') && SCRATCH_FILE_PARTS.has(ext)) return true;
  const star = file.indexOf('*');
  if (star > 0) return wordParts(file.slice(0, star), SCRATCH_PREFIX_PARTS);
  // `*tmp*`, `*.part*`: the word the stars hold
  // (between stars a word matches inside any name: only an abbreviation without a vowel, `tmp`, `swp`, `lck`, is no
  // part of a data file's name; `*log*` is also catalog.sql, `*temp*` temperature.db)
  const close = file.indexOf('*', 1);
  const held = file.slice(1, close).replace(/^\./, '');
  return close > 1 && !/[aeiou]/i.test(held) && wordParts(held, SCRATCH_FILE_PARTS);
}
/** Some part of `text` (split at `.`, `-`, `_`, `*`, `~`, `/`, blanks) is in `words`. */
function wordParts(text: string, words: ReadonlySet<string>): boolean {
  let part = '';
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) | 32 : 46;
    if (c === 46 || c === 45 || c === 127 || c === 42 || c === 126 || c === 32 || c === 47) {
      if (part !== '' && words.has(part)) return true;
      part = '';
    } else part += String.fromCharCode(c);
  }
  return false;
}

/**
 * A directory of stored data on a mounted volume, share or data root (/mnt/nas/recordings, /srv/media/photos,
 * /data/warehouse): absolute, two to four levels, no part of it a scratch, cache or build name and no variable in it.
 * Deleting it, or every entry in it, loses what the volume was kept for. Returns the path as written or ''.
 */
export function storedTree(raw: string): string {
  if (raw.length > 200 || raw.includes('$') || raw.includes('{') || raw.includes('%') || raw.includes('*') || raw.includes('?')) return '';
  const info = pathInfo(raw);
  if (!info.abs || info.home) return '';
  const segs = info.segs.map((x) => x.toLowerCase());
  if (segs.length < 2 || segs.length > 4 || !STORAGE_TOPS.has(segs[0]!)) return '';
  for (const seg of segs) {
    if (seg.startsWith('.')) return '';
    let part = '';
    for (let i = 0; i <= seg.length; i++) {
      const c = i < seg.length ? seg.charCodeAt(i) : 45;
      if (c === 45 || c === 95 || c === 46 || c === 32) { if (SCRATCH_PARTS.has(part)) return ''; part = ''; } else part += seg[i];
    }
  }
  return raw;
}

/**
 * Stored data at any depth (what is copied out, not what is deleted): a stored tree (storedTree) at the path's first
 * four levels, the levels below it free of scratch, cache and hidden names. Returns the path as written or ''.
 */
export function storedData(raw: string): string {
  if (storedTree(raw) !== '') return raw;
  if (raw.length > 200) return '';
  const info = pathInfo(raw);
  if (!info.abs || info.home || info.segs.length <= 4) return '';
  if (storedTree(`/${info.segs.slice(0, 4).join('/')}`) === '') return '';
  for (const seg of info.segs.slice(4, 16)) if (seg.startsWith('.') || wordParts(seg, SCRATCH_PARTS)) return '';
  return raw;
}

/** The path is a database engine's data directory or below it (not its logs): '' or the path as written. */
export function dbDataDir(raw: string, cwd = ''): string {
  const info = pathInfo(raw, cwd);
  if (!info.abs) return '';
  const joined = `${info.segs.map((x) => x.toLowerCase()).join('/')}/`;
  return DB_DATA.test(joined) && !DB_LOGS.test(joined) ? raw : '';
}

export interface Sensitivity { label: string; read: number; up: number }

const PRIVATE_KEY_NAME = /^id_(?:rsa|dsa|ecdsa|ed25519|ecdsa_sk|ed25519_sk)$|^ssh_host_[a-z0-9]{1,12}_key$/;
const HISTORY = /^\.(?:bash|zsh|sh|python|mysql|psql|node_repl|sqlite|rediscli|irb|lesshst)_?history$|^consolehost_history\.txt$/;
const ENV_FILE = /^\.env(?:\.[a-z0-9_-]{1,30})?$/;
const ENV_SAFE = /\.(?:example|sample|template|dist|defaults|schema|tpl)$/;

/** Whether a path names a secret: a label, a score for reading it, and one for sending it off the machine. */
export function sensitiveFile(raw: string, cwd = ''): Sensitivity | null {
  if (raw.length === 0 || raw.length > 4096) return null;
  const key = memoKey(raw, cwd, '');
  if (key === null) return computeSensitivity(raw, cwd);
  let hit = SENS_MEMO.get(key);
  if (hit === undefined) hit = remember(SENS_MEMO, key, computeSensitivity(raw, cwd));
  return hit === null ? null : { label: hit.label, read: hit.read, up: hit.up };
}

function computeSensitivity(raw: string, cwd: string): Sensitivity | null {
  const info = pathInfo(raw, cwd);
  const p = info.path.toLowerCase();
  const base = p.slice(p.lastIndexOf('/') + 1);
  if (base.endsWith('.pub')) return null;
  if (/^(?:~|\/root|\/home\/[^/]{1,64}|\/users\/[^/]{1,64})\/\.(?:ssh|aws|gnupg|password-store|azure|kube|docker)$/.test(p)) return { label: `key directory ${base}`, read: 0, up: 9 };
  if (PRIVATE_KEY_NAME.test(base) || (p.includes('.ssh/') && /^id_/.test(base))) return { label: 'SSH private key', read: 7, up: 9 };
  if (p.endsWith('.aws/credentials')) return { label: 'AWS credentials', read: 7, up: 9 };
  if (p.endsWith('.aws/config')) return { label: 'AWS config', read: 0, up: 5 };
  if (/\.config\/gcloud\/(?:application_default_credentials\.json|credentials\.db|access_tokens\.db|legacy_credentials)/.test(p)) return { label: 'Google Cloud credentials', read: 7, up: 9 };
  if (/\.azure\/(?:accesstokens\.json|msal_token_cache)/.test(p)) return { label: 'Azure tokens', read: 7, up: 9 };
  if (/^\/etc\/(?:shadow|gshadow|master\.passwd|security\/opasswd)$|^\/etc\/shadow-$/.test(p)) return { label: 'password hashes', read: 7, up: 9 };
  if (p === '/etc/passwd') return { label: 'account list /etc/passwd', read: 0, up: 7 };
  if (p === '/etc/sudoers') return { label: 'sudo policy', read: 0, up: 6 };
  if (/(?:^|\/)\.(?:git-credentials|netrc|pgpass|my\.cnf|vault-token)$|(?:^|\/)_netrc$|\.config\/gh\/hosts\.yml$|credentials\.tfrc\.json$|\.docker\/config\.json$/.test(p)) return { label: `credential store ${base}`, read: 6, up: 9 };
  if (/(?:^|\/)\.(?:npmrc|pypirc|yarnrc\.yml|gem\/credentials)$|\.kube\/config$|\/kubeconfig$|\.m2\/settings\.xml$|\.cargo\/credentials(?:\.toml)?$/.test(p)) return { label: `token file ${base}`, read: 4, up: 8 };
  if (HISTORY.test(base)) return { label: `shell history ${base}`, read: 4, up: 8 };
  if (ENV_FILE.test(base) && !ENV_SAFE.test(base)) return { label: `environment file ${base}`, read: 3, up: 9 };
  if (/keychains\/|\.keychain(?:-db)?$/.test(p)) return { label: 'macOS keychain', read: 7, up: 9 };
  if (/\/(?:login data|cookies|web data|local state)$|logins\.json$|key[34]\.db$|cookies\.sqlite$|signons\.sqlite$/.test(p)) return { label: 'browser passwords or cookies', read: 7, up: 9 };
  if (/wallet\.dat$|\.electrum\/wallets|\.ethereum\/keystore|\/exodus\/|metamask/.test(p)) return { label: 'crypto wallet', read: 7, up: 9 };
  if (/\.gnupg\/(?:private-keys|secring)/.test(p)) return { label: 'GPG private keys', read: 7, up: 9 };
  if (/windows\/system32\/config\/(?:sam|security|system)$/.test(p)) return { label: 'Windows SAM hive', read: 7, up: 9 };
  if (/^\/proc\/(?:self|[0-9]{1,7}|\*)\/environ$/.test(p)) return { label: 'process environment', read: 6, up: 9 };
  if (/\.(?:ppk|p12|pfx|jks|keystore)$|(?:^|[/_.-])(?:private|priv)[_.-]?key|\.key$|privkey\.pem$|(?:^|\/)key\.pem$/.test(p)) return { label: `private key file ${base}`, read: 5, up: 9 };
  if (/terraform\.tfstate(?:\.backup)?$|(?:^|\/)(?:secrets?|credentials|service[-_]account[a-z0-9_-]{0,30})\.(?:json|ya?ml|txt|env)$/.test(p)) return { label: `secrets file ${base}`, read: 4, up: 9 };
  if (PASSWORD_VAULT.test(p)) return { label: `password manager vault ${base}`, read: 5, up: 9 };
  if (WIREGUARD_CONF.test(p)) return { label: `WireGuard private key config ${base}`, read: 6, up: 9 };
  if (K8S_TOKEN.test(p)) return { label: 'Kubernetes service-account token or cluster admin config', read: 7, up: 9 };
  if (p.length <= 120 && (p.includes('*') || p.includes('?')) && (p.charCodeAt(0) === 47 || p.charCodeAt(0) === 126)) return globSensitivity(p, cwd);
  return null;
}

/** Password-manager vault files (KeePass, 1Password, Bitwarden exports and stores). */
const PASSWORD_VAULT = /\.(?:kdbx?|1pux|opvault|psafe3|agilekeychain|keepass)$|(?:^|\/)(?:bitwarden|1password)\/[^/]{0,60}\.(?:sqlite|json|db)$/;
const WIREGUARD_CONF = /^\/etc\/wireguard\/[^/]{1,60}\.(?:conf|key)$/;
const HAS_LITERAL = /[a-z0-9]/;
/** Service-account tokens mounted in pods, and the cluster-admin kubeconfigs of kubeadm / k3s / rke2 nodes. */
const K8S_TOKEN = /^\/(?:var\/)?run\/secrets\/kubernetes\.io\/serviceaccount\/token$|^\/etc\/kubernetes\/(?:admin|super-admin|controller-manager|scheduler)\.conf$|^\/etc\/rancher\/(?:k3s\/k3s|rke2\/rke2)\.yaml$|^\/etc\/kubernetes\/pki\/[^/]{1,60}\.key$/;
/** Secret files a glob can be aimed at (cat /e*c/sh*w, cat ~/.ss?/id_*). */
const GLOB_TARGETS: readonly string[] = ['/etc/shadow', '/etc/gshadow', '/etc/sudoers', '~/.ssh/id_rsa', '~/.ssh/id_ed25519', '~/.ssh/id_ecdsa', '~/.aws/credentials', '~/.git-credentials', '~/.netrc', '/root/.ssh/id_rsa', '/root/.ssh/id_ed25519'];
/** A glob whose last segment holds a literal letter and that matches a known secret file. */
function globSensitivity(p: string, cwd: string): Sensitivity | null {
  const last = p.slice(p.lastIndexOf('/') + 1);
  if (!HAS_LITERAL.test(last)) return null;
  for (const t of GLOB_TARGETS) if (globMatch(p, t)) return computeSensitivity(t, cwd);
  return null;
}
/** Shell glob match of * and ? (neither crosses '/'), greedy with one backtrack point per segment: O(n·m) on ≤ 120 chars. */
function globMatch(pat: string, s: string): boolean {
  let i = 0, j = 0, star = -1, mark = 0;
  while (j < s.length) {
    const pc = pat[i];
    if (i < pat.length && (pc === s[j] || (pc === '?' && s[j] !== '/'))) { i++; j++; }
    else if (pc === '*') { star = i++; mark = j; }
    else if (star >= 0 && s[mark] !== '/') { i = star + 1; j = ++mark; }
    else return false;
  }
  while (pat[i] === '*') i++;
  return i === pat.length;
}

export const CMD_PATH_PATTERNS: readonly RegExp[] = [DB_DATA, DB_LOGS, 
  K8S_TOKEN, HAS_LITERAL, PASSWORD_VAULT, WIREGUARD_CONF,
  HOME_PREFIX, OTHER_HOME, DRIVE, VAR_ROOT, BARE_GLOB, SAFE_SECOND, USER_SECOND, DATA_DIRS, HOME_CRIT, HOME_SECRET, CRIT_FILE, TMP,
  PRIVATE_KEY_NAME, HISTORY, ENV_FILE, ENV_SAFE, BACKSLASHES,
  /^(?:~|\/root|\/home\/[^/]{1,64}|\/users\/[^/]{1,64})\/\.(?:ssh|aws|gnupg|password-store|azure|kube|docker)$/,
  /^(?:TMPDIR|TMP|TEMP|RUNNER_TEMP|BUILD_DIR|OUT_DIR|CARGO_TARGET_DIR|WORKSPACE|GITHUB_WORKSPACE)$/,
  /^(?:usr\/)?s?bin\/|lib/,
  /\.config\/gcloud\/(?:application_default_credentials\.json|credentials\.db|access_tokens\.db|legacy_credentials)/,
  /\.azure\/(?:accesstokens\.json|msal_token_cache)/,
  /^\/etc\/(?:shadow|gshadow|master\.passwd|security\/opasswd)$|^\/etc\/shadow-$/,
  /(?:^|\/)\.(?:git-credentials|netrc|pgpass|my\.cnf|vault-token)$|(?:^|\/)_netrc$|\.config\/gh\/hosts\.yml$|credentials\.tfrc\.json$|\.docker\/config\.json$/,
  /(?:^|\/)\.(?:npmrc|pypirc|yarnrc\.yml|gem\/credentials)$|\.kube\/config$|\/kubeconfig$|\.m2\/settings\.xml$|\.cargo\/credentials(?:\.toml)?$/,
  /keychains\/|\.keychain(?:-db)?$/,
  /\/(?:login data|cookies|web data|local state)$|logins\.json$|key[34]\.db$|cookies\.sqlite$|signons\.sqlite$/,
  /wallet\.dat$|\.electrum\/wallets|\.ethereum\/keystore|\/exodus\/|metamask/,
  /\.gnupg\/(?:private-keys|secring)/, /windows\/system32\/config\/(?:sam|security|system)$/, /^\/proc\/(?:self|[0-9]{1,7}|\*)\/environ$/,
  /\.(?:ppk|p12|pfx|jks|keystore)$|(?:^|[/_.-])(?:private|priv)[_.-]?key|\.key$|privkey\.pem$|(?:^|\/)key\.pem$/,
  /terraform\.tfstate(?:\.backup)?$|(?:^|\/)(?:secrets?|credentials|service[-_]account[a-z0-9_-]{0,30})\.(?:json|ya?ml|txt|env)$/,
];
