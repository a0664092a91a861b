/**
 * MongoDB shell and driver updates read as the SQL UPDATE they amount to, so every UPDATE concept of the query
 * analyzer (unfiltered writes, login secrets, roles, flags, balances, records of truth) applies to them too:
 *   db.users.updateMany({}, {$set: {password: 'x'}})        → UPDATE users SET password = 'x'
 *   db.accounts.update_many({"tier": "gold"}, {"$inc": {"balance": 5000}}) → UPDATE accounts SET balance = balance + 5000 WHERE tier = 'gold'
 * The reader walks the call's arguments once with a depth counter (linear, bounded); it renders only flat
 * key/value pairs and leaves nested operators as a placeholder value.
 */

const UPDATE_METHODS = ['.updatemany(', '.update_many(', '.updateone(', '.update_one(', '.update(', '.findoneandupdate(', '.find_one_and_update(', '.bulkwrite('];
const MAX_CALLS = 8;
const MAX_ARG = 4096;

/** SQL text for the update calls in `source` ('' when there are none). */
export function mongoAsSql(source: string): string {
  // most queries are SQL: the raw text is searched before anything is lower-cased
  if (!source.includes('db.') && !source.includes('db[')) return '';
  const lower = source.length > 65536 ? source.slice(0, 65536).toLowerCase() : source.toLowerCase();
  const out: string[] = [];
  for (const m of UPDATE_METHODS) {
    for (let at = lower.indexOf(m); at >= 0 && out.length < MAX_CALLS; at = lower.indexOf(m, at + m.length)) {
      const coll = collectionBefore(lower, at);
      if (coll === '') continue;
      const args = splitArgs(source, at + m.length);
      if (args.length < 2) continue;
      const set = renderUpdate(args[1]!);
      if (set === '') continue;
      const where = renderFilter(args[0]!);
      out.push(`UPDATE ${coll} SET ${set}${where === '' ? '' : ` WHERE ${where}`}`);
    }
  }
  for (let at = lower.indexOf('.find('); at >= 0 && out.length < MAX_CALLS; at = lower.indexOf('.find(', at + 6)) {
    const coll = collectionBefore(lower, at);
    if (coll === '') continue;
    const args = splitArgs(source, at + 6);
    if (args.length < 2) continue;
    // the projection names the fields read: {email: 1, passwordHash: 1}
    const fields = pairsOf(args[1]!).filter(([, v]) => v === '1' || v === 'true').map(([k]) => k).slice(0, 16);
    if (fields.length === 0) continue;
    const where = renderFilter(args[0]!);
    out.push(`SELECT ${fields.join(', ')} FROM ${coll}${where === '' ? '' : ` WHERE ${where}`}`);
  }
  return out.join(';\n');
}

/** `db.users`, `db.getCollection('users')`, `db["users"]` before the method: the collection's name. */
function collectionBefore(lower: string, at: number): string {
  let b = at;
  while (b > 0 && at - b < 120 && isName(lower.charCodeAt(b - 1))) b--;
  const word = lower.slice(b, at);
  if (lower.slice(Math.max(0, b - 3), b) === 'db.' && word !== '') return word;
  // db.getSiblingDB('crm').members: a collection of another database of the same server
  if (word !== '' && lower.charCodeAt(b - 1) === 46 && lower.charCodeAt(b - 2) === 41 && lower.lastIndexOf('getsiblingdb(', b) > b - 80 && lower.lastIndexOf('getsiblingdb(', b) !== -1) return word;
  // getCollection('users') / db['users']
  const close = lower.lastIndexOf(')', at);
  const quoteEnd = close === at - 1 ? close - 1 : lower.charCodeAt(at - 1) === 93 ? at - 2 : -1;
  if (quoteEnd < 0) return '';
  const q = lower.charCodeAt(quoteEnd);
  if (q !== 39 && q !== 34) return '';
  const open = lower.lastIndexOf(String.fromCharCode(q), quoteEnd - 1);
  if (open < 0 || quoteEnd - open > 80) return '';
  const name = lower.slice(open + 1, quoteEnd);
  for (let i = 0; i < name.length; i++) if (!isName(name.charCodeAt(i))) return '';
  return name;
}

const isName = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 36 || (c >= 65 && c <= 90);

/** Index of the quote closing the string opened at `open` (backslash escapes skipped); `end` or past it when unclosed. */
function closingQuote(s: string, open: number, end: number): number {
  const quote = s.charCodeAt(open);
  for (let i = open + 1; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 92) i++;
    else if (c === quote) return i;
  }
  return end;
}

/** Top-level arguments of the call opened just before `start` (strings and nesting respected), each bounded. */
function splitArgs(s: string, start: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let from = start;
  const end = Math.min(s.length, start + MAX_ARG * 3);
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 39 || c === 34) i = closingQuote(s, i, end);
    else if (c === 123 || c === 91 || c === 40) depth++;
    else if (c === 125 || c === 93) depth--;
    else if (c === 41) {
      if (depth === 0) { args.push(s.slice(from, i).trim()); return args; }
      depth--;
    } else if (c === 44 && depth === 0) {
      args.push(s.slice(from, i).trim());
      from = i + 1;
      if (args.length >= 3) return args;
    }
  }
  return args;
}

/** Flat `key: value` pairs of one object literal (its own level only), keys unquoted, values as SQL literals. */
function pairsOf(obj: string): Array<[string, string]> {
  const body = obj.trim();
  if (!body.startsWith('{')) return [];
  const pairs: Array<[string, string]> = [];
  let depth = 0;
  let from = 1;
  const flush = (to: number) => {
    const piece = body.slice(from, to).trim();
    const colon = keyColon(piece);
    if (colon > 0) pairs.push([unquote(piece.slice(0, colon).trim()), piece.slice(colon + 1).trim()]);
  };
  const end = Math.min(body.length, MAX_ARG);
  for (let i = 1; i < end && pairs.length < 32; i++) {
    const c = body.charCodeAt(i);
    if (c === 39 || c === 34) i = closingQuote(body, i, end);
    else if (c === 123 || c === 91 || c === 40) depth++;
    else if ((c === 125 || c === 93 || c === 41) && depth > 0) depth--;
    else if ((c === 44 || c === 125) && depth === 0) {
      flush(i);
      from = i + 1;
      if (c === 125) break;
    }
  }
  return pairs;
}

/** Index of the colon that ends a key (outside quotes), or -1. */
function keyColon(piece: string): number {
  let quote = 0;
  for (let i = 0; i < piece.length && i < 200; i++) {
    const c = piece.charCodeAt(i);
    if (quote !== 0) { if (c === quote) quote = 0; continue; }
    if (c === 39 || c === 34) quote = c;
    else if (c === 58) return i;
  }
  return -1;
}

function unquote(k: string): string {
  const c = k.charCodeAt(0);
  return (c === 39 || c === 34) && k.length >= 2 ? k.slice(1, -1) : k;
}

/** A value as a SQL literal: strings quoted (inner quotes dropped), numbers and booleans as they are, anything else a placeholder. */
function literal(v: string): string {
  const c = v.charCodeAt(0);
  if ((c === 39 || c === 34) && v.length >= 2) return `'${v.slice(1, -1).replace(/'/g, '')}'`;
  if (v === 'true' || v === 'false' || v === 'null') return v;
  if (/^-?[0-9]{1,15}(?:\.[0-9]{1,6})?$/.test(v)) return v;
  return '$1';
}

/** `{$set: {a: 1}, $inc: {b: 5}}` → "a = 1, b = b + 5"; a replacement document without operators → its pairs. */
function renderUpdate(arg: string): string {
  const parts: string[] = [];
  const top = pairsOf(arg.startsWith('[') ? arg.slice(1).trim() : arg);
  for (const [op, val] of top) {
    if (op === '$set' || op === '$setoninsert') for (const [k, v] of pairsOf(val)) parts.push(`${k} = ${literal(v)}`);
    else if (op === '$inc') for (const [k, v] of pairsOf(val)) parts.push(`${k} = ${k} + ${literal(v)}`);
    else if (op === '$mul') for (const [k, v] of pairsOf(val)) parts.push(`${k} = ${k} * ${literal(v)}`);
    else if (op === '$unset') for (const [k] of pairsOf(val)) parts.push(`${k} = null`);
    else if (!op.startsWith('$')) parts.push(`${op} = ${literal(val)}`);
  }
  return parts.slice(0, 32).join(', ');
}

/** `{}` → '' (every document); `{a: 1, b: {$gt: 2}}` → "a = 1 AND b = $1". */
function renderFilter(arg: string): string {
  const pairs = pairsOf(arg);
  return pairs.slice(0, 16).map(([k, v]) => `${k.startsWith('$') ? 'expr' : k} = ${literal(v)}`).join(' AND ');
}

export const SQL_MONGO_PATTERNS: readonly RegExp[] = [/'/g, /^-?[0-9]{1,15}(?:\.[0-9]{1,6})?$/];
