/**
 * SQL that code runs: the statement literal handed to `cursor.execute`, `db.query`, Prisma's `$executeRawUnsafe`,
 * knex `raw`, JDBC `executeUpdate` and their cousins, read back as the statement the database receives. The query
 * analyzer then judges it (nested.ts), so rewriting the audit trail or emptying a table is the same threat whether a
 * database agent types it or code runs it — the way code-shell.ts hands shell commands to the command analyzer.
 *
 * What an application does with its own database every day is not a finding here:
 * - reads (the query analyzer's EXFILTRATION rows) are what application code is for; sending the rows out is the
 *   code frame's business (code-rows.ts), not the SELECT's;
 * - a role or flag set on a bound account (`… WHERE id = %s`) is an admin panel's promote button; only a statement
 *   with no bound value (a fixed account written into the code) is read as escalation;
 * - test set-up and tear-down empty tables on purpose: destruction is not read from test code or code that names a
 *   non-production environment.
 * Scanning is indexOf over the lower-cased code plus a bounded literal reader; no regex on input.
 */
import type { Primitive } from '../types.js';
import { literalAt } from './code-shell.js';
import { envOfWords } from './environment.js';

/** Call names whose first argument is an SQL statement (each ends at its opening parenthesis or backtick). */
export const SQL_RUNNERS = [
  '.execute(', '.executemany(', '.executescript(', '.query(', '.raw(', 'executeraw(', 'executerawunsafe(', 'queryraw(', 'queryrawunsafe(',
  '.exec(', 'executeupdate(', 'executequery(', 'preparestatement(', 'exec_sql(', 'execute_sql(', 'mysqli_query(', 'pg_query(', 'db.run(', '.prepare(',
  // PHP's object calls
  '->query(', '->exec(', '->prepare(',
];
/** Wrappers between the call and the literal (`execute(text("…"))`, `execute(sql.SQL("…"))`). */
const WRAPPERS = ['text(', 'sql.sql(', 'sql(', 'db.text('];
/** A statement starts with one of these words (a bare SELECT is a read, which does not count in code: not judged). */
const VERBS = new Set(['insert', 'update', 'delete', 'drop', 'truncate', 'alter', 'create', 'grant', 'revoke', 'merge', 'with', 'set', 'copy', 'replace', 'rename']);
/** Marks of a bound value: the statement acts on whatever row the caller passes. */
const PLACEHOLDERS = ['%s', '%(', '?', '$1', '$2', ':id', ':user', ':uid', '@id', '${'];
/** Marks of test code: fixtures and tear-downs empty tables on purpose. */
const TEST_MARKS = ['def test_', 'teardown', 'setup(', 'setupclass', 'beforeeach(', 'aftereach(', 'beforeall(', 'afterall(', '@pytest.fixture', 'conftest', 'unittest', 'describe(', 'fixture'];
const MAX_STATEMENTS = 4;
const MAX_ANCHORS = 48;

export interface EmbeddedSql {
  readonly statements: readonly string[];
  /** The code is a test (fixtures, tear-downs). */
  readonly test: boolean;
}

const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** The first word of a statement, lower-cased ('' if it does not start with a letter). */
function firstWord(s: string): string {
  let i = 0;
  while (i < s.length && (s[i] === ' ' || s[i] === '\n' || s[i] === '\t' || s[i] === '(')) i++;
  let j = i;
  while (j < s.length && j - i < 12 && isLetter(s.charCodeAt(j))) j++;
  return s.slice(i, j).toLowerCase();
}

/** A Python triple-quoted literal at i, or the single-line/backtick literal code-shell reads. */
function statementAt(text: string, i: number): string | null {
  let j = i;
  while (j < text.length && j - i < 2 && 'frbuFRBU'.includes(text[j]!)) j++;
  const triple = text.startsWith('"""', j) ? '"""' : text.startsWith("'''", j) ? "'''" : '';
  if (triple !== '') {
    const end = text.indexOf(triple, j + 3);
    return end === -1 || end - j > 8192 ? null : text.slice(j + 3, end);
  }
  return literalAt(text, i)?.text ?? null;
}

/** Up to four SQL statements the code runs, with whether the code is a test. `lower` is `text` lower-cased. */
export function embeddedSql(text: string, lower: string): EmbeddedSql {
  const out: string[] = [];
  let anchors = 0;
  for (const r of SQL_RUNNERS) {
    let i = lower.indexOf(r);
    while (i !== -1 && anchors++ < MAX_ANCHORS && out.length < MAX_STATEMENTS) {
      let k = i + r.length;
      while (k < text.length && (text[k] === ' ' || text[k] === '\n')) k++;
      for (const w of WRAPPERS) if (lower.startsWith(w, k)) { k += w.length; break; }
      const sql = statementAt(text, k);
      if (sql !== null && VERBS.has(firstWord(sql)) && !out.includes(sql)) out.push(sql);
      i = lower.indexOf(r, i + r.length);
    }
    if (out.length >= MAX_STATEMENTS || anchors >= MAX_ANCHORS) break;
  }
  // a test or other non-production environment the code names (the shared environment lexicon) is where tables are reset
  return { statements: out, test: out.length > 0 && (TEST_MARKS.some((m) => lower.includes(m)) || envOfWords(lower) === 'nonprod') };
}

/** Whether the query analyzer's finding of this primitive on this statement is a threat when code runs it. */
export function countsInCode(primitive: Primitive, sql: string, test: boolean): boolean {
  if (primitive === 'EXFILTRATION') return false;
  if (primitive === 'DESTRUCTION') return !test;
  if (primitive === 'ESCALATION') return !PLACEHOLDERS.some((p) => sql.includes(p));
  return true;
}
