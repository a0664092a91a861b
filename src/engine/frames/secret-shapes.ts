import { tagId, type TermHit } from './scan.js';

/**
 * Credentials recognised by their form rather than by a word naming them: a cloud access key id, a payment provider's
 * live key, a code host's or chat platform's token, a private key block, a password written into a URL
 * ("rtsp://admin:admin123@82.44.10.5/stream1"). Pasting one into a message, a document or an agent's hand-off is
 * handing over the secret itself, so the reader tags the span `obj:secret` as if the text had said "the password".
 *
 * Token prefixes are found in one forward pass over the lower-cased text: a prefix counts only where it opens a word
 * (the character before it is no letter or digit), and one native regex search finds every prefix opening a word. What
 * a candidate needs to know about the characters after it (where the run of token characters ends, whether a digit
 * comes before that end, whether a placeholder word lies inside it) comes from cursors that only move forward: a
 * character is read a bounded number of times however many prefixes fail on it ("hf_hf_hf_…", "hf hf hf …"), so the
 * pass is linear with a small factor. The result is the one a search per prefix gives (each resumed past its last
 * find, the first MAX hits in the order of PREFIXES): test/engine-secret-shapes.test.ts compares the two.
 * A sample credential ("…example…", "<password>", "xxxx") is documentation, not a secret.
 */

const SECRET = tagId('obj:secret');

/** Token prefixes and the fewest characters of the token's body after them. */
const PREFIXES: readonly (readonly [string, number])[] = [
  ['akia', 16], ['asia', 16], ['sk_live_', 8], ['rk_live_', 8], ['ghp_', 20], ['gho_', 20], ['ghs_', 20], ['ghu_', 20], ['github_pat_', 20],
  ['xoxb-', 10], ['xoxp-', 10], ['xoxa-', 10], ['xoxs-', 10], ['glpat-', 16], ['aiza', 30], ['npm_', 30], ['hf_', 30],
];
/**
 * Each prefix as written and, where it has underscores, as the reader's text has it (underscores read as spaces:
 * "sk_live_…" arrives as "sk live …"), in this order: the order in which hits are kept when there are more than MAX.
 */
const FORMS = PREFIXES.flatMap(([p, n]) => (p.includes('_') ? [[p, n], [p.replaceAll('_', ' '), n]] as const : [[p, n]] as const));
/**
 * Every form where it opens a word (the character before it is no letter, digit or underscore): the candidates when
 * the text has no underscore (the reader's text never has one), where this is the same as "no letter or digit before".
 * One native pass; a literal alternation with no repetition, so each position costs a bounded number of steps.
 */
const AT_WORD_START = /\b(?:akia|asia|sk_live_|sk live |rk_live_|rk live |ghp_|ghp |gho_|gho |ghs_|ghs |ghu_|ghu |github_pat_|github pat |xoxb-|xoxp-|xoxa-|xoxs-|glpat-|aiza|npm_|npm |hf_|hf )/g;
/** The same after any character but a letter or digit (an underscore included): for text that has underscores. */
const AFTER_NON_ALNUM = /(?<![a-zA-Z0-9])(?:akia|asia|sk_live_|sk live |rk_live_|rk live |ghp_|ghp |gho_|gho |ghs_|ghs |ghu_|ghu |github_pat_|github pat |xoxb-|xoxp-|xoxa-|xoxs-|glpat-|aiza|npm_|npm |hf_|hf )/g;
// the two searches name exactly the forms, in their order; no form opens or ends another, so at most one opens at a
// position and the end of a match tells which form it was (BY_LAST)
for (const re of [AT_WORD_START, AFTER_NON_ALNUM]) {
  if (re.source.slice(re.source.indexOf('(?:') + 3, -1) !== FORMS.map(([p]) => p).join('|')) throw new Error('secret-shapes: the form searches and FORMS differ');
}
if (FORMS.some(([p]) => FORMS.some(([q]) => q !== p && (q.startsWith(p) || q.endsWith(p))))) throw new Error('secret-shapes: a form opens or ends another');
/** The forms by the code of their first character, and by the code of their last. */
const BY_FIRST: (number[] | undefined)[] = [];
FORMS.forEach(([p], k) => { (BY_FIRST[p.charCodeAt(0)] ??= []).push(k); });
const BY_LAST: number[][] = [];
FORMS.forEach(([p], k) => { (BY_LAST[p.charCodeAt(p.length - 1)] ??= []).push(k); });
const PLACEHOLDERS = ['example', 'xxxx', 'your', 'redacted', '****', '<', '{', '$', '...', '…'];
/**
 * The placeholders a token can contain: a token is a prefix (letters, "_", "-", " ") and token characters after it,
 * so the others ("****", "<", "{", "$", "...", "…") can only matter for a URL's password.
 */
const TOKEN_PLACEHOLDERS = PLACEHOLDERS.filter((p) => /^[a-z0-9_ -]+$/.test(p));
const MAX = 16;
/** How far a token is read from its start. */
const TOKEN_MAX = 200;

/** How many characters after a candidate are read one by one before the native search takes over. */
const NEAR = 16;

const isTokenCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45 || (c >= 65 && c <= 90);

export function secretShapes(s: string): TermHit[] {
  const n = s.length;
  let lists: TermHit[][] | null = null;
  // per form, where its next find may start (a find resumes past the end of the token it found)
  let resume: number[] | null = null;
  // [runFrom, runTo): token characters only, and s[runTo] is not one (or runTo === n)
  let runFrom = -1;
  let runTo = -1;
  // the first digit at or after the last word start asked about (n: none)
  let digit = -1;
  // per token placeholder, its first occurrence at or after the last word start asked about (n: none)
  let holes: number[] | null = null;
  // candidates in order: the characters just after the last one are read here (where forms come every few characters,
  // "hf hf hf …", a search call each cost more than what it skipped), the rest of the text by the native search, whose
  // test() gives where the match ends (no match object): the one form that ends there is the match
  const forms = s.includes('_') ? AFTER_NON_ALNUM : AT_WORD_START;
  // every token holds a digit after its prefix (below): in a text without one (most short values) no candidate is looked for
  const mayHoldToken = hasDigit(s);
  for (let i = -1; mayHoldToken;) {
    let k = -1;
    let p = i + 1;
    const stop = p + NEAR < n ? p + NEAR : n;
    for (; p < stop; p++) {
      const opens = BY_FIRST[s.charCodeAt(p)];
      if (opens === undefined || (p > 0 && isAlnum(s.charCodeAt(p - 1)))) continue;
      for (let j = 0; j < opens.length; j++) {
        if (formAt(s, FORMS[opens[j]!]![0], p)) { k = opens[j]!; break; }
      }
      if (k >= 0) break;
    }
    if (k < 0) {
      if (stop >= n) break;
      forms.lastIndex = stop;
      if (!forms.test(s)) break;
      const e = forms.lastIndex;
      const ending = BY_LAST[s.charCodeAt(e - 1)]!;
      k = ending[0]!;
      for (let j = 0; j < ending.length; j++) {
        const form = FORMS[ending[j]!]![0];
        if (formAt(s, form, e - form.length)) { k = ending[j]!; break; }
      }
      p = e - FORMS[k]![0].length;
    }
    i = p;
    const prefix = FORMS[k]![0];
    const body = FORMS[k]![1];
    if (resume !== null && i < resume[k]!) continue;
    if (lists !== null && lists[k]!.length >= MAX) continue;
    const b = i + prefix.length;
    // where the run of token characters from b ends
    if (b < runFrom || b > runTo) {
      let e = b;
      while (e < n && isTokenCode(s.charCodeAt(e))) {
        e++;
        if (e === runFrom) { e = runTo; break; }
      }
      runFrom = b;
      runTo = e;
    }
    const end = Math.min(runTo, i + TOKEN_MAX);
    if (end - b < body) continue;
    // a key id is letters and digits both ("akiaiosfodnn7…"), never a plain word that happens to open the same way
    // (no prefix holds a digit, so the first digit from i is the body's first)
    if (digit < i) {
      digit = i;
      while (digit < n && !isDigit(s.charCodeAt(digit))) digit++;
    }
    if (digit >= end) continue;
    holes ??= TOKEN_PLACEHOLDERS.map(() => -1);
    let sample = false;
    for (let h = 0; h < holes.length; h++) {
      const word = TOKEN_PLACEHOLDERS[h]!;
      if (holes[h]! < i) {
        const at = s.indexOf(word, i);
        holes[h] = at === -1 ? n : at;
      }
      if (holes[h]! + word.length <= end) { sample = true; break; }
    }
    if (sample) continue;
    lists ??= FORMS.map(() => []);
    resume ??= FORMS.map(() => 0);
    lists[k]!.push({ start: i, end, tags: [SECRET] });
    resume[k] = end;
  }
  const out: TermHit[] = [];
  if (lists !== null) {
    for (const list of lists) {
      for (const hit of list) {
        if (out.length >= MAX) break;
        out.push(hit);
      }
    }
  }
  for (let at = s.indexOf('-----begin'); at !== -1 && out.length < MAX; at = s.indexOf('-----begin', at + 1)) {
    const head = s.slice(at, at + 48);
    if (head.includes('private key')) out.push({ start: at, end: at + head.indexOf('private key') + 11, tags: [SECRET] });
  }
  // scheme://user:password@host: the password of the userinfo
  for (let at = s.indexOf('://'); at !== -1 && out.length < MAX; at = s.indexOf('://', at + 3)) {
    let e = at + 3;
    let colon = -1;
    while (e < s.length && e - at < 120) {
      const c = s.charCodeAt(e);
      if (c <= 32 || c === 47 || c === 34 || c === 39) break;
      if (c === 58 && colon === -1) colon = e;
      if (c === 64) break;
      e++;
    }
    if (s.charCodeAt(e) !== 64 || colon === -1 || colon === at + 3 || e - colon < 2) continue;
    const password = s.slice(colon + 1, e);
    if (PLACEHOLDERS.some((p) => password.includes(p)) || password === 'password' || password === 'pass' || password === 'pw') continue;
    out.push({ start: colon + 1, end: e, tags: [SECRET] });
  }
  forms.lastIndex = 0;
  return out.sort((x, y) => x.start - y.start);
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
function hasDigit(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isDigit(s.charCodeAt(i))) return true;
  return false;
}
/** s.startsWith(form, at) for a short form, compared in place (a builtin call per candidate cost more). */
function formAt(s: string, form: string, at: number): boolean {
  if (at < 0 || at + form.length > s.length) return false;
  for (let j = 0; j < form.length; j++) if (s.charCodeAt(at + j) !== form.charCodeAt(j)) return false;
  return true;
}
const isAlnum = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
