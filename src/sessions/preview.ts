/**
 * The short preview a history entry shows instead of the value. It errs towards hiding: anything after a secret
 * keyword ("password=", "Bearer ") and every token that looks like a key or token becomes [redacted], and a
 * value whose engine result names a secret being handled (a credential in a message, a key in code) shows no
 * preview text at all.
 */
const PREVIEW_CHARS = 60;
/** Enough beyond the preview to see its last token whole. */
const SCAN_CHARS = 120;
const REDACTED = '[redacted]';

/** Keywords after which the rest of the preview is hidden: always, or when a ':' or '=' follows. */
const HIDE_AFTER_ALWAYS = [
  'bearer ', 'basic ', '-----begin', '--password', ' -p ', 'authorization:', 'passphrase', 'password is', 'pass is', 'pin is',
  'secret is', 'token is', 'key is', 'code is', 'otp', 'one-time code',
];
const HIDE_AFTER_ASSIGN = ['password', 'passwd', 'pwd', 'secret', 'token', 'api_key', 'apikey', 'api-key', 'access_key', 'private_key', 'credential', 'auth'];
const SECRET_PREFIXES = ['sk-', 'sk_', 'rk_', 'pk_live', 'ghp_', 'gho_', 'ghs_', 'github_pat_', 'glpat-', 'xox', 'akia', 'asia', 'sg_live_', 'sg_test_', 'eyj', 'aiza', 'ya29.', 'npm_', 'hf_', 'shpat_', 'whsec_'];
/** Threats whose finding is a secret inside the value itself (the value is then not previewed at all). */
const SECRET_IN_VALUE = new Set(['M06', 'M07', 'G06', 'G14', 'W18', 'A07', 'A08', 'N12', 'V08', 'U23', 'I09', 'D09']);

/** First characters of SECRET_PREFIXES (lower case): a token starting with none of them skips the prefix list. */
const PREFIX_FIRST = new Uint8Array(128);
for (const p of SECRET_PREFIXES) PREFIX_FIRST[p.charCodeAt(0)] = 1;

function hasSecretPrefix(token: string): boolean {
  const c = token.charCodeAt(0);
  // ASCII letters fold to lower case by one bit; anything else goes the long way (toLowerCase may change its length)
  if (c < 128 && PREFIX_FIRST[c >= 65 && c <= 90 ? c | 32 : c] !== 1) return false;
  const lower = token.toLowerCase();
  for (const p of SECRET_PREFIXES) if (lower.startsWith(p) && token.length >= p.length + 8) return true;
  return false;
}

/** The longest of SECRET_PREFIXES. */
const PREFIX_MAX = Math.max(...SECRET_PREFIXES.map((p) => p.length));

/**
 * hasSecretPrefix of s.slice(from, to), read in place: ASCII letters compared folded to lower case, as toLowerCase
 * folds them. A token with a unit past ASCII among its first PREFIX_MAX (toLowerCase may turn one into ASCII letters,
 * or into two units) is cut out and judged the long way.
 */
function hasSecretPrefixAt(s: string, from: number, to: number): boolean {
  const c = s.charCodeAt(from);
  if (c < 128 && PREFIX_FIRST[c >= 65 && c <= 90 ? c | 32 : c] !== 1) return false;
  const head = Math.min(to, from + PREFIX_MAX);
  for (let i = from; i < head; i++) if (s.charCodeAt(i) >= 128) return hasSecretPrefix(s.slice(from, to));
  const length = to - from;
  for (const p of SECRET_PREFIXES) {
    if (length < p.length + 8) continue;
    let k = 0;
    for (; k < p.length; k++) {
      const u = s.charCodeAt(from + k);
      if ((u >= 65 && u <= 90 ? u | 32 : u) !== p.charCodeAt(k)) break;
    }
    if (k === p.length) return true;
  }
  return false;
}

/** Where a token splits into the parts that are judged on their own: / . : = @ + */
const isPartBreak = (c: number) => c === 47 || c === 46 || c === 58 || c === 61 || c === 64 || c === 43;

/**
 * A token that looks like a key, token or password hash: a known prefix, or a long mixed run of characters (a part
 * between / . : = @ + of 8 or more characters holding lower case, upper case and digits, or two of them from 16 on).
 * One pass over the token, no split.
 */
export function isSecretLike(token: string): boolean {
  return isSecretLikeAt(token, 0, token.length);
}

/** isSecretLike of s.slice(from, to), read in place (no token is cut out). */
function isSecretLikeAt(s: string, from: number, to: number): boolean {
  if (to - from < 8) return false;
  if (hasSecretPrefixAt(s, from, to)) return true;
  let length = 0, lower = 0, upper = 0, digit = 0;
  for (let i = from; i <= to; i++) {
    const c = i < to ? s.charCodeAt(i) : 47;
    if (isPartBreak(c)) {
      if (length >= 8) {
        const classes = lower + upper + digit;
        if (classes === 3 || (classes === 2 && length >= 16)) return true;
      }
      length = lower = upper = digit = 0;
      continue;
    }
    length++;
    if (c >= 97 && c <= 122) lower = 1;
    else if (c >= 65 && c <= 90) upper = 1;
    else if (c >= 48 && c <= 57) digit = 1;
  }
  return false;
}

function isNameChar(c: number): boolean {
  return (c >= 97 && c <= 122) || c === 32 || c === 34 || c === 39 || c === 95;
}

const escaped = (k: string) => k.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
/**
 * Whether any keyword occurs, as one native regular expression: an alternation of plain strings (no quantifier, so a
 * position is tried against a bounded set of characters: linear in the text). Most values contain none, and then
 * this test is all hideFrom costs; over a preview's 120 characters it costs about two thirds of an Aho-Corasick scan
 * in JavaScript, where reading a character costs tens of instructions.
 */
const ANY_KEYWORD = new RegExp([...HIDE_AFTER_ALWAYS, ...HIDE_AFTER_ASSIGN].map(escaped).join('|'));

/** Where the preview must stop because a secret may follow; -1 when nowhere. */
function hideFrom(lower: string): number {
  if (!ANY_KEYWORD.test(lower)) return -1;
  let cut = -1;
  const earliest = (at: number) => { if (at >= 0 && (cut < 0 || at < cut)) cut = at; };
  for (const k of HIDE_AFTER_ALWAYS) {
    const at = lower.indexOf(k);
    if (at >= 0) earliest(at + k.length);
  }
  for (const k of HIDE_AFTER_ASSIGN) {
    for (let at = lower.indexOf(k); at >= 0; at = lower.indexOf(k, at + 1)) {
      let j = at + k.length;
      // a few letters, spaces, quotes or underscores may sit between the keyword and its ':' or '=' (DB_PASSWORD_X =)
      while (j < lower.length && j - at < k.length + 12 && isNameChar(lower.charCodeAt(j))) j++;
      if (lower[j] === ':' || lower[j] === '=') { earliest(j + 1); break; }
    }
  }
  return cut;
}

/** The characters /\s/ matches (ASCII and Unicode spaces, line breaks, BOM). */
export function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The words of the first `limit` characters, split at runs of whitespace (one pass, no regex). */
function wordsOf(value: string, limit: number): string[] {
  const n = Math.min(value.length, limit);
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < n; i++) {
    if (isSpace(value.charCodeAt(i))) {
      if (start >= 0) { words.push(value.slice(start, i)); start = -1; }
    } else if (start < 0) start = i;
  }
  if (start >= 0) words.push(value.slice(start, n));
  return words;
}

/** Runs of the characters isSpace accepts (/\s/ is that set). */
const SPACE_RUNS = /\s+/g;

/** Whether some space-separated word of text (words of a folded text are separated by single spaces) is secret-like. */
function anySecretWord(text: string): boolean {
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text.charCodeAt(i) !== 32) continue;
    // a word shorter than 8 characters is never secret-like: most words are judged without being cut out
    if (i - start >= 8 && isSecretLikeAt(text, start, i)) return true;
    start = i + 1;
  }
  return false;
}

const NOT_FOLDED = -1;
const FOLDED = 0;
const FOLDED_SECRET = 1;

/**
 * The value's first n units read once, in place: NOT_FOLDED when they are not a folded text (empty, a space at either
 * end, two spaces in a row, whitespace other than a space), else whether some word of them is secret-like
 * (FOLDED_SECRET) or none is (FOLDED). Most heads (a command, a URL, a line of prose) are folded already, and then
 * neither a head nor a word is cut out to judge them: a loop over a slice reads each unit through the slice, several
 * times slower than over the value itself (a value crosses to the worker as a flat string).
 */
function headState(value: string, n: number): number {
  if (n === 0) return NOT_FOLDED;
  let secret = false;
  let start = 0;
  let afterSpace = true;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c === 32) {
      if (afterSpace) return NOT_FOLDED;
      if (!secret && i - start >= 8 && isSecretLikeAt(value, start, i)) secret = true;
      start = i + 1;
      afterSpace = true;
      continue;
    }
    if (c <= 13 ? c >= 9 : c >= 160 && isSpace(c)) return NOT_FOLDED;
    afterSpace = false;
  }
  if (afterSpace) return NOT_FOLDED;
  if (!secret && n - start >= 8 && isSecretLikeAt(value, start, n)) secret = true;
  return secret ? FOLDED_SECRET : FOLDED;
}

/** A head that is not folded (headState), folded: its words joined by single spaces. */
function foldHead(head: string): string {
  const folded = head.replace(SPACE_RUNS, ' ');
  const from = folded.charCodeAt(0) === 32 ? 1 : 0;
  const to = folded.length > from && folded.charCodeAt(folded.length - 1) === 32 ? folded.length - 1 : folded.length;
  return from === 0 && to === folded.length ? folded : folded.slice(from, to);
}

/**
 * A preview of at most 60 characters with secret-looking parts replaced by [redacted]. Most values hold neither a
 * secret keyword nor a secret-like word: their folded head is the preview as it is, and no word is cut out on the way.
 */
export function previewOf(value: string, threats: readonly string[]): string {
  for (const t of threats) if (SECRET_IN_VALUE.has(t)) return REDACTED;
  const n = Math.min(value.length, SCAN_CHARS);
  const state = headState(value, n);
  const text = state !== NOT_FOLDED ? (n < value.length ? value.slice(0, n) : value) : foldHead(value.slice(0, n));
  const cut = hideFrom(text.toLowerCase());
  let out: string;
  if (cut < 0 && (state === FOLDED || (state === NOT_FOLDED && !anySecretWord(text)))) out = text;
  else {
    let words = text.length === 0 ? [] : text.split(' ');
    if (cut >= 0) {
      words = wordsOf(text.slice(0, cut), cut);
      words.push(REDACTED);
    }
    for (let i = 0; i < words.length; i++) if (words[i] !== REDACTED && isSecretLike(words[i]!)) words[i] = REDACTED;
    out = words.join(' ');
  }
  if (out.length > PREVIEW_CHARS) {
    // never cut inside the marker, and never leave a partial token that the check above did not see whole
    out = out.slice(0, PREVIEW_CHARS);
    const lastSpace = out.lastIndexOf(' ');
    out = `${lastSpace > 20 ? out.slice(0, lastSpace) : out}…`;
  } else if (value.length > SCAN_CHARS) out += '…';
  return out;
}
