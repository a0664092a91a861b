/**
 * A stored data tree deleted by code, followed from the literal that names it to the call that deletes it: the tree
 * itself (`shutil.rmtree(BASE)`), or every entry of its listing in a loop (`for d in BASE.iterdir(): rmtree(d)`),
 * with no test in the loop that picks some entries only. What the tree is comes from command-paths.ts (`storedTree`:
 * a mounted volume, share or data root, no scratch or build name); this file only follows names.
 *
 * Lines are read with indexOf and character tests only (no regex): linear in the code, bounded in lines and calls.
 */
import { storedTree } from './command-paths.js';
import { callTest } from './code-dataflow.js';

/** Calls that delete a directory and everything in it. */
const TREE_DELETES = ['rmtree(', 'rmsync(', 'rimraf(', 'rimraf.sync(', 'rm_rf(', 'remove_dir(', 'removeall(', 'remove_dir_all(', 'rmdirsync(', 'rm_r(', 'remove-item '];
const hasTreeDelete = callTest(TREE_DELETES);
/** Calls that list one directory's entries (not a walk of the whole tree below it). */
const LISTINGS = ['iterdir(', 'listdir(', 'scandir(', 'glob(', 'readdirsync(', 'readdir(', 'entries(', 'children(', 'get-childitem ', 'read_dir('];
/** Tests that keep every entry (the entry is a directory, it exists): not a choice among entries. */
const KEEP_ALL_TESTS = ['is_dir', 'isdir', 'is_file', 'isfile', 'exists', 'isdirectory', 'is_symlink', 'islink'];

const isIdent = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 36 || (c >= 65 && c <= 90);

/** Whether `name` occurs in `s` as a whole identifier. */
function hasWord(s: string, name: string): boolean {
  if (name === '') return false;
  for (let i = s.indexOf(name), n = 0; i !== -1 && n < 16; i = s.indexOf(name, i + 1), n++) {
    if ((i === 0 || !isIdent(s.charCodeAt(i - 1))) && !isIdent(s.charCodeAt(i + name.length))) return true;
  }
  return false;
}

/** The identifier an assignment on `line` (before `upTo`) binds: `BASE = …`, `const base = …`, `$base = …`; or ''. */
function assigned(line: string, upTo: number): string {
  const head = line.slice(0, upTo);
  const eq = head.indexOf('=');
  if (eq <= 0 || head.charCodeAt(eq + 1) === 61 || head.charCodeAt(eq - 1) === 61 || head.charCodeAt(eq - 1) === 33) return '';
  let e = eq - 1;
  while (e >= 0 && (head.charCodeAt(e) === 32 || head.charCodeAt(e) === 58)) e--;
  // a type annotation (`base: Path = …`) stands between the name and the sign
  const colon = head.lastIndexOf(':', eq);
  if (colon > 0 && colon < eq) e = colon - 1;
  while (e >= 0 && head.charCodeAt(e) === 32) e--;
  let b = e;
  while (b >= 0 && isIdent(head.charCodeAt(b))) b--;
  return head.slice(b + 1, e + 1);
}

/** Calls whose value is a default when nothing else is set: `os.getenv('WH_ROOT', '/data/warehouse')`. */
const DEFAULT_CALLS = ['getenv(', 'environ.get(', 'env.get(', 'env.fetch(', 'process.env.'];
/**
 * The assignment's value is the literal at `at` (quoted, `length` long) and nothing more: alone, wrapped in calls
 * (`Path('/data/x')`, `os.path.abspath('/data/x')`), or an environment default. A literal joined or extended
 * (`os.path.join('/data/warehouse', run_id, 'tmp')`, `Path('/data/x') / 'tmp'`) names one entry below the tree.
 */
function holdsOnly(line: string, at: number, length: number): boolean {
  const eq = line.lastIndexOf('=', at);
  if (eq === -1) return false;
  // before the literal: blanks, names, dots and opening parentheses only (a comma is another argument)
  let commas = false;
  for (let i = eq + 1; i < at - 1; i++) {
    const c = line.charCodeAt(i);
    if (c === 44) commas = true;
    else if (!(isIdent(c) || c === 32 || c === 46 || c === 40 || c === 34 || c === 39)) return false;
  }
  if (commas && !DEFAULT_CALLS.some((w) => line.includes(w))) return false;
  // after it: its closing quote, then closing parentheses, a semicolon, a comment or the line's end
  for (let i = at + length + 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 35 || (c === 47 && line.charCodeAt(i + 1) === 47)) return true;
    if (!(c === 41 || c === 32 || c === 59 || c === 9 || c === 13)) return false;
  }
  return true;
}

/** The loop variable of a `for` line over an expression (Python `for x in …`, JS `for (const x of …)`), with the expression. */
function loopOf(t: string): { v: string; expr: string } | undefined {
  if (t.startsWith('for ') && !t.startsWith('for (')) {
    const at = t.indexOf(' in ');
    if (at === -1) return undefined;
    const v = t.slice(4, at).trim();
    return { v: v.includes(',') ? v.slice(v.lastIndexOf(',') + 1).trim() : v, expr: t.slice(at + 4) };
  }
  if (t.startsWith('for (') || t.startsWith('for(')) {
    const at = t.indexOf(' of ');
    if (at === -1) return undefined;
    const decl = t.slice(t.indexOf('(') + 1, at).trim();
    const sp = decl.lastIndexOf(' ');
    return { v: sp === -1 ? decl : decl.slice(sp + 1), expr: t.slice(at + 4) };
  }
  // fs.readdirSync(base).forEach((d) => …), Get-ChildItem $base | ForEach-Object
  const fe = t.indexOf('.foreach(');
  if (fe !== -1) {
    let s = fe + 9;
    while (s < t.length && (t.charCodeAt(s) === 40 || t.charCodeAt(s) === 32)) s++;
    let e = s;
    while (e < t.length && isIdent(t.charCodeAt(e))) e++;
    return e > s ? { v: t.slice(s, e), expr: t.slice(0, fe) } : undefined;
  }
  return undefined;
}

/** The first argument of a call whose text follows its opening parenthesis, trimmed (up to a comma or the closing one at depth 0). */
function firstArg(s: string): string {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 40 || c === 91) depth++;
    else if (c === 41 || c === 93) { if (depth === 0) return s.slice(0, i).trim(); depth--; } else if ((c === 44 || c === 10) && depth === 0) return s.slice(0, i).trim();
  }
  return s.trim();
}

/**
 * The stored tree (one of `lits`, the code's path literals) the code deletes whole or entry by entry, as a short
 * description, or ''.
 */
export function storedTreeSwept(lower: string, lits: readonly string[]): string {
  // (no literal, no tree: the text is not scanned)
  if (lits.length === 0 || !hasTreeDelete(lower)) return '';
  const trees = lits.filter((l) => storedTree(l) !== '');
  if (trees.length === 0) return '';
  const lines = lower.split('\n', 400);
  for (const lit of trees.slice(0, 4)) {
    // names bound to the tree: assigned on a line that holds the literal
    const names: string[] = [];
    for (const line of lines) {
      const at = line.indexOf(lit);
      if (at === -1 || !holdsOnly(line, at, lit.length)) continue;
      const name = assigned(line, at);
      if (name !== '' && !names.includes(name)) names.push(name);
    }
    const namesTree = (s: string): boolean => s.includes(lit) || names.some((n) => hasWord(s, n));
    // loops over a listing of the tree, and the calls in their bodies
    for (let li = 0; li < lines.length; li++) {
      const raw = lines[li]!;
      const t = raw.trimStart();
      const loop = loopOf(t);
      if (loop !== undefined && loop.v !== '' && namesTree(loop.expr) && LISTINGS.some((w) => loop.expr.includes(w))) {
        const indent = raw.length - t.length;
        // the loop's body: the lines after it indented deeper (or the rest of the line for a one-liner), up to 12
        let body = t.slice(t.indexOf(loop.expr) + loop.expr.length);
        for (let k = li + 1; k < lines.length && k <= li + 12; k++) {
          const b = lines[k]!;
          const bt = b.trimStart();
          if (bt !== '' && b.length - bt.length <= indent && !bt.startsWith('}') && !bt.startsWith(')')) break;
          body += `\n${bt}`;
        }
        // a test that picks some entries (by name, age or size) makes the loop a selection, not a sweep
        const chooses = body.split('\n').some((l) => (l.startsWith('if ') || l.startsWith('if(') || l.includes(' if ')) && !KEEP_ALL_TESTS.some((k) => l.includes(k)));
        if (chooses) continue;
        for (const call of TREE_DELETES) {
          const c = body.indexOf(call);
          if (c === -1) continue;
          const arg = body.slice(c + call.length, c + call.length + 160);
          const end = arg.indexOf('\n');
          if (hasWord(end === -1 ? arg : arg.slice(0, end), loop.v)) return `every entry of ${lit} deleted in a loop`;
        }
      }
      // the tree itself handed to a delete call
      for (const call of TREE_DELETES) {
        const c = t.indexOf(call);
        if (c === -1) continue;
        const a = firstArg(t.slice(c + call.length, c + call.length + 160));
        // (a joined sub-path is one entry: rmtree(os.path.join(BASE, 'tmp')) leaves the tree)
        if (a === `'${lit}'` || a === `"${lit}"` || a === `path('${lit}')` || a === `path("${lit}")` || names.includes(a)) return `${lit} deleted whole`;
      }
    }
  }
  return '';
}
