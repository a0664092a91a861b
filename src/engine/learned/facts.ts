/**
 * Parser facts of the structured types for the learned second opinion's features (learned/features.ts): what the
 * analyzers' parses already know of a command line, a SQL statement, a URL or a git command (the program and its
 * flags, the statement's kind and the shape of its WHERE, the host's shape), as short names. The words and 5-grams
 * see the same characters; these say how they are arranged (a flag belongs to `shred`, an UPDATE has no WHERE, a
 * domain name sits in front of another registrable domain).
 *
 * Read off the check's prepared context (the same one the rules read), duck-typed: a context without the field
 * gives no facts. Bounded: at most MAX_FACTS names per action.
 */

/** The most facts one action gives. */
export const MAX_FACTS = 48;
/** The most flags read per program. */
const MAX_FLAGS = 6;

const NAME = /^[a-z0-9][a-z0-9._+-]{0,23}$/;
const FLAG = /^--?[a-z0-9][a-z0-9-]{0,19}$/i;

interface CmdLike { name: string; args: readonly string[]; root?: boolean; pipeline?: number; stage?: number; via?: string; redirects?: readonly { op: string; target: string }[] }
interface StmtLike { sk: string }
interface UrlLike { host: string; ip: unknown; subLabels: readonly string[]; suffix: string; path: string; params: readonly (readonly [string, string])[]; userinfo: string | null; port: number | null; scheme: string; platform: boolean }
interface GitLike { sub: string; args: readonly string[] }
interface ApiLike { req: { method: string; path: string; params: readonly (readonly [string, string])[]; hasUserinfo: boolean; host: string }; internal?: string }
interface WriteLike { p: { path: string; abs: boolean; home: boolean; segs: readonly string[]; glob: boolean }; autorun: string | null; emptied: boolean; mode: unknown }

/**
 * The types whose facts are read. api_call's and file_write's (apiFacts, writeFacts) were measured and left out: they
 * moved the folds by a case either way (docs/engine.md, session 27); the fit's SO_FACT_TYPES switches them on to compare.
 */
export const FACT_TYPES = new Set(['command', 'query', 'url', 'git']);

const bucket = (n: number, top: number): string => (n >= top ? `${top}+` : String(n));

function commandFacts(cmds: readonly CmdLike[], out: string[]): void {
  out.push(`cmds:${bucket(cmds.length, 4)}`);
  let prev: CmdLike | null = null;
  for (const c of cmds) {
    if (out.length >= MAX_FACTS) return;
    const name = NAME.test(c.name) ? c.name : '?';
    out.push(`prog:${name}`);
    if (c.root === true) out.push(`root:${name}`);
    if (c.via !== undefined && c.via !== '') out.push(`via:${c.via}:${name}`);
    if (prev !== null && c.pipeline !== undefined && prev.pipeline === c.pipeline && (c.stage ?? 0) > 0) out.push(`pipe:${NAME.test(prev.name) ? prev.name : '?'}>${name}`);
    let flags = 0;
    for (const a of c.args) {
      if (flags >= MAX_FLAGS) break;
      if (a.length > 1 && a.charCodeAt(0) === 45 && FLAG.test(a)) {
        out.push(`flag:${name}:${a.toLowerCase()}`);
        flags++;
      }
    }
    for (const r of c.redirects ?? []) {
      if (r.op.startsWith('>') || r.op === '&>') out.push(`redir:${r.target.startsWith('/dev/') ? r.target.toLowerCase().slice(0, 16) : r.target.startsWith('/') ? r.target.split('/')[1]!.toLowerCase().slice(0, 12) : 'rel'}`);
    }
    prev = c;
  }
}

const STMT_KIND = /^[a-z]+/;
const ASSIGNED = /(?:^|, ?)([a-z_][a-z0-9_.]{0,40}) ?=/g;

/** The condition `cond` (a statement skeleton's WHERE) compares column `col` (`col = …`, `t.col < …`, `col in (…)`). */
function selectsBy(cond: string, col: string): boolean {
  for (let at = cond.indexOf(col); at !== -1; at = cond.indexOf(col, at + 1)) {
    const before = at === 0 ? 32 : cond.charCodeAt(at - 1);
    if (before !== 32 && before !== 40 && before !== 46) continue;
    let i = at + col.length;
    if (cond.charCodeAt(i) === 32) i++;
    const c = cond.charCodeAt(i);
    if (c === 61 || c === 60 || c === 62 || c === 33 || cond.startsWith('in', i) || cond.startsWith('like', i) || cond.startsWith('is', i)) return true;
  }
  return false;
}

function queryFacts(stmts: readonly StmtLike[], out: string[]): void {
  out.push(`stmts:${bucket(stmts.length, 4)}`);
  for (const st of stmts) {
    if (out.length >= MAX_FACTS) return;
    const sk = st.sk.length > 2000 ? st.sk.slice(0, 2000) : st.sk;
    const kind = STMT_KIND.exec(sk)?.[0] ?? '?';
    out.push(`stmt:${kind}`);
    if (kind === 'drop' || kind === 'truncate' || kind === 'create' || kind === 'alter' || kind === 'grant' || kind === 'revoke') {
      const obj = /^[a-z]+ ([a-z]+)/.exec(sk)?.[1];
      if (obj !== undefined) out.push(`stmt:${kind}:${obj.slice(0, 16)}`);
    }
    const w = sk.indexOf(' where ');
    if (kind === 'update' || kind === 'delete' || kind === 'select') {
      if (w < 0) { out.push(`nowhere:${kind}`); continue; }
      const cond = sk.slice(w + 7);
      const preds = 1 + (cond.match(/ (?:and|or) /g)?.length ?? 0);
      out.push(`where:${kind}:${bucket(preds, 3)}`);
      // a condition on one row's key (id = 42) against one on a class of rows (status = 'x', date < 's')
      if (/(?:^|[ (.])(?:[a-z0-9]{1,30}_){0,3}id ?= ?\d/.test(cond)) out.push(`where:${kind}:key`);
      if (/ ?(?:<|>|<=|>=|between|like|in ?\() ?/.test(cond)) out.push(`where:${kind}:range`);
      if (/ limit \d/.test(cond)) out.push(`where:${kind}:limit`);
      if (kind === 'update') {
        const set = sk.indexOf(' set ');
        if (set >= 0 && set < w) {
          const body = sk.slice(set + 5, w);
          let n = 0;
          for (const m of body.matchAll(ASSIGNED)) {
            n++;
            // the column it sets is one it selects rows by (a state flipped for a class of rows)
            const col = m[1]!.slice(m[1]!.lastIndexOf('.') + 1);
            if (n <= 4 && selectsBy(cond, col)) out.push('update:sets-where-column');
          }
          out.push(`update:sets:${bucket(n, 3)}`);
        }
      }
    }
  }
}

function urlFacts(u: UrlLike, out: string[]): void {
  if (u.ip !== null && u.ip !== undefined) out.push('host:ip');
  out.push(`scheme:${NAME.test(u.scheme) ? u.scheme : '?'}`);
  out.push(`sublabels:${bucket(u.subLabels.length, 4)}`);
  const tld = u.suffix.slice(u.suffix.lastIndexOf('.') + 1);
  if (NAME.test(tld)) out.push(`tld:${tld}`);
  if (u.platform) out.push('host:platform');
  let hyphens = 0;
  for (let i = 0; i < u.host.length; i++) if (u.host.charCodeAt(i) === 45) hyphens++;
  out.push(`host-hyphens:${bucket(hyphens, 3)}`);
  // a label in front of the registrable domain that is itself a top-level domain (brand.de.other-site.info)
  for (const l of u.subLabels) if (/^(?:com|net|org|de|at|ch|fr|it|es|nl|pl|uk|co|io|eu|gov|edu)$/.test(l)) { out.push('sub:tld-label'); break; }
  if (u.userinfo !== null) out.push('url:userinfo');
  if (u.port !== null) out.push('url:port');
  const segs = u.path.split('/').filter((s) => s !== '');
  out.push(`path-depth:${bucket(segs.length, 4)}`);
  const last = segs[segs.length - 1] ?? '';
  const dot = last.lastIndexOf('.');
  if (dot > 0 && last.length - dot <= 6) {
    const ext = last.slice(dot + 1).toLowerCase();
    if (NAME.test(ext)) out.push(`ext:${ext}`);
  }
  out.push(`params:${bucket(u.params.length, 4)}`);
  for (let i = 0; i < u.params.length && i < 6; i++) {
    const k = u.params[i]![0];
    if (NAME.test(k)) out.push(`param:${k}`);
  }
}

function gitFacts(cmds: readonly GitLike[], out: string[]): void {
  for (const c of cmds) {
    if (out.length >= MAX_FACTS) return;
    const sub = NAME.test(c.sub) ? c.sub : '?';
    out.push(`git:${sub}`);
    let flags = 0;
    for (const a of c.args) {
      if (flags >= MAX_FLAGS) break;
      if (a.length > 1 && a.charCodeAt(0) === 45 && FLAG.test(a.split('=')[0]!)) {
        out.push(`git:${sub}:${a.split('=')[0]!.toLowerCase()}`);
        flags++;
      } else if (a.startsWith('+')) {
        out.push(`git:${sub}:+refspec`);
        flags++;
      }
    }
  }
}

function apiFacts(c: ApiLike, out: string[]): void {
  const r = c.req;
  const method = NAME.test(r.method.toLowerCase()) ? r.method.toLowerCase() : '?';
  out.push(`api:method:${method}`);
  if (c.internal !== undefined) out.push(`api:host:${c.internal}`);
  if (r.hasUserinfo) out.push('api:userinfo');
  let hyphens = 0;
  for (let i = 0; i < r.host.length; i++) if (r.host.charCodeAt(i) === 45) hyphens++;
  out.push(`api:host-hyphens:${bucket(hyphens, 3)}`);
  const segs = r.path.split('/').filter((s) => s !== '');
  out.push(`api:path-depth:${bucket(segs.length, 5)}`);
  const last = segs[segs.length - 1] ?? '';
  if (NAME.test(last) && !/\d/.test(last)) out.push(`api:${method}:${last}`);
  out.push(`api:params:${bucket(r.params.length, 4)}`);
  for (let i = 0; i < r.params.length && i < 6; i++) {
    const k = r.params[i]![0];
    if (NAME.test(k)) out.push(`api:param:${k}`);
  }
}

function writeFacts(c: WriteLike, out: string[]): void {
  const p = c.p;
  out.push(p.home ? 'fw:home' : p.abs ? 'fw:abs' : 'fw:rel');
  const top = p.segs[0] ?? '';
  if (p.abs && NAME.test(top)) out.push(`fw:top:${top}`);
  out.push(`fw:depth:${bucket(p.segs.length, 5)}`);
  for (const s of p.segs) if (s.length > 1 && s.charCodeAt(0) === 46 && NAME.test(s.slice(1))) out.push(`fw:dot:${s.slice(1)}`);
  const last = p.segs[p.segs.length - 1] ?? '';
  const dot = last.lastIndexOf('.');
  if (dot > 0 && last.length - dot <= 6 && NAME.test(last.slice(dot + 1))) out.push(`fw:ext:${last.slice(dot + 1)}`);
  if (p.glob) out.push('fw:glob');
  if (c.autorun !== null) out.push(`fw:autorun:${c.autorun.slice(0, 20)}`);
  if (c.emptied) out.push('fw:emptied');
  if (typeof c.mode === 'string' && c.mode !== '') out.push(`fw:mode:${c.mode}`);
}

/** The parser facts of a prepared context of this type ([] where the type has none or the context lacks the parse). */
export function factsOf(type: string, ctx: unknown): string[] {
  const out: string[] = [];
  const c = ctx as Record<string, unknown>;
  if (!FACT_TYPES.has(type)) return out;
  try {
    if (type === 'command' && Array.isArray(c.cmds)) commandFacts(c.cmds as CmdLike[], out);
    else if (type === 'query' && c.sql !== undefined && Array.isArray((c.sql as { stmts?: unknown }).stmts)) queryFacts((c.sql as { stmts: StmtLike[] }).stmts, out);
    else if (type === 'url' && c.u !== undefined && c.u !== null) urlFacts(c.u as UrlLike, out);
    else if (type === 'git' && Array.isArray(c.cmds)) gitFacts(c.cmds as GitLike[], out);
    else if (type === 'api_call' && c.req !== undefined) apiFacts(c as unknown as ApiLike, out);
    else if (type === 'file_write' && c.p !== undefined) writeFacts(c as unknown as WriteLike, out);
  } catch {
    return [];
  }
  return out.length > MAX_FACTS ? out.slice(0, MAX_FACTS) : out;
}
