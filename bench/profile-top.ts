/**
 * node dist/bench/profile-top.js <dir|file.cpuprofile> [rows] [filter] [requests]: self time per function (and per
 * file) of each .cpuprofile, largest first; with filter, only functions whose name or file contains it; with
 * requests, also µs per request.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] }
interface Profile { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

const target = process.argv[2] ?? 'profiles';
const rows = Number(process.argv[3] ?? 30);
const filter = process.argv[4] || undefined;
const requests = Number(process.argv[5] ?? 0);
const files = statSync(target).isDirectory() ? readdirSync(target).filter((f) => f.endsWith('.cpuprofile')).map((f) => join(target, f)) : [target];

for (const file of files) {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i]!, (self.get(p.samples[i]!) ?? 0) + (p.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fn = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, t] of self) {
    const n = byId.get(id)!;
    const short = n.callFrame.url.replace(/^.*\/(dist|node_modules)\//, '$1/');
    const name = `${n.callFrame.functionName || '(anon)'} ${short}:${n.callFrame.lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + t);
    byFile.set(short || n.callFrame.functionName, (byFile.get(short || n.callFrame.functionName) ?? 0) + t);
  }
  const idle = [...fn].filter(([k]) => k.startsWith('(idle)')).reduce((a, [, t]) => a + t, 0);
  console.log(`\n== ${file}: ${(total / 1e6).toFixed(2)} s sampled, idle ${(idle / 1e6).toFixed(2)} s${requests > 0 ? `, busy ${((total - idle) / requests).toFixed(2)} µs/req` : ''}`);
  const busy = total - idle;
  const show = (m: Map<string, number>, label: string) => {
    console.log(`-- by ${label}`);
    for (const [k, t] of [...m].filter(([k]) => !filter || k.includes(filter)).sort((a, b) => b[1] - a[1]).slice(0, rows)) {
      console.log(`${((t / busy) * 100).toFixed(1).padStart(5)} %  ${(t / 1e3).toFixed(0).padStart(7)} ms${requests > 0 ? `  ${(t / requests).toFixed(2).padStart(6)} µs/req` : ''}  ${k}`);
    }
  };
  show(byFile, 'file');
  show(fn, 'function');
}
