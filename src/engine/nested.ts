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
 * it too (text.ts P24). Registered by the engine like the command scorer, over the message analyzer's own rules alone
 * (isOwnMessageRule): the others' findings would be dropped, and the shared frame rows among them cost the most.
 */
export function registerMessageScorer(scorer: MessageScorer): void {
  messageScorer = scorer;
}

/** The message analyzer's own rules (ids below 50; the shared frame rows, slots 50 and up, are the text analyzer's too). */
export const isOwnMessageRule = (id: string): boolean => id.length === 3 && id[0] === 'M' && id.charCodeAt(1) >= 48 && id.charCodeAt(1) <= 52 && id.charCodeAt(2) >= 48 && id.charCodeAt(2) <= 57;

/** The findings of the message analyzer's own rules on a value (none before the engine has loaded). */
export function messageFindings(value: string, metadata: Metadata): NestedHit[] {
  return messageScorer === null ? [] : messageScorer(value, metadata);
}

let pathScorer: Scorer | null = null;

/**
 * A file path passed inside another action (a URL parameter naming a file) is judged by the file_read analyzer, so
 * every encoding it undoes and every secret class it knows carries over. Registered by the engine like the others.
 */
export function registerPathScorer(scorer: Scorer): void {
  pathScorer = scorer;
}

/** The file_read analyzer's findings on a path (none before the engine has loaded). */
export function pathFindings(path: string): NestedFinding[] {
  return pathScorer === null ? [] : pathScorer(path);
}

type HitScorer = (value: string) => NestedHit[];
let queryScorer: HitScorer | null = null;

/**
 * A URL parameter the server pastes into SQL is judged by the query analyzer, which reads it as an injected fragment
 * (tautology, stacked statement, UNION, time-based and error-based probes). Registered by the engine like the others.
 */
export function registerQueryScorer(scorer: HitScorer): void {
  queryScorer = scorer;
}

/** The query analyzer's findings on a value (none before the engine has loaded). */
export function queryFindings(value: string): NestedHit[] {
  return queryScorer === null ? [] : queryScorer(value);
}
