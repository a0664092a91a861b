/**
 * Code handed to an interpreter on its command line (`python3 -c "…"`, `perl -e '…'`, `node -e`, `ruby -e`,
 * `php -r`, `pwsh -Command`, `deno eval`, `osascript -e`, `Rscript -e`, `lua -e`) is judged by what it does, with
 * the same frame rows the code analyzer uses (parse/code-frame.ts, code-rows.ts): a one-liner that reads
 * /etc/shadow and leaks it through DNS is the same threat whether it arrives as code or as a command.
 */
import type { Primitive } from '../types.js';
import { codeFrame } from './code-frame.js';
import { CODE_ROWS, rowDetail } from './code-rows.js';
import type { Cmd } from './shell.js';

/** Interpreter (basename without version digits) → the options that take the program text. */
const INLINE_FLAGS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ...['python', 'pypy', 'py'].map((n) => [n, new Set(['-c'])] as const),
  ...['perl'].map((n) => [n, new Set(['-e', '-E'])] as const),
  ...['ruby', 'lua', 'luajit', 'osascript', 'rscript', 'jrunscript'].map((n) => [n, new Set(['-e'])] as const),
  ...['node', 'nodejs', 'bun'].map((n) => [n, new Set(['-e', '--eval', '-p', '--print'])] as const),
  ...['php'].map((n) => [n, new Set(['-r'])] as const),
  ...['pwsh', 'powershell', 'pwsh.exe', 'powershell.exe'].map((n) => [n, new Set(['-c', '-command', '/c'])] as const),
  ['deno', new Set(['eval'])],
]);
const MAX_PROGRAMS = 4;
const MAX_CODE = 16384;

/** The interpreter's name without a version tail (python3.11 → python, perl5 → perl). */
function bareName(name: string): string {
  let end = name.length;
  while (end > 0) {
    const c = name.charCodeAt(end - 1);
    if ((c >= 48 && c <= 57) || c === 46) end--;
    else break;
  }
  return name.slice(0, end);
}

/** The program texts handed to interpreters on the command lines (up to four, each bounded). */
export function inlinePrograms(cmds: readonly Cmd[]): string[] {
  const out: string[] = [];
  for (const c of cmds) {
    if (out.length >= MAX_PROGRAMS) break;
    const flags = INLINE_FLAGS.get(c.name) ?? INLINE_FLAGS.get(bareName(c.name));
    if (flags === undefined) continue;
    for (let i = 0; i + 1 < c.args.length; i++) {
      if (!flags.has(c.args[i]!.toLowerCase())) continue;
      const code = c.args[i + 1]!;
      if (code.length > 8) out.push(code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code);
      break;
    }
  }
  return out;
}

export interface Verdict { readonly score: number; readonly label: string }

/**
 * Folds one program's findings into `out`: per primitive the program's scores summed (capped at 10) under its
 * strongest finding's label; across programs a primitive keeps the program with the highest sum. Shared by the
 * command analyzer (inline programs) and the code analyzer (commands the code runs).
 */
export function addVerdicts<F extends { readonly primitive: Primitive; readonly score: number }>(out: Map<Primitive, Verdict>, found: Iterable<F>, label: (f: F) => string): void {
  const sums = new Map<Primitive, { score: number; top: number; label: string }>();
  for (const f of found) {
    const s = sums.get(f.primitive);
    if (s === undefined) sums.set(f.primitive, { score: f.score, top: f.score, label: label(f) });
    else { s.score = Math.min(10, s.score + f.score); if (f.score > s.top) { s.top = f.score; s.label = label(f); } }
  }
  for (const [p, s] of sums) { const o = out.get(p); if (o === undefined || s.score > o.score) out.set(p, { score: s.score, label: s.label }); }
}

/** Per primitive, the frame rows the inline programs meet: summed scores (capped at 10) and the strongest row's finding. */
export function inlineVerdicts(programs: readonly string[]): Map<Primitive, Verdict> {
  const out = new Map<Primitive, Verdict>();
  for (const code of programs) {
    const lower = code.toLowerCase();
    const frame = codeFrame(lower);
    const hits: { primitive: Primitive; score: number; label: string }[] = [];
    for (const row of CODE_ROWS) {
      const d = rowDetail(frame, row, lower);
      if (d !== '') hits.push({ primitive: row.primitive, score: row.score, label: `${row.name.toLowerCase()}: ${d}` });
    }
    addVerdicts(out, hits, (h) => h.label);
  }
  return out;
}
