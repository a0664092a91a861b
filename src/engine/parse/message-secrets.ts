/**
 * Sensitive-data detector shared by the message and document analyzers.
 * Finds credentials (cloud/API keys, tokens, private key blocks, KEY=secret lines, passwords) and personal
 * financial/identity data (Luhn-valid card numbers, mod-97-valid IBANs, SSNs). Reports kinds only, never values.
 * Linear: every scan is a single left-to-right pass over a bounded prefix.
 */
import { KeywordAutomaton } from '../ahocorasick.js';
import { unitsOf } from '../normalize.js';

export type SecretClass = 'credential' | 'pii' | 'bank';

export interface SecretHit {
  kind: string;
  cls: SecretClass;
}

/** Work cap: secrets are scanned in the first 256 KB (a pasted key past that is still plain text for the keyword scan). */
const SCAN_LIMIT = 262144;

const PRIVATE_KEY = /-----BEGIN (?:[A-Z0-9]{1,12} ){0,3}PRIVATE KEY(?: BLOCK)?-----/;
const TOKEN_SHAPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/, 'AWS access key id'],
  [/\bgh[pousr]_[A-Za-z0-9]{30,255}/, 'GitHub token'],
  [/\bgithub_pat_[A-Za-z0-9_]{40,255}/, 'GitHub fine-grained token'],
  [/\bglpat-[A-Za-z0-9_-]{20}/, 'GitLab token'],
  [/\bsk-[A-Za-z0-9_-]{32,200}/, 'OpenAI-style secret key'],
  [/\bsk-ant-[A-Za-z0-9_-]{20,200}/, 'Anthropic API key'],
  [/\b[sr]k_live_[A-Za-z0-9]{16,200}/, 'Stripe live secret key'],
  [/\bxox[abposr]-[A-Za-z0-9-]{10,200}/, 'Slack token'],
  [/\bAIza[0-9A-Za-z_-]{35}/, 'Google API key'],
  [/\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/, 'SendGrid API key'],
  [/\bnpm_[A-Za-z0-9]{36}/, 'npm token'],
  [/\beyJ[A-Za-z0-9]{10,300}\.eyJ[A-Za-z0-9]{10}/, 'JWT bearer token'],
  [/\b(?:aws_secret_access_key|secret_access_key)\b ?[=:] ?["']?[A-Za-z0-9/+]{40}/i, 'AWS secret access key'],
  [/\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|amqp):\/\/[^\s:/@]{1,64}:[^\s@/]{3,128}@/i, 'database URL with password'],
];

/** NAME=value where the name says secret; the value is checked for placeholders separately. */
const ENV_SECRET = /\b[A-Z][A-Z0-9_]{0,40}_?(?:SECRET|TOKEN|PASSWORD|PASSWD|PWD|API_?KEY|PRIVATE_KEY|ACCESS_KEY|CLIENT_SECRET)[A-Z0-9_]{0,20} ?[=:] ?["']?([^\s"'`]{6,200})/g;
/** "password: X", "the password is X", "pwd = X", "the root password for the council CCTV NVR is X", "das Passwort für den Server ist X" in prose. */
const PROSE_PASSWORD = /\b(?:password|passwd|passcode|pwd|pw|passwort|kennwort|mot de passe|contraseña|senha|wachtwoord|haslo|hasło)\b(?: (?:for|für|fuer|pour|para|per|voor|do|da|du|del|de) (?:the |our |my |den |die |das |le |la |el |il |o |a |het |de )?[\w.@-]{1,40}(?: [\w.@-]{1,30}){0,2})?(?: is| was| will be| ist| lautet| est| es| é| è)?(?: now)? ?[:=-]? ?["'“]?([^\s"'”]{5,64})/gi;
/** "pass=R00t!", "pass: hunter22": the short key only with '=' or ':' (prose "pass the salt" is not one). */
const PASS_KV = /\bpass ?[=:] ?["']?([^\s"'`,;]{6,64})/gi;
/** "creds are app_admin / Xp9!vR2-Lq7", "Zugangsdaten: admin / S3cure!": a user and a password written as a pair. */
const CRED_PAIR = /\b(?:creds|credentials|login|zugangsdaten|anmeldedaten|credenciales|identifiants|credenziali|credenciais|inloggegevens)(?: (?:for|für|fuer|para|pour|per|voor)(?: [\w-]{1,20}){1,3}:)?(?: are| is| sind| son| sont| sono| são| zijn)? ?[:=]? ?[\w.@-]{2,40} ?\/ ?([^\s"'\/]{5,64})/gi;
/** A paired password mixes in a digit or a symbol ("Settings / Security" is a menu path, not a login). */
const PAIR_MIX = /[0-9!#$%&*+?@^~]/;
const PLACEHOLDER = /^(?:<|\$\{|\{\{|%|\*{3}|x{3}|\.{3}|https?:)|changeme|change_me|example|placeholder|your[_-]|redacted|dummy|sample|foobar|xxxx|\*\*\*\*|^(?:null|none|true|false|required|optional|policy|reset|expired|manager|vault|stored|protected|incorrect|wrong|rotated|updated|changed|attached|below|above|here|same|secure|strong|weak)$/i;
const ALL_DIGITS = /^[0-9]{1,10}[.,;:!?)]?$/;
const SSN = /\b(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}\b/g;
const SSN_CONTEXT = /\b(?:ssn|social security|soc\.? ?sec|tax ?id|taxpayer)\b/i;
const SSN_BARE = /\b(?:ssn|social security(?: number| no\.?| #)?)\b ?(?:is|:|#|no\.?)? ?(\d{9})\b/gi;
const IBAN_START = /\b[A-Z]{2}[0-9]{2}(?=[ A-Z0-9])/g;

/** Public test numbers of card networks and payment processors: sharing them is not a leak. */
const TEST_CARDS = new Set([
  '4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '5200828282828210', '5105105105105100',
  '378282246310005', '371449635398431', '6011111111111117', '6011000990139424', '3056930009020004', '36227206271667',
  '3566002020360505', '6200000000000005', '4111111111111111', '4012888888881881', '4000000000000002', '4000000000009995',
  '4000000000000077', '4000002500003155', '4000000000003220', '5454545454545454', '4444333322221111', '4917610000000000',
  '4000000000000010', '4000000000000028', '4000000000000036', '4000000000000101', '4000000000000341', '4000000000000069',
  '4000000000000127', '4000000000000119', '4000000000009987', '4000000000000259', '4000000000000002',
]);
const TEST_CARD_CONTEXT = /\b(?:test|sandbox|staging|dummy|fake|sample|stripe test|qa)\b/i;

function luhn(d: string): boolean {
  let sum = 0;
  let dbl = false;
  for (let i = d.length - 1; i >= 0; i--) {
    let n = d.charCodeAt(i) - 48;
    if (dbl) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
    dbl = !dbl;
  }
  return sum % 10 === 0;
}

function cardNetwork(d: string): boolean {
  const c0 = d[0];
  const two = Number(d.slice(0, 2));
  const four = Number(d.slice(0, 4));
  if (c0 === '4') return d.length === 13 || d.length === 16 || d.length === 19;
  if (two >= 51 && two <= 55) return d.length === 16;
  if (four >= 2221 && four <= 2720) return d.length === 16;
  if (two === 34 || two === 37) return d.length === 15;
  if (four === 6011 || two === 65 || (two === 62 && d.length >= 16)) return d.length >= 16 && d.length <= 19;
  if (two === 35) return d.length >= 16 && d.length <= 19;
  if (two === 36 || two === 38 || two === 30) return d.length === 14;
  return false;
}

/**
 * Card numbers: runs of 13–19 digits with single space/dash separators, Luhn-valid, network-shaped.
 * Returns 'real' | 'test' | undefined.
 */
function scanCards(s: string): 'real' | 'test' | undefined {
  let found: 'real' | 'test' | undefined;
  let digits = '';
  let prevSep = false;
  const flush = (): void => {
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits) && cardNetwork(digits)) {
      if (TEST_CARDS.has(digits)) found = found ?? 'test';
      else found = 'real';
    }
    digits = '';
  };
  for (let i = 0; i < s.length && found !== 'real'; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      // a digit glued to letters (order ids like INV12345…) starts no card
      if (digits.length === 0 && i > 0 && isAlnum(s.charCodeAt(i - 1))) {
        while (i + 1 < s.length && isAlnum(s.charCodeAt(i + 1))) i++;
        continue;
      }
      digits += s[i];
      prevSep = false;
      if (digits.length > 19) {
        // too long for a card: skip the rest of the run
        while (i + 1 < s.length && (isDigit(s.charCodeAt(i + 1)) || s[i + 1] === ' ' || s[i + 1] === '-')) i++;
        digits = '';
      }
    } else if ((c === 32 || c === 45) && digits.length > 0 && !prevSep) {
      prevSep = true;
    } else {
      // digits glued to letters ("4111…abc") are an identifier; after a separator the run simply ended
      if (isAlnum(c) && digits.length > 0 && !prevSep) digits = '';
      else flush();
      prevSep = false;
    }
  }
  flush();
  return found;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

function mod97(iban: string): boolean {
  const re = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (let i = 0; i < re.length; i++) {
    const c = re.charCodeAt(i);
    if (c >= 48 && c <= 57) rem = (rem * 10 + (c - 48)) % 97;
    else rem = (rem * 100 + (c - 55)) % 97;
  }
  return rem === 1;
}

/** All mod-97-valid IBANs (normalised, no spaces), at most `limit`. */
export function findIbans(s: string, limit = 8): string[] {
  const out: string[] = [];
  const text = s.length > SCAN_LIMIT ? s.slice(0, SCAN_LIMIT) : s;
  IBAN_START.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < limit && (m = IBAN_START.exec(text)) !== null) {
    let acc = '';
    let i = m.index;
    for (; i < text.length && acc.length < 34; i++) {
      const c = text.charCodeAt(i);
      if (isDigit(c) || (c >= 65 && c <= 90)) acc += text[i];
      else if (c === 32 && i + 1 < text.length && isAlnum(text.charCodeAt(i + 1))) continue;
      else break;
    }
    for (let len = acc.length; len >= 15; len--) {
      if (mod97(acc.slice(0, len))) {
        out.push(acc.slice(0, len));
        break;
      }
    }
    IBAN_START.lastIndex = Math.max(IBAN_START.lastIndex, m.index + 4);
  }
  IBAN_START.lastIndex = 0;
  return out;
}

// a word of any of the lexicon's languages before its punctuation ("geändert," "changé."): prose, not a password
const WORD_PUNCT = /^[a-zà-öø-ÿ]+[.,;:!?)]$/;
const DIGIT_DASH_END = /[0-9]-$/;

function realPassword(v: string): boolean {
  if (PLACEHOLDER.test(v)) return false;
  // short all-digit values are one-time codes and PINs in notifications, not reusable passwords
  if (ALL_DIGITS.test(v)) return false;
  let digit = false;
  let other = false;
  let upper = false;
  let lower = false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    // Spanish opening marks ("contraseña ¿pueden…") punctuate the prose around a password, not the password
    if (c === 0xbf || c === 0xa1) continue;
    if (isDigit(c)) digit = true;
    else if (c >= 65 && c <= 90) upper = true;
    // accented letters are letters of a word ("envío", "réinitialiser"), not the symbols a secret mixes in
    else if ((c >= 97 && c <= 122) || (c >= 0xc0 && c < 0x250 && c !== 0xd7 && c !== 0xf7)) lower = true;
    else other = true;
  }
  // prose words ("policy", "manager.") are not passwords; a secret mixes classes
  const classes = (digit ? 1 : 0) + (other ? 1 : 0) + (upper ? 1 : 0) + (lower ? 1 : 0);
  if (other && !digit && !upper && v.length < 12 && WORD_PUNCT.test(v)) return false;
  return classes >= 2 && (digit || other || (upper && lower && v.length >= 8));
}

/**
 * Lower-case literals every match of the same-index TOKEN_SHAPES pattern contains (the matched span is ASCII, so it
 * survives toLowerCase intact): a pattern whose literals are all absent cannot match and is not run.
 */
const TOKEN_NEEDLES: ReadonlyArray<readonly string[]> = [
  ['akia', 'asia'], ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'], ['github_pat_'], ['glpat-'], ['sk-'], ['sk-ant-'], ['k_live_'], ['xox'],
  ['aiza'], ['sg.'], ['npm_'], ['eyj'], ['secret_access_key'], ['://'],
];
const ENV_NEEDLES = ['secret', 'token', 'passw', 'pwd', 'api_key', 'apikey', 'private_key', 'access_key'];
const PROSE_NEEDLES = ['pw', 'passw', 'passcode', 'kennwort', 'mot de passe', 'contrase', 'senha', 'wachtwoord', 'haslo', 'hasło'];
const PASS_NEEDLES = ['pass=', 'pass:', 'pass =', 'pass :'];
const PAIR_NEEDLES = ['creds', 'credentials', 'login', 'zugangsdaten', 'anmeldedaten', 'credenciales', 'identifiants', 'credenziali', 'credenciais', 'inloggegevens'];
const PRIVATE_NEEDLES = ['private key'];

// One pass of a keyword automaton finds every needle present (instead of ~40 includes() calls, or a regex
// alternation of the needles tried at every position, which cost as much as the rest of the scan on long prose).
const ALL_NEEDLES = [...new Set([...PRIVATE_NEEDLES, ...TOKEN_NEEDLES.flat(), ...ENV_NEEDLES, ...PROSE_NEEDLES, ...PASS_NEEDLES, ...PAIR_NEEDLES])];
/** Built on first use: loading the module costs nothing until a check reads it. */
let needles: KeywordAutomaton | null = null;
const NEEDLE_FOUND = new Uint8Array(ALL_NEEDLES.length);

/** The needles that occur in lower (scratch flags cleared as they are read: scans are synchronous). */
function needlesIn(lower: string): Set<string> {
  const present = new Set<string>();
  (needles ??= new KeywordAutomaton(ALL_NEEDLES.map((keyword, group) => ({ keyword, group })))).scan(lower, NEEDLE_FOUND);
  for (let g = 0; g < NEEDLE_FOUND.length; g++) {
    if (NEEDLE_FOUND[g] === 1) {
      NEEDLE_FOUND[g] = 0;
      present.add(ALL_NEEDLES[g]!);
    }
  }
  return present;
}
function hasAny(present: ReadonlySet<string>, needles: readonly string[]): boolean {
  for (let i = 0; i < needles.length; i++) if (present.has(needles[i]!)) return true;
  return false;
}

/** Adds a hit unless one of the same kind is already there (one hit per kind, first one kept). */
function addHit(hits: SecretHit[], kind: string, cls: SecretClass): void {
  for (let i = 0; i < hits.length; i++) if (hits[i]!.kind === kind) return;
  hits.push({ kind, cls });
}

/**
 * The shape finds a token that is not a vendor's published placeholder (AWS documents AKIAIOSFODNN7EXAMPLE and a
 * secret ending in EXAMPLEKEY): the first match, or when that one is a placeholder, the next.
 */
function realToken(s: string, shape: RegExp): boolean {
  const first = shape.exec(s);
  if (first === null) return false;
  if (!DOC_EXAMPLE.test(first[0])) return true;
  const second = shape.exec(s.slice(first.index + first[0].length));
  return second !== null && !DOC_EXAMPLE.test(second[0]);
}
const DOC_EXAMPLE = /EXAMPLE(?:KEY)?$/;
function scanCredentials(s: string, hits: SecretHit[]): void {
  const present = needlesIn(s.toLowerCase());
  if (hasAny(present, PRIVATE_NEEDLES) && PRIVATE_KEY.test(s)) addHit(hits, 'private key block', 'credential');
  for (let i = 0; i < TOKEN_SHAPES.length; i++) {
    const shape = TOKEN_SHAPES[i]!;
    if (hasAny(present, TOKEN_NEEDLES[i]!) && realToken(s, shape[0])) addHit(hits, shape[1], 'credential');
  }
  let m: RegExpExecArray | null;
  // ENV_SECRET needs one of its key words and a '=' or ':'
  if (hasAny(present, ENV_NEEDLES) && (s.includes('=') || s.includes(':'))) {
    ENV_SECRET.lastIndex = 0;
    for (let n = 0; n < 16 && (m = ENV_SECRET.exec(s)) !== null; n++) {
      if (!PLACEHOLDER.test(m[1]!) && m[1]!.length >= 8) {
        addHit(hits, 'secret in a KEY=value line', 'credential');
        break;
      }
    }
    ENV_SECRET.lastIndex = 0;
  }
  if ((hasAny(present, PASS_NEEDLES) && hasPassword(s, PASS_KV)) || (hasAny(present, PROSE_NEEDLES) && hasPassword(s, PROSE_PASSWORD))) {
    addHit(hits, 'password', 'credential');
  }
  if (hasAny(present, PAIR_NEEDLES) && s.includes('/') && hasPassword(s, CRED_PAIR, PAIR_MIX)) addHit(hits, 'user name and password pair', 'credential');
}

/** Some of the first 16 matches of a global password pattern captures a real password (group 1). */
function hasPassword(s: string, re: RegExp, mix?: RegExp): boolean {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  for (let n = 0; n < 16 && (m = re.exec(s)) !== null; n++) {
    if (realPassword(m[1]!) && (mix === undefined || mix.test(m[1]!))) {
      re.lastIndex = 0;
      return true;
    }
  }
  re.lastIndex = 0;
  return false;
}

/**
 * Lower-case literals covering every SECRET_HINT match (its /i only folds ASCII letters): a rule whose only
 * finding is a credential can use them as prefilter keywords, since ctx.lower holds the lower-cased text.
 */
export const SECRET_KEYWORDS: readonly string[] = [
  'akia', 'asia', 'ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat', 'glpat-', 'sk-', 'sk_live', 'rk_live', 'xoxa-', 'xoxb-',
  'xoxp-', 'xoxo-', 'xoxs-', 'xoxr-', 'aiza', 'sg.', 'npm_', 'eyj', 'secret', 'passw', 'pw', 'passcode', 'kennwort', 'contrase', 'senha', 'wachtwoord', 'haslo', 'hasło',
  'mot de passe', 'token', 'api_key', 'apikey', 'private', 'access_key', '://', ...PASS_NEEDLES, ...PAIR_NEEDLES,
];
/** Card numbers, SSNs and IBANs need 9+ digits: any digit in the text is the keyword. */
export const DIGIT_KEYWORDS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

const SECRET_HINT = /akia|asia|gh[pousr]_|github_pat|glpat-|sk-|[sr]k_live|xox[abposr]-|aiza|sg\.|npm_|eyj|secret|passw|pw|passcode|kennwort|contrase|senha|wachtwoord|has[lł]o|mot de passe|token|api_?key|private|access_key|:\/\/|pass ?[=:]|creds|credential|login|zugangsdaten|anmeldedaten|credenciales|identifiants|credenziali|credenciais|inloggegevens/i;

const DIGIT = /[0-9]/g;
// most texts that reach here are short: a plain loop beats a regex call per digit
function countDigits(s: string, enough: number): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 57 && c >= 48 && ++n >= enough) break;
  }
  return n;
}

/** Scans for sensitive data; one hit per kind (credentials first, then personal and bank data). */
export function findSecrets(input: string): SecretHit[] {
  return [...findCredentials(input), ...findPersonalData(input)];
}

/** Credentials only (class 'credential'): the part of findSecrets gated by SECRET_HINT. */
export function findCredentials(input: string): SecretHit[] {
  const s = input.length > SCAN_LIMIT ? input.slice(0, SCAN_LIMIT) : input;
  const hits: SecretHit[] = [];
  // most text carries no secret marker: one regex pass decides whether the scans are worth running
  if (!SECRET_HINT.test(s)) return hits;
  scanCredentials(s, hits);
  return hits;
}

/** Card numbers, SSNs ('pii') and IBANs ('bank'): the part of findSecrets that needs 9+ digits. */
export function findPersonalData(input: string): SecretHit[] {
  const s = input.length > SCAN_LIMIT ? input.slice(0, SCAN_LIMIT) : input;
  const hits: SecretHit[] = [];
  if (countDigits(s, 9) < 9) return hits;
  // one pass tells which of the scans below can find anything at all (most long prose has dates and ticket numbers,
  // none of these shapes)
  const shapes = digitShapes(s);
  let m: RegExpExecArray | null;
  const card = (shapes & SHAPE_CARD) !== 0 ? scanCards(s) : undefined;
  if (card === 'real') addHit(hits, 'payment card number (Luhn-valid)', 'pii');
  SSN.lastIndex = 0;
  for (let n = 0; n < 16 && (shapes & SHAPE_SSN) !== 0 && (m = SSN.exec(s)) !== null; n++) {
    const v = m[0];
    if (v === '123-45-6789' || v === '078-05-1120') continue;
    // dashed 3-2-4 numbers are also part numbers and phone fragments: want SSN words or a lone number
    if (SSN_CONTEXT.test(s) || !DIGIT_DASH_END.test(s.slice(Math.max(0, m.index - 2), m.index))) {
      addHit(hits, 'US social security number', 'pii');
      break;
    }
  }
  SSN.lastIndex = 0;
  SSN_BARE.lastIndex = 0;
  if ((shapes & SHAPE_NINE) !== 0 && SSN_BARE.test(s)) addHit(hits, 'US social security number', 'pii');
  SSN_BARE.lastIndex = 0;
  if ((shapes & SHAPE_IBAN) !== 0 && findIbans(s, 1).length > 0) addHit(hits, 'IBAN (mod-97 valid)', 'bank');
  return hits;
}

/** 13 or more digits, consecutive or one space or dash apart: what any card number scanCards accepts holds. */
const SHAPE_CARD = 1;
/** ddd-dd-dddd, what an SSN match holds. */
const SHAPE_SSN = 2;
/** Nine digits in a row, what SSN_BARE's number holds. */
const SHAPE_NINE = 4;
/** Two capital letters and two digits, where IBAN_START matches. */
const SHAPE_IBAN = 8;

const isUpper = (c: number): boolean => c >= 65 && c <= 90;
/** digitShapes' skip to the next digit (its lastIndex is set before each use). */
const NEXT_DIGIT = /[0-9]/g;
/** Units digitShapes reads itself for the next digit before it asks NEXT_DIGIT. */
const DIGIT_NEAR = 16;

/**
 * Which digit shapes occur in s (SHAPE_* bits), in one pass: a necessary condition for each scan of findPersonalData,
 * so a scan that cannot match is not run.
 */
function digitShapes(s: string): number {
  // read from a typed array (one native copy): charCodeAt's per-call representation checks cost more than the loop
  const u = unitsOf(s);
  let shapes = 0;
  let run = 0; // consecutive digits
  let spaced = 0; // digits of the current run of digits separated by at most one space or dash
  let sep = false; // the previous character was such a separator
  const n = s.length;
  for (let i = 0; i < n; i++) {
    if (run === 0 && !sep) {
      // between digit runs (and then spaced is 0) a character other than a digit changes nothing: the next digit is
      // looked for here over the next few units, then by a native scan (long prose holds a digit every hundred
      // characters or so; a text of digits and dots one every other, where a scan per digit cost more than the loop)
      const near = Math.min(n, i + DIGIT_NEAR);
      while (i < near && !isDigit(u[i]!)) i++;
      if (i === n) break;
      if (i === near) {
        NEXT_DIGIT.lastIndex = i;
        if (!NEXT_DIGIT.test(s)) break;
        i = NEXT_DIGIT.lastIndex - 1;
      }
    }
    const c = u[i]!;
    if (c >= 48 && c <= 57) {
      run++;
      spaced++;
      sep = false;
      if (run >= 9) shapes |= SHAPE_NINE;
      if (spaced >= 13) shapes |= SHAPE_CARD;
      if (run === 2 && i >= 3 && isUpper(u[i - 2]!) && isUpper(u[i - 3]!)) shapes |= SHAPE_IBAN;
      continue;
    }
    if (c === 45 && run >= 3 && isSsnTail(u, n, i)) shapes |= SHAPE_SSN;
    if ((c === 32 || c === 45) && run > 0) {
      sep = true;
    } else if (sep || c !== 32) {
      // a second separator, or any other character, ends the spaced run
      spaced = 0;
      sep = false;
    }
    run = 0;
    if (shapes === (SHAPE_CARD | SHAPE_SSN | SHAPE_NINE | SHAPE_IBAN)) break;
  }
  return shapes;
}

/** After the dash at i (three digits before it): two digits, a dash, four digits (u: the text's first n code units). */
function isSsnTail(u: Uint16Array, n: number, i: number): boolean {
  if (i + 7 >= n || u[i + 3] !== 45) return false;
  return isDigit(u[i + 1]!) && isDigit(u[i + 2]!) && isDigit(u[i + 4]!) && isDigit(u[i + 5]!) && isDigit(u[i + 6]!) && isDigit(u[i + 7]!);
}

/** True when any card in the text is a public test number or the text says it is a test card. */
export function testCardContext(s: string): boolean {
  return scanCards(s.slice(0, SCAN_LIMIT)) === 'test' || TEST_CARD_CONTEXT.test(s.slice(0, 4096));
}

export const SECRET_PATTERNS: readonly RegExp[] = [
  DOC_EXAMPLE,
  SECRET_HINT, ALL_DIGITS, PRIVATE_KEY, ...TOKEN_SHAPES.map(([re]) => re), ENV_SECRET, PROSE_PASSWORD, PASS_KV, CRED_PAIR, PAIR_MIX, PLACEHOLDER, SSN, SSN_CONTEXT, SSN_BARE, IBAN_START,
  TEST_CARD_CONTEXT, WORD_PUNCT, DIGIT_DASH_END, DIGIT, NEXT_DIGIT,
];
