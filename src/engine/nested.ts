/**
 * A shell command written inside another action (a string that code hands to `os.system` or `child_process.exec`)
 * is judged by the command analyzer, so code inherits every command threat instead of restating them. The engine
 * registers the scorer once when it loads (rules cannot import engine.ts: it imports them); nothing here changes
 * between checks.
 */
import type { Primitive } from './types.js';

export interface NestedFinding {
  readonly primitive: Primitive;
  readonly score: number;
  readonly name: string;
}

type Scorer = (command: string) => NestedFinding[];

let commandScorer: Scorer | null = null;

export function registerCommandScorer(scorer: Scorer): void {
  commandScorer = scorer;
}

/** The command analyzer's findings on a shell command line (none before the engine has loaded). */
export function commandFindings(command: string): NestedFinding[] {
  return commandScorer === null ? [] : commandScorer(command);
}
