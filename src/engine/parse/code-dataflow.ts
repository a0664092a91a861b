import { measureName } from './measures.js';
import { isUnitFactor } from './unit-factors.js';
import { PhraseSet } from './phrase-set.js';

/**
 * Business logic that deceives the people it serves, read by following a value from where it is set to where it is used
 * (code-frame.ts objects; rows G93–G95 in code-rows.ts):
 *
 * - `displayGap`: the amount a payment call charges is the shown amount's source scaled up or added to, while a
 *   variable named for what the customer sees keeps the lower figure (a price shown, a larger one charged);
 * - `tierForced`: an assessment's outcome (a grade, score, mark, rating, risk or fraud score) overwritten with a fixed
 *   value under a test of what the subject pays (premium, VIP, a plan or tier): the result no longer says what was
 *   assessed;
 * - `fakeActor`: a market act (a bid, a review, a rating, a vote) made in the name of an identity drawn from a pool the
 *   code calls phantom, shill, fake, dummy or ghost: participants who do not exist.
 *
 * Lines and calls are read with indexOf and character tests only (no regex): linear in the code, bounded in lines.
 */

export const isIdent = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 36 || c === 46;

/** Each `name = expression` of the first lines (JS `const`/`let`/`var` and Python alike), lower-cased text. */
function assignments(lines: readonly string[]): Array<{ name: string; rhs: string; line: number }> {
  const out: Array<{ name: string; rhs: string; line: number }> = [];
  for (let li = 0; li < lines.length && out.length < 200; li++) {
    const t = lines[li]!.trim();
    const eq = t.indexOf('=');
    if (eq <= 0 || eq > 80) continue;
    const a = t.charCodeAt(eq - 1);
    const b = t.charCodeAt(eq + 1);
    if (b === 61 || a === 61 || a === 33 || a === 60 || a === 62 || b === 62) continue;
    let head = t.slice(0, a === 43 || a === 45 || a === 42 || a === 47 ? eq - 1 : eq).trim();
    for (const kw of ['const ', 'let ', 'var ', 'final ', 'val ', '$']) if (head.startsWith(kw)) head = head.slice(kw.length).trim();
    const colon = head.indexOf(':');
    if (colon > 0) head = head.slice(0, colon).trim();
    let ok = head !== '';
    for (let i = 0; i < head.length && ok; i++) ok = isIdent(head.charCodeAt(i));
    if (!ok) continue;
    let rhs = cutComment(t.slice(eq + 1).trim());
    if (rhs.endsWith(';')) rhs = rhs.slice(0, -1).trim();
    out.push({ name: head, rhs: a === 43 || a === 42 ? `${head} ${String.fromCharCode(a)} ${rhs}` : rhs, line: li });
  }
  return out;
}

/** The text before a trailing `#` or `//` comment. */
function cutComment(s: string): string {
  const h = s.indexOf(' #');
  const d = s.indexOf(' //');
  const c = h === -1 ? d : d === -1 ? h : Math.min(h, d);
  return (c === -1 ? s : s.slice(0, c)).trim();
}

/**
 * A test of whether a text holds any of `words` (lower-case), the same answer as `words.some((w) => text.includes(w))`
 * at the cost of one scan: words ending in "(" are looked for only at the text's parentheses, by the character before
 * the parenthesis (prose has few); any other word is one `includes` each.
 */
export function callTest(words: readonly string[]): (lower: string) => boolean {
  const byLast = new Map<number, string[]>();
  const other: string[] = [];
  for (const w of words) {
    if (w.length < 2 || !w.endsWith('(')) { other.push(w); continue; }
    const c = w.charCodeAt(w.length - 2);
    const l = byLast.get(c);
    if (l === undefined) byLast.set(c, [w]); else l.push(w);
  }
  return (lower) => {
    for (let i = lower.indexOf('('); i !== -1; i = lower.indexOf('(', i + 1)) {
      const l = byLast.get(lower.charCodeAt(i - 1));
      if (l !== undefined && l.some((w) => lower.endsWith(w, i + 1))) return true;
    }
    return other.some((w) => lower.includes(w));
  };
}

/** Whether `name` occurs in `s` as a whole identifier (dots are part of an identifier: `cart.total`). */
function hasName(s: string, name: string): boolean {
  if (name === '') return false;
  for (let i = s.indexOf(name), n = 0; i !== -1 && n < 16; i = s.indexOf(name, i + 1), n++) {
    if ((i === 0 || !isIdent(s.charCodeAt(i - 1))) && !isIdent(s.charCodeAt(i + name.length))) return true;
  }
  return false;
}

/** The amount a call is given (text after its opening parenthesis): its `amount` argument when named, else each argument. */
function amountArgs(s: string): string[] {
  const named = ['amount=', 'amount:', 'amount =', 'amount :', '"amount":', "'amount':"];
  for (const n of named) {
    const at = s.indexOf(n);
    if (at !== -1) return [argAt(s, at + n.length)];
  }
  const out: string[] = [];
  for (let from = 0; from < s.length && out.length < 4;) {
    const a = argAt(s, from);
    out.push(a);
    const next = s.indexOf(',', from + a.length);
    const close = s.indexOf(')', from);
    if (next === -1 || (close !== -1 && close < next && !a.includes('('))) break;
    from = next + 1;
  }
  return out;
}
/** The text of a call's arguments up to its closing parenthesis (depth 0). */
function callArgs(s: string): string {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) { if (depth === 0) return s.slice(0, i); depth--; }
  }
  return s;
}
function argAt(s: string, from: number): string {
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) { if (depth === 0) return s.slice(from, i).trim(); depth--; } else if ((c === 44 || c === 10) && depth === 0) return s.slice(from, i).trim();
  }
  return s.slice(from).trim();
}

/** A call word found at `at` is the tail of a longer name (a letter or digit before it; a dot or `_` starts a name part). */
function startsInside(lower: string, at: number, call: string): boolean {
  return at > 0 && call.charCodeAt(0) !== 46 && isIdent(lower.charCodeAt(at - 1)) && lower.charCodeAt(at - 1) !== 46 && lower.charCodeAt(at - 1) !== 95;
}

/** Names of what a customer is shown, in the lexicon's languages. */
const SHOWN_NAMES = ['shown', 'displayed', 'display', 'quoted', 'advertised', 'listed', 'sticker', 'angezeigt', 'anzeige', 'affiche', 'mostrado', 'mostrato', 'exibido', 'getoond', 'pokazan'];
/** Surcharges a checkout shows under their own name (tax, VAT, shipping) in the lexicon's languages. */
const NAMED_SURCHARGE: ReadonlySet<string> = new Set(['tax', 'taxes', 'vat', 'mwst', 'ust', 'iva', 'tva', 'btw', 'gst', 'shipping', 'delivery', 'versand', 'envio', 'envío', 'livraison', 'spedizione', 'verzending']);
/** One of the words (as a whole word or an identifier part: tax_rate, shippingCost) names a surcharge. */
function namesSurcharge(s: string): boolean {
  let w = '';
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || c > 127) { w += s[i]; continue; }
    if (w !== '' && NAMED_SURCHARGE.has(w)) return true;
    w = '';
  }
  return false;
}
/** Calls that take money from a customer. */
export const CHARGE_CALLS = ['capture(', 'charge(', 'charges.create(', 'paymentintents.create(', 'paymentintent.create(', 'payment_intents.create(', 'create_payment(', 'charge_card(', 'chargecard(', 'debit(', '.sale(', 'authorize(', 'bill_customer(', 'collect_payment('];
const hasChargeCall = callTest(CHARGE_CALLS);

/** A literal factor above one (`* 1.07`, `*1.2`) or a literal or fee added (`+ 0.99`, `+ fee`) in an expression. */
function scaledUp(expr: string): boolean {
  for (let i = expr.indexOf('*'), n = 0; i !== -1 && n < 8; i = expr.indexOf('*', i + 1), n++) {
    let j = i + 1;
    while (expr.charCodeAt(j) === 32) j++;
    let k = j;
    while (k < expr.length && ((expr.charCodeAt(k) >= 48 && expr.charCodeAt(k) <= 57) || expr.charCodeAt(k) === 46)) k++;
    const f = Number(expr.slice(j, k));
    if (k > j && f > 1 && f < 3 && expr.slice(j, k).includes('.')) return true;
  }
  for (let i = expr.indexOf('+'), n = 0; i !== -1 && n < 8; i = expr.indexOf('+', i + 1), n++) {
    let j = i + 1;
    while (expr.charCodeAt(j) === 32) j++;
    const c = expr.charCodeAt(j);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** `displayGap`: a payment call charges more than the variable named for what the customer sees. */
export function chargedAboveShown(lower: string): string {
  if (!hasChargeCall(lower) || !lower.includes('=') || !SHOWN_NAMES.some((w) => lower.includes(w))) return '';
  const lines = lower.split('\n', 400);
  const asg = assignments(lines);
  const shown = asg.filter((a) => SHOWN_NAMES.some((w) => a.name.includes(w)) && a.rhs !== '' && !scaledUp(a.rhs));
  if (shown.length === 0) return '';
  for (const call of CHARGE_CALLS) {
    for (let at = lower.indexOf(call), n = 0; at !== -1 && n < 8; at = lower.indexOf(call, at + call.length), n++) {
      // the call's own name, not the end of another one (`surcharge(`, `recharge(`); `stripe_charge(`, `.charge(` are it
      if (startsInside(lower, at, call)) continue;
      for (const arg of amountArgs(lower.slice(at + call.length, at + call.length + 240))) {
      if (arg === '' || arg.length > 160) continue;
      for (const s of shown) {
        if (hasName(arg, s.name)) continue;
        // the charged expression, or the assignment that made the variable passed
        const def = asg.find((a) => a.name === arg);
        const expr = def !== undefined ? def.rhs : arg;
        // a surcharge the code names as tax or shipping on the line that adds it is shown at checkout as such
        const line = def !== undefined ? (lines[def.line] ?? '') : '';
        if (namesSurcharge(`${expr} ${line}`)) continue;
        if (scaledUp(expr) && (hasName(expr, s.rhs) || hasName(expr, s.name))) return `${call.slice(0, -1)} charges ${arg.slice(0, 40)} while ${s.name} (${s.rhs.slice(0, 40)}) is what is shown`;
      }
      }
    }
  }
  return '';
}

/** What a subject pays or is ranked as. */
export const TIER_WORDS = ['premium', 'vip', 'plan', 'tier', 'tarif', 'subscription', 'abo', 'gold', 'platinum', 'enterprise', 'paid', 'paying', 'sponsor', 'donor', 'pro_'];
const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || c > 127;
/** What may follow a short tier word inside a lower-cased name (`plans`, `abonnement`, `vipuser`, `tier_id`). */
const TIER_TAILS = ['s', 'nnement', 'nement', 'user', 'member', 'customer', 'level', 'type', 'name', 'id', 'status', 'only'];
/**
 * A test names a tier: a word of TIER_WORDS as a name or a name's part. Words of six letters or more (premium,
 * platinum, subscription) are distinctive anywhere (`ispremium`); a short one (abo, vip, plan, tier, gold, paid) must
 * start a part (or follow `is`/`has`: `isvip`) and end it or go on with a tail of TIER_TAILS — `amount_above_limit`
 * holds "abo", `explanation` "plan", `frontier` "tier", `unpaid` "paid", none of them a tier.
 */
function namesTier(cond: string): boolean {
  for (const w of TIER_WORDS) {
    if (w.length >= 6) { if (cond.includes(w)) return true; continue; }
    for (let i = cond.indexOf(w), n = 0; i !== -1 && n < 8; i = cond.indexOf(w, i + 1), n++) {
      const before = i === 0 || !isLetter(cond.charCodeAt(i - 1))
        || ((cond.startsWith('is', i - 2) && (i === 2 || !isLetter(cond.charCodeAt(i - 3)))) || (cond.startsWith('has', i - 3) && (i === 3 || !isLetter(cond.charCodeAt(i - 4)))));
      if (!before) continue;
      const e = i + w.length;
      if (w.endsWith('_') || e >= cond.length || !isLetter(cond.charCodeAt(e))) return true;
      if (TIER_TAILS.some((t) => cond.startsWith(t, e) && !isLetter(cond.charCodeAt(e + t.length)))) return true;
    }
  }
  return false;
}

/**
 * Names of an assessment's outcome, each a whole part of a variable's name (parts joined by "_" or "."): as a substring
 * "mark" was also bookmark_limit and marketing_emails, "exam" example_count, "grade" upgrade_banner, "note" max_notes.
 */
const ASSESSMENT_NAMES = ['grade', 'grades', 'mark', 'marks', 'punkte', 'note', 'noten', 'nota', 'notas', 'voto', 'voti', 'cijfer', 'cijfers', 'exam', 'exams', 'quiz', 'bewertung', 'risk', 'fraud', 'kyc', 'aml',
  'credit_score', 'test_score', 'assessment'];
/** What may follow such a word inside one part, a camelCase name lower-cased (riskscore, examresult, kycstatus). */
const ASSESSMENT_TAILS = ['', 'score', 'level', 'rating', 'result', 'status', 'flag', 'check', 'points'];
/** A bare "score" or "points" is an assessment only beside what it assesses (a ranking or loyalty score is no verdict). */
const SCORE_OF = ['exam', 'test', 'quiz', 'credit', 'risk', 'fraud', 'grade', 'assess', 'eval', 'pruef', 'prüf', 'examen', 'esame'];
function isAssessment(name: string): boolean {
  const parts = name.split('.', 8).flatMap((p) => p.split('_', 8));
  const joined = `_${parts.join('_')}_`;
  const named = ASSESSMENT_NAMES.some((w) => (w.includes('_') ? joined.includes(`_${w}_`) : parts.some((p) => p.startsWith(w) && ASSESSMENT_TAILS.includes(p.slice(w.length)))));
  return named || ((name.includes('score') || name.includes('points') || name.includes('result')) && SCORE_OF.some((w) => name.includes(w)));
}

/** `tierForced`: an assessment's value set to a literal under a test of the subject's tier or plan. */
export function assessmentForcedByTier(lower: string): string {
  // the whole-text word tests are read only for a finding (they cost a scan of the text per word; the lines' tests are cheaper)
  const found = forcedLine(lower);
  // (a tier word in the test is in the text: the line's own test already holds)
  if (found === '' || !(ASSESSMENT_NAMES.some((w) => lower.includes(w)) || lower.includes('score') || lower.includes('points'))) return '';
  return found;
}
function forcedLine(lower: string): string {
  // the body's assignment is the finding: a text with no "=" has none (one scan for one character)
  if (!lower.includes('=')) return '';
  const lines = lower.split('\n', 400);
  for (let li = 0; li < lines.length; li++) {
    const t = lines[li]!.trim();
    if (!(t.startsWith('if ') || t.startsWith('if(') || t.startsWith('elif ') || t.startsWith('} else if'))) continue;
    const cond = t.length > 200 ? t.slice(0, 200) : t;
    if (!namesTier(cond)) continue;
    // the test's body: the rest of the line and the next two lines
    const body = [t.slice(Math.max(t.indexOf(':'), t.indexOf('{')) + 1), lines[li + 1] ?? '', lines[li + 2] ?? ''];
    for (const b of body) {
      const a = assignments([b])[0];
      if (a === undefined || !isAssessment(a.name)) continue;
      const v = a.rhs.replace(';', '').trim();
      // a fixed value, or the value raised to a fixed floor (max(v, 60))
      const literal = v !== '' && Number.isFinite(Number(v));
      const floor = (v.startsWith('max(') || v.startsWith('math.max(')) && hasName(v, a.name);
      const word = v === 'true' || v === "'pass'" || v === '"pass"' || v === "'passed'" || v === '"passed"' || v === "'bestanden'" || v === '"bestanden"' || v === "'a'" || v === '"a"';
      if (literal || floor || word) return `${a.name} set to ${v.slice(0, 30)} when ${cond.slice(0, 80)}`;
    }
  }
  return '';
}

/** Tests of who a record concerns (an equality, a membership, a prefix): not how it was measured. */
const SUBJECT_TESTS = ['==', ' in (', ' in [', ' in {', '.startswith(', '.includes(', '.equals(', ' is '];

/** The number right after position `i` (blanks skipped), or NaN. */
function numberAt(s: string, i: number): number {
  let j = i;
  while (s.charCodeAt(j) === 32) j++;
  let k = j;
  while (k < s.length && ((s.charCodeAt(k) >= 48 && s.charCodeAt(k) <= 57) || s.charCodeAt(k) === 46)) k++;
  return k > j ? Number(s.slice(j, k)) : Number.NaN;
}

/**
 * `measureForced`: an observed quantity (measures.ts: a weight, a moisture, a dose, hours, a reading) scaled by a
 * factor that converts no unit or offset by a literal, in the body of a test of who the record concerns (a supplier,
 * a haulier, a drug, a customer), not of the unit or the value: the record then says something other than what was
 * measured, for chosen subjects. Lines are read with indexOf and character tests; the test is the nearest `if` above
 * the line, indented less.
 */
export function measureScaledForSubject(lower: string): string {
  if (!lower.includes('if') || !(lower.includes('*') || lower.includes('+=') || lower.includes('-='))) return '';
  const lines = lower.split('\n', 400);
  for (let li = 1; li < lines.length; li++) {
    const raw = lines[li]!;
    const t = raw.trim();
    // `x = x * k`, `x = round(x * k)`, `x *= k`, `x += n`, `x -= n`
    let target = '';
    let how = '';
    for (const op of ['*=', '+=', '-=']) {
      const at = t.indexOf(` ${op}`);
      if (at <= 0) continue;
      const n = numberAt(t, at + op.length + 1);
      if (Number.isNaN(n) || n === 0 || (op === '*=' && (n === 1 || isUnitFactor(n)))) continue;
      target = t.slice(0, at).trim();
      how = `${op} ${n}`;
      break;
    }
    if (target === '') {
      const eq = t.indexOf(' = ');
      if (eq > 0) {
        const lhs = t.slice(0, eq).trim();
        const rhs = t.slice(eq + 3);
        const star = rhs.indexOf(`${lhs} *`);
        if (star !== -1) {
          const n = numberAt(rhs, star + lhs.length + 2);
          if (!Number.isNaN(n) && n !== 1 && n !== 0 && !isUnitFactor(n)) { target = lhs; how = `* ${n}`; }
        }
      }
    }
    if (target === '' || target.length > 80 || !measureName(target)) continue;
    // the nearest enclosing test
    const indent = raw.length - raw.trimStart().length;
    for (let k = li - 1; k >= 0 && k >= li - 6; k--) {
      const above = lines[k]!;
      const at = above.trimStart();
      if (at === '' || above.length - at.length >= indent) continue;
      if (!(at.startsWith('if ') || at.startsWith('if(') || at.startsWith('elif ') || at.startsWith('} else if'))) break;
      // a test of the unit or of the value itself is a conversion or a correction, not a choice of subject
      if (at.includes('unit') || at.includes('einheit') || at.includes(target)) break;
      if (SUBJECT_TESTS.some((w) => at.includes(w))) return `${target} ${how} when ${at.slice(0, 80)}`;
      break;
    }
  }
  return '';
}

/** Calls that bid, review, rate or vote. */
const MARKET_CALLS = ['place_bid(', 'placebid(', 'submit_bid(', 'bid(', 'post_review(', 'create_review(', 'add_review(', 'submit_review(', 'reviews.create(', 'review.create(', 'add_rating(', 'cast_vote(', 'vote(', 'upvote('];
const hasMarketCall = callTest(MARKET_CALLS);
/** Names of identities that are not real participants. */
export const FAKE_WORDS = ['phantom', 'shill', 'fake', 'dummy', 'ghost', 'sockpuppet', 'sock_puppet', 'strawman', 'house_bidder', 'house_account', 'bot_pool', 'fantasma', 'fantome', 'fantôme', 'schein'];
/** Test or seed code: made-up participants are what fixtures and seeders are for. */
const FIXTURE_WORDS = ['faker', 'def test', 'assert ', 'describe(', 'pytest', 'unittest', 'fixture', 'seed', 'mock'];

/** `fakeActor`: a bid, review, rating or vote made in the name of an identity from a phantom, shill or fake pool. */
export function fabricatedActor(lower: string): string {
  if (!hasMarketCall(lower) || !FAKE_WORDS.some((w) => lower.includes(w)) || FIXTURE_WORDS.some((w) => lower.includes(w))) return '';
  // names that hold one of the pool's identities: a loop over the pool, or a value taken from it
  const held: string[] = [];
  const lines = lower.split('\n', 400);
  for (const line of lines) {
    const t = line.trim();
    if (!FAKE_WORDS.some((w) => t.includes(w))) continue;
    if (t.startsWith('for ') && t.includes(' in ')) { const v = t.slice(4, t.indexOf(' in ')).trim(); if (v !== '' && !v.includes(' ')) held.push(v); continue; }
    const a = assignments([t])[0];
    if (a !== undefined && FAKE_WORDS.some((w) => a.rhs.includes(w))) held.push(a.name);
  }
  for (const call of MARKET_CALLS) {
    for (let at = lower.indexOf(call), n = 0; at !== -1 && n < 8; at = lower.indexOf(call, at + call.length), n++) {
      // the call's own name, not the end of another one (`forbid(`, `rebid(`)
      if (startsInside(lower, at, call)) continue;
      const a = callArgs(lower.slice(at + call.length, at + call.length + 240));
      const w = FAKE_WORDS.find((x) => a.includes(x)) ?? held.find((h) => hasName(a, h));
      if (w !== undefined) return `${call.slice(0, -1)} made for an identity from a made-up pool (${w})`;
    }
  }
  return '';
}

/** Calls that hold a value inside bounds. */
const CLAMP_CALLS = ['max(', 'min(', 'math.max(', 'math.min(', 'np.clip(', 'numpy.clip(', '.clip(', 'clamp(', 'math.clamp(', 'fmax(', 'fmin(', 'coerceat', 'coercein('];
/**
 * Where the values go when they leave the code as a record someone relies on: a report, a filing, a log kept for an
 * inspector, an export, in the lexicon's languages.
 */
const REPORT_SINKS = ['report', 'submit', 'regulator', 'audit', 'haccp', 'protokoll', 'meldung', 'bericht', 'rapport', 'informe', 'relatorio', 'relazione', 'verslag', 'publish',
  'to_csv(', 'to_excel(', 'log.write', 'logwrite', 'certificate', 'zertifikat', 'inspection', 'customs', 'zoll', 'steuer', 'declar', 'filing', 'catalog', 'katalog', 'auction',
  'dossier', 'registro', 'raport', 'sprawozd', 'rapor', 'beyan', '報告', '保健所', '报告', 'отчет', 'отчёт'];
/** The numbers of a text (literals only), at most eight. */
function literals(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length && out.length < 8; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 48 && c <= 57) || (i > 0 && (isIdent(s.charCodeAt(i - 1)) && s.charCodeAt(i - 1) !== 46))) continue;
    let j = i;
    while (j < s.length && ((s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) || s.charCodeAt(j) === 46)) j++;
    if (!isIdent(s.charCodeAt(j)) || s.charCodeAt(j) === 46) out.push(Number(s.slice(i, j)));
    i = j;
  }
  return out.filter((n) => Number.isFinite(n));
}
/** A bound that only keeps a value possible (not below zero, not above a whole): no chosen limit. */
const physicalBound = (n: number): boolean => n === 0 || n === 1 || n === 100 || n === -273.15;
/** The first quoted or bracketed name of a text (`row['temp_c']`, `df["moisture_pct"]`), or ''. */
function quotedName(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const q = s.charCodeAt(i);
    if (q !== 34 && q !== 39) continue;
    const e = s.indexOf(s[i]!, i + 1);
    if (e > i + 1 && e - i < 60) return s.slice(i + 1, e);
    return '';
  }
  return '';
}

/**
 * `measureClamped`: an observed quantity (measures.ts) held inside a chosen limit before the values go into a
 * report, a filing or an inspector's log: `x = max(x, 7.0)`, `Math.min(Math.max(messwert, 29.0), 32.0)`, `if row['temp_c'] >
 * 8.0: row['temp_c'] = 7.9`, `df.loc[df['plato'] > 11.0, 'plato'] = 10.9`. The record then shows a value inside the limit
 * that was not measured. A bound that only keeps a value possible (0, 1, 100) is no chosen limit, and code whose values go
 * to no report is smoothing for a screen. Line reads with indexOf and character tests.
 */
let reportSinks: PhraseSet | null = null;
export function measureClampedForReport(lower: string): string {
  // every form writes the value (`=`); then one pass over the text says whether any report sink is named at all
  if (!lower.includes('=') || (reportSinks ??= new PhraseSet(REPORT_SINKS)).first(lower) === undefined) return '';
  const lines = lower.split('\n', 400);
  for (let li = 0; li < lines.length; li++) {
    const t = lines[li]!.trim();
    if (t.startsWith('#') || t.startsWith('//')) continue;
    const code = t.split(' #', 1)[0]!.split(' //', 1)[0]!;
    // pandas: df.loc[df['col'] > 11.0, 'col'] = 10.9
    const loc = code.indexOf('.loc[');
    if (loc !== -1) {
      const close = code.lastIndexOf('] =');
      const comma = code.lastIndexOf(',', close);
      if (close > loc && comma > loc) {
        const col = quotedName(code.slice(comma, close));
        const test = code.slice(loc, comma);
        const value = literals(code.slice(close + 3));
        if (col !== '' && measureName(col) && test.includes(col) && (test.includes('>') || test.includes('<')) && value.length === 1 && !physicalBound(value[0]!)) return `${col} overwritten with ${value[0]} where it passes a limit`;
      }
    }
    // a clamp call around the measured value
    const eq = code.indexOf(' = ');
    if (eq > 0) {
      const lhs = code.slice(0, eq).replace(/^(?:double|float|int|let|const|var|val|auto|decimal)\s/, '').trim();
      const rhs = code.slice(eq + 3);
      const call = CLAMP_CALLS.find((c) => rhs.startsWith(c) || rhs.includes(`(${c}`) || rhs.includes(` ${c}`));
      if (call !== undefined) {
        const args = rhs.slice(rhs.indexOf(call) + call.length);
        // the first name that is a value, not another call (`Math.max(Math.min(lectura.temperatura, 5.0), 1.5)`)
        let name = '';
        for (let i = 0; i < args.length && i < 120; i++) {
          const c = args.charCodeAt(i);
          if (isIdent(c) || c === 91 || c === 93 || c === 39 || c === 34) { name += args[i]; continue; }
          if (name !== '' && c !== 40) break;
          name = '';
        }
        const bounds = literals(rhs).filter((n) => !physicalBound(n));
        if ((measureName(lhs) || measureName(name)) && bounds.length > 0) return `${measureName(name) ? name : lhs} held inside ${bounds.join('–')} (${call.replace('(', '')})`;
      }
    }
    // if x > 8.0: x = 7.9 (the next statement writes the value the test keeps out)
    const ifAt = code.startsWith('if ') || code.startsWith('if(') || code.startsWith('elif ') ? code : '';
    if (ifAt !== '') {
      const gt = ifAt.indexOf('>') !== -1 ? ifAt.indexOf('>') : ifAt.indexOf('<');
      if (gt === -1) continue;
      const subject = ifAt.slice(ifAt.indexOf(' ') + 1, gt).replace('(', '').trim();
      const limit = literals(ifAt.slice(gt + 1));
      let next = '';
      for (let k = li + 1; k < lines.length && k <= li + 2 && next === ''; k++) next = lines[k]!.trim();
      if (next === '' && ifAt.includes(':')) next = ifAt.slice(ifAt.indexOf(':') + 1).trim();
      if (subject === '' || !measureName(subject) || limit.length !== 1 || !next.startsWith(`${subject} = `)) continue;
      const written = literals(next.slice(subject.length + 3));
      if (written.length === 1 && !physicalBound(written[0]!) && written[0] !== limit[0]) return `${subject} above ${limit[0]} written as ${written[0]}`;
    }
  }
  return '';
}
