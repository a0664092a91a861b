import { metaNumber, metaString } from '../normalize.js';
import type { ActionType, Analyzer, BaseContext, Metadata } from '../types.js';
import { FRAME_RULE_PATTERNS, frameRules, type FrameProfile } from './rules.js';
import { READER_PATTERNS } from './reader.js';
import { PROSE_TYPES } from './rows.js';

/**
 * How each prose type reads its value into frames. Prose types (text, messages, documents, agent messages) read an
 * operation as an action only when it is an instruction; terse command types allow a device or tool name before the
 * verb. UI actions name buttons in quotes ("click 'Delete all'"), so
 * their quotes are the action, never a mention; the other types treat a quote introduced by a cue word ("the text
 * '…'") as a mention. Metadata keys that name the sender of a message carry no action and are skipped.
 */
const PROFILES: Readonly<Record<string, FrameProfile>> = {
  text: { quotesAreMentions: true, tolerance: 0 },
  agent_comm: { quotesAreMentions: true, skipMeta: ['from', 'to'], tolerance: 0 },
  data_pipeline: { quotesAreMentions: false, tolerance: 3 },
  document: { quotesAreMentions: true, tolerance: 0 },
  ui_action: { quotesAreMentions: false, skipMeta: ['url'], tolerance: 3 },
  message: { quotesAreMentions: true, skipMeta: ['from'], tolerance: 0 },
  transaction: { quotesAreMentions: false, skipMeta: ['recipient', 'currency'], facts: transactionFacts, tolerance: 3 },
  iot: { quotesAreMentions: false, tolerance: 3 },
  auth: { quotesAreMentions: false, tolerance: 3 },
};

/** A refund (or credit) worth more than the charge it reverses. */
function transactionFacts(metadata: Metadata): ReadonlySet<string> {
  const facts = new Set<string>();
  const amount = metaNumber(metadata, 'amount');
  const original = metaNumber(metadata, 'original_charge', 'originalCharge', 'original_amount', 'charge');
  const kind = metaString(metadata, 'type', 'kind') ?? '';
  if (amount !== undefined && original !== undefined && original > 0 && amount > original * 1.01 && KIND_PATTERN.test(kind)) facts.add('fact:refund-exceeds-charge');
  return facts;
}

/** A prose analyzer with the frame rows appended to its own threat table. */
export function withFrames<C extends BaseContext>(type: ActionType, analyzer: Analyzer<C>): Analyzer<C> {
  const profile = PROFILES[type];
  if (profile === undefined || !PROSE_TYPES.includes(type)) return analyzer;
  return {
    ...analyzer,
    prepare: analyzer.prepare.bind(analyzer),
    rules: [...analyzer.rules, ...frameRules<C>(type, analyzer.letter, profile)],
    auxPatterns: [...(analyzer.auxPatterns ?? []), ...READER_PATTERNS, ...FRAME_RULE_PATTERNS, KIND_PATTERN],
  };
}

const KIND_PATTERN = /refund|credit|chargeback|reversal/i;
