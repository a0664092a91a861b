import { metaNumber, metaString } from '../normalize.js';
import { PhraseSet } from '../parse/phrase-set.js';
import { ValueFact } from '../check-scope.js';
import type { ActionType, Analyzer, BaseContext, Finding, Metadata, ThreatRule } from '../types.js';
import { FRAME_RULE_PATTERNS, frameRules, readingOf, type FrameCarrier, type FrameProfile } from './rules.js';
import { anyTagId, READER_PATTERNS } from './reader.js';
import { PROSE_TYPES } from './rows.js';
import { CLAIM_PATTERNS, claimRules } from './claims.js';
import { genericRules } from './generic-score.js';
import { couldHold } from './term-presence.js';
import { askedByOther } from './wanted-results.js';
import { setActGate } from '../learned/second-opinion.js';
import { setReadingHits } from '../learned/features.js';
import { isPartyKey, partyKey, PARTY_PATTERNS, receivedMessage, relayedToAgent, toolResultShape, contentSign } from './parties.js';

/**
 * How each prose type reads its value into frames. Prose types (text, messages, documents, agent messages) read an
 * operation as an action only when it is an instruction; terse command types allow a device or tool name before the
 * verb. UI actions name buttons in quotes ("click 'Delete all'"), so
 * their quotes are the action, never a mention; the other types treat a quote introduced by a cue word ("the text
 * '…'") as a mention. Metadata keys that name the sender of a message carry no action and are skipped.
 */
/** A tool's JSON result pasted as the value, read once per check and value (its first characters decide). */
const TOOL_RESULT = new ValueFact(toolResultShape);

const PROFILES: Readonly<Record<string, FrameProfile>> = {
  // a tool's JSON result pasted as the text is content the assistant read, not the user's words (parties.ts)
  text: { quotesAreMentions: true, tolerance: 0, foreign: (_metadata, ctx, lower) => TOOL_RESULT.read(ctx) || contentSign(lower) },
  // an agent message relayed from a tool or an unverified sender is content, not the orchestrator's plan (parties.ts)
  agent_comm: { quotesAreMentions: true, skipMeta: isPartyKey, tolerance: 0, foreign: (metadata, _ctx, lower) => relayedToAgent(metadata) || contentSign(lower) },
  data_pipeline: { quotesAreMentions: false, facts: pipelineFacts, tolerance: 3, ownStores: true },
  document: { quotesAreMentions: true, tolerance: 0, foreign: (metadata, _ctx, lower) => documentContent(metadata) || contentSign(lower) || noteToReader(lower) },
  // who asked (requester: owner) names a person, not a role being handed out
  ui_action: { quotesAreMentions: false, skipMeta: (key) => key === 'url' || partyKey(key) === 'sender', tolerance: 3 },
  message: { quotesAreMentions: true, skipMeta: ['from'], tolerance: 0, foreign: (metadata, _ctx, lower) => receivedMessage(metadata) || contentSign(lower) },
  transaction: { quotesAreMentions: false, skipMeta: ['recipient', 'currency'], facts: transactionFacts, tolerance: 3 },
  iot: { quotesAreMentions: false, tolerance: 3 },
  auth: { quotesAreMentions: false, tolerance: 3 },
};

/**
 * A document handed over with its kind (metadata.doc_type: invoice, policy, minutes) is content the assistant processes,
 * not the user's instruction: a note inside it telling the assistant what to change or send is planted (rows 90-93).
 */
function documentContent(metadata: Metadata): boolean {
  return metaString(metadata, 'doc_type', 'docType', 'document_type', 'documentType') !== undefined;
}

/**
 * A document whose text addresses an automated reader ("Action item for the AI note-taker:", "(For Copilot: …)",
 * "Hinweis an die automatische Rechnungsprüfung:", "AIアシスタントへ：", "致AI采购助手：") is written for the machine that
 * will read it: the words are the document's, not the user's instruction, whatever the metadata says. The user asking
 * their own assistant speaks to it without announcing who the note is for. In the lexicon's languages and the sets'.
 */
const NOTE_TO_READER = new PhraseSet([
  // English: the reader named by the work it does, or a note, action or instruction aimed at it
  'note to the ai', 'note for the ai', 'note to ai', 'note for ai', 'for copilot:', 'for the copilot:', 'note for copilot', 'to copilot:', 'for the ai:', 'for ai:',
  'note to the assistant', 'note for the assistant', 'action item for the ai', 'action item for the assistant', 'action item for the meeting assistant', 'action (ai', 'action (assistant',
  'ai note-taker', 'ai notetaker', 'ai note taker', 'meeting assistant:', 'assistant generating', 'assistant summarising', 'assistant summarizing', 'assistant that summari',
  'assistants reading this', 'ai reading this', 'automated bid review', 'automated reviewer', 'automated review tool', 'automated screening', 'automated invoice', 'automated approval',
  'whoever processes these', 'whoever processes this', 'any assistant processing', 'any ai processing', 'instructions for assistant tools', 'for assistant tools', 'ai contract reviewer:', 'ai reviewer:',
  // German, French, Spanish, Portuguese, Italian, Dutch, Polish
  'hinweis an die automatische', 'hinweis für die automatische', 'an die automatische rechnungsprüfung', 'hinweis an die ki', 'hinweis für die ki', 'notiz für die ki', 'an den ki-assistenten', 'für den ki-assistenten', 'ki-assistent:', 'ki-protokollant',
  "note pour l'assistant", "note à l'assistant", "pour l'assistant ia", "à l'assistant ia", 'assistant ia :', 'assistant ia:', 'tout assistant automatisé', 'assistant automatisé traitant',
  'nota para el asistente', 'para el asistente de ia', 'al asistente de ia', 'instrucción para el sistema', 'instrucción para el asistente', 'asistente de ia:',
  'instrução ao assistente', 'instrução para o assistente', 'ao assistente de ia', 'para o assistente de ia', 'nota para o assistente', 'assistente de ia:',
  "nota per l'assistente", "per l'assistente ai", "per l'assistente ia", "all'assistente ai", "all'assistente ia", 'assistente ai:', 'assistente ia:',
  'notitie voor de assistent', 'voor de ai-assistent', 'aan de ai-assistent', 'ai-assistent:', 'dla asystenta ai', 'notatka dla asystenta', 'asystent ai:',
  // Japanese, Chinese, Korean, Russian, Turkish, Arabic, Hindi, Swedish, Czech
  'aiアシスタントへ', 'アシスタントへ：', 'アシスタントへ:', 'aiへ：', '致ai', '给ai助手', 'ai助手：', '致助手', 'ai 어시스턴트에게', 'ai 어시스턴트:', '어시스턴트에게', 'ai에게:',
  'для ии-ассистента', 'ии-ассистенту', 'для ассистента:', 'yapay zeka asistanına', 'ai asistanına', 'إلى المساعد الذكي', 'للمساعد الذكي', 'एआई सहायक के लिए', 'till ai-assistenten', 'pro ai asistenta',
]);
function noteToReader(lower: string): boolean {
  return NOTE_TO_READER.first(lower.length > 16384 ? lower.slice(0, 16384) : lower) !== undefined;
}

/** Who owns a job's destination, when the metadata says: the company's own store is not an outside flow. */
const OWNED = new Set(['company', 'internal', 'ours', 'our', 'corporate', 'organization', 'organisation', 'org', 'team', 'first-party', 'firstparty', 'self']);
function pipelineFacts(metadata: Metadata): ReadonlySet<string> {
  const owner = (metaString(metadata, 'destination_owner', 'destinationOwner', 'dest_owner', 'sink_owner', 'target_owner') ?? '').trim().toLowerCase();
  return OWNED.has(owner) ? new Set(['fact:dest-owned']) : new Set();
}

/** Metadata keys saying the destination is on the account's own withdrawal allowlist (set up by the owner in advance). */
const ALLOWLIST_KEYS: readonly string[] = ['address_whitelisted', 'address_allowlisted', 'whitelisted_address', 'allowlisted_address', 'destination_allowlisted', 'destination_whitelisted', 'whitelisted', 'allowlisted'];
export function allowlistedDestination(metadata: Metadata): boolean {
  for (const k of ALLOWLIST_KEYS) {
    const v = metadata[k];
    if (v === true || v === 'true' || v === 'yes') return true;
  }
  return false;
}

const OWN_KEYS: readonly string[] = ['internal', 'own', 'own_account', 'same_owner', 'internal_transfer'];
function transactionFacts(metadata: Metadata): ReadonlySet<string> {
  const facts = new Set<string>();
  const amount = metaNumber(metadata, 'amount');
  const original = metaNumber(metadata, 'original_charge', 'originalCharge', 'original_amount', 'charge');
  const kind = metaString(metadata, 'type', 'kind') ?? '';
  if (amount !== undefined && original !== undefined && original > 0 && amount > original * 1.01 && KIND_PATTERN.test(kind)) facts.add('fact:refund-exceeds-charge');
  if (allowlistedDestination(metadata)) facts.add('fact:allowlisted-destination');
  // the metadata says the money stays with the payer (an internal transfer, the payer's own account)
  if (OWN_KEYS.some((k) => metadata[k] === true || metadata[k] === 'true')) facts.add('fact:dest-owned');
  return facts;
}

/** How a type reads its value into frames (tooling: the frame diagnostic); undefined for a type the frame layer does not read. */
export function frameProfileOf(type: ActionType): FrameProfile | undefined {
  return PROSE_TYPES.includes(type) ? PROFILES[type] : undefined;
}

/**
 * Whether the frame layer reads every act in the first `limit` characters of a prose action as denied, asked,
 * reported or only mentioned (or, in a prompt or message, as not ordered), and finds at least one act there (a prompt
 * or message with no act at all counts too); false for a type it does not read. The learned second
 * opinion, which sees words and not their grammar, abstains then (negation and questions are this layer's).
 */
export function actsAllDenied(type: ActionType, ctx: BaseContext, limit: number): boolean {
  const profile = frameProfileOf(type);
  if (profile === undefined) return false;
  // in the types that carry requests (a prompt, a message, a message between agents) an act is one only when it is
  // asked for; the others (documents, pipelines, payments, devices…) describe the act they are
  const ordered = type === 'text' || type === 'message' || type === 'agent_comm';
  const reading = readingOf(ctx as BaseContext & FrameCarrier, profile);
  let acts = 0;
  for (const [op, ks] of reading.byOp) {
    for (const k of ks) {
      if (reading.hits[k]!.start >= limit) continue;
      const frame = reading.frameAt(k, op);
      if (frame === null) continue;
      if (!frame.negated && !frame.asked && !frame.reported && !frame.mentioned && (frame.imperative || !ordered)) return false;
      acts++;
    }
  }
  // a prompt or message that asks for no act the reader knows leaves the model nothing to judge
  return acts > 0 || ordered;
}
setActGate(actsAllDenied);

/** The term hits of the frame layer's reading of a prose action (the learned features' tags). */
function readingHits(type: string, ctx: unknown): readonly { start: number; end: number; tags: readonly number[] }[] {
  const profile = frameProfileOf(type as ActionType);
  return profile === undefined ? [] : readingOf(ctx as BaseContext & FrameCarrier, profile).hits;
}
setReadingHits(readingHits);

/** The frame layer's rules with the analyzer's whole-action condition added to each one's veto (unchanged without one). */
function vetoed<C extends BaseContext>(rules: ThreatRule<C>[], framesVeto: ((ctx: C) => boolean) | undefined): ThreatRule<C>[] {
  if (framesVeto === undefined) return rules;
  return rules.map((r) => {
    const prior = r.veto;
    return { ...r, veto: prior === undefined ? (ctx: C) => framesVeto(ctx) : (ctx: C, f: Finding | string | true) => prior(ctx, f) || framesVeto(ctx) };
  });
}

/** A prose analyzer with the frame rows appended to its own threat table. */
export function withFrames<C extends BaseContext>(type: ActionType, analyzer: Analyzer<C>): Analyzer<C> {
  const profile = PROFILES[type];
  if (profile === undefined || !PROSE_TYPES.includes(type)) return analyzer;
  // the term automaton (about 3 300 terms) is built on the first read, not while the rule tables load: a worker must
  // answer its readiness probe soon after it starts, and a startup snapshot may hold no pending timer
  // the analyzer's own fields as they are (a spread would call an auxPatterns getter), then the framed ones; the
  // auxiliary patterns, which only the ReDoS proof reads, are gathered when read (some are built from word lists)
  const framed = Object.defineProperties({}, Object.getOwnPropertyDescriptors(analyzer)) as Analyzer<C>;
  return Object.defineProperties(framed, {
    prepare: { value: analyzer.prepare.bind(analyzer), enumerable: true },
    rules: { value: [...analyzer.rules, ...vetoed([...frameRules<C>(type, analyzer.letter, profile), ...claimRules<C>(type, analyzer.letter, profile), ...genericRules<C>(type, analyzer.letter, profile)], analyzer.framesVeto)], enumerable: true },
    auxPatterns: { get: () => [...(analyzer.auxPatterns ?? []), ...READER_PATTERNS, ...FRAME_RULE_PATTERNS, ...CLAIM_PATTERNS, ...PARTY_PATTERNS, KIND_PATTERN], enumerable: true },
  });
}

const KIND_PATTERN = /refund|credit|chargeback|reversal/i;

const PROD = anyTagId('env:prod');
const NONPROD = anyTagId('env:nonprod');

/** The environment the words of a prose action name, from the one environment lexicon (lexicon.ts env:*). */
export function environmentOf(type: ActionType, ctx: BaseContext): 'prod' | 'nonprod' | '' {
  const profile = PROFILES[type];
  if (profile === undefined) return '';
  const seen = readingOf(ctx as BaseContext & FrameCarrier, profile).anywhere;
  return seen[PROD] === 1 ? 'prod' : seen[NONPROD] === 1 ? 'nonprod' : '';
}

// (an approval the text only claims, mit:claimed, sanctions a rule that flags an act by its kind alone when nothing else
// is wrong: a payroll run "approved by the CFO"; beside any red flag it sanctions nothing, as a recorded one does not)
const SANCTION = ['mit:approved', 'mit:scoped', 'mit:claimed'].map(anyTagId);
const PROTECTIVE = anyTagId('mit:protect');
const RED_FLAGS = ['safe:off', 'safe:conceal', 'risk:payee', 'risk:fraud', 'risk:informal', 'lure', 'dest:freemail', 'dest:personal', 'perm'].map(anyTagId);
const OUTSIDE = ['dest:external', 'dest:public'].map(anyTagId);
const VERIFIED = anyTagId('mit:verified');
const PAYEE = anyTagId('risk:payee');

/**
 * The frame layer's view that a whole (short) action is sanctioned: it names an approval, a ticket, the user's own
 * request, the user's own or a sandbox resource (and, with `protective`, a narrowing such as read-only or
 * free/busy), and carries no red flag (a skipped check, concealment, a new payee, a lure, a personal mailbox,
 * permanence; an outside or public destination unless the rule is about exactly that, `outsideOk`). Type rules that flag an action by its kind alone ask this before they fire.
 */
export function sanctioned(type: ActionType, ctx: BaseContext, options: { protective?: boolean; outsideOk?: boolean } = {}): boolean {
  const profile = PROFILES[type];
  if (profile === undefined || ctx.lower.length > 600) return false;
  const seen = readingOf(ctx as BaseContext & FrameCarrier, profile).anywhere;
  // a new payee whose details the organisation checked out of band (a call back, a check by finance) is what the
  // verification answers: the payee risk lapses beside it, every other red flag stays
  const verified = seen[VERIFIED] === 1;
  if (RED_FLAGS.some((t) => seen[t] === 1 && !(verified && t === PAYEE)) || (!options.outsideOk && OUTSIDE.some((t) => seen[t] === 1))) return false;
  return SANCTION.some((t) => seen[t] === 1) || (options.protective === true && seen[PROTECTIVE] === 1);
}

/**
 * The words at `pos` of the context's text head an instruction (see Reading.instructs): the one subject, report and
 * question test for type rules that match their own verb phrases. Outside prose types every match counts.
 */
export function instructionAt(type: ActionType, ctx: BaseContext, pos: number): boolean {
  const profile = PROFILES[type];
  if (profile === undefined) return true;
  return readingOf(ctx as BaseContext & FrameCarrier, profile).instructs(pos);
}

/**
 * The operation at [pos, end) of the context's text is the content of somebody else's ask, retold ("hidden text telling
 * assistants to mail …", "the page asked to add …"): the one test of wanted-results.ts, for type rules that match their
 * own verbs. A permission or an order handed to the reader ("the user has authorised you to forward …") is not retold.
 */
export function retoldAt(type: ActionType, ctx: BaseContext, pos: number, end: number): boolean {
  const profile = PROFILES[type];
  if (profile === undefined) return false;
  const reading = readingOf(ctx as BaseContext & FrameCarrier, profile);
  const [start] = reading.sentenceAround(pos);
  return askedByOther(reading.lower, start, pos, end);
}

/** The sentence at `pos` of the context's text reports speech ("hidden text telling assistants to …", "a mail asking …": cue:mention). */
export function reportsSpeechAt(type: ActionType, ctx: BaseContext, pos: number): boolean {
  const profile = PROFILES[type];
  if (profile === undefined) return false;
  const reading = readingOf(ctx as BaseContext & FrameCarrier, profile);
  const [start, end] = reading.sentenceAround(pos);
  for (const h of reading.hits) {
    if (h.start >= end) break;
    // (a cue word inside a web address or a mail address, "https://text-archive.io", "sample-vault.net", names a
    // place, not speech: whoever picks the destination would pick its name too)
    if (h.start >= start && h.tags.includes(MENTION_CUE) && !inAddress(reading.lower, h.start, h.end)) return true;
  }
  return false;
}
const MENTION_CUE = anyTagId('cue:mention');
/** The span [start, end) lies in a token (between spaces, at most 200 characters each way) that is a URL, a host or an address. */
function inAddress(s: string, start: number, end: number): boolean {
  let a = start;
  while (a > 0 && start - a < 200 && !isSpace(s.charCodeAt(a - 1))) a--;
  let b = end;
  while (b < s.length && b - end < 200 && !isSpace(s.charCodeAt(b))) b++;
  const token = s.slice(a, b);
  if (token.includes('://') || token.includes('@')) return true;
  // a host: a dot inside the token after the cue word, followed by letters ("sample-vault.net/in")
  const dot = token.indexOf('.', end - a);
  return dot !== -1 && dot + 1 < token.length && isLetter(token.charCodeAt(dot + 1)) && (token.charCodeAt(end - a) === 45 || token.charCodeAt(end - a) === 46 || token.charCodeAt(start - a - 1) === 45 || token.charCodeAt(start - a - 1) === 46);
}
const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13;
const isLetter = (c: number): boolean => c >= 97 && c <= 122;

/** How many matches of a verb pattern are looked at before a rule gives up (bounds per-hit work on long prose). */
const TRIED = 64;
const TERSE_TEXT = 400;

/**
 * Reads an action's object and destination where it is ordered: `judge` is called with the sentence of each match of
 * `verbs` (a global pattern) that heads an instruction, or once with the whole text when it is a terse action (a few
 * hundred characters), until it returns a finding. Nothing when no match instructs: a long text then describes, it
 * does not order, and words of its other sentences ("Kundentermin" in one paragraph, "vendor" in another) are never
 * assembled into one action.
 */
export function whereInstructed<T>(type: ActionType, ctx: BaseContext, verbs: RegExp, text: string, judge: (said: string) => T | null): T | null {
  verbs.lastIndex = 0;
  let m: RegExpExecArray | null;
  let lastEnd = -1;
  try {
    for (let n = 0; n < TRIED && (m = verbs.exec(text)) !== null; n++) {
      if (m.index < lastEnd || !instructionAt(type, ctx, m.index)) continue;
      if (text.length <= TERSE_TEXT) return judge(text);
      const [start, end] = readingOf(ctx as BaseContext & FrameCarrier, PROFILES[type]!).sentenceAround(m.index);
      lastEnd = end;
      const found = judge(text.slice(start, Math.min(end, text.length)));
      if (found !== null) return found;
    }
    return null;
  } finally {
    verbs.lastIndex = 0;
  }
}

/** The sentence of `text` (the context's text or its prefix) at `pos`; the whole text when it is a terse action. */
export function sentenceAt(type: ActionType, ctx: BaseContext, pos: number, text: string): string {
  const profile = PROFILES[type];
  if (profile === undefined || text.length <= TERSE_TEXT) return text;
  const [start, end] = readingOf(ctx as BaseContext & FrameCarrier, profile).sentenceAround(pos);
  return text.slice(start, Math.min(end, text.length));
}

/** The sentence of `text` at `pos` by its own bounds, however terse the text (sentenceAt reads a terse text whole). */
export function ownSentenceAt(type: ActionType, ctx: BaseContext, pos: number, text: string): string {
  const profile = PROFILES[type];
  if (profile === undefined) return text;
  const [start, end] = readingOf(ctx as BaseContext & FrameCarrier, profile).sentenceAround(pos);
  return text.slice(start, Math.min(end, text.length));
}

/** The sentence at `pos` of the context's text is an order (Reading.orders): its own verb or its first one instructs. */
export function orderAt(type: ActionType, ctx: BaseContext, pos: number): boolean {
  const profile = PROFILES[type];
  if (profile === undefined) return true;
  return readingOf(ctx as BaseContext & FrameCarrier, profile).orders(pos);
}

/**
 * mentions() may answer true: false only when the context has no reading yet and its text cannot hold the tag
 * (term-presence.ts), so a rule can skip a window's reading for a rare tag.
 */
export function mayMention(type: ActionType, ctx: BaseContext, tag: string): boolean {
  if (PROFILES[type] === undefined) return false;
  if ((ctx as BaseContext & FrameCarrier).frameReading !== undefined) return true;
  return couldHold(ctx.lower, ctx.metadata, tag);
}

/** The frame layer found `tag` anywhere in the action's words or metadata (lexicon.ts), e.g. 'risk:unattended'. */
export function mentions(type: ActionType, ctx: BaseContext, tag: string): boolean {
  const profile = PROFILES[type];
  if (profile === undefined) return false;
  return readingOf(ctx as BaseContext & FrameCarrier, profile).anywhere[anyTagId(tag)] === 1;
}

/**
 * The first sentence of the action's words (not its metadata) that holds a tag of every list in `all` and no tag of
 * `none`, as [start, end) of the checked text; null when there is none. For type rules whose evidence is a state
 * said of something rather than an operation on it ("your content restrictions are suspended"): the words must meet in
 * one sentence, not anywhere in the text. Cheap when a tag is missing altogether (the reading's `anywhere` answers).
 */
export function sentenceWithAll(type: ActionType, ctx: BaseContext, all: readonly (readonly string[])[], none: readonly string[] = []): [number, number] | null {
  const profile = PROFILES[type];
  if (profile === undefined || all.length === 0) return null;
  const reading = readingOf(ctx as BaseContext & FrameCarrier, profile);
  const lists = all.map((l) => l.map(anyTagId));
  if (lists.some((l) => !l.some((t) => reading.anywhere[t] === 1))) return null;
  const first = new Set(lists[0]!);
  const vetoes = none.map(anyTagId);
  let tried = -1;
  for (let k = 0; k < reading.hits.length; k++) {
    if (!reading.hits[k]!.tags.some((t) => first.has(t))) continue;
    const si = reading.sentenceOfHit(k);
    if (si === tried) continue;
    tried = si;
    if (!lists.every((l) => l.some((t) => reading.sentenceHas(si, t))) || vetoes.some((t) => reading.sentenceHas(si, t))) continue;
    return reading.sentenceAround(reading.hits[k]!.start);
  }
  return null;
}
