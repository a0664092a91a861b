/**
 * A GraphQL read as the SELECT it amounts to, so every read rule of the query analyzer (credential columns, personal
 * data in bulk) applies to it too:
 *   query { users(first: 10000) { edges { node { email passwordHash } } } }  →  SELECT email, passwordHash FROM users LIMIT 10000
 * The root field is the table, the leaf fields (fields with no selection of their own) are the columns, and a
 * `first`/`last`/`limit` argument is the row limit. Connection wrappers (edges, node, nodes) are leaves' parents and
 * drop out on their own. One pass with a depth counter; bounded; no regex on input.
 */

const MAX_TEXT = 16384;
const MAX_FIELDS = 64;
const LIMIT_ARGS = ['first', 'last', 'limit', 'take', 'pagesize', 'page_size'];

const isName = (c: string | undefined): boolean => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c === '_');

/** The value of the first row-limit argument in an argument list `( … )`, or ''. */
function limitOf(args: string): string {
  const lower = args.toLowerCase();
  for (const a of LIMIT_ARGS) {
    const i = lower.indexOf(`${a}:`);
    if (i === -1 || isName(lower[i - 1])) continue;
    let j = i + a.length + 1;
    while (lower[j] === ' ') j++;
    let k = j;
    while (k < lower.length && lower[k]! >= '0' && lower[k]! <= '9') k++;
    if (k > j) return lower.slice(j, k);
  }
  return '';
}

/** SQL text for a GraphQL query document ('' when the text is not one). */
export function graphqlAsSql(source: string): string {
  const t = source.length > MAX_TEXT ? source.slice(0, MAX_TEXT) : source;
  let i = 0;
  while (i < t.length && (t[i] === ' ' || t[i] === '\n' || t[i] === '\t')) i++;
  // `query …{` or a bare selection `{ users …` (a JSON object opens with a quoted key instead)
  let b = i + 1;
  while (t[b] === ' ' || t[b] === '\n' || t[b] === '\t') b++;
  if (!((t.startsWith('query', i) && !isName(t[i + 5])) || (t[i] === '{' && isName(t[b])))) return '';
  const open = t.indexOf('{', i);
  if (open === -1) return '';
  let root = '';
  let limit = '';
  const leaves: string[] = [];
  let depth = 0;
  for (let k = open; k < t.length; k++) {
    const c = t[k]!;
    if (c === '{') { depth++; continue; }
    if (c === '}') { if (--depth === 0) break; continue; }
    if (c === '#') { const nl = t.indexOf('\n', k); if (nl === -1) break; k = nl; continue; }
    if (!isName(c) || isName(t[k - 1])) continue;
    let e = k;
    while (isName(t[e])) e++;
    const name = t.slice(k, e);
    let n = e;
    while (t[n] === ' ' || t[n] === '\n' || t[n] === '\t') n++;
    // an alias `a: field` names the same field; an argument list belongs to the field
    if (t[n] === ':') { k = n; continue; }
    let args = '';
    if (t[n] === '(') {
      const close = t.indexOf(')', n);
      if (close === -1) return '';
      args = t.slice(n + 1, close);
      n = close + 1;
      while (t[n] === ' ' || t[n] === '\n' || t[n] === '\t') n++;
    }
    if (depth === 1 && root === '') { root = name; limit = limitOf(args); }
    else if (t[n] !== '{' && leaves.length < MAX_FIELDS && !leaves.includes(name)) leaves.push(name);
    k = n - 1;
  }
  if (root === '' || leaves.length === 0) return '';
  return `SELECT ${leaves.join(', ')} FROM ${root}${limit !== '' ? ` LIMIT ${limit}` : ''}`;
}
