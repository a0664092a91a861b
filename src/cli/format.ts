/** Human-readable verdicts for a terminal: the level coloured on a TTY (and never when NO_COLOR is set). */
import { styleText } from 'node:util';
import { alternativesOf } from '../engine/compat.js';
import type { CheckResult, Level } from '../engine/types.js';

type Style = Parameters<typeof styleText>[0];

const LEVEL_STYLE: Record<Level, Style> = { SAFE: ['bold', 'green'], CAUTION: ['bold', 'yellow'], DANGER: ['bold', 'red'] };

export function useColour(stream: NodeJS.WriteStream): boolean {
  return stream.isTTY === true && !process.env.NO_COLOR && process.env.TERM !== 'dumb';
}

export function paint(colour: boolean, style: Style, text: string): string {
  return colour ? styleText(style, text) : text;
}

export function paintLevel(colour: boolean, level: Level): string {
  return paint(colour, LEVEL_STYLE[level], level);
}

/** The verdict in a few lines: level and score, then each threat with its reason, then safer alternatives. */
export function formatVerdict(result: CheckResult, type: string, colour: boolean): string {
  const lines = [`${paintLevel(colour, result.level)}  score ${result.score}/10  (${type})`];
  result.threats.forEach((t, i) => {
    lines.push(`  ${paint(colour, 'bold', t.id)} ${t.primitive.toLowerCase()} +${t.score}  ${result.reasons[i] ?? t.name}`);
  });
  const alternatives = alternativesOf(result);
  for (const alt of alternatives) lines.push(`  ${paint(colour, 'cyan', 'safer:')} ${alt}`);
  if (result.threats.length === 0) lines.push('  no threat found');
  return `${lines.join('\n')}\n`;
}

/** One cell per column, padded; the widths come from the longest cell. */
export function formatTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => [...(r[c] ?? '')].length)));
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ').trimEnd()).join('\n') + '\n';
}
