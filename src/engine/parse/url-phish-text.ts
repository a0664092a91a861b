/** String measures the lexical phishing score reads (url-phish.ts): one pass each, no regex. */

/** How far an e-mail address is looked for; matches the score's PATH_MAX. */
const EMAIL_SCAN_MAX = 1024;
const VOWELS = new Set([97, 101, 105, 111, 117, 121]);

/** An e-mail address ("name@host.tld") somewhere in s: an "@" with a word before it and a dotted name after it. */
export function hasEmail(s: string, own = ''): boolean {
  for (let at = s.indexOf('@'); at !== -1 && at < EMAIL_SCAN_MAX; at = s.indexOf('@', at + 1)) {
    if (at === 0 || !isWordChar(s.charCodeAt(at - 1))) continue;
    let i = at + 1;
    let dot = false;
    for (; i < s.length && i < at + 64; i++) {
      const c = s.charCodeAt(i);
      if (c === 46) dot = true;
      else if (!isWordChar(c) && c !== 45) break;
    }
    if (!dot || s.charCodeAt(i - 1) === 46) continue;
    // an address at the site's own domain (its own staff or account on its own reset page) is nobody lured elsewhere
    if (own !== '') {
      const d = s.slice(at + 1, i).toLowerCase();
      if (d === own || d.endsWith(`.${own}`)) continue;
    }
    return true;
  }
  return false;
}

function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

export function hasLetterAndDigit(s: string): boolean {
  let letter = false;
  let digit = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) digit = true;
    else if (c >= 97 && c <= 122) letter = true;
  }
  return letter && digit;
}

/** How many times the unit `code` occurs in s, counted up to `cap` (the features read no further). */
export function countChar(s: string, code: number, cap = Infinity): number {
  let n = 0;
  for (let i = 0; i < s.length && n < cap; i++) if (s.charCodeAt(i) === code) n++;
  return n;
}

export function countDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

export function longestLabel(subs: readonly string[], label: string): string {
  let best = label;
  for (const l of subs) if (l.length > best.length) best = l;
  return best;
}

/** Shannon entropy of the label's characters, in bits per character (labels are ASCII after punycode). */
const ENTROPY_COUNTS = new Uint8Array(128);
export function entropy(s: string): number {
  // scratch counts, left all zero again before returning (labels are at most 63 characters: no overflow)
  const counts = ENTROPY_COUNTS;
  for (let i = 0; i < s.length; i++) counts[s.charCodeAt(i) & 127]!++;
  let h = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) & 127;
    const k = counts[c]!;
    if (k === 0) continue;
    const p = k / s.length;
    h -= p * Math.log2(p);
    counts[c] = 0;
  }
  return h;
}

/** Longest run of ASCII consonants (letters other than aeiouy): random registrations read "xqzvtk". */
export function consonantRun(s: string): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122 && !VOWELS.has(c)) {
      run++;
      if (run > best) best = run;
    } else run = 0;
  }
  return best;
}

/** Share of letter/digit switches in a label: "a8r3k2x" mixes, "web2" or "365" do not. */
export function digitMix(s: string): number {
  if (s.length < 4) return 0;
  let switches = 0;
  let prev = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const kind = c >= 48 && c <= 57 ? 1 : (c >= 97 && c <= 122) ? 0 : -1;
    if (kind >= 0 && prev >= 0 && kind !== prev) switches++;
    if (kind >= 0) prev = kind;
  }
  return switches / s.length;
}
