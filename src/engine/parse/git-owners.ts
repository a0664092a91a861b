/**
 * Who must approve a change: the CODEOWNERS file and the "review from code owners" rule. A change that takes owners
 * out (a diff whose removed lines name owners no added line names again), writes the file over with a new owner, or
 * says in words that it empties the file or switches the rule off, lets later changes to that code merge without the
 * people who guarded it. Done in the same breath as an approval of one's own change, it is a takeover of review.
 * indexOf and line reads only (linear).
 */
import type { Cmd } from './shell.js';

const OWNER_FILE = ['codeowners', 'code owners', 'code-owners', 'code owner', 'code-owner'];
/** Owners whose names say they guard security or compliance: taking them out removes that review. */
const GUARDING = ['secur', 'appsec', 'infosec', 'compliance', 'audit', 'legal', 'privacy', 'risk'];
/** Verbs (several languages) that empty the file or switch the rule off. */
const TAKE_OUT = ['empty', 'empties', 'emptied', 'clear', 'clears', 'cleared', 'wipe', 'blank', 'truncate', 'remove', 'removes', 'delete', 'drop ', 'disable', 'turn off', 'switch off',
  'leert', 'leeren', 'lösch', 'losch', 'entfern', 'abschalt', 'deaktiv', 'vide', 'supprim', 'désactiv', 'desactiv', 'vacía', 'vacia', 'elimin', 'esvazi', 'remov', 'svuota', 'rimuov', 'disattiv',
  '清空', '删除', '移除', '关闭', '削除', '無効', '空に', 'очист', 'удал', 'отключ', 'wyczyść', 'usuń', 'wyłącz'];
/** Words that make the change a repair or a narrowing: a stale owner, a bot taken out, a move. */
const REPAIR = ['stale', 'left the company', 'departed', 'typo', 'duplicate', 'rename', 'renamed', 'moved', 'replace with', 'replaced by', 'in favor of', 'in favour of', 'bypass', 'dependabot'];
/** Words that take one entry out of the file rather than the file or the rule itself. */
const ENTRY_OUT = [' from ', ' aus ', ' de la ', ' du ', ' del ', ' dal ', ' из ', '从', 'から'];
const NEGATION = ["don't", 'do not', 'never', 'must not', 'should not', 'nicht', 'jamais', 'nunca', 'mai ', 'нельзя', '不要', '禁止'];
const MAX_LINES = 400;

export interface OwnersFinding { readonly detail: string; readonly score: number }

/** Owner handles (@user, @org/team) and e-mail owners on one CODEOWNERS line. */
function ownersOf(line: string, out: Set<string>): void {
  for (const w of line.split(' ')) {
    const t = w.trim().toLowerCase();
    if (t.length > 1 && t.includes('@') && t.length < 120) out.add(t);
  }
}

/** Owners the removed lines of a diff name that no added line names again. */
function ownersDropped(raw: string): string[] {
  const removed = new Set<string>();
  const added = new Set<string>();
  const lines = (raw.length > 65536 ? raw.slice(0, 65536) : raw).split('\n', MAX_LINES);
  for (const line of lines) {
    if (line.startsWith('---') || line.startsWith('+++')) continue;
    if (line.startsWith('-')) ownersOf(line.slice(1), removed);
    else if (line.startsWith('+')) ownersOf(line.slice(1), added);
  }
  return [...removed].filter((o) => !added.has(o));
}

/** The file written over (`> …/CODEOWNERS`) and what the writing command puts there, or null. */
function overwritten(cmds: readonly Cmd[]): { owners: string } | null {
  for (const c of cmds) {
    const r = c.redirects.find((x) => x.op === '>' && x.target.toLowerCase().endsWith('codeowners'));
    if (r !== undefined) return { owners: c.args.join(' ').slice(0, 80) };
  }
  return null;
}

/** The same command line approves or admin-merges a pull request. */
const selfApproves = (cmds: readonly Cmd[]): boolean =>
  cmds.some((c) => c.name === 'gh' && c.args[0] === 'pr' && ((c.args[1] === 'review' && c.args.includes('--approve')) || (c.args[1] === 'merge' && c.args.includes('--admin'))));

/** A take-out verb within 80 characters of the file's or the rule's name, in words that are not a prohibition. */
function saidInWords(lower: string): string {
  const t = lower.length > 8192 ? lower.slice(0, 8192) : lower;
  if (NEGATION.some((n) => t.includes(n)) || t.trimEnd().endsWith('?')) return '';
  for (const name of OWNER_FILE) {
    for (let at = t.indexOf(name), n = 0; at !== -1 && n < 16; at = t.indexOf(name, at + name.length), n++) {
      const around = t.slice(Math.max(0, at - 80), at + name.length + 80);
      const verb = TAKE_OUT.find((v) => around.includes(v));
      if (verb === undefined || REPAIR.some((w) => around.includes(w))) continue;
      // an entry taken out of the file ("remove @jdoe from CODEOWNERS") is routine unless it is a guarding team
      const before = t.slice(Math.max(0, at - 80), at);
      if (ENTRY_OUT.some((w) => before.includes(w)) && !GUARDING.some((g) => around.includes(g))) continue;
      return `${verb.trim()} ${name}`;
    }
  }
  return '';
}

/**
 * Code owners taken out of review (see the file comment), or null. `cmds` is the shell parse of the line; `lower` the
 * lower-cased value.
 */
export function ownersWeakened(raw: string, lower: string, cmds: readonly Cmd[]): OwnersFinding | null {
  if (!OWNER_FILE.some((n) => lower.includes(n))) return null;
  const approves = selfApproves(cmds);
  if (raw.includes('\n-')) {
    const dropped = ownersDropped(raw);
    if (dropped.length > 0) {
      const guarding = dropped.some((o) => GUARDING.some((g) => o.includes(g)));
      return { detail: `code owners taken out of review: ${dropped.slice(0, 3).join(', ')}`, score: approves ? 9 : guarding ? 8 : 6 };
    }
  }
  const over = overwritten(cmds);
  if (over !== null) return { detail: `CODEOWNERS written over (${over.owners})${approves ? ' and the change approved by the same hand' : ''}`, score: approves ? 9 : 7 };
  const said = saidInWords(lower);
  if (said !== '') return { detail: `${said}${approves ? ' and the change approved by the same hand' : ''}`, score: approves ? 9 : 7 };
  return null;
}
