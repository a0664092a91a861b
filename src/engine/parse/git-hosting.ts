/**
 * Git actions judged by their effect on the repository's people and code, read from the shell parse of the line:
 * a commit put under someone else's name, a hook that downloads and runs code, a private repository published,
 * a collaborator made admin, a workflow run that points secrets at an outside host.
 */
import { CheckMemo } from '../check-scope.js';
import { optionValue, parseShell, type Cmd } from './shell.js';

const CAPTURE_HOSTS = ['requestbin', 'webhook.site', 'pipedream', 'ngrok', 'burpcollaborator', 'oastify', 'interact.sh', 'hookbin', 'beeceptor', 'pastebin', 'transfer.sh', 'discord.com/api/webhooks', 'api.telegram.org'];
const HOOK_DIRS = ['.husky/', '.git/hooks/', '.githooks/', 'lefthook', '.pre-commit-config', 'hooks/pre-', 'hooks/post-'];
const DOWNLOADERS = new Set(['curl', 'wget', 'iwr', 'invoke-webrequest', 'fetch']);

/**
 * The commands of a check's line, parsed once per check: V12-V18 each read the same line. Kept per context until the
 * check returns (check-scope.ts's CheckMemo, not a WeakMap, whose values V8's scavenges promote).
 */
const PARSED = new CheckMemo<object, readonly Cmd[]>();

export function parseLine(ctx: { readonly raw: string }): readonly Cmd[] {
  let cmds = PARSED.get(ctx);
  if (cmds === undefined) {
    const text = ctx.raw;
    cmds = parseShell(text.length > 8192 ? text.slice(0, 8192) : text).cmds;
    PARSED.set(ctx, cmds);
  }
  return cmds;
}

/**
 * A commit message's claim that someone approved or reviewed the change (a review or approval the commit did not get),
 * in the frame layer's languages and the Nordic ones: the claim is what the borrowed name is for. Participles and verbs,
 * not the nouns: "Add approval workflow", "Genehmigungsprozess" describe a feature and vouch for nothing.
 */
const APPROVAL_CLAIMS = ['approved', 'approves ', 'approve ', 'reviewed', 'signed-off-by', 'sign-off', 'signed off', 'lgtm', 'acked-by', 'genehmigt', 'freigegeben', 'geprüft', 'gepruft',
  'aprobado', 'aprobada', 'aprueba ', 'aprova ', 'aprovado', 'aprovada', 'approuvé', 'approuve ', 'validé par', 'approvato', 'approvata', 'approva ', 'goedgekeurd', 'zatwierdzon', 'zatwierdza ', 'godkänt', 'godkant', 'godkjent',
  'godkendt', 'granskad', 'granskat', 'hyväksytty', 'hyväksyy'];

/**
 * git commit under another person's identity (--author, GIT_AUTHOR_EMAIL, or `-c user.name/-c user.email`), then
 * pushed, or with a message that claims their approval, or with the hooks skipped: the change is put under their name.
 */
export function forgedAuthor(cmds: readonly Cmd[]): { detail: string; score: number } | null {
  let author = '';
  let pushed = false;
  let vouched = false;
  for (const c of cmds) {
    if (c.name !== 'git') continue;
    if (c.args[0] === 'commit' || c.args.includes('commit')) {
      const a = optionValue(c.args, '--author');
      if (a !== '') author = a;
      for (const as of c.assigns) if (as.startsWith('GIT_AUTHOR_EMAIL=') || as.startsWith('GIT_COMMITTER_EMAIL=')) author = as.slice(as.indexOf('=') + 1);
      for (let i = 0; i < c.args.length - 1; i++) {
        const kv = c.args[i + 1]!;
        if (c.args[i] === '-c' && (kv.startsWith('user.email=') || kv.startsWith('user.name='))) author = author || kv.slice(kv.indexOf('=') + 1);
      }
      const message = commitMessage(c.args).toLowerCase();
      // a date set by hand on a commit under another name puts it into the past as well (a backdated sign-off)
      const backdated = c.args.some((x) => x === '--date' || x.startsWith('--date=')) || c.assigns.some((x) => x.startsWith('GIT_AUTHOR_DATE=') || x.startsWith('GIT_COMMITTER_DATE='));
      if (APPROVAL_CLAIMS.some((w) => message.includes(w)) || c.args.includes('--no-verify') || backdated) vouched = true;
    }
    if (c.args[0] === 'push') pushed = true;
  }
  // a patch committed under its author's name stays local until someone reviews the push
  if (author === '' || !(pushed || vouched) || author.includes('dependabot') || author.includes('[bot]')) return null;
  return { detail: `commit attributed to ${author.slice(0, 80)}${pushed ? ' and pushed' : ' with a claimed approval or skipped hooks'}`, score: 7 };
}

/** Short options of git commit that take no value and may be clustered before `m` (`-am`, `-sam`, `-anm`). */
const COMMIT_FLAGS = 'asnvqeS';
/**
 * The message of a commit's arguments: `-m x`, `--message x`, `--message=x`, `-mx`, or `-m` closing a cluster of short
 * flags (`git commit -am 'Reviewed and approved'`); '' for none.
 */
export function commitMessage(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '-m' || a === '--message') return args[i + 1] ?? '';
    if (a.startsWith('--message=')) return a.slice(10);
    if (a.length > 2 && a.charCodeAt(0) === 45 && a.charCodeAt(1) !== 45) {
      const m = a.indexOf('m');
      if (m === -1) continue;
      let cluster = true;
      for (let k = 1; k < m && cluster; k++) cluster = COMMIT_FLAGS.includes(a[k]!);
      if (!cluster) continue;
      return m === a.length - 1 ? args[i + 1] ?? '' : a.slice(m + 1);
    }
  }
  return '';
}

/** Git commands that write commits (and so stamp a committer date). */
const COMMIT_WRITERS: ReadonlySet<string> = new Set(['commit', 'rebase', 'am', 'cherry-pick', 'merge', 'filter-branch', 'filter-repo', 'revert', 'pull', 'commit-tree', 'replace', 'tag']);
/** A date read back from the history or the build: `$(git log -1 --format=%aI)`, `$SOURCE_DATE_EPOCH`. */
export const RECORDED_DATE = /\$\(git (?:log|show)\b[^)]{0,80}%[ac][dDiIt]|\$\{?SOURCE_DATE_EPOCH\b/;
/**
 * A commit's committer date set by hand (GIT_COMMITTER_DATE on the command, exported before it, or through `env`):
 * git stamps the moment a commit is written; only a record meant to look older than it is sets it. The author date
 * alone (`--date`) is what re-committing someone's earlier patch keeps, and is not read here.
 */
export function committerDateSet(cmds: readonly Cmd[]): string {
  let exported = '';
  for (const c of cmds) {
    if (c.name === 'export') { const a = c.args.find((x) => x.startsWith('GIT_COMMITTER_DATE=')); if (a !== undefined) exported = a; continue; }
    if (c.name !== 'git') continue;
    const sub = c.args.find((a) => COMMIT_WRITERS.has(a));
    if (sub === undefined) continue;
    const set = c.assigns.find((x) => x.startsWith('GIT_COMMITTER_DATE=')) ?? exported;
    if (set === '') continue;
    const when = set.slice(set.indexOf('=') + 1).slice(0, 40);
    // a date the history already holds, copied over (the commit's own author date read back with git log or show, or
    // the build's SOURCE_DATE_EPOCH variable in a reproducible build) makes nothing look older than it is
    if (RECORDED_DATE.test(set)) continue;
    return `git ${sub} with its committer date set by hand to ${when}`;
  }
  return '';
}

/** A hook file written with a download-and-run line, then committed: every clone runs it. */
export function downloadingHook(text: string, cmds: readonly Cmd[]): string {
  const lower = text.toLowerCase();
  if (!HOOK_DIRS.some((d) => lower.includes(d))) return '';
  for (const c of cmds) {
    const intoHook = c.redirects.some((r) => (r.op === '>' || r.op === '>>') && HOOK_DIRS.some((d) => r.target.toLowerCase().includes(d)));
    if (!intoHook) continue;
    const content = `${c.args.join(' ')} ${c.heredoc}`.toLowerCase();
    const dl = [...DOWNLOADERS].find((d) => content.includes(`${d} `));
    if (dl !== undefined && (content.includes('| sh') || content.includes('|sh') || content.includes('| bash') || content.includes('|bash') || content.includes('sh -c') || content.includes('| python'))) {
      return `hook ${c.redirects.find((r) => r.op === '>' || r.op === '>>')!.target} downloads code with ${dl} and runs it`;
    }
  }
  return '';
}

/** gh repo edit --visibility public, or the API's private=false: a private repository published. */
export function repoPublished(cmds: readonly Cmd[]): string {
  for (const c of cmds) {
    if (c.name !== 'gh') continue;
    if (c.args[0] === 'repo' && c.args[1] === 'edit' && optionValue(c.args, '--visibility') === 'public') return `gh repo edit ${c.args[2] ?? ''} made public`;
    if (c.args[0] === 'api' && c.args.some((a) => a === 'private=false' || a === 'visibility=public')) return `${c.args[1] ?? 'repository'} made public through the API`;
  }
  return '';
}

/** Member and collaborator endpoints of the hosting services' APIs (GitHub, Gitea, GitLab's project and group members). */
const MEMBER_PATHS = ['/collaborators/', '/memberships/', '/teams/', '/members', '/invitations'];
/**
 * A write-and-administer role in an argument or a JSON body: GitHub's and Gitea's admin, maintain and owner, GitLab's
 * access levels 40 (Maintainer) and 50 (Owner) by number or name; httpie's JSON item `access_level:=50` too. One
 * alternation after a key, bounded gap: linear.
 */
export const ADMIN_ROLE = /\b(?:permission|role|role_name|access_level|accesslevel)["']?\s{0,2}(?::=|[=:])\s{0,2}["']?(?:admin|maintain|maintainer|owner|40|50)\b/;
/**
 * Options of gh/glab api and curl that send a body (and so make the request a POST when no method is given). `-f` is a
 * field for gh and glab only: curl's `-f` is `--fail` (CURL_FAIL), which sends nothing.
 */
const CURL_FAIL = '-f';
const BODY_OPTIONS: ReadonlySet<string> = new Set([CURL_FAIL, '-F', '--field', '--raw-field', '--input', '-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--json', '--form', '-T', '--upload-file']);
/**
 * Whether an API call writes: its method as given (`-X PUT`, `--method=PATCH`, httpie's `PUT` word), else whether it
 * sends a body (gh api, glab api and curl switch to POST with fields or data; httpie with `key=value` items). A call
 * with neither is a GET: a role in its URL (`orgs/acme/members?role=admin`) filters a listing and grants nothing.
 */
function writes(c: Cmd): boolean {
  const short = shortCluster(c.args, c.name === 'curl' ? CURL_LETTERS : API_LETTERS);
  const m = (optionValue(c.args, '-X', '--method', '--request') || short.method).toUpperCase();
  if (m !== '') return m !== 'GET' && m !== 'HEAD';
  // curl's -G (--get) puts the data into the URL's query and sends a GET
  if (c.name === 'curl' && (short.get || c.args.includes('--get'))) return false;
  if (short.body) return true;
  if (c.name === 'http' || c.name === 'https') {
    const first = c.args.find((a) => !a.startsWith('-')) ?? '';
    if (first === 'GET' || first === 'HEAD') return false;
    return first === 'PUT' || first === 'POST' || first === 'PATCH' || first === 'DELETE' || c.args.some((a) => !a.startsWith('-') && !a.includes('://') && httpieBodyItem(a));
  }
  if (c.name === 'tea') return true;
  return c.args.some((a) => (BODY_OPTIONS.has(a) && !(a === CURL_FAIL && c.name === 'curl')) || (a.startsWith('--') && a.includes('=') && BODY_OPTIONS.has(a.slice(0, a.indexOf('=')))));
}

/**
 * Whether an httpie request item puts a field into the body: its first separator is `=` (a field) or `:=` (a JSON
 * value); `==` is a query parameter and `:` a header, and a request with only those is a GET.
 */
function httpieBodyItem(a: string): boolean {
  const eq = a.indexOf('=');
  if (eq <= 0) return false;
  const colon = a.indexOf(':');
  if (colon !== -1 && colon < eq) return colon === eq - 1;
  return a.charCodeAt(eq + 1) !== 61;
}

/**
 * Short options that take a value, per tool (curl; gh and glab api): in a cluster (`-sSd`, `-XPUT`, `-d@body.json`) the
 * first ends the switches; and of those the ones that send a body (curl's -d -F -T, gh's and glab's -f -F).
 */
const CURL_LETTERS = { value: 'dFTXHuoeAbcxwmKrEYyzCQ', body: 'dFT' };
const API_LETTERS = { value: 'XfFHpqt', body: 'fF' };
/**
 * The method and body a clustered or attached short option gives (`-XPUT`, `-sSXPOST`, `-d@grant.json`, `-sd ""`):
 * the letters before the first value-taking one are switches, the rest of the word (or the next word) its value.
 */
function shortCluster(args: readonly string[], letters: { readonly value: string; readonly body: string }): { method: string; body: boolean; get: boolean } {
  let method = '';
  let body = false;
  let get = false;
  for (let i = 0; i < args.length && i < 64; i++) {
    const a = args[i]!;
    if (a.length < 2 || a[0] !== '-' || a[1] === '-') continue;
    for (let k = 1; k < a.length && k < 16; k++) {
      const ch = a[k]!;
      // curl's -G among the switches (`-G`, `-sG`): the data goes into the query
      if (ch === 'G') get = true;
      if (!letters.value.includes(ch)) continue;
      if (ch === 'X') method = a.slice(k + 1) || (args[i + 1] ?? '');
      else if (letters.body.includes(ch)) body = true;
      break;
    }
  }
  return { method, body, get };
}

/** A collaborator, member or team given admin, maintain or owner rights through a hosting service's API (gh, glab, curl, tea). */
export function collaboratorAdmin(cmds: readonly Cmd[]): string {
  for (const c of cmds) {
    const api = (c.name === 'gh' || c.name === 'glab') ? c.args[0] === 'api' : c.name === 'curl' || c.name === 'http' || c.name === 'https' || c.name === 'tea';
    if (!api) continue;
    const path = c.args.find((a) => MEMBER_PATHS.some((p) => a.includes(p))) ?? '';
    if (path === '' || !writes(c)) continue;
    for (const a of c.args) {
      if (a.length > 4096) continue;
      const m = ADMIN_ROLE.exec(a.toLowerCase());
      if (m !== null) {
        const eq = m[0].indexOf('=');
        let v = m[0].slice((eq !== -1 ? eq : m[0].indexOf(':')) + 1).trim();
        if (v.startsWith('"') || v.startsWith("'")) v = v.slice(1);
        const role = v === '40' ? 'Maintainer (access level 40)' : v === '50' ? 'Owner (access level 50)' : v;
        return `${path.slice(0, 120)} given ${role}`;
      }
    }
  }
  return '';
}

/** A workflow run or dispatch handed an outside capture URL (secrets leave with the run). */
export function workflowToCapture(cmds: readonly Cmd[]): string {
  for (const c of cmds) {
    if (c.name !== 'gh' || !(c.args[0] === 'workflow' && c.args[1] === 'run') && !(c.args[0] === 'api' && c.args.some((a) => a.includes('/dispatches')))) continue;
    const target = c.args.find((a) => CAPTURE_HOSTS.some((h) => a.toLowerCase().includes(h)));
    if (target !== undefined) return `workflow run pointed at ${target.slice(target.indexOf('=') + 1).slice(0, 80)}`;
  }
  return '';
}

/**
 * A repository, or a protected branch, deleted on the hosting service (gh repo delete, the API's DELETE on
 * repos/owner/name): everything not cloned elsewhere is gone, issues and pull requests included.
 */
export function repoDeleted(cmds: readonly Cmd[]): string {
  for (const c of cmds) {
    if (c.name !== 'gh') continue;
    if (c.args[0] === 'repo' && c.args[1] === 'delete') return `gh repo delete ${c.args[2] ?? '(current repository)'}`;
    if (c.args[0] !== 'api') continue;
    const method = optionValue(c.args, '-X', '--method').toUpperCase();
    if (method !== 'DELETE') continue;
    const path = c.args.find((a) => a.startsWith('repos/') || a.startsWith('/repos/')) ?? '';
    const parts = path.split('/').filter((p) => p !== '');
    if (parts.length === 3) return `repository ${parts[1]}/${parts[2]} deleted through the API`;
  }
  return '';
}

/** Words that place where a key was made outside the organisation (a rented server, someone's own machine). */
const OUTSIDE_ORIGIN = ['external', 'outside', 'vps', 'personal', 'unknown', 'third-party', 'third party', 'contractor', 'home machine', 'own laptop', 'not ours'];

/**
 * A standing key that can push: a deploy key added with write access (gh repo deploy-key add --allow-write, the keys
 * API with read_only=false). Whoever holds its private half pushes to the repository from anywhere, without an
 * account, until someone finds and removes it. `origin` is what the action says about where the key came from.
 * Returns the detail and whether the key came from outside, or null.
 */
export function writeKeyAdded(cmds: readonly Cmd[], origin: string): { detail: string; outside: boolean } | null {
  const o = origin.toLowerCase();
  const outside = OUTSIDE_ORIGIN.some((w) => o.includes(w));
  for (const c of cmds) {
    if (c.name !== 'gh') continue;
    const cli = c.args[0] === 'repo' && c.args[1] === 'deploy-key' && c.args[2] === 'add' && c.args.some((a) => a === '--allow-write' || a === '-w');
    const api = c.args[0] === 'api' && c.args.some((a) => /^\/?repos\/[^/]{1,100}\/[^/]{1,100}\/keys$/.test(a)) && c.args.some((a) => a === 'read_only=false');
    if (!cli && !api) continue;
    const repo = optionValue(c.args, '-R', '--repo');
    return { detail: `deploy key with write access added${repo !== '' ? ` to ${repo}` : ''}${outside ? ', made outside the organisation' : ''}`, outside };
  }
  return null;
}

/** Verbs (several languages) that take a control out. */
const REMOVE_WORDS = ['remove', 'removes', 'removed', 'removing', 'delete all', 'deletes all', 'strip', 'strips', 'drop ', 'drops ', 'disable', 'disables', 'disabled', 'comment out', 'commented out', 'entfernt', 'entfernen', 'deaktiviert', 'supprime', 'supprimé', 'désactive', 'elimina', 'eliminado', 'quita', 'desactiva', 'rimuove', 'rimosso', 'disattiva', 'remove o', 'desativa', '削除', '移除', '删除', 'удал', 'отключ'];
/** Controls whose removal leaves changes unrecorded or unchecked. */
const CONTROL_WORDS = ['audit log', 'audit_log', 'audit-log', 'auditlog', 'audit trail', 'audit-logging', 'audit logging', 'audit event', 'signature verification', 'verify_signature', 'csrf', 'rate limit', 'rate-limit', 'authorization check', 'permission check', 'auth check', 'mfa check', '2fa check', 'fraud check', 'aml check', 'sanctions check', 'prüfprotokoll', 'protokollierung', 'journal d\'audit', 'registro de auditoría', 'auditoría', 'registro di audit', '監査ログ', '审计日志', 'журнал аудита'];
/** Words that make the removal a repair: a bypass, hack or duplicate taken out, or the control moved elsewhere. */
const REPAIR_WORDS = ['bypass', 'workaround', 'backdoor', 'hack', 'duplicate', 'dead code', 'unused', ' move ', ' moved ', ' moves ', 'replace', 'replaced', 'migrat', 'in favor of', 'in favour of', 'instead', 'ersetzt', 'verschoben', 'remplac', 'reemplaz', 'sostitu'];

/**
 * A commit whose message or described diff says it takes out audit logging or a security check: what the change does
 * is leave later actions unrecorded or unchecked, whatever the reason given ("too noisy"). The removal verb and the
 * control must stand within 80 characters of each other; a bypass taken out or a control moved is a repair. '' or
 * the detail.
 */
export function controlRemoved(lower: string): string {
  const t = lower.length > 8192 ? lower.slice(0, 8192) : lower;
  for (const c of CONTROL_WORDS) {
    const i = t.indexOf(c);
    if (i === -1) continue;
    const around = t.slice(Math.max(0, i - 80), i + c.length + 80);
    const verb = REMOVE_WORDS.find((w) => around.includes(w));
    if (verb === undefined || REPAIR_WORDS.some((w) => around.includes(w))) continue;
    return `the change ${verb.trim()}s ${c} (its message or diff says so)`.replace('ss ', 's ');
  }
  return '';
}
