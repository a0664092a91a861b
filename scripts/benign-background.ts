/**
 * Benign background for the learned second opinion's fit (scripts/fit-second-opinion.ts): ordinary actions with no
 * attack in them, so the model learns that the words of security and business alone are not an attack.
 *
 * - Everyday company prose (test/support/prose.ts: five vocabularies in four languages, seeded), cut to the lengths
 *   of real actions and set under every action type.
 * - The READMEs of the npm packages this project installs (node_modules, as package-lock.json pins them): their shell
 *   lines as commands, their JavaScript/TypeScript blocks as code, their links as URLs. Packages are split in two
 *   halves by a hash of their path: the fit reads one half, the report measures the false-positive rate on the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benignProse } from '../test/support/prose.js';
import { ACTION_TYPES } from '../src/engine/types.js';

export interface BackgroundRow { set: string; type: string; value: string }

function readmes(root: string): string[] {
  const files: string[] = [];
  const walk = (d: string, depth: number): void => {
    let entries;
    try { entries = readdirSync(d, { withFileTypes: true }); } catch { return; }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, e.name);
      if (e.isDirectory() && depth < 4) walk(p, depth + 1);
      else if (/^readme\.md$/i.test(e.name)) files.push(p);
    }
  };
  walk(root, 0);
  return files;
}

function half(path: string): 0 | 1 {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
  return ((h >>> 0) & 1) as 0 | 1;
}

const SHELL = new Set(['sh', 'bash', 'shell', 'console', 'zsh']);
const SCRIPT = new Set(['js', 'javascript', 'ts', 'typescript', 'mjs', 'jsx', 'tsx']);

/** README actions of one half of the installed packages. */
export function readmeRows(which: 0 | 1, root = 'node_modules'): BackgroundRow[] {
  const seen = new Set<string>();
  const rows: BackgroundRow[] = [];
  const add = (type: string, value: string): void => {
    const key = `${type}\u0000${value}`;
    if (seen.has(key)) return;
    seen.add(key);
    rows.push({ set: `readme-${which}`, type, value });
  };
  for (const file of readmes(root)) {
    const rel = file.slice(root.length);
    if (half(rel.replace(/\/readme\.md$/i, '')) !== which) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
      const lang = m[1]!.toLowerCase();
      const body = m[2]!.trim();
      if (SHELL.has(lang)) {
        for (const raw of body.split('\n')) {
          const line = raw.replace(/^\$ /, '').trim();
          if (line !== '' && !line.startsWith('#') && line.length < 300 && /^[a-z./]/.test(line)) add('command', line);
        }
      } else if (SCRIPT.has(lang) && body.length > 0 && body.length < 1500) add('code', body);
    }
    for (const m of text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) add('url', m[1]!);
  }
  return rows;
}

/** Company prose under every action type: `perType` texts each, lengths from 120 to 1 800 characters. */
export function proseRows(perType: number, firstSeed: number): BackgroundRow[] {
  const sizes = [120, 260, 500, 900, 1800];
  const rows: BackgroundRow[] = [];
  let seed = firstSeed;
  for (const type of ACTION_TYPES) {
    for (let k = 0; k < perType; k++) rows.push({ set: `prose-${firstSeed}`, type, value: benignProse(sizes[k % sizes.length]!, seed++) });
  }
  return rows;
}
