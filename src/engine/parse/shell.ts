/**
 * A small POSIX-ish shell reader for the command analyzer. It turns a command line into simple commands and
 * pipelines the way a shell would see them (quotes, escapes, $'…', substitutions, operators, heredocs), unwraps
 * launchers (sudo, env, xargs, timeout, busybox …) and reads nested payloads (sh -c, eval, ssh, base64-decoded
 * echo | sh, interpreter one-liners) recursively. Every pass is linear in its input; nesting is bounded by
 * MAX_DEPTH and a shared character budget, so the total work is O(n · MAX_DEPTH).
 */

export const MAX_DEPTH = 5;
/** Only the head of a giant input is read for structure (the rest is still keyword-scanned by the analyzer). */
export const PARSE_CAP = 16 * 1024;
const MAX_WORDS = 6000;
const MAX_CMDS = 1000;
const MAX_VAR = 400;

export interface Redirect {
  /** '>', '>>', '<', '<<', '<<<', '>&', '<&', '&>', '<>' … */
  readonly op: string;
  readonly fd: string;
  readonly target: string;
}

export interface Sub {
  readonly src: string;
  /** '$(' or '`' (command substitution), '<(' or '>(' (process substitution). */
  readonly kind: string;
}

interface Word {
  /** A word is its own token (no wrapper object per word). */
  readonly k: 'w';
  value: string;
  /** Value with unknown $VARIABLES removed (what an unset variable expands to). */
  bare: string;
  quoted: boolean;
  /** Quotes spliced inside letters (r''m, "r"m), $IFS, ANSI-C escapes, $@: ways to hide a name. */
  obf: string;
  varExpanded: boolean;
  /** NO_SUBS (shared, never pushed to) until the word holds a substitution: most words never do. */
  subs: Sub[];
}

const NO_SUBS: Sub[] = [];
const NO_CMDS: Cmd[] = [];
/** Frame.pipeline before its first command (never pushed to). */
const NO_PIPELINE: Cmd[] = [];
const NO_STRINGS: string[] = [];
const NO_REDIRECTS: Redirect[] = [];
const NO_WORDS: readonly Word[] = [];
function addSub(w: Word, sub: Sub): void {
  if (w.subs === NO_SUBS) w.subs = [sub];
  else w.subs.push(sub);
}

export interface Cmd {
  /** Lower-case basename of the program that runs ('' when there is none). */
  name: string;
  args: string[];
  /** Args that held a substitution (index-aligned with args). */
  argSubs: boolean[];
  assigns: string[];
  redirects: Redirect[];
  /** Launchers that were unwrapped (sudo, env, xargs …), lower-case. */
  wrappers: string[];
  /** Runs as root (sudo, doas, pkexec, su -c, runas). */
  root: boolean;
  pipeline: number;
  stage: number;
  background: boolean;
  depth: number;
  /** How the command was reached: '' top level, 'subst', 'procsub', 'shell-c', 'eval', 'decoded', 'piped', 'heredoc', 'ssh', 'find-exec', 'script'. */
  via: string;
  /** For nested commands: the name of the command that consumes them (the shell for -c, curl for "$(cat …)"). */
  host: string;
  /** Function whose body this command is in. */
  inFunc: string;
  /** Technique used to hide the command name, if any. */
  obf: string;
  heredoc: string;
  hereString: string;
  cwd: string;
  /** Raw first word (before unwrapping). */
  first: string;
}

export interface Script {
  readonly lang: string;
  readonly code: string;
  readonly host: string;
}

export interface ShellParse {
  readonly cmds: Cmd[];
  readonly pipelines: Cmd[][];
  readonly scripts: Script[];
  readonly funcs: string[];
  readonly truncated: boolean;
  /**
   * Commands reached through another program's command hook rather than a shell (find -exec, vim -c '!…', awk
   * system(), python os.system, tar --checkpoint-action, git core.pager, PAGER=…): how a restricted or sudo-allowed
   * program is escaped into a shell. Shared empty array when there are none (kept apart from Cmd: most lines have none).
   */
  readonly escaped: readonly Cmd[];
  /** Commands that run with root rights: their own launcher, or a root command that runs them (sudo find … -exec). */
  readonly elevated: readonly Cmd[];
}

interface State {
  cmds: Cmd[];
  pipelines: Cmd[][];
  scripts: Script[];
  funcs: string[];
  /** null until the first assignment: most command lines set no variables. */
  vars: Map<string, string> | null;
  budget: number;
  words: number;
  truncated: boolean;
  /** Set while the payload of a root command is read (its commands are elevated). */
  elev: boolean;
  /** Set while the payload of a non-shell program's command hook is read (its commands are escaped). */
  esc: boolean;
  escCmds: Cmd[];
  elevCmds: Cmd[];
  /** Option values read as commands so far (runHook); capped, as a line needs only a few. */
  hooks: number;
  /** The hiding technique the last recoverName call found (written by it, read right after). */
  recoveredObf: string;
}

/** A cluster of single-letter flags (-rf, -lc). */
const LETTER_FLAGS = /^-[a-zA-Z]{1,12}$/;
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'fish', 'csh', 'tcsh', 'mksh', 'rbash', 'busybox-sh']);
export const isShell = (n: string): boolean => SHELLS.has(n);

/** Names a plain-object lookup finds on Object.prototype. */
const PROTO_KEYS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]{0,63}=/;
const BRACE_WORD = /^\{[^{}\s]{1,400}\}$/;
const PYTHON_VERSIONED = /^python[0-9.]{1,5}$/;
const PYTHON_ANY = /^python[0-9.]*$/;

const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', '!', '{', '}', 'esac', '[[', 'coproc']);

// ───────────────────────── tokenizer ─────────────────────────

type Tok = Word | { k: 'op'; op: string } | { k: 'redir'; op: string; fd: string };

const OP_SEMI: Tok = { k: 'op', op: ';' };
const OP_OR: Tok = { k: 'op', op: '||' };
const OP_AND: Tok = { k: 'op', op: '&&' };
const OP_PIPE: Tok = { k: 'op', op: '|' };
const OP_BG: Tok = { k: 'op', op: '&' };
const OP_OPEN: Tok = { k: 'op', op: '(' };
const OP_CLOSE: Tok = { k: 'op', op: ')' };
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 13;
const isNameChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
/** Characters with no special meaning inside an unquoted word. */
const PLAIN_ASCII = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 46 || c === 47 || c === 95 || c === 58 || c === 44 || c === 61 || c === 43 || c === 64 || c === 37 || c === 126 || c === 42 || c === 63) PLAIN_ASCII[c] = 1;
}
/** Word prefixes after which a backslash is a Windows path or registry separator. */
const WIN_ROOT = /^(?:hk(?:lm|cu|cr|u|cc)|hkey_[a-z_]{1,20}|\.{1,2}|%[a-z_()0-9]{1,30}%)$/i;
const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

class Lexer {
  i = 0;
  pendingHeredocs: Array<{ delim: string; strip: boolean; pend: Pending }> = [];
  constructor(readonly s: string, readonly state: State) {}

  varValue(name: string): string | undefined {
    const v = this.state.vars;
    return v === null ? undefined : v.get(name);
  }

  /** Index just past the ')' closing a '$(' / '<(' whose body starts at j (quotes skipped), or s.length. */
  closeParen(j: number): number {
    const s = this.s;
    let depth = 1;
    while (j < s.length) {
      const c = s.charCodeAt(j);
      if (c === 92) { j += 2; continue; }
      if (c === 39) { const e = s.indexOf("'", j + 1); j = e < 0 ? s.length : e + 1; continue; }
      if (c === 34) { j = this.closeDouble(j + 1); continue; }
      if (c === 40) depth++;
      else if (c === 41 && --depth === 0) return j + 1;
      j++;
    }
    return s.length;
  }

  closeDouble(j: number): number {
    const s = this.s;
    while (j < s.length) {
      const c = s.charCodeAt(j);
      if (c === 92) { j += 2; continue; }
      if (c === 34) return j + 1;
      j++;
    }
    return s.length;
  }

  closeBacktick(j: number): number {
    const s = this.s;
    while (j < s.length) {
      const c = s.charCodeAt(j);
      if (c === 92) { j += 2; continue; }
      if (c === 96) return j + 1;
      j++;
    }
    return s.length;
  }

  /** Reads $… at i (s[i] === '$'); appends to the word. Returns the new index. */
  dollar(w: Word, i: number, inDouble: boolean): number {
    const s = this.s;
    const n = s.charCodeAt(i + 1);
    if (n === 40) { // $( or $((
      const end = this.closeParen(i + 2);
      const text = s.slice(i, end);
      if (s.charCodeAt(i + 2) !== 40) addSub(w, { src: s.slice(i + 2, Math.max(i + 2, end - 1)), kind: '$(' });
      w.value += text; w.bare += text;
      return end;
    }
    if (n === 123) { // ${…}
      const close = s.indexOf('}', i + 2);
      const end = close < 0 ? s.length : close + 1;
      const inner = s.slice(i + 2, end - 1);
      if (inner === 'IFS' && !inDouble) { w.obf ||= '$IFS'; return end | 0x40000000; }
      const known = this.varValue(inner);
      if (known !== undefined) { w.value += known; w.bare += known; w.varExpanded = true; }
      else { w.value += s.slice(i, end); if (inner === 'HOME') w.bare += '${HOME}'; }
      return end;
    }
    if (n === 39 && !inDouble) { // $'…' ANSI-C quoting
      let j = i + 2;
      let out = '';
      while (j < s.length && s.charCodeAt(j) !== 39) {
        if (s.charCodeAt(j) === 92 && j + 1 < s.length) {
          const e = s[j + 1]!;
          if (e === 'x' || e === 'u') {
            let k = j + 2; let hex = '';
            while (k < s.length && hex.length < (e === 'x' ? 2 : 4) && /[0-9a-fA-F]/.test(s[k]!)) hex += s[k++];
            out += hex ? String.fromCharCode(parseInt(hex, 16)) : e; j = k; continue;
          }
          if (e >= '0' && e <= '7') {
            let k = j + 1; let oct = '';
            while (k < s.length && oct.length < 3 && s[k]! >= '0' && s[k]! <= '7') oct += s[k++];
            out += String.fromCharCode(parseInt(oct, 8)); j = k; continue;
          }
          out += e === 'n' ? '\n' : e === 't' ? '\t' : e === 'r' ? '\r' : e; j += 2; continue;
        }
        out += s[j]; j++;
      }
      if (/\\[0-7xu]/.test(s.slice(i, Math.min(j, i + 64)))) w.obf ||= "$'\\x' escapes";
      w.value += out; w.bare += out; w.quoted = true;
      return j + 1;
    }
    if (n === 64 || n === 42) { w.obf ||= '$@'; return i + 2; } // "$@"/"$*": empty outside functions
    if (isNameChar(n) && !(n >= 48 && n <= 57)) {
      let j = i + 1;
      while (j < s.length && isNameChar(s.charCodeAt(j)) && j - i < 64) j++;
      const name = s.slice(i + 1, j);
      if (name === 'IFS' && !inDouble) { w.obf ||= '$IFS'; return j | 0x40000000; }
      const known = this.varValue(name);
      if (known !== undefined) { w.value += known; w.bare += known; w.varExpanded = true; }
      else { w.value += s.slice(i, j); if (name === 'HOME') w.bare += '$HOME'; }
      return j;
    }
    w.value += '$'; w.bare += '$';
    return i + 1;
  }

  next(): Tok | null {
    const s = this.s;
    const len = s.length;
    // skip blanks and comments (a local index and inline tests: this runs before every token)
    let i = this.i;
    let c = 0;
    for (;;) {
      while (i < len && ((c = s.charCodeAt(i)) === 32 || c === 9 || c === 13)) i++;
      if (i >= len) { this.i = i; return null; }
      if (c === 92 && s.charCodeAt(i + 1) === 10) { i += 2; continue; }
      if (c === 35) { // '#' comment
        const nl = s.indexOf('\n', i);
        i = nl < 0 ? len : nl;
        continue;
      }
      break;
    }
    this.i = i;
    if (c === 10) {
      this.i++;
      if (this.pendingHeredocs.length > 0) this.readHeredocs();
      return OP_SEMI;
    }
    // operators
    const c1 = s.charCodeAt(this.i + 1);
    if (c === 59) { this.i += c1 === 59 ? 2 : 1; return OP_SEMI; }
    if (c === 124) { // |
      if (c1 === 124) { this.i += 2; return OP_OR; }
      this.i += c1 === 38 ? 2 : 1; return OP_PIPE;
    }
    if (c === 38) { // &
      if (c1 === 38) { this.i += 2; return OP_AND; }
      if (c1 === 62) {
        if (s.charCodeAt(this.i + 2) === 62) { this.i += 3; return { k: 'redir', op: '&>>', fd: '' }; }
        this.i += 2; return { k: 'redir', op: '&>', fd: '' };
      }
      this.i++; return OP_BG;
    }
    if (c === 40 || c === 41) { this.i++; return c === 40 ? OP_OPEN : OP_CLOSE; }
    if ((c === 60 || c === 62) && s.charCodeAt(this.i + 1) !== 40) return this.redirOp('');
    return this.word();
  }

  /**
   * The redirection operator at i, longest first: <<<, <<-, <<, <&, <>, < and >>, >&, >| (read as >), >. Read by
   * character codes (a slice and a loop over the ten operators per '<' or '>' were a tenth of a check of 10 KB of
   * brackets).
   */
  redirOp(fd: string): Tok {
    const s = this.s;
    const i = this.i;
    const c0 = s.charCodeAt(i);
    const c1 = s.charCodeAt(i + 1);
    let op: string;
    if (c0 === 60) { // <
      if (c1 === 60) {
        const c2 = s.charCodeAt(i + 2);
        op = c2 === 60 ? '<<<' : c2 === 45 ? '<<-' : '<<';
      } else op = c1 === 38 ? '<&' : c1 === 62 ? '<>' : '<';
    } else if (c0 === 62) { // >
      op = c1 === 62 ? '>>' : c1 === 38 ? '>&' : c1 === 124 ? '>|' : '>';
    } else {
      this.i++;
      return { k: 'redir', op: '>', fd };
    }
    this.i += op.length;
    return { k: 'redir', op: op === '>|' ? '>' : op, fd };
  }

  word(): Tok {
    const s = this.s;
    const start = this.i;
    // Most words are one run of plain characters ending at a blank or an operator: one slice, no concatenation.
    // A run ending at anything else ('<', '>', quotes, '$', '\\', '`', '(' at the start) takes the full reader.
    const len = s.length;
    let e = start;
    let c = 32;
    while (e < len && ((c = s.charCodeAt(e)) > 127 || PLAIN_ASCII[c] === 1)) e++;
    if (e > start) {
      if (e >= len) c = 32;
      if (c === 32 || c === 9 || c === 13 || c === 10 || c === 59 || c === 124 || c === 38 || c === 41 || c === 40) {
        this.i = e;
        const v = s.slice(start, e);
        return { k: 'w', value: v, bare: v, quoted: false, obf: '', varExpanded: false, subs: NO_SUBS };
      }
    }
    const w: Word = { k: 'w', value: '', bare: '', quoted: false, obf: '', varExpanded: false, subs: NO_SUBS };
    let i = this.i;
    let lastWasLetter = false;
    // whether the word so far holds ':' or a kept '\\' (a Windows path): the source is scanned incrementally (the
    // value is a rope while it grows, and reading it would flatten it at every backslash)
    let win = false;
    let winScanned = start;
    let afterQuote = false;
    while (i < s.length) {
      const c = s.charCodeAt(i);
      if (isSpace(c) || c === 10 || c === 59 || c === 124 || c === 38 || c === 41) break;
      if (c === 40) {
        // a '(' inside a word: function definition name() or arrays; end the word
        if (i > start) break;
        i++; continue;
      }
      if (c === 60 || c === 62) {
        if (s.charCodeAt(i + 1) === 40) { // process substitution <( … )
          const end = this.closeParen(i + 2);
          addSub(w, { src: s.slice(i + 2, Math.max(i + 2, end - 1)), kind: c === 60 ? '<(' : '>(' });
          w.value += s.slice(i, end); w.bare += s.slice(i, end);
          i = end; continue;
        }
        if (i > start && /^[0-9]{1,2}$/.test(w.value) && !w.quoted) { this.i = i; return this.redirOp(w.value); }
        break;
      }
      if (c === 39) { // '…'
        const e = s.indexOf("'", i + 1);
        const end = e < 0 ? s.length : e;
        const lit = s.slice(i + 1, end);
        if (lit.length === 0 ? i > start || (end + 1 < s.length && isAlnum(s.charCodeAt(end + 1))) : lastWasLetter) w.obf ||= 'quote splicing';
        w.value += lit; w.bare += lit; w.quoted = true;
        i = end + 1; lastWasLetter = false; afterQuote = lit.length > 0; continue;
      }
      if (c === 34) { // "…"
        const openedMid = lastWasLetter;
        let j = i + 1;
        const before = w.value.length;
        while (j < s.length) {
          const d = s.charCodeAt(j);
          if (d === 34) break;
          if (d === 92 && j + 1 < s.length) {
            const e = s.charCodeAt(j + 1);
            if (e === 36 || e === 96 || e === 34 || e === 92) { w.value += s[j + 1]; w.bare += s[j + 1]; j += 2; continue; }
            if (e === 10) { j += 2; continue; }
            w.value += '\\'; w.bare += '\\'; j++; continue;
          }
          if (d === 36) { j = this.dollar(w, j, true) & 0x3fffffff; continue; }
          if (d === 96) {
            const end = this.closeBacktick(j + 1);
            addSub(w, { src: s.slice(j + 1, Math.max(j + 1, end - 1)), kind: '`' });
            w.value += s.slice(j, end); w.bare += s.slice(j, end);
            j = end; continue;
          }
          w.value += s[j]; w.bare += s[j]; j++;
        }
        if ((w.value.length === before && i > start) || (openedMid && w.value.length > before)) w.obf ||= 'quote splicing';
        w.quoted = true;
        i = j + 1; lastWasLetter = false; afterQuote = w.value.length > before; continue;
      }
      if (c === 92) { // backslash
        // Windows paths (C:\Users\…, HKLM\…, .\x, %APPDATA%\…, \\server\share) keep their separators; a shell
        // escape (\rm, r\m, \;) drops the backslash
        if (!win) {
          for (let k = winScanned; k < i; k++) if (s.charCodeAt(k) === 58) { win = true; break; }
          winScanned = i;
          if (!win && w.value.length <= 32 && WIN_ROOT.test(w.value)) win = true;
        }
        if (i + 1 >= s.length) { if (win) { w.value += '\\'; w.bare += '\\'; } i++; continue; }
        const e = s.charCodeAt(i + 1);
        if (e === 10) { i += 2; continue; }
        if (e === 92 && w.value === '' && i + 2 < s.length && isAlnum(s.charCodeAt(i + 2))) { w.value += '\\\\'; w.bare += '\\\\'; win = true; i += 2; continue; }
        if (win && (isAlnum(e) || !(isSpace(e) || e === 34 || e === 39 || e === 59 || e === 38 || e === 124))) { w.value += '\\'; w.bare += '\\'; i++; continue; }
        if (isAlnum(e) && i > start) w.obf ||= 'backslash splicing';
        w.value += s[i + 1]; w.bare += s[i + 1];
        i += 2; lastWasLetter = isAlnum(e); continue;
      }
      if (c === 36) {
        const r = this.dollar(w, i, false);
        if (r & 0x40000000) { // unquoted $IFS: a word break
          i = r & 0x3fffffff;
          if (w.value.length > 0 || w.quoted) break;
          continue;
        }
        i = r; lastWasLetter = false; continue;
      }
      if (c === 96) {
        const end = this.closeBacktick(i + 1);
        addSub(w, { src: s.slice(i + 1, Math.max(i + 1, end - 1)), kind: '`' });
        w.value += s.slice(i, end); w.bare += s.slice(i, end);
        i = end; continue;
      }
      if (afterQuote && isAlnum(c) && w.value.length > 0) w.obf ||= 'quote splicing';
      afterQuote = false;
      let j = i + 1;
      for (let d = 0; j < s.length && ((d = s.charCodeAt(j)) > 127 || PLAIN_ASCII[d] === 1);) j++;
      const run = s.slice(i, j);
      w.value += run; w.bare += run;
      lastWasLetter = isAlnum(s.charCodeAt(j - 1));
      i = j;
    }
    this.i = i;
    return w;
  }

  readHeredocs(): void {
    const s = this.s;
    for (const h of this.pendingHeredocs) {
      const lines: string[] = [];
      let total = 0;
      while (this.i < s.length) {
        const nl = s.indexOf('\n', this.i);
        const end = nl < 0 ? s.length : nl;
        const line = s.slice(this.i, end);
        this.i = end + 1;
        if ((h.strip ? line.replace(/^\t+/, '') : line).trim() === h.delim) break;
        if (total < PARSE_CAP) { lines.push(line); total += line.length + 1; }
      }
      const body = lines.join('\n');
      h.pend.heredoc = body;
      if (h.pend.cmd) h.pend.cmd.heredoc = body;
    }
    this.pendingHeredocs = [];
  }
}

// ───────────────────────── commands ─────────────────────────

export function baseName(word: string): string {
  // the usual command word (rm, git, python3) has no separator, no upper case and no .exe: returned as is
  let plain = true;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c === 47 || c === 92 || (c >= 65 && c <= 90) || c > 127) { plain = false; break; }
  }
  if (plain && !word.endsWith('.exe')) return word;
  let b = word;
  const slash = Math.max(b.lastIndexOf('/'), b.lastIndexOf('\\'));
  if (slash >= 0 && slash < b.length - 1) b = b.slice(slash + 1);
  b = b.toLowerCase();
  if (b.endsWith('.exe')) b = b.slice(0, -4);
  return b;
}

/** Names worth recovering when a command word is a glob (/???/r?) or built from unset variables. */
const GLOB_TARGETS = ['rm', 'cat', 'nc', 'ncat', 'netcat', 'curl', 'wget', 'bash', 'sh', 'zsh', 'dash', 'python', 'python3', 'perl', 'ruby', 'php', 'dd', 'chmod', 'chown', 'base64', 'socat', 'telnet', 'shred', 'mkfs', 'passwd', 'useradd', 'crontab', 'whoami', 'id', 'uname', 'sudo'];
const KNOWN_NAMES = new Set(GLOB_TARGETS);

function globMatch(glob: string, name: string): boolean {
  // '?' and '[..]' only (a '*' makes the guess too loose): linear, one pass
  let gi = 0;
  let ni = 0;
  while (gi < glob.length) {
    if (ni >= name.length) return false;
    const g = glob[gi]!;
    if (g === '?') { gi++; ni++; continue; }
    if (g === '[') {
      const close = glob.indexOf(']', gi + 1);
      if (close < 0) return false;
      if (!glob.slice(gi + 1, close).includes(name[ni]!)) return false;
      gi = close + 1; ni++; continue;
    }
    if (g !== name[ni]) return false;
    gi++; ni++;
  }
  return ni === name.length;
}

/** The longest of GLOB_TARGETS. */
const LONGEST_TARGET = Math.max(...GLOB_TARGETS.map((t) => t.length));

/**
 * How many characters `glob` matches (each '?', '[..]' class or plain character is one), or -1 when it can match no
 * name of at most LONGEST_TARGET characters (more pieces than that, or a '[' never closed): globMatch then fails for
 * every target. One pass, and at most LONGEST_TARGET + 1 searches for a ']' (a word of a thousand brackets asked each
 * of the 31 targets in turn, each search running to the word's end).
 */
function globPieces(glob: string): number {
  let pieces = 0;
  for (let gi = 0; gi < glob.length; pieces++) {
    if (pieces >= LONGEST_TARGET) return -1;
    if (glob.charCodeAt(gi) === 91) {
      const close = glob.indexOf(']', gi + 1);
      if (close < 0) return -1;
      gi = close + 1;
    } else gi++;
  }
  return pieces;
}

/** The name a command word stands for; the technique that hid it goes to st.recoveredObf (no object per word). */
function recoverName(w: Word, st: State): string {
  const name = baseName(w.value);
  if (w.value.includes('?') || w.value.includes('[')) {
    const pieces = globPieces(name);
    const hit = pieces < 0 ? undefined : GLOB_TARGETS.find((t) => t.length === pieces && globMatch(name, t));
    if (hit) { st.recoveredObf = 'glob in command name'; return hit; }
  }
  if (w.bare !== w.value) {
    const bare = baseName(w.bare);
    if (KNOWN_NAMES.has(bare)) { st.recoveredObf = 'unset-variable splicing'; return bare; }
  }
  if (w.varExpanded && KNOWN_NAMES.has(name)) { st.recoveredObf = w.obf || 'name held in a variable'; return name; }
  if (w.subs.length > 0 && (w.value.startsWith('$(') || w.value.startsWith('`'))) { st.recoveredObf = ''; return '<subst>'; }
  st.recoveredObf = w.obf;
  return name;
}

interface WrapSpec { argFlags: string; long?: readonly string[]; positional?: number }
/** Launchers that run the rest of the line: which of their short flags take a value, and leading positionals. */
const WRAPPERS: Record<string, WrapSpec> = {
  sudo: { argFlags: 'ugpChDrtTU', long: ['--user', '--group', '--host', '--prompt', '--chdir', '--role', '--type', '--close-from', '--other-user'] },
  doas: { argFlags: 'uC' },
  pkexec: { argFlags: '', long: ['--user'] },
  env: { argFlags: 'uCS', long: ['--unset', '--chdir', '--split-string'] },
  nohup: { argFlags: '' },
  setsid: { argFlags: '' },
  unbuffer: { argFlags: '' },
  stdbuf: { argFlags: 'ioe' },
  nice: { argFlags: 'n', long: ['--adjustment'] },
  ionice: { argFlags: 'cnpt' },
  time: { argFlags: 'fo' },
  timeout: { argFlags: 'sk', long: ['--signal', '--kill-after'], positional: 1 },
  xargs: { argFlags: 'InLPdEsaR', long: ['--max-args', '--max-procs', '--delimiter', '--arg-file', '--replace'] },
  command: { argFlags: '' },
  builtin: { argFlags: '' },
  exec: { argFlags: 'a' },
  busybox: { argFlags: '' },
  caffeinate: { argFlags: 'tw' },
  chronic: { argFlags: '' },
  strace: { argFlags: 'oepsSEuPIXa' },
  ltrace: { argFlags: 'oepsSEuan' },
  runuser: { argFlags: 'ugG', long: ['--user', '--group'] },
  taskset: { argFlags: '', positional: 1 },
  chrt: { argFlags: '', positional: 1 },
  chroot: { argFlags: '', long: ['--userspec', '--groups'], positional: 1 },
  nsenter: { argFlags: 'tSGwr', long: ['--target'] },
  unshare: { argFlags: '' },
  flock: { argFlags: 'wEc', positional: 1 },
  watch: { argFlags: 'nd', long: ['--interval'] },
  torsocks: { argFlags: '' },
  proxychains: { argFlags: 'f' },
  proxychains4: { argFlags: 'f' },
  firejail: { argFlags: '' },
  'start-process': { argFlags: '' },
  // transient units and timers: the command runs under systemd, now or on a schedule (--on-calendar)
  'systemd-run': { argFlags: 'upEMH', long: ['--unit', '--property', '--description', '--slice', '--on-calendar', '--on-active', '--on-boot', '--on-startup', '--on-unit-active', '--on-unit-inactive',
    '--uid', '--gid', '--nice', '--working-directory', '--setenv', '--timer-property', '--path-property', '--socket-property', '--machine', '--host', '--service-type'] },
};
const WRAPPER_NAMES: ReadonlySet<string> = new Set(Object.keys(WRAPPERS));
/**
 * WRAPPERS[name] without a keyed property lookup on a fresh (non-internalised) string for every command; names
 * that the plain lookup resolves through Object.prototype keep that behaviour.
 */
function lookupWrapper(name: string): WrapSpec | undefined {
  if (WRAPPER_NAMES.has(name)) return WRAPPERS[name];
  return PROTO_KEYS.has(name) ? WRAPPERS[name] : undefined;
}
const ROOT_WRAPPERS = new Set(['sudo', 'doas', 'pkexec', 'runas', 'gsudo']);

export interface ParseOptions { cwd?: string }

export function parseShell(src: string, opts: ParseOptions = {}): ShellParse {
  const state: State = {
    cmds: [], pipelines: [], scripts: [], funcs: [], vars: null, budget: PARSE_CAP * 4, words: 0,
    truncated: src.length > PARSE_CAP, elev: false, esc: false, escCmds: NO_CMDS, elevCmds: NO_CMDS, hooks: 0, recoveredObf: '',
  };
  parseInto(state, src.length > PARSE_CAP ? src.slice(0, PARSE_CAP) : src, 0, '', '', opts.cwd ?? '');
  return { cmds: state.cmds, pipelines: state.pipelines, scripts: state.scripts, funcs: state.funcs, truncated: state.truncated, escaped: state.escCmds, elevated: state.elevCmds };
}

/** The command being read. A class, so every instance has one shape; heredoc bodies find it by reference. */
/**
 * A parsed command (Cmd), made by a constructor rather than an object literal: V8 tracks where each literal is
 * allocated and, when most of a site's objects outlive a young-generation collection (the commands of a long line are
 * alive until its check ends), allocates that site's objects in the old generation from then on; the commands held
 * there kept every young array and string they point to alive through each later young collection, which copied and
 * promoted them (about 2.5 MB a collection on 10 KB of brackets). Objects made by `new` carry no such site. The fields
 * are set in the order the literal listed them (the same shape and key order).
 */
class CmdRecord implements Cmd {
  declare name: string;
  declare args: string[];
  declare argSubs: boolean[];
  declare assigns: string[];
  declare redirects: Redirect[];
  declare wrappers: string[];
  declare root: boolean;
  declare pipeline: number;
  declare stage: number;
  declare background: boolean;
  declare depth: number;
  declare via: string;
  declare host: string;
  declare inFunc: string;
  declare obf: string;
  declare heredoc: string;
  declare hereString: string;
  declare cwd: string;
  declare first: string;
  constructor(name: string, args: string[], argSubs: boolean[], assigns: string[], redirects: Redirect[], wrappers: string[], root: boolean,
    pipeline: number, stage: number, depth: number, via: string, host: string, inFunc: string, obf: string, heredoc: string, hereString: string,
    cwd: string, first: string) {
    this.name = name;
    this.args = args;
    this.argSubs = argSubs;
    this.assigns = assigns;
    this.redirects = redirects;
    this.wrappers = wrappers;
    this.root = root;
    this.pipeline = pipeline;
    this.stage = stage;
    this.background = false;
    this.depth = depth;
    this.via = via;
    this.host = host;
    this.inFunc = inFunc;
    this.obf = obf;
    this.heredoc = heredoc;
    this.hereString = hereString;
    this.cwd = cwd;
    this.first = first;
  }
}

class Pending {
  words: Word[] = [];
  // the shared empty arrays until something is added (most commands have no assignments or redirects)
  assigns: string[] = NO_STRINGS;
  assignSubs: Sub[] = NO_SUBS;
  cmd: Cmd | null = null;
  redirects: Redirect[] = NO_REDIRECTS;
  heredoc = '';
  hereString = '';
}

interface FuncScope { name: string; braces: number }

/**
 * One parseInto call's mutable state. Its steps are methods rather than closures so that a call (one per
 * command line and per nested payload) allocates one object instead of a closure context and seven closures.
 */
class Frame {
  cwd: string;
  /**
   * The commands of the pipeline being read: the shared empty NO_PIPELINE until its first command, then a copy of it
   * (slice: a builtin's array, where a literal `[]` or `[cmd]` has an allocation site that V8 moved to the old
   * generation, see CmdRecord; Array.of has none either but cost a fifth of the parse).
   */
  pipeline: Cmd[] = NO_PIPELINE;
  /** null until a function definition is read. */
  funcStack: FuncScope[] | null = null;
  cur: Pending = new Pending();
  constructor(readonly state: State, readonly depth: number, readonly via: string, readonly host: string, cwd: string) {
    this.cwd = cwd;
  }

  flush(op: string): void {
    const p = this.cur;
    if (p.words.length === 0 && p.assigns.length === 0 && p.redirects.length === 0) {
      // nothing was read into it (no heredoc holds it either): keep using it
      if (op !== '|') this.endPipeline(op);
      return;
    }
    this.cur = new Pending();
    const funcStack = this.funcStack;
    // keywords at command start
    while (p.words.length > 0 && !p.words[0]!.quoted && KEYWORDS.has(p.words[0]!.value)) {
      const kw = p.words[0]!.value;
      if (funcStack !== null) {
        if (kw === '{' && funcStack.length > 0) funcStack[funcStack.length - 1]!.braces++;
        if (kw === '}' && funcStack.length > 0 && --funcStack[funcStack.length - 1]!.braces <= 0) funcStack.pop();
      }
      p.words.shift();
    }
    // leading NAME=value assignments
    while (p.words.length > 0 && p.words[0]!.value.indexOf('=') > 0 && ASSIGNMENT.test(p.words[0]!.value)) {
      const aw = p.words.shift()!;
      if (p.assigns === NO_STRINGS) p.assigns = [];
      p.assigns.push(aw.value);
      if (aw.subs.length > 0) {
        if (p.assignSubs === NO_SUBS) p.assignSubs = [];
        p.assignSubs.push(...aw.subs);
      }
    }
    if (p.words.length === 0) {
      const state = this.state;
      if (this.depth <= 1) for (const a of p.assigns) {
        const eq = a.indexOf('=');
        const vars = (state.vars ??= new Map());
        const value = a.slice(eq + 1, eq + 1 + MAX_VAR);
        if (vars.size < 200) vars.set(a.slice(0, eq), printedBy(value) ?? value);
      }
      const cmd = this.makeCmd('', NO_WORDS, 0, p, false, NO_STRINGS, '', '');
      if (p.redirects.length > 0 || p.assigns.length > 0) this.pushCmd(cmd, op);
      else if (op !== '|') this.endPipeline(op);
      for (const sub of p.assignSubs) parseInto(state, sub.src, this.depth + 1, 'subst', '<assign>', this.cwd);
      return;
    }
    this.buildCommand(p, op);
  }

  /** The command whose args are words[from..]; one pass builds both arg arrays (no slice + two maps). */
  makeCmd(name: string, words: readonly Word[], from: number, p: Pending, root: boolean, wrappers: string[], first: string, obf: string): Cmd {
    const n = words.length > from ? words.length - from : 0;
    const args: string[] = new Array<string>(n);
    const argSubs: boolean[] = new Array<boolean>(n);
    for (let i = 0; i < n; i++) {
      const w = words[from + i]!;
      args[i] = w.value;
      argSubs[i] = w.subs.length > 0;
    }
    const fs = this.funcStack;
    const cmd: Cmd = (p.cmd = new CmdRecord(name, args, argSubs, p.assigns, p.redirects, wrappers, root, this.state.pipelines.length, this.pipeline.length,
      this.depth, this.via, this.host, fs !== null && fs.length > 0 ? fs[fs.length - 1]!.name : '', obf, p.heredoc, p.hereString, this.cwd, first));
    const st = this.state;
    if (root || st.elev) (st.elevCmds === NO_CMDS ? (st.elevCmds = []) : st.elevCmds).push(cmd);
    if (st.esc) (st.escCmds === NO_CMDS ? (st.escCmds = []) : st.escCmds).push(cmd);
    return cmd;
  }

  pushCmd(cmd: Cmd, op: string): void {
    const state = this.state;
    if (state.cmds.length >= MAX_CMDS) { state.truncated = true; return; }
    cmd.stage = this.pipeline.length;
    if (op === '&') cmd.background = true;
    state.cmds.push(cmd);
    if (this.pipeline === NO_PIPELINE) this.pipeline = NO_PIPELINE.slice();
    this.pipeline.push(cmd);
    if (op !== '|') this.endPipeline(op);
  }

  endPipeline(op: string): void {
    const pipeline = this.pipeline;
    if (pipeline.length === 0) return;
    const state = this.state;
    for (let i = 0; i < pipeline.length; i++) {
      const c = pipeline[i]!;
      c.pipeline = state.pipelines.length;
      if (op === '&') c.background = true;
    }
    state.pipelines.push(pipeline);
    this.pipeline = NO_PIPELINE;
    afterPipeline(state, pipeline, this.depth, this.cwd);
  }

  buildCommand(p: Pending, op: string): void {
    let words = p.words;
    // brace expansion used to hide spaces: {rm,-rf,/}
    const w0 = words[0]!;
    let braceObf = '';
    if (!w0.quoted && w0.value.length < 400 && w0.value.charCodeAt(0) === 123 && BRACE_WORD.test(w0.value) && w0.value.includes(',')) {
      const parts = w0.value.slice(1, -1).split(',').map((v) => plainWord(v));
      words = [...parts, ...words.slice(1)];
      braceObf = 'brace expansion';
    } else if (w0.varExpanded && !w0.quoted && this.state.vars !== null && w0.value.length < 400) {
      // IFS=,;c=rm,-rf,/;$c — the expanded word is split on the custom IFS characters
      const ifs = this.state.vars.get('IFS');
      if (ifs !== undefined && ifs.length > 0 && ifs.length <= 4) {
        const parts: Word[] = [];
        let cur = '';
        for (let i = 0; i < w0.value.length; i++) {
          const ch = w0.value[i]!;
          if (ifs.includes(ch) || ch === ' ' || ch === '\t') { if (cur !== '') parts.push(plainWord(cur)); cur = ''; } else cur += ch;
        }
        if (cur !== '') parts.push(plainWord(cur));
        if (parts.length > 1) { words = [...parts, ...words.slice(1)]; braceObf = '$IFS'; }
      }
    }
    // the shared empty array until a launcher is unwrapped (most commands have none)
    let wrappers: string[] = NO_STRINGS;
    let root = false;
    let k = 0;
    let first = words[0]!.value;
    let name = '';
    let obf = braceObf;
    let noExec = false;
    while (k < words.length) {
      name = recoverName(words[k]!, this.state);
      if (this.state.recoveredObf) obf ||= this.state.recoveredObf;
      if (k === 0) first = words[0]!.value;
      const spec = lookupWrapper(name);
      if (spec === undefined) break;
      if (name === 'command' && words[k + 1] && /^-[a-zA-Z]*[vV]/.test(words[k + 1]!.value)) { noExec = true; break; }
      if (wrappers === NO_STRINGS) wrappers = [];
      wrappers.push(name);
      if (ROOT_WRAPPERS.has(name)) root = true;
      k++;
      if (name === 'busybox') continue;
      // env -S 'cmd args' splits its string into words
      let positional = spec.positional ?? 0;
      while (k < words.length) {
        const v = words[k]!.value;
        if (v === '--') { k++; break; }
        // env's NAME=value words are the command's environment, as if written before it (GIT_COMMITTER_DATE, PAGER)
        if (name === 'env' && /^[A-Za-z_][A-Za-z0-9_]*=/.test(v)) {
          if (p.assigns === NO_STRINGS) p.assigns = [];
          p.assigns.push(v);
          k++;
          continue;
        }
        if (v.startsWith('--')) {
          const eq = v.indexOf('=');
          k += spec.long?.includes(eq < 0 ? v : v.slice(0, eq)) && eq < 0 ? 2 : 1;
          continue;
        }
        if (v.length > 1 && v.startsWith('-')) {
          if (name === 'env' && (v === '-S' || v.startsWith('-S')) ) {
            const str = v === '-S' ? words[k + 1]?.value ?? '' : v.slice(2);
            const split = str.split(/\s+/).filter(Boolean).map(plainWord);
            words = [...words.slice(0, k), ...split, ...words.slice(k + (v === '-S' ? 2 : 1))];
            break;
          }
          if (name === 'nice' && /^-[0-9]+$/.test(v)) { k++; continue; }
          const letters = v.slice(1);
          const last = letters[letters.length - 1]!;
          // a flag letter that takes a value consumes the next word unless the value is attached
          const takes = spec.argFlags.includes(last) && letters.length === 1;
          const attached = [...letters].some((ch, ix) => spec.argFlags.includes(ch) && ix < letters.length - 1);
          k += takes && !attached ? 2 : 1;
          if (name === 'sudo' && /^-[a-zA-Z]*[is]/.test(v) && !/[ugpChDrtTU]/.test(letters)) root = true;
          continue;
        }
        if (positional > 0) { positional--; k++; continue; }
        break;
      }
    }
    if (k >= words.length) {
      // a bare launcher (sudo -i, sudo -s, env): the launcher itself is the command
      name = wrappers.length > 0 ? wrappers.pop()! : name;
      const cmd = this.makeCmd(name, words.slice(1).filter((w) => w.value.startsWith('-')), 0, p, root, wrappers, first, obf);
      this.finishCommand(cmd, words.length, words, op, p, undefined);
      return;
    }
    if (noExec) name = 'command';
    const cmd = this.makeCmd(name, words, k + 1, p, root, wrappers, first, obf);
    // function definitions: name () { … }  and  function name { … }
    this.finishCommand(cmd, noExec ? words.length : k + 1, words, op, p, words[k]);
  }

  /** argFrom: index of the first word whose substitutions run with the command (words.length: none). */
  finishCommand(cmd: Cmd, argFrom: number, words: Word[], op: string, p: Pending, nameWord: Word | undefined): void {
    const state = this.state;
    const depth = this.depth;
    state.words += words.length;
    if (state.words > MAX_WORDS) state.truncated = true;
    this.pushCmd(cmd, op);
    if (cmd.name === 'cd' && depth <= 1) this.cwd = nextCwd(this.cwd, cmd.args[0]);
    const cwd = this.cwd;
    // substitutions inside the words run too; the name position executes their output
    if (nameWord) for (let s = 0; s < nameWord.subs.length; s++) { const sub = nameWord.subs[s]!; parseInto(state, sub.src, depth + 1, sub.kind === '$(' || sub.kind === '`' ? 'subst' : 'procsub', '<exec>', cwd); }
    for (let i = argFrom; i < words.length; i++) {
      const subs = words[i]!.subs;
      for (let s = 0; s < subs.length; s++) parseInto(state, subs[s]!.src, depth + 1, subs[s]!.kind === '$(' || subs[s]!.kind === '`' ? 'subst' : 'procsub', cmd.name, cwd);
    }
    for (let s = 0; s < p.assignSubs.length; s++) parseInto(state, p.assignSubs[s]!.src, depth + 1, 'subst', '<assign>', cwd);
    nested(state, cmd, depth, cwd);
  }
}

/** Plain word characters (PLAIN_ASCII) and spaces only: no quote, expansion, operator, redirect or comment. */
const SIMPLE_LINE = /^[A-Za-z0-9\-._/:,=+@%~*? ]*$/;

function parseInto(state: State, src: string, depth: number, via: string, host: string, cwd0: string): void {
  if (depth > MAX_DEPTH || state.budget <= 0 || src.length === 0) return;
  state.budget -= src.length;
  const f = new Frame(state, depth, via, host, cwd0);
  if (state.words <= MAX_WORDS && SIMPLE_LINE.test(src)) {
    // One command of plain words and spaces: exactly what the lexer's fast path yields, in one split.
    const parts = src.split(' ');
    const words = f.cur.words;
    for (let i = 0; i < parts.length; i++) if (parts[i]!.length > 0) words.push(plainWord(parts[i]!));
    f.flush(';');
    if (f.pipeline.length > 0) f.endPipeline(';');
    return;
  }
  const lx = new Lexer(src, state);
  let lastWordTok = false;

  for (;;) {
    if (state.words > MAX_WORDS) { state.truncated = true; break; }
    const t = lx.next();
    if (t === null) break;
    if (t.k === 'w') {
      if (t.value === '' && !t.quoted && t.subs.length === 0) continue;
      f.cur.words.push(t);
      lastWordTok = true;
      continue;
    }
    const cur = f.cur;
    if (t.k === 'redir') {
      const target = lx.next();
      const tw = target && target.k === 'w' ? target : null;
      const value = tw ? tw.value : '';
      if (t.op === '<<' || t.op === '<<-') lx.pendingHeredocs.push({ delim: value, strip: t.op === '<<-', pend: cur });
      else if (t.op === '<<<') cur.hereString = value;
      if (cur.redirects === NO_REDIRECTS) cur.redirects = [];
      cur.redirects.push({ op: t.op, fd: t.fd, target: value });
      if (tw) for (let s = 0; s < tw.subs.length; s++) parseInto(state, tw.subs[s]!.src, depth + 1, 'procsub', 'redirect', f.cwd);
      lastWordTok = false;
      continue;
    }
    const op = t.op;
    if (op === '(' && lastWordTok && cur.words.length >= 1) {
      // name() { … } — the next ')' closes the empty parameter list
      const nmWord = cur.words.pop()!;
      const nm = nmWord.value;
      const close = lx.next();
      if (close && close.k === 'op' && close.op === ')') {
        const fname = cur.words.length > 0 && cur.words[cur.words.length - 1]!.value === 'function' ? (cur.words.pop(), nm) : nm;
        if (state.funcs.length < 100) state.funcs.push(fname);
        (f.funcStack ??= []).push({ name: fname, braces: 0 });
        f.flush(';');
        continue;
      }
      cur.words.push(nmWord);
      if (close && close.k === 'w') cur.words.push(close);
      lastWordTok = false;
      continue;
    }
    lastWordTok = false;
    if (op === '(' || op === ')') { f.flush(';'); continue; }
    f.flush(op);
  }
  f.flush(';');
  if (lx.pendingHeredocs.length > 0) lx.readHeredocs();
  if (f.pipeline.length > 0) f.endPipeline(';');
}

function plainWord(v: string): Word {
  return { k: 'w', value: v, bare: v, quoted: false, obf: '', varExpanded: false, subs: NO_SUBS };
}

function nextCwd(cwd: string, arg: string | undefined): string {
  if (arg === undefined || arg === '~' || arg === '$HOME' || arg === '${HOME}') return '~';
  if (arg === '-') return '';
  if (arg.startsWith('/') || arg.startsWith('~')) return arg;
  if (cwd === '') return '';
  return `${cwd.endsWith('/') ? cwd : `${cwd}/`}${arg}`;
}

// ───────────────────────── nested payloads ─────────────────────────

const INTERPRETER_FLAG: Record<string, readonly string[]> = {
  python: ['-c'], python2: ['-c'], python3: ['-c'], pypy: ['-c'], pypy3: ['-c'],
  perl: ['-e', '-E'], ruby: ['-e'], node: ['-e', '--eval', '-p', '--print'], nodejs: ['-e', '--eval', '-p'],
  bun: ['-e', '--eval'], deno: ['eval'], php: ['-r'], lua: ['-e'], luajit: ['-e'], rscript: ['-e'], r: ['-e'],
  osascript: ['-e'], jshell: [], tclsh: [], irb: [],
};
const LANG: Record<string, string> = {
  python2: 'python', python3: 'python', pypy: 'python', pypy3: 'python', nodejs: 'node', bun: 'node', deno: 'node',
  luajit: 'lua', rscript: 'r',
};
// Set lookups instead of `in` / keyed loads on the tables (see lookupWrapper); prototype names behave as before.
const LANG_NAMES: ReadonlySet<string> = new Set(Object.keys(LANG));
const INTERPRETER_NAMES: ReadonlySet<string> = new Set(Object.keys(INTERPRETER_FLAG));
export const langOf = (name: string): string => (LANG_NAMES.has(name) || PROTO_KEYS.has(name) ? LANG[name] : undefined) ?? (name.startsWith('python') && PYTHON_ANY.test(name) ? 'python' : name);
export const isInterpreter = (name: string): boolean => INTERPRETER_NAMES.has(name) || (PROTO_KEYS.has(name) && name in INTERPRETER_FLAG) || (name.startsWith('python') && PYTHON_VERSIONED.test(name));
const POWERSHELL = new Set(['powershell', 'pwsh', 'powershell_ise']);
export const isPowerShell = (n: string): boolean => POWERSHELL.has(n);

const VIM_NAMES: ReadonlySet<string> = new Set(['vim', 'vi', 'nvim', 'view', 'vimdiff', 'rvim', 'rview', 'ex', 'gvim', 'vimx']);
/** Programs with an option whose value is a command they run (GTFOBins escapes): read by programHooks(). */
const HOOK_NAMES: ReadonlySet<string> = new Set([...VIM_NAMES, 'gdb', 'tar', 'zip', 'rsync', 'expect', 'mysql', 'mariadb', 'openvpn', 'git', 'wmic', 'sqlite3', 'man']);
const OPENVPN_HOOKS: ReadonlySet<string> = new Set(['--up', '--down', '--route-up', '--route-pre-down', '--ipchange', '--client-connect', '--client-disconnect', '--learn-address', '--tls-verify', '--auth-user-pass-verify']);
const GIT_CMD_KEYS: ReadonlySet<string> = new Set(['core.pager', 'core.sshcommand', 'core.editor', 'core.fsmonitor', 'sequence.editor', 'core.askpass', 'diff.external', 'gpg.program', 'credential.helper']);
/** Environment variables whose value a program runs as a command (pager, editor, ssh, askpass, less preprocessor). */
const HOOK_VARS: ReadonlySet<string> = new Set(['PAGER', 'GIT_PAGER', 'MANPAGER', 'SYSTEMD_PAGER', 'EDITOR', 'VISUAL', 'GIT_EDITOR', 'GIT_SSH_COMMAND', 'GIT_SSH', 'GIT_ASKPASS', 'SSH_ASKPASS', 'SUDO_ASKPASS', 'GIT_EXTERNAL_DIFF', 'GIT_PROXY_COMMAND', 'LESSOPEN', 'LESSCLOSE', 'RSYNC_RSH']);
const VIM_LINE_NUMBER = /^\+[0-9]{0,9}$/;
const VIM_SCRIPT_LANG = /^(?:py|py3|pyx|python|python3|pythonx|lua|perl|ruby|rub|tcl)\s{1,4}/;
const VIM_SHELL_CMD = /^(?:sh|shell|te|ter|term|terminal)$/;
const VIM_SILENT = /^sil(?:ent)?!?\s{1,4}/;

const MAX_HOOKS = 32;
/** Reads an option value a program runs as a shell command (at most MAX_HOOKS per check: a line needs a few). */
function runHook(state: State, text: string, depth: number, host: string, cwd: string): void {
  if (state.hooks++ >= MAX_HOOKS) return;
  state.esc = true;
  parseInto(state, text, depth + 1, 'escape', host, cwd);
}

/** Part i (already stripped to t) with the parts after it, as one command line. */
const restOf = (t: string, parts: readonly string[], i: number): string => [t, ...parts.slice(i + 1)].join('|').trimEnd();

/** One ex command line of vim -c / +cmd: `:!cmd`, `:shell`, `:py3 code`, `:call system('…')`, bars between. */
function vimCommand(state: State, text: string, depth: number, host: string, cwd: string): void {
  const parts = text.split('|');
  for (let i = 0; i < parts.length && i < 16; i++) {
    let t = parts[i]!.trim();
    while (t.startsWith(':')) t = t.slice(1).trim();
    t = t.replace(VIM_SILENT, '');
    // `:!cmd` and `:py3 code` take the rest of the line, bars included: read it from the part already stripped of its
    // colons and `silent` above, so no second stripping can disagree with the first.
    if (t.startsWith('!')) { runHook(state, restOf(t, parts, i).slice(1), depth, host, cwd); return; }
    if (VIM_SHELL_CMD.test(t)) { runHook(state, 'sh', depth, host, cwd); continue; }
    const m = VIM_SCRIPT_LANG.exec(t);
    if (m) {
      state.esc = true;
      const lang = m[0].trim();
      addScript(state, lang.startsWith('py') ? 'python' : lang === 'rub' ? 'ruby' : lang, restOf(t, parts, i).slice(m[0].length), host, depth, cwd);
      return;
    }
    if (t.includes('system(') || t.includes('systemlist(') || t.includes('jobstart(')) { state.esc = true; addScript(state, 'vim', t, host, depth, cwd); }
  }
}

const ZIP_HOOK_FLAGS: readonly string[] = ['-TT', '--unzip-command'];
const RSYNC_HOOK_FLAGS: readonly string[] = ['-e', '--rsh'];
const MAN_HOOK_FLAGS: readonly string[] = ['-P'];
/** Runs as a hook the value after any of flags (rsync -e CMD) and the rest of an argument starting with prefix (--rsh=CMD). */
function flagHooks(state: State, args: readonly string[], flags: readonly string[], prefix: string, depth: number, host: string, cwd: string): void {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (flags.includes(a) && args[i + 1] !== undefined) runHook(state, args[++i]!, depth, host, cwd);
    else if (a.startsWith(prefix)) runHook(state, a.slice(prefix.length), depth, host, cwd);
  }
}

/** Option values that a program runs as a command: vim -c, gdb -ex, tar --checkpoint-action, zip -TT, rsync -e … */
function programHooks(state: State, cmd: Cmd, depth: number, cwd: string): void {
  const name = cmd.name;
  const args = cmd.args;
  if (VIM_NAMES.has(name)) {
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if ((a === '-c' || a === '--cmd') && args[i + 1] !== undefined) vimCommand(state, args[++i]!, depth, name, cwd);
      else if (a.length > 1 && a.charCodeAt(0) === 43 && !VIM_LINE_NUMBER.test(a)) vimCommand(state, a.slice(1), depth, name, cwd);
    }
    return;
  }
  switch (name) {
    case 'gdb':
      for (let i = 0; i < args.length; i++) {
        const a = args[i]!;
        const v = (a === '-ex' || a === '--ex' || a === '-eval-command' || a === '--eval-command') ? args[++i] : a.startsWith('--eval-command=') ? a.slice(15) : undefined;
        if (v === undefined) continue;
        const t = v.trim();
        if (t.startsWith('!')) runHook(state, t.slice(1), depth, name, cwd);
        else if (t.startsWith('shell ')) runHook(state, t.slice(6), depth, name, cwd);
        else if (t.startsWith('python ') || t.startsWith('py ')) { state.esc = true; addScript(state, 'python', t.slice(t.indexOf(' ') + 1), name, depth, cwd); }
      }
      return;
    case 'tar':
      for (let i = 0; i < args.length; i++) {
        if (args[i]!.length < 3 && args[i] !== '-I') continue;
        const a = args[i]!;
        if (a.startsWith('--checkpoint-action=')) {
          const v = a.slice(20);
          if (v.startsWith('exec=')) runHook(state, v.slice(5), depth, name, cwd);
        } else if (a.startsWith('--to-command=') || a.startsWith('--use-compress-program=') || a.startsWith('--rsh-command=') || a.startsWith('--info-script=') || a.startsWith('--new-volume-script=')) {
          runHook(state, a.slice(a.indexOf('=') + 1), depth, name, cwd);
        } else if ((a === '-I' || a === '--use-compress-program' || a === '--to-command') && args[i + 1] !== undefined) runHook(state, args[++i]!, depth, name, cwd);
      }
      return;
    case 'zip':
      flagHooks(state, args, ZIP_HOOK_FLAGS, '--unzip-command=', depth, name, cwd);
      return;
    case 'rsync':
      flagHooks(state, args, RSYNC_HOOK_FLAGS, '--rsh=', depth, name, cwd);
      return;
    case 'expect':
      for (let i = 0; i < args.length; i++) {
        if (args[i] !== '-c' || args[i + 1] === undefined) continue;
        const parts = args[++i]!.split(/[;\n]/);
        for (let k = 0; k < parts.length && k < 32; k++) {
          const t = parts[k]!.trim();
          if (t.startsWith('spawn ') || t.startsWith('exec ') || t.startsWith('system ')) runHook(state, t.slice(t.indexOf(' ') + 1), depth, name, cwd);
        }
      }
      return;
    case 'mysql': case 'mariadb':
      for (let i = 0; i < args.length; i++) {
        const a = args[i]!;
        const v = (a === '-e' || a === '--execute') ? args[++i] : a.startsWith('--execute=') ? a.slice(10) : undefined;
        if (v === undefined) continue;
        const t = v.trim();
        if (t.startsWith('\\!')) runHook(state, t.slice(2), depth, name, cwd);
        else if (t.toLowerCase().startsWith('system ')) runHook(state, t.slice(7), depth, name, cwd);
      }
      return;
    case 'sqlite3':
      for (let i = 0; i < args.length; i++) {
        const t = args[i]!.trim();
        if (t.startsWith('.shell ') || t.startsWith('.system ')) runHook(state, t.slice(t.indexOf(' ') + 1), depth, name, cwd);
      }
      return;
    case 'openvpn':
      for (let i = 0; i < args.length - 1; i++) if (OPENVPN_HOOKS.has(args[i]!)) runHook(state, args[++i]!, depth, name, cwd);
      return;
    case 'man':
      flagHooks(state, args, MAN_HOOK_FLAGS, '--pager=', depth, name, cwd);
      return;
    case 'git':
      if (!args.includes('-c')) return;
      for (let i = 0; i < args.length - 1; i++) {
        if (args[i] !== '-c') continue;
        const kv = args[++i]!;
        const eq = kv.indexOf('=');
        if (eq <= 0) continue;
        const key = kv.slice(0, eq).toLowerCase();
        const v = kv.slice(eq + 1);
        if (GIT_CMD_KEYS.has(key) || (key.startsWith('alias.') && v.startsWith('!'))) runHook(state, v.startsWith('!') ? v.slice(1) : v, depth, name, cwd);
      }
      return;
    case 'wmic': {
      const c = args.findIndex((a) => a.toLowerCase() === 'create');
      if (c > 0 && args[c - 1]!.toLowerCase() === 'call' && args[c + 1] !== undefined) parseInto(state, args.slice(c + 1).join(' '), depth + 1, 'shell-c', name, cwd);
      return;
    }
    default:
  }
}

/** PAGER=…, GIT_SSH_COMMAND=…, LESSOPEN='|…' in front of a command: values the command runs. */
function hookVars(state: State, cmd: Cmd, depth: number, cwd: string): void {
  if (cmd.name === '' || depth >= MAX_DEPTH) return;
  for (let i = 0; i < cmd.assigns.length; i++) {
    const a = cmd.assigns[i]!;
    const eq = a.indexOf('=');
    if (!HOOK_VARS.has(a.slice(0, eq))) continue;
    let v = a.slice(eq + 1).trim();
    if (v.startsWith('|')) v = v.slice(1);
    if (v !== '') runHook(state, v, depth, cmd.name, cwd);
  }
}

/** Every name nested() acts on (besides python* and the Object.prototype names isInterpreter accepts). */
const NESTED_NAMES: ReadonlySet<string> = new Set([
  ...SHELLS, 'su', 'eval', 'iex', 'invoke-expression', 'cmd', 'cmd.exe', ...POWERSHELL, ...INTERPRETER_NAMES,
  'awk', 'gawk', 'nawk', 'mawk', 'ssh', 'find', 'docker', 'podman', 'kubectl', 'watch', 'script',
  ...HOOK_NAMES,
]);

/** Reads what a command executes besides itself: -c payloads, eval, ssh remote commands, find -exec, scripts. */
function nested(state: State, cmd: Cmd, depth: number, cwd: string): void {
  const name = cmd.name;
  // most commands run nothing nested: one set lookup instead of the whole chain of name tests below
  const payload = NESTED_NAMES.has(name) || PROTO_KEYS.has(name) || name.startsWith('python');
  // PAGER=…, GIT_SSH_COMMAND=… in front of any command are values that command runs
  const vars = cmd.assigns.length > 0;
  if (!payload && !vars) return;
  // what a root command runs is root too; what a program hook runs is escaped (set inside, restored here)
  const elev = state.elev;
  const esc = state.esc;
  if (cmd.root) state.elev = true;
  if (payload) nestedPayload(state, cmd, depth, cwd);
  if (vars) hookVars(state, cmd, depth, cwd);
  state.elev = elev;
  state.esc = esc;
}

function nestedPayload(state: State, cmd: Cmd, depth: number, cwd: string): void {
  const name = cmd.name;
  const args = cmd.args;
  const d = depth + 1;
  if (HOOK_NAMES.has(name)) { programHooks(state, cmd, depth, cwd); return; }
  if (isShell(name) || name === 'su') {
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if ((LETTER_FLAGS.test(a) && a.includes('c')) || a === '--command') {
        const payload = args.slice(i + 1).find((x) => !x.startsWith('-') || x.includes(' '));
        if (payload !== undefined) parseInto(state, payload, d, 'shell-c', name, cwd);
        break;
      }
    }
    if (cmd.heredoc) parseInto(state, cmd.heredoc, d, 'heredoc', name, cwd);
    if (cmd.hereString) parseInto(state, cmd.hereString, d, 'heredoc', name, cwd);
    return;
  }
  if (name === 'eval' || name === 'iex' || name === 'invoke-expression') {
    parseInto(state, args.join(' '), d, 'eval', name, cwd);
    return;
  }
  if (name === 'cmd' || name === 'cmd.exe') {
    const i = args.findIndex((a) => /^\/[ck]$/i.test(a));
    if (i >= 0) parseInto(state, args.slice(i + 1).join(' '), d, 'shell-c', name, cwd);
    return;
  }
  if (isPowerShell(name)) {
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!.toLowerCase();
      if (/^[-/]e(?:c|nc|nco|ncod|ncode|ncoded|ncodedc|ncodedcommand)?$/.test(a) && args[i + 1]) {
        const decoded = decodeUtf16Base64(args[i + 1]!);
        if (decoded) {
          addScript(state, 'powershell', decoded, name, depth, cwd);
          parseInto(state, decoded, d, 'decoded', name, cwd);
        }
        break;
      }
      if (/^[-/]c(?:ommand)?$/.test(a) || !a.startsWith('-')) {
        const payload = args.slice(a.startsWith('-') || a.startsWith('/') ? i + 1 : i).join(' ');
        addScript(state, 'powershell', payload, name, depth, cwd);
        parseInto(state, payload, d, 'shell-c', name, cwd);
        break;
      }
      if (/^[-/](?:f|file|w|windowstyle|ex|executionpolicy|ep)$/.test(a)) i++;
    }
    return;
  }
  if (isInterpreter(name)) {
    state.esc = true;
    const flags = INTERPRETER_FLAG[name] ?? ['-c'];
    const lang = langOf(name);
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      const hit = flags.find((f) => a === f || (f.length === 2 && a.startsWith(f) && a.length > 2 && !a.startsWith('--')));
      // python -c, perl -e 'code', and combined perl -MIO -e, ruby -rsocket -e
      if (hit !== undefined) {
        const code = a.length > hit.length && hit.length === 2 ? a.slice(2) : args[i + 1];
        if (code !== undefined) addScript(state, lang, code, name, depth, cwd);
        break;
      }
      if (lang === 'perl' && /^-[a-zA-Z]*e$/.test(a) && args[i + 1] !== undefined) { addScript(state, lang, args[i + 1]!, name, depth, cwd); break; }
    }
    if (cmd.heredoc) addScript(state, lang, cmd.heredoc, name, depth, cwd);
    if (cmd.hereString) addScript(state, lang, cmd.hereString, name, depth, cwd);
    if (args.some((a) => a.startsWith('-M') || a.startsWith('-r'))) addScript(state, lang, args.join(' '), name, depth, cwd);
    return;
  }
  if (name === 'awk' || name === 'gawk' || name === 'nawk' || name === 'mawk') {
    state.esc = true;
    const prog = args.find((a, i) => !a.startsWith('-') && !(i > 0 && /^-[vfF]$/.test(args[i - 1]!)));
    if (prog !== undefined) addScript(state, 'awk', prog, name, depth, cwd);
    return;
  }
  if (name === 'ssh') {
    // -o ProxyCommand=… / -o LocalCommand=… run locally
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      const o = a === '-o' ? args[i + 1] ?? '' : a.startsWith('-o') ? a.slice(2) : '';
      if (o === '') continue;
      const k = o.slice(0, 14).toLowerCase();
      if (k.startsWith('proxycommand') || k.startsWith('localcommand')) {
        const v = o.slice(12).replace(SSH_OPT_SEP, '');
        if (v !== '' && v.toLowerCase() !== 'none') runHook(state, v, depth, name, cwd);
      }
    }
    const remote = sshRemote(args);
    if (remote) parseInto(state, remote, d, 'ssh', name, '');
    return;
  }
  if (name === 'find') {
    state.esc = true;
    for (let i = 0; i < args.length; i++) {
      if (/^-(?:exec|execdir|ok|okdir)$/.test(args[i]!)) {
        let j = i + 1;
        const words: string[] = [];
        while (j < args.length && args[j] !== ';' && args[j] !== '+' && args[j] !== '\\;') words.push(args[j++]!);
        if (words.length > 0) parseInto(state, words.map(quoteWord).join(' '), d, 'find-exec', name, cwd);
        i = j;
      }
    }
    return;
  }
  if (name === 'docker' || name === 'podman' || name === 'kubectl' || name === 'watch' || name === 'script') {
    // docker exec ctr sh -c '…', kubectl exec pod -- bash -c '…', watch 'cmd'
    for (let i = 0; i < args.length - 1; i++) {
      if (isShell(baseName(args[i]!)) && /^-[a-zA-Z]*c$/.test(args[i + 1]!) && args[i + 2] !== undefined) {
        parseInto(state, args[i + 2]!, d, 'shell-c', baseName(args[i]!), '');
        break;
      }
    }
    if (name === 'watch' && args.length > 0) parseInto(state, args.filter((a) => !a.startsWith('-')).join(' '), d, 'shell-c', name, cwd);
    if (name === 'script') {
      const i = args.findIndex((a) => a === '-c' || a === '--command');
      if (i >= 0 && args[i + 1] !== undefined) parseInto(state, args[i + 1]!, d, 'shell-c', name, cwd);
    }
  }
}

const SSH_OPT_SEP = /^\s{0,4}=?\s{0,4}/;

/** The value of a command-line option among `args` (`--name VALUE` or `--name=VALUE`, the first of `names` found), or ''. */
export function optionValue(args: readonly string[], ...names: string[]): string {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    for (const n of names) {
      if (a === n) return args[i + 1] ?? '';
      if (a.startsWith(`${n}=`)) return a.slice(n.length + 1);
    }
  }
  return '';
}

/** A word single-quoted for the shell (a quote inside becomes '\''). */
export function quoteWord(w: string): string {
  return `'${w.replace(/'/g, "'\\''")}'`;
}

const SSH_ARG_FLAGS = 'bcDEeFIiJLlmOopQRSWw';
export function sshRemote(args: readonly string[]): string {
  let i = 0;
  let host = false;
  for (; i < args.length; i++) {
    const a = args[i]!;
    if (!host && a.startsWith('-') && a.length > 1) {
      const last = a[a.length - 1]!;
      if (a.length === 2 && SSH_ARG_FLAGS.includes(last)) i++;
      continue;
    }
    if (!host) { host = true; continue; }
    break;
  }
  return args.slice(i).join(' ');
}

const SHELL_CALL = /\b(?:system|popen|exec|execSync|shell_exec|passthru|check_output|check_call|call|run|Popen|getoutput|spawn|spawnSync|execFile|proc_open|execl|execlp|execle|execv|execvp|execvpe|execve|execute|spawnl|spawnlp|spawnv|spawnvp)\s{0,3}\(\s{0,3}(\[?)\s{0,3}[fbr]?(["'`])/g;
/** perl/ruby/lua/tcl call without parentheses: exec "/bin/sh", system 'id', os.execute "…". */
const BARE_CALL = /\b(?:system|exec|spawn|execute)\s{1,3}(["'])/g;
const QUOTED_ITEM = /["']([^"']{0,500})["']/g;

function addScript(state: State, lang: string, code: string, host: string, depth: number, cwd: string): void {
  if (state.scripts.length >= 64 || code.length === 0) return;
  const body = code.slice(0, PARSE_CAP);
  state.scripts.push({ lang, code: body, host });
  if (depth + 1 > MAX_DEPTH) return;
  // os.system('…'), subprocess.run([...]), exec("…"), `…`: the strings a one-liner hands to a shell
  SHELL_CALL.lastIndex = 0;
  let m: RegExpExecArray | null;
  let n = 0;
  while ((m = SHELL_CALL.exec(body)) !== null && n++ < 16) {
    const start = m.index + m[0].length;
    if (m[1] === '[') {
      const close = body.indexOf(']', start);
      const list = body.slice(start - 1, close < 0 ? Math.min(body.length, start + 2000) : close);
      const items: string[] = [];
      QUOTED_ITEM.lastIndex = 0;
      let q: RegExpExecArray | null;
      while ((q = QUOTED_ITEM.exec(list)) !== null && items.length < 64) items.push(q[1]!);
      const joined = items.length >= 3 && items[1] === '-c' && isShell(baseName(items[0]!)) ? items.slice(2).join(' ') : items.map((x) => (/\s/.test(x) ? `'${x}'` : x)).join(' ');
      parseInto(state, joined, depth + 1, 'script', lang, cwd);
    } else {
      const end = body.indexOf(m[2]!, start);
      parseInto(state, body.slice(start, end < 0 ? body.length : end), depth + 1, 'script', lang, cwd);
    }
  }
  if (lang === 'ruby' || lang === 'perl' || lang === 'lua' || lang === 'tcl') {
    BARE_CALL.lastIndex = 0;
    let b: RegExpExecArray | null;
    let k = 0;
    while ((b = BARE_CALL.exec(body)) !== null && k++ < 8) {
      const start = b.index + b[0].length;
      const end = body.indexOf(b[1]!, start);
      parseInto(state, body.slice(start, end < 0 ? body.length : end), depth + 1, 'script', lang, cwd);
    }
  }
  if (lang === 'ruby' || lang === 'perl' || lang === 'php') {
    const tick = body.indexOf('`');
    const end = tick < 0 ? -1 : body.indexOf('`', tick + 1);
    if (end > tick + 1) parseInto(state, body.slice(tick + 1, end), depth + 1, 'script', lang, cwd);
  }
}

function decodeUtf16Base64(s: string): string {
  if (!/^[A-Za-z0-9+/=]{8,}$/.test(s)) return '';
  const buf = Buffer.from(s, 'base64');
  // PowerShell -EncodedCommand is UTF-16LE; fall back to UTF-8 when it is not
  let zeros = 0;
  for (let i = 1; i < buf.length; i += 2) if (buf[i] === 0) zeros++;
  return zeros * 2 >= buf.length * 0.4 ? buf.toString('utf16le') : buf.toString('utf8');
}

// ───────────────────────── pipelines: what flows into a shell ─────────────────────────

const DECODERS = new Set(['base64', 'base32', 'basenc', 'xxd', 'openssl', 'rev', 'tr', 'gunzip', 'zcat', 'gzip', 'bzip2', 'xz', 'uudecode', 'certutil', 'base58']);

/** The stage decodes its input (base64 -d, xxd -r, rev, tr rot13 …); returns the decoder's label or ''. */
export function decoderOf(c: Cmd): string {
  const a = c.args;
  switch (c.name) {
    case 'base64': case 'base32': case 'basenc': case 'base58':
      return a.some((x) => x === '-d' || x === '--decode' || x === '-D' || (LETTER_FLAGS.test(x) && x.includes('d'))) ? `${c.name} -d` : '';
    case 'xxd': return a.some((x) => /^-[a-z]*r/.test(x)) ? 'xxd -r' : '';
    case 'openssl': return a.includes('-d') || a.includes('-a') && a.includes('-d') || (a[0] === 'base64' && a.includes('-d')) ? 'openssl decode' : '';
    case 'rev': return 'rev';
    case 'tr': return a.length >= 2 && /[nN]-[zZ]/.test(a.join(' ')) ? 'tr rot13' : '';
    case 'gunzip': case 'zcat': return c.name;
    case 'gzip': case 'bzip2': case 'xz': return a.some((x) => /^-[a-z]*d/.test(x)) ? `${c.name} -d` : '';
    case 'uudecode': return 'uudecode';
    case 'certutil': return a.some((x) => /^[-/]decode/i.test(x)) ? 'certutil -decode' : '';
    default: return '';
  }
}
export const isDecoderName = (n: string): boolean => DECODERS.has(n);

/** A stage that runs what it reads on stdin: sh, bash -s, python -, node, iex … */
export function execsStdin(c: Cmd): boolean {
  const n = c.name;
  if (isShell(n)) {
    const positional = c.args.filter((a) => !a.startsWith('-') && !a.startsWith('+'));
    return positional.length === 0 || c.args.includes('-s') || c.args.includes('-') || c.args.some((a) => /^-[a-zA-Z]*s/.test(a));
  }
  if (n === 'iex' || n === 'invoke-expression') return true;
  if (isPowerShell(n)) return c.args.every((a) => a.startsWith('-'));
  if (isInterpreter(n)) {
    const a = c.args;
    if (a.some((x) => x === '-m' || x === '-c' || x === '-e' || x === '-r' || x === '-E' || x === '-p')) return false;
    const positional = a.filter((x) => !x.startsWith('-'));
    return positional.length === 0 || a.includes('-');
  }
  if (n === 'source' || n === '.') return c.args.some((a) => a === '/dev/stdin' || a === '-');
  return n === 'cmd' && c.args.length === 0;
}

function literalOf(c: Cmd): string | null {
  if (c.name === 'echo') return c.args.filter((a) => !/^-[neE]{1,3}$/.test(a)).join(' ');
  if (c.name === 'printf') return decodePrintf(c.args.filter((a) => a !== '--').join(' '));
  if (c.hereString) return c.hereString;
  if (c.heredoc && (c.name === 'cat' || c.name === '')) return c.heredoc;
  return null;
}

/**
 * The text a `$(printf '\x72\x6d')`, `$(echo -e "\162m")` or backtick form prints, or undefined: a variable
 * assigned that way holds the decoded command name, as the shell would run it.
 */
function printedBy(value: string): string | undefined {
  let body: string;
  if (value.startsWith('$(') && value.endsWith(')')) body = value.slice(2, -1).trim();
  else if (value.length > 1 && value.startsWith('`') && value.endsWith('`')) body = value.slice(1, -1).trim();
  else return undefined;
  let rest: string;
  if (body.startsWith('printf ')) rest = body.slice(7).trim();
  else if (body.startsWith('echo -e ') || body.startsWith('echo -ne ') || body.startsWith('echo -en ')) rest = body.slice(body.indexOf(' ', 5) + 1).trim();
  else return undefined;
  const q = rest.charCodeAt(0);
  if ((q === 39 || q === 34) && rest.length > 1 && rest.charCodeAt(rest.length - 1) === q) rest = rest.slice(1, -1);
  if (!rest.includes('\\') || rest.includes('%') || rest.includes('$')) return undefined;
  return decodePrintf(rest);
}

function decodePrintf(s: string): string {
  if (!s.includes('\\')) return s;
  return s.replace(/\\x([0-9a-fA-F]{1,2})|\\([0-7]{1,3})|\\n/g, (m, hex: string | undefined, oct: string | undefined) =>
    hex !== undefined ? String.fromCharCode(parseInt(hex, 16)) : oct !== undefined ? String.fromCharCode(parseInt(oct, 8)) : '\n');
}

function applyDecoder(label: string, s: string): string | null {
  const t = s.trim();
  if (label.startsWith('base64') || label === 'openssl decode' || label === 'certutil -decode') {
    const clean = t.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/_-]{4,}={0,2}$/.test(clean)) return null;
    return Buffer.from(clean, clean.includes('-') || clean.includes('_') ? 'base64url' : 'base64').toString('latin1');
  }
  if (label === 'xxd -r') {
    const clean = t.replace(/\s+/g, '');
    if (!/^(?:[0-9a-fA-F]{2}){2,}$/.test(clean)) return null;
    return Buffer.from(clean, 'hex').toString('latin1');
  }
  if (label === 'rev') return [...t].reverse().join('');
  if (label === 'tr rot13') return t.replace(/[a-zA-Z]/g, (ch) => {
    const b = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - b + 13) % 26) + b);
  });
  return null;
}

/** For `echo X | base64 -d | sh` and friends: decode X and read it as what the final stage runs. */
function afterPipeline(state: State, p: Cmd[], depth: number, cwd: string): void {
  if (depth >= MAX_DEPTH) return;
  const last = p[p.length - 1]!;
  const executes = (p.length > 1 && execsStdin(last)) || (last.via === 'subst' && (last.host === '<exec>' || last.host === 'eval' || isShell(last.host)));
  if (!executes) {
    // xargs fed by a literal: echo / | xargs rm -rf
    for (let i = 1; i < p.length; i++) {
      const c = p[i]!;
      if (c.wrappers.includes('xargs')) {
        const lit = literalOf(p[i - 1]!);
        if (lit !== null && lit.length < 4096) c.args.push(...lit.split(/\s+/).filter(Boolean).slice(0, 64));
      }
    }
    return;
  }
  const src = p[0]!;
  let text = literalOf(src);
  if (text === null) return;
  const stop = p.length > 1 && execsStdin(last) ? p.length - 1 : p.length;
  let decoded = false;
  for (let i = 1; i < stop; i++) {
    const label = decoderOf(p[i]!);
    if (!label) continue;
    const out = applyDecoder(label, text);
    if (out === null) return;
    text = out;
    decoded = true;
  }
  const via = decoded ? 'decoded' : 'piped';
  if (isInterpreter(last.name) && p.length > 1) addScript(state, langOf(last.name), text, last.name, depth, cwd);
  else parseInto(state, text, depth + 1, via, last.name, cwd);
}

/** Every regex this module runs on input, for the ReDoS audit. */
export const SHELL_PATTERNS: readonly RegExp[] = [
  /^\{[^{}\s]{1,400}\}$/, /^[A-Za-z_][A-Za-z0-9_]{0,63}=/, /^[0-9]{1,2}$/, /^\t+/, /\\[0-7xu]/, /[0-9a-fA-F]/,
/^-[a-zA-Z]*[vV]/, /^[A-Za-z_][A-Za-z0-9_]*=/, /^-[0-9]+$/, /\s+/,
  LETTER_FLAGS, SHELL_CALL, QUOTED_ITEM, /\s/, /^\/[ck]$/i, /^[-/]e(?:c|nc|nco|ncod|ncode|ncoded|ncodedc|ncodedcommand)?$/,
  /^[-/]c(?:ommand)?$/, /^[-/](?:f|file|w|windowstyle|ex|executionpolicy|ep)$/, /^-[a-zA-Z]*e$/, /^-[vfF]$/,
  /^-(?:exec|execdir|ok|okdir)$/, /^-[a-zA-Z]*c$/, /^[A-Za-z0-9+/=]{8,}$/, /^-[a-z]*r/,
  /[nN]-[zZ]/, /^-[a-z]*d/, /^[-/]decode/i, /^-[a-zA-Z]*s/, /^-[neE]{1,3}$/,
  /\\x([0-9a-fA-F]{1,2})|\\([0-7]{1,3})|\\n/g, /^[A-Za-z0-9+/_-]{4,}={0,2}$/, /^(?:[0-9a-fA-F]{2}){2,}$/, /[a-zA-Z]/g,
  /^python[0-9.]*$/, /^python[0-9.]{1,5}$/, /^-[a-zA-Z]*[is]/, /[ugpChDrtTU]/, SIMPLE_LINE,
  WIN_ROOT, VIM_LINE_NUMBER, VIM_SCRIPT_LANG, VIM_SHELL_CMD, VIM_SILENT, /[;\n]/, SSH_OPT_SEP, BARE_CALL,
];
