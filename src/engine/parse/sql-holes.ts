/**
 * Where a SQL literal built in code takes its runtime pieces ("holes"), and whether any of them lands where a bound
 * parameter could have stood. A missing bound parameter is the weakness only in a VALUE position (`WHERE id = '%s'`,
 * `VALUES (%s)`, `LIKE ` + q): an identifier (a table or column name after FROM / INTO / JOIN / UPDATE / TABLE /
 * ORDER BY / SELECT) cannot be bound in any driver, so interpolating it is how such code is written, and a numeric
 * directive (`%d`, `%i`, `%u`, `%f`) cannot carry text. A value hole is the one the G09 weakness is about.
 *
 * The reader walks one line of code from the statement keyword: characters inside the statement's quote are SQL text,
 * a hole is a format directive or `{…}`/`${…}`/`#{…}`/PHP `$name` inside it, or the end of a literal joined to
 * something else (`+`, `.`, `||`, `&`). Bounded by the line (callers pass at most a few hundred characters); no regex.
 */

/** The SQL words after which a hole names a table, column or schema (identifiers are never bindable). */
const IDENT_BEFORE = ['from', 'into', 'join', 'update', 'table', 'exists', 'by', 'select', 'distinct', 'database', 'schema', 'use', 'describe', 'truncate', 'index', 'on'];
/** printf directives that only ever print a number. */
const NUMERIC_DIRECTIVES = new Set(['d', 'i', 'u', 'f', 'g', 'e', 'x', 'l']);

export interface SqlHoles {
  /** Holes in a value position (the bound-parameter weakness). */
  readonly value: number;
  /** Holes naming a table, column or schema. */
  readonly ident: number;
  /** Holes printing a number. */
  readonly number: number;
}

const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** The SQL word (or mark) that ends `sql`, its trailing spaces and one opening identifier quote removed. */
function lastWord(sql: string): string {
  const blank = (c: number): boolean => c === 32 || c === 9 || c === 10;
  let e = sql.length;
  while (e > 0 && blank(sql.charCodeAt(e - 1))) e--;
  // INSERT INTO "%s", FROM `%s`, FROM [%s]: a quoted identifier
  const c = sql.charAt(e - 1);
  if (c === '"' || c === '`' || c === '[') { e--; while (e > 0 && blank(sql.charCodeAt(e - 1))) e--; }
  let b = e;
  while (b > 0 && isWordCode(sql.charCodeAt(b - 1))) b--;
  if (b === e) return sql.charAt(e - 1);
  return sql.slice(b, e);
}

function classify(sqlBefore: string): 'value' | 'ident' {
  const w = lastWord(sqlBefore.toLowerCase());
  // schema.%s, a.%s: the qualified part of a name
  if (w === '.') return 'ident';
  return IDENT_BEFORE.includes(w) ? 'ident' : 'value';
}

const JOINERS = ['+', '.', '|', '&'];

/**
 * The holes of the statement that starts at `line[0]` (the keyword, after the opening quote `quote`). `line` is the
 * rest of the code line from the keyword on; `head` is the keyword text (for the SQL context of the first hole).
 */
export function sqlHoles(head: string, line: string, quote: string): SqlHoles {
  let value = 0;
  let ident = 0;
  let number = 0;
  let sql = head;
  let inLit = true;
  let q = quote;
  const note = (kind: 'value' | 'ident' | 'number'): void => { if (kind === 'value') value++; else if (kind === 'ident') ident++; else number++; };
  for (let i = 0; i < line.length && value + ident + number < 16; i++) {
    const ch = line.charAt(i);
    if (inLit) {
      if (ch === '\\') { sql += line.charAt(i + 1); i++; continue; }
      if (ch === q) {
        // the literal ends: a joiner after it puts a runtime piece right here
        let j = i + 1;
        while (j < line.length && line.charAt(j) === ' ') j++;
        if (JOINERS.includes(line.charAt(j))) { note(classify(sql)); sql += ' X '; }
        inLit = false;
        continue;
      }
      if (ch === '%') {
        const n = line.charAt(i + 1);
        if (n === '%') { sql += '%'; i++; continue; }
        let k = i + 1;
        if (n === '(') { const close = line.indexOf(')', k); if (close === -1) break; k = close + 1; }
        while (k < line.length && k - i < 6 && (isDigit(line.charCodeAt(k)) || '.-+ #'.includes(line.charAt(k)))) k++;
        const d = line.charAt(k).toLowerCase();
        if (d === 's' || d === 'r' || d === 'v' || d === 'q' || NUMERIC_DIRECTIVES.has(d)) {
          note(NUMERIC_DIRECTIVES.has(d) ? 'number' : classify(sql));
          sql += ' X ';
          i = k;
          continue;
        }
      }
      const n1 = line.charCodeAt(i + 1);
      const brace = (ch === '{' && (isWordCode(n1) || isDigit(n1) || n1 === 125 || n1 === 33 || n1 === 58)) || ((ch === '$' || ch === '#') && n1 === 123);
      // PHP and Perl: "… '$name'" interpolates the variable inside a double-quoted literal
      const dollar = ch === '$' && q === '"' && isWordCode(n1);
      if (brace || dollar) {
        note(classify(sql));
        sql += ' X ';
        if (brace) { const close = line.indexOf('}', i); if (close === -1) break; i = close; }
        continue;
      }
      sql += ch;
      continue;
    }
    // between literals: the next literal of the same statement continues the SQL text
    if (ch === '"' || ch === "'" || ch === '`') { inLit = true; q = ch; continue; }
    // the call closes or the statement ends: nothing after it is this statement's text
    if (ch === ')' || ch === ';' || ch === ',') break;
  }
  return { value, ident, number };
}
