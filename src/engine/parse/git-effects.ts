/**
 * More git actions judged by what they do to the repository and its people, read from the shell parse of the line
 * (parseLine in git-hosting.ts): the whole repository packaged and sent away, a person's commits erased from
 * history, checks skipped on the way to a protected branch, releases deleted with their tags, a project deleted
 * through a hosting API, a planted workflow that ships secrets out on every run, a hook fetched from the network,
 * and repositories whose owner is one typo from a well-known project.
 */
import { typosquatOf, withinOneEdit } from './package-names.js';
import type { Cmd } from './shell.js';
import { downloadExec } from './code-payload.js';

const UPLOADERS = new Set(['curl', 'wget', 'scp', 'rsync', 'nc', 'ncat', 'sftp', 'rclone', 'aws', 'gsutil', 'az', 'smbclient', 'ftp', 'lftp', 'http', 'https', 'invoke-webrequest', 'iwr', 'invoke-restmethod', 'irm']);
const gitSub = (c: Cmd): string => {
  if (c.name !== 'git') return '';
  for (let i = 0; i < c.args.length; i++) {
    const a = c.args[i]!;
    if (a === '-C' || a === '-c' || a === '--git-dir' || a === '--work-tree') { i++; continue; }
    if (!a.startsWith('-')) return a.toLowerCase();
  }
  return '';
};
const after = (c: Cmd, sub: string): string[] => c.args.slice(c.args.findIndex((a) => a.toLowerCase() === sub) + 1);

/** The file a `git bundle create` or `git archive -o` writes, when it holds whole history or the whole tree. */
function packagedFile(c: Cmd): string {
  const sub = gitSub(c);
  const rest = after(c, sub);
  if (sub === 'bundle' && (rest[0] ?? '').toLowerCase() === 'create') {
    const file = rest.slice(1).find((a) => !a.startsWith('-')) ?? '';
    return rest.some((a) => a === '--all' || a === '--branches' || a === 'HEAD' || a === '--mirror') || rest.length > 2 ? file : '';
  }
  if (sub === 'archive') {
    for (let i = 0; i < rest.length; i++) {
      const a = rest[i]!;
      if (a === '-o' || a === '--output') return rest[i + 1] ?? '';
      if (a.startsWith('--output=')) return a.slice(9);
    }
  }
  return '';
}

/** An scp-style destination (user@host:path). */
function scpTarget(a: string): boolean {
  const at = a.indexOf('@');
  return at > 0 && !a.slice(0, at).includes('/') && a.indexOf(':', at) > at + 1;
}

/** The repository packaged (bundle --all, archive) and the package then uploaded by another program in the line. */
/** The directory a whole-history clone (`git clone --mirror|--bare <url> [dir]`) writes, '' for any other command. */
function wholeClone(c: Cmd): string {
  if (gitSub(c) !== 'clone') return '';
  const rest = after(c, 'clone');
  if (!rest.some((a) => a === '--mirror' || a === '--bare')) return '';
  const pos = rest.filter((a) => !a.startsWith('-'));
  if (pos.length >= 2) return pos[1]!;
  const url = pos[0] ?? '';
  const base = url.slice(Math.max(url.lastIndexOf('/'), url.lastIndexOf(':')) + 1);
  return base === '' ? '' : base.endsWith('.git') ? base : `${base}.git`;
}

/** A tar option cluster ("czf", "-cvzf"). */
const TAR_CLUSTER = /^-?[a-z]{1,8}$/i;
/** The archive a `tar`/`zip`/`7z` command writes from one of `dirs` ('' when it packs none of them). */
function archiveOf(c: Cmd, dirs: readonly string[]): string {
  if (dirs.length === 0 || !(c.name === 'tar' || c.name === 'zip' || c.name === '7z' || c.name === '7za')) return '';
  if (!c.args.some((a) => dirs.some((d) => a === d || a === `${d}/` || a.endsWith(`/${d}`)))) return '';
  if (c.name === 'tar') {
    // the archive is the word after the option cluster holding f ("czf core.tgz", "-cf out.tar", "--file=out.tar")
    for (let i = 0; i < c.args.length; i++) {
      const a = c.args[i]!;
      if (a.startsWith('--file=')) return a.slice(7);
      if ((a === '--file' || (TAR_CLUSTER.test(a) && a.includes('f'))) && i + 1 < c.args.length) return c.args[i + 1]!;
    }
    return '';
  }
  const pos = c.args.filter((a) => !a.startsWith('-'));
  return c.name === 'zip' ? pos[0] ?? '' : pos[1] ?? '';
}

export function repoPackageSent(cmds: readonly Cmd[]): string {
  const files: string[] = [];
  const clones: string[] = [];
  let piped = -1;
  for (const c of cmds) {
    // a mirror or bare clone is the whole history; packed into an archive it is the repository, packaged
    const clone = wholeClone(c);
    if (clone !== '') { clones.push(clone); continue; }
    const packed = archiveOf(c, clones);
    if (packed !== '') { files.push(packed, packed.slice(packed.lastIndexOf('/') + 1)); continue; }
    // `git archive HEAD | curl -T - …`: the package goes down the pipe into the uploader
    const sub = gitSub(c);
    if ((sub === 'archive' || (sub === 'bundle' && after(c, sub)[0] === 'create')) && packagedFile(c) === '') piped = c.pipeline;
    if (piped !== -1 && c.pipeline === piped && UPLOADERS.has(c.name) && c.args.some((a) => a === '-' || a.includes('@-')) && c.args.some((a) => a.includes('://'))) {
      return `repository archive piped into ${c.name} to ${c.args.find((a) => a.includes('://'))!.slice(0, 80)}`;
    }
    const f = packagedFile(c);
    if (f !== '') { files.push(f, f.slice(f.lastIndexOf('/') + 1)); continue; }
    if (files.length === 0 || !UPLOADERS.has(c.name)) continue;
    const sent = c.args.find((a) => files.some((f) => f.length > 2 && (a === f || a.includes(`@${f}`) || a.endsWith(`=@${f}`) || a.includes(f))));
    const dest = c.args.find((a) => a.includes('://') || scpTarget(a));
    if (sent !== undefined && (dest !== undefined || c.name === 'nc' || c.name === 'ncat')) return `repository packaged into ${files[0]} and sent with ${c.name}${dest ? ` to ${dest.slice(0, 80)}` : ''}`;
  }
  return '';
}

/**
 * History rewritten to drop or re-attribute one person's commits (filter-branch with a commit filter that skips
 * commits by author, filter-repo callbacks that drop them): the record of who did what is falsified.
 */
export function authorErased(lower: string): string {
  const rewrite = lower.includes('filter-branch') || lower.includes('filter-repo');
  if (!rewrite) return '';
  const byAuthor = lower.includes('git_author_email') || lower.includes('git_author_name') || lower.includes('commit.author_email') || lower.includes('author_email ==') || lower.includes('--author');
  const drops = lower.includes('skip_commit') || lower.includes('commit.skip(') || lower.includes('return none') || lower.includes('--invert-paths');
  return byAuthor && lower.includes('skip_commit') || byAuthor && drops ? 'history rewritten to drop the commits of one author' : '';
}

/** Files whose history is the record of who did what: audit trails, logs, ledgers, compliance evidence. */
const RECORD_PATH = /(?:audit|ledger|compliance|journal|trail|changelog|sox|evidence|access[_-]?log)/;

/**
 * History rewritten to falsify the record rather than to clean it: the author or committer of every commit replaced
 * (an env-filter or mailmap over --all, then force-pushed), or an audit-trail file cut out of all history and
 * force-pushed. A rewrite of one feature branch, or one that drops a leaked secret, is housekeeping.
 */
export function historyFalsified(lower: string): string {
  if (!(lower.includes('filter-branch') || lower.includes('filter-repo')) || !lower.includes('--all')) return '';
  if (!lower.includes('push') || !(lower.includes(' -f') || lower.includes('--force'))) return '';
  const author = lower.includes('--env-filter') && (lower.includes('git_author_email') || lower.includes('git_committer_email') || lower.includes('git_author_name'))
    || lower.includes('--mailmap') || lower.includes('--email-callback') || lower.includes('--name-callback');
  if (author) return 'authorship of the whole history rewritten and force-pushed';
  const at = lower.indexOf('--path ');
  if (at >= 0 && lower.includes('--invert-paths') && RECORD_PATH.test(lower.slice(at + 7, at + 120))) return 'an audit or record file cut out of all history and force-pushed';
  return '';
}

/** Words of a line or its metadata that say the change has not passed review. */
const REVIEW_NOT_PASSED = /\b(?:changes requested|requested changes|not (?:yet )?approved|unapproved|without (?:a |any )?(?:review|approval)|review (?:still )?pending|pending review|checks? (?:are |is )?(?:failing|red)|failing (?:checks|ci|tests)|ci (?:is )?(?:red|failing)|before (?:the )?review|skip(?:ping)? (?:the )?review|no review|rejected)\b/;

/**
 * A merge or push into the main line while the line says its review has not passed ("PR #412 still has changes
 * requested", "CI is red"): the review the branch protection stands for is walked around.
 */
export function reviewBypassed(lower: string, mainLine: boolean): string {
  if (!mainLine) return '';
  const m = REVIEW_NOT_PASSED.exec(lower);
  // "addresses the changes requested in review": the push answers the review
  if (m === null || REVIEW_ANSWERED.test(lower)) return '';
  return `merged into the main line although ${m[0]}`;
}
const REVIEW_ANSWERED = /\b(?:address\w{0,3}|resolv\w{1,3}|fix\w{0,3}|apply\w{0,3}|applied|per) (?:the |all )?(?:review )?(?:changes requested|requested changes)\b/;

/** Push options and commit messages that tell CI to skip the pipeline. */
export function ciSkipped(cmds: readonly Cmd[]): string {
  for (const c of cmds) {
    if (c.name !== 'git') continue;
    for (let i = 0; i < c.args.length; i++) {
      const a = c.args[i]!.toLowerCase();
      const v = a === '-o' || a === '--push-option' ? (c.args[i + 1] ?? '').toLowerCase() : a.startsWith('--push-option=') ? a.slice(14) : '';
      if (v.startsWith('ci.skip')) return 'push option ci.skip';
      if (a.includes('[skip ci]') || a.includes('[ci skip]') || a.includes('***no_ci***') || a.includes('[no ci]')) return 'commit message skips CI';
    }
  }
  return '';
}

/** gh release delete … --cleanup-tag: published releases and their tags removed. */
export function releasesDeleted(cmds: readonly Cmd[]): { detail: string; score: number } | null {
  for (const c of cmds) {
    if (c.name !== 'gh' || c.args[0] !== 'release' || c.args[1] !== 'delete') continue;
    const tags = c.args.slice(2).filter((a) => !a.startsWith('-'));
    const cleanup = c.args.includes('--cleanup-tag');
    if (tags.length >= 3 || cleanup) return { detail: `${tags.length} release(s) deleted${cleanup ? ' with their tags' : ''}`, score: tags.length >= 3 && cleanup ? 6 : 4 };
  }
  return null;
}

/** A hosting API asked to delete a whole project (GitLab's projects/:id, GitHub's repos/:owner/:repo), by curl or glab. */
export function projectDeletedByApi(cmds: readonly Cmd[]): string {
  for (const c of cmds) {
    if (c.name === 'glab' && c.args[0] === 'repo' && c.args[1] === 'delete') return `glab repo delete ${c.args[2] ?? ''}`.trim();
    if (c.name !== 'curl' && c.name !== 'http' && c.name !== 'xh') continue;
    const method = c.args.some((a, i) => (a === '-X' || a === '--request') && (c.args[i + 1] ?? '').toUpperCase() === 'DELETE') || c.args.includes('DELETE');
    if (!method) continue;
    for (const a of c.args) {
      const u = a.toLowerCase().split('?')[0]!;
      const gl = u.indexOf('/api/v4/projects/');
      if (gl !== -1 && !u.slice(gl + 17).includes('/')) return `project ${u.slice(gl + 17)} deleted through the GitLab API${a.includes('permanently_remove') ? ' permanently' : ''}`;
      const gh = u.indexOf('api.github.com/repos/');
      if (gh !== -1 && u.slice(gh + 21).split('/').filter((p) => p !== '').length === 2) return `repository ${u.slice(gh + 21)} deleted through the GitHub API`;
    }
  }
  return '';
}

/** A CI workflow committed that prints the repository's secrets into a request to an outside host. */
export function workflowShipsSecrets(lower: string): string {
  const ci = lower.includes('.github/workflows') || lower.includes('.gitlab-ci') || lower.includes('.circleci') || lower.includes('azure-pipelines') || lower.includes('jenkinsfile');
  if (!ci) return '';
  const secrets = lower.includes('tojson(secrets)') || lower.includes('${{ secrets') || lower.includes('${{secrets') || lower.includes('printenv |') || lower.includes('env | curl') || lower.includes('env | base64');
  const sends = (lower.includes('curl ') || lower.includes('wget ') || lower.includes('invoke-webrequest')) && lower.includes('http');
  return secrets && sends ? 'CI workflow sends the repository secrets to an outside host on every run' : '';
}

const HOOK_NAMES = ['pre-commit', 'post-commit', 'pre-push', 'post-merge', 'post-checkout', 'pre-rebase', 'commit-msg', 'prepare-commit-msg', 'post-rewrite', 'pre-receive', 'post-receive', 'update'];

/** A hook file fetched from the network into a hooks directory (curl -o …/post-merge, wget -O …/pre-commit). */
export function hookDownloaded(cmds: readonly Cmd[]): string {
  for (const c of cmds) {
    if (c.name !== 'curl' && c.name !== 'wget') continue;
    for (let i = 0; i < c.args.length; i++) {
      const a = c.args[i]!;
      if (a !== '-o' && a !== '-O' && a !== '--output' && a !== '--output-document') continue;
      const target = (c.args[i + 1] ?? '').toLowerCase();
      const base = target.slice(target.lastIndexOf('/') + 1);
      if (HOOK_NAMES.includes(base) && (target.includes('hook') || target.includes('.husky'))) return `git hook ${target} downloaded with ${c.name}`;
    }
  }
  return '';
}

/** Digits written for the letters they look like. */
const LOOKALIKE_DIGIT: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g' };
/** Two names of one length that differ in one place only, where the first has a digit and the second the letter it imitates. */
function leetSwap(a: string, b: string): boolean {
  let diff = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (diff !== -1) return false;
    diff = i;
  }
  if (diff === -1) return false;
  const look = LOOKALIKE_DIGIT[a[diff]!];
  return look === b[diff] || (a[diff] === '1' && b[diff] === 'i') || (a[diff] === '0' && b[diff] === 'o');
}

/**
 * Dependencies a change names in a manifest's spelling (`"lodahs": "^4.17.21"` in package.json, `reqeusts==2.31.0` in
 * requirements): the first one a typo from a popular package, as "name (imitates real)", or ''. Bounded indexOf reads.
 */
export function typoDependency(raw: string): string {
  const s = raw.length > 16384 ? raw.slice(0, 16384) : raw;
  for (let at = s.indexOf('": "'), n = 0; at !== -1 && n < 64; at = s.indexOf('": "', at + 4), n++) {
    const c = s.charCodeAt(at + 4);
    // a version range opens the value: ^, ~, a digit, >=
    if (!(c === 94 || c === 126 || (c >= 48 && c <= 57) || c === 62)) continue;
    const open = s.lastIndexOf('"', at - 1);
    if (open === -1 || at - open > 64) continue;
    const name = s.slice(open + 1, at);
    const real = typosquatOf('npm', name);
    if (real !== '') return `${name} (imitates ${real})`;
  }
  for (let at = s.indexOf('=='), n = 0; at !== -1 && n < 64; at = s.indexOf('==', at + 2), n++) {
    let b = at;
    while (b > 0 && at - b < 64 && /[A-Za-z0-9_.-]/.test(s[b - 1]!)) b--;
    const name = s.slice(b, at);
    if (name === '' || !/[0-9]/.test(s[at + 2] ?? '')) continue;
    const real = typosquatOf('pypi', name);
    if (real !== '') return `${name} (imitates ${real})`;
  }
  return '';
}

/** The owner of a repository URL one typo from a well-known project whose name the repository carries (lodahs/lodash). */
export function typoOwner(url: string): string {
  const lower = url.toLowerCase();
  const u = lower.endsWith('.git') ? lower.slice(0, -4) : lower;
  const parts = u.split(':').join('/').split('/').filter((p) => p !== '');
  if (parts.length < 2) return '';
  const owner = parts[parts.length - 2]!;
  const repo = parts[parts.length - 1]!;
  // the shape is an owner one edit from the project's own name; only then is the popular-name table consulted
  if (owner === repo || !withinOneEdit(owner, repo)) return '';
  // the edit puts a digit where the project's name has the letter it looks like (paym3nt-sdk/payment-sdk): an owner
  // spelled to pass for the project's own, whatever the project's popularity
  if (owner.length === repo.length && leetSwap(owner, repo)) return `${owner}/${repo} (owner spelled like the project with a look-alike digit)`;
  for (const eco of ['npm', 'pypi'] as const) {
    const real = typosquatOf(eco, owner);
    if (real !== '' && real !== owner && repo.includes(real)) return `${owner}/${repo} (owner one typo from ${real})`;
  }
  return '';
}

/** Regexes run on input here (listed for the linear-time audit). */
export const GIT_EFFECT_PATTERNS: readonly RegExp[] = [TAR_CLUSTER, RECORD_PATH, REVIEW_NOT_PASSED, REVIEW_ANSWERED];

/**
 * Git's hooks pointed at a directory (core.hooksPath) whose hook fetches code: downloaded into it (`curl -so
 * /tmp/.h/pre-commit …`), or written or shown there with a download piped to a shell. Every later commit or checkout
 * runs it. indexOf only; the directory is the value right after the key.
 */
export function hooksPathFetching(lower: string): string {
  const at = lower.indexOf('core.hookspath');
  if (at === -1) return '';
  let i = at + 14;
  while (i < lower.length && i - at < 24 && (lower[i] === ' ' || lower[i] === '=' || lower[i] === '"' || lower[i] === "'")) i++;
  let e = i;
  while (e < lower.length && e - i < 200 && !' \t\n"\';&|'.includes(lower[e]!)) e++;
  let dir = lower.slice(i, e);
  if (dir.endsWith('/')) dir = dir.slice(0, -1);
  if (dir === '' || dir === '/dev/null' || dir === 'nul') return '';
  const rest = lower.slice(e, e + 8192);
  for (const hook of HOOK_NAMES) {
    const h = rest.indexOf(`${dir}/${hook}`);
    if (h === -1) continue;
    // the command that names the hook file: fetched with curl or wget, or anything after it pipes a download to a shell
    const start = Math.max(rest.lastIndexOf('&&', h), rest.lastIndexOf(';', h), rest.lastIndexOf('\n', h), 0);
    const cmd = rest.slice(start, h);
    if (cmd.includes('curl ') || cmd.includes('wget ') || downloadExec(rest) !== null) return `core.hooksPath set to ${dir}, whose ${hook} hook fetches code from the network`;
  }
  return '';
}
