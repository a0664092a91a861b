/**
 * A shell command written inside another action (a string that code hands to `os.system` or `child_process.exec`)
 * is judged by the command analyzer, so code inherits every command threat instead of restating them. The engine
 * registers the scorer once when it loads (rules cannot import engine.ts: it imports them); nothing here changes
 * between checks.
 */
import type { Metadata, Primitive } from './types.js';

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

/** A finding of a nested analyzer, with its rule id (so a caller can tell the analyzer's own rules from shared rows). */
export interface NestedHit extends NestedFinding {
  readonly id: string;
}

type MessageScorer = (value: string, metadata: Metadata) => NestedHit[];

let messageScorer: MessageScorer | null = null;

/**
 * Text the assistant read out of a mailbox is an e-mail: the message analyzer's phishing, lure and fraud models judge
 * it too (text.ts P24). Registered by the engine like the command scorer.
 */
export function registerMessageScorer(scorer: MessageScorer): void {
  messageScorer = scorer;
}

/** The message analyzer's findings on a value (none before the engine has loaded). */
export function messageFindings(value: string, metadata: Metadata): NestedHit[] {
  return messageScorer === null ? [] : messageScorer(value, metadata);
}
