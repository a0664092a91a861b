/**
 * A small, linear tokenizer for git command lines as agents send them: chains (&&, ||, ;, |, newlines), quoted
 * words, `cd DIR` before git, env-var prefixes, git global options (-C, -c), then subcommand and arguments.
 */

import { authorityEnd, urlHostAt } from './url-authority.js';

const MAX_PARSE = 16 * 1024;
const MAX_SEGMENTS = 64;
const MAX_WORDS = 256;

export interface GitCmd {
  /** Lower-cased subcommand (push, config, remote…). */
  readonly sub: string;
  /** Arguments after the subcommand, quotes removed, case preserved. */
  readonly args: readonly string[];
  /** `-c key=value` settings passed to git itself. */
  readonly configs: readonly string[];
  /** Working directory from -C or a preceding `cd`, if any. */
  readonly dir: string | null;
  /** Env assignments in front of the command (HUSKY=0 …). */
  readonly env: readonly string[];
  /** Its arguments come from a listing fed in by xargs or parallel (`… | xargs git push origin --delete`). */
  readonly fed: boolean;
}

/**
 * Splits into segments of words; quotes group words, separators outside quotes end a segment. A word is built from
 * slices of the input (the runs between quotes, escapes and separators), not character by character.
 */
export function splitCommands(input: string): string[][] {
  const s = input.length > MAX_PARSE ? input.slice(0, MAX_PARSE) : input;
  const n = s.length;
  const segments: string[][] = [];
  let words: string[] = [];
  // the current word: its finished pieces, and the run of its characters still in place in s (from `run` on)
  let word = '';
  let run = -1;
  let inWord = false;
  let quote = 0;
  const piece = (i: number): void => {
    if (run >= 0) {
      word += s.slice(run, i);
      run = -1;
    }
  };
  const endWord = (i: number): void => {
    piece(i);
    if (inWord && words.length < MAX_WORDS) words.push(word);
    word = '';
    inWord = false;
  };
  const endSegment = (i: number): void => {
    endWord(i);
    if (words.length > 0 && segments.length < MAX_SEGMENTS) segments.push(words);
    words = [];
  };
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) {
        piece(i);
        quote = 0;
      } else if (run < 0) run = i;
      continue;
    }
    if (c === 34 || c === 39) { piece(i); quote = c; inWord = true; continue; }
    // an unquoted '#' opening a word opens a shell comment: the command ends before it ("# merged into main" names no
    // ref and passes no option; a quoted "#wip" is an argument like any other), and the comment's words are a
    // segment of their own, which parseGit skips up to a chained git command in prose ("#45 then git push")
    if (c === 35 && !inWord) endSegment(i);
    // g\it push: an unquoted backslash escapes the next character (a backslash-newline joins lines)
    if (c === 92 && words.length === 0 && inWord && i + 1 < n && LETTER.test(s[i + 1]!)) {
      piece(i);
      if (!word.includes(':')) continue;
    }
    if (c === 32 || c === 9) { endWord(i); continue; }
    if (c === 38 && (s.charCodeAt(i - 1) === 62 || s.charCodeAt(i + 1) === 62)) {
      if (run < 0) run = i;
      inWord = true;
      continue;
    }
    if (c === 10 || c === 59 || c === 124 || c === 38) { endSegment(i); continue; }
    if (run < 0) run = i;
    inWord = true;
  }
  endSegment(n);
  return segments;
}

/** Commands whose arguments are data, not a git invocation (echo "git push -f", grep "git push"). */
const QUOTING_HEADS: ReadonlySet<string> = new Set(['echo', 'printf', 'grep', 'rg', 'ag', 'cat', 'man', 'which', 'type', 'help', 'alias']);

function isGitWord(w: string): boolean {
  const lw = w.toLowerCase();
  const base = lw.slice(lw.lastIndexOf('/') + 1);
  return base === 'git' || base === 'git.exe';
}

const ENV_ASSIGN = /^[A-Za-z_][A-Za-z0-9_]{0,60}=/;
const PREFIX_WORDS: ReadonlySet<string> = new Set(['sudo', 'command', 'exec', 'time', 'nohup', 'env', 'builtin', 'doas']);

/** Words that chain two commands in prose ("… then git push --force"), several languages: like `&&`. */
const CHAIN_WORDS: ReadonlySet<string> = new Set(['then', 'and', 'afterwards', 'after', 'next', 'finally', 'danach', 'dann', 'anschließend', 'und', 'puis', 'ensuite', 'et', 'luego', 'después', 'y', 'depois', 'e', 'poi', 'quindi', 'daarna', 'en', 'затем', 'потом', 'и', 'następnie', 'potem', '然后', '再']);
const LEAD_PUNCT = '(,;:';
const TRAIL_PUNCT = '),;:.';
/** The word without the punctuation prose puts around it ("(then", "then,"). */
function bare(word: string): string {
  let a = 0;
  let b = word.length;
  while (a < b && LEAD_PUNCT.includes(word[a]!)) a++;
  while (b > a && TRAIL_PUNCT.includes(word[b - 1]!)) b--;
  return word.slice(a, b);
}

/** A segment split where a git word follows a chaining word ("git rebase -i v3 then git push --force"). */
function chainedInProse(words: string[]): string[][] {
  const out: string[][] = [];
  let start = 0;
  for (let k = 2; k < words.length; k++) {
    if (!isGitWord(words[k]!) || !CHAIN_WORDS.has(bare(words[k - 1]!).toLowerCase())) continue;
    out.push(words.slice(start, k - 1));
    start = k;
  }
  out.push(start === 0 ? words : words.slice(start));
  return out;
}

export function parseGit(input: string): GitCmd[] {
  const out: GitCmd[] = [];
  let cd: string | null = null;
  for (const words of splitCommands(input).flatMap(chainedInProse)) {
    let i = 0;
    const env: string[] = [];
    while (i < words.length && (ENV_ASSIGN.test(words[i]!) || PREFIX_WORDS.has(words[i]!.toLowerCase()))) {
      if (ENV_ASSIGN.test(words[i]!)) env.push(words[i]!);
      i++;
    }
    const head = (words[i] ?? '').toLowerCase();
    if (head === 'cd' || head === 'pushd' || head === 'set-location') { cd = words[i + 1] ?? '~'; continue; }
    if (QUOTING_HEADS.has(head) || head.startsWith('#')) continue;
    // Prose in front of the command ("Run: git push …", "then git …"): start at the first git word.
    let g = i;
    while (g < words.length && g - i < 8 && !isGitWord(words[g]!)) g++;
    if (g >= words.length || !isGitWord(words[g]!)) continue;
    let fed = false;
    for (let k = i; k < g; k++) if (words[k] === 'xargs' || words[k] === 'parallel') fed = true;
    i = g;
    i++;
    const configs: string[] = [];
    let dir: string | null = cd;
    while (i < words.length && words[i]!.startsWith('-')) {
      const w = words[i]!;
      if (w === '-C') { dir = words[i + 1] ?? dir; i += 2; continue; }
      if (w === '-c') { if (words[i + 1] !== undefined) configs.push(words[i + 1]!); i += 2; continue; }
      if (w.startsWith('--config-env') || w === '--git-dir' || w === '--work-tree' || w === '--namespace' || w === '--exec-path') {
        i += w.includes('=') ? 1 : 2;
        continue;
      }
      if (w.startsWith('--work-tree=')) dir = w.slice(12);
      i++;
    }
    const sub = (words[i] ?? '').toLowerCase();
    out.push({ sub, args: words.slice(i + 1), configs, dir, env, fed });
  }
  return out;
}

/** Host of a git remote URL (https://, ssh://, scp-like user@host:path, git://), lower-cased; null if not a URL. */
export function remoteHost(url: string): string | null {
  const u = url.trim();
  const scheme = u.indexOf('://');
  if (scheme !== -1) return urlHostAt(u, scheme + 3) || null;
  const at = u.indexOf('@');
  const colon = u.indexOf(':');
  if (at > 0 && colon > at && !u.slice(0, at).includes('/')) return u.slice(at + 1, colon).toLowerCase();
  return null;
}

/** Owner/namespace part of a remote URL path (github.com/OWNER/repo), lower-cased. */
export function remoteOwner(url: string): string | null {
  const u = url.trim();
  let path: string;
  const scheme = u.indexOf('://');
  if (scheme !== -1) {
    const rest = u.slice(scheme + 3);
    const slash = rest.indexOf('/');
    if (slash === -1) return null;
    path = rest.slice(slash + 1);
  } else {
    const colon = u.indexOf(':');
    if (colon === -1) return null;
    path = u.slice(colon + 1);
  }
  const first = path.split('/')[0];
  return first ? first.toLowerCase() : null;
}

/** The userinfo part of a URL (`user:token@`), if any. */
export function urlUserinfo(url: string): string | null {
  const scheme = url.indexOf('://');
  if (scheme === -1) return null;
  const authority = url.slice(scheme + 3, authorityEnd(url, scheme + 3));
  const at = authority.lastIndexOf('@');
  return at === -1 ? null : authority.slice(0, at);
}

const LETTER = /[a-z]/i;
export const GIT_PARSE_PATTERNS: readonly RegExp[] = [ENV_ASSIGN, LETTER];
