/**
 * A forgiving, linear SQL lexer for the query analyzer. It does not validate SQL: it separates code from
 * comments and string literals (so `SELECT 'DROP TABLE'` or `-- drop later` are data, not statements), splits
 * statements on `;`, and keeps enough token detail to recognise injection shapes (tautologies, comment
 * truncation) that plain regexes cannot compare.
 */

export enum K { Word, Num, Str, Op, Param }

export interface Tok {
  k: K;
  /** Lower-cased for words, raw content for strings and numbers. */
  v: string;
}

export interface Stmt {
  toks: Tok[];
  /** Single-spaced, lower-cased rendering with every string literal shown as 's'. */
  sk: string;
}

export interface SqlParse {
  stmts: Stmt[];
  /** All statements' skeletons joined with " ; ". */
  skeleton: string;
  /** A line comment right after a string literal that cut off the rest of a condition. */
  truncation: boolean;
  /** The first tautological OR condition found (e.g. "OR '1'='1'"). */
  tautology: string | undefined;
}

const MAX_TOKENS = 8000;
const NOT_LATIN1 = /[^\x00-\xff]/;

/** Per ASCII unit: 1 a word may start with it (letters, _ and @), 2 it may only continue one (digits, $ and .). */
const WORD_UNIT = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  WORD_UNIT[c] = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 64 ? 1 : (c >= 48 && c <= 57) || c === 36 || c === 46 ? 2 : 0;
}
function isWordStart(c: number): boolean {
  return c > 127 || WORD_UNIT[c] === 1;
}
function isWordChar(c: number): boolean {
  return c > 127 || WORD_UNIT[c] !== 0;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
/** '<=', '>=', '<>', '!=', '||', '::', ':=', '==', '&&' by code unit: no two-character slice per operator. */
function isTwoCharOp(c: number, d: number): boolean {
  switch (c) {
    case 60: return d === 61 || d === 62; // <= <>
    case 62: case 33: return d === 61; // >= !=
    case 124: return d === 124; // ||
    case 58: return d === 58 || d === 61; // :: :=
    case 61: return d === 61; // ==
    case 38: return d === 38; // &&
    default: return false;
  }
}

/** Tokenises at most `limit` characters of `src`; linear in that length. */
export function parseSql(src: string, limit = 32768): SqlParse {
  const s = src.length > limit ? src.slice(0, limit) : src;
  const n = s.length;
  // words are cut from one lower-cased copy where lower-casing is character by character (Latin-1: no unit changes
  // length or depends on its neighbours, as a final sigma does), not each lower-cased after its slice
  const low = NOT_LATIN1.test(s) ? null : s.toLowerCase();
  const stmts: Stmt[] = [];
  let toks: Tok[] = [];
  let count = 0;
  let truncation = false;
  let inVersionComment = false;
  let i = 0;
  const flush = () => {
    if (toks.length > 0) stmts.push({ toks, sk: render(toks) });
    toks = [];
  };
  while (i < n && count < MAX_TOKENS) {
    const c = s.charCodeAt(i);
    const next = i + 1 < n ? s.charCodeAt(i + 1) : 0;
    if (c === 32 || c === 9 || c === 10 || c === 13) { i++; continue; }
    // -- line comment, and MySQL's # comment (but not Postgres' #> / #- JSON operators)
    if ((c === 45 && next === 45) || (c === 35 && next !== 62 && next !== 45)) {
      let end = s.indexOf('\n', i);
      if (end < 0) end = n;
      const prev = toks[toks.length - 1];
      // MySQL reads "admin" as a string too: a comment right after a closing double quote cuts the same way
      let j = i - 1;
      while (j >= 0 && s.charCodeAt(j) === 32) j--;
      const afterDouble = j >= 0 && s.charCodeAt(j) === 34;
      if (prev !== undefined && (prev.k === K.Str || afterDouble)) {
        const body = s.slice(i + (c === 35 ? 1 : 2), end);
        // `admin'--` (nothing after) or `'-- ' AND pass='…` both cut a condition short
        if (body.trim() === '' || body.includes("'") || (afterDouble && body.includes('"')) || i === 0 || s.charCodeAt(i - 1) === 39) truncation = true;
      }
      i = end + 1;
      continue;
    }
    if (c === 47 && next === 42) {
      if (i + 2 < n && s.charCodeAt(i + 2) === 33) {
        // MySQL executable comment /*!50000 … */: its body is code
        i += 3;
        while (i < n && isDigit(s.charCodeAt(i))) i++;
        inVersionComment = true;
        continue;
      }
      const end = s.indexOf('*/', i + 2);
      const prev = toks[toks.length - 1];
      if (prev !== undefined && prev.k === K.Str && end < 0) truncation = true;
      i = end < 0 ? n : end + 2;
      // a comment separates tokens like whitespace does (DROP/**/TABLE)
      continue;
    }
    if (c === 42 && next === 47 && inVersionComment) { inVersionComment = false; i += 2; continue; }
    if (c === 39) {
      let j = i + 1;
      while (j < n) {
        const d = s.charCodeAt(j);
        if (d === 92) { j += 2; continue; }
        if (d === 39) {
          if (j + 1 < n && s.charCodeAt(j + 1) === 39) { j += 2; continue; }
          break;
        }
        j++;
      }
      toks.push({ k: K.Str, v: s.slice(i + 1, Math.min(j, n)) });
      count++;
      i = j + 1;
      continue;
    }
    if (c === 34 || c === 96) {
      // quoted identifier: keep as a word so "users" and `users` read like users
      let end = s.indexOf(c === 34 ? '"' : '`', i + 1);
      if (end < 0) end = n;
      toks.push({ k: K.Word, v: low !== null ? low.slice(i + 1, end) : s.slice(i + 1, end).toLowerCase() });
      count++;
      i = end + 1;
      continue;
    }
    if (c === 36) {
      // $1 parameter or $tag$ … $tag$ dollar-quoted body
      let j = i + 1;
      while (j < n && isDigit(s.charCodeAt(j))) j++;
      if (j > i + 1) { toks.push({ k: K.Param, v: s.slice(i, j) }); count++; i = j; continue; }
      j = i + 1;
      while (j < n && j - i < 64 && (isWordStart(s.charCodeAt(j)) || isDigit(s.charCodeAt(j)))) j++;
      if (j < n && s.charCodeAt(j) === 36) {
        const tag = s.slice(i, j + 1);
        const end = s.indexOf(tag, j + 1);
        toks.push({ k: K.Str, v: s.slice(j + 1, end < 0 ? n : end) });
        count++;
        i = end < 0 ? n : end + tag.length;
        continue;
      }
    }
    if (isDigit(c)) {
      let j = i + 1;
      while (j < n && (isWordChar(s.charCodeAt(j)))) j++;
      toks.push({ k: K.Num, v: low !== null ? low.slice(i, j) : s.slice(i, j).toLowerCase() });
      count++;
      i = j;
      continue;
    }
    if (isWordStart(c)) {
      let j = i + 1;
      while (j < n && isWordChar(s.charCodeAt(j))) j++;
      toks.push({ k: K.Word, v: low !== null ? low.slice(i, j) : s.slice(i, j).toLowerCase() });
      count++;
      i = j;
      continue;
    }
    if (c === 59) { flush(); i++; continue; }
    if (c === 63) { toks.push({ k: K.Param, v: '?' }); count++; i++; continue; }
    if (isTwoCharOp(c, next)) { toks.push({ k: K.Op, v: s.slice(i, i + 2) }); i += 2; count++; continue; }
    toks.push({ k: K.Op, v: s[i]! });
    count++;
    i++;
  }
  flush();
  let skeleton = stmts.map((st) => st.sk).join(' ; ');
  // past the lexed prefix, keep the raw tail visible to keyword-driven rules
  if (src.length > limit) skeleton += ' ' + src.slice(limit).toLowerCase();
  let tautology: string | undefined;
  for (const st of stmts) {
    tautology = findTautology(st.toks);
    if (tautology !== undefined) break;
  }
  return { stmts, skeleton, truncation, tautology };
}

function render(toks: readonly Tok[]): string {
  let out = '';
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const piece = t.k === K.Str ? "'s'" : t.k === K.Param ? '$p' : t.v;
    out += i === 0 ? piece : ' ' + piece;
  }
  return out;
}

function isLiteral(t: Tok | undefined): boolean {
  return t !== undefined && (t.k === K.Num || t.k === K.Str || (t.k === K.Word && (t.v === 'true' || t.v === 'null')));
}

const ENDERS = new Set([')', ';']);
const CONNECTORS = new Set(['and', 'or', 'order', 'group', 'limit', 'union', 'having']);
const SQL_WORDS = new Set(['select', 'from', 'where', 'and', 'or', 'not', 'null', 'is', 'in', 'like', 'exists']);

/** Where the left operand of a condition starting at i is: past an opening parenthesis (OR (1=1)). */
function operandAt(toks: readonly Tok[], i: number): number {
  let j = i;
  // ('x')=('x / (('x'))=(('x: any depth of parentheses around each side (up to a few)
  while (j < i + 4 && toks[j] !== undefined && toks[j]!.k === K.Op && toks[j]!.v === '(') j++;
  return j;
}

/** Past the closing parentheses of a parenthesised operand and the opening ones of the next: ('x')=('x' reads 'x'='x'. */
function unwrapComparison(toks: readonly Tok[], j: number): readonly [Tok | undefined, Tok | undefined] {
  let k = j + 1;
  while (k < j + 5 && toks[k] !== undefined && toks[k]!.k === K.Op && toks[k]!.v === ')') k++;
  const op = toks[k];
  let m = k + 1;
  while (m < k + 5 && toks[m] !== undefined && toks[m]!.k === K.Op && toks[m]!.v === '(') m++;
  return [op, toks[m]];
}

/** A literal whose text is the other's plus a comment marker a fragment left at its end ('one'='one--). */
function sameButComment(a: Tok, b: Tok): boolean {
  if (a.k !== K.Str || b.k !== K.Str || b.v.length <= a.v.length || !b.v.startsWith(a.v)) return false;
  const rest = b.v.slice(a.v.length);
  return rest === '--' || rest === '#' || rest === '/*' || rest === '-- ' || rest === ';--';
}

/**
 * A condition made of literals alone (OR ''-'', OR 'x' ^ 'y', OR '1=1'): no real query ORs a bare value; the
 * attacker wrote it to make the condition true or to probe how the server evaluates it.
 */
function literalsOnly(toks: readonly Tok[], i: number): string | undefined {
  let lits = 0;
  let k = i;
  for (; k < toks.length && k < i + 8; k++) {
    const t = toks[k]!;
    if (t.k === K.Str || t.k === K.Num) { lits++; continue; }
    if (t.k === K.Op && t.v !== ';' && t.v !== ')' && t.v !== ',') continue;
    break;
  }
  const end = toks[k];
  const closed = end === undefined || (end.k === K.Op && ENDERS.has(end.v)) || (end.k === K.Word && CONNECTORS.has(end.v));
  if (lits === 0 || !closed) return undefined;
  const first = toks[i]!;
  // OR 'text': MySQL reads a string starting with a non-zero digit as true
  if (lits === 1 && k === i + 1 && first.k === K.Str && !(first.v.charCodeAt(0) >= 49 && first.v.charCodeAt(0) <= 57)) return undefined;
  return `${lits > 1 ? 'over literals only' : show(first)}`;
}

/** A literal comparison that is always true (1=1, 'a'='a', 2>1, x=x), or a bare truthy literal. */
function alwaysTrue(toks: readonly Tok[], i: number): string | undefined {
  const j = operandAt(toks, i);
  const a = toks[j];
  if (a === undefined) return undefined;
  const [op, b] = unwrapComparison(toks, j);
  if (op !== undefined && op.k === K.Op && b !== undefined) {
    const sameKind = a.k === b.k || (isLiteral(a) && isLiteral(b));
    const same = sameKind && (a.v === b.v || sameButComment(a, b) || (isLiteral(a) && isLiteral(b) && Number(a.v) === Number(b.v) && a.v !== '' && !Number.isNaN(Number(a.v))));
    if ((op.v === '=' || op.v === '==') && same && (isLiteral(a) || (a.k === K.Word && !SQL_WORDS.has(a.v)))) return `${show(a)}=${show(b)}`;
    if ((op.v === '<>' || op.v === '!=') && isLiteral(a) && isLiteral(b) && !same) return `${show(a)}<>${show(b)}`;
    if (a.k === K.Num && b.k === K.Num && (op.v === '>' || op.v === '<')) {
      const x = Number(a.v), y = Number(b.v);
      if (op.v === '>' ? x > y : x < y) return `${a.v}${op.v}${b.v}`;
    }
  }
  if (op !== undefined && op.k === K.Word && op.v === 'like' && (isLiteral(a) || a.k === K.Word)) {
    // x LIKE '%' (a column too): every non-null row passes
    if (b !== undefined && b.k === K.Str && b.v === '%') return `${show(a)} LIKE '%'`;
    // 1 LIKE 1 / 'a' LIKE 'a'
    if (isLiteral(b) && a.k === b!.k && a.v === b!.v && a.v !== '') return `${show(a)} LIKE ${show(b!)}`;
  }
  // OR 1 / OR true / OR 'x' at the end of the condition
  if ((a.k === K.Num && a.v !== '0') || (a.k === K.Word && a.v === 'true')) {
    if (op === undefined || (op.k === K.Op && ENDERS.has(op.v)) || (op.k === K.Word && CONNECTORS.has(op.v))) return a.v;
  }
  return undefined;
}

/**
 * A filter that every row passes although it names a column: a date after one before any data was written
 * ("created_at > '1900-01-01'"), an id above zero.
 */
function everyRow(toks: readonly Tok[], i: number): string | undefined {
  const [a, op, b] = [toks[i], toks[i + 1], toks[i + 2]];
  // a key column is never null: "id IS NOT NULL" keeps every row (deleted_at IS NOT NULL is a real filter)
  if (a?.k === K.Word && isKeyColumn(a.v) && op?.k === K.Word && op.v === 'is' && b?.k === K.Word && b.v === 'not' && toks[i + 3]?.v === 'null') return `${a.v} IS NOT NULL`;
  // a time column before the present moment ("created_at < now()"): every row already written
  if (a?.k === K.Word && op?.k === K.Op && (op.v === '<' || op.v === '<=') && b?.k === K.Word && NOW_WORDS.has(b.v) && isTimeColumn(a.v) && presentOnly(toks, i + 3)) return `${a.v} ${op.v} ${b.v.toUpperCase()}`;
  if (a === undefined || op === undefined || b === undefined || a.k !== K.Word || op.k !== K.Op || (op.v !== '>' && op.v !== '>=')) return undefined;
  // after a moment a lifetime ago ("start_at > now() - interval '100 years'"): every row, past and future
  if (b.k === K.Word && NOW_WORDS.has(b.v) && lifetimeAgo(toks, i + 3)) return `${a.v} ${op.v} ${b.v.toUpperCase()} - 50+ years`;
  if (b.k === K.Str && b.v.length >= 4 && b.v.charCodeAt(4) === 45 && Number(b.v.slice(0, 4)) < 1971) return `${a.v} ${op.v} '${b.v.slice(0, 10)}'`;
  if (b.k === K.Num && isKeyColumn(a.v) && Number(b.v) <= (op.v === '>' ? 0 : 1)) return `${a.v} ${op.v} ${b.v}`;
  return undefined;
}

/** Words that name the present moment. */
const NOW_WORDS: ReadonlySet<string> = new Set(['now', 'current_timestamp', 'current_date', 'sysdate', 'getdate', 'systimestamp', 'localtimestamp', 'sysdatetime', 'getutcdate', 'utc_timestamp', 'curdate']);
/** A column that records when a row was written (created_at, order_date, ts), not a deadline it runs to (expires_at, due_date). */
export const isTimeColumn = (c: string): boolean => {
  const b = c.slice(c.lastIndexOf('.') + 1);
  if (b === 'created' || b === 'date' || b === 'timestamp' || b === 'ts' || b === 'time') return true;
  return WRITTEN_PARTS.some((p) => b.includes(p));
};
const WRITTEN_PARTS = ['creat', 'insert', 'logged', 'occurred', 'recorded', 'received', 'order_date', 'ordered', 'event_time', 'posted', 'booked', 'fecha', 'datum', 'date_commande', 'erstellt'];
/**
 * What follows the present moment at j ("()" at most) ends the comparison, or moves it later: no "- interval '30 days'"
 * moves it back. A bound in the future ("now() + interval '1 day'") still holds every row already written.
 */
function presentOnly(toks: readonly Tok[], j: number): boolean {
  let k = j;
  if (toks[k]?.v === '(' && toks[k + 1]?.v === ')') k += 2;
  const t = toks[k];
  if (t !== undefined && t.k === K.Op && t.v === '+') return laterBound(toks, k + 1);
  return t === undefined || (t.k === K.Op && t.v !== '-' && t.v !== '+') || (t.k === K.Word && (t.v === 'and' || t.v === 'or' || t.v === 'limit' || t.v === 'returning'));
}

/** What follows the present moment at j moves it back fifty years or more ("() - interval '100 years'"). */
function lifetimeAgo(toks: readonly Tok[], j: number): boolean {
  let k = j;
  if (toks[k]?.v === '(' && toks[k + 1]?.v === ')') k += 2;
  if (toks[k]?.k !== K.Op || toks[k]!.v !== '-' || toks[k + 1]?.v !== 'interval') return false;
  const amount = toks[k + 2];
  if (amount === undefined) return false;
  const m = amount.k === K.Str ? YEARS_AMOUNT.exec(amount.v.trim().toLowerCase()) : amount.k === K.Num && toks[k + 3]?.k === K.Word && YEAR_UNIT.has(toks[k + 3]!.v) ? [amount.v, amount.v] : null;
  return m !== null && Number(m[1]) >= 50;
}
const YEARS_AMOUNT = /^(\d{1,4}) ?(?:years?|y)$/;
const YEAR_UNIT: ReadonlySet<string> = new Set(['year', 'years']);

/** The amount added at j is positive: `interval '1 day'`, `interval 1 day`, a plain number (never a negative one). */
function laterBound(toks: readonly Tok[], j: number): boolean {
  const t = toks[j];
  if (t === undefined) return false;
  if (t.k === K.Num) return Number(t.v) > 0;
  if (t.k !== K.Word || t.v !== 'interval') return false;
  const amount = toks[j + 1];
  if (amount === undefined) return false;
  if (amount.k === K.Num) return Number(amount.v) > 0;
  return amount.k === K.Str && amount.v.trim() !== '' && !amount.v.trim().startsWith('-');
}

const isKeyColumn = (c: string): boolean => c === 'id' || c.endsWith('.id') || c === 'uuid' || c.endsWith('.uuid');

function show(t: Tok): string {
  return t.k === K.Str ? `'${t.v.slice(0, 12)}'` : t.v.slice(0, 20);
}

function findTautology(toks: readonly Tok[]): string | undefined {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if ((t.k === K.Word && t.v === 'or') || (t.k === K.Op && t.v === '||' && toks[i - 1]?.k === K.Str)) {
      const found = alwaysTrue(toks, i + 1) ?? literalsOnly(toks, i + 1);
      if (found !== undefined) return `OR ${found}`;
    }
    // GROUP BY x HAVING 1=1: makes the server name the columns in its error (error-based enumeration)
    if (t.k === K.Word && t.v === 'having') {
      const found = alwaysTrue(toks, i + 1);
      if (found !== undefined && isLiteral(toks[operandAt(toks, i + 1)])) return `HAVING ${found}`;
    }
  }
  return undefined;
}

/** Server facts an inference probe reads one character at a time. */
const INFO_FUNCS = new Set(['user', 'version', 'database', 'current_user', 'system_user', 'session_user', 'schema', 'db_name', 'user_name', 'banner', 'current_database', 'suser_name', 'host_name']);
const PROBE_FUNCS = new Set(['ascii', 'substring', 'substr', 'mid', 'length', 'len', 'ord', 'if', 'iif', 'case', 'exists', 'not', 'char_length', 'unicode', 'hex', 'bin']);

/** A literal comparison that is always false (1=2, 'a'='b'): the other half of a true/false inference pair. */
function alwaysFalse(toks: readonly Tok[], i: number): string | undefined {
  const j = operandAt(toks, i);
  const a = toks[j], op = toks[j + 1], b = toks[j + 2];
  if (a === undefined || op === undefined || b === undefined || op.k !== K.Op || (op.v !== '=' && op.v !== '==')) return undefined;
  if (!isLiteral(a) || !isLiteral(b) || a.k !== b.k || a.v === b.v) return undefined;
  return `${show(a)}=${show(b)}`;
}

/**
 * Boolean-inference probe appended with AND to an injected value: `' AND '1'='1`, `1 AND 1=2`,
 * `' AND (SELECT …)`, `' AND ASCII(SUBSTRING(…))>64`. Only meaningful when the value is a fragment.
 */
export function findAndProbe(toks: readonly Tok[]): string | undefined {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.k !== K.Word || t.v !== 'and') continue;
    const found = alwaysTrue(toks, i + 1) ?? alwaysFalse(toks, i + 1);
    if (found !== undefined) return `AND ${found}`;
    const a = toks[i + 1];
    const b = toks[i + 2];
    if (a === undefined || b === undefined) continue;
    if (a.k === K.Op && a.v === '(' && b.k === K.Word && b.v === 'select') return 'AND (SELECT …)';
    if (a.k === K.Word && PROBE_FUNCS.has(a.v) && b.k === K.Op && b.v === '(') {
      // ASCII(SUBSTRING((SELECT …)…)): a character-by-character extraction
      for (let k = i + 3; k < toks.length && k < i + 12; k++) {
        const w = toks[k]!;
        if (w.k === K.Word && (w.v === 'select' || w.v.startsWith('@@') || INFO_FUNCS.has(w.v))) return `AND ${a.v.toUpperCase()}(… ${w.v.toUpperCase()} …)`;
      }
    }
  }
  return undefined;
}

/** The WHERE clause of a statement is only a constant truth (WHERE 1=1, WHERE true), i.e. no filter at all. */
export function whereIsConstant(toks: readonly Tok[]): string | undefined {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.k === K.Word && t.v === 'where') {
      const found = alwaysTrue(toks, i + 1) ?? everyRow(toks, i + 1);
      if (found === undefined) return undefined;
      // WHERE 1=1 AND tenant_id = 4 is the query-builder idiom, not a filterless statement
      let k = i + 1;
      while (k < toks.length && !(toks[k]!.k === K.Word && (toks[k]!.v === 'and'))) k++;
      return k >= toks.length ? found : undefined;
    }
  }
  return undefined;
}
