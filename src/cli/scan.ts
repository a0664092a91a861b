/**
 * `safegate scan FILE.jsonl`: scores a file of actions, one {type, value, metadata?} per line, streaming (memory
 * stays flat however long the file). On a TTY a progress bar runs on stderr; the end prints a summary table.
 * Exit code: 2 if any DANGER, else 65 if any line was not a check input, else 1 if any CAUTION, else 0.
 */
import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { CheckInput, CheckResult, Level } from '../engine/types.js';
import { CliError, EXIT } from './exit.js';
import { formatTable, paint, paintLevel, useColour } from './format.js';
import { callServer, serverTarget, type ServerTarget } from './remote.js';

export interface ScanOptions {
  json?: boolean;
  server?: string;
  key?: string;
  /** Print SAFE lines too (default: only CAUTION and DANGER). */
  all?: boolean;
}

const BATCH = 100;

interface Tally {
  lines: number;
  invalid: number;
  levels: Record<Level, number>;
  byType: Map<string, Record<Level, number>>;
  threats: Map<string, { name: string; count: number }>;
}

type Scorer = (inputs: CheckInput[]) => Promise<Array<CheckResult | Error>>;

function localScorer(): Scorer {
  return async (inputs) => {
    const { checkOne } = await import('../engine/one-type.js');
    const out: Array<CheckResult | Error> = [];
    for (const input of inputs) out.push(await checkOne(input).catch((err: Error) => err));
    return out;
  };
}

function remoteScorer(target: ServerTarget): Scorer {
  return async (inputs) => {
    const reply = await callServer<{ results: CheckResult[] }>(target, 'POST', '/v2/check/batch', { actions: inputs }).catch((err: Error) => {
      // one bad action fails the whole batch: score them one by one to say which
      if (err instanceof CliError && err.exitCode === EXIT.usage) return undefined;
      throw err;
    });
    if (reply) return reply.results;
    const out: Array<CheckResult | Error> = [];
    for (const input of inputs) out.push(await callServer<CheckResult>(target, 'POST', '/v2/check', input).catch((e: Error) => e));
    return out;
  };
}

function parseLine(line: string): CheckInput | Error {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return new Error('not JSON');
  }
  const o = v as Record<string, unknown> | null;
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return new Error('not a JSON object');
  if (typeof o.type !== 'string' || typeof o.value !== 'string') return new Error('needs string fields type and value');
  return { type: o.type, value: o.value, ...(o.metadata !== undefined ? { metadata: o.metadata as Record<string, unknown> } : {}) };
}

class ProgressBar {
  private last = 0;
  constructor(private readonly total: number, private readonly enabled: boolean) {}
  update(done: number, lines: number): void {
    if (!this.enabled || Date.now() - this.last < 80) return;
    this.last = Date.now();
    const frac = this.total > 0 ? Math.min(1, done / this.total) : 0;
    const width = 30;
    const filled = Math.round(frac * width);
    process.stderr.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(frac * 100).toFixed(0).padStart(3)}%  ${lines} lines`);
  }
  clear(): void {
    if (this.enabled) process.stderr.write('\r\x1b[2K');
  }
}

function record(t: Tally, input: CheckInput, r: CheckResult): void {
  t.levels[r.level]++;
  const row = t.byType.get(input.type) ?? { SAFE: 0, CAUTION: 0, DANGER: 0 };
  row[r.level]++;
  t.byType.set(input.type, row);
  for (const th of r.threats) {
    const e = t.threats.get(th.id) ?? { name: th.name, count: 0 };
    e.count++;
    t.threats.set(th.id, e);
  }
}

function summary(t: Tally, colour: boolean): string {
  const rows = [['type', 'SAFE', 'CAUTION', 'DANGER']];
  for (const [type, c] of [...t.byType].sort((a, b) => a[0].localeCompare(b[0]))) rows.push([type, String(c.SAFE), String(c.CAUTION), String(c.DANGER)]);
  rows.push(['total', String(t.levels.SAFE), String(t.levels.CAUTION), String(t.levels.DANGER)]);
  let out = `\n${paint(colour, 'bold', `${t.lines} lines scanned`)}${t.invalid ? `, ${t.invalid} not check inputs` : ''}\n${formatTable(rows)}`;
  const top = [...t.threats].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0])).slice(0, 10);
  if (top.length > 0) out += `\nmost frequent threats\n${formatTable([['id', 'count', 'name'], ...top.map(([id, e]) => [id, String(e.count), e.name])])}`;
  return out;
}

export async function runScan(file: string, opts: ScanOptions): Promise<number> {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new CliError(`${file}: cannot read the file`, EXIT.usage);
  }
  const target = serverTarget(opts);
  const score = target ? remoteScorer(target) : localScorer();
  const colour = useColour(process.stdout);
  const bar = new ProgressBar(size, process.stderr.isTTY === true && !opts.json);
  const tally: Tally = { lines: 0, invalid: 0, levels: { SAFE: 0, CAUTION: 0, DANGER: 0 }, byType: new Map(), threats: new Map() };
  const stream = createReadStream(file);
  let pending: Array<{ line: number; input: CheckInput }> = [];

  const flush = async () => {
    const batch = pending;
    pending = [];
    const results = await score(batch.map((p) => p.input));
    batch.forEach(({ line, input }, i) => {
      const r = results[i]!;
      if (r instanceof Error) return invalidLine(line, r.message);
      record(tally, input, r);
      if (opts.json) process.stdout.write(`${JSON.stringify({ line, type: input.type, ...r })}\n`);
      else if (opts.all || r.level !== 'SAFE') {
        bar.clear();
        process.stdout.write(`${String(line).padStart(6)}  ${paintLevel(colour, r.level).padEnd(colour ? 16 : 7)} ${String(r.score).padStart(2)}  ${input.type}  ${r.reasons[0] ?? ''}\n`);
      }
    });
    bar.update(stream.bytesRead, tally.lines);
  };
  const invalidLine = (line: number, why: string) => {
    tally.invalid++;
    bar.clear();
    process.stderr.write(`line ${line}: ${why}\n`);
  };

  let lineNo = 0;
  for await (const raw of createInterface({ input: stream, crlfDelay: Infinity })) {
    lineNo++;
    if (raw.trim() === '') continue;
    tally.lines++;
    const input = parseLine(raw);
    if (input instanceof Error) invalidLine(lineNo, input.message);
    else pending.push({ line: lineNo, input });
    if (pending.length >= BATCH) await flush();
  }
  if (pending.length > 0) await flush();
  bar.clear();
  (opts.json ? process.stderr : process.stdout).write(summary(tally, opts.json ? false : colour));
  if (tally.levels.DANGER > 0) return EXIT.danger;
  if (tally.invalid > 0) return EXIT.data;
  return tally.levels.CAUTION > 0 ? EXIT.caution : EXIT.safe;
}
