import type { Primitive } from '../types.js';

/** The threat id of the learned second opinion in each analyzer (its letter and a free number). */
export const SECOND_OPINION_IDS = {
  url: 'U96', command: 'C96', text: 'P96', file_read: 'R96', file_write: 'W96', api_call: 'A96', query: 'Q96', code: 'G96',
  message: 'M96', transaction: 'T96', auth: 'I96', git: 'V96', ui_action: 'B96', infra: 'K96', agent_comm: 'N95',
  data_pipeline: 'L96', document: 'D96', iot: 'O96',
} as const;

const IDS: ReadonlySet<string> = new Set(Object.values(SECOND_OPINION_IDS));

/** Whether a threat id is a second opinion's (of any type: a result holds only its own type's, nested checks run none). */
export function isSecondOpinionId(id: string): boolean {
  return IDS.has(id);
}

/**
 * The primitive of the rules' strongest finding in a result's threats (strongest first): the first threat that is not
 * the second opinion's, else the first one (the second opinion's own finding on an action the rules leave SAFE); null
 * when there is none. Where the rules flag an action, the second opinion's findings beside theirs (its reading of the
 * effect, its confirmation of a CAUTION) may lead and name another primitive; this is the one the rules named.
 */
export function rulesPrimitiveOf(threats: readonly { readonly id: string; readonly primitive: Primitive }[]): Primitive | null {
  for (let i = 0; i < threats.length; i++) if (!IDS.has(threats[i]!.id)) return threats[i]!.primitive;
  return threats.length > 0 ? threats[0]!.primitive : null;
}
