import type { Metadata } from '../types.js';
import { metaString } from '../normalize.js';
import { scanTerms, tagId } from '../frames/scan.js';
import { foldAccents } from '../frames/fold.js';
import { readSafeguards } from '../frames/safeguards.js';

/**
 * What a file write does beyond where it lands: whether an autorun entry is a maintenance job run by a service
 * account, whether a sudo rule is scoped to commands that cannot open a shell, whether authorized_keys gets plain
 * keys under a ticket, whether an audit trail is emptied, whether the write's own note says records are falsified
 * or hidden, and whether code compares a password with a literal as an alternative to the real check. Line walks are
 * bounded; the regexes are anchored or bounded.
 */

const LINE_LIMIT = 200;
const ROOT_USERS = new Set(['root', '0', 'admin', 'administrator', 'system']);

/** A dedicated account runs the job: systemd `User=`, or the user column of an /etc/cron.d line. */
const UNIT_USER = /^[ \t]{0,8}User[ \t]{0,4}=[ \t]{0,4}([A-Za-z0-9_.-]{1,32})[ \t]*$/m;
const CRON_D_USER = /^[ \t]{0,8}(?:[0-9*][0-9*\/,-]{0,20}[ \t]{1,8}){5}([A-Za-z_][A-Za-z0-9_.-]{0,31})[ \t]/m;

export function serviceAccount(content: string, cronD: boolean): string {
  const m = UNIT_USER.exec(content) ?? (cronD ? CRON_D_USER.exec(content) : null);
  if (m === null) return '';
  const user = m[1]!.toLowerCase();
  return ROOT_USERS.has(user) ? '' : user;
}

/** Backup, sync, certificate and log-maintenance programs: a job that runs them is housekeeping. */
const MAINTENANCE = new Set(['pg_dump', 'pg_dumpall', 'pg_basebackup', 'mysqldump', 'mariadb-dump', 'mongodump', 'redis-cli', 'restic', 'borg', 'borgmatic', 'rsync', 'rclone', 'duplicity', 'tarsnap', 'tar', 'gzip', 'zstd', 'logrotate', 'certbot', 'gsutil', 'azcopy', 'aws', 'sqlite3', 'vacuumdb', 'fstrim', 'updatedb', 'apt-get', 'unattended-upgrade', 'etckeeper', 'timeshift', 'snapper', 'restic-backup', 'backup']);
const PROGRAM_WORD = /(?:^|[\s;&|(])(?:\/[\w.-]{1,40}){0,6}\/?([a-z][\w.-]{1,40})(?=\s|$)/g;

/** Every program the job starts is a maintenance tool (each line's first word after the schedule and user). */
export function maintenanceOnly(content: string): boolean {
  let seen = 0;
  for (const raw of content.split('\n', LINE_LIMIT)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.includes('=') && !line.includes(' ')) continue;
    PROGRAM_WORD.lastIndex = 0;
    let m: RegExpExecArray | null;
    let found = false;
    for (let n = 0; n < 12 && (m = PROGRAM_WORD.exec(line)) !== null; n++) {
      const word = m[1]!.toLowerCase();
      if (MAINTENANCE.has(word)) { found = true; seen++; break; }
    }
    PROGRAM_WORD.lastIndex = 0;
    if (!found && /[a-z]/i.test(line) && !CONFIG_LINE.test(line)) return false;
  }
  return seen > 0;
}
const CONFIG_LINE = /^(?:\[[A-Za-z]{1,20}\]|[A-Za-z]{2,40}=|<\/?[a-z]{1,20}>|SHELL=|PATH=|MAILTO=|<\?xml|<!doctype|<plist|<dict>|<key>|<string>|<integer>|<array>|<true\/>|<false\/>)/i;

/** The program a launchd plist starts: the first string of ProgramArguments, or Program. */
const PLIST_FIRST = /<key>\s{0,8}Program(?:Arguments)?\s{0,8}<\/key>\s{0,8}(?:<array>\s{0,8})?<string>([^<]{1,200})<\/string>/;
const PACKAGED = /^\/(?:usr\/(?:local\/)?(?:s?bin)|bin|sbin|opt\/homebrew\/bin|Applications\/[^/]{1,60}\.app\/)/;

function plistProgram(content: string): string {
  const m = PLIST_FIRST.exec(content);
  return m === null ? '' : m[1]!.trim();
}

/** A launchd job that runs an installed maintenance program (Homebrew restic, /usr/bin/rsync…). */
export function plistMaintenance(content: string): boolean {
  const program = plistProgram(content);
  if (program === '' || !PACKAGED.test(program)) return false;
  const name = program.slice(program.lastIndexOf('/') + 1).toLowerCase();
  return MAINTENANCE.has(name);
}

/** Commands that open a shell, an editor or arbitrary file writes when run through sudo. */
const ESCAPES = new Set(['all', 'sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'su', 'sudo', 'vi', 'vim', 'nvim', 'nano', 'emacs', 'less', 'more', 'man', 'find', 'awk', 'gawk', 'perl', 'python', 'python3', 'ruby', 'node', 'lua', 'php', 'tar', 'zip', 'unzip', 'cp', 'mv', 'tee', 'dd', 'chmod', 'chown', 'env', 'xargs', 'docker', 'git', 'rsync', 'scp', 'ssh', 'nmap', 'apt', 'apt-get', 'yum', 'dnf', 'pip', 'npm', 'make', 'crontab', 'journalctl', 'visudo', 'sed', 'ed', 'ftp', 'script', 'screen', 'tmux', 'passwd', 'useradd', 'usermod']);
const SUDO_RULE = /^[ \t]{0,8}[%+]?[A-Za-z0-9_.-]{1,32}[ \t]{1,8}[A-Za-z0-9_.,-]{1,40}[ \t]{0,4}=[ \t]{0,4}(?:\([^)]{1,60}\)[ \t]{0,4})?(?:(?:NOPASSWD|PASSWD|SETENV|NOEXEC):[ \t]{0,4}){0,4}(.{1,400})$/;

/**
 * Programs that open a shell only through an option or an argument (rsync -e, find -exec, tar --to-command) or by
 * writing a file the rule names: with every argument written in the rule, no such option and no system file among
 * them, the user can run only that one command line.
 */
const PINNABLE = new Set(['rsync', 'scp', 'tar', 'zip', 'unzip', 'cp', 'mv', 'dd', 'chmod', 'chown', 'find', 'sed', 'apt', 'apt-get', 'yum', 'dnf', 'git', 'tee']);
const ESCAPE_ARGS = ['-e', '--rsh', '-exec', '-execdir', '-ok', '-okdir', '--to-command', '--checkpoint-action', '--use-compress-program', '-i', '--rsync-path', '-tt', '--unzip-command', '-c', '--upload-pack', '-o', '--config', '-f', '--files-from', '-fprintf', '-fprint'];
const SYSTEM_TARGETS = ['/etc/', '/root', '/usr/', '/bin/', '/sbin/', '/lib', '/boot', '/var/spool/cron', '/home/'];
function pinnedSafely(name: string, words: readonly string[]): boolean {
  if (!PINNABLE.has(name) || words.length < 2) return false;
  for (const w of words.slice(1)) {
    const a = w.toLowerCase();
    if (a.includes('$') || a.includes('`') || ESCAPE_ARGS.includes(a) || ESCAPE_ARGS.some((e) => e.startsWith('--') && a.startsWith(`${e}=`))) return false;
    // sed's e command and w flag run or write; writing or changing a system file as root is its own escalation
    if (name === 'sed' && (a.includes('/e') || a.includes('/w') || a.startsWith('e'))) return false;
    if (!(name === 'rsync' && words.includes('--sender')) && SYSTEM_TARGETS.some((t) => a.startsWith(t))) return false;
  }
  return true;
}

/**
 * Every rule of a sudoers file lets its user run named commands that cannot open a shell (`deploy ALL=(root)
 * NOPASSWD: /bin/systemctl restart myapp`): no ALL, no wildcard, no interpreter, editor or file copier.
 */
export function sudoScopedToCommands(content: string): boolean {
  let rules = 0;
  for (const raw of content.split('\n', LINE_LIMIT)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('Defaults')) continue;
    const m = SUDO_RULE.exec(line);
    if (m === null) return false;
    for (const cmd of m[1]!.split(',', 16)) {
      const words = cmd.trim().split(' ', 8).filter((w) => w !== '');
      const program = (words[0] ?? '').toLowerCase();
      const name = program.slice(program.lastIndexOf('/') + 1);
      if (!program.startsWith('/') || cmd.includes('*') || (name === 'systemctl' && (words[1] ?? '') === 'edit')) return false;
      if (ESCAPES.has(name) && !pinnedSafely(name, words)) return false;
    }
    rules++;
  }
  return rules > 0;
}

/** Plain public keys, one a line, with no forced options (command=, environment=, no-pty …). */
const KEY_LINE = /^(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521)|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)[ \t]{1,4}[A-Za-z0-9+/]{40,1000}={0,3}(?:[ \t]{1,4}[\w.@+-]{1,80})?$/;

export function plainKeysOnly(content: string): boolean {
  let keys = 0;
  for (const raw of content.split('\n', LINE_LIMIT)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!KEY_LINE.test(line)) return false;
    keys++;
  }
  return keys > 0 && keys <= 3;
}

/** The write's own note, reason or description (what the agent says it is doing). */
function noteOf(metadata: Metadata): string {
  // read on every write: a direct look at the few field names, not a case-insensitive search per name
  for (const k of NOTE_KEYS) {
    const v = metadata[k];
    if (typeof v === 'string' && v !== '') return v;
  }
  return '';
}
const NOTE_KEYS = ['note', 'reason', 'description', 'message', 'purpose', 'comment', 'justification', 'commit_message'];

/** The note records a ticket or an approval and no red flag (safeguards.ts). */
export function noteSanctioned(metadata: Metadata): boolean {
  const note = noteOf(metadata);
  if (note === '') return false;
  const r = readSafeguards(note, metadata);
  return r.flags.length === 0 && (r.found.has('ticket') || r.found.has('approved') || r.found.has('reviewed'));
}

const FALSIFY = tagId('op:falsify');
const CONCEAL = tagId('safe:conceal');

/** The note says the write falsifies what the file records, or hides the change (shared lexicon, several languages). */
export function noteFalsifies(metadata: Metadata): string {
  const note = noteOf(metadata);
  if (note === '') return '';
  const lower = foldAccents(note.slice(0, 2000).toLowerCase());
  for (const h of scanTerms(lower)) {
    if (h.tags.includes(FALSIFY)) return `note says "${lower.slice(h.start, h.end)}"`;
    if (h.tags.includes(CONCEAL)) return `note hides it: "${lower.slice(h.start, h.end)}"`;
  }
  return '';
}

/** Audit trails and system logs: emptying them erases the record of what happened. */
const AUDIT_TRAIL = /^\/var\/log\/(?:audit\/|auth\.log|secure|wtmp|btmp|lastlog|syslog|messages|sudo\.log)|(?:^|\/)audit[\w.-]{0,20}\.log$|\.evtx$|^c:\\windows\\system32\\winevt\\logs\\/i;

/** The write empties or replaces an audit trail or system log ("/var/log/audit/audit.log", content ""). */
export function trailEmptied(pathLower: string, content: string, metadata: Metadata): boolean {
  if (!AUDIT_TRAIL.test(pathLower)) return false;
  const mode = (metaString(metadata, 'mode', 'operation', 'action') ?? '').toLowerCase();
  if (mode.startsWith('append')) return false;
  return content.trim().length < 64 || mode.startsWith('overwrite') || mode.startsWith('truncate') || mode.startsWith('replace');
}

/**
 * A password compared with a literal as an alternative to the real check (`password === 'letmein' || await
 * bcrypt.compare(...)`): a master password that opens every account.
 */
const LITERAL_THEN_CHECK = /\b(?:password|passwd|pwd|pass|passphrase|secret|pin)\w{0,12}[\]'")]{0,3}\s{0,2}={2,3}\s{0,2}(['"`])[^'"`\n]{1,64}\1\s{0,2}(?:\|\||\bor\b)\s{0,4}(?:await\s{1,4})?[\w.]{0,40}(?:compare|verify|check|validate|match|hash|authenticate)\w{0,12}\s{0,2}\(/i;
const CHECK_THEN_LITERAL = /(?:compare|verify|check|validate|match|authenticate)\w{0,12}\s{0,2}\([^()\n]{0,120}\)\s{0,2}(?:\|\||\bor\b)\s{0,4}\(?\s{0,2}[\w.]{0,20}\[?:?(?:password|passwd|pwd|pass|passphrase|secret|pin)\w{0,12}[\]'")]{0,3}\s{0,2}={2,3}\s{0,2}['"`][^'"`\n]{1,64}['"`]/i;

export function masterPassword(content: string): boolean {
  const s = content.length > 65536 ? content.slice(0, 65536) : content;
  return LITERAL_THEN_CHECK.test(s) || CHECK_THEN_LITERAL.test(s);
}

/** A umask that lets everyone write the files created (last digit 0, 1, 4 or 5), in a profile or rc file. */
const OPEN_UMASK = /^[ \t]{0,8}umask[ \t]{1,4}0{0,2}[0-7]?[0145][ \t]*(?:#.{0,200})?$/m;
export function worldWritableUmask(content: string): boolean {
  return OPEN_UMASK.test(content);
}

/** Regexes run on input here (listed for the linear-time audit). */
export const FILE_WRITE_FACT_PATTERNS: readonly RegExp[] = [UNIT_USER, CRON_D_USER, PROGRAM_WORD, CONFIG_LINE, PLIST_FIRST, PACKAGED, SUDO_RULE, KEY_LINE, AUDIT_TRAIL, LITERAL_THEN_CHECK, CHECK_THEN_LITERAL, OPEN_UMASK, /[a-z]/i];
