/**
 * An injection payload that landed inside a whole query: the application pasted an unescaped value into its own
 * SQL text (`… WHERE username = '<value>' AND active = 1`). Read from the plain lexing of the statement, the
 * value leaves marks no hand-written query has:
 * - a comparison whose value slot holds a clause instead of a value (`id = ORDER BY 5`, `id = AND 1=1`,
 *   `id = select @@version`, `id = UNION ALL SELECT …`, `id = waitfor delay …`);
 * - inside a condition, a literal glued to an identifier, a number or another literal with nothing between them
 *   (`'…MD5(' A '),NULL-- '`: the value's own quote closed the literal early);
 * - a condition over two literals that is not the `1=1` a query builder writes (`AND 7300=7300`, `AND 8310=8311`,
 *   `'pKlZ'='pKlZ'`).
 * When one is present the query analyzer reads the text a second time as the vulnerable server does (the slot's
 * quote flipped, the value as injected code), so every injection rule judges the payload itself.
 * Linear in the tokens; no regex on input.
 */
import { K, type Tok } from './sql-tokens.js';

/** Comparison operators whose right side must be a value. */
const COMPARE = new Set(['=', '<>', '!=', '<', '>', '<=', '>=', '==']);
/** Clause words that cannot stand where a value belongs. */
const NOT_A_VALUE = new Set(['as', 'create', 'alter', 'grant', 'shutdown', 'backup', 'order', 'and', 'or', 'union', 'where', 'group', 'having', 'limit', 'select', 'exec', 'execute', 'waitfor', 'procedure', 'into', 'from', 'insert', 'update', 'delete', 'drop', 'declare']);
/** Words that may follow a literal in a condition (operators spelled as words, clause starts, type syntax). */
const AFTER_LITERAL = new Set([
  'and', 'or', 'not', 'is', 'in', 'like', 'ilike', 'between', 'escape', 'collate', 'as', 'asc', 'desc', 'then', 'else', 'end', 'when', 'from',
  'where', 'group', 'order', 'having', 'limit', 'offset', 'union', 'except', 'intersect', 'minus', 'on', 'join', 'left', 'right', 'inner', 'outer',
  'full', 'cross', 'natural', 'using', 'returning', 'at', 'window', 'fetch', 'for', 'into', 'values', 'set', 'null', 'rows', 'row', 'only', 'with',
  'within', 'over', 'filter', 'similar', 'to', 'glob', 'regexp', 'rlike', 'match', 'against', 'do', 'nothing', 'conflict', 'select', 'insert',
  'update', 'delete', 'nulls', 'first', 'last', 'go', 'lock', 'share', 'nowait', 'skip', 'if', 'case', 'uescape', 'format', 'day', 'days', 'hour',
  'hours', 'minute', 'minutes', 'second', 'seconds', 'month', 'months', 'year', 'years', 'week', 'weeks', 'preceding', 'following', 'unbounded',
  'current', 'exists', 'some', 'any', 'all', 'default', 'option', 'partition', 'by', 'sounds', 'div', 'mod', 'xor', 'is_json', 'semi', 'anti',
]);
/** Words after which a condition's literals are read (before them, a literal glued to a word is a column alias). */
const CONDITION_START = new Set(['where', 'having']);
/** Statements that read or change rows by a condition: where an application pastes a user's value. */
const ROW_STATEMENTS = new Set(['select', 'update', 'delete', 'with', 'insert', 'merge', 'replace', 'upsert', '(']);
/** The `1=1` / `1=0` a query builder writes to start a WHERE clause it appends to. */
const BUILDER_LITERALS = new Set(['0', '1']);

export interface EmbeddedMark {
  /** What gave the pasted value away (for the finding's detail). */
  readonly mark: string;
  /** The value slot as source text when the slot held a clause (read as an injected fragment), else ''. */
  readonly slot: string;
}
const NONE: EmbeddedMark = { mark: '', slot: '' };

/** The tokens from `from` on written back as SQL (literals re-quoted), bounded: the text the value slot holds. */
function sourceFrom(toks: readonly Tok[], from: number): string {
  let out = '';
  for (let i = from; i < toks.length && out.length < 4096; i++) {
    const t = toks[i]!;
    out += `${out ? ' ' : ''}${t.k === K.Str ? `'${t.v.replaceAll("'", "''")}'` : t.v}`;
  }
  return out;
}

/** The first mark of a pasted injection in a statement's tokens (mark '' for none). */
export function embeddedInjection(toks: readonly Tok[]): EmbeddedMark {
  // a function body, a user created at a host, a trigger: not a row statement an application fills in
  if (toks.length === 0 || !ROW_STATEMENTS.has(toks[0]!.v)) return NONE;
  let inCondition = false;
  const n = Math.min(toks.length, 4000);
  for (let i = 0; i < n; i++) {
    const t = toks[i]!;
    if (t.k === K.Word && CONDITION_START.has(t.v)) inCondition = true;
    const next = toks[i + 1];
    if (t.k === K.Op && COMPARE.has(t.v)) {
      // `id = ;` / `id =` at the very end: the value slot is empty and the statement goes on as code
      if (next === undefined) continue;
      if (next.k === K.Word && NOT_A_VALUE.has(next.v) && toks[i - 1] !== undefined && toks[i - 1]!.k !== K.Op) return { mark: `a clause where a value belongs: ${t.v} ${next.v}`, slot: sourceFrom(toks, i + 1) };
      if (next.k === K.Op && (next.v === ';' || COMPARE.has(next.v))) return { mark: `an empty value slot: ${t.v} ${next.v}`, slot: '' };
      const prev = toks[i - 1];
      // AND 7300=7300 / AND 8310=8311 / 'pKlZ'='pKlZ': a condition over two literals is a true/false probe
      if (prev !== undefined && prev.k === next.k && (prev.k === K.Num || prev.k === K.Str) && !(BUILDER_LITERALS.has(prev.v) && BUILDER_LITERALS.has(next.v))) {
        if (prev.k === K.Num || (t.v === '=' && prev.v === next.v)) {
          const shown = (x: Tok): string => (x.k === K.Str ? `'${x.v.slice(0, 12)}'` : x.v.slice(0, 12));
          return { mark: `a condition over two literals: ${shown(prev)}${t.v}${shown(next)}`, slot: '' };
        }
      }
      continue;
    }
    if (!inCondition || t.k !== K.Str || next === undefined) continue;
    if (next.k === K.Str || next.k === K.Num) return { mark: 'a literal glued to another value with no operator between them', slot: '' };
    // `'x' port '…` / `'x' waitfor delay`: an identifier right after a literal in a condition
    if (next.k === K.Word && !AFTER_LITERAL.has(next.v) && next.v.charCodeAt(0) !== 64) return { mark: `a literal glued to the word ${next.v.slice(0, 20)}`, slot: '' };
  }
  return NONE;
}
