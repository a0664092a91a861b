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

let plantedScorer: PlantedScorer | null = null;

/**
 * Words another reader will take in later — a file's text, a string code stores as page content, a link's query —
 * carry the same planted instructions as a page or a tool result: the text analyzer's rules for instructions aimed
 * at an AI reader (an override, a planted order to send, pay, steer or delete, a secret asked for) judge them as
 * content that is not the user's own. Registered by the engine like the others, over those rules alone.
 */
export function registerPlantedScorer(scorer: PlantedScorer): void {
  plantedScorer = scorer;
}

/**
 * The text rules that say the words are aimed at an AI reader (an override, replacement instructions, a role marker
 * or forged turn, a hidden note to AI readers, a rule for what AI readers must do), and those that read a harmful act
 * in them: a secret asked for (P10), data sent out by link or in bulk (P12, P13), money moved (P23), memory planted
 * (P25), the planted send, pay/steer and delete rows (P90, P91, P93, P98). A bare order to run something (P92: "run
 * the tests first") and a hidden note alone are what a project's own notes for coding agents say.
 */
const AIMED_RULES: ReadonlySet<string> = new Set(['P01', 'P02', 'P03', 'P04', 'P05', 'P28', 'P94']);
/** In code a role marker is a string like any other (`print("admin:", name)`): only words to an AI reader aim there. */
const AIMED_IN_CODE: ReadonlySet<string> = new Set(['P01', 'P02', 'P05', 'P28']);
const HARM_RULES: ReadonlySet<string> = new Set(['P10', 'P12', 'P13', 'P23', 'P25', 'P90', 'P91', 'P93', 'P98']);
export const isPlantedRule = (id: string): boolean => AIMED_RULES.has(id) || HARM_RULES.has(id);

/**
 * The parts of the planted rules a planted scorer runs, each as an analyzer of its own: plantedOrder asks the aimed
 * rules first and the harm rules only when the words aim at an AI reader. Most content aims at none, and the aimed
 * rules are the cheaper part (64 KB of prose: code's four aimed rules 3.9 ms, every planted rule 13.3 ms). Rules of a
 * table confirm independently of each other, so each part finds what it found among all of them.
 */
export type PlantedPart = 'aimed' | 'aimedInCode' | 'harm';
export const PLANTED_PARTS: Readonly<Record<PlantedPart, ReadonlySet<string>>> = { aimed: AIMED_RULES, aimedInCode: AIMED_IN_CODE, harm: HARM_RULES };
type PlantedScorer = (value: string, part: PlantedPart) => NestedHit[];

/**
 * The strongest harmful act the text analyzer reads in words meant for a later reader, when the same words are aimed
 * at an AI reader (null otherwise, and before the engine has loaded). `forAgents`: the whole text is addressed to AI
 * readers already (a project's notes for its coding agents), so no words need to aim it.
 */
export function plantedOrder(value: string, inCode = false, forAgents = false): NestedHit | null {
  if (plantedScorer === null) return null;
  if (!forAgents && plantedScorer(value, inCode ? 'aimedInCode' : 'aimed').length === 0) return null;
  let best: NestedHit | null = null;
  for (const h of plantedScorer(value, 'harm')) if (best === null || h.score > best.score) best = h;
  return best;
}

let gitScorer: HitScorer | null = null;

/**
 * A git command quoted inside words (a README that tells its reader to run `git push --mirror …`) is judged by the git
 * analyzer's own rules, compiled apart from the analyzer that reads the words (a rule table is not re-entrant).
 */
export function registerGitScorer(scorer: HitScorer): void {
  gitScorer = scorer;
}

/** The git analyzer's findings on one git command line (none before the engine has loaded). */
export function gitFindings(command: string): NestedHit[] {
  return gitScorer === null ? [] : gitScorer(command);
}

/** The rule that reads quoted git commands: left out of the nested table, so a quoted command is read once. */
export const QUOTED_GIT_RULE = 'V49';

let codeScorer: HitScorer | null = null;

/** Code a change adds (a diff's added lines, a diff quoted in a commit's note) is judged by the code analyzer. */
export function registerCodeScorer(scorer: HitScorer): void {
  codeScorer = scorer;
}

/** The code analyzer's findings on a piece of code (none before the engine has loaded). */
export function codeFindings(code: string): NestedHit[] {
  return codeScorer === null ? [] : codeScorer(code);
}
