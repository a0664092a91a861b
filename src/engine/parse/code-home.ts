/**
 * What a recursive delete in code resolves to, followed one step through variables: a name bound to the home or root
 * directory (`cache_dir = os.path.expanduser('~')`), or a join of the home directory with a name that may be empty
 * (`os.path.join(home, os.environ.get("APP_CACHE", ""))`: an unset variable makes it the home directory itself). A
 * comment that calls it "cache" does not change what it deletes. Reads the lower-cased code with spaces taken out;
 * indexOf and bounded scans only.
 */

/** Expressions (spaces taken out, lower-case) that evaluate to a home or the root directory. */
const HOME_EXPRS = ["os.path.expanduser('~')", 'os.path.expanduser("~")', "os.path.expanduser('~/')", 'os.path.expanduser("~/")', 'path.home()', 'pathlib.path.home()',
  'os.homedir()', "require('os').homedir()", 'require("os").homedir()', "os.environ['home']", 'os.environ["home"]', "os.getenv('home')", 'os.getenv("home")',
  "os.environ['userprofile']", 'os.environ["userprofile"]', 'process.env.home', 'process.env.userprofile', 'dirs::home_dir()', 'system.getproperty("user.home")'];
/** Expressions that read an environment variable with an empty default (or none): unset, they join to nothing. */
const EMPTY_DEFAULTS = ['os.environ.get(', 'os.getenv(', 'process.env.'];
/** Calls that delete a directory tree. */
const TREE_DELETES = ['shutil.rmtree(', 'rmtree(', 'fs.rmsync(', 'fs.rm(', 'fs.promises.rm(', 'rimraf(', 'rimraf.sync(', 'os.removeall(', 'fileutils.deletedirectory(', 'remove_dir_all('];
const MAX_CODE = 32768;
const MAX_NAMES = 16;

const isIdent = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 36;

/** The identifier assigned just before position `at` (`name=` right before it), or ''. */
function assignedBefore(s: string, at: number): string {
  if (at < 2 || s[at - 1] !== '=' || s[at - 2] === '=' || s[at - 2] === '!' || s[at - 2] === '<' || s[at - 2] === '>') return '';
  let b = at - 1;
  while (b > 0 && isIdent(s.charCodeAt(b - 1))) b--;
  return s.slice(b, at - 1);
}

/** The top-level comma-separated parts of a call's arguments starting at `open`. */
function argParts(s: string, open: number): string[] {
  const out: string[] = [];
  let depth = 0;
  let b = open;
  for (let k = open; k < s.length && k - open < 400; k++) {
    const c = s[k];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') { if (depth === 0) { out.push(s.slice(b, k)); return out; } depth--; }
    else if (c === ',' && depth === 0) { out.push(s.slice(b, k)); b = k + 1; }
  }
  return out;
}

/** Names bound to a home expression, and names bound to an environment read that may be empty. */
function bindings(s: string): { home: Set<string>; empty: Set<string> } {
  const home = new Set<string>();
  const empty = new Set<string>();
  for (const e of HOME_EXPRS) {
    for (let at = s.indexOf(e), n = 0; at !== -1 && n < 8 && home.size < MAX_NAMES; at = s.indexOf(e, at + e.length), n++) {
      const name = assignedBefore(s, at);
      if (name !== '') home.add(name);
    }
  }
  for (const e of EMPTY_DEFAULTS) {
    for (let at = s.indexOf(e), n = 0; at !== -1 && n < 8 && empty.size < MAX_NAMES; at = s.indexOf(e, at + e.length), n++) {
      const name = assignedBefore(s, at);
      if (name === '') continue;
      // os.environ.get("X", "") / os.getenv("X", '') / os.getenv("X"): an unset variable gives '' (or nothing to join)
      const args = e.endsWith('(') ? argParts(s, at + e.length) : [];
      if (args.length <= 1 || args[1] === '""' || args[1] === "''") empty.add(name);
    }
  }
  return { home, empty };
}

const isHome = (arg: string, home: ReadonlySet<string>): boolean => home.has(arg) || HOME_EXPRS.includes(arg);

/**
 * The home or root directory a tree delete in the code resolves to, through one variable or a join with a value that
 * may be empty: a short description, or ''.
 */
export function homeTreeDeleted(code: string): string {
  const lower = (code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code).toLowerCase();
  if (!TREE_DELETES.some((d) => lower.includes(d))) return '';
  let s = '';
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c !== 32 && c !== 9) s += lower[i];
  }
  const { home, empty } = bindings(s);
  for (const d of TREE_DELETES) {
    for (let at = s.indexOf(d), n = 0; at !== -1 && n < 16; at = s.indexOf(d, at + d.length), n++) {
      if (d === 'rmtree(' && s[at - 1] === '.') continue; // shutil.rmtree( is read by its own entry
      const arg = argParts(s, at + d.length)[0] ?? '';
      if (isHome(arg, home)) return `${d.slice(0, -1)} of the home directory (${arg.slice(0, 60)})`;
      if (!arg.startsWith('os.path.join(') && !arg.startsWith('path.join(')) continue;
      const parts = argParts(s, arg.indexOf('(') + 1 + at + d.length);
      if (parts.length >= 2 && isHome(parts[0]!, home) && parts.slice(1).every((p) => empty.has(p))) return `${d.slice(0, -1)} of the home directory joined with a value that may be empty (${parts.slice(1).join(', ').slice(0, 40)})`;
    }
  }
  return '';
}
