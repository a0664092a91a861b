/**
 * The threat catalogue as the MCP server publishes it: every rule of the 18 analyzers with its primitive, what it
 * means, labelled examples and a safer alternative where one exists. Built from the rule tables themselves.
 */
import { ALTERNATIVES } from '../engine/alternatives.js';
import { ANALYZERS } from '../engine/rules/index.js';
import { ACTION_TYPES, type ActionType, type Example, type Primitive } from '../engine/types.js';

export interface ThreatEntry {
  id: string;
  name: string;
  type: ActionType;
  primitive: Primitive;
  score: number;
  meaning: string;
  examples: { flagged: string[]; passes: string[] };
  saferAlternative: string | null;
}

const PRIMITIVE_MEANING: Record<Primitive, string> = {
  DESTRUCTION: 'it can destroy data or systems (data loss, outage, damage that is hard to undo)',
  EXFILTRATION: 'it can move secrets or private data to someone who should not have them',
  ESCALATION: 'it can gain privileges or run code the agent was not meant to run',
  PERSISTENCE: 'it can plant something that keeps running or keeps access after the task ends',
  MANIPULATION: 'it deceives a person, an agent or a control (injection, fraud, tampering, disabled safeguards)',
};

const TYPE_LABEL: Record<ActionType, string> = {
  url: 'a URL', command: 'a shell command', text: 'text given to a model', file_read: 'a file read', file_write: 'a file write',
  api_call: 'an API call', query: 'a database query', code: 'code', message: 'a message', transaction: 'a payment',
  auth: 'an identity or access change', git: 'a git operation', ui_action: 'a UI action', infra: 'an infrastructure change',
  agent_comm: 'a message between agents', data_pipeline: 'a data-pipeline step', document: 'a document change', iot: 'a device command',
};

const MAX_EXAMPLES = 3;

function exampleText(e: Example): string {
  const text = typeof e === 'string' ? e : `${e.value}${e.metadata ? ` ${JSON.stringify(e.metadata)}` : ''}`;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

let catalogue: ThreatEntry[] | undefined;

export function threatCatalogue(): ThreatEntry[] {
  catalogue ??= ACTION_TYPES.flatMap((type) => ANALYZERS[type].rules.map((rule) => ({
    id: rule.id,
    name: rule.name,
    type,
    primitive: rule.primitive,
    score: rule.score,
    meaning: `${rule.name}, found in ${TYPE_LABEL[type]}: a ${rule.primitive} threat, meaning ${PRIMITIVE_MEANING[rule.primitive]}. Alone it adds ${rule.score} to its primitive's score (7 or more is DANGER).`,
    examples: { flagged: rule.examples.flag.slice(0, MAX_EXAMPLES).map(exampleText), passes: rule.examples.pass.slice(0, MAX_EXAMPLES).map(exampleText) },
    saferAlternative: ALTERNATIVES[rule.id] ?? null,
  })));
  return catalogue;
}

export function findThreat(id: string): ThreatEntry | undefined {
  const wanted = id.trim().toUpperCase();
  return threatCatalogue().find((t) => t.id === wanted);
}
