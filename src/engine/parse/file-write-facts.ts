import type { Metadata } from '../types.js';
import { scanTerms, tagId } from '../frames/scan.js';
import { foldAccents } from '../frames/fold.js';
import { approvalInMetadata, readSafeguards } from '../frames/safeguards.js';

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

/**
 * The program a launchd plist starts: its Program when it has one (launchd then runs that file, and ProgramArguments
 * only gives its argument list, wherever either key stands), else the first string of ProgramArguments.
 */
const PLIST_PROGRAM_KEY = /<key>\s{0,8}Program\s{0,8}<\/key>\s{0,8}<string>([^<]{1,400})<\/string>/;
const PLIST_ARGUMENTS_FIRST = /<key>\s{0,8}ProgramArguments\s{0,8}<\/key>\s{0,8}<array>\s{0,8}<string>([^<]{1,400})<\/string>/;
const PACKAGED = /^\/(?:usr\/(?:local\/)?(?:s?bin)|bin|sbin|opt\/homebrew\/bin|Applications\/[^/]{1,60}\.app\/)/;

export function plistProgram(content: string): string {
  if (!content.includes('<key>')) return '';
  const m = PLIST_PROGRAM_KEY.exec(content) ?? PLIST_ARGUMENTS_FIRST.exec(content);
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
  const lines = content.split('\n', LINE_LIMIT);
  // command aliases (`Cmnd_Alias LAMPSTAT = /usr/local/bin/lampctl status, …`): a rule naming one runs its commands
  const aliases = new Map<string, string>();
  for (const raw of lines) {
    const line = raw.trim();
    if (!line.startsWith('Cmnd_Alias ')) continue;
    const eq = line.indexOf('=');
    if (eq > 11) aliases.set(line.slice(11, eq).trim(), line.slice(eq + 1));
  }
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('Defaults')) continue;
    if (line.startsWith('Cmnd_Alias ') || line.startsWith('Host_Alias ') || line.startsWith('User_Alias ') || line.startsWith('Runas_Alias ')) continue;
    const m = SUDO_RULE.exec(line);
    if (m === null) return false;
    const items = m[1]!.split(',', 16).flatMap((c) => { const a = aliases.get(c.trim()); return a === undefined ? [c] : a.split(',', 16); });
    for (const cmd of items) {
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

/**
 * sudo's Defaults settings that only ask for more (a password again sooner, a terminal, a record of every session) or
 * change nothing anyone gains from: the setting's name, and for a valued one the largest number it may take ('' when
 * any value is allowed). A negated setting (`!authenticate`, `!env_reset`, `!use_pty`) takes a check away and is not
 * here, except the few whose negation removes only a convenience; `env_keep`, `env_check`, `secure_path` given a
 * user's directory and `timestamp_timeout=-1` widen what a sudo user carries or keeps.
 */
const SUDO_TIGHT_DEFAULTS: ReadonlyMap<string, number | ''> = new Map<string, number | ''>([
  ['use_pty', ''], ['requiretty', ''], ['log_input', ''], ['log_output', ''], ['logfile', ''], ['syslog', ''], ['iolog_dir', ''], ['iolog_file', ''], ['log_year', ''], ['log_host', ''],
  ['log_allowed', ''], ['log_denied', ''], ['log_subcmds', ''], ['log_server_verify', ''], ['mail_badpass', ''], ['mail_always', ''], ['mail_no_user', ''], ['mail_no_host', ''], ['mail_no_perms', ''],
  ['env_reset', ''], ['authenticate', ''], ['lecture', ''], ['lecture_file', ''], ['badpass_message', ''], ['insults', ''], ['pwfeedback', ''], ['passprompt', ''],
  ['passwd_tries', 5], ['timestamp_timeout', 30], ['passwd_timeout', 15], ['umask', ''], ['umask_override', ''], ['!visiblepw', ''], ['!lecture', ''], ['!insults', ''], ['!pwfeedback', ''],
  ['!rootpw', ''], ['!targetpw', ''], ['!runaspw', ''], ['!env_editor', ''], ['noexec', ''], ['use_netgroups', ''], ['match_group_by_gid', ''],
]);
/** Where nothing is kept or anybody may read and replace it: a record sent there is no record. */
const DISCARD_DIRS = ['/dev/null', '/dev/zero', '/tmp/', '/var/tmp/', '/dev/shm/', '/run/user/'];
/**
 * A valued setting's value keeps it a tightening: a log or lecture file named where it is kept (not /dev/null or a
 * world-writable scratch directory), a umask that still takes group and world write away (022 or stricter).
 */
function tighteningValue(name: string, value: string): boolean {
  if (name === 'umask') return /^[0-7]{1,4}$/.test(value) && (parseInt(value, 8) & 0o022) === 0o022;
  if (value.startsWith('/')) return !DISCARD_DIRS.some((d) => value === d || value.startsWith(d.endsWith('/') ? d : `${d}/`));
  return true;
}
/** Every line of a sudoers file is a Defaults line of settings that only tighten or record (`Defaults use_pty`). */
export function sudoDefaultsTightenOnly(content: string): boolean {
  let n = 0;
  for (const raw of content.split('\n', LINE_LIMIT)) {
    const line = raw.trim();
    // `#include` and `#includedir` are directives that pull in other rules, not comments
    if (line.startsWith('#include')) return false;
    if (line === '' || line.startsWith('#')) continue;
    if (!line.startsWith('Defaults')) return false;
    // `Defaults`, `Defaults:user`, `Defaults@host`, `Defaults>runas`, `Defaults!cmd`: the scope word ends at the first blank
    const sp = line.indexOf(' ');
    if (sp === -1) return false;
    for (const item of line.slice(sp + 1).split(',', 16)) {
      const t = item.trim();
      const eq = t.indexOf('=');
      const name = (eq === -1 ? t : t.slice(0, eq)).trim().toLowerCase();
      // `+=` and `-=` change a list (env_keep += "LD_PRELOAD"): never a tightening here
      if (name.endsWith('+') || name.endsWith('-')) return false;
      const bound = SUDO_TIGHT_DEFAULTS.get(name);
      if (bound === undefined) return false;
      if (bound !== '' && eq !== -1) {
        const v = Number(t.slice(eq + 1).trim().replace(/"/g, ''));
        if (!Number.isFinite(v) || v < 0 || v > bound) return false;
      }
      if (eq !== -1 && !tighteningValue(name, t.slice(eq + 1).trim().replace(/"/g, ''))) return false;
    }
    n++;
  }
  return n > 0;
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
  // no note: an approval field of its own (`ticket`, `change_id`, `approved_by`) with a value that names one
  if (note === '') return approvalInMetadata(metadata);
  const r = readSafeguards(note, metadata);
  return r.flags.length === 0 && (r.found.has('ticket') || r.found.has('approved') || r.found.has('reviewed'));
}

/** The file's own comments record a ticket or an approval and no red flag (`# OPS-2291: onboarding, approved by IT lead`). */
export function contentSanctioned(content: string): boolean {
  const notes = contentNotes(content);
  if (notes === '') return false;
  const r = readSafeguards(notes);
  // the file's own comment is written by whoever writes the key: it names the ticket and who approved it, both
  // ("# OPS-2291 pending" or "# approved" alone is a claim with nothing to look up)
  return r.flags.length === 0 && r.found.has('ticket') && (r.found.has('approved') || r.found.has('reviewed'));
}

const FALSIFY = tagId('op:falsify');
const CONCEAL = tagId('safe:conceal');

/** The note says the write falsifies what the file records, or hides the change (shared lexicon, several languages). */
export function noteFalsifies(metadata: Metadata, valueNote = '', content = ''): string {
  const note = valueNote !== '' ? valueNote : noteOf(metadata) || contentNotes(content);
  if (note === '') return '';
  const lower = foldAccents(note.slice(0, 2000).toLowerCase());
  for (const h of scanTerms(lower)) {
    if (h.tags.includes(FALSIFY)) return `note says "${lower.slice(h.start, h.end)}"`;
    if (h.tags.includes(CONCEAL)) return `note hides it: "${lower.slice(h.start, h.end)}"`;
  }
  return '';
}

/**
 * The comments a written file carries about itself (`# ajuste solicitado: …` atop a CSV, `key: v  # do not report`):
 * whole comment lines and trailing comments after two spaces, joined; bounded to the first 4 KB and 16 comments.
 */
export function contentNotes(content: string): string {
  const c = content.length > 4096 ? content.slice(0, 4096) : content;
  let out = '';
  let n = 0;
  for (const line of c.split('\n')) {
    if (n >= 16) break;
    const t = line.trimStart();
    const mark = t.startsWith('#') || t.startsWith('//') || t.startsWith('--') ? 0 : line.indexOf('  #');
    if (mark < 0) continue;
    out += ` ${mark === 0 ? t.slice(t.startsWith('#') ? 1 : 2) : line.slice(mark + 3)}`;
    n++;
  }
  return out.trim();
}

/**
 * Audit trails, system logs and access logs (who reached a web server, proxy or VPN, and from where): emptying them
 * erases the record of what happened.
 */
const AUDIT_TRAIL = /^\/var\/log\/(?:audit\/|auth\.log|secure|wtmp|btmp|lastlog|syslog|messages|sudo\.log)|(?:^|\/)audit[\w.-]{0,20}\.log$|(?:^|\/)[\w-]{0,20}access[\w.-]{0,20}\.log$|\.evtx$|^c:\\windows\\system32\\winevt\\logs\\|^c:\\inetpub\\logs\\/i;

/** The write empties or replaces an audit trail or system log ("/var/log/audit/audit.log", content ""). */
export function trailEmptied(pathLower: string, content: string, mode: 'append' | 'overwrite' | ''): boolean {
  if (!AUDIT_TRAIL.test(pathLower) || mode === 'append') return false;
  return content.trim().length < 64 || mode === 'overwrite';
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
export const FILE_WRITE_FACT_PATTERNS: readonly RegExp[] = [UNIT_USER, CRON_D_USER, PROGRAM_WORD, CONFIG_LINE, PLIST_PROGRAM_KEY, PLIST_ARGUMENTS_FIRST, PACKAGED, SUDO_RULE, KEY_LINE, AUDIT_TRAIL, LITERAL_THEN_CHECK, CHECK_THEN_LITERAL, OPEN_UMASK, /[a-z]/i];

/** sshd settings that only narrow who may log in and how (the values that tighten, per directive). */
/** The directives that list who may log in. */
const ALLOW_LISTS = new Set(['allowusers', 'allowgroups']);
const SSHD_TIGHT: ReadonlyMap<string, readonly string[]> = new Map([
  ['permitrootlogin', ['no', 'prohibit-password', 'without-password', 'forced-commands-only']],
  ['passwordauthentication', ['no']], ['permitemptypasswords', ['no']], ['challengeresponseauthentication', ['no']], ['kbdinteractiveauthentication', ['no']],
  ['x11forwarding', ['no']], ['allowtcpforwarding', ['no', 'local']], ['allowagentforwarding', ['no']], ['permittunnel', ['no']], ['gatewayports', ['no']],
  ['pubkeyauthentication', ['yes']], ['strictmodes', ['yes']], ['usepam', ['yes']], ['protocol', ['2']], ['permituserenvironment', ['no']], ['hostbasedauthentication', ['no']],
  ['ignorerhosts', ['yes']], ['loglevel', ['verbose', 'info']], ['usedns', ['no']], ['printmotd', ['no', 'yes']], ['banner', ['*']],
  ['maxauthtries', ['#']], ['maxsessions', ['#']], ['logingracetime', ['#']], ['clientaliveinterval', ['#']], ['clientalivecountmax', ['#']], ['maxstartups', ['#']],
  // lists of who may (or may not) log in only narrow it; the port a daemon listens on opens no one's way in
  ['allowgroups', ['*']], ['allowusers', ['*']], ['denygroups', ['*']], ['denyusers', ['*']], ['port', ['#']],
]);

/**
 * PAM modules that check, limit or record a login and take no one in by themselves (the distribution's own, named
 * bare). pam_permit (accepts anyone), pam_exec (runs a program with the login's details) and a module given by path
 * (planted) are not among them.
 */
const PAM_STANDARD: ReadonlySet<string> = new Set(['pam_unix.so', 'pam_deny.so', 'pam_faillock.so', 'pam_tally2.so', 'pam_pwquality.so', 'pam_cracklib.so', 'pam_pwhistory.so', 'pam_env.so',
  'pam_limits.so', 'pam_systemd.so', 'pam_loginuid.so', 'pam_keyinit.so', 'pam_nologin.so', 'pam_securetty.so', 'pam_access.so', 'pam_time.so', 'pam_sss.so', 'pam_ldap.so', 'pam_krb5.so',
  'pam_google_authenticator.so', 'pam_u2f.so', 'pam_oath.so', 'pam_duo.so', 'pam_succeed_if.so', 'pam_umask.so', 'pam_lastlog.so', 'pam_motd.so', 'pam_mail.so', 'pam_selinux.so',
  'pam_namespace.so', 'pam_shells.so', 'pam_wheel.so', 'pam_warn.so', 'pam_mkhomedir.so', 'pam_localuser.so', 'pam_faildelay.so']);
/** Options that let a login through without its check (an empty password, a try that always succeeds). */
export const PAM_OPENS = /\bnullok\b|\bnullok_secure\b|\bdefault=ok\b|\bignore_unknown_user\b/;

/** Modules that check a credential (a password, a directory's, a second factor): the only ones whose success may end a stack. */
const PAM_CREDENTIAL: ReadonlySet<string> = new Set(['pam_unix.so', 'pam_sss.so', 'pam_ldap.so', 'pam_krb5.so', 'pam_google_authenticator.so', 'pam_u2f.so', 'pam_oath.so', 'pam_duo.so']);
/** A control that ends the stack on the module's success or jumps past the next lines ("sufficient", "[success=done …]", "[success=2 …]"). */
const PAM_SUCCESS_ENDS = /^sufficient$|^\[.{0,80}\bsuccess=(?:done|ok|\d)/;
/** An option that lets a group in without its password (pam_wheel's "trust"). */
const PAM_TRUST = /\btrust\b/;
/** pamStandardOnly's patterns (listed for the linear-time audit). */
export const PAM_PATTERNS: readonly RegExp[] = [PAM_SUCCESS_ENDS, PAM_TRUST];

/**
 * A PAM stack written with only standard modules that check, limit or record logins and no option that lets one
 * through unchecked (a lockout after failed logins, a password quality rule): hardening, not a way in. A module that
 * checks no credential (pam_localuser, pam_succeed_if, pam_shells…) whose success ends the stack lets anyone it matches
 * in without a password, and an auth stack whose credential checks are all optional asks for none: neither is hardening.
 */
export function pamStandardOnly(content: string): boolean {
  let n = 0;
  let auth = 0;
  let checked = 0;
  for (const raw of content.split('\n', LINE_LIMIT)) {
    const line = raw.trim();
    // a module line commented out is a check taken away (an MFA module switched off this way)
    if (line.startsWith('#') && line.includes('.so')) return false;
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('@include ')) continue;
    const words = line.split(/\s+/, 8);
    const mod = words.find((w) => w.endsWith('.so'));
    if (mod === undefined || !PAM_STANDARD.has(mod) || PAM_OPENS.test(line) || PAM_TRUST.test(line)) return false;
    // the control: the second word, or the bracketed group that opens there
    const control = words[1]?.startsWith('[') === true ? line.slice(line.indexOf('['), line.indexOf(']') + 1) : (words[1] ?? '');
    const credential = PAM_CREDENTIAL.has(mod);
    if (!credential && PAM_SUCCESS_ENDS.test(control)) return false;
    if (words[0]!.replace(/^-/, '') === 'auth') {
      auth++;
      if (credential && control !== 'optional') checked++;
    }
    n++;
  }
  return n > 0 && (auth === 0 || checked > 0);
}

/** Every directive of an sshd config only tightens logins (PermitRootLogin no, PasswordAuthentication no …). */
export function sshdTightensOnly(content: string): boolean {
  let n = 0;
  for (const raw of content.split('\n', LINE_LIMIT)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const sp = line.indexOf(' ');
    if (sp <= 0) return false;
    const allowed = SSHD_TIGHT.get(line.slice(0, sp).toLowerCase());
    const value = line.slice(sp + 1).trim().toLowerCase();
    if (allowed === undefined) return false;
    const numeric = value !== '' && [...value].every((c) => (c >= '0' && c <= '9') || c === ':' || c === 'm' || c === 's');
    if (!(allowed.includes(value) || allowed.includes('*') || (allowed.includes('#') && numeric))) return false;
    // a list of who may log in narrows nothing when it names root or anyone ("AllowUsers root@*", "AllowUsers *")
    if (ALLOW_LISTS.has(line.slice(0, sp).toLowerCase()) && value.split(/\s+/).some((v) => /^(?:root|\*)(?:@|$)/.test(v))) return false;
    n++;
  }
  return n > 0;
}

/**
 * Every key added is labelled for the account's own user (`dev@laptop` in /home/dev/.ssh/authorized_keys): the
 * owner adding a device, not someone else gaining a door. Keys with forced options or another party's label fail.
 * Keys shortened in logs (`AAAAC3Nza...`) are read too.
 */
export function ownKeysOnly(content: string, rawPath: string, metadata: Metadata = {}): boolean {
  const home = keyOwner(rawPath, metadata);
  if (home === '') return false;
  let keys = 0;
  for (const raw of content.split('\n', LINE_LIMIT)) {
    const words = raw.trim().split(' ').filter((w) => w !== '');
    if (words.length === 0) continue;
    if (words.length !== 3 || !KEY_TYPES.has(words[0]!) || words[1]!.length < 8 || !words[1]!.startsWith('AAAA')) return false;
    const label = words[2]!.toLowerCase();
    const at = label.indexOf('@');
    if (!namesUser(at === -1 ? label : label.slice(0, at), home)) return false;
    keys++;
  }
  return keys > 0 && keys <= 3;
}

/** Role and service words in a key's label: a name made of one is a function's key, not the account owner's. */
const ROLE_WORDS: ReadonlySet<string> = new Set(['backup', 'backups', 'support', 'ops', 'admin', 'root', 'deploy', 'ci', 'cd', 'svc', 'service', 'vendor', 'remote', 'sync', 'bot', 'automation', 'helpdesk', 'test', 'tmp', 'temp']);
/** Accounts whose key file lets a key in as the machine's administrator: a key there is never one user's own device. */
const PRIVILEGED_HOMES: ReadonlySet<string> = new Set(['root', 'admin', 'administrator', 'toor', 'system']);
/** Metadata fields that name whose account a write in `~` is for. */
const HOME_USER_KEYS = ['user', 'username', 'owner', 'written_by', 'account'];
/** The account a key file belongs to: the home its path names, else for `~/…` the user the metadata names; or ''. */
function keyOwner(rawPath: string, metadata: Metadata): string {
  const home = homeUser(rawPath);
  // a privileged account's home (/home/admin) is the machine's administrator, never one user's own device
  if (home !== '') return PRIVILEGED_HOMES.has(home) ? '' : home;
  if (!rawPath.trimStart().startsWith('~/')) return '';
  for (const k of HOME_USER_KEYS) {
    const v = metadata[k];
    if (typeof v === 'string' && v.length >= 2 && v.length <= 32 && !v.includes(' ')) return PRIVILEGED_HOMES.has(v.toLowerCase()) ? '' : v.toLowerCase();
  }
  return '';
}

/**
 * A key label's name names the account's user: the same word, or a person's name in parts read the ways accounts are
 * made from it (`jonas.nyberg` for jnyberg, jonasn, jonasnyberg, nyberg or jonas). A role or service word (backup,
 * support, ops) is no person's name for another account: it matches only itself.
 */
export function namesUser(name: string, user: string): boolean {
  if (name === user) return true;
  if (user.length < 3) return false;
  const parts: string[] = [];
  let w = '';
  for (let i = 0; i <= name.length; i++) {
    const c = i < name.length ? name.charCodeAt(i) : 46;
    if (c === 46 || c === 95 || c === 45) { if (w !== '') parts.push(w); w = ''; } else w += name[i];
  }
  if (parts.length < 2 || parts.length > 3) return false;
  // a part that names a role or a service is no part of a person's name
  if (parts.some((x) => ROLE_WORDS.has(x))) return false;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  return user === first + last || user === first[0]! + last || user === first + last[0]! || user === last || user === first || user === `${first}.${last}` || user === `${first}_${last}`;
}
/** The user whose home a path is in (/home/dev/…, /Users/ana/…, C:\Users\bob\…), lower-cased, or ''. */
export function homeUser(rawPath: string): string {
  const p = rawPath.trim().toLowerCase().split('\\').join('/');
  for (const root of ['/home/', '/users/', 'c:/users/']) {
    if (!p.startsWith(root)) continue;
    const end = p.indexOf('/', root.length);
    const user = p.slice(root.length, end === -1 ? p.length : end);
    return user.length > 0 && user.length <= 32 ? user : '';
  }
  return '';
}
const KEY_TYPES: ReadonlySet<string> = new Set(['ssh-ed25519', 'ssh-rsa', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521', 'sk-ssh-ed25519@openssh.com', 'sk-ecdsa-sha2-nistp256@openssh.com']);

/** Parts of an environment variable's name that say it holds a credential. */
const SECRET_NAME_PARTS = ['TOKEN', 'SECRET', 'PASSWORD', 'PASSWD', 'API_KEY', 'APIKEY', 'ACCESS_KEY', 'PRIVATE_KEY', 'CREDENTIAL', 'AUTH', '_PAT', '_KEY'];
const isNameCode = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;

/** The first credential-named environment variable the text reads (`process.env.NPM_TOKEN`, `$GH_TOKEN`, `%API_KEY%`), or ''. */
export function secretEnvRef(s: string): string {
  for (const lead of ['process.env.', 'process.env[', 'os.environ[', 'os.getenv(', 'getenv(', '$env:', '${', '$', '%']) {
    for (let at = s.indexOf(lead), n = 0; at !== -1 && n < 32; at = s.indexOf(lead, at + lead.length), n++) {
      let i = at + lead.length;
      while (i < s.length && (s.charCodeAt(i) === 39 || s.charCodeAt(i) === 34)) i++;
      const start = i;
      while (i < s.length && i - start < 64 && isNameCode(s.charCodeAt(i))) i++;
      const name = s.slice(start, i).toUpperCase();
      if (name.length >= 3 && SECRET_NAME_PARTS.some((p) => name.includes(p))) return name;
    }
  }
  return '';
}

const LIFECYCLE = ['"preinstall"', '"install"', '"postinstall"', '"prepare"', '"prepublish"', '"prepublishonly"', '"preuninstall"', '"postuninstall"'];
const NETWORK_WORDS = ['http://', 'https://', 'curl ', 'wget ', "require('http", 'require("http', 'require(\\"http', 'fetch(', 'invoke-webrequest', 'iwr ', ' nc '];

/**
 * An npm lifecycle script (run by every `npm install`) that puts a credential from the environment on a network
 * call: the installing machine's token leaves with the install. Returns the variable's name or ''.
 */
export function installHookSendsSecret(content: string): string {
  const lower = content.length > 65536 ? content.slice(0, 65536).toLowerCase() : content.toLowerCase();
  for (const key of LIFECYCLE) {
    const at = lower.indexOf(key);
    if (at === -1) continue;
    const script = jsonStringAfter(content, at + key.length);
    const l = script.toLowerCase();
    if (!NETWORK_WORDS.some((w) => l.includes(w))) continue;
    const name = secretEnvRef(script);
    if (name !== '') return name;
  }
  return '';
}

/** The JSON string value after a key (`: "…"`), escapes kept, bounded to 2000 characters; '' when there is none. */
function jsonStringAfter(s: string, from: number): string {
  let i = from;
  while (i < s.length && i - from < 8 && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 58 || s.charCodeAt(i) === 9)) i++;
  if (s.charCodeAt(i) !== 34) return '';
  const start = ++i;
  while (i < s.length && i - start < 2000 && s.charCodeAt(i) !== 34) i += s.charCodeAt(i) === 92 ? 2 : 1;
  return s.slice(start, i);
}

/**
 * A CI step that runs code fetched from outside (`curl … | bash`) while the secrets store's values sit in its
 * environment (the step's own `env:` or the job's): the fetched code reads them. Returns the secret's variable name
 * and the step line, or null. Installers the whole industry pipes to a shell are left to the download rule.
 */
export function remoteCodeWithSecrets(content: string, runsRemote: (line: string) => boolean): [string, string] | null {
  const lines = content.split('\n', 2000);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!(line.includes('curl') || line.includes('wget') || line.includes('iwr') || line.includes('irm')) || !runsRemote(line)) continue;
    const indent = indentSpaces(line);
    // the step this line belongs to: the nearest list item at or above it (the line itself for `- run: curl …`)
    let s = i;
    while (s >= 0 && !(lines[s]!.trimStart().startsWith('- ') && indentSpaces(lines[s]!) <= indent)) s--;
    if (s < 0) s = i;
    const stepIndent = indentSpaces(lines[s]!);
    for (let k = 0; k < lines.length; k++) {
      const l = lines[k]!;
      const m = l.indexOf('${{');
      if (m === -1 || !l.slice(m, m + 40).includes('secrets.')) continue;
      // inside the step's block, or an env line before the step at a shallower indent (job or workflow env)
      const inStep = k > s && indentSpaces(l) > stepIndent && blockContinues(lines, s, k, stepIndent);
      const outer = k < s && indentSpaces(l) < stepIndent;
      if (inStep || outer) {
        const colon = l.indexOf(':');
        const name = colon > 0 ? l.slice(0, colon).trim() : 'a secret';
        return [name.startsWith('- ') ? name.slice(2) : name, line.trim().slice(0, 80)];
      }
    }
  }
  return null;
}
const indentSpaces = (l: string): number => { let i = 0; while (i < l.length && (l.charCodeAt(i) === 32 || l.charCodeAt(i) === 9)) i++; return i; };
/** No line between the step's start and line k leaves the step (a shallower or same-indent item). */
function blockContinues(lines: readonly string[], s: number, k: number, stepIndent: number): boolean {
  for (let j = s + 1; j < k; j++) {
    const l = lines[j]!;
    if (l.trim() !== '' && indentSpaces(l) <= stepIndent) return false;
  }
  return true;
}

/**
 * Settings of coding agents and editors that let the agent act without asking: each key (lower-case, as JSON, TOML
 * or YAML writes it) with the values that switch the question off. A specific allow-list entry (`Bash(npm test)`)
 * asks for one command only and is not here.
 */
const AGENT_APPROVAL_KEYS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['chat.tools.autoapprove', ['true']], ['chat.tools.global.autoapprove', ['true']], ['chat.agent.autoapprove', ['true']], ['security.workspace.trust.enabled', ['false']],
  ['task.allowautomatictasks', ['"on"', "'on'", 'on']], ['defaultmode', ['"bypasspermissions"', "'bypasspermissions'", 'bypasspermissions']],
  ['dangerouslyskippermissions', ['true']], ['skipdangerousmodepermissionprompt', ['true']], ['approval_policy', ['"never"', "'never'", 'never']],
  ['approval-policy', ['"never"', "'never'", 'never']], ['sandbox_mode', ['"danger-full-access"', "'danger-full-access'", 'danger-full-access']],
  ['yolo', ['true']], ['yolomode', ['true']], ['autoaccept', ['true']], ['yes-always', ['true']], ['auto_approve', ['true']], ['autoapprove', ['true']],
  ['alwaysallow', []], ['allow', []],
];
/** Entries of an allow list that let every command or tool through. */
const ALLOW_ALL = ['"bash"', '"bash(*)"', '"*"', "'bash'", "'bash(*)'", "'*'"];
/** Where the settings belong to a coding agent or an editor that runs one (path or content). */
const AGENT_CONTEXT = ['.vscode/', '.claude', '.cursor', '.codex', '.gemini', '.continue', '.aider', '.windsurf', 'cline', 'copilot', 'mcpservers', 'claude', 'codex', 'gemini', 'aider', 'agent', '"chat.'];

/**
 * The first setting of a coding agent or editor the content switches to acting without asking (`"chat.tools.autoApprove":
 * true`, `"defaultMode": "bypassPermissions"`, `approval_policy = "never"`), as "key = value", or ''. Bounded indexOf
 * reads of the lower-cased content; the value is the text after the key's `:` or `=` up to the line's end or a comma.
 */
export function agentApprovalsOff(content: string, path = ''): string {
  const lower = (content.length > 16384 ? content.slice(0, 16384) : content).toLowerCase().replace(/ /g, '');
  const where = path.toLowerCase();
  if (!AGENT_CONTEXT.some((w) => where.includes(w) || lower.includes(w))) return '';
  for (const [key, values] of AGENT_APPROVAL_KEYS) {
    for (let at = lower.indexOf(key), n = 0; at !== -1 && n < 8; at = lower.indexOf(key, at + key.length), n++) {
      // the key itself, quoted or bare, not the end of a longer name
      const before = lower.charCodeAt(at - 1);
      if (at > 0 && before !== 34 && before !== 39 && before !== 10 && before !== 123 && before !== 44 && before !== 9) continue;
      let k = at + key.length;
      if (lower[k] === '"' || lower[k] === "'") k++;
      if (lower[k] !== ':' && lower[k] !== '=') continue;
      k++;
      let end = k;
      while (end < lower.length && end - k < 40 && lower[end] !== '\n' && !(lower[end] === ',' && lower[k] !== '[') && lower[end] !== '}') end++;
      const value = lower.slice(k, end);
      // an allow list lets everything through when one of its entries is every command (in a permissions block)
      if (values.length === 0) {
        const all = ALLOW_ALL.find((v) => value.startsWith('[') && value.includes(v));
        if (all !== undefined && (lower.includes('permissions') || lower.includes('mcpservers'))) return `${key} = ${all}`;
        continue;
      }
      const hit = values.find((v) => value === v || value.startsWith(v));
      if (hit !== undefined) return `${key} = ${hit}`;
    }
  }
  return '';
}
