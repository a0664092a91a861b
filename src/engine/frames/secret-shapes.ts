import { tagId, type TermHit } from './scan.js';

/**
 * Credentials recognised by their form rather than by a word naming them: a cloud access key id, a payment provider's
 * live key, a code host's or chat platform's token, a private key block, a password written into a URL
 * ("rtsp://admin:admin123@82.44.10.5/stream1"). Pasting one into a message, a document or an agent's hand-off is
 * handing over the secret itself, so the reader tags the span `obj:secret` as if the text had said "the password".
 *
 * Found by native `indexOf` searches per prefix, each resumed past its last find, on the lower-cased text: linear.
 * A sample credential ("…example…", "<password>", "xxxx") is documentation, not a secret.
 */

const SECRET = tagId('obj:secret');

/** Token prefixes and the fewest characters of the token's body after them. */
const PREFIXES: readonly (readonly [string, number])[] = [
  ['akia', 16], ['asia', 16], ['sk_live_', 8], ['rk_live_', 8], ['ghp_', 20], ['gho_', 20], ['ghs_', 20], ['ghu_', 20], ['github_pat_', 20],
  ['xoxb-', 10], ['xoxp-', 10], ['xoxa-', 10], ['xoxs-', 10], ['glpat-', 16], ['aiza', 30], ['npm_', 30], ['hf_', 30],
];
const PLACEHOLDERS = ['example', 'xxxx', 'your', 'redacted', '****', '<', '{', '$', '...', '…'];
const MAX = 16;

const isTokenCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45 || (c >= 65 && c <= 90);
const isAlnum = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);

export function secretShapes(s: string): TermHit[] {
  const out: TermHit[] = [];
  // (the reader's text has underscores read as spaces: "sk_live_…" arrives as "sk live …")
  for (const [prefix, body] of PREFIXES.flatMap(([p, n]) => (p.includes('_') ? [[p, n], [p.replaceAll('_', ' '), n]] as const : [[p, n]] as const))) {
    for (let at = s.indexOf(prefix); at !== -1 && out.length < MAX; at = s.indexOf(prefix, at + 1)) {
      if (at > 0 && isAlnum(s.charCodeAt(at - 1))) continue;
      let e = at + prefix.length;
      while (e < s.length && e - at < 200 && isTokenCode(s.charCodeAt(e))) e++;
      if (e - at - prefix.length < body) continue;
      const token = s.slice(at, e);
      if (PLACEHOLDERS.some((p) => token.includes(p))) continue;
      // a key id is letters and digits both ("akiaiosfodnn7…"), never a plain word that happens to open the same way
      if (!/[0-9]/.test(token.slice(prefix.length))) continue;
      out.push({ start: at, end: e, tags: [SECRET] });
      at = e - 1;
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
  return out.sort((x, y) => x.start - y.start);
}
