/**
 * Guards taken out of code: a check function whose body only says yes (`def verify_signature(p, s): return True`,
 * `function requireAuth(req, res, next) { return next(); }`), and a guard statement commented out or deleted in a
 * diff (`// if (!verifyTotp(user, code)) throw …`, `-  if (!isValid(sig)) throw …`, `# log_transaction(tx)`).
 * Read by the code analyzer (its frame) and the git analyzer (diffs in commits and patches). What the guard
 * protected decides the effect: an authentication or permission gate (anyone gets in) or an integrity or
 * compliance check (forged or unrecorded data accepted). indexOf scans only, bounded per occurrence.
 */

/** Words in a guard's name that make it an access gate. */
const AUTH_WORDS = ['auth', 'login', 'permission', 'authoriz', 'authoris', 'admin', 'access', 'totp', 'mfa', 'otp', '2fa', 'session', 'csrf', 'role', 'logged', 'password', 'credential', 'acl'];
/** Words in a guard's name that make it an integrity, payment or compliance check. */
const VERIFY_WORDS = ['verify', 'validat', 'signature', 'sig(', 'license', 'licence', 'hmac', 'integrity', 'fraud', 'kyc', 'aml', 'sanction', 'webhook', 'checksum', 'audit', 'log_transaction', 'report_transaction', 'compliance', 'is_valid', 'isvalid', 'check'];
/** Names of stand-ins written on purpose (tests, mocks). */
const STAND_IN = ['mock', 'fake', 'stub', 'dummy', 'test', 'noop', 'example'];
/** The first statement of a body that lets everything through. */
const YES = ['return true', 'return 1;', 'return 1\n', 'return next()', 'return next();', 'next();', 'next()\n', 'return ok', 'return nil', 'return !0', 'return (true)'];
/** What a guard line does when the check fails. */
const REFUSALS = ['throw', 'raise', 'abort(', 'return false', 'return res.status(4', 'res.status(40', 'return http', 'deny', 'reject', 'forbidden', 'unauthorized', 'httpexception', 'permissiondenied', 'return error', 'return err', 'exit('];

export type GuardKind = 'auth' | 'verify';
export interface GuardFinding { readonly kind: GuardKind; readonly what: string }

const isWord = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 36;

function kindOf(name: string): GuardKind | null {
  if (STAND_IN.some((w) => name.includes(w))) return null;
  if (AUTH_WORDS.some((w) => name.includes(w))) return 'auth';
  if (VERIFY_WORDS.some((w) => name.includes(w))) return 'verify';
  return null;
}

/** The identifier that starts at `i` (lower-case code). */
function identAt(lower: string, i: number): string {
  let e = i;
  while (e < lower.length && e - i < 64 && isWord(lower.charCodeAt(e))) e++;
  return lower.slice(i, e);
}

/** The first statement of the body that opens after `from` (`:` line for Python, `{` for C-like), or ''. */
function firstStatement(lower: string, from: number, python: boolean): string {
  const open = lower.indexOf(python ? ':' : '{', from);
  if (open === -1 || open - from > 300) return '';
  let i = open + 1;
  // skip blanks, newlines and whole comment lines
  for (let n = 0; n < 8; n++) {
    while (i < lower.length && (lower.charCodeAt(i) === 32 || lower.charCodeAt(i) === 9 || lower.charCodeAt(i) === 10 || lower.charCodeAt(i) === 13)) i++;
    if (lower.startsWith('#', i) || lower.startsWith('//', i)) {
      const nl = lower.indexOf('\n', i);
      if (nl === -1) return '';
      i = nl + 1;
      continue;
    }
    if (python && lower.startsWith('"""', i)) {
      const close = lower.indexOf('"""', i + 3);
      if (close === -1) return '';
      i = close + 3;
      continue;
    }
    break;
  }
  return lower.slice(i, i + 40) + '\n';
}

/** Check functions whose first statement lets everything through. */
function stubbedChecks(lower: string): GuardFinding | null {
  for (const lead of ['def ', 'function ', 'func ']) {
    for (let at = lower.indexOf(lead), n = 0; at !== -1 && n < 64; at = lower.indexOf(lead, at + lead.length), n++) {
      if (at > 0 && isWord(lower.charCodeAt(at - 1))) continue;
      const name = identAt(lower, at + lead.length);
      const kind = name.length >= 4 ? kindOf(name) : null;
      if (kind === null) continue;
      const close = lower.indexOf(')', at);
      if (close === -1) continue;
      const body = firstStatement(lower, close, lead === 'def ');
      if (YES.some((y) => body.startsWith(y))) return { kind, what: `${name}() lets every call through` };
    }
  }
  // const requireAuth = (req, res, next) => { next(); }
  for (let at = lower.indexOf('=> {'), n = 0; at !== -1 && n < 64; at = lower.indexOf('=> {', at + 4), n++) {
    const line = lower.slice(Math.max(0, lower.lastIndexOf('\n', at) + 1), at);
    const eq = line.indexOf(' = ');
    if (eq <= 0) continue;
    const decl = line.slice(0, eq).trim();
    const name = decl.slice(decl.lastIndexOf(' ') + 1);
    const kind = name.length >= 4 ? kindOf(name) : null;
    if (kind === null) continue;
    const body = firstStatement(lower, at + 2, false);
    if (YES.some((y) => body.startsWith(y))) return { kind, what: `${name}() lets every call through` };
  }
  return null;
}

/** The called identifiers of a line of code that name a guard (`verifyTotp(`, `check_permission(`), first one. */
function guardCall(line: string): [string, GuardKind] | null {
  for (let p = line.indexOf('('), n = 0; p > 0 && n < 8; p = line.indexOf('(', p + 1), n++) {
    let b = p;
    while (b > 0 && p - b < 64 && (isWord(line.charCodeAt(b - 1)) || line.charCodeAt(b - 1) === 46)) b--;
    const name = line.slice(b, p);
    if (name.length < 4 || name.startsWith('console.') || name === 'print' || name.endsWith('.log')) continue;
    const kind = kindOf(name);
    if (kind !== null) return [name, kind];
  }
  return null;
}

/** A guard statement: a check call that refuses on failure, or (`bare`) a call to a control function on its own. */
function guardStatement(code: string, bare: boolean): [string, GuardKind] | null {
  const call = guardCall(code);
  if (call === null) return null;
  const t = code.trim();
  if (t.startsWith('if') && REFUSALS.some((r) => t.includes(r))) return call;
  if (t.startsWith('if') && t.endsWith(':')) return call;
  // `# log_transaction(tx)`: the whole commented text is one call statement
  return bare && t.startsWith(call[0]) && (t.endsWith(')') || t.endsWith(');')) ? call : null;
}

/** The text after a line comment marker when the whole line is commented out, or null. */
function commentedCode(line: string): string | null {
  const t = line.trimStart();
  if (t.startsWith('//')) return t.slice(2);
  if (t.startsWith('#') && !t.startsWith('#!') && !t.startsWith('#include') && !t.startsWith('#define')) return t.slice(1);
  return null;
}

/**
 * A guard commented out (`// if (!verifyTotp(user, code)) throw …`, `# log_transaction(tx)  # disabled`), or
 * removed in a diff (a `-` line holding a guard that no `+` line brings back).
 */
function disabledGuards(lower: string): GuardFinding | null {
  const quoted = lower.includes('diff: ');
  // only lines that open with a comment marker or a diff sign can hold a disabled guard: collected without a split
  const lines: string[] = [];
  for (let st = 0, n = 0; st < lower.length && n < 20000; n++) {
    const nl = lower.indexOf('\n', st);
    const end = nl === -1 ? lower.length : nl;
    let i = st;
    while (i < end && (lower.charCodeAt(i) === 32 || lower.charCodeAt(i) === 9)) i++;
    const c = lower.charCodeAt(i);
    if (c === 35 || c === 47 || (i === st && (c === 43 || c === 45))) lines.push(lower.slice(st, end));
    else if (quoted && end - st < 400 && lower.slice(st, end).includes('diff: ')) lines.push(lower.slice(st, end));
    if (nl === -1) break;
    st = nl + 1;
  }
  if (lines.length === 0) return null;
  const added: string[] = [];
  for (const l of lines) if (l.startsWith('+') && !l.startsWith('+++')) added.push(l.slice(1));
  for (const l of lines) { const q = l.indexOf('diff: +'); if (q !== -1) added.push(l.slice(q + 7)); }
  for (const whole of lines) {
    if (whole.length > 400) continue;
    // a diff quoted in a note (`git commit … # diff: -  if (!isValid(sig)) throw …`) reads like the diff itself
    const quotedDiff = whole.indexOf('diff: ');
    const raw = quotedDiff !== -1 && (whole[quotedDiff + 6] === '-' || whole[quotedDiff + 6] === '+') ? whole.slice(quotedDiff + 6) : whole;
    // both sides quoted on one line (`diff: - verifySignature(req) + // verifySignature(req)`): the added side is the
    // code after " + ", commented out or without the call the removed side made
    const plus = quotedDiff !== -1 && raw.startsWith('-') ? raw.indexOf(' + ') : -1;
    if (plus > 1) {
      let after = raw.slice(plus + 3).trim();
      if (after.endsWith(')') && !after.slice(0, -1).includes(')')) after = after.slice(0, -1);
      const removed = guardStatement(raw.slice(1, plus).trim(), true);
      const commented = commentedCode(after);
      if (removed !== null && (commented !== null || !after.includes(`${removed[0]}(`))) return { kind: removed[1], what: `the guard ${removed[0]}() ${commented !== null ? 'commented out' : 'removed'}` };
    }
    const diff = raw.startsWith('+') || raw.startsWith('-') ? raw.charCodeAt(0) : 0;
    const line = diff !== 0 ? raw.slice(1) : raw;
    if (diff === 45 /* - */ && !raw.startsWith('---')) {
      const g = guardStatement(line, false);
      if (g !== null && !added.some((a) => a.includes(`${g[0]}(`) && commentedCode(a) === null)) return { kind: g[1], what: `the guard ${g[0]}() removed` };
      continue;
    }
    const text = commentedCode(line);
    if (text === null) continue;
    // the comment's own remark after a second marker (`# log_transaction(tx)  # disabled per request`) is not code
    const cut = text.indexOf(' #');
    const code = (cut === -1 ? text : text.slice(0, cut)).trim();
    const g = guardStatement(code, true);
    if (g !== null) return { kind: g[1], what: `the guard ${g[0]}() commented out` };
  }
  return null;
}

/** Guards switched off in the code (lower-case), stubbed or commented out or removed; null when none. */
export function guardsTakenOut(lower: string): GuardFinding | null {
  if (lower.length > 262144) lower = lower.slice(0, 262144);
  const hit = memo.get(lower);
  if (hit !== undefined) return hit;
  const f = stubbedChecks(lower) ?? disabledGuards(lower);
  // the auth and the integrity rule both ask for the same text: the second asks the one-entry memo
  memo.clear();
  memo.set(lower, f);
  return f;
}
/** The last text asked about and its answer (pure: the same text always gets the same answer). */
const memo = new Map<string, GuardFinding | null>();
