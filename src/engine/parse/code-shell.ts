/**
 * Shell commands that code runs: the string or argv list handed to `os.system`, `subprocess.run`,
 * `child_process.exec`, `Runtime.exec`, `exec.Command`, PHP `shell_exec`, Ruby `system` and their cousins, read
 * back as the command line the shell would see. The command analyzer then judges them (nested.ts), so a dangerous
 * command is the same threat whether an agent types it or code runs it. Scanning is indexOf over the lower-cased
 * code plus a bounded character reader; no regex on input.
 */
import { capabilitiesOf } from './program-capabilities.js';
import { quoteWord } from './shell.js';

/** Call names that run a command (each ends at its opening parenthesis). */
const RUNNERS = [
  'system(', 'popen(', 'exec(', 'execsync(', 'spawn(', 'spawnsync(', 'execfile(', 'execfilesync(', 'check_output(', 'check_call(', 'getoutput(',
  'getstatusoutput(', 'subprocess.run(', 'subprocess.call(', 'passthru(', 'shell_exec(', 'proc_open(', 'exec.command(', 'process.start(', '%x(',
  'execa(', 'execacommand(', 'shelljs.exec(', 'run_command(', 'invoke-expression ', 'iex(',
];
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', '/bin/sh', '/bin/bash', '/bin/zsh', '/bin/dash', '/usr/bin/bash', '/usr/bin/sh', 'cmd', 'cmd.exe', 'powershell', 'powershell.exe', 'pwsh']);
const SHELL_FLAGS = new Set(['-c', '/c', '/k', '-command', '-lc', '-ic']);
const MAX_COMMANDS = 4;
const MAX_ANCHORS = 48;
const MAX_LITERAL = 2000;

/** A quoted literal at i (after optional Python prefixes): its text and the index past it, or null. */
export function literalAt(s: string, i: number): { text: string; end: number } | null {
  let j = i;
  while (j < s.length && j - i < 2 && (s[j] === 'f' || s[j] === 'r' || s[j] === 'b' || s[j] === 'u' || s[j] === '@' || s[j] === '$')) j++;
  const q = s[j];
  if (q !== '"' && q !== "'" && q !== '`') return null;
  let out = '';
  let k = j + 1;
  for (; k < s.length && k - j < MAX_LITERAL; k++) {
    const c = s[k]!;
    if (c === q) return { text: out, end: k + 1 };
    if (c === '\\' && k + 1 < s.length) {
      const e = s[++k]!;
      out += e === 'n' ? '\n' : e === 't' ? '\t' : e;
      continue;
    }
    if (c === '\n' && q !== '`') return null;
    out += c;
  }
  return null;
}

const skipSpace = (s: string, i: number): number => {
  while (i < s.length && (s[i] === ' ' || s[i] === '\t' || s[i] === '\n')) i++;
  return i;
};

/** Successive literals separated by commas (a list body or call arguments), stopping at the first non-literal. */
function literalList(s: string, i: number, out: string[]): number {
  for (let n = 0; n < 32; n++) {
    i = skipSpace(s, i);
    // Java's `new String[]{…}` (the text keeps its case)
    if (s[i] === '[' || s.slice(i, i + 13).toLowerCase() === 'new string[]{') { i = literalList(s, i + (s[i] === '[' ? 1 : 13), out); continue; }
    const lit = literalAt(s, i);
    if (lit === null) return i;
    out.push(lit.text);
    i = skipSpace(s, lit.end);
    if (s[i] !== ',') return i;
    i++;
  }
  return i;
}

/** A character that makes an argv word need quoting on a shell line. */
const SHELL_SPECIAL = /[\s"'$`\\|;&<>(){}]/;
const quoteArg = (a: string): string => (a === '' || SHELL_SPECIAL.test(a) ? quoteWord(a) : a);

/** The command an argv runs: a shell's -c string, or the words joined back into a line. */
function commandOf(argv: readonly string[]): string {
  if (argv.length >= 3 && SHELLS.has(argv[0]!.toLowerCase()) && SHELL_FLAGS.has(argv[1]!.toLowerCase())) return argv[2]!;
  if (argv.length === 1) return argv[0]!;
  return argv.map(quoteArg).join(' ');
}

/** Up to four command lines the code runs. `text` keeps its case; `lower` is its lower-cased copy (same length). */
export function embeddedCommands(text: string, lower: string): string[] {
  const out: string[] = [];
  let anchors = 0;
  const parens = parensOf(lower);
  for (const r of RUNNERS) {
    let i = runnerAt(lower, r, 0, parens);
    while (i !== -1 && anchors++ < MAX_ANCHORS && out.length < MAX_COMMANDS) {
      const argv: string[] = [];
      const end = literalList(text, i + r.length, argv);
      // a word taken from a loop over literals (`for svc in ("falcon-sensor", …): run([…, svc])`): one line per value
      const loop = argv.length > 0 ? loopArg(text, lower, end) : null;
      const lines = loop === null ? [argv] : loop.values.map((v) => [...argv, v, ...loop.rest]);
      for (const words of lines) {
        if (words.length === 0 || out.length >= MAX_COMMANDS) continue;
        const cmd = commandOf(words).trim();
        if (cmd.length > 1 && !out.includes(cmd)) out.push(cmd);
      }
      i = runnerAt(lower, r, i + r.length, parens);
    }
    if (out.length >= MAX_COMMANDS || anchors >= MAX_ANCHORS) break;
  }
  return out;
}

/** Opening parentheses read through before a text counts as paren-dense (runnerAt then searches each runner itself). */
const PARENS_MAX = 256;
/**
 * Where the opening parentheses of `lower` stand, ascending, or null when there are more than PARENS_MAX (then each
 * runner is searched with indexOf). One native search per parenthesis: prose has few or none.
 */
function parensOf(lower: string): Int32Array | null {
  const at: number[] = [];
  for (let p = lower.indexOf('('); p !== -1; p = lower.indexOf('(', p + 1)) {
    if (at.length === PARENS_MAX) return null;
    at.push(p);
  }
  return Int32Array.from(at);
}

/**
 * lower.indexOf(r, from): with the parentheses known (parensOf), a runner that ends at its opening parenthesis is
 * looked for only where one stands, instead of a search of the whole text per runner (26 of them; on long prose that
 * holds none, those searches were the largest item of the code analyzer's check).
 */
function runnerAt(lower: string, r: string, from: number, parens: Int32Array | null): number {
  if (parens === null || r.charCodeAt(r.length - 1) !== 40) return lower.indexOf(r, from);
  const last = from + r.length - 1;
  let k = 0;
  while (k < parens.length && parens[k]! < last) k++;
  for (; k < parens.length; k++) {
    const i = parens[k]! - r.length + 1;
    if (lower.startsWith(r, i)) return i;
  }
  return -1;
}

/** The identifier at i ('' when none): letters, digits, '_'. */
function identAt(lower: string, i: number): string {
  let j = i;
  while (j < lower.length && j - i < 40) {
    const c = lower.charCodeAt(j);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95)) break;
    j++;
  }
  return lower.slice(i, j);
}
/** Loop headers that bind a name to each literal of a list: `for x in (`, `for x in [`, `for (const x of [`. */
const LOOP_HEADS = ['for %s in (', 'for %s in [', 'for (const %s of [', 'for (let %s of [', 'for %s in ', 'foreach ($%s in @('];
/**
 * An argv word at i that names a loop variable bound to literals: up to three of the values, and the literal words
 * after it. null when the word is none.
 */
function loopArg(text: string, lower: string, i: number): { values: string[]; rest: string[] } | null {
  let at = skipSpace(lower, i);
  if (lower[at] === ',') at = skipSpace(lower, at + 1);
  const id = identAt(lower, at);
  if (id === '' || id.length < 2) return null;
  for (const head of LOOP_HEADS) {
    const h = head.replace('%s', id);
    const k = lower.indexOf(h);
    if (k === -1 || k > at) continue;
    const values: string[] = [];
    literalList(text, k + h.length, values);
    if (values.length === 0) continue;
    const rest: string[] = [];
    const after = skipSpace(lower, at + id.length);
    if (lower[after] === ',') literalList(text, after + 1, rest);
    return { values: values.slice(0, 3), rest };
  }
  return null;
}

/** Languages that are command lines themselves (metadata.language). */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'shellscript', 'shell-script', 'zsh', 'ksh', 'dash', 'console', 'terminal', 'powershell', 'pwsh', 'ps1', 'cmd', 'bat', 'batch']);
/** Words that begin a shell line but are builtins or core utilities the capability table does not list. */
const SHELL_STARTERS = new Set(['echo', 'printf', 'cd', 'export', 'exec', 'eval', 'source', 'unset', 'rm', 'mkdir', 'mkfifo', 'mknod', 'chmod', 'chown', 'cp', 'mv', 'touch', 'kill', 'nohup', 'sudo', 'curl', 'wget', 'cat', 'ls', 'tar', 'sh', 'bash', 'nc', 'ncat', 'stty', 'xterm', 'msfvenom', 'dart', 'crystal']);
/** The script judged as one command line is cut here (the command analyzer's cost grows with it). */
const MAX_SCRIPT = 8192;

/** The first word of the first line that is not blank or a comment, with the character after it. */
function firstWord(lower: string): { word: string; end: number; shebang: boolean } {
  let i = 0;
  let shebang = false;
  for (let lines = 0; lines < 64 && i < lower.length; lines++) {
    i = skipSpace(lower, i);
    if (lower[i] !== '#') break;
    const nl = lower.indexOf('\n', i);
    const line = lower.slice(i, nl === -1 ? lower.length : nl);
    if (line.startsWith('#!') && (line.endsWith('/sh') || line.endsWith(' sh') || line.includes('bash') || line.includes('zsh') || line.includes('/ksh') || line.includes('/dash'))) shebang = true;
    if (nl === -1) return { word: '', end: lower.length, shebang };
    i = nl + 1;
  }
  let j = i;
  while (j < lower.length && j - i < 40) {
    const c = lower.charCodeAt(j);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 95 || c === 47)) break;
    j++;
  }
  const path = lower.slice(i, j);
  const base = path.slice(path.lastIndexOf('/') + 1);
  return { word: base.endsWith('.exe') ? base.slice(0, -4) : base, end: j, shebang };
}

/**
 * The code when it is itself a command line or shell script (language says so, a shell shebang, or its first line
 * starts with a program that runs from a shell: `perl -e …`, `awk 'BEGIN…'`, `echo … > x.go && go run x.go`).
 * The command analyzer then judges all of it, so a one-liner sent as code meets the same threats as a command.
 * A first word followed by `(`, `.`, `=` or `:` is code calling or assigning (`sort(x)`, `file = …`), not a command.
 */
export function shellScript(text: string, lower: string, language: string): string {
  const cut = (s: string): string => (s.length > MAX_SCRIPT ? s.slice(0, MAX_SCRIPT) : s);
  if (SHELL_LANGUAGES.has(language)) return cut(text);
  if (language !== '') return '';
  const { word, end, shebang } = firstWord(lower);
  if (shebang) return cut(text);
  const next = lower[end] ?? '';
  if (word === '' || !(next === ' ' || next === '\t' || next === '' || next === '\n' || next === ';' || next === '|')) return '';
  if (!SHELL_STARTERS.has(word) && capabilitiesOf(word) === undefined) return '';
  // `go = 1`, `time : int`, `file = open(...)`: an assignment or annotation after the word
  const rest = lower.slice(end, end + 4).trimStart();
  if (rest.startsWith('=') || rest.startsWith(':') || rest.startsWith('(')) return '';
  return cut(text);
}

export const CODE_SHELL_PATTERNS: readonly RegExp[] = [SHELL_SPECIAL];
