import type { Metadata } from '../types.js';
import { EMPTY_METADATA } from '../normalize.js';

/**
 * Who a prose action comes from and where it came from, read from metadata whatever the integrator named the fields.
 * Integrators invent keys (from/to, from_agent/to_agent, sender/recipient, source_agent/target_agent, callingAgent,
 * origin): a key is classified by its words (lower-cased, separators dropped), not looked up in one fixed list, so
 * `requesting_agent` and `upstreamAgent` read as the sender and `downstream_agent` as the receiver.
 *
 * The provenance test ("is this the user's own words?") is the one place each content type asks:
 * - text, document, message: metadata.source (or origin/provenance/content_source) other than `user`, or a message
 *   marked as received (direction inbound);
 * - agent_comm: the same, or a sender that is a tool relaying what it fetched (web_tool, browser, search, retriever),
 *   or a sender the metadata marks unknown or unverified.
 */

const squash = (key: string): string => key.toLowerCase().replace(/[^a-z]/g, '');

const SENDER_HEADS = ['from', 'sender', 'source', 'origin', 'caller', 'calling', 'requester', 'requesting', 'upstream', 'parent', 'author', 'issuer', 'delegator'];
const RECEIVER_HEADS = ['to', 'recipient', 'receiver', 'receiving', 'target', 'dest', 'destination', 'callee', 'downstream', 'child', 'sub', 'delegate', 'assignee', 'worker'];
const PARTY_TAILS = ['', 'agent', 'agentid', 'agentname', 'id', 'name', 'role', 'bot', 'node', 'service'];

/** Which party a metadata key names: 'sender', 'receiver', or '' (not a party key). */
export function partyKey(key: string): 'sender' | 'receiver' | '' {
  const k = squash(key);
  if (k.length === 0 || k.length > 40) return '';
  if (k === 'agent' || k === 'agentid' || k === 'agentname') return 'sender';
  for (const tail of PARTY_TAILS) {
    if (!k.endsWith(tail)) continue;
    const head = k.slice(0, k.length - tail.length);
    // "source" alone is the provenance field, not an agent's name
    if (tail === '' && (head === 'source' || head === 'origin' || head === 'dest' || head === 'destination' || head === 'target')) continue;
    if (SENDER_HEADS.includes(head)) return 'sender';
    if (RECEIVER_HEADS.includes(head)) return 'receiver';
  }
  return '';
}

/** A metadata key naming a party of an agent message (its value is a name, not words of the action). */
export const isPartyKey = (key: string): boolean => partyKey(key) !== '';

const valueOf = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(' ') : '');

/** The sender and receiver the metadata names (lower-cased, each at most 300 characters). */
export function partiesOf(metadata: Metadata): { sender: string; receiver: string } {
  let sender = '';
  let receiver = '';
  for (const key of Object.keys(metadata)) {
    const side = partyKey(key);
    if (side === '') continue;
    const v = valueOf(metadata[key]).toLowerCase();
    if (v === '') continue;
    if (side === 'sender') sender = `${sender} ${v}`.trim().slice(0, 300);
    else receiver = `${receiver} ${v}`.trim().slice(0, 300);
  }
  return { sender, receiver };
}

const PROVENANCE_KEYS = ['source', 'origin', 'provenance', 'content_source', 'contentSource', 'source_type', 'sourceType', 'input_source', 'inputSource'];
const OWN = new Set(['user', 'human', 'operator', 'self', 'me', 'owner', 'prompt', 'user_input', 'userinput', 'user input', 'user-input', 'user_prompt', 'user prompt', 'userprompt', 'user_message', 'user message', 'user_request', 'user request', 'chat', 'typed']);
const INBOUND = new Set(['inbound', 'incoming', 'received', 'receive', 'in', 'read', 'forwarded']);

/** The provenance the metadata states ('' when none): "tool_output", "web", "email"… lower-cased. */
export function provenanceOf(metadata: Metadata): string {
  // most checks carry no metadata (one shared empty object): no key to look up
  if (metadata === EMPTY_METADATA) return '';
  for (const k of PROVENANCE_KEYS) {
    const v = metadata[k];
    if (typeof v === 'string' && v.trim() !== '') return v.trim().toLowerCase().slice(0, 100);
  }
  return '';
}

/** The metadata says the value is content the assistant read, not the user's own words. */
export function foreignByProvenance(metadata: Metadata): boolean {
  return foreignProvenance(provenanceOf(metadata));
}

/** A provenance as provenanceOf gives it that names content read, not the user's own words ('' names none). */
export const foreignProvenance = (provenance: string): boolean => provenance !== '' && !OWN.has(provenance);

/** A message the metadata marks as received (direction inbound, received: true), not one about to be sent. */
export function receivedMessage(metadata: Metadata): boolean {
  const d = metadata['direction'] ?? metadata['flow'] ?? metadata['mailbox_direction'];
  if (typeof d === 'string' && INBOUND.has(d.trim().toLowerCase())) return true;
  return metadata['received'] === true || metadata['inbound'] === true || metadata['incoming'] === true;
}

/**
 * A sender that is a tool relaying content it fetched or read (its words are that content's, not an agent's plan):
 * named as a tool, a fetcher or a retriever; or named after a source (inbox, feed, file, web) without being called an
 * agent ("inbox_reader" relays mail, "inbox-agent" is an agent that works on it).
 */
const TOOL_SENDER = /(?:^|[^a-z])(?:browser|browse|search|fetch|fetcher|scrape|scraper|crawl|crawler|retriev\w{0,4}|rag|tool|plugin|mcp)(?:$|[^a-z])/;
const SOURCE_SENDER = /(?:^|[^a-z])(?:web|http|api|webhook|inbox|email|mail|reader|ocr|rss|feed|calendar|drive|document|file|pdf)(?:$|[^a-z])/;
const AGENT_NAME = /(?:agent|bot|assistant|planner|orchestrator|worker|supervisor)/;
const relaySender = (sender: string): boolean => TOOL_SENDER.test(sender) || (SOURCE_SENDER.test(sender) && !AGENT_NAME.test(sender));
/** A sender the metadata marks as not established: unknown, unverified, anonymous, or a wildcard. */
const UNVERIFIED_SENDER = /(?:^|[^a-z])(?:unknown|unverified|untrusted|anonymous|external|guest|spoofed)(?:$|[^a-z])|\?|^\*$/;

/**
 * An agent message is not the orchestrator's own: a relayed tool result, an unverified sender, or stated provenance.
 * `sender` is partiesOf(metadata).sender, passed by a caller that already has it.
 */
export function relayedToAgent(metadata: Metadata, sender?: string): boolean {
  if (foreignByProvenance(metadata)) return true;
  const s = sender ?? partiesOf(metadata).sender;
  return s !== '' && (relaySender(s) || UNVERIFIED_SENDER.test(s));
}

/** The sender the metadata marks unknown or unverified ("security-agent?", "unknown", "*"); `sender` as in relayedToAgent. */
export function unverifiedSender(metadata: Metadata, sender?: string): boolean {
  const s = sender ?? partiesOf(metadata).sender;
  return s !== '' && UNVERIFIED_SENDER.test(s);
}

export const PARTY_PATTERNS: readonly RegExp[] = [TOOL_SENDER, SOURCE_SENDER, AGENT_NAME, UNVERIFIED_SENDER, /[^a-z]/g];

/** Keys a tool's or an API's result envelope opens with ({"status": "ok", "results": […]}). */
const RESULT_KEYS = ['"status"', '"results"', '"result"', '"data"', '"items"', '"hits"', '"output"', '"response"'];
/**
 * The value is a tool's result by its shape: a JSON object whose opening (first 200 characters) holds two of the keys
 * a result envelope carries. Such text is content the assistant fetched, whatever the metadata leaves unsaid; a user's
 * own request is not written as a status envelope. Bounded: native searches over at most 200 characters.
 */
export function toolResultShape(raw: string): boolean {
  let i = 0;
  while (i < raw.length && i < 16 && (raw.charCodeAt(i) === 32 || raw.charCodeAt(i) === 10 || raw.charCodeAt(i) === 13 || raw.charCodeAt(i) === 9)) i++;
  if (raw.charCodeAt(i) !== 123) return false;
  const head = raw.slice(i, i + 200);
  let n = 0;
  for (const k of RESULT_KEYS) if (head.includes(k) && ++n === 2) return true;
  return false;
}

/** Marks of text hidden from the person who reads the page (white or zero-size type, hidden blocks, comments). */
const HIDDEN_MARKS = ['white text', 'white font', 'hidden text', '[hidden', '(hidden', 'display:none', 'display: none', 'font-size:0', 'font-size: 0', 'visibility:hidden',
  '<!--', '隐藏', '非表示', 'versteckter text', 'texte masqué', 'texto oculto',
  // and in the other languages of the lexicon ("[testo nascosto in carattere 1pt]", "texto escondido", "verborgen tekst")
  'testo nascosto', 'texto escondido', 'verborgen tekst', 'texte caché', 'ukryty tekst', 'скрытый текст',
  // type set white or a point high, named in the sets' languages ("[weiße Schrift, 1pt:]", "texto blanco sobre fondo blanco")
  'weiße schrift', 'weisse schrift', 'weißer text', 'texte blanc', 'texto blanco', 'testo bianco', 'witte tekst', 'biały tekst', 'белый текст', '白色文字', '白い文字', '白字', '흰색 글씨',
  'text colour #ffffff', 'text color #ffffff', 'font color #ffffff', 'color:#ffffff', 'color: #ffffff', 'color:#fff;', 'color: #fff;', 'font-size:1pt', 'font-size: 1pt'];
/**
 * Any of HIDDEN_MARKS, as one alternation of literals: one native search of the head instead of one per mark (or per
 * piece the marks share: 16 searches of up to 16 KB on every prose check).
 */
const HIDDEN_MARK = new RegExp(HIDDEN_MARKS.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
/** Openings that name a tool's output relayed as it came (a search hit, a tool result, a fetched page). */
const RELAYED_OPENINGS = ['search result', 'tool result', 'tool_result', 'tool output', 'fetched page', 'fetched content', 'web page text', 'page text', 'snippet'];

/**
 * The value carries its own sign of not being the user's words: text hidden from the human reader (whoever hides an
 * instruction hides it from the person, so it is meant for the machine), or an opening that names a relayed tool
 * output (its first words, after at most two characters such as a bracket). Bounded: native searches over the
 * first 16 KB and the first 48 characters.
 */
export function contentSign(lower: string): boolean {
  // the check's lower-cased text (ctx.lower): no second lower-casing of the value per check
  const head = lower.length > 16384 ? lower.slice(0, 16384) : lower;
  if (HIDDEN_MARK.test(head)) return true;
  // an opening at offset 0, 1 or 2 (what an indexOf of at most 2 in the first 48 characters finds: the openings are short)
  for (let p = 0; p <= 2 && p < head.length; p++) {
    const c = head.charCodeAt(p);
    for (const m of RELAYED_OPENINGS) if (m.charCodeAt(0) === c && head.startsWith(m, p)) return true;
  }
  return false;
}
