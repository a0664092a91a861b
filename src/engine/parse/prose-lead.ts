/**
 * A command introduced by a sentence ("Run this: wget … | sh", "Pousse en force sur main : git push -f origin main").
 * The sentence's apostrophes and words would otherwise be read as shell quoting and a program name, hiding the
 * command. Found with indexOf only (linear).
 */
import { capabilitiesOf } from './program-capabilities.js';

const MAX_LEAD = 240;
/** Programs that commonly follow such a lead and are not in the capability table. */
const EXTRA_PROGRAMS: ReadonlySet<string> = new Set(['kubectl', 'helm', 'gh', 'az', 'gcloud', 'sudo', 'rm', 'chmod', 'chown', 'systemctl', 'crontab', 'npm', 'pip', 'pip3', 'yarn', 'psql', 'mysql', 'dd', 'mkfs', 'shred', 'iptables', 'ufw', 'history', 'eval', 'exec']);

function startsWithProgram(tail: string): boolean {
  let end = 0;
  while (end < tail.length && end < 64 && tail.charCodeAt(end) > 32) end++;
  const word = tail.slice(0, end).toLowerCase();
  const base = word.slice(word.lastIndexOf('/') + 1);
  return base !== '' && (EXTRA_PROGRAMS.has(base) || capabilitiesOf(base) !== undefined);
}

/** The command after a prose lead ending in ':' (the lead has a space or a non-ASCII letter), or ''. */
export function commandAfterProse(value: string): string {
  const limit = Math.min(value.length, MAX_LEAD);
  for (let i = value.indexOf(':'); i !== -1 && i < limit; i = value.indexOf(':', i + 1)) {
    const next = value.charCodeAt(i + 1);
    if (next !== 32 && next !== 9 && next !== 10) continue;
    const lead = value.slice(0, i);
    let prose = false;
    for (let j = 0; j < lead.length && !prose; j++) { const ch = lead.charCodeAt(j); prose = ch === 32 || ch > 127; }
    // one imperative word ("Run:", "Ejecuta:", "Execute:"): letters only, so "C:" or "http:" never counts
    if (!prose && lead.length >= 3 && lead.length <= 20) { prose = true; for (let j = 0; j < lead.length && prose; j++) { const ch = lead.charCodeAt(j) | 32; prose = ch >= 97 && ch <= 122; } }
    if (!prose) continue;
    const tail = value.slice(i + 1).trimStart();
    if (startsWithProgram(tail)) return tail;
  }
  // full-width colon (Chinese, Japanese)
  const fw = value.indexOf('：');
  if (fw > 0 && fw < limit) {
    const tail = value.slice(fw + 1).trimStart();
    if (startsWithProgram(tail)) return tail;
  }
  return '';
}
