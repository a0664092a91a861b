/**
 * Path canonicalisation shared by the file_read and file_write analyzers.
 * Rules match one canonical spelling, so every evasion (encodings, Windows separators, home-directory spellings,
 * dot segments, /proc/self/root indirection) is undone here once, in linear time.
 */
import { isPlainAscii, normalizeUnicode, percentDecode } from '../normalize.js';

/** Paths longer than this are junk; the structure of the first part is enough to judge them. */
const MAX_PATH = 64 * 1024;

export interface PathInfo {
  /** Canonical path: '/' separators, home directory folded to '~', dot segments resolved. */
  readonly path: string;
  readonly lower: string;
  /** Lower-cased last segment. */
  readonly base: string;
  /** Number of '..' segments in the input. */
  readonly dotdot: number;
  /** '..' segments that climbed above the start of a relative path or above the root. */
  readonly escapes: number;
  /** Literal '..' occurrences before decoding (fewer than dotdot means the traversal was encoded). */
  readonly literalDotdot: number;
  readonly nul: boolean;
  /** The path names a directory (trailing separator). */
  readonly dir: boolean;
  /** The path lives in a user's home directory. */
  readonly home: boolean;
  /**
   * Spelling no real path needs: letters or digits percent-encoded (three or more), escapes no decoder reads left
   * behind ('%qf', a stray overlong lead byte), or '0x2e'-style hex spellings of dots and separators.
   */
  readonly obfuscated: boolean;
  /** './' segments padding the path (several in a row pad a path past a naive length or prefix check). */
  readonly dotPad: number;
}

const FILE_SCHEME = /^file:(?:\/\/(?:localhost)?)?/i;
const UNICODE_ESC = /%u([0-9a-fA-F]{4})/g;
/** Overlong UTF-8 encodings of '/', '\\' and '.' that old servers decoded. */
const OVERLONG = /\u00c0\u00af|\u00c1\u009c|\u00c0\u00ae|\u00e0\u0080\u00af/g;
const OVERLONG_MAP: Record<string, string> = { '\u00c0\u00af': '/', '\u00c1\u009c': '/', '\u00c0\u00ae': '.', '\u00e0\u0080\u00af': '/' };
const LEADING_VAR = /^(?:~[a-z0-9_.-]{0,32}|\$home|\$\{home\}|\$env:(?:userprofile|home)|%userprofile%|%homedrive%%homepath%|%homepath%|\$env:appdata|%appdata%|\$env:localappdata|%localappdata%|%systemroot%|%windir%|\$env:(?:systemroot|windir)|%programdata%|\$env:programdata|\$xdg_config_home|\$\{xdg_config_home\}|%temp%|%tmp%|\$env:temp)(?=\/|$)/i;
const UNC_DEVICE = /^\/\/[?.]\/(?:(globalroot\/device\/harddiskvolumeshadowcopy[0-9]{1,4}\/)|unc\/[^/]{1,255}\/([a-z])\$\/)?/i;
const UNC_ADMIN = /^\/\/[^/]{1,255}\/([a-z])\$(?=\/|$)/i;
const DRIVE_AFTER_SLASH = /^\/[a-z]:/i;
const BACKSLASH = /\\/g;
const DRIVE = /^[a-z]:$/i;
const PROC_ROOT = /^\/proc\/(?:self|thread-self|[0-9]{1,10})\/root(?=\/|$)/i;
const HOME_DIR = /^(?:\/home\/[^/]{1,64}|\/users\/[^/]{1,64}|\/root|\/var\/root|[a-z]:\/users\/[^/]{1,64}|[a-z]:\/documents and settings\/[^/]{1,64})(?=\/|$)/i;

/**
 * Lax UTF-8 decoders (old IIS, Tomcat, some proxies) read an overlong or malformed multi-byte sequence by its low
 * bits: C0 AE, C0 2E, E0 80 AE and F0 80 80 AE are all '.'. After percent-decoding each byte is one Latin-1 code unit,
 * so a lead byte (C0/C1, E0, F0, F8, FC) followed by its continuation units decodes here to the character its low
 * bits name, kept only when that is a dot or a separator (what a traversal needs). One pass, linear.
 */
function decodeOverlong(s: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xc0) continue;
    const extra = c <= 0xc1 ? 1 : c === 0xe0 ? 2 : c === 0xf0 ? 3 : c === 0xf8 ? 4 : c === 0xfc ? 5 : 0;
    if (extra === 0 || i + extra >= s.length) continue;
    let ok = true;
    for (let k = 1; k < extra; k++) if (s.charCodeAt(i + k) !== 0x80) ok = false;
    if (!ok) continue;
    const tail = s.charCodeAt(i + extra);
    if (tail > 0xff) continue;
    const v = extra === 1 ? ((c & 0x1f) << 6) | (tail & 0x3f) : tail & 0x3f;
    const ch = v === 0x2e ? '.' : v === 0x2f ? '/' : v === 0x5c ? '\\' : '';
    if (!ch) continue;
    out += s.slice(last, i) + ch;
    last = i + extra + 1;
    i += extra;
  }
  return last === 0 ? s : out + s.slice(last);
}

/** Look-alike slashes NFKC leaves alone (division slash, set minus, fraction slash, big reverse solidus). */
function slashOf(c: number): string | undefined {
  if (c < 0x2044 || c > 0x29f9) return undefined;
  return c === 0x2215 || c === 0x2044 || c === 0x29f8 ? '/' : c === 0x2216 || c === 0x29f5 || c === 0x29f9 ? '\\' : undefined;
}
function foldSlashLookalikes(s: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = slashOf(s.charCodeAt(i));
    if (ch === undefined) continue;
    out += s.slice(last, i) + ch;
    last = i + 1;
  }
  return last === 0 ? s : out + s.slice(last);
}

const isHex = (c: number) => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102);
const isAlnum = (c: number) => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);
const hexDigit = (c: number) => (c <= 57 ? c - 48 : (c | 32) - 87);

/** Percent escapes of letters and digits (which never need escaping) in the raw spelling, up to a few. */
function escapedPlainCount(s: string): number {
  let n = 0;
  for (let i = s.indexOf('%'); i !== -1 && i + 2 < s.length && n < 8; i = s.indexOf('%', i + 1)) {
    const a = s.charCodeAt(i + 1);
    const b = s.charCodeAt(i + 2);
    if (isHex(a) && isHex(b) && isAlnum(hexDigit(a) * 16 + hexDigit(b))) n++;
  }
  return n;
}

/** An escape no decoder reads: '%' before a non-hex pair in the spelling as given ('%qf', '%%32'). */
function hasBadEscape(s: string): boolean {
  for (let i = s.indexOf('%'); i !== -1; i = s.indexOf('%', i + 1)) {
    const a = s.charCodeAt(i + 1);
    if (a === 117 || a === 85) continue; // %uXXXX is read below
    if (i + 2 >= s.length || !isHex(a) || !isHex(s.charCodeAt(i + 2))) return true;
  }
  return false;
}

/** An overlong lead byte that no continuation completed, or a private-use character, survived decoding. */
function hasLoneLead(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0xc0 || c === 0xc1 || (c >= 0xe000 && c <= 0xf8ff)) return true;
  }
  return false;
}

/** '0x2e', '0x2f' and '0x5c' written out as text where a dot or separator belongs (a fuzzer's spelling). */
const HEX_SPELLED = /0x(?:2e|2f|5c)/gi;
const HEX_SPELLED_MAP: Readonly<Record<string, string>> = { '2e': '.', '2f': '/', '5c': '\\' };

export const PATH_PATTERNS: readonly RegExp[] = [HEX_SPELLED, DRIVE_AFTER_SLASH, BACKSLASH, FILE_SCHEME, UNICODE_ESC, OVERLONG, LEADING_VAR, UNC_DEVICE, UNC_ADMIN, DRIVE, PROC_ROOT, HOME_DIR];

function expandVar(v: string): string {
  const k = v.toLowerCase();
  if (k.startsWith('~')) return '~';
  if (k.includes('localappdata')) return '~/AppData/Local';
  if (k.includes('appdata')) return '~/AppData/Roaming';
  if (k.includes('systemroot') || k.includes('windir')) return 'c:/Windows';
  if (k.includes('programdata')) return 'c:/ProgramData';
  if (k.includes('xdg_config_home')) return '~/.config';
  if (k.includes('temp') || k.includes('tmp')) return '~/AppData/Local/Temp';
  return '~';
}

/** '...', '....' and Tomcat's '..;' collapse to '..' once a naive filter strips '../' or ';' (filter-bypass spellings). */
function isDotRun(seg: string): boolean {
  if (seg === '..;') return true;
  if (seg.length < 3 || seg.length > 16) return false;
  for (let i = 0; i < seg.length; i++) if (seg[i] !== '.') return false;
  return true;
}

const isQuote = (c: string | undefined) => c === '"' || c === "'" || c === '`';

function stripQuotes(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isQuote(s[a])) a++;
  while (b > a && isQuote(s[b - 1])) b--;
  return a === 0 && b === s.length ? s : s.slice(a, b).trim();
}

/** '..' segments spelled with literal dots and separators (an encoded one shows up only after decoding). */
function countLiteralDotdot(s: string): number {
  let n = 0;
  let i = s.indexOf('..');
  while (i !== -1) {
    const next = s[i + 2];
    const prev = i === 0 ? '/' : s[i - 1];
    if ((next === undefined || next === '/' || next === '\\') && (prev === '/' || prev === '\\')) n++;
    i = s.indexOf('..', i + 2);
  }
  return n;
}

/** Canonicalises a file path (or file:// URL) as an agent would pass it. Linear in the input. */
export function parsePath(value: string): PathInfo {
  let s = value.length > MAX_PATH ? value.slice(0, MAX_PATH) : value;
  s = stripQuotes(normalizeUnicode(s).trim());
  const literalDotdot = countLiteralDotdot(s);
  let obfuscated = false;
  if (s.includes('0x') || s.includes('0X')) {
    const before = s;
    s = s.replace(HEX_SPELLED, (m) => HEX_SPELLED_MAP[m.slice(2).toLowerCase()] ?? m);
    obfuscated = s !== before;
  }
  // Each pattern below anchors at the start or needs one character: a test of that character first spares the
  // usual path (neither a URL, nor UNC, nor a variable, nor a backslash) six regex calls.
  if ((s.charCodeAt(0) | 32) === 102 /* f */ && FILE_SCHEME.test(s)) {
    s = s.replace(FILE_SCHEME, '');
    if (DRIVE_AFTER_SLASH.test(s)) s = s.slice(1);
  }
  if (s.includes('%')) {
    if (escapedPlainCount(s) >= 3 || hasBadEscape(s)) obfuscated = true;
    s = percentDecode(s, 3);
    if (s.includes('%u') || s.includes('%U')) s = s.replace(UNICODE_ESC, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    s = s.replace(OVERLONG, (m) => OVERLONG_MAP[m] ?? m);
    s = decodeOverlong(s);
    if (hasLoneLead(s)) obfuscated = true;
    s = foldSlashLookalikes(normalizeUnicode(s));
  } else if (!isPlainAscii(s)) {
    s = foldSlashLookalikes(s);
  }
  let nul = false;
  const z = s.indexOf('\0');
  if (z !== -1) {
    nul = true;
    s = s.slice(0, z);
  }
  if (s.includes('\\')) s = s.replace(BACKSLASH, '/');
  if (s.startsWith('//')) {
    s = s.replace(UNC_DEVICE, (_m, shadow: string | undefined, drive: string | undefined) => (shadow ? 'c:/' : drive ? `${drive}:/` : ''));
    s = s.replace(UNC_ADMIN, (_m, drive: string) => `${drive}:`);
  }
  const first = s.charCodeAt(0);
  if (first === 126 /* ~ */ || first === 36 /* $ */ || first === 37 /* % */) s = s.replace(LEADING_VAR, (m) => expandVar(m));

  const dir = s.endsWith('/') || s.endsWith('/.');
  const parts = s.split('/');
  const stack: string[] = [];
  let kind: 'abs' | 'rel' | 'home' | 'drive' = 'rel';
  let start = 0;
  if (parts[0] === '') kind = 'abs';
  else if (parts[0] === '~') { kind = 'home'; start = 1; }
  else if (DRIVE.test(parts[0]!)) { kind = 'drive'; start = 1; }
  const drive = kind === 'drive' ? parts[0]!.toLowerCase() : '';
  let dotdot = 0;
  let escapes = 0;
  let dotPad = 0;
  for (let i = start; i < parts.length; i++) {
    const seg = parts[i]!;
    if (seg === '.') dotPad++;
    if (seg === '' || seg === '.') continue;
    if (seg === '..' || isDotRun(seg)) {
      dotdot++;
      if (stack.length > 0) stack.pop();
      else if (kind === 'home') { kind = 'abs'; stack.push('home'); }
      else escapes++;
      continue;
    }
    stack.push(seg);
  }
  let path: string;
  if (kind === 'home') path = stack.length ? `~/${stack.join('/')}` : '~';
  else if (kind === 'drive') path = `${drive}/${stack.join('/')}`;
  else if (kind === 'abs' || escapes > 0) path = `/${stack.join('/')}`;
  else path = stack.join('/');
  if (path.charCodeAt(0) === 47 && (path.charCodeAt(1) | 32) === 112 /* /p */) {
    for (let k = 0; k < 3 && PROC_ROOT.test(path); k++) path = path.replace(PROC_ROOT, '') || '/';
  }
  let home = kind === 'home';
  if (!home && (path.charCodeAt(0) === 47 || path.charCodeAt(1) === 58 /* / or x: */)) {
    const before = path;
    path = path.replace(HOME_DIR, '~');
    home = path !== before;
  }
  const lower = path.toLowerCase();
  const slash = lower.lastIndexOf('/');
  const base = slash === -1 ? lower : lower.slice(slash + 1);
  return { path, lower, base, dotdot, escapes, literalDotdot, nul, dir, home, obfuscated, dotPad };
}

/** Lower-cased extension of a base name ('' when none), e.g. 'pem' for 'server.pem'. */
export function extOf(base: string): string {
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1);
}

/** True when any dot-separated part of a `.env`-style name marks a template rather than live values. */
const TEMPLATE_PARTS: ReadonlySet<string> = new Set(['example', 'examples', 'sample', 'samples', 'template', 'templates', 'dist', 'defaults', 'default', 'schema', 'tpl', 'tmpl', 'stub', 'test', 'testing', 'ci', 'spec', 'skel', 'orig', 'md']);
/** Source-code extensions: `.env.d.ts` or `env.py` are code about configuration, not the configuration itself. */
const CODE_EXT: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'py', 'go', 'rb', 'rs', 'java', 'kt', 'swift', 'php', 'cs', 'md', 'rst', 'html', 'css']);
export function isCodeName(base: string): boolean {
  return CODE_EXT.has(extOf(base));
}

export function isTemplateName(base: string): boolean {
  for (const part of base.split('.')) if (TEMPLATE_PARTS.has(part)) return true;
  return false;
}
